// The app opens on the default table with no console error, draws it (checked by pixels), and
// shows a clear selection with the fighter's field of view.
import { describe, expect, it } from 'vitest';
import { type App, appForTheseTests, clickFighter, project, sceneOf, screenshot, settle, stateOf } from './harness';

let app: App;
appForTheseTests((opened) => (app = opened));

const isGreenish = (r: number, g: number, b: number) => g > r + 10 && g > b + 10;
const isWarm = (r: number, g: number, b: number) => r > 170 && r > g + 50 && r > b + 80;
const isBlue = (r: number, g: number, b: number) => b > 150 && b > r + 60;

describe('the table on start', () => {
  it('loads the default table (two warbands, legal scenery) with no console error', async () => {
    const scene = await sceneOf(app.page);
    expect(scene.fighters.length).toBe(16);
    expect(scene.scenery.length).toBeGreaterThanOrEqual(4);
    expect(new Set(scene.fighters.map((f) => f.side)).size).toBe(2);
    expect(app.errors).toEqual([]);
  });

  it('draws the table: not blank, felt where the table is, side colours where the fighters are', async () => {
    const png = await screenshot(app.page, 'default-table');
    const c = await project(app.page, 600, 300, 0);
    // Many colours on the canvas, and the centre of the table (between the house and the wall) is green felt.
    expect(png.distinctColours(0, 80, 930, 750)).toBeGreaterThan(60);
    const felt = await project(app.page, 720, 240, 0);
    expect(png.fraction(felt.x - 4, felt.y - 4, felt.x + 4, felt.y + 4, isGreenish)).toBeGreaterThan(0.8);
    expect(c.x).toBeGreaterThan(0);
    // R1's base (red side) and B1's base (blue side), at their projected centres.
    const scene = await sceneOf(app.page);
    for (const [id, pred] of [
      ['R5', isWarm],
      ['B5', isBlue],
    ] as const) {
      const f = scene.fighters.find((x) => x.id === id)!;
      const p = await project(app.page, f.position[0] - 15, f.position[1] + 6, 4);
      expect(png.fraction(p.x - 3, p.y - 3, p.x + 3, p.y + 3, pred), id).toBeGreaterThan(0.5);
    }
  });

  it('selects a fighter on click and draws its 180° field of view on the table', async () => {
    const before = await screenshot(app.page, 'before-select');
    await clickFighter(app.page, 'R8');
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'fighter', id: 'R8' });
    await app.page.waitForSelector('[data-testid="selected"]');
    // In front of R8 (facing +x) the felt is lit by the field of view; behind it, unchanged.
    const front = await project(app.page, 480, 330, 0);
    const behind = await project(app.page, 140, 200, 0);
    const bright = (p: typeof before, x: number, y: number) => {
      const [r, g, b] = p.pixel(x, y);
      return r + g + b;
    };
    // The field of view is drawn by the overlays' chunk, fetched once the table is up: wait for it.
    let after = before;
    await expect
      .poll(async () => bright((after = await screenshot(app.page, 'selected-fov')), front.x, front.y))
      .toBeGreaterThan(bright(before, front.x, front.y) + 15);
    expect(Math.abs(bright(after, behind.x, behind.y) - bright(before, behind.x, behind.y))).toBeLessThan(8);
  });

  it('hides the cm grid on demand', async () => {
    const a = await screenshot(app.page, 'grid-on');
    // The 10 cm line at x = 700 mm, against the middle of a 1 cm cell 5 mm beside it (felt, no piece near).
    const line = await project(app.page, 700, 560, 0);
    const cell = await project(app.page, 705, 560, 0);
    const lightest = (p: typeof a, x: number, y: number) =>
      Math.max(...[-1, 0, 1].map((dx) => p.pixel(Math.round(x) + dx, Math.round(y)).reduce((s, v) => s + v, 0)));
    const sum = (p: typeof a, x: number, y: number) => p.pixel(Math.round(x), Math.round(y)).reduce((s, v) => s + v, 0);
    expect(lightest(a, line.x, line.y)).toBeGreaterThan(sum(a, cell.x, cell.y) + 40);
    await app.page.click('[data-testid="toggle-grid"]');
    await settle(app.page);
    const b = await screenshot(app.page, 'grid-off');
    expect(b.distinctColours(0, 80, 930, 750)).toBeLessThan(a.distinctColours(0, 80, 930, 750));
    expect(Math.abs(lightest(b, line.x, line.y) - sum(b, cell.x, cell.y))).toBeLessThan(12);
    await app.page.click('[data-testid="toggle-grid"]');
    expect(app.errors).toEqual([]);
  });

  it('switches to French and back', async () => {
    await app.page.click('[data-testid="lang"]');
    await expect.poll(() => app.page.textContent('[data-testid="tool-move"]')).toContain('Déplacer');
    await app.page.keyboard.press('l');
    await expect.poll(() => app.page.textContent('[data-testid="tool-move"]')).toContain('Move');
  });

  it('has a top-down camera and focus on the selection', async () => {
    await app.page.keyboard.press('t');
    await settle(app.page);
    const a = await project(app.page, 0, 0, 0);
    const b = await project(app.page, 1200, 0, 0);
    const c = await project(app.page, 0, 600, 0);
    // Top-down: the table's near edge and far edge are the same width on screen.
    const d = await project(app.page, 1200, 600, 0);
    expect(Math.abs(b.x - a.x - (d.x - c.x))).toBeLessThan(3);
    await screenshot(app.page, 'top-view');
    await app.page.keyboard.press('f');
    await settle(app.page);
    const r8 = await project(app.page, 415, 300, 0);
    const box = (await app.page.locator('canvas').boundingBox())!;
    expect(Math.abs(r8.x - (box.x + box.width / 2))).toBeLessThan(20);
    await app.page.keyboard.press('o');
    await settle(app.page);
  });
});
