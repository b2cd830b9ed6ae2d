// Sight tool on the book's example (R-5.8, Confédé II-D-3): A sees Y and Z, partially sees V and
// X, does not see W. The verdict card shows the verdict, the visible share, the barriers and the
// rules applied; the fan of lines is drawn in colour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickFighter, project, sceneOf, screenshot, settle, startApp, stateOf, switchLang } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
  await app.open('?scene=r-5.8-sight');
});
afterAll(async () => {
  await app?.close();
});

const BOOK: Record<string, 'full' | 'partial' | 'none'> = {
  Y: 'full',
  Z: 'full',
  V: 'partial',
  X: 'partial',
  W: 'none',
};

describe('Sight on the R-5.8 scenario', () => {
  it('loads the scenario from the URL', async () => {
    const scene = await sceneOf(app.page);
    expect(scene.fighters.map((f) => f.id).sort()).toEqual(['A', 'V', 'W', 'X', 'Y', 'Z']);
    expect(app.errors).toEqual([]);
  });

  it("shows the book's verdict for each target on the verdict card", async () => {
    await app.page.keyboard.press('s');
    await clickFighter(app.page, 'A');
    expect((await stateOf(app.page)).selection?.id).toBe('A');
    for (const [target, verdict] of Object.entries(BOOK)) {
      await clickFighter(app.page, target);
      const card = app.page.locator('[data-testid="verdict-card"]');
      await expect.poll(() => card.getAttribute('data-to')).toBe(target);
      expect(await card.getAttribute('data-los'), target).toBe(verdict);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('R-4.1');
      expect(text).toContain('R-5.4');
      if (verdict === 'partial') expect(text).toMatch(/cuts \d+\.\d%/);
    }
    // X is partially seen although every line is cut: only by Y, smaller than X.
    await clickFighter(app.page, 'X');
    const barriers = await app.page.textContent('[data-testid="barriers"]');
    expect(barriers).toContain('Y (fighter, size 2) cuts 100.0%');
    expect(barriers).toContain('can only hinder');
  });

  it('draws the fan of lines coloured by what cuts them', async () => {
    await clickFighter(app.page, 'V');
    await settle(app.page);
    const png = await screenshot(app.page, 'sight-fan-A-V');
    const scene = await sceneOf(app.page);
    const a = scene.fighters.find((f) => f.id === 'A')!;
    const v = scene.fighters.find((f) => f.id === 'V')!;
    // Sample along the middle of the fan: green (clear) and orange (cut by Z, partial) pixels both appear.
    const s = { x: a.position[0] + 15, y: a.position[1] };
    let green = 0;
    let red = 0;
    for (let t = 0.3; t <= 0.9; t += 0.02) {
      for (const side of [-12, -6, 0, 6, 12]) {
        const p = await project(
          app.page,
          s.x + (v.position[0] - s.x) * t,
          s.y + (v.position[1] - s.y) * t + side * t,
          7,
        );
        const [r, g, b] = png.pixel(p.x, p.y);
        if (g > 150 && r < 120 && b < 140) green++;
        if (r > 200 && b < 90) red++;
      }
    }
    expect(green).toBeGreaterThan(0);
    expect(red).toBeGreaterThan(0);
  });

  it('lists who sees whom for the selected fighter', async () => {
    await app.page.keyboard.press('Escape');
    await clickFighter(app.page, 'A');
    const table = app.page.locator('[data-testid="who-sees-whom"]');
    await table.waitFor();
    for (const [target, verdict] of Object.entries(BOOK)) {
      expect(await app.page.getAttribute(`[data-testid="who-${target}"]`, 'data-sees'), target).toBe(verdict);
    }
    await screenshot(app.page, 'who-sees-whom');
  });

  it('explains in French too', async () => {
    await clickFighter(app.page, 'V');
    await switchLang(app.page);
    const text = await app.page.textContent('[data-testid="verdict-card"]');
    expect(text).toContain('A voit partiellement V');
    expect(text).toContain('champ de vision');
    await screenshot(app.page, 'sight-fr');
    await switchLang(app.page);
  });
});
