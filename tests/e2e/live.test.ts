// Two players, one live table: two Chromium contexts on one table server (in this process, on a
// free loopback port). A move on one appears on the other; a drag shows as a ghost with its route
// on the other screen; each player's undo takes back only their own changes; a player who goes
// offline keeps playing and both tables agree once they are back; a lesson or an exercise opened
// meanwhile is never sent and keeps its own undo.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveServer } from '../../src/server/live-server';
import {
  type App,
  project,
  sceneOf,
  screenshot,
  settle,
  startApp,
  startLiveTable,
  stateOf,
  waitReady,
} from './harness';

let app: App;
let server: LiveServer;
let dataDir: string;
let serverUrl: string;
let contextB: BrowserContext;
let a: Page;
let b: Page;
const errorsB: string[] = [];
const liveChunkRequests: string[] = [];

type Xy = [number, number];
const positionOf = async (page: Page, id: string): Promise<Xy> =>
  (await sceneOf(page)).fighters.find((f) => f.id === id)!.position;

/** Wait until `page` shows fighter `id` at `xy` (within 0.01 mm); answers how long that took, ms. */
async function waitPosition(page: Page, id: string, xy: Xy, timeoutMs = 15_000): Promise<number> {
  const t0 = Date.now();
  await page.waitForFunction(
    ([fid, x, y]) => {
      const f = (window as unknown as { __mire: { scene: () => { fighters: { id: string; position: Xy }[] } } }).__mire
        .scene()
        .fighters.find((g) => g.id === fid);
      return !!f && Math.abs(f.position[0] - x) < 0.01 && Math.abs(f.position[1] - y) < 0.01;
    },
    [id, xy[0], xy[1]] as const,
    { timeout: timeoutMs, polling: 10 },
  );
  return Date.now() - t0;
}

/** Press on the base of `id` (behind its figure) and move by (dx, dy) mm; release unless told not to. */
async function drag(
  page: Page,
  id: string,
  dxMm: number,
  dyMm: number,
  opts: { release?: boolean; back?: boolean } = {},
): Promise<void> {
  const f = (await sceneOf(page)).fighters.find((x) => x.id === id)!;
  const rad = (f.facing * Math.PI) / 180;
  const bx = f.position[0] - Math.cos(rad) * 8;
  const by = f.position[1] - Math.sin(rad) * 8;
  const p0 = await project(page, bx, by, 4);
  const p1 = await project(page, bx + dxMm, by + dyMm, 4);
  await page.mouse.move(p0.x, p0.y);
  await page.mouse.down();
  await page.mouse.move(p1.x, p1.y, { steps: 6 });
  await settle(page, 60);
  if (opts.back) await page.mouse.move(p0.x, p0.y, { steps: 3 });
  if (opts.release !== false) {
    await page.mouse.up();
    await settle(page);
  }
}

async function statusOf(page: Page): Promise<string | null> {
  return page.getAttribute('[data-testid="live-status"]', 'data-status');
}

/** The first-visit help is tested on its own (setup-tools.test.ts): a new context has seen it. */
function seenHelp(): void {
  localStorage.setItem('mire.help.seen.v1', '1');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mire-live-e2e-'));
  server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(dataDir, 'live.sqlite') });
  serverUrl = `ws://127.0.0.1:${(await server.start()).port}`;
  app = await startApp();
  a = app.page;
  a.on('request', (r) => {
    if (/\/session-[\w-]+\.js$/.test(r.url())) liveChunkRequests.push(r.url());
  });
  await app.open();
  contextB = await app.browser.newContext({ viewport: { width: 1280, height: 760 } });
  await contextB.addInitScript(seenHelp);
  b = await contextB.newPage();
  b.on(
    'console',
    (m) => m.type() === 'error' && !/favicon|WebGL|GPU stall|THREE\.Clock/i.test(m.text()) && errorsB.push(m.text()),
  );
  b.on('pageerror', (e) => errorsB.push(`pageerror: ${e.message}`));
});

afterAll(async () => {
  await contextB?.close();
  await app?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Live table', () => {
  it('Play together makes a room; its link opens the same table on a second device', async () => {
    // The solo app has not loaded the live code.
    expect(liveChunkRequests).toEqual([]);
    await startLiveTable(a, serverUrl);
    expect(liveChunkRequests.length).toBe(1);
    const link = await a.inputValue('[data-testid="live-link"]');
    expect(link).toMatch(/\?live=ws.*&room=[\w-]{16}#key=[\w-]{32}$/);
    await b.goto(link);
    await waitReady(b);
    await b.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
    expect(await sceneOf(b)).toEqual(await sceneOf(a));
    // Each sees the other in the list of players.
    await a.waitForFunction(() => document.querySelectorAll('[data-testid="live-peers"] li').length === 1);
    await b.waitForFunction(() => document.querySelectorAll('[data-testid="live-peers"] li').length === 1);
    // A link with a wrong token is refused.
    const wrong = await contextB.newPage();
    await wrong.goto(link.replace(/#key=.*/, `#key=${'x'.repeat(32)}`));
    await wrong.waitForSelector('[data-testid="live-status"][data-status="refused"]', { timeout: 30_000 });
    await wrong.close();
  });

  it('a move on one screen appears on the other', async () => {
    await a.keyboard.press('m');
    const before = await positionOf(a, 'R8');
    // Each page notes (wall clock, same machine) when its table first shows the move.
    const watch = (page: Page) =>
      page.evaluate((x0) => {
        const w = window as unknown as {
          __seenAt?: number;
          __mire: { scene: () => { fighters: { id: string; position: Xy }[] } };
        };
        delete w.__seenAt;
        const timer = setInterval(() => {
          if (w.__mire.scene().fighters.find((f) => f.id === 'R8')!.position[0] > x0 + 76) {
            w.__seenAt = Date.now();
            clearInterval(timer);
          }
        }, 2);
      }, before[0]);
    await watch(a);
    await watch(b);
    await drag(a, 'R8', 80, 0, { release: false });
    const releasedAt = Date.now();
    await a.mouse.up();
    const seenAt = async (page: Page) => {
      await page.waitForFunction(() => (window as unknown as { __seenAt?: number }).__seenAt !== undefined, undefined, {
        timeout: 15_000,
      });
      return page.evaluate(() => (window as unknown as { __seenAt: number }).__seenAt);
    };
    const [atA, atB] = [await seenAt(a), await seenAt(b)];
    // Upper bounds: each page notes the move when its main thread next runs the check.
    console.log(
      JSON.stringify({
        test: 'live-e2e',
        releaseToOwnTableMs: atA - releasedAt,
        releaseToOtherTableMs: atB - releasedAt,
      }),
    );
    await settle(a);
    expect(await positionOf(b, 'R8')).toEqual(await positionOf(a, 'R8'));
  });

  it('an edition switch and a new scenery piece reach the other screen', async () => {
    await a.selectOption('[data-testid="edition"]', 'ragnarok');
    await b.waitForFunction(
      () =>
        (window as unknown as { __mire: { scene: () => { ruleset: string } } }).__mire.scene().ruleset === 'ragnarok',
      undefined,
      { timeout: 15_000 },
    );
    expect(await b.inputValue('[data-testid="edition"]')).toBe('ragnarok');
    await a.keyboard.press('e');
    const count = (await sceneOf(a)).scenery.length;
    await a.click('[data-testid="add-scenery"]');
    await b.waitForFunction(
      (n) =>
        (window as unknown as { __mire: { scene: () => { scenery: unknown[] } } }).__mire.scene().scenery.length ===
        n + 1,
      count,
      { timeout: 15_000 },
    );
    expect((await sceneOf(b)).scenery).toEqual((await sceneOf(a)).scenery);
    // Both undone by A, in turn, on both screens.
    await a.click('[data-testid="undo"]');
    await a.click('[data-testid="undo"]');
    await b.waitForFunction(
      (n) =>
        (window as unknown as { __mire: { scene: () => { ruleset: string; scenery: unknown[] } } }).__mire.scene()
          .scenery.length === n &&
        (window as unknown as { __mire: { scene: () => { ruleset: string } } }).__mire.scene().ruleset === 'confede',
      count,
      { timeout: 15_000 },
    );
    await a.keyboard.press('m');
  });

  it('the other player sees a drag as a ghost with its route, and nothing once it is dropped back', async () => {
    const before = await positionOf(a, 'R3');
    await drag(a, 'R3', 60, 0, { release: false });
    await b.waitForFunction(
      () => {
        const peers = (
          window as unknown as {
            __mire: { probe: (n: string) => { drag: { id: string } | null; routeLengthMm: number | null }[] | null };
          }
        ).__mire.probe('live-peers');
        return !!peers && peers.some((p) => p.drag?.id === 'R3' && (p.routeLengthMm ?? 0) > 50);
      },
      undefined,
      { timeout: 15_000 },
    );
    await settle(b, 200);
    await screenshot(b, 'live-ghost');
    // Back to the start and released: no move, and the ghost goes away.
    await a.mouse.move(...(Object.values(await project(a, before[0] - 8, before[1], 4)) as [number, number]), {
      steps: 4,
    });
    await a.mouse.up();
    await settle(a);
    expect(await positionOf(a, 'R3')).toEqual(before);
    await b.waitForFunction(() => {
      const peers = (
        window as unknown as { __mire: { probe: (n: string) => { drag: unknown }[] | null } }
      ).__mire.probe('live-peers');
      return !!peers && peers.every((p) => p.drag === null);
    });
  });

  it("each player's undo takes back only their own changes", async () => {
    const r8Start = [415, 300] as Xy;
    const r8Moved = await positionOf(a, 'R8');
    await b.keyboard.press('e');
    const b8Before = await positionOf(b, 'B8');
    await drag(b, 'B8', -60, 0);
    const b8Moved = await positionOf(b, 'B8');
    expect(b8Moved[0]).toBeLessThan(b8Before[0] - 50);
    await waitPosition(a, 'B8', b8Moved);
    // A's undo: R8 goes back, B8 stays where B put it, on both screens.
    await a.click('[data-testid="undo"]');
    await waitPosition(a, 'R8', r8Start);
    await waitPosition(b, 'R8', r8Start);
    expect(await positionOf(a, 'B8')).toEqual(b8Moved);
    expect(await a.isDisabled('[data-testid="undo"]')).toBe(true);
    // B's undo: B8 goes back; R8 stays.
    await b.click('[data-testid="undo"]');
    await waitPosition(b, 'B8', b8Before);
    await waitPosition(a, 'B8', b8Before);
    expect(await positionOf(b, 'R8')).toEqual(r8Start);
    // A's redo brings A's move back.
    await a.click('[data-testid="redo"]');
    await waitPosition(b, 'R8', r8Moved);
  });

  it('a player who goes offline keeps playing; both tables agree once back', async () => {
    await app.context.setOffline(true);
    await a.waitForSelector('[data-testid="live-status"][data-status="offline"]', { timeout: 30_000 });
    await a.keyboard.press('e');
    await drag(a, 'R1', 60, 0);
    const r1 = await positionOf(a, 'R1');
    await drag(b, 'B1', -60, 0);
    const b1 = await positionOf(b, 'B1');
    await settle(b, 800);
    // While A is away, B does not have A's move (it is kept on A's device).
    expect((await positionOf(b, 'R1'))[0]).toBeLessThan(r1[0] - 50);
    await app.context.setOffline(false);
    await a.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
    await waitPosition(b, 'R1', r1, 30_000);
    await waitPosition(a, 'B1', b1, 30_000);
    expect(await sceneOf(a)).toEqual(await sceneOf(b));
    expect(await statusOf(b)).toBe('live');
  });

  it('two players who put bases on the same spot while one was offline: the server keeps the first, puts the other back and tells only that player which and why', async () => {
    await app.context.setOffline(true);
    await a.waitForSelector('[data-testid="live-status"][data-status="offline"]', { timeout: 30_000 });
    const r2 = await positionOf(a, 'R2');
    const b2 = await positionOf(b, 'B2');
    await drag(a, 'R2', 190, 0);
    expect((await positionOf(a, 'R2'))[0]).toBeGreaterThan(r2[0] + 180);
    await drag(b, 'B2', -180, 0);
    const b2Moved = await positionOf(b, 'B2');
    expect(b2Moved[0]).toBeLessThan(b2[0] - 170);
    const wentBack = server.counts.wentBack;
    await app.context.setOffline(false);
    // A's offline move now overlaps B's: R2 goes back on both screens, A is told; nothing is reloaded.
    await a.waitForFunction(
      () =>
        /Put back to the shared table.*R2.*overlap/.test(
          document.querySelector('[data-testid="message"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 30_000 },
    );
    await a.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
    await waitPosition(a, 'R2', r2);
    await waitPosition(a, 'B2', b2Moved);
    expect(await sceneOf(a)).toEqual(await sceneOf(b));
    expect(server.counts.wentBack - wentBack).toBe(1);
    expect(server.rejectedUpdates).toBe(0);
    await screenshot(a, 'live-refused');
    // A plays on: a move after it reaches the other screen.
    await drag(a, 'R2', 0, 30);
    await waitPosition(b, 'R2', await positionOf(a, 'R2'));
  });

  it('a practice exercise on one screen is not sent, and coming back shows the live table with what the other player did', async () => {
    const live = await sceneOf(a);
    await a.click('[data-testid="practice"]');
    await a.waitForFunction(
      (n) => JSON.stringify((window as unknown as { __mire: { scene: () => unknown } }).__mire.scene()) !== n,
      JSON.stringify(live),
    );
    await b.keyboard.press('e');
    await drag(b, 'B3', -40, 0);
    const b3 = await positionOf(b, 'B3');
    await settle(b, 500);
    expect((await sceneOf(b)).fighters.map((f) => f.id)).toEqual(live.fighters.map((f) => f.id));
    await a.click('[data-testid="learn-back"]');
    await waitPosition(a, 'B3', b3);
    await settle(a, 300);
    expect(await sceneOf(a)).toEqual(await sceneOf(b));
  });

  it('a lesson during a live game: its table is not sent, its undo is its own, and Back to my table shows the live table with the live undo', async () => {
    await a.keyboard.press('e');
    const r4Before = await positionOf(a, 'R4');
    await drag(a, 'R4', 40, 0);
    const r4Moved = await positionOf(a, 'R4');
    await waitPosition(b, 'R4', r4Moved);
    const live = await sceneOf(b);
    const livePast = (await stateOf(a)).past;
    expect(livePast).toBeGreaterThan(0);
    await a.click('[data-testid="lessons"]');
    await a.click('[data-testid="lesson-contact-round"]');
    await a.waitForFunction(() =>
      (window as unknown as { __mire: { scene: () => { fighters: { id: string }[] } } }).__mire
        .scene()
        .fighters.some((f) => f.id === 'Z'),
    );
    await settle(a);
    // An edit of the lesson's table: kept on A's screen, never sent to the room.
    await a.keyboard.press('e');
    const z0 = await positionOf(a, 'Z');
    await drag(a, 'Z', 0, 30);
    const z1 = await positionOf(a, 'Z');
    expect(z1[1]).toBeGreaterThan(z0[1] + 20);
    expect((await stateOf(a)).past).toBe(1);
    // Meanwhile B moves a fighter of the live table.
    await b.keyboard.press('e');
    await drag(b, 'B4', -40, 0);
    const b4 = await positionOf(b, 'B4');
    await settle(b, 500);
    expect((await sceneOf(b)).fighters.map((f) => f.id)).toEqual(live.fighters.map((f) => f.id));
    expect(await positionOf(b, 'R4')).toEqual(r4Moved);
    // A's undo takes back the lesson's edit, not A's live move.
    await a.click('[data-testid="undo"]');
    await waitPosition(a, 'Z', z0);
    await settle(b, 500);
    expect(await positionOf(b, 'R4')).toEqual(r4Moved);
    // Back to my table: the live table, with B's move made meanwhile, and the live undo as it was.
    await a.click('[data-testid="learn-back"]');
    await waitPosition(a, 'B4', b4);
    await settle(a, 300);
    expect(await sceneOf(a)).toEqual(await sceneOf(b));
    expect((await stateOf(a)).past).toBe(livePast);
    await a.click('[data-testid="undo"]');
    await waitPosition(a, 'R4', r4Before);
    await waitPosition(b, 'R4', r4Before);
    expect(await positionOf(b, 'B4')).toEqual(b4);
  });

  it('on a phone (touch, 390 px wide) the live link joins and the panel fits the screen', async () => {
    const phone = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await phone.addInitScript(seenHelp);
    try {
      const p = await phone.newPage();
      await p.goto(await a.inputValue('[data-testid="live-link"]'));
      await waitReady(p);
      await p.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
      expect(await sceneOf(p)).toEqual(await sceneOf(a));
      const panel = (await p.locator('[data-testid="live-panel"]').boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(390);
      // The Copy button's word sits inside it with room to spare, the link field beside it taking what is left.
      const room = await p.$eval('[data-testid="live-copy"]', (el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        const text = r.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { left: text.left - box.left, right: box.right - text.right };
      });
      expect(Math.min(room.left, room.right)).toBeGreaterThanOrEqual(6);
      await a.waitForFunction(() => document.querySelectorAll('[data-testid="live-peers"] li').length === 2);
      // Three players here: this one first, named as the others see it, then the two others.
      const self = (await p.textContent('[data-testid="live-self"]'))!;
      expect(self).toMatch(/^.+ \(you\)$/);
      expect(await a.textContent('[data-testid="live-peers"]')).toContain(self.replace(/ \(you\)$/, ''));
      await expect.poll(() => p.locator('[data-testid="live-peers"] li').count()).toBe(2);
      await screenshot(p, 'live-phone');
      // A message (here a file refused) at the foot of the table: the panel, opened full, ends above it.
      await p.click('[data-testid="live-together"] summary');
      // Come by the link, this device shows the table's join code too: the one the maker shows.
      await expect
        .poll(() => p.textContent('[data-testid="live-code"]').catch(() => null))
        .toBe(await a.textContent('[data-testid="live-code"]'));
      await p.setInputFiles('[data-testid="load-file"]', {
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"fighters": 3}'),
      });
      const said = (await p.locator('[data-testid="message"]').boundingBox())!;
      await expect
        .poll(async () => {
          const b = (await p.locator('[data-testid="live-panel"]').boundingBox())!;
          return b.y + b.height;
        })
        .toBeLessThanOrEqual(said.y);
      expect(await sceneOf(p)).toEqual(await sceneOf(a));
      await screenshot(p, 'live-phone-message');
      // A tap folds the panel away, another brings it back.
      await p.tap('[data-testid="live-open"]');
      expect(await p.locator('[data-testid="live-panel"]').count()).toBe(0);
      await p.tap('[data-testid="live-open"]');
      expect(await p.locator('[data-testid="live-panel"]').count()).toBe(1);
    } finally {
      await phone.close();
    }
    await a.waitForFunction(() => document.querySelectorAll('[data-testid="live-peers"] li').length === 1, undefined, {
      timeout: 60_000,
    });
  });

  it('a reload of the live link comes back to the same table, from this browser and the server', async () => {
    const scene = await sceneOf(b);
    await b.reload();
    await waitReady(b);
    await b.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
    expect(await sceneOf(b)).toEqual(scene);
    // The only console errors: the browser's own notes of connection attempts while offline.
    const offlineNoise = /WebSocket connection to .* failed: .*ERR_INTERNET_DISCONNECTED/;
    expect(app.errors.filter((e) => !offlineNoise.test(e))).toEqual([]);
    expect(errorsB).toEqual([]);
    expect(server.rejectedUpdates).toBe(0);
  });
});
