// The photo capture in the app (issue 35), phone first (390 x 844, touch) and on a desktop
// (1280 x 720): the ⋯ menu opens it (its chunk and worker load only then), a photo chosen is fitted
// and reported, the top-down photo shows under the table and fades, a tap on a base proposes its
// fitted outline, Add places it through the table's commit and Undo takes it back. The photo is
// assets/photos/crowd-20deg.jpg (tests/support/photo/make-asset.ts): the crowd scene from 20° at
// 1.1 m, where A is a round 30 mm base at (300, 300), on the default table cleared of all but R1 and B1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowdBases } from '../support/photo/frames';
import { type App, ROOT, clickFighter, project, sceneOf, screenshot, settle, startApp, stateOf } from './harness';
import type { PNG } from './png';

const PHOTO = join(ROOT, 'assets/photos/crowd-20deg.jpg');
const A = crowdBases().find((b) => b.id === 'A')!;

/** The default table with only R1 and B1 on it, at (410, 150) and (790, 150): the photo's ground is bare. */
function bareTable(): Buffer {
  const scene = JSON.parse(readFileSync(join(ROOT, 'assets/scenarios/default-table.json'), 'utf8'));
  scene.scenery = [];
  scene.fighters = scene.fighters.filter((f: { id: string }) => f.id === 'R1' || f.id === 'B1');
  return Buffer.from(JSON.stringify(scene));
}

/** Mean absolute difference of two screenshots over a box around a screen point (RGB, 0..255). */
function meanDiff(a: PNG, b: PNG, at: { x: number; y: number }, half: number): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(at.y - half); y <= at.y + half; y++)
    for (let x = Math.round(at.x - half); x <= at.x + half; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * a.width + x) * 4 + c;
        sum += Math.abs(a.data[i] - b.data[i]);
        n++;
      }
  return sum / n;
}

/** The proposal's centre as its words say it: "Base: 299.9, 300.4 mm. Base placed to ±0.6 mm." */
function proposedCentre(text: string): { x: number; y: number; u: number } {
  const m = /: (-?[\d.]+), (-?[\d.]+) mm\. Base placed to ±([\d.]+) mm/.exec(text);
  if (!m) throw new Error(`no centre in ${JSON.stringify(text)}`);
  return { x: Number(m[1]), y: Number(m[2]), u: Number(m[3]) };
}

async function tapOrClick(page: Page, touch: boolean, at: { x: number; y: number }): Promise<void> {
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Opens the capture from the tool bar (behind ⋯ on a phone) and checks its code came only then. */
async function openCapture(app: App, touch: boolean, first: boolean): Promise<void> {
  const { page } = app;
  const before = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const loaded = before.filter((n) => /CapturePanel|capture-worker|PhotoLayer/.test(n));
  if (first) expect(loaded).toEqual([]);
  if (touch) await tapOrClick(page, true, await centreOf(page, '[data-testid="more"]'));
  await tapOrClick(page, touch, await centreOf(page, '[data-testid="capture-open"]'));
  await page.waitForSelector('[data-testid="capture-panel"]');
}

async function centreOf(page: Page, sel: string): Promise<{ x: number; y: number }> {
  const b = (await page.locator(sel).boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Whether the screen point shows the table's canvas (not the sheet or a card over it). */
async function onCanvas(page: Page, at: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', [at.x, at.y] as const);
}

/**
 * in the Contact pair and the Sight verdict: a fighter placed from the photo (±U of its fit) and R1,
 * placed by hand (taken as exact), 150 mm and more apart: not in contact, and within ±U it stays so.
 */
async function expectTrustLines(page: Page, id: string): Promise<void> {
  await page.keyboard.press('c');
  await clickFighter(page, id);
  await clickFighter(page, 'R1');
  const trust = page.locator('[data-testid="photo-trust"] li');
  await trust.first().waitFor({ timeout: 10_000 });
  const lines = await trust.allTextContents();
  // the distance within ±U, U the fit's uncertainty (R1 placed by hand counts as exact).
  const distance = /^(\S+) – R1: ([\d.]+) mm ± (0\.\d) mm \(R-2\.1\)$/.exec(lines[0]);
  expect(distance?.[1]).toBe(id);
  expect(Number(distance?.[2])).toBeGreaterThan(150);
  expect(lines[1]).toMatch(new RegExp(`^${id} is not in contact with R1; within ±${distance?.[3]} mm it stays so\\.$`));
  expect(lines).toHaveLength(4);
  // The answer is on screen, above the capture panel, not scrolled away under it.
  const first = (await trust.first().boundingBox())!;
  expect(first.y).toBeGreaterThanOrEqual(0);
  expect(first.y + first.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const capture = (await page.locator('[data-testid="capture-panel"]').boundingBox())!;
  expect(capture.y).toBeGreaterThan(first.y);
  await screenshot(page, 'photo-capture-desktop-5b-trust');
  // The Sight verdict of the same pair says it too.
  await page.keyboard.press('s');
  await clickFighter(page, id);
  await clickFighter(page, 'R1');
  const sight = page.locator('[data-testid="verdict-card"] [data-testid="photo-trust"] li[data-rule="R-5.6"]');
  await sight.waitFor({ timeout: 10_000 });
  expect(await sight.textContent()).toMatch(
    new RegExp(`^${id} (sees|partially sees|does not see) R1; within ±0\\.\\d mm it `),
  );
  // The Measure tool between the same two gives the distance with its ±U, the same as the panel's cm.
  await page.keyboard.press('r');
  await clickFighter(page, id);
  await clickFighter(page, 'R1');
  const measured = page.locator('[data-testid="measure-panel"] [data-testid="photo-trust-distance"]');
  await measured.waitFor({ timeout: 10_000 });
  const mm = Number(/: ([\d.]+) mm ±/.exec((await measured.textContent()) ?? '')?.[1]);
  const cmShown = Number(((await page.textContent('[data-testid="measure-distance"]')) ?? '').replace(/[^\d.]/g, ''));
  expect(Math.abs(mm / 10 - cmShown)).toBeLessThanOrEqual(0.05 + 1e-9);
  await page.keyboard.press('m');
}

/** Scenery traced on the photo: three taps and Done make a piece with those corners (mm, 0.1 mm steps). */
async function expectTracedScenery(page: Page): Promise<void> {
  const before = (await sceneOf(page)).scenery.length;
  await page.locator('[data-testid="capture-trace"]').click();
  const corners: [number, number][] = [
    [500, 400],
    [700, 400],
    [600, 520],
  ];
  for (const [x, y] of corners) {
    const p = await project(page, x, y, 0.3);
    await page.mouse.click(p.x, p.y);
    await settle(page, 80);
  }
  await page.locator('[data-testid="draw-done"]').click();
  await settle(page, 200);
  const scenery = (await sceneOf(page)).scenery as unknown as { shape: { points: [number, number][] } }[];
  expect(scenery).toHaveLength(before + 1);
  // A click lands within a screen pixel (about 1.2 mm here) of the corner it aimed at.
  scenery
    .at(-1)!
    .shape.points.forEach((q, k) => expect(Math.hypot(q[0] - corners[k][0], q[1] - corners[k][1])).toBeLessThan(3));
  await screenshot(page, 'photo-capture-desktop-5c-traced');
  await page.keyboard.press('m');
}

function captureFlow(name: string, size: { width: number; height: number }, touch: boolean) {
  describe(`the photo capture, ${name} (${size.width} x ${size.height}${touch ? ', touch' : ''})`, () => {
    let app: App;
    beforeAll(async () => {
      app = await startApp({ ...size, isMobile: touch, hasTouch: touch, deviceScaleFactor: 1 });
      await app.open();
      await app.page.setInputFiles('[data-testid="load-file"]', {
        name: 'bare.json',
        mimeType: 'application/json',
        buffer: bareTable(),
      });
      await app.page.waitForFunction(() => {
        const m = (window as unknown as { __mire: { scene: () => { fighters: unknown[] } } }).__mire;
        return m.scene().fighters.length === 2;
      });
      await settle(app.page, 300);
    });
    afterAll(async () => app?.close());

    it('fits the photo, shows it under the table, fades it, and places A by a tap within 1 mm; Undo removes it', async () => {
      const { page } = app;
      const bare = await screenshot(page, `photo-capture-${name}-0-before`);
      await openCapture(app, touch, true);
      await page.setInputFiles('[data-testid="capture-file"]', PHOTO);
      const fit = page.locator('[data-testid="capture-fit"]');
      await fit.waitFor({ timeout: 90_000 });
      // the 1200 x 600 table's 8 markers; the camera stood 1033.7 mm up, tilted 20°.
      expect(await fit.textContent()).toMatch(
        /^Table fitted: 8 markers, error 0\.\d\d px \(0\.\d\d mm\), camera at 10\d cm, tilted 20° \(focal estimated\)\.$/,
      );
      await settle(page, 300);
      const at = await project(page, A.position[0], A.position[1], 0.3);
      expect(await onCanvas(page, at), 'A is on the visible table').toBe(true);
      const shown = await screenshot(page, `photo-capture-${name}-1-photo`);
      // The photo's white base and its figure where the table was plain green.
      const full = meanDiff(bare, shown, at, 6);
      expect(full).toBeGreaterThan(20);
      await page.locator('[data-testid="capture-opacity"]').fill('30');
      await settle(page, 200);
      const faded = meanDiff(bare, await screenshot(page, `photo-capture-${name}-2-faded`), at, 6);
      expect(faded).toBeGreaterThan(2);
      expect(faded).toBeLessThan(full * 0.6);
      await page.locator('[data-testid="capture-hide"]').check();
      await settle(page, 200);
      expect(meanDiff(bare, await screenshot(page, `photo-capture-${name}-3-hidden`), at, 6)).toBeLessThan(2);
      await page.locator('[data-testid="capture-hide"]').uncheck();
      await page.locator('[data-testid="capture-opacity"]').fill('80');
      await settle(page, 200);

      // A stands on an infantry round base, 30 mm.
      await page.locator('[data-testid="capture-base"]').selectOption('inf-round');
      const fighters = (await sceneOf(page)).fighters.length;
      const past = (await stateOf(page)).past;
      await tapOrClick(page, touch, at);
      const proposal = page.locator('[data-testid="capture-proposal-text"]');
      await proposal.waitFor({ timeout: 30_000 });
      const c = proposedCentre((await proposal.textContent())!);
      // a round 30 mm base: its fitted centre within 1 mm of where the scene put it.
      expect(Math.hypot(c.x - A.position[0], c.y - A.position[1])).toBeLessThan(1);
      expect(c.u).toBeLessThanOrEqual(1);
      await settle(page, 200);
      await screenshot(page, `photo-capture-${name}-4-proposal`);

      await page.locator('[data-testid="capture-add"]').click();
      await page.waitForFunction((n) => {
        const m = (window as unknown as { __mire: { scene: () => { fighters: unknown[] } } }).__mire;
        return m.scene().fighters.length === n + 1;
      }, fighters);
      const placed = (await sceneOf(page)).fighters.at(-1)!;
      expect(placed.base).toEqual({ type: 'round', diameter: 30 });
      expect(Math.hypot(placed.position[0] - c.x, placed.position[1] - c.y)).toBeLessThan(0.1);
      expect((await stateOf(page)).past).toBe(past + 1);
      await page.locator('[data-testid="capture-placed"]').waitFor();
      await screenshot(page, `photo-capture-${name}-5-placed`);
      if (!touch) await expectTrustLines(page, placed.id);

      await tapOrClick(
        page,
        touch,
        await centreOf(page, touch ? '[data-testid="phone-undo"]' : '[data-testid="undo"]'),
      );
      await settle(page, 200);
      expect((await sceneOf(page)).fighters.map((f) => f.id)).not.toContain(placed.id);
      expect((await sceneOf(page)).fighters).toHaveLength(fighters);

      if (!touch) await expectTracedScenery(page);

      await page.locator('[data-testid="capture-close"]').click();
      await settle(page, 300);
      expect(await page.locator('[data-testid="capture-panel"]').count()).toBe(0);
      expect(meanDiff(bare, await screenshot(page, `photo-capture-${name}-6-closed`), at, 6)).toBeLessThan(2);
      expect(app.errors).toEqual([]);
    });

    it('refuses a file that is no image in one line, the table untouched', async () => {
      const { page } = app;
      const scene = JSON.stringify(await sceneOf(page));
      await openCapture(app, touch, false);
      await page.setInputFiles('[data-testid="capture-file"]', {
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a photo at all'),
      });
      const refused = page.locator('[data-testid="capture-refused"]');
      await refused.waitFor({ timeout: 30_000 });
      expect(await refused.textContent()).toBe(
        'Photo refused: this file is not an image the browser can read. Choose a JPEG or PNG photo.',
      );
      expect(JSON.stringify(await sceneOf(page))).toBe(scene);
      expect(app.errors).toEqual([]);
    });
  });
}

describe('the markers to print from the menu (1280 x 720)', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ width: 1280, height: 720 });
    await app.open();
  });
  afterAll(async () => app?.close());

  it('downloads each page as an SVG in exact mm, A4 and Letter (R-8.1: 8 cards, 6 then 2)', async () => {
    const { page } = app;
    await page.click('[data-testid="capture-markers-open"]');
    await page.waitForSelector('[data-testid="capture-markers"]');
    const pageSvg = async (n: number) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click(`[data-testid="markers-page-${n}"]`),
      ]);
      const text = readFileSync((await download.path())!, 'utf8');
      return { name: download.suggestedFilename(), text };
    };
    const first = await pageSvg(1);
    expect(first.name).toBe('mire-markers-1200x600-a4-1.svg');
    expect(first.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="210mm" height="297mm"/);
    // Each card is labelled with its id and place: ids 0 to 5 on page 1 of the 1200 x 600 table.
    expect(first.text.match(/Mire \d+ · 1200x600/g)).toHaveLength(6);
    await page.selectOption('[data-testid="markers-paper"]', 'letter');
    await page.selectOption('[data-testid="markers-table"]', '900x900');
    const second = await pageSvg(2);
    expect(second.name).toBe('mire-markers-900x900-letter-2.svg');
    expect(second.text).toContain('width="215.9mm" height="279.4mm"');
    expect(second.text.match(/Mire \d+ · 900x900/g)).toHaveLength(2);
    expect(app.errors).toEqual([]);
  });
});

captureFlow('phone', { width: 390, height: 844 }, true);
captureFlow('desktop', { width: 1280, height: 720 }, false);
