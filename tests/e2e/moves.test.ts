// The Move panel's disengage toggle (R-6.9, V-C) and the Sight card's shot line: a fighter in
// contact may walk away only by disengaging; a shooter with weapon ranges sees its band and
// difficulty. At desktop size, then at phone size (the toggle; the shot line with touch, in the
// bottom sheet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickFighter, fighterPoint, project, sceneOf, screenshot, settle, startApp } from './harness';

const round = (d: number) => ({ type: 'round', diameter: d });
const SCENE = {
  version: 1,
  ruleset: 'confede',
  name: 'Disengaging and shooting',
  table: { width: 1200, depth: 600 },
  fighters: [
    { id: 'A', side: 'red', size: 2, mov: 10, base: round(30), position: [300, 300], facing: 180 },
    { id: 'E', side: 'blue', size: 2, mov: 10, base: round(30), position: [270, 300], facing: 0 },
    {
      id: 'S',
      side: 'red',
      size: 2,
      mov: 10,
      base: round(30),
      position: [300, 450],
      facing: 0,
      weaponRanges: [20, 40, 60],
    },
    { id: 'T', side: 'blue', size: 3, mov: 10, base: round(40), position: [500, 450], facing: 180 },
  ],
  scenery: [],
};

for (const size of [{ name: 'desktop' }, { name: 'phone', width: 390, height: 844 }]) {
  describe(`disengaging and shooting (${size.name})`, () => {
    let app: App;
    beforeAll(async () => {
      app = await startApp(size.name === 'phone' ? { width: size.width, height: size.height } : {});
      await app.open();
      await app.page.setInputFiles('[data-testid="load-file"]', {
        name: 'moves.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(SCENE)),
      });
      await settle(app.page, 300);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('A, in contact with E, may walk away only by disengaging (R-6.9)', async () => {
      expect((await sceneOf(app.page)).fighters.map((f) => f.id)).toEqual(['A', 'E', 'S', 'T']);
      await app.page.keyboard.press('m');
      await clickFighter(app.page, 'A');
      const drag = async () => {
        const p0 = await project(app.page, 300 + 8, 300, 4);
        const p1 = await project(app.page, 300 + 8 + 40, 300, 4);
        await app.page.mouse.move(p0.x, p0.y);
        await app.page.mouse.down();
        await app.page.mouse.move(p1.x, p1.y, { steps: 4 });
        await settle(app.page, 50);
      };
      await drag();
      expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('false');
      expect(await app.page.textContent('[data-testid="move-verdict"]')).toContain('R-6.9');
      await app.page.mouse.up();
      await settle(app.page);
      expect((await sceneOf(app.page)).fighters.find((f) => f.id === 'A')!.position).toEqual([300, 300]);
      await app.page.click('[data-testid="move-disengaged"]');
      await drag();
      expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
      await screenshot(app.page, `moves-disengaged-${size.name}`);
      await app.page.mouse.up();
      await settle(app.page);
      expect((await sceneOf(app.page)).fighters.find((f) => f.id === 'A')!.position[0]).toBeGreaterThan(330);
      expect(app.errors).toEqual([]);
    });

    // At phone size, with touch: the describe below.
    if (size.name === 'desktop')
      it('the Sight card shows S’s band and difficulty at T: short range, 4 − 1 large target = 3 (R-9.2)', async () => {
        await app.page.keyboard.press('Escape');
        await app.page.keyboard.press('s');
        await clickFighter(app.page, 'S');
        await clickFighter(app.page, 'T');
        const line = app.page.locator('[data-testid="shot-line"]');
        await expect.poll(() => line.getAttribute('data-band')).toBe('short');
        expect(await line.getAttribute('data-difficulty')).toBe('3');
        expect(await line.textContent()).toContain('short range (16.5 cm): difficulty 4 -1 large target = 3 (R-9.2)');
        await screenshot(app.page, `moves-shot-${size.name}`);
        expect(app.errors).toEqual([]);
      });
  });
}

describe('the shot line on a phone held upright (390 x 844, touch)', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await app.open();
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'moves.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(SCENE)),
    });
    await settle(app.page, 300);
  });
  afterAll(async () => {
    await app?.close();
  });

  const tap = async (sel: string) => {
    const b = (await app.page.locator(sel).boundingBox())!;
    await app.page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await settle(app.page, 120);
  };
  const tapFighter = async (id: string) => {
    const p = await fighterPoint(app.page, id);
    await app.page.touchscreen.tap(p.x, p.y);
    await settle(app.page, 120);
  };

  it('S taps T: the card in the sheet shows short range, 4 − 1 large target = 3 (R-9.2), on screen', async () => {
    await tap('[data-testid="tool-sight"]');
    // The sheet resizes the table when the tool changes: project only once it has settled.
    await settle(app.page, 300);
    await tapFighter('S');
    await tapFighter('T');
    const line = app.page.locator('[data-testid="shot-line"]');
    await expect.poll(() => line.getAttribute('data-band')).toBe('short');
    expect(await line.getAttribute('data-difficulty')).toBe('3');
    expect(await line.textContent()).toContain('short range (16.5 cm): difficulty 4 -1 large target = 3 (R-9.2)');
    // Reachable in the sheet: scrolled into view inside it, the line lies within the screen and the sheet.
    await line.scrollIntoViewIfNeeded();
    const vp = app.page.viewportSize()!;
    const b = (await line.boundingBox())!;
    const sheet = (await app.page.locator('[data-testid="side-panel"]').boundingBox())!;
    expect(b.height).toBeGreaterThan(0);
    expect(b.y).toBeGreaterThanOrEqual(sheet.y);
    expect(b.y + b.height).toBeLessThanOrEqual(Math.min(vp.height, sheet.y + sheet.height) + 0.5);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(vp.width + 0.5);
    await screenshot(app.page, 'moves-shot-phone');
    expect(app.errors).toEqual([]);
  });
});
