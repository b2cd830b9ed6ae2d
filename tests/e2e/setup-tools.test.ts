// Setting up a dispute in a minute (issue "Mire at the table", item 4): a fighter placed where the
// table is clicked or tapped, on a catalogue or custom base, with its name; a non-convex scenery
// outline drawn corner by corner and closed on its first corner or with Done; scenery turned, moved
// and re-kinded; scenario titles in both languages; the first-visit help, remembered, and the ? button.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, project, sceneOf, screenshot, settle, startApp, stateOf, waitReady } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const EMPTY = {
  version: 1,
  table: { width: 1200, depth: 600 },
  fighters: [
    { id: 'A', side: 'red', size: 2, mov: 10, base: { type: 'square', width: 25 }, position: [100, 100], facing: 0 },
  ],
};

async function clickTable(x: number, y: number) {
  const p = await project(app.page, x, y, 0);
  await app.page.mouse.click(p.x, p.y);
  await settle(app.page, 60);
}

type Poly = { id: string; kind: string; shape: { type: string; points: [number, number][] } };

describe('placing fighters', () => {
  it('drops the chosen base where the table is clicked, named, and undoably', async () => {
    await app.open();
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'empty.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(EMPTY)),
    });
    await settle(app.page);
    await app.page.keyboard.press('e');
    await app.page.selectOption('[data-testid="place-base"]', 'cavalry-rect');
    await app.page.fill('[data-testid="place-side"]', 'blue');
    await app.page.fill('[data-testid="place-name"]', 'Lancer');
    await app.page.click('[data-testid="place-fighter"]');
    expect(await app.page.textContent('[data-testid="hint"]')).toContain('where the fighter goes');
    await clickTable(700, 420);
    let scene = await sceneOf(app.page);
    const f = scene.fighters.at(-1)! as (typeof scene.fighters)[number] & { name?: string; size: number };
    expect(f.base).toEqual({ type: 'rect', width: 25, depth: 50 });
    // A click lands on a whole pixel: about 1.3 mm of table here.
    expect(Math.hypot(f.position[0] - 700, f.position[1] - 420)).toBeLessThan(3);
    expect(f.side).toBe('blue');
    expect(f.name).toBe('Lancer');
    expect(f.size).toBe(3);
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'fighter', id: f.id });
    // Still armed: a custom round base goes to another spot; a spot on a base is refused and said.
    await app.page.selectOption('[data-testid="place-base"]', 'custom');
    await app.page.selectOption('[data-testid="place-shape"]', 'round');
    await app.page.fill('[data-testid="place-width"]', '44');
    await clickTable(300, 200);
    scene = await sceneOf(app.page);
    expect(scene.fighters.at(-1)!.base).toEqual({ type: 'round', diameter: 44 });
    const n = scene.fighters.length;
    // Beside it (30 mm off, outside its 22 mm radius) a 44 mm base would overlap it.
    await clickTable(330, 200);
    expect((await sceneOf(app.page)).fighters).toHaveLength(n);
    expect(await app.page.textContent('[data-testid="message"]')).toMatch(/No room for this base there.*overlap/);
    await screenshot(app.page, 'place-fighter');
    await app.page.keyboard.press('Escape');
    expect(await app.page.getAttribute('[data-testid="place-fighter"]', 'aria-pressed')).toBe('false');
    await app.page.keyboard.press('Control+z');
    expect((await sceneOf(app.page)).fighters).toHaveLength(n - 1);
    expect(app.errors).toEqual([]);
  });

  it('places a fighter with a tap on a touch screen', async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1024, height: 700 }, hasTouch: true });
    const page = await ctx.newPage();
    await page.goto(app.url);
    await page.evaluate(() => localStorage.setItem('mire.help.seen.v1', '1'));
    await page.reload();
    await waitReady(page);
    await page.keyboard.press('e');
    await page.click('[data-testid="place-fighter"]');
    const before = (await sceneOf(page)).fighters.length;
    const p = await project(page, 600, 560, 0);
    await page.touchscreen.tap(p.x, p.y);
    await settle(page);
    const after = await sceneOf(page);
    expect(after.fighters).toHaveLength(before + 1);
    const f = after.fighters.at(-1)!;
    expect(Math.hypot(f.position[0] - 600, f.position[1] - 560)).toBeLessThan(3);
    await ctx.close();
  });
});

describe('drawing and handling scenery', () => {
  it('draws a non-convex outline, closed by clicking its first corner', async () => {
    await app.page.keyboard.press('e');
    await app.page.selectOption('[data-testid="draw-kind"]', 'wall');
    await app.page.click('[data-testid="draw-scenery"]');
    // An L: six corners, the last click back on the first one.
    const L: [number, number][] = [
      [500, 300],
      [640, 300],
      [640, 330],
      [540, 330],
      [540, 420],
      [500, 420],
    ];
    for (const [x, y] of L) await clickTable(x, y);
    expect(await app.page.textContent('[data-testid="draw-count"]')).toBe('6');
    await screenshot(app.page, 'draw-scenery');
    const n = (await sceneOf(app.page)).scenery.length;
    await clickTable(502, 302);
    const scene = await sceneOf(app.page);
    expect(scene.scenery).toHaveLength(n + 1);
    const s = scene.scenery.at(-1) as unknown as Poly;
    expect(s.kind).toBe('wall');
    expect(s.shape.points).toHaveLength(6);
    s.shape.points.forEach(([x, y], i) => expect(Math.hypot(x - L[i][0], y - L[i][1])).toBeLessThan(3));
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'scenery', id: s.id });
    expect(await app.page.getAttribute('[data-testid="draw-scenery"]', 'aria-pressed')).toBe('false');
  });

  it('closes with Done; turns, moves and re-kinds the selected piece', async () => {
    await app.page.click('[data-testid="draw-scenery"]');
    for (const [x, y] of [
      [800, 150],
      [900, 150],
      [850, 230],
    ] as const)
      await clickTable(x, y);
    await app.page.click('[data-testid="draw-done"]');
    await settle(app.page);
    let s = (await sceneOf(app.page)).scenery.at(-1) as unknown as Poly;
    expect(s.shape.points).toHaveLength(3);
    const id = s.id;
    const drawn = s.shape.points;
    await app.page.click('[data-testid="scenery-rot-left"]');
    await settle(app.page);
    s = (await sceneOf(app.page)).scenery.find((x) => (x as unknown as Poly).id === id) as unknown as Poly;
    expect(Math.hypot(s.shape.points[0][0] - drawn[0][0], s.shape.points[0][1] - drawn[0][1])).toBeGreaterThan(5);
    await app.page.keyboard.press(']');
    await settle(app.page);
    s = (await sceneOf(app.page)).scenery.find((x) => (x as unknown as Poly).id === id) as unknown as Poly;
    // ⟲ 15° then ] (−15°): back where it was drawn, to the 0.01 mm rounding.
    s.shape.points.forEach(([x, y], i) => expect(Math.hypot(x - drawn[i][0], y - drawn[i][1])).toBeLessThan(0.05));
    await app.page.fill('[data-testid="scenery-x"]', '300');
    await app.page.fill('[data-testid="scenery-y"]', '450');
    await app.page.click('[data-testid="scenery-move"]');
    await settle(app.page);
    s = (await sceneOf(app.page)).scenery.find((x) => (x as unknown as Poly).id === id) as unknown as Poly;
    const mean = (k: 0 | 1) => s.shape.points.reduce((a, p) => a + p[k], 0) / s.shape.points.length;
    expect(mean(0)).toBeCloseTo(300, 1);
    expect(mean(1)).toBeCloseTo(450, 1);
    await app.page.selectOption('[data-testid="field-kind"]', 'rocks');
    await app.page.selectOption('[data-testid="field-scenery-size"]', '2');
    await app.page.click('[data-testid="scenery-form"] [data-testid="apply"]');
    await settle(app.page);
    s = (await sceneOf(app.page)).scenery.find((x) => (x as unknown as Poly).id === id) as unknown as Poly & {
      size: number;
    };
    expect(s.kind).toBe('rocks');
    expect((s as unknown as { size: number }).size).toBe(2);
    await screenshot(app.page, 'scenery-handled');
    expect(app.errors).toEqual([]);
  });
});

describe('words and help', () => {
  it('lists the scenarios by title in both languages', async () => {
    const en = await app.page.$$eval('[data-testid="scenarios"] option', (o) => o.map((x) => x.textContent ?? ''));
    expect(en).toContain('Charge between two fighters: wide gap (V-A)');
    expect(en.some((t) => /^[a-z0-9-]+$/.test(t))).toBe(false);
    await app.page.keyboard.press('l');
    const fr = await app.page.$$eval('[data-testid="scenarios"] option', (o) => o.map((x) => x.textContent ?? ''));
    expect(fr).toContain('Charge entre deux combattants : passage large (V-A)');
    await app.page.keyboard.press('l');
  });

  it('shows the help once on the first visit, remembers it, and opens it again with ?', async () => {
    await app.open('', { help: true });
    const help = app.page.locator('[data-testid="help-overlay"]');
    await help.waitFor();
    expect(await app.page.textContent('[data-testid="help-touch"]')).toMatch(/pinch/);
    expect(await app.page.textContent('[data-testid="help-keys"]')).toContain('Ctrl+Z');
    await screenshot(app.page, 'help');
    await app.page.click('[data-testid="help-close"]');
    expect(await help.count()).toBe(0);
    await app.page.reload();
    await waitReady(app.page);
    expect(await help.count()).toBe(0);
    await app.page.click('[data-testid="help"]');
    await help.waitFor();
    await app.page.keyboard.press('Escape');
    expect(await help.count()).toBe(0);
    await app.page.keyboard.press('?');
    await help.waitFor();
    await app.page.keyboard.press('?');
    expect(await help.count()).toBe(0);
  });
});
