// Setting up a dispute on a phone and at a desk (issue 32 items 5 and 6), at 390 x 844 and
// 844 x 390 with touch and at 1280 x 720 with a mouse: a tap on a fighter is never a move, a
// charge dropped on its target's centre assaults it
// fighters are turned on the spot and moved together, a new fighter faces the enemy on an
// empty table, and the Contact tool explains the pair in dispute (gap in mm, τ, R-3), in French too.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, project, sceneOf, screenshot, settle, startApp, stateOf } from './harness';

type Pt = { x: number; y: number };

/** One finger through the DevTools protocol, or the mouse: the same gestures either way. */
class Pointer {
  constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession | null,
  ) {}
  private touch(type: 'touchStart' | 'touchMove' | 'touchEnd', at: Pt | null): Promise<unknown> {
    const touchPoints = at ? [{ x: at.x, y: at.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [];
    return this.cdp!.send('Input.dispatchTouchEvent', { type, touchPoints });
  }
  async down(at: Pt): Promise<void> {
    if (this.cdp) await this.touch('touchStart', at);
    else {
      await this.page.mouse.move(at.x, at.y);
      await this.page.mouse.down();
    }
  }
  async move(from: Pt, to: Pt, steps = 4): Promise<void> {
    for (let s = 1; s <= steps; s++) {
      const at = { x: from.x + ((to.x - from.x) * s) / steps, y: from.y + ((to.y - from.y) * s) / steps };
      if (this.cdp) await this.touch('touchMove', at);
      else await this.page.mouse.move(at.x, at.y);
      await this.page.waitForTimeout(16);
    }
  }
  async up(): Promise<void> {
    if (this.cdp) await this.touch('touchEnd', null);
    else await this.page.mouse.up();
    await settle(this.page);
  }
  async tap(at: Pt, holdMs = 60): Promise<void> {
    await this.down(at);
    await this.page.waitForTimeout(holdMs);
    await this.up();
  }
  async drag(from: Pt, to: Pt): Promise<void> {
    await this.down(from);
    await this.move(from, to);
    await settle(this.page, 60);
    await this.up();
  }
}

/** A fighter's base centre, or a point `backMm` behind it along its facing, on the screen. */
async function basePoint(page: Page, id: string, backMm = 0): Promise<Pt> {
  const f = (await sceneOf(page)).fighters.find((x) => x.id === id)!;
  const rad = (f.facing * Math.PI) / 180;
  return project(page, f.position[0] - Math.cos(rad) * backMm, f.position[1] - Math.sin(rad) * backMm, 4);
}

/** A button wherever the layout puts it (a phone's sheet may fold it away): clicked in the DOM. */
async function press(page: Page, testId: string): Promise<void> {
  await page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLElement).click());
  await settle(page);
}

/** A React input's value set as typing would, wherever the layout puts it. */
async function fillIn(page: Page, testId: string, value: string): Promise<void> {
  await page.$eval(
    `[data-testid="${testId}"]`,
    (el, v) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
  await settle(page, 50);
}

const errorText = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="message"][role="alert"]')?.textContent ?? '');

const VIEWS = [
  { name: 'phone upright, touch', width: 390, height: 844, touch: true },
  { name: 'phone sideways, touch', width: 844, height: 390, touch: true },
  { name: 'desk, mouse', width: 1280, height: 720, touch: false },
] as const;

describe.each(VIEWS)('setting up a dispute ($name, $width x $height)', ({ width, height, touch }) => {
  let app: App;
  let pointer: Pointer;
  const shot = (what: string) => screenshot(app.page, `dispute-${what}-${width}x${height}`);
  beforeAll(async () => {
    app = await startApp(
      touch ? { width, height, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { width, height },
    );
    await app.open();
    pointer = new Pointer(app.page, touch ? await app.context.newCDPSession(app.page) : null);
  });
  afterAll(async () => app?.close());

  it('a tap on a fighter in contact selects it: no move, no "move not committed" (II-E-1 A/Z)', async () => {
    await app.open('?scene=ii-e-1-square-contact');
    await app.page.keyboard.press('m');
    const before = await sceneOf(app.page);
    const past = (await stateOf(app.page)).past;
    await pointer.tap(await basePoint(app.page, 'A', 6));
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'fighter', id: 'A' });
    expect(await sceneOf(app.page)).toEqual(before);
    expect((await stateOf(app.page)).past).toBe(past);
    expect(await errorText(app.page)).toBe('');
    expect(app.errors).toEqual([]);
  });

  it('Contact: two fighters tapped give the gap in mm, τ and the R-3 reason, in English and French', async () => {
    await app.open('?scene=ii-e-1-square-contact');
    await app.page.keyboard.press('c');
    await pointer.tap(await basePoint(app.page, 'B', 6));
    await pointer.tap(await basePoint(app.page, 'Y', 6));
    await app.page.waitForSelector('[data-testid="contact-pair"]', { state: 'attached', timeout: 10_000 });
    const text = async () => (await app.page.textContent('[data-testid="contact-pair"]')) ?? '';
    // II-E-1 B/Y: they touch, 10.5 mm of each 25 mm side within τ: neither qualifies.
    expect(await text()).toContain('0.0 mm apart, within τ = 0.5 mm: touching.');
    expect(await text()).toContain('B: 10.5 mm of its 25.0 mm side within τ — less than half a side');
    expect(await text()).toContain('Not in contact: they touch, but neither has half a side against the other.');
    await shot('contact');
    await app.page.keyboard.press('l');
    await settle(app.page);
    expect(await text()).toContain('dans τ = 0,5 mm');
    expect(await text()).toContain('Pas au contact');
    await app.page.keyboard.press('l');
    expect(app.errors).toEqual([]);
  });

  it('a charge dropped on the target’s centre is a charge on that target (R-6.6)', async () => {
    await app.open('?scene=lesson-charge');
    await app.page.keyboard.press('m');
    await press(app.page, 'action-charge');
    // A held 10 mm behind its centre (a finger at the base's back edge) and dropped on T's centre.
    const from = await basePoint(app.page, 'A', 10);
    const onT = await basePoint(app.page, 'T');
    const past = (await stateOf(app.page)).past;
    await pointer.drag(from, onT);
    const a = (await sceneOf(app.page)).fighters.find((f) => f.id === 'A')!;
    // T spans x 437.5 .. 462.5: A's front on T's west edge, its centre at x = 425, facing T.
    expect(a.position[0]).toBeCloseTo(425, 1);
    expect(a.position[1]).toBeCloseTo(300, 1);
    expect(a.facing).toBeCloseTo(0, 3);
    expect((await stateOf(app.page)).past).toBe(past + 1);
    expect(await errorText(app.page)).toBe('');
  });

  it('an empty table: a new fighter faces the nearest enemy; Edit turns on the spot and moves a group as one step', async () => {
    await app.open('?scene=empty-table');
    expect((await sceneOf(app.page)).fighters).toEqual([]);
    await app.page.keyboard.press('e');
    await app.page.waitForSelector('[data-testid="place-fighter"]', { state: 'attached' });
    await fillIn(app.page, 'place-side', 'red');
    await press(app.page, 'place-fighter');
    await pointer.tap(await project(app.page, 300, 200));
    await pointer.tap(await project(app.page, 300, 400));
    await fillIn(app.page, 'place-side', 'blue');
    await pointer.tap(await project(app.page, 600, 400));
    await press(app.page, 'place-fighter');
    const placed = (await sceneOf(app.page)).fighters;
    expect(placed.map((f) => f.side)).toEqual(['red', 'red', 'blue']);
    // The blue one at (600, 400): the nearest red is at (300, 400), straight along -x: 180°.
    expect(Math.abs(placed[2].facing)).toBeCloseTo(180, 0);
    const [r1, r2, b] = placed.map((f) => f.id);
    // Turn on the spot: the base centre stays where it was put.
    await pointer.tap(await basePoint(app.page, b, 6));
    await press(app.page, 'spot-left');
    const turned = (await sceneOf(app.page)).fighters[2];
    expect(turned.position).toEqual(placed[2].position);
    expect(((turned.facing - placed[2].facing + 360) % 360).toFixed(2)).toBe('15.00');
    // Select r1, add r2 (Shift+click, or a long press), drag r1: both move, one Undo puts both back.
    await pointer.tap(await basePoint(app.page, r1, 6));
    if (touch) await pointer.tap(await basePoint(app.page, r2, 6), 1100);
    else {
      await app.page.keyboard.down('Shift');
      await pointer.tap(await basePoint(app.page, r2, 6));
      await app.page.keyboard.up('Shift');
    }
    await expect.poll(async () => app.page.getAttribute('[data-testid="group-count"]', 'data-count')).toBe('2');
    await shot('group');
    const past = (await stateOf(app.page)).past;
    const from = await basePoint(app.page, r1, 6);
    const before = (await sceneOf(app.page)).fighters;
    const to = await project(app.page, before[0].position[0] - 6 + 100, before[0].position[1], 4);
    await pointer.drag(from, to);
    const after = (await sceneOf(app.page)).fighters;
    expect((await stateOf(app.page)).past).toBe(past + 1);
    for (const i of [0, 1]) expect(after[i].position[0] - before[i].position[0]).toBeGreaterThan(80);
    expect(after[2].position).toEqual(before[2].position);
    await app.page.keyboard.press('Control+z');
    await settle(app.page);
    expect((await sceneOf(app.page)).fighters.map((f) => f.position)).toEqual(before.map((f) => f.position));
    expect(app.errors).toEqual([]);
  });
});
