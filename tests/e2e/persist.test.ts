// Never lose the table: save to a file (the CLI's format v1), autosave and restore on reload,
// undo and redo, open files (a bad one changes nothing and says why), share as a link.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSceneText } from '../../geometry/scene';
import { type App, ROOT, SHOTS, clickFighter, project, sceneOf, screenshot, settle, startApp, waitReady } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
  await app.open();
});
afterAll(async () => {
  await app?.close();
});

async function dragBy(id: string, dx: number, dy: number) {
  const scene = await sceneOf(app.page);
  const f = scene.fighters.find((x) => x.id === id)!;
  const a = await project(app.page, f.position[0] - 8, f.position[1], 4);
  const b = await project(app.page, f.position[0] - 8 + dx, f.position[1] + dy, 4);
  await app.page.mouse.move(a.x, a.y);
  await app.page.mouse.down();
  await app.page.mouse.move(b.x, b.y, { steps: 4 });
  await settle(app.page, 30);
  await app.page.mouse.up();
  await settle(app.page);
}

describe('saving, loading, undo', () => {
  it('saves the table as a scene file the CLI reads', async () => {
    const scene = await sceneOf(app.page);
    const [download] = await Promise.all([app.page.waitForEvent('download'), app.page.click('[data-testid="save"]')]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(parseSceneText(text)).toEqual(scene);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, 'saved-default.json'), text);
  });

  it('restores the table exactly after a reload (autosave)', async () => {
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    await dragBy('R3', 50, -20);
    const moved = await sceneOf(app.page);
    const r3 = moved.fighters.find((f) => f.id === 'R3')!;
    expect(r3.position).not.toEqual([405, 410]);
    await app.page.reload();
    await waitReady(app.page);
    expect(await sceneOf(app.page)).toEqual(moved);
  });

  it('opens a saved file, and undo goes back to the table before it', async () => {
    const before = await sceneOf(app.page);
    const saved = readFileSync(join(SHOTS, 'saved-default.json'), 'utf8');
    await app.page.setInputFiles('[data-testid="load-file"]', { name: 'saved-default.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await expect.poll(async () => (await sceneOf(app.page)).fighters.find((f) => f.id === 'R3')!.position).toEqual([405, 410]);
    expect(await sceneOf(app.page)).toEqual(parseSceneText(saved));
    await app.page.keyboard.press('Control+z');
    expect(await sceneOf(app.page)).toEqual(before);
    await app.page.keyboard.press('Control+Shift+z');
    expect(await sceneOf(app.page)).toEqual(parseSceneText(saved));
  });

  it('refuses a bad file with a clear message and leaves the table untouched', async () => {
    const before = await sceneOf(app.page);
    const bad = JSON.stringify({ version: 1, table: { width: 1200, depth: 600 }, fighters: [{ id: 'A', side: 'red', size: 2, mov: 10, base: { type: 'round', diameter: 30 }, position: [5000, 100] }] });
    await app.page.setInputFiles('[data-testid="load-file"]', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    const msg = app.page.locator('[data-testid="message"]');
    await msg.waitFor();
    expect(await msg.textContent()).toContain('fighters[0].position');
    expect(await sceneOf(app.page)).toEqual(before);
    await app.page.setInputFiles('[data-testid="load-file"]', { name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
    await expect.poll(() => msg.textContent()).toContain('malformed JSON');
    expect(await sceneOf(app.page)).toEqual(before);
    await screenshot(app.page, 'bad-file');
  });

  it('shares the table as a link that opens the same table', async () => {
    const scene = await sceneOf(app.page);
    await app.page.click('[data-testid="share"]');
    // The link goes to the clipboard and the message, never into this page's address bar.
    const link = (await app.page.getAttribute('[data-testid="share"]', 'data-link'))!;
    expect(link).toContain('#table=');
    expect(app.page.url()).not.toContain('#table=');
    const other = await app.context.newPage();
    await other.goto('about:blank');
    await other.goto(link);
    await waitReady(other);
    expect(await sceneOf(other)).toEqual(scene);
    await other.close();
    expect(app.errors).toEqual([]);
    expect(ROOT).toBeTruthy();
  });
});
