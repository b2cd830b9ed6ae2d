// Measure, Contact and Edit tools.
import { describe, expect, it } from 'vitest';
import {
  type App,
  appForTheseTests,
  clickFighter,
  openScenario,
  project,
  sceneOf,
  screenshot,
  settle,
} from './harness';
import { fighter, square } from '../support/build';

let app: App;
appForTheseTests((opened) => (app = opened));

describe('tools', () => {
  it('measures edge to edge between two fighters, in cm (R-2.1)', async () => {
    await app.page.keyboard.press('r');
    await clickFighter(app.page, 'R1');
    await clickFighter(app.page, 'B1');
    // R1 spans x 397.5..422.5, B1 777.5..802.5 at the same depth: 355 mm.
    await expect.poll(() => app.page.textContent('[data-testid="measure-distance"]')).toBe('35.5 cm');
    // Then a fighter and a point of the table.
    await clickFighter(app.page, 'R7');
    const p = await project(app.page, 100, 300, 0);
    await app.page.mouse.click(p.x, p.y);
    await settle(app.page);
    const d = Number((await app.page.textContent('[data-testid="measure-distance"]'))!.replace(' cm', ''));
    expect(d).toBeGreaterThan(7.5);
    expect(d).toBeLessThan(8.5);
    await screenshot(app.page, 'measure');
  });

  it('lists contacts and enemies in contact against the maximum (R-3.3, R-3.5)', async () => {
    await openScenario(app.page, 'ii-e-1-square-contact');
    expect((await sceneOf(app.page)).fighters.length).toBe(7);
    await app.page.keyboard.press('c');
    const links = app.page.locator('[data-testid="contact-links"] li');
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(2);
    expect(await app.page.locator('[data-testid="contact-A-Z"]').count()).toBe(1);
    expect(await app.page.locator('[data-testid="contact-B-Y"]').count()).toBe(0);
    expect(await app.page.textContent('[data-testid="contact-counts"]')).toMatch(/A\s*1 \/ 4/);
    await screenshot(app.page, 'contact');
    await app.page.keyboard.press('Control+z');
  });

  it('warns when a contact is not sight-to-base (R-3.4)', async () => {
    const scene = {
      version: 1,
      table: { width: 600, depth: 600 },
      fighters: [fighter('A', square(25), [300, 300], 90), fighter('B', square(25), [325, 300], 90, { side: 'blue' })],
    };
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'side-by-side.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(scene)),
    });
    await expect.poll(async () => (await sceneOf(app.page)).fighters.length).toBe(2);
    await app.page.keyboard.press('c');
    const link = app.page.locator('[data-testid="contact-A-B"]');
    await link.waitFor();
    expect(await link.textContent()).toContain('R-3.4');
    await screenshot(app.page, 'contact-warning');
    await app.page.keyboard.press('Control+z');
  });

  it('adds, edits, duplicates and deletes fighters, each undoable', async () => {
    await app.page.keyboard.press('e');
    const n0 = (await sceneOf(app.page)).fighters.length;
    // A new fighter goes where the table is clicked (a free spot of the default table).
    await app.page.click('[data-testid="place-fighter"]');
    const spot = await project(app.page, 1100, 540, 0);
    await app.page.mouse.click(spot.x, spot.y);
    await settle(app.page);
    await app.page.click('[data-testid="place-fighter"]');
    expect((await sceneOf(app.page)).fighters.length).toBe(n0 + 1);
    await app.page.selectOption('[data-testid="field-base"]', 'round');
    await app.page.fill('[data-testid="field-base-w"]', '40');
    await app.page.selectOption('[data-testid="field-size"]', '3');
    await app.page.click('[data-testid="apply"]');
    const added = (await sceneOf(app.page)).fighters.at(-1)!;
    expect(added.base).toEqual({ type: 'round', diameter: 40 });
    await app.page.click('[data-testid="duplicate"]');
    expect((await sceneOf(app.page)).fighters.length).toBe(n0 + 2);
    await app.page.click('[data-testid="delete"]');
    expect((await sceneOf(app.page)).fighters.length).toBe(n0 + 1);
    await app.page.click('[data-testid="add-scenery"]');
    expect((await sceneOf(app.page)).scenery.length).toBe(6);
    await screenshot(app.page, 'edit');
    for (let i = 0; i < 5; i++) await app.page.click('[data-testid="undo"]');
    expect((await sceneOf(app.page)).fighters.length).toBe(n0);
  });

  it('drags a scenery piece in the Edit tool, snapped to the cm grid', async () => {
    await openScenario(app.page, 'default-table');
    expect((await sceneOf(app.page)).fighters.length).toBe(16);
    await app.page.keyboard.press('e');
    await app.page.click('[data-testid="toggle-snap"]');
    // The rocks: a polygon around (900, 300); grab its middle, drop it 42 mm further along x.
    const a = await project(app.page, 900, 295, 20);
    const b = await project(app.page, 942, 295, 20);
    await app.page.mouse.move(a.x, a.y);
    await app.page.mouse.down();
    await app.page.mouse.move(b.x, b.y, { steps: 4 });
    await app.page.mouse.up();
    await settle(app.page);
    const rocks = (await sceneOf(app.page)).scenery.find((x) => x.id === 'rocks') as unknown as {
      shape: { points: [number, number][] };
    };
    const dx = rocks.shape.points[0][0] - 870;
    expect(dx % 10).toBe(0);
    expect(dx).toBeGreaterThanOrEqual(30);
    expect(dx).toBeLessThanOrEqual(50);
    expect(rocks.shape.points[0][1]).toBe(255);
    await app.page.click('[data-testid="toggle-snap"]');
    expect(app.errors).toEqual([]);
  });
});
