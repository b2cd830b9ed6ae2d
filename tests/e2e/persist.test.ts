// Never lose the table: save to a file (the CLI's format v1), autosave and restore on reload,
// undo and redo, open files (a bad one changes nothing and says why), share as a link.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSceneText } from '../../geometry/scene';
import {
  type App,
  ROOT,
  SHOTS,
  appForTheseTests,
  clickFighter,
  sceneOf,
  screenshot,
  settle,
  waitReady,
} from './harness';
import { dragBy } from './drag';
import { clearTables, storeKind, storedEntries, storedTable } from './table-store';

let app: App;
appForTheseTests((opened) => (app = opened));

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
    await dragBy(app.page, 'R3', 50, -20);
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
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'saved-default.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved),
    });
    await expect
      .poll(async () => (await sceneOf(app.page)).fighters.find((f) => f.id === 'R3')!.position)
      .toEqual([405, 410]);
    expect(await sceneOf(app.page)).toEqual(parseSceneText(saved));
    await app.page.keyboard.press('Control+z');
    expect(await sceneOf(app.page)).toEqual(before);
    await app.page.keyboard.press('Control+Shift+z');
    expect(await sceneOf(app.page)).toEqual(parseSceneText(saved));
  });

  it('refuses a bad file with a clear message and leaves the table untouched', async () => {
    const before = await sceneOf(app.page);
    const bad = JSON.stringify({
      version: 1,
      table: { width: 1200, depth: 600 },
      fighters: [
        { id: 'A', side: 'red', size: 2, mov: 10, base: { type: 'round', diameter: 30 }, position: [5000, 100] },
      ],
    });
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(bad),
    });
    const msg = app.page.locator('[data-testid="message"]');
    await msg.waitFor();
    expect(await msg.textContent()).toContain('fighters[0].position');
    expect(await sceneOf(app.page)).toEqual(before);
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'junk.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ not json'),
    });
    await expect.poll(() => msg.textContent()).toContain('malformed JSON');
    expect(await sceneOf(app.page)).toEqual(before);
    await screenshot(app.page, 'bad-file');
  });

  it('shares the table as a link that opens the same table', async () => {
    const scene = await sceneOf(app.page);
    await app.page.click('[data-testid="share"]');
    // The link goes to the clipboard and the message, never into this page's address bar.
    // The link is made once the record is encoded (loaded on demand): wait for it.
    await app.page.waitForSelector('[data-testid="share"][data-link]');
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

describe('today’s saved tables move into IndexedDB', () => {
  const legacyKeys = () =>
    app.page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('mire.autosave.'))
        .sort(),
    );

  it('a table saved in localStorage by an earlier build opens, moves into IndexedDB, and is removed from localStorage only once copied', async () => {
    await app.open();
    const scene = await sceneOf(app.page);
    const saved = {
      ...scene,
      name: 'saved before IndexedDB',
      fighters: scene.fighters.map((f) => (f.id === 'R3' ? { ...f, position: [455, 390] } : f)),
    };
    const previous = { ...scene, name: 'the table before a link' };
    // The store as an earlier build left it: everything in localStorage, nothing in IndexedDB.
    const seed = async () => {
      await clearTables(app.page);
      await app.page.evaluate(
        ([a, p]) => {
          localStorage.setItem('mire.autosave.v1', a);
          localStorage.setItem('mire.autosave.previous.v1', p);
          localStorage.setItem('mire.autosave.kept.2026-01-01T00-00-00-000Z', '{"version":');
        },
        [JSON.stringify(saved), JSON.stringify(previous)] as const,
      );
    };
    const seeded = ['mire.autosave.kept.2026-01-01T00-00-00-000Z', 'mire.autosave.previous.v1', 'mire.autosave.v1'];

    // First start with an IndexedDB that refuses the copy: localStorage keeps everything and is used.
    await app.context.addInitScript(() => {
      if (sessionStorage.getItem('test.idb.fails') !== '1') return;
      const realPut = IDBObjectStore.prototype.put;
      // Each put succeeds, then its transaction aborts before committing: every put of the copy is issued first.
      IDBObjectStore.prototype.put = function (v: unknown, k?: IDBValidKey) {
        const req = realPut.call(this, v, k);
        const tx = this.transaction;
        req.addEventListener('success', () => tx.abort());
        return req;
      };
    });
    await seed();
    await app.page.evaluate(() => sessionStorage.setItem('test.idb.fails', '1'));
    await app.page.reload();
    await waitReady(app.page);
    expect(await storeKind(app.page)).toBe('local');
    expect(await legacyKeys()).toEqual(seeded);
    expect(await storedEntries(app.page)).toEqual([]);
    expect((await sceneOf(app.page)).name).toBe(saved.name);
    await app.page.evaluate(() => sessionStorage.removeItem('test.idb.fails'));

    // Then a start where IndexedDB works: copied, then removed from localStorage.
    await seed();
    await app.page.reload();
    await waitReady(app.page);
    expect(await storeKind(app.page)).toBe('indexeddb');
    expect(await sceneOf(app.page)).toEqual(saved);
    expect(await legacyKeys()).toEqual([]);
    expect(JSON.parse((await storedTable(app.page, 'mire.autosave.v1'))!)).toEqual(saved);
    expect(JSON.parse((await storedTable(app.page, 'mire.autosave.previous.v1'))!)).toEqual(previous);
    expect(await storedTable(app.page, 'mire.autosave.kept.2026-01-01T00-00-00-000Z')).toBe('{"version":');

    // A move on it, then a reload: read back from IndexedDB alone.
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    await dragBy(app.page, 'R3', 30, 0);
    const moved = await sceneOf(app.page);
    expect(moved.fighters.find((f) => f.id === 'R3')!.position).not.toEqual([455, 390]);
    expect(JSON.parse((await storedTable(app.page, 'mire.autosave.v1'))!)).toEqual(moved);
    await app.page.reload();
    await waitReady(app.page);
    expect(await sceneOf(app.page)).toEqual(moved);
    expect(await legacyKeys()).toEqual([]);
    expect(app.errors).toEqual([]);
  });
});

describe('two tabs of the app', () => {
  const message = (page: import('playwright-core').Page) => page.locator('[data-testid="message"]').textContent();

  it('a second tab follows the first (and the first the second): both show the latest change, the one kept', async () => {
    await app.open();
    const first = app.page;
    const second = await app.context.newPage();
    try {
      await second.goto(app.url);
      await waitReady(second);
      expect(await sceneOf(second)).toEqual(await sceneOf(first));
      // A move in the first tab shows in the second, which says why its table changed.
      await first.keyboard.press('e');
      await dragBy(first, 'R3', 40, 0);
      const afterFirst = await sceneOf(first);
      await expect.poll(() => sceneOf(second)).toEqual(afterFirst);
      expect(await message(second)).toContain('also open in another tab');
      await screenshot(second, 'two-tabs-follow');
      // A move in the second tab shows in the first.
      await second.keyboard.press('e');
      await dragBy(second, 'R5', -30, 0);
      const afterSecond = await sceneOf(second);
      expect(afterSecond).not.toEqual(afterFirst);
      await expect.poll(() => sceneOf(first)).toEqual(afterSecond);
      // The second tab's undo goes back one step of its own table; the first follows that too.
      await second.keyboard.press('Control+z');
      expect(await sceneOf(second)).toEqual(afterFirst);
      await expect.poll(() => sceneOf(first)).toEqual(afterFirst);
      // A lesson in the first tab sets its own table aside: a change made meanwhile in the second
      // tab is what "Back to my table" shows, and a reload opens it (the latest change is kept).
      await first.click('[data-testid="lessons"]');
      await first.click('[data-testid="lesson-contact-round"]');
      await first.waitForFunction(() =>
        (window as unknown as { __mire: { scene: () => { fighters: { id: string }[] } } }).__mire
          .scene()
          .fighters.some((f) => f.id === 'Z'),
      );
      await dragBy(second, 'R1', 30, 0);
      const latest = await sceneOf(second);
      await settle(first, 300);
      expect((await sceneOf(first)).fighters.some((f) => f.id === 'Z')).toBe(true);
      await first.click('[data-testid="learn-back"]');
      await expect.poll(() => sceneOf(first)).toEqual(latest);
      await first.reload();
      await waitReady(first);
      expect(await sceneOf(first)).toEqual(latest);
      expect(JSON.parse((await storedTable(first, 'mire.autosave.v1'))!)).toEqual(latest);
    } finally {
      await second.close();
    }
    expect(app.errors).toEqual([]);
  });
});
