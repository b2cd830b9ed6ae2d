// The Zones tool end to end: fighters deployed outside their zone are flagged on the table and in
// the list with the reason, the scenery set-up gaps that break are drawn with their
// distances, and each zone's control follows — all as the engine answers for the same scene.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import {
  checkDeployment,
  checkSetup,
  controlOfZone,
  objectiveControl,
  parseScene,
  zoneByName,
} from '../../geometry/index';
import { type App, openScenario, sceneOf, screenshot, settle, startApp, stateOf, switchLang } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
  await app.open('?scene=deploy-line-of-battle');
});
afterAll(async () => {
  await app?.close();
});

type Point = { x: number; y: number };
type ZonesProbe = {
  illegal: string[];
  legal: string[];
  zones: { low: Point[]; centre: Point[]; high: Point[] };
  gaps: { code: string; scenery: string; other: string; distanceMm: number; from: Point; to: Point }[];
  control: { zone: string; state: string; controller: string | null }[];
};

async function probe(page: Page): Promise<ZonesProbe> {
  return page.evaluate(() =>
    (window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('zones'),
  ) as Promise<ZonesProbe>;
}

async function loadScenario(page: Page, name: string, count: (n: number) => boolean) {
  await openScenario(page, name);
  await expect.poll(async () => count((await sceneOf(page)).fighters.length)).toBe(true);
  await settle(page);
}

describe('Zones tool (R-8.2, R-8.3, R-8.4)', () => {
  it('flags the fighters deployed outside their zone, on the table and in the list (R-8.2)', async () => {
    const { page } = app;
    await page.keyboard.press('z');
    expect((await stateOf(page)).tool).toBe('zones');
    await page.click('[data-testid="cam-top"]');
    await settle(page);
    const report = checkDeployment(parseScene(await sceneOf(page)));
    const bad = report.fighters.filter((f) => f.legal === false).map((f) => f.id);
    expect(bad.sort()).toEqual(['B-turned', 'R-behind', 'R-straddles']);

    const p = await probe(page);
    expect([...p.illegal].sort()).toEqual(bad.sort());
    expect(p.zones.low.map((q) => q.x).sort((a, b) => a - b)).toEqual([100, 100, 450, 450]);
    for (const f of report.fighters) {
      const li = page.locator(`[data-testid="deploy-${f.id}"]`);
      expect(await li.getAttribute('data-legal'), f.id).toBe(String(f.legal));
      const text = (await li.textContent()) ?? '';
      if (f.legal) expect(text).toContain('legal');
      else {
        expect(text).toContain('ILLEGAL');
        expect(text).toContain(`${(f.outsideMm / 10).toFixed(1)} cm`);
        expect(text).toContain('R-8.2');
      }
    }
    expect(await page.textContent('[data-testid="deploy-summary"]')).toContain('3 of 7');
    await screenshot(page, 'zones-deployment');

    await switchLang(page);
    expect(await page.textContent('[data-testid="deploy-R-straddles"]')).toContain('ILLÉGAL');
    await switchLang(page);
  });

  it('chooses the line of battle and the side of each half; the verdicts follow the engine; undo restores', async () => {
    const { page } = app;
    const before = await sceneOf(page);
    const low = before.deployment as { orientation: string; sides: { low: string; high: string } };
    // Swap the halves: the engine's verdicts for the swapped scene are the ones shown.
    await page.selectOption('[data-testid="zones-low-side"]', low.sides.high);
    await settle(page);
    const swapped = await sceneOf(page);
    expect(swapped.deployment).toEqual({
      orientation: low.orientation,
      sides: { low: low.sides.high, high: low.sides.low },
    });
    const report = checkDeployment(parseScene(swapped));
    const bad = report.fighters
      .filter((f) => f.legal === false)
      .map((f) => f.id)
      .sort();
    expect([...(await probe(page)).illegal].sort()).toEqual(bad);
    // The median line along the length (R-8.2 figure 2): the zones turn.
    await page.selectOption('[data-testid="zones-orientation"]', 'length');
    await settle(page);
    const turned = checkDeployment(parseScene(await sceneOf(page)));
    expect(turned.zones.orientation).toBe('length');
    const p = await probe(page);
    expect([...p.illegal].sort()).toEqual(
      turned.fighters
        .filter((f) => f.legal === false)
        .map((f) => f.id)
        .sort(),
    );
    await screenshot(page, 'zones-length');
    await page.click('[data-testid="undo"]');
    await page.click('[data-testid="undo"]');
    expect(await sceneOf(page)).toEqual(before);
  });

  it('draws each scenery gap that breaks R-8.3 with its distance', async () => {
    const { page } = app;
    await loadScenario(page, 'setup-violations', (n) => n === 0);
    const report = checkSetup(parseScene(await sceneOf(page)));
    expect(report.legal).toBe(false);
    const gaps = report.violations.filter((v) => v.code === 'too-close' || v.code === 'near-edge');

    const p = await probe(page);
    expect(p.gaps.length).toBe(gaps.length);
    for (const v of gaps) {
      const other = v.code === 'too-close' ? v.other : v.code === 'near-edge' ? v.edge : '';
      const g = p.gaps.find((x) => x.scenery === v.scenery && x.other === other);
      expect(g, `${v.scenery} ${other}`).toBeTruthy();
      // The segment drawn is as long as the distance reported.
      expect(Math.hypot(g!.from.x - g!.to.x, g!.from.y - g!.to.y)).toBeCloseTo(Math.abs(v.distanceMm), 6);
    }
    expect(p.gaps.find((g) => g.scenery === 'house' && g.other === 'barn')!.distanceMm).toBeCloseTo(50, 6);

    const items = page.locator('[data-testid="setup-violation"]');
    expect(await items.count()).toBe(report.violations.length);
    const text = (await page.textContent('[data-testid="setup-violations"]')) ?? '';
    expect(text).toContain('house and barn are 5.0 cm apart');
    expect(text).toContain('hill is 4.0 cm from the table edge x=width');
    expect(text).toContain('forest does not fit in 30 x 30 cm');
    await screenshot(page, 'zones-setup');
  });

  it('shows who controls each zone, with the totals per side (R-8.4)', async () => {
    const { page } = app;
    await loadScenario(page, 'control-conquest', (n) => n > 0);
    const scene = parseScene(await sceneOf(page));
    for (const name of ['low', 'centre', 'high']) {
      const c = controlOfZone(scene, zoneByName(scene, name)!);
      const card = page.locator(`[data-testid="control-${name}"]`);
      expect(await card.getAttribute('data-state'), name).toBe(c.state);
      expect(await card.getAttribute('data-controller'), name).toBe(c.controller ?? '');
      for (const t of c.totals) {
        const row = page.locator(`[data-testid="control-${name}-${t.side}"]`);
        expect(Number(await row.getAttribute('data-power'))).toBe(t.power);
        expect(Number(await row.getAttribute('data-value'))).toBe(t.value);
      }
    }
    expect(await page.textContent('[data-testid="control-card"]')).toContain('R-8.4');
    await screenshot(page, 'zones-control');
  });

  it("Rag'narok: zones run to the table edge, power alone decides, objectives within 10 cm (R-8.5)", async () => {
    const { page } = app;
    await loadScenario(page, 'deploy-ragnarok', (n) => n === 4);
    const scene = parseScene(await sceneOf(page));
    const report = checkDeployment(scene);
    expect(report.rule).toBe('R-8.5');
    const p = await probe(page);
    // The low zone starts at the table edge: no 50 cm limit under.
    expect(Math.min(...p.zones.low.map((q) => q.x))).toBe(0);
    expect([...p.illegal].sort()).toEqual(['G-over', 'W-centre']);
    expect(await page.getAttribute('[data-testid="deploy-G-edge"]', 'data-legal')).toBe('true');
    expect(await page.textContent('[data-testid="deploy-G-over"]')).toContain('R-8.5');
    const [seal] = objectiveControl(scene);
    const li = page.locator('[data-testid="objective-seal"]');
    expect(await li.getAttribute('data-state')).toBe(seal.state);
    expect(await li.getAttribute('data-controller')).toBe(seal.controller ?? '');
    expect(seal.controller).toBe('wolfen');
    expect(await page.textContent('[data-testid="control-card"]')).toContain('R-8.5');
    await screenshot(page, 'zones-ragnarok');
    expect(app.errors).toEqual([]);
  });
});
