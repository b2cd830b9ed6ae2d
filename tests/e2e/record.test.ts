// The game's record in the app (issue 34, items 1, 2, 4, 6): moves made on the table are recorded
// with their verdicts; the timeline steps back through them (the table shows each position), a
// rehearsal tried from a step is never recorded, back to the present gives the own table and its
// undo as they were; the log and the game are exported; a corrupted game file is refused in one
// line and never replaces the table. At 1280 x 720, then 390 x 844 with touch (a swipe steps).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type App, ROOT, project, sceneOf, screenshot, settle, startApp, stateOf, waitReady } from './harness';
import { dragBy } from './drag';

let app: App | null = null;
afterAll(async () => app?.close());

const pos = async (id: string) => (await sceneOf(app!.page)).fighters.find((f) => f.id === id)!.position;
const at = async () => app!.page.getAttribute('[data-testid="timeline"]', 'data-at');
const EXAMPLE = readFileSync(join(ROOT, 'assets/games/example.json'), 'utf8');

async function openFile(text: string, name: string): Promise<void> {
  await app!.page.setInputFiles('[data-testid="load-file"]', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await settle(app!.page);
}

describe('the timeline at 1280 x 720', () => {
  it('two walks recorded; stepping back shows each position; a rehearsal is not recorded; undo unaffected', async () => {
    app = await startApp({ width: 1280, height: 720 });
    await app.open();
    const page = app.page;
    const [r1, r2] = [await pos('R1'), await pos('R2')];
    await dragBy(page, 'R1', 40, 0);
    await dragBy(page, 'R2', 30, 0);
    const present = await sceneOf(page);
    expect(present.fighters.find((f) => f.id === 'R1')!.position[0]).not.toBe(r1[0]);
    expect((await stateOf(page)).past).toBe(2);
    await page.click('[data-testid="record"]');
    await page.waitForSelector('[data-testid="timeline"]');
    expect(await page.textContent('[data-testid="timeline-line"]')).toContain('2 entries');
    await page.click('[data-testid="timeline-log"]');
    const lines = await page.$$eval('[data-testid^="log-entry-"]', (els) => els.map((e) => e.textContent ?? ''));
    // a walk: "1. R1 walked to (x, y) cm: 4.0 cm of 10.0 cm, legal (red)".
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^1\. R1 walked to .*: [\d.]+ cm of 10\.0 cm, legal \(red\)$/);
    expect(lines[1]).toMatch(/^2\. R2 walked/);
    await page.click('[data-testid="timeline-prev"]');
    expect(await at()).toBe('1');
    expect(await pos('R2')).toEqual(r2);
    await page.click('[data-testid="timeline-prev"]');
    expect(await at()).toBe('0');
    expect(await pos('R1')).toEqual(r1);
    await screenshot(page, 'record-step-desktop');
    await page.click('[data-testid="timeline-try"]');
    await page.waitForSelector('[data-testid="timeline-rehearsal"]');
    // The log folded, a fighter clear of the bar is moved in the rehearsal.
    await page.click('[data-testid="timeline-log"]');
    const r3 = await pos('R3');
    await dragBy(page, 'R3', 20, 0);
    expect((await pos('R3'))[0]).not.toBe(r3[0]);
    await page.click('[data-testid="timeline-back"]');
    await settle(page);
    expect(await at()).toBe('present');
    expect(await sceneOf(page)).toEqual(present);
    await page.click('[data-testid="timeline-log"]');
    expect(await page.textContent('[data-testid="timeline-line"]')).toContain('2 entries');
    expect((await stateOf(page)).past).toBe(2);
    await page.click('[data-testid="undo"]');
    await settle(page);
    expect(await pos('R2')).toEqual(r2);
    expect(await page.textContent('[data-testid="timeline-line"]')).toContain('1 entries');
    expect(app.errors).toEqual([]);
  });

  it('the game exported as JSON replays its record; the log as text reads as mire log does', async () => {
    const page = app!.page;
    const [json] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-json"]')]);
    const game = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(game).toMatchObject({ version: 1, kind: 'mire-game' });
    expect(game.entries).toHaveLength(1);
    expect(game.entries[0]).toMatchObject({ type: 'move', mover: 'R1', action: 'walk', verdict: { legal: true } });
    const [text] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-text"]')]);
    expect(readFileSync((await text.path())!, 'utf8')).toMatch(/^ {4}1\. R1 walked/m);
  });

  it('a corrupted game file is refused in one line naming the field; the table and its record stay', async () => {
    const page = app!.page;
    const before = await sceneOf(page);
    const bad = JSON.parse(EXAMPLE);
    bad.entries[3].verdict.lengthMm = -5;
    await openFile(JSON.stringify(bad), 'bad-game.json');
    const message = (await page.textContent('[data-testid="message"]')) ?? '';
    expect(message).toContain('Record refused');
    expect(message).toContain('entries[3].verdict.lengthMm');
    expect(message.split('\n')).toHaveLength(1);
    expect(await sceneOf(page)).toEqual(before);
    expect(await page.textContent('[data-testid="timeline-line"]')).toContain('1 entries');
  });

  it('a short game shares as a link: opened as a view with its record; a corrupted record refused in one line', async () => {
    const page = app!.page;
    // The record as the tests above left it: R1's walk (the second undone).
    const count = 1;
    await page.click('[data-testid="share"]');
    await page.waitForSelector('[data-testid="share"][data-link]');
    const link = (await page.getAttribute('[data-testid="share"]', 'data-link'))!;
    expect(link).toMatch(/#table=[\w-]+&record=[\w-]+$/);
    const end = await sceneOf(page);
    const other = await app!.context.newPage();
    await other.goto(link);
    await waitReady(other);
    await other.click('[data-testid="record"]');
    await other.waitForFunction(
      (n) => (document.querySelector('[data-testid="timeline-line"]')?.textContent ?? '').includes(`${n} entries`),
      count,
    );
    expect(await sceneOf(other)).toEqual(end);
    expect(await other.getAttribute('[data-testid="view-banner"]', 'data-source')).toBe('link');
    // Stepping back and returning to the present gives the linked view again, its record still on show.
    await other.click('[data-testid="timeline-prev"]');
    expect(await other.getAttribute('[data-testid="timeline"]', 'data-at')).toBe(String(count - 1));
    await other.click('[data-testid="timeline-back"]');
    await settle(other);
    expect(await sceneOf(other)).toEqual(end);
    expect(await other.getAttribute('[data-testid="view-banner"]', 'data-source')).toBe('link');
    expect(await other.textContent('[data-testid="timeline-line"]')).toContain(`${count} entries`);
    // One character of the record changed: refused in one line, the table opens without it.
    const broken = link.replace(
      /record=([\w-]{40})(.)/,
      (_, a: string, c: string) => `record=${a}${c === 'A' ? 'B' : 'A'}`,
    );
    await other.goto('about:blank');
    await other.goto(broken);
    await waitReady(other);
    await other.waitForFunction(() =>
      /record/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''),
    );
    const message = (await other.textContent('[data-testid="message"]')) ?? '';
    expect(message).toMatch(/^The link’s record refused, the table opens without it: record: /);
    expect(message.split('\n')).toHaveLength(1);
    expect(await sceneOf(other)).toEqual(end);
    await other.close();
  });

  it('the example game opens with its record: the table at its end, stepping through it', async () => {
    const page = app!.page;
    await openFile(EXAMPLE, 'example.json');
    const count = JSON.parse(EXAMPLE).entries.length;
    expect(await page.textContent('[data-testid="timeline-line"]')).toContain(`${count} entries`);
    await page.click('[data-testid="log-entry-5"]');
    expect(await at()).toBe('5');
    await screenshot(page, 'record-example-step');
    // a dispersion step drawn by the Dispersion tool, rolled again from its seed: the
    // recorded dice, final point and fighters covered.
    const entries = JSON.parse(EXAMPLE).entries as { type: string; seed?: number; verdict?: Record<string, unknown> }[];
    const k = entries.findIndex((e) => e.type === 'dispersion');
    const blast = entries[k];
    await page.click(`[data-testid="log-entry-${k}"]`);
    expect(await at()).toBe(String(k));
    expect((await stateOf(page)).tool).toBe('dispersion');
    const probe = () =>
      page.evaluate(() =>
        (window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('dispersion'),
      );
    await page.waitForFunction(
      () =>
        (
          (window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('dispersion') as {
            phase?: string;
          } | null
        )?.phase === 'done',
    );
    const drawn = (await probe()) as {
      seed: number;
      dice: unknown;
      final: { x: number; y: number };
      hits: { id: string }[];
    };
    expect(drawn.seed).toBe(blast.seed);
    expect(drawn.dice).toEqual(blast.verdict!.dice);
    const final = blast.verdict!.final as [number, number];
    expect(Math.hypot(drawn.final.x - final[0], drawn.final.y - final[1])).toBeLessThan(0.001);
    expect(drawn.hits.map((h) => h.id).sort()).toEqual(
      (blast.verdict!.hits as { id: string }[]).map((h) => h.id).sort(),
    );
    await screenshot(page, 'record-dispersion-step');
    // an area step around a fighter's base: its edge drawn and the fighters it covers ringed.
    const j = entries.findIndex((e) => e.type === 'area' && (e.verdict!.hits as unknown[]).length > 0);
    await page.click(`[data-testid="log-entry-${j}"]`);
    expect((await stateOf(page)).tool).toBe('dispersion');
    const area = (await page.evaluate(() =>
      (window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('area'),
    )) as { edgePoints: number; hits: string[] };
    expect(area.edgePoints).toBeGreaterThan(4);
    expect([...area.hits].sort()).toEqual((entries[j].verdict!.hits as { id: string }[]).map((h) => h.id).sort());
    await page.click('[data-testid="timeline-back"]');
    expect((await stateOf(page)).tool).not.toBe('dispersion');
    await app!.close();
    app = null;
  });
});

/**
 * The bar on a phone: its buttons in one row, each at least 44 x 44 px and named (aria-label), all
 * on screen; no fighter's base (its projected centre ± 8 px) under the timeline.
 */
async function expectCompactBar(page: Page, where: string): Promise<void> {
  const buttons = await page.$$eval('[data-testid="timeline-bar"] button', (els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.dataset.testid, label: el.getAttribute('aria-label'), r: r.toJSON() as DOMRect };
    }),
  );
  const tops = new Set(buttons.map((b) => Math.round(b.r.top)));
  expect(tops.size, `${where}: rows of buttons`).toBe(1);
  const viewport = page.viewportSize()!;
  for (const b of buttons) {
    expect(b.r.width, `${where}: ${b.id} width`).toBeGreaterThanOrEqual(43.5);
    expect(b.r.height, `${where}: ${b.id} height`).toBeGreaterThanOrEqual(43.5);
    expect(b.label, `${where}: ${b.id} named`).toMatch(/\w/);
    expect(b.r.left >= 0 && b.r.right <= viewport.width, `${where}: ${b.id} on screen`).toBe(true);
  }
  const bar = (await (await page.$('[data-testid="timeline"]'))!.boundingBox())!;
  expect(bar.height, `${where}: the timeline's height`).toBeLessThanOrEqual(84);
  const fighters = (await sceneOf(page)).fighters;
  const pts = await Promise.all(fighters.map((f) => project(page, f.position[0], f.position[1], 2)));
  const under = fighters.filter(
    (_, i) => pts[i].y + 8 > bar.y && pts[i].x + 8 > bar.x && pts[i].x - 8 < bar.x + bar.width,
  );
  expect(
    under.map((f) => f.id),
    `${where}: fighters under the timeline`,
  ).toEqual([]);
}

describe('the timeline at 390 x 844 with touch', () => {
  it('a horizontal swipe on the bar steps; back to the present', async () => {
    app = await startApp({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await app.open();
    const page = app.page;
    await openFile(EXAMPLE, 'example.json');
    const end = await sceneOf(page);
    await page.click('[data-testid="more"]');
    await page.click('[data-testid="record"]');
    if (await page.isVisible('[data-testid="share"]')) await page.click('[data-testid="more"]');
    await page.waitForSelector('[data-testid="timeline"]');
    await expectCompactBar(page, '390 x 844 at the present');
    await page.tap('[data-testid="timeline-prev"]');
    await expectCompactBar(page, '390 x 844 at a step');
    const last = Number(await at());
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const box = (await page.$('[data-testid="timeline-bar"]'))!.boundingBox();
    const b = (await box)!;
    const swipe = async (fromX: number, toX: number) => {
      const y = b.y + b.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y, id: 1 }] });
      for (let s = 1; s <= 6; s++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * s) / 6, y, id: 1 }],
        });
      // The finger comes to rest before it lifts. Lifted at speed, it starts the browser's fling,
      // and Chromium takes a tap in the next half second as stopping that fling, not as a click.
      await page.waitForTimeout(120);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settle(page);
    };
    // A swipe to the right goes back one entry, to the left forward one.
    await swipe(b.x + 60, b.x + 200);
    expect(Number(await at())).toBe(last - 1);
    await swipe(b.x + 200, b.x + 60);
    expect(Number(await at())).toBe(last);
    await screenshot(page, 'record-step-phone');
    await page.tap('[data-testid="timeline-back"]');
    await page.waitForSelector('[data-testid="timeline"][data-at="present"]', { timeout: 10_000 });
    expect(await sceneOf(page)).toEqual(end);
    expect(app.errors).toEqual([]);
  });

  it('sideways, 844 x 390: one row, finger-sized, off the pieces; a swipe still steps', async () => {
    const page = app!.page;
    await page.setViewportSize({ width: 844, height: 390 });
    await settle(page);
    await expectCompactBar(page, '844 x 390 at the present');
    await page.tap('[data-testid="timeline-prev"]');
    const step = Number(await at());
    const b = (await (await page.$('[data-testid="timeline-bar"]'))!.boundingBox())!;
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const y = b.y + b.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.x + 60, y, id: 1 }] });
    for (let s = 1; s <= 6; s++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: b.x + 60 + 25 * s, y, id: 1 }],
      });
    // At rest before the lift, so the browser starts no fling that would swallow the next tap.
    await page.waitForTimeout(120);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page);
    expect(Number(await at())).toBe(step - 1);
    await expectCompactBar(page, '844 x 390 at a step');
    await screenshot(page, 'record-step-phone-sideways');
    await page.tap('[data-testid="timeline-back"]');
    await page.waitForSelector('[data-testid="timeline"][data-at="present"]', { timeout: 10_000 });
    expect(app!.errors).toEqual([]);
  });
});
