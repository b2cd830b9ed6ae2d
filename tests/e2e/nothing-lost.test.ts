// Nothing lost (issue 32 item 3), at 1280 x 720: a scenario from the menu opens as a view over the
// player's own table, as a link does (the autosave keeps the own table until the first edit), and
// leaving a live table puts the own table back, the live copy offered as a new table, so the next
// edit is never saved over the player's work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveServer } from '../../src/server/live-server';
import {
  type App,
  clickFighter,
  openScenario,
  sceneOf,
  screenshot,
  settle,
  startApp,
  startLiveTable,
  stateOf,
  waitReady,
} from './harness';
import { storedTable } from './table-store';

let app: App;
let server: LiveServer;
let dataDir: string;
let serverUrl: string;

const saved = async () => JSON.parse((await storedTable(app.page, 'mire.autosave.v1'))!) as unknown;

/** The Edit tool's Delete on a fighter: one committed edit of the table on show. */
async function deleteFighter(id: string): Promise<void> {
  await app.page.keyboard.press('e');
  await clickFighter(app.page, id);
  await app.page.keyboard.press('Delete');
  await settle(app.page);
  await app.page.keyboard.press('m');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mire-lost-e2e-'));
  server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(dataDir, 'live.sqlite') });
  serverUrl = `ws://127.0.0.1:${(await server.start()).port}`;
  app = await startApp({ width: 1280, height: 720 });
});

afterAll(async () => {
  await app?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('nothing lost (1280 x 720)', () => {
  it('the Scenarios menu opens a scenario as a view: the own table is kept, Back returns to it', async () => {
    await app.open();
    await deleteFighter('R8');
    const own = await sceneOf(app.page);
    await openScenario(app.page, 'ii-e-1-square-contact');
    expect((await sceneOf(app.page)).fighters.length).toBe(7);
    // The own table is still the saved one, and a reload shows the view again (this tab's).
    expect(await saved()).toEqual(own);
    await app.page.reload();
    await waitReady(app.page);
    expect((await sceneOf(app.page)).fighters.length).toBe(7);
    await screenshot(app.page, 'scenario-view');
    await app.page.click('[data-testid="view-back"]');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(own);
    // The empty table is a scenario too: nothing on it, opened as a view.
    await openScenario(app.page, 'empty-table');
    const empty = await sceneOf(app.page);
    expect([empty.fighters.length, empty.scenery.length]).toEqual([0, 0]);
    expect(await saved()).toEqual(own);
    await app.page.click('[data-testid="view-back"]');
    expect(app.errors).toEqual([]);
  });

  it('Leave on a live table puts the own table back; the next edit saves over it, not the live copy', async () => {
    await app.open();
    await deleteFighter('R8');
    const own = await sceneOf(app.page);
    await startLiveTable(app.page, serverUrl);
    await deleteFighter('B8');
    const live = await sceneOf(app.page);
    expect(live.fighters.length).toBe(own.fighters.length - 1);
    // The live panel is still open from the start.
    await app.page.click('[data-testid="live-leave"]');
    await app.page.waitForSelector('[data-testid="left-live-banner"]');
    await app.page.click('[data-testid="live-open"]');
    expect(await sceneOf(app.page)).toEqual(own);
    expect(new URL(app.page.url()).searchParams.get('room')).toBeNull();
    await screenshot(app.page, 'left-live');
    // The next edit is the own table's: B8 is still on it, and the autosave holds own minus R7.
    await deleteFighter('R7');
    const ownEdited = await sceneOf(app.page);
    expect(ownEdited.fighters.some((f) => f.id === 'B8')).toBe(true);
    await expect.poll(saved).toEqual(ownEdited);
    // The live copy is offered as a new table; Undo goes back to the own table.
    await app.page.click('[data-testid="open-live-copy"]');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(live);
    const past = (await stateOf(app.page)).past;
    await app.page.click('[data-testid="undo"]');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(ownEdited);
    expect(past).toBeGreaterThan(0);
    expect(app.errors).toEqual([]);
  });
});
