// The Dispersion tool end to end: a cannon fires at a group; the initial
// point of impact is clicked on the table, the dice are rolled with a fixed seed, and what the app
// shows — the dice, where the template ends, the fighters hit — is what the engine gives for that
// seed (geometry/dispersion.ts, geometry/area.ts), computed here in Node from the same scene.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import {
  areaOfEffect,
  createRng,
  parseScene,
  rollDispersion,
  rollRagnarokTemplate,
  sightPoint,
  type Point,
} from '../../geometry/index';
import {
  type App,
  clickFighter,
  openScenario,
  project,
  sceneOf,
  screenshot,
  settle,
  startApp,
  stateOf,
  switchLang,
} from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
  await app.open('?scene=scatter-artillery');
});
afterAll(async () => {
  await app?.close();
});

type Probe = {
  phase: 'idle' | 'ready' | 'rolling' | 'done';
  impact: Point | null;
  templateAt: Point | null;
  radiusMm: number;
  seed: number | null;
  dice: { method: string; distance: number; direction?: number } | null;
  final: Point | null;
  onTable: boolean | null;
  shooter: string | null;
  hits: { id: string; coverage: 'whole' | 'partial'; coveredFraction: number }[];
};

async function probe(page: Page): Promise<Probe> {
  return page.evaluate(() =>
    (window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('dispersion'),
  ) as Promise<Probe>;
}

async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const p = await project(page, x, y, 0);
  await page.mouse.click(p.x, p.y);
  await settle(page, 80);
}

describe('Dispersion tool (R-7.1, R-7.2, R-7.4)', () => {
  it('rolls from a seed: the dice, the final point and the hits are the engine’s', async () => {
    const { page } = app;
    await page.click('[data-testid="tool-dispersion"]');
    expect((await stateOf(page)).tool).toBe('dispersion');
    await page.click('[data-testid="cam-top"]');
    await settle(page);

    // The gun is the shooter: its line of fire gives arrow 1.
    await clickFighter(page, 'Gun');
    expect((await stateOf(page)).selection?.id).toBe('Gun');
    await clickTable(page, 620, 300);
    await expect.poll(async () => (await probe(page)).phase).toBe('ready');
    const impact = (await probe(page)).impact!;
    expect(Math.abs(impact.x - 620)).toBeLessThan(3);
    expect(Math.abs(impact.y - 300)).toBeLessThan(3);
    // Clicking the table kept the shooter.
    expect((await stateOf(page)).selection?.id).toBe('Gun');

    await page.fill('[data-testid="dispersion-radius"]', '6');
    await page.fill('[data-testid="dispersion-seed"]', '19');
    await page.click('[data-testid="dispersion-roll"]');
    // The template slides to the final point, then the hits are shown.
    await expect.poll(async () => (await probe(page)).phase, { timeout: 15_000 }).toBe('done');
    await settle(page);

    const scene = parseScene(await sceneOf(page));
    const gun = scene.fighters.find((f) => f.id === 'Gun')!;
    const shooterSight = sightPoint(gun.base, { x: gun.position[0], y: gun.position[1] }, gun.facing);
    const expected = rollDispersion(createRng(19), {
      impact,
      shooterSight,
      method: scene.options.dispersionDirections,
      table: scene.table,
    });
    if (expected.dice.method !== 'template6') throw new Error('the scenario uses the numbered template');

    // The dice shown are the engine's for seed 19.
    expect(Number(await page.getAttribute('[data-testid="die-distance"]', 'data-value'))).toBe(expected.dice.distance);
    expect(Number(await page.getAttribute('[data-testid="die-direction"]', 'data-value'))).toBe(
      expected.dice.direction,
    );
    expect(await page.getAttribute('[data-testid="dispersion-panel"]', 'data-seed')).toBe('19');
    const p = await probe(page);
    expect(p.dice).toEqual(expected.dice);
    expect(p.shooter).toBe('Gun');

    // The template was drawn at the engine's final point.
    expect(p.final!.x).toBeCloseTo(expected.final.x, 6);
    expect(p.final!.y).toBeCloseTo(expected.final.y, 6);
    expect(p.templateAt!.x).toBeCloseTo(expected.final.x, 3);
    expect(p.templateAt!.y).toBeCloseTo(expected.final.y, 3);
    expect(Number(await page.getAttribute('[data-testid="dispersion-panel"]', 'data-final-x'))).toBeCloseTo(
      expected.final.x,
      6,
    );

    // The hits drawn and listed are areaOfEffect's at the final point, whole and partial.
    const area = areaOfEffect(scene, { point: expected.final }, 60);
    expect(area.hits.length).toBeGreaterThan(0);
    const want = area.hits.map((h) => ({ id: h.id, coverage: h.coverage }));
    expect(p.hits.map((h) => ({ id: h.id, coverage: h.coverage }))).toEqual(want);
    const items = page.locator('[data-testid="dispersion-hits"] li');
    expect(await items.count()).toBe(area.hits.length);
    for (const h of area.hits) {
      const li = page.locator(`[data-testid="hit-${h.id}"]`);
      expect(await li.getAttribute('data-coverage')).toBe(h.coverage);
      expect(Number(await li.getAttribute('data-fraction'))).toBeCloseTo(h.coveredFraction, 6);
      if (h.coverage === 'partial')
        expect(await li.textContent()).toContain(`${(h.coveredFraction * 100).toFixed(1)}%`);
      else expect(await li.textContent()).toContain('whole base');
    }
    expect(await page.getAttribute('[data-testid="dispersion-final"]', 'data-on-table')).toBe('true');
    expect(await page.locator('[data-testid="dispersion-off-table"]').count()).toBe(0);
    const text = (await page.textContent('[data-testid="dispersion-result"]')) ?? '';
    expect(text).toContain(`distance d6 = ${expected.dice.distance}`);
    expect(text).toContain('R-7.1');

    const shot = await screenshot(page, 'dispersion');
    // The template is drawn in its colour around the final point.
    const at = await project(page, expected.final.x, expected.final.y, 1);
    const orange = shot.fraction(
      at.x - 25,
      at.y - 25,
      at.x + 25,
      at.y + 25,
      (r, g, b) => r > 150 && g > 90 && g < 200 && b < 120,
    );
    expect(orange).toBeGreaterThan(0.05);
  });

  it('replays the same roll from the same seed, and speaks French', async () => {
    const { page } = app;
    const before = await probe(page);
    await page.click('[data-testid="dispersion-roll"]');
    await expect.poll(async () => (await probe(page)).phase, { timeout: 15_000 }).toBe('done');
    const again = await probe(page);
    expect(again.dice).toEqual(before.dice);
    expect(again.final).toEqual(before.final);
    await switchLang(page);
    const text = (await page.textContent('[data-testid="dispersion-result"]')) ?? '';
    expect(text).toContain('Point d’impact final');
    expect(text).toContain(`d6 de distance = ${before.dice!.distance}`);
    await switchLang(page);
  });

  it('reports a final point off the table', async () => {
    const { page } = app;
    await clickTable(page, 1150, 560);
    await expect.poll(async () => (await probe(page)).phase).toBe('ready');
    const impact = (await probe(page)).impact!;
    await page.fill('[data-testid="dispersion-seed"]', '1');
    await page.click('[data-testid="dispersion-roll"]');
    await expect.poll(async () => (await probe(page)).phase, { timeout: 15_000 }).toBe('done');
    const scene = parseScene(await sceneOf(page));
    const gun = scene.fighters.find((f) => f.id === 'Gun')!;
    const shooterSight = sightPoint(gun.base, { x: gun.position[0], y: gun.position[1] }, gun.facing);
    const expected = rollDispersion(createRng(1), { impact, shooterSight, method: 'template6', table: scene.table });
    expect(expected.onTable).toBe(false);
    expect((await probe(page)).onTable).toBe(false);
    expect(await page.textContent('[data-testid="dispersion-off-table"]')).toContain('off the table');
    await screenshot(page, 'dispersion-off-table');
  });

  it("Rag'narok: the template deviates 1 cm per failure and grows with successes (R-7.3)", async () => {
    const { page } = app;
    await openScenario(page, 'control-ragnarok-objectives');
    await expect.poll(async () => (await sceneOf(page)).ruleset).toBe('ragnarok');
    await settle(page);
    // A new table forgets the last roll and the shooter.
    expect((await probe(page)).phase).toBe('idle');
    expect((await stateOf(page)).selection).toBeNull();
    await clickTable(page, 600, 330);
    await expect.poll(async () => (await probe(page)).phase).toBe('ready');
    const impact = (await probe(page)).impact!;
    await page.fill('[data-testid="dispersion-radius"]', '3');
    await page.fill('[data-testid="dispersion-failures"]', '2');
    await page.fill('[data-testid="dispersion-successes"]', '2');
    await page.fill('[data-testid="dispersion-seed"]', '5');
    await page.click('[data-testid="dispersion-roll"]');
    await expect.poll(async () => (await probe(page)).phase, { timeout: 15_000 }).toBe('done');

    const scene = parseScene(await sceneOf(page));
    const expected = rollRagnarokTemplate(createRng(5), {
      impact,
      shooterSight: null,
      failures: 2,
      successes: 2,
      weaponAreaCm: 3,
      table: scene.table,
    });
    expect(expected.areaRadiusMm).toBe(60);
    expect(expected.deviationMm).toBe(20);
    expect(Number(await page.getAttribute('[data-testid="die-direction"]', 'data-value'))).toBe(
      expected.dice.direction,
    );
    expect(await page.locator('[data-testid="die-distance"]').count()).toBe(0);
    const p = await probe(page);
    expect(p.radiusMm).toBe(60);
    expect(p.templateAt!.x).toBeCloseTo(expected.final.x, 3);
    expect(p.templateAt!.y).toBeCloseTo(expected.final.y, 3);
    const area = areaOfEffect(scene, { point: expected.final }, 60);
    expect(p.hits.map((h) => h.id)).toEqual(area.hits.map((h) => h.id));
    const text = (await page.textContent('[data-testid="dispersion-result"]')) ?? '';
    expect(text).toContain('2 failure(s) × 1 cm = 2.0 cm (R-7.3)');
    expect(text).toContain('Area of 6 cm (3 cm × 2 success(es), R-7.3)');
    await screenshot(page, 'dispersion-ragnarok');
    expect(app.errors).toEqual([]);
  });
});
