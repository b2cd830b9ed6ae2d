// Move tool: dragging a fighter shows the route of its sight in cm, the action's
// potential and whether the move is legal, every frame; releasing commits a legal move.
import { describe, expect, it } from 'vitest';
import { type App, appForTheseTests, clickFighter, project, sceneOf, screenshot, settle } from './harness';

let app: App;
appForTheseTests((opened) => (app = opened));

const cmOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function grab(id: string) {
  const scene = await sceneOf(app.page);
  const f = scene.fighters.find((x) => x.id === id)!;
  // A point on the base behind the figure, lifted to the base top.
  const at = (dx: number, dy: number) => project(app.page, f.position[0] - 8 + dx, f.position[1] + dy, 4);
  return { f, at };
}

describe('Move', () => {
  it('shows the route length, potential and legality while dragging, and commits on release', async () => {
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R8');
    const { f, at } = await grab('R8');
    expect(await app.page.textContent('[data-testid="route-length"]')).toBe('0.0 cm');
    expect(await app.page.textContent('[data-testid="potential"]')).toContain('12.5 cm');
    const p0 = await at(0, 0);
    await app.page.mouse.move(p0.x, p0.y);
    await app.page.mouse.down();
    const lengths: number[] = [];
    for (const dx of [20, 40, 60, 80]) {
      const p = await at(dx, 0);
      await app.page.mouse.move(p.x, p.y, { steps: 2 });
      await settle(app.page, 30);
      lengths.push(cmOf(await app.page.textContent('[data-testid="route-length"]')));
    }
    // The shown length follows the drag (about 2, 4, 6, 8 cm).
    for (let i = 0; i < lengths.length; i++) expect(Math.abs(lengths[i] - 2 * (i + 1))).toBeLessThan(0.4);
    expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
    await screenshot(app.page, 'move-drag');
    await app.page.mouse.up();
    await settle(app.page);
    const moved = (await sceneOf(app.page)).fighters.find((x) => x.id === 'R8')!;
    expect(Math.abs(moved.position[0] - f.position[0] - 80)).toBeLessThan(4);
    expect(moved.facing).toBe(f.facing);
    // Undo puts it back exactly; redo moves it again.
    await app.page.click('[data-testid="undo"]');
    expect((await sceneOf(app.page)).fighters.find((x) => x.id === 'R8')!.position).toEqual(f.position);
    await app.page.keyboard.press('Control+y');
    expect((await sceneOf(app.page)).fighters.find((x) => x.id === 'R8')!.position).toEqual(moved.position);
    expect(app.errors).toEqual([]);
  });

  it('says why a move is illegal (beyond the walk potential) and does not commit it', async () => {
    await clickFighter(app.page, 'R2');
    const { f, at } = await grab('R2');
    const before = await sceneOf(app.page);
    const p0 = await at(0, 0);
    await app.page.mouse.move(p0.x, p0.y);
    await app.page.mouse.down();
    const p1 = await at(150, 0);
    await app.page.mouse.move(p1.x, p1.y, { steps: 4 });
    await settle(app.page, 30);
    expect(cmOf(await app.page.textContent('[data-testid="route-length"]'))).toBeGreaterThan(14);
    expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('false');
    expect(await app.page.textContent('[data-testid="move-verdict"]')).toContain('R-6.5');
    await screenshot(app.page, 'move-illegal');
    await app.page.mouse.up();
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(before);
    expect(await app.page.textContent('[data-testid="message"]')).toContain('not committed');
    // Pursuit: MOV/2 rounded up to the cm.
    await app.page.click('[data-testid="action-pursuit"]');
    expect(await app.page.textContent('[data-testid="potential"]')).toContain('5.0 cm');
    // Run doubles the potential: the same drag is now legal.
    await app.page.click('[data-testid="action-run"]');
    expect(await app.page.textContent('[data-testid="potential"]')).toContain('20.0 cm');
    await app.page.mouse.move(p0.x, p0.y);
    await app.page.mouse.down();
    await app.page.mouse.move(p1.x, p1.y, { steps: 4 });
    await settle(app.page, 30);
    expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
    await app.page.mouse.up();
    await settle(app.page);
    expect((await sceneOf(app.page)).fighters.find((x) => x.id === 'R2')!.position[0]).toBeGreaterThan(
      f.position[0] + 140,
    );
  });

  it('turns the selected fighter about its sight with the keys (R-6.2)', async () => {
    await app.page.click('[data-testid="action-walk"]');
    await clickFighter(app.page, 'B8');
    const before = (await sceneOf(app.page)).fighters.find((x) => x.id === 'B8')!;
    await app.page.keyboard.press('[');
    await settle(app.page);
    const after = (await sceneOf(app.page)).fighters.find((x) => x.id === 'B8')!;
    expect(after.facing).toBe(195);
    // The sight stays where it was: centre + 15 mm along the facing.
    const sight = (f: typeof before) => [
      f.position[0] + 15 * Math.cos((f.facing * Math.PI) / 180),
      f.position[1] + 15 * Math.sin((f.facing * Math.PI) / 180),
    ];
    expect(sight(after)[0]).toBeCloseTo(sight(before)[0], 2);
    expect(sight(after)[1]).toBeCloseTo(sight(before)[1], 2);
  });
});

describe('Move along the exact route', () => {
  it('measures the route around an obstacle, longer than the straight line (R-6.1, R-6.2)', async () => {
    await app.page.keyboard.press('Escape');
    await app.page.click('[data-testid="action-run"]');
    await clickFighter(app.page, 'R5');
    const { f, at } = await grab('R5');
    // From west of the house to east of it: the straight line crosses the house.
    const p0 = await at(0, 0);
    await app.page.mouse.move(p0.x, p0.y);
    await app.page.mouse.down();
    const p1 = await at(300, 35);
    await app.page.mouse.move(p1.x, p1.y, { steps: 5 });
    await settle(app.page, 50);
    const shown = cmOf(await app.page.textContent('[data-testid="route-length"]'));
    expect(shown).toBeGreaterThan(Math.hypot(300, 35) / 10 + 0.5);
    expect(await app.page.getAttribute('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
    await screenshot(app.page, 'move-around-house');
    await app.page.mouse.up();
    await settle(app.page);
    const moved = (await sceneOf(app.page)).fighters.find((x) => x.id === 'R5')!;
    expect(moved.position[0]).toBeGreaterThan(f.position[0] + 290);
  });
});

describe('Turning with the handle', () => {
  it('drags the handle in front of the sight to turn the fighter about its sight (R-6.2)', async () => {
    await app.page.click('[data-testid="action-walk"]');
    await clickFighter(app.page, 'B4');
    const f = (await sceneOf(app.page)).fighters.find((x) => x.id === 'B4')!;
    const rad = (f.facing * Math.PI) / 180;
    const sight = { x: f.position[0] + 15 * Math.cos(rad), y: f.position[1] + 15 * Math.sin(rad) };
    const knob = await project(app.page, sight.x + 26 * Math.cos(rad), sight.y + 26 * Math.sin(rad), 5);
    // Drop the handle straight "down" the table (−y) from the sight: facing 270°.
    const to = await project(app.page, sight.x, sight.y - 40, 5);
    await app.page.mouse.move(knob.x, knob.y);
    await app.page.mouse.down();
    await app.page.mouse.move(to.x, to.y, { steps: 4 });
    await app.page.mouse.up();
    await settle(app.page);
    const g = (await sceneOf(app.page)).fighters.find((x) => x.id === 'B4')!;
    expect(Math.abs(g.facing - 270)).toBeLessThan(4);
    const rad2 = (g.facing * Math.PI) / 180;
    expect(g.position[0] + 15 * Math.cos(rad2)).toBeCloseTo(sight.x, 3);
    expect(g.position[1] + 15 * Math.sin(rad2)).toBeCloseTo(sight.y, 3);
  });
});
