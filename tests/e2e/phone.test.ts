// Phone sizes with touch (issue 18): the table's share of the screen, every control at least
// 44 x 44 px, nothing off the screen; and the table's gestures through real touch events (CDP
// Input.dispatchTouchEvent): a one-finger drag that commits a legal move, a pinch that zooms,
// a two-finger twist that turns the camera, a one-finger pan, a long press that opens a piece's actions.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, project, sceneOf, screenshot, settle, startApp, stateOf } from './harness';
import { Fingers, type Pt } from './fingers';

/** WCAG 2.5.5 target size; links inside a sentence are exempt (WCAG 2.5.8 "inline"). */
const MIN_TARGET_PX = 44;

type Box = { what: string; x: number; y: number; w: number; h: number };

/** Every visible control's touch target (a checkbox's is its label). */
async function controlBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const out: { what: string; x: number; y: number; w: number; h: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role="button"]')) {
      if (el.matches('button.rid, button.link')) continue;
      const target =
        el instanceof HTMLInputElement && el.type === 'checkbox' && el.closest('label') ? el.closest('label')! : el;
      const r = target.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || (el as HTMLInputElement).type === 'file')
        continue;
      out.push({
        what:
          el.dataset.testid ?? el.getAttribute('aria-label') ?? `${el.tagName} ${el.textContent?.trim().slice(0, 20)}`,
        x: r.left,
        y: r.top,
        w: r.width,
        h: r.height,
      });
    }
    return out;
  });
}

async function expectPhoneLayout(app: App, name: string, minTableShare: number): Promise<void> {
  const { page } = app;
  const vp = page.viewportSize()!;
  const canvas = (await page.locator('[data-testid="table-canvas"] canvas').boundingBox())!;
  const share = (canvas.width * canvas.height) / (vp.width * vp.height);
  expect(share, `${name}: the table's share of the screen`).toBeGreaterThanOrEqual(minTableShare);
  const small = (await controlBoxes(page)).filter((b) => b.w < MIN_TARGET_PX - 0.5 || b.h < MIN_TARGET_PX - 0.5);
  expect(small, `${name}: controls under ${MIN_TARGET_PX} px`).toEqual([]);
  // The page itself never scrolls: everything fits, scrolling happens inside the panels.
  const over = await page.evaluate(() => ({
    w: document.documentElement.scrollWidth,
    h: document.documentElement.scrollHeight,
  }));
  expect(over.w).toBeLessThanOrEqual(vp.width);
  expect(over.h).toBeLessThanOrEqual(vp.height);
  // The hint over the table and the Play together button beside it do not cover each other.
  const hint = await page.locator('[data-testid="hint"]').boundingBox();
  const live = await page.locator('[data-testid="live-open"]').boundingBox();
  if (hint && live) {
    const overlap =
      hint.x < live.x + live.width &&
      live.x < hint.x + hint.width &&
      hint.y < live.y + live.height &&
      live.y < hint.y + hint.height;
    expect(overlap, `${name}: the hint under Play together`).toBe(false);
  }
  for (const sel of ['[data-testid="toolbar"]', '[data-testid="side-panel"]', '[data-testid="table-canvas"]']) {
    const b = (await page.locator(sel).boundingBox())!;
    expect(b.x, sel).toBeGreaterThanOrEqual(0);
    expect(b.y, sel).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, sel).toBeLessThanOrEqual(vp.width + 0.5);
    expect(b.y + b.height, sel).toBeLessThanOrEqual(vp.height + 0.5);
  }
}

const xy = (p: Pt): [number, number] => [p.x, p.y];

type Laid = {
  rank: string;
  shown: string | null;
  forms: { text: string; box: { left: number; top: number; right: number; bottom: number } }[];
};

/** The table's names as the label layout last placed them (src/app/layout/label-layout.ts). */
async function labelsOf(page: Page): Promise<Laid[]> {
  return page.evaluate(() =>
    (window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('labels'),
  ) as Promise<Laid[]>;
}

/** No two names shown cover each other on screen. */
function expectNoneOver(labels: readonly Laid[]): void {
  const shown = labels
    .filter((l) => l.shown !== null)
    .map((l) => ({ text: l.shown, ...l.forms.find((f) => f.text === l.shown)!.box }));
  for (let a = 0; a < shown.length; a++) {
    for (let b = a + 1; b < shown.length; b++) {
      const [p, q] = [shown[a], shown[b]];
      const over = p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
      expect(over, `${p.text} over ${q.text}`).toBe(false);
    }
  }
}

/** Screen distance between two table points: it grows when the camera zooms in. */
async function screenSpan(page: Page): Promise<number> {
  const a = await project(page, 500, 300);
  const b = await project(page, 700, 300);
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The screen direction of the table's x axis (degrees). */
async function screenHeading(page: Page): Promise<number> {
  const a = await project(page, 500, 300);
  const b = await project(page, 700, 300);
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}

describe('phone held upright (390 x 844, touch)', () => {
  let app: App;
  let fingers: Fingers;
  beforeAll(async () => {
    app = await startApp({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await app.open();
    fingers = new Fingers(await app.context.newCDPSession(app.page), app.page);
  });
  afterAll(async () => app?.close());

  it('gives the table most of the screen, 44 px controls, nothing off screen', async () => {
    await expectPhoneLayout(app, 'portrait', 0.6);
    // At rest the table (and its labels) is drawn at the screen's density, 2 device px per CSS px.
    const density = await app.page.$eval(
      '[data-testid="table-canvas"] canvas',
      (c) => (c as HTMLCanvasElement).width / c.getBoundingClientRect().width,
    );
    expect(density).toBeCloseTo(2, 1);
    await screenshot(app.page, 'phone-portrait');
    // The folded menu opens above the tools and its controls are finger-sized too.
    await app.page.click('[data-testid="more"]');
    await settle(app.page);
    expect(await app.page.isVisible('[data-testid="share"]')).toBe(true);
    await expectPhoneLayout(app, 'portrait, menu open', 0.3);
    await screenshot(app.page, 'phone-menu');
    await app.page.click('[data-testid="more"]');
    expect(app.errors).toEqual([]);
  });

  it('the Edit form fits the sheet: no input cut off', async () => {
    await app.page.click('[data-testid="tool-edit"]');
    // The sheet resizes the table when the tool changes: project only once the layout has settled.
    await app.page.waitForSelector('[data-testid="edit-panel"]', { state: 'attached' });
    await settle(app.page, 400);
    // A tap on a fighter selects it for editing.
    const f = (await sceneOf(app.page)).fighters[0];
    const p = await project(app.page, f.position[0], f.position[1], 4);
    await fingers.press(p, 80);
    await expect
      .poll(async () => (await stateOf(app.page)).selection, { timeout: 5_000 })
      .toEqual({ kind: 'fighter', id: f.id });
    await app.page.click('[data-testid="sheet-handle"]');
    await settle(app.page);
    expect(await app.page.getAttribute('[data-testid="side-panel"]', 'data-sheet')).toBe('full');
    expect(await app.page.isVisible('[data-testid="fighter-form"]')).toBe(true);
    const clipped = await app.page.evaluate(() => {
      const body = document.querySelector('.sheet-body')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-testid="fighter-form"] input, [data-testid="fighter-form"] select')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.left < body.left - 0.5 || r.right > body.right + 0.5).length;
    });
    expect(clipped).toBe(0);
    await expectPhoneLayout(app, 'portrait, sheet full', 0.25);
    await screenshot(app.page, 'phone-edit');
    // Pulled down twice: the sheet is dismissed to its handle and the table has the screen.
    for (const next of ['peek', 'closed']) {
      const h = (await app.page.locator('[data-testid="sheet-handle"]').boundingBox())!;
      await fingers.gesture([{ x: h.x + h.width / 2, y: h.y + 20 }], [{ x: h.x + h.width / 2, y: h.y + 120 }], 4);
      await app.page.waitForSelector(`[data-testid="side-panel"][data-sheet="${next}"]`, { timeout: 10_000 });
    }
    await expectPhoneLayout(app, 'portrait, sheet closed', 0.8);
    await app.page.click('[data-testid="sheet-handle"]');
    expect(await app.page.getAttribute('[data-testid="side-panel"]', 'data-sheet')).toBe('peek');
    await app.page.click('[data-testid="tool-move"]');
  });

  it('names every fighter, no name over another, and a tapped fighter in full', async () => {
    await app.open();
    await app.page.click('[data-testid="tool-move"]');
    await settle(app.page);
    const fighters = (await sceneOf(app.page)).fighters;
    const named = async () => (await labelsOf(app.page)).filter((l) => l.rank !== 'scenery');
    const first = await named();
    expect(first.length).toBe(fighters.length);
    expect(first.filter((l) => l.shown === null).map((l) => l.forms[0].text)).toEqual([]);
    expectNoneOver(await labelsOf(app.page));
    // Upright, the rows are crowded: some names give way to their ids.
    const shortened = first.find((l) => l.forms.length > 1 && l.shown === l.forms[1].text);
    expect(shortened).toBeDefined();
    const f = fighters.find((x) => x.id === shortened!.forms[1].text)!;
    const dir = (f.facing * Math.PI) / 180;
    await app.page.touchscreen.tap(
      ...xy(await project(app.page, f.position[0] - 7 * Math.cos(dir), f.position[1] - 7 * Math.sin(dir), 4)),
    );
    await settle(app.page);
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'fighter', id: f.id });
    const chosen = (await named()).find((l) => l.forms[1]?.text === f.id)!;
    expect(chosen.rank).toBe('selected');
    expect(chosen.shown).toBe(chosen.forms[0].text);
    expectNoneOver(await labelsOf(app.page));
    await screenshot(app.page, 'phone-labels');
    expect(app.errors).toEqual([]);
  });

  it('one finger drags a fighter: live route and legality, a legal move committed', async () => {
    await app.open();
    await app.page.click('[data-testid="tool-move"]');
    const before = await sceneOf(app.page);
    const f = before.fighters.find((x) => x.id === 'R8')!;
    const dir = (f.facing * Math.PI) / 180;
    // From the base behind the figure, 9 cm straight ahead (within the 12.5 cm walk).
    const from = await project(app.page, f.position[0] - 8 * Math.cos(dir), f.position[1] - 8 * Math.sin(dir), 4);
    const to = await project(app.page, f.position[0] + 82 * Math.cos(dir), f.position[1] + 82 * Math.sin(dir), 4);
    const pastBefore = (await stateOf(app.page)).past;
    const cdp = fingers;
    await cdp.send('touchStart', [from]);
    for (let s = 1; s <= 3; s++) {
      // A finger moving at an ordinary pace, past the tap slop at once (held still, it is a long press).
      await cdp.send('touchMove', [{ x: from.x + ((to.x - from.x) * s) / 3, y: from.y + ((to.y - from.y) * s) / 3 }]);
      await app.page.waitForTimeout(16);
    }
    await settle(app.page, 60);
    await app.page.waitForFunction(
      () => Number(document.querySelector('[data-testid="route-length"]')?.textContent?.replace(/[^\d.]/g, '')) > 8,
      undefined,
      { timeout: 10_000 },
    );
    const shown = Number((await app.page.textContent('[data-testid="route-length"]'))!.replace(/[^\d.]/g, ''));
    expect(shown).toBeGreaterThan(8);
    expect(shown).toBeLessThan(10);
    expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
    await screenshot(app.page, 'phone-drag');
    await cdp.send('touchEnd', []);
    await settle(app.page);
    const moved = (await sceneOf(app.page)).fighters.find((x) => x.id === 'R8')!;
    expect(Math.hypot(moved.position[0] - f.position[0], moved.position[1] - f.position[1])).toBeGreaterThan(80);
    expect(Math.hypot(moved.position[0] - f.position[0], moved.position[1] - f.position[1])).toBeLessThan(100);
    expect(await app.page.isVisible('[data-testid="piece-menu"]')).toBe(false);
    expect((await stateOf(app.page)).past).toBe(pastBefore + 1);
    expect(app.errors).toEqual([]);
  });

  it('a pinch zooms, a twist turns the camera, one finger on the empty table pans', async () => {
    await app.page.click('[data-testid="tool-measure"]');
    const canvas = (await app.page.locator('[data-testid="table-canvas"] canvas').boundingBox())!;
    const c = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height * 0.9 };
    const scene = await sceneOf(app.page);
    const span0 = await screenSpan(app.page);
    // Fingers 60 px apart spread to 180 px: three times closer (within the zoom limits).
    await fingers.gesture(
      [
        { x: c.x - 30, y: c.y - 60 },
        { x: c.x + 30, y: c.y - 60 },
      ],
      [
        { x: c.x - 90, y: c.y - 60 },
        { x: c.x + 90, y: c.y - 60 },
      ],
    );
    const span1 = await screenSpan(app.page);
    expect(span1 / span0).toBeGreaterThan(2.2);
    // Pinched back in: the table shrinks again.
    await fingers.gesture(
      [
        { x: c.x - 90, y: c.y - 60 },
        { x: c.x + 90, y: c.y - 60 },
      ],
      [
        { x: c.x - 30, y: c.y - 60 },
        { x: c.x + 30, y: c.y - 60 },
      ],
    );
    const span2 = await screenSpan(app.page);
    expect(span2 / span1).toBeLessThan(0.5);
    // A quarter-turn twist of two fingers turns the table's axes on screen by about as much.
    const h0 = await screenHeading(app.page);
    await fingers.gesture(
      [
        { x: c.x - 60, y: c.y - 60 },
        { x: c.x + 60, y: c.y - 60 },
      ],
      [
        { x: c.x, y: c.y - 120 },
        { x: c.x, y: c.y },
      ],
      10,
    );
    const turned = Math.abs((((await screenHeading(app.page)) - h0 + 540) % 360) - 180);
    expect(turned).toBeGreaterThan(45);
    // One finger on the empty table: the table point under it follows it, as a map does.
    const held = { x: 250, y: 130 };
    const at0 = await project(app.page, held.x, held.y);
    expect(at0.x).toBeGreaterThan(canvas.x + 20);
    expect(at0.x).toBeLessThan(canvas.x + canvas.width - 20);
    expect(at0.y).toBeGreaterThan(canvas.y + 20);
    expect(at0.y).toBeLessThan(canvas.y + canvas.height - 20);
    // Toward the middle of the screen, 100 px across and 60 px along.
    const d = {
      x: at0.x < canvas.x + canvas.width / 2 ? 100 : -100,
      y: at0.y < canvas.y + canvas.height / 2 ? 60 : -60,
    };
    await fingers.gesture([at0], [{ x: at0.x + d.x, y: at0.y + d.y }], 6);
    const at1 = await project(app.page, held.x, held.y);
    expect(Math.hypot(at1.x - at0.x - d.x, at1.y - at0.y - d.y)).toBeLessThan(3);
    // The table was never dragged, only looked at; and the pans did not drop measuring points.
    expect((await sceneOf(app.page)).fighters).toEqual(scene.fighters);
    expect(await app.page.isVisible('[data-testid="measure-distance"]')).toBe(false);
    // Two taps on the table measure between them.
    const m0 = await project(app.page, 220, 80);
    const m1 = await project(app.page, 320, 80);
    await fingers.press(m0, 60);
    await fingers.press(m1, 60);
    const measured = Number((await app.page.textContent('[data-testid="measure-distance"]'))!.replace(/[^\d.]/g, ''));
    expect(measured).toBeCloseTo(10, 0);
    await screenshot(app.page, 'phone-pinch');
    expect(app.errors).toEqual([]);
  });

  it('a long press on a fighter opens its actions: turn, edit, delete', async () => {
    await app.open();
    await app.page.click('[data-testid="tool-move"]');
    const f = (await sceneOf(app.page)).fighters.find((x) => x.id === 'B3')!;
    const dir = (f.facing * Math.PI) / 180;
    const p = await project(app.page, f.position[0] - 7 * Math.cos(dir), f.position[1] - 7 * Math.sin(dir), 4);
    // Held still until the actions open (their delay runs behind a loaded machine's timers and frames).
    await fingers.holdUntil(p, '[data-testid="piece-menu"]');
    expect(await app.page.isVisible('[data-testid="piece-menu"]')).toBe(true);
    expect(await app.page.getAttribute('[data-testid="piece-menu"]', 'data-piece')).toBe('B3');
    // The press committed nothing: B3 has not moved.
    expect((await sceneOf(app.page)).fighters.find((x) => x.id === 'B3')!.position).toEqual(f.position);
    await expectPhoneLayout(app, 'portrait, piece menu', 0.6);
    await screenshot(app.page, 'phone-long-press');
    await app.page.click('[data-testid="piece-turn-right"]');
    await settle(app.page);
    const turned = (await sceneOf(app.page)).fighters.find((x) => x.id === 'B3')!;
    expect(((turned.facing - f.facing + 540) % 360) - 180).toBeCloseTo(-15, 5);
    await app.page.click('[data-testid="piece-edit"]');
    expect((await stateOf(app.page)).tool).toBe('edit');
    // The Edit panel is loaded on its first use.
    await app.page.waitForSelector('[data-testid="fighter-form"]', { timeout: 10_000 });
    expect(await app.page.isVisible('[data-testid="fighter-form"]')).toBe(true);
    expect(app.errors).toEqual([]);
  });
});

describe('phone held sideways (844 x 390, touch)', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ width: 844, height: 390, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await app.open();
  });
  afterAll(async () => app?.close());

  it('keeps the table large, the tools along the edge, 44 px controls, nothing off screen', async () => {
    await expectPhoneLayout(app, 'landscape', 0.55);
    await screenshot(app.page, 'phone-landscape');
    expect(app.errors).toEqual([]);
  });

  it('a list in a narrow panel keeps room for the name it shows (Dispersion: Aim at a fighter)', async () => {
    await app.page.tap('[data-testid="tool-dispersion"]');
    const aim = app.page.locator('[data-testid="dispersion-aim"]');
    await aim.waitFor();
    expect((await aim.boundingBox())!.width).toBeGreaterThanOrEqual(80);
    await screenshot(app.page, 'phone-sideways-dispersion');
    await app.page.tap('[data-testid="tool-move"]');
  });
});

describe('tablet (820 x 1180 and 1180 x 820, touch)', () => {
  for (const [w, h, name, share] of [
    [820, 1180, 'tablet-portrait', 0.6],
    [1180, 820, 'tablet-landscape', 0.5],
  ] as const) {
    it(`${name}: the table large, 44 px controls, nothing off screen`, async () => {
      const app = await startApp({ width: w, height: h, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      try {
        await app.open();
        await expectPhoneLayout(app, name, share);
        await screenshot(app.page, name);
        expect(app.errors).toEqual([]);
      } finally {
        await app.close();
      }
    });
  }
});
