// Issue 32, items 4 and 7, with two players on one table server (in this process, on a loopback
// port): a short join code instead of the link, the QR code, names, a side held by a player (the
// other's move of it refused on their device and on the server), a ping both see for ~3 s, dice
// rolled from a logged seed in both logs, a ruler left on the table until removed, the
// movement left this activation; Copy that says when it cannot copy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../geometry/index';
import { LiveServer } from '../../src/server/live-server';
import { type App, project, sceneOf, screenshot, settle, startApp, startLiveTable, waitReady } from './harness';
import { Fingers } from './fingers';

let app: App;
let server: LiveServer;
let dataDir: string;
let serverUrl: string;
let contextB: BrowserContext;
let a: Page;
let b: Page;

type PlayProbe = {
  me: string;
  ownSides: boolean;
  seats: Record<string, string>;
  marks: Record<string, { kind: string }>;
  rolls: { seed: number; dice: number; results: number[]; name: string }[];
  pings: { name: string; at: [number, number] }[];
  code: string | null;
};
const play = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __mire: { probe: (n: string) => PlayProbe | null } }).__mire.probe('live-play'),
  );
const positionOf = async (page: Page, id: string) => (await sceneOf(page)).fighters.find((f) => f.id === id)!.position;

/** Without a clipboard, as on a plain http LAN address (no secure context). */
function noClipboard(): void {
  Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mire-together-e2e-'));
  server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(dataDir, 'live.sqlite') });
  serverUrl = `ws://127.0.0.1:${(await server.start()).port}`;
  app = await startApp();
  a = app.page;
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await app.open();
  contextB = await app.browser.newContext({ viewport: { width: 1280, height: 760 } });
  await contextB.addInitScript(() => localStorage.setItem('mire.help.seen.v1', '1'));
  await contextB.addInitScript(noClipboard);
  b = await contextB.newPage();
});

afterAll(async () => {
  await contextB?.close();
  await app?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Playing together', () => {
  it('a six-letter join code opens the table on the second device; the QR code holds the link', async () => {
    await startLiveTable(a, serverUrl);
    await a.click('[data-testid="live-together"] > summary');
    const code = (await a.textContent('[data-testid="live-code"]'))!;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    await a.click('[data-testid="live-qr-toggle"]');
    const qr = await a.waitForSelector('[data-testid="live-qr"]');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await b.goto(app.url);
    await waitReady(b);
    await b.click('[data-testid="live-open"]');
    await b.fill('[data-testid="live-server"]', serverUrl);
    await b.fill('[data-testid="live-code-input"]', code.toLowerCase());
    await b.click('[data-testid="live-join-code"]');
    await b.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
    await b.click('[data-testid="live-together"] > summary');
    expect(await sceneOf(b)).toEqual(await sceneOf(a));
    // The joining device shows the same code, to bring in the next player.
    await expect.poll(() => b.textContent('[data-testid="live-code"]').catch(() => null)).toBe(code);
  });

  it('Copy copies where the page may; where it may not, it says so and leaves the link selected', async () => {
    await a.click('[data-testid="live-copy"]');
    await a.waitForSelector('[data-testid="live-copy-said"][data-said="copied"]');
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(
      await a.inputValue('[data-testid="live-link"]'),
    );
    await b.click('[data-testid="live-copy"]');
    await b.waitForSelector('[data-testid="live-copy-said"][data-said="manual"]');
    const selected = await b.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return el.dataset.testid === 'live-link' && el.selectionEnd! - el.selectionStart! === el.value.length;
    });
    expect(selected).toBe(true);
  });

  it('names chosen in the panel reach the other player', async () => {
    await a.fill('[data-testid="live-name"]', 'Alice');
    await a.press('[data-testid="live-name"]', 'Enter');
    await b.fill('[data-testid="live-name"]', 'Bob');
    await b.press('[data-testid="live-name"]', 'Enter');
    await a.waitForFunction(() => document.querySelector('[data-testid="live-peers"]')?.textContent?.includes('Bob'));
    await b.waitForFunction(() => document.querySelector('[data-testid="live-peers"]')?.textContent?.includes('Alice'));
  });

  it('a side held by Alice with the setting on: Bob cannot move its fighters (refused on his device; the server’s refusal: live-play-attack)', async () => {
    await a.click('[data-testid="live-side-red"]');
    await a.check('[data-testid="live-own-sides"]');
    await b.waitForFunction(() =>
      document.querySelector('[data-testid="live-sides"] [data-side="red"]')?.textContent?.includes('Alice'),
    );
    expect((await play(b))!.ownSides).toBe(true);
    const before = await positionOf(b, 'R8');
    await b.keyboard.press('m');
    const p0 = await project(b, before[0] - 8, before[1], 4);
    const p1 = await project(b, before[0] - 8, before[1] + 60, 4);
    await b.mouse.move(p0.x, p0.y);
    await b.mouse.down();
    await b.mouse.move(p1.x, p1.y, { steps: 6 });
    await b.mouse.up();
    await settle(b, 400);
    expect(await positionOf(b, 'R8')).toEqual(before);
    expect(await positionOf(a, 'R8')).toEqual(before);
    expect(await b.textContent('body')).toContain('only they move it');
  });

  it('a long press on the empty table pings: both see the pulse with the name, and it goes after ~3 s', async () => {
    const at = await project(a, 600, 560, 0);
    await a.mouse.move(at.x, at.y);
    await a.mouse.down();
    // Held still until the press has pinged here (no fixed hold: the machine may be loaded).
    await a.waitForFunction(
      () =>
        (window as unknown as { __mire: { probe: (n: string) => { pings: unknown[] } | null } }).__mire.probe(
          'live-play',
        )?.pings.length === 1,
      undefined,
      { timeout: 10_000 },
    );
    await a.mouse.up();
    await b.waitForFunction(
      () =>
        (window as unknown as { __mire: { probe: (n: string) => { pings: { name: string }[] } | null } }).__mire
          .probe('live-play')
          ?.pings.some((p) => p.name === 'Alice') === true,
      undefined,
      { timeout: 10_000 },
    );
    const seen = (await play(b))!.pings[0].at;
    expect(Math.abs(seen[0] - 600)).toBeLessThan(5);
    expect(Math.abs(seen[1] - 560)).toBeLessThan(5);
    expect((await play(a))!.pings).toHaveLength(1);
    await screenshot(b, 'live-ping');
    await b.waitForFunction(
      () =>
        (window as unknown as { __mire: { probe: (n: string) => { pings: unknown[] } } }).__mire.probe('live-play')
          .pings.length === 0,
      undefined,
      { timeout: 6_000 },
    );
  });

  it('R-7.4: Bob rolls three dice; both logs show the same roll, which its seed gives again', async () => {
    await b.fill('[data-testid="live-dice-count"]', '3');
    await b.click('[data-testid="live-roll"]');
    await a.waitForFunction(() => document.querySelectorAll('[data-testid="live-rolls"] li').length === 1);
    const [roll] = (await play(a))!.rolls;
    expect(roll).toMatchObject({ dice: 3, name: 'Bob' });
    const rng = createRng(roll.seed);
    expect(roll.results).toEqual([rng.die(6), rng.die(6), rng.die(6)]);
    expect((await play(b))!.rolls).toEqual((await play(a))!.rolls);
    expect(await a.textContent('[data-testid="live-rolls"]')).toContain(roll.results.join(' '));
  });

  it('a ruler left on the table from the Measure tool stays for both until one removes it', async () => {
    await a.keyboard.press('r');
    for (const [x, y] of [
      [560, 560],
      [660, 560],
    ]) {
      const p = await project(a, x, y, 0);
      await a.mouse.click(p.x, p.y);
      await settle(a);
    }
    await a.click('[data-testid="measure-keep-ruler"]');
    await b.waitForFunction(
      () =>
        Object.keys(
          (window as unknown as { __mire: { probe: (n: string) => { marks: object } } }).__mire.probe('live-play')
            .marks,
        ).length === 1,
    );
    await b.click('[data-testid="live-mark-remove"]');
    await a.waitForFunction(
      () =>
        Object.keys(
          (window as unknown as { __mire: { probe: (n: string) => { marks: object } } }).__mire.probe('live-play')
            .marks,
        ).length === 0,
    );
  });

  it('R-6.5: the movement left this activation — R8 walks (potential MOV x 10 mm) a route; what is left is the rest', async () => {
    await a.keyboard.press('m');
    const start = await positionOf(a, 'R8');
    const p = await project(a, start[0], start[1], 4);
    await a.mouse.click(p.x, p.y);
    const left0 = Number(await a.getAttribute('[data-testid="movement-left"]', 'data-left-mm'));
    const used0 = Number(await a.getAttribute('[data-testid="movement-left"]', 'data-used-mm'));
    // Bob's move of R8 above was refused before it committed: the shared record holds none of it.
    expect(used0).toBe(0);
    const potential = left0 + used0;
    // a walk's potential is MOV x 10 mm.
    const mov = ((await sceneOf(a)).fighters.find((f) => f.id === 'R8') as unknown as { mov: number }).mov;
    expect(potential).toBe(mov * 10);
    const p0 = await project(a, start[0] - 8, start[1], 4);
    const p1 = await project(a, start[0] - 48, start[1], 4);
    await a.mouse.move(p0.x, p0.y);
    await a.mouse.down();
    await a.mouse.move(p1.x, p1.y, { steps: 6 });
    await a.mouse.up();
    await settle(a, 300);
    const end = await positionOf(a, 'R8');
    expect(end[0]).toBeLessThan(start[0] - 30);
    const walked = Math.hypot(end[0] - start[0], end[1] - start[1]);
    await a.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="movement-left"]')?.getAttribute('data-used-mm')) > before,
      potential - left0,
    );
    const used = Number(await a.getAttribute('[data-testid="movement-left"]', 'data-used-mm'));
    const left = Number(await a.getAttribute('[data-testid="movement-left"]', 'data-left-mm'));
    // A straight walk: the route is the centre's shift; what is left is the potential less it.
    expect(used - (potential - left0)).toBeCloseTo(walked, 1);
    expect(left).toBeCloseTo(Math.max(0, potential - used), 6);
  });

  it('on a phone (touch, 390 x 844): a long press on the empty table pings, and the panel’s controls are 44 px', async () => {
    const phone = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    // In French: the longer words must fit the phone's panel too.
    await phone.addInitScript(() => {
      localStorage.setItem('mire.help.seen.v1', '1');
      localStorage.setItem('mire.lang', 'fr');
    });
    try {
      const p = await phone.newPage();
      await p.goto(await a.inputValue('[data-testid="live-link"]'));
      await waitReady(p);
      await p.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
      await p.click('[data-testid="live-together"] > summary');
      await p.waitForSelector('[data-testid="live-roll"]');
      const small = await p.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="live-panel"] :is(button, input, summary, select)')]
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0 && (r.height < 44 || r.width < 44)).length,
      );
      expect(small).toBe(0);
      // Nothing of the panel runs past the screen's width, in French.
      const wide = await p.evaluate(() =>
        [...document.querySelectorAll('[data-testid="live-panel"] *')]
          .map((e) => e.getBoundingClientRect())
          .some((r) => r.width > 0 && (r.left < 0 || r.right > 390)),
      );
      expect(wide).toBe(false);
      // The side in the book's French, the colon set off as French sets it.
      expect(await p.textContent('[data-testid="live-sides"] [data-side="red"]')).toBe('rouge : Alice');
      await screenshot(p, 'live-together-phone-fr');
      await p.locator('[data-testid="live-roll"]').scrollIntoViewIfNeeded();
      await screenshot(p, 'live-together-phone-fr-end');
      // Close the panel, then a finger held still on the empty table, clear of the pieces.
      await p.click('[data-testid="live-open"]');
      const at = await project(p, 600, 40, 0);
      const cdp = await phone.newCDPSession(p);
      // The finger stays still until this phone has pinged: under load the press's timer and the
      // two frames after it may take longer than any fixed hold (the machine's load, not the app).
      const fingers = new Fingers(cdp, p);
      await fingers.send('touchStart', [at]);
      await p.waitForFunction(
        () =>
          (window as unknown as { __mire: { probe: (n: string) => { pings: unknown[] } | null } }).__mire.probe(
            'live-play',
          )?.pings.length === 1,
        undefined,
        { timeout: 10_000 },
      );
      await fingers.send('touchEnd', []);
      await a.waitForFunction(
        () =>
          (window as unknown as { __mire: { probe: (n: string) => { pings: { at: number[] }[] } | null } }).__mire
            .probe('live-play')
            ?.pings.some((x) => Math.abs(x.at[0] - 600) < 10 && Math.abs(x.at[1] - 40) < 10) === true,
        undefined,
        { timeout: 10_000 },
      );
    } finally {
      await phone.close();
    }
  });
});
