// The Move tool's chosen contact point and the Dispersion tool's area without
// dispersion end to end: what the panels say is what the engine answers, computed here in
// Node from the same scene (geometry/moves/contact-point.ts, geometry/area.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  World,
  areaOfEffect,
  judgeAssaultShot,
  judgeContactPoint,
  judgeFlight,
  judgeRedirect,
  judgeUnitShot,
  chargeGroups,
  parseGameText,
  turnCharges,
  parseScene,
} from '../../geometry/index';
import {
  chargeGroupWords,
  flightWords,
  lossesWords,
  moveSummaryWords,
  redirectChoicesWords,
  unitShotLine,
} from '../../src/words';
import {
  type App,
  appForTheseTests,
  clickFighter,
  project,
  sceneOf,
  screenshot,
  settle,
  startApp,
  switchLang,
} from './harness';

let app: App;
appForTheseTests((opened) => (app = opened));

describe('assault questions and areas', () => {
  it('the Move tool: a contact point chosen on the target’s edge gets the engine’s verdict (R-6.15)', async () => {
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R8');
    await app.page.click('[data-testid="action-engage"]');
    await app.page.waitForSelector('[data-testid="assault-questions"]');
    const scene = parseScene(await sceneOf(app.page));
    const target = (await app.page.inputValue('[data-testid="assault-target"]')) || '';
    expect(target).not.toBe('');
    const z = scene.fighters.find((f) => f.id === target)!;
    // A point beside the target's centre, towards the mover: taken to the nearest point of its edge.
    const at = { x: z.position[0] - 40, y: z.position[1] };
    await app.page.fill('[data-testid="contact-x"]', String(at.x / 10));
    await app.page.fill('[data-testid="contact-y"]', String(at.y / 10));
    await app.page.click('[data-testid="contact-choose"]');
    await settle(app.page);
    const j = judgeContactPoint(new World(scene), { mover: 'R8', target, at, action: 'engage' });
    expect(await app.page.getAttribute('[data-testid="contact-answer"]', 'data-verdict')).toBe(j.verdict);
    expect(await app.page.textContent('[data-testid="contact-answer"]')).toContain('(R-6.15)');
    await app.page.click('[data-testid="push-aside"]');
    await settle(app.page);
    expect(await app.page.getAttribute('[data-testid="push-answer"]', 'data-verdict')).toBeTruthy();
    expect(app.errors).toEqual([]);
  });

  it('the Move tool: a contact point tapped on the table beside the target gets the same verdict as typed (R-6.15)', async () => {
    const scene = parseScene(await sceneOf(app.page));
    const target = await app.page.inputValue('[data-testid="assault-target"]');
    const z = scene.fighters.find((f) => f.id === target)!;
    await app.page.click('[data-testid="contact-pick"]');
    expect(await app.page.getAttribute('[data-testid="contact-pick"]', 'aria-pressed')).toBe('true');
    // On the target's base, 5 mm from its centre towards the mover's side of the table.
    const tap = await project(app.page, z.position[0] - 5, z.position[1], 0);
    await app.page.mouse.click(tap.x, tap.y);
    await settle(app.page);
    expect(await app.page.getAttribute('[data-testid="contact-pick"]', 'aria-pressed')).toBe('false');
    const x = Number((await app.page.inputValue('[data-testid="contact-x"]')).replace(',', '.')) * 10;
    const y = Number((await app.page.inputValue('[data-testid="contact-y"]')).replace(',', '.')) * 10;
    // The point under the finger: on the target's base (the figure may stand above it), not elsewhere.
    expect(Math.hypot(x - z.position[0], y - z.position[1])).toBeLessThan(30);
    const j = judgeContactPoint(new World(scene), { mover: 'R8', target, at: { x, y }, action: 'engage' });
    expect(await app.page.getAttribute('[data-testid="contact-answer"]', 'data-verdict')).toBe(j.verdict);
    // The tap picked a point: the mover is still the selection, nothing was moved.
    expect((await sceneOf(app.page)).fighters).toEqual(scene.fighters);
    expect(app.errors).toEqual([]);
  });

  it('the Move tool: the assault shot before an engagement, as the engine judges it (R-9.4, VI-B-3)', async () => {
    const scene = parseScene(await sceneOf(app.page));
    const target = await app.page.inputValue('[data-testid="assault-target"]');
    await app.page.click('[data-testid="assault-shot"]');
    await settle(app.page);
    const j = judgeAssaultShot(new World(scene), 'R8', target, 'engage');
    expect(await app.page.getAttribute('[data-testid="shot-answer"]', 'data-legal')).toBe(String(j.legal));
    const text = (await app.page.textContent('[data-testid="shot-answer"]')) ?? '';
    expect(text).toContain(`R8 → ${target} (assault shot, engagement)`);
    expect(text).toContain(j.legal ? 'difficulty 7 whatever the range' : 'NO SHOT');
    expect(await app.page.isVisible('[data-testid="shot-answer"]')).toBe(true);
    await screenshot(app.page, 'assault-shot');
    expect(app.errors).toEqual([]);
  });

  it('the Move tool: the engagement redirected when its target is gone, as the engine judges it (R-6.16, V-B-3)', async () => {
    const scene = parseScene(await sceneOf(app.page));
    const gone = await app.page.inputValue('[data-testid="assault-target"]');
    const to = await app.page.inputValue('[data-testid="redirect-to"]');
    // Another enemy to redirect to, never the gone target itself.
    expect(to).not.toBe('');
    expect(to).not.toBe(gone);
    await app.page.click('[data-testid="redirect"]');
    await settle(app.page);
    const j = judgeRedirect(new World(scene), { mover: 'R8', gone, newTarget: to, action: 'engage' });
    expect(await app.page.getAttribute('[data-testid="redirect-answer"]', 'data-legal')).toBe(
      String(j.redirected!.legal),
    );
    const text = (await app.page.textContent('[data-testid="redirect-answer"]')) ?? '';
    expect(text).toContain(`${gone} is gone: R8 goes to its place`);
    expect(text).toContain(`to face ${to}`);
    const endFacing = Number((((j.redirected!.endFacing % 360) + 360) % 360).toFixed(3));
    expect(text).toContain(moveSummaryWords(j.redirected!, 'R8', endFacing).head.en);
    expect(text).toContain('Or it stays where it is, or turns its assault into a run');
    expect(await app.page.isVisible('[data-testid="redirect-answer"]')).toBe(true);
    await screenshot(app.page, 'assault-redirect');
    expect(app.errors).toEqual([]);
  });

  it('the Dispersion tool: an area without dispersion on a fighter lists whom it covers (R-7.5)', async () => {
    await app.page.keyboard.press('Escape');
    await app.page.click('[data-testid="tool-dispersion"]');
    await app.page.waitForSelector('[data-testid="area-panel"]');
    const scene = parseScene(await sceneOf(app.page));
    const centre = scene.fighters[0].id;
    await app.page.selectOption('[data-testid="area-centre"]', centre);
    await app.page.click('[data-testid="area-show"]');
    await settle(app.page);
    const radius = Number(await app.page.inputValue('[data-testid="dispersion-radius"]')) * 10;
    const area = areaOfEffect(scene, { fighter: centre }, radius);
    // The centre's own base lies within the area: never an empty list to compare.
    expect(area.hits.length).toBeGreaterThan(0);
    expect(Number(await app.page.getAttribute('[data-testid="area-result"]', 'data-count'))).toBe(area.hits.length);
    for (const h of area.hits) expect(await app.page.isVisible(`[data-testid="area-hit-${h.id}"]`)).toBe(true);
    expect(app.errors).toEqual([]);
  });

  it('the Move tool: the penalties of this turn’s recorded charges, as the engine weighs them (R-6.7, V-B-3)', async () => {
    const text = readFileSync(join(__dirname, '../../assets/games/example.json'), 'utf8');
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'example.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await settle(app.page, 300);
    await app.page.keyboard.press('Escape');
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R1');
    await app.page.click('[data-testid="action-charge"]');
    await app.page.click('[data-testid="penalties"]');
    await settle(app.page);
    // Turn 3 of the example game: R4 charges B6 (activation 7), B7 charges R3 (activation 14); each
    // group weighed on its own, as the record's verdicts say: B6 not penalised, R3 penalised.
    const { turn, charges } = turnCharges(parseGameText(text));
    const groups = chargeGroups(new World(parseScene(await sceneOf(app.page))), charges);
    expect(turn).toBe(3);
    expect(groups.map((g) => g.penalised)).toEqual([false, true]);
    const answer = app.page.locator('[data-testid="penalties-answer"]');
    expect(await answer.getAttribute('data-groups')).toBe(String(groups.length));
    const said = (await answer.textContent()) ?? '';
    expect(said).toContain('Charge penalties of turn 3');
    for (const [i, g] of groups.entries()) {
      expect(await app.page.getAttribute(`[data-testid="penalty-group-${i}"]`, 'data-penalised')).toBe(
        String(g.penalised),
      );
      expect(said).toContain(chargeGroupWords(g).en);
    }
    expect(await answer.isVisible()).toBe(true);
    await screenshot(app.page, 'assault-penalties');
    expect(app.errors).toEqual([]);
  });

  it('in French: the penalties and the redirected charge in the words of mire penalties and mire path --redirect --lang fr', async () => {
    await switchLang(app.page);
    await app.page.click('[data-testid="penalties"]');
    await settle(app.page);
    const scene = parseScene(await sceneOf(app.page));
    const game = parseGameText(readFileSync(join(__dirname, '../../assets/games/example.json'), 'utf8'));
    const groups = chargeGroups(new World(scene), turnCharges(game).charges);
    const said = (await app.page.textContent('[data-testid="penalties-answer"]')) ?? '';
    expect(said).toContain('Pénalités de charge du tour 3');
    for (const g of groups) expect(said).toContain(chargeGroupWords(g).fr);
    const gone = await app.page.inputValue('[data-testid="assault-target"]');
    const to = await app.page.inputValue('[data-testid="redirect-to"]');
    await app.page.click('[data-testid="redirect"]');
    await settle(app.page);
    const j = judgeRedirect(new World(scene), { mover: 'R1', gone, newTarget: to, action: 'charge' });
    const text = (await app.page.textContent('[data-testid="redirect-answer"]')) ?? '';
    expect(text).toContain(redirectChoicesWords(j).fr);
    expect(text).toContain(`${gone} n’est plus là : R1 se rend à sa place`);
    expect(app.errors).toEqual([]);
  });
});

// Rag'narok units: archers L (leader) and M face wolves T (leader), T2 and T3, a rock
// between them. Worked with the engine's rules: edge to edge L–T is 260 − 15 − 15 = 230 mm, range 2
// the rock stands between the units: + 2 interference, difficulty 4; losses nearest L
// first: T2 at √(240² + 40²) − 30 ≈ 213.3 mm, T at 230 mm, T3 at √(300² + 40²) − 30 ≈ 272.7 mm.
const RAGNAROK = {
  version: 1,
  ruleset: 'ragnarok',
  name: 'Units',
  table: {
    width: 1200,
    depth: 600,
  },
  units: [
    {
      id: 'archers',
    },
    {
      id: 'wolves',
    },
  ],
  fighters: [
    {
      id: 'L',
      side: 'red',
      size: 2,
      mov: 10,
      unit: 'archers',
      leader: true,
      base: {
        type: 'round',
        diameter: 30,
      },
      position: [200, 300],
      facing: 0,
    },
    {
      id: 'M',
      side: 'red',
      size: 2,
      mov: 10,
      unit: 'archers',
      base: {
        type: 'round',
        diameter: 30,
      },
      position: [200, 340],
      facing: 0,
    },
    {
      id: 'T',
      side: 'blue',
      size: 2,
      mov: 10,
      unit: 'wolves',
      leader: true,
      base: {
        type: 'round',
        diameter: 30,
      },
      position: [460, 300],
      facing: 180,
    },
    {
      id: 'T2',
      side: 'blue',
      size: 2,
      mov: 10,
      unit: 'wolves',
      base: {
        type: 'round',
        diameter: 30,
      },
      position: [440, 260],
      facing: 180,
    },
    {
      id: 'T3',
      side: 'blue',
      size: 2,
      mov: 10,
      unit: 'wolves',
      base: {
        type: 'round',
        diameter: 30,
      },
      position: [500, 340],
      facing: 180,
    },
  ],
  scenery: [
    {
      id: 'rock',
      kind: 'rocks',
      shape: {
        type: 'polygon',
        points: [
          [320, 280],
          [340, 280],
          [340, 300],
          [320, 300],
        ],
      },
    },
  ],
};

describe("Rag'narok units on the Sight card and in the Move tool", () => {
  let rag: App;
  beforeAll(async () => {
    rag = await startApp();
    await rag.open();
    await rag.page.setInputFiles('[data-testid="load-file"]', {
      name: 'units.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(RAGNAROK)),
    });
    await settle(rag.page, 300);
  });
  afterAll(async () => {
    await rag?.close();
  });

  it('the Sight card: the archers’ unit shot at the wolves, leader to leader, interference and losses (R-9.6)', async () => {
    await rag.page.keyboard.press('s');
    await clickFighter(rag.page, 'L');
    await clickFighter(rag.page, 'T');
    const shot = rag.page.locator('[data-testid="unit-shot"]');
    await shot.waitFor();
    const s = judgeUnitShot(new World(parseScene(RAGNAROK)), 'archers', 'wolves');
    expect(s.legal).toBe(true);
    expect(s.difficulty).toBe(4);
    expect(s.interference).toEqual(['rock']);
    expect(s.losses.map((l) => l.fighter)).toEqual(['T2', 'T', 'T3']);
    expect(s.distanceMm).toBeCloseTo(230, 6);
    expect(await shot.getAttribute('data-legal')).toBe(String(s.legal));
    expect(await shot.getAttribute('data-difficulty')).toBe(String(s.difficulty));
    expect(await shot.locator('summary').textContent()).toContain(unitShotLine(s).en);
    // Collapsed: the losses show once the line is opened.
    expect(await shot.getByText('Losses, nearest').isVisible()).toBe(false);
    await shot.locator('summary').click();
    expect(await shot.textContent()).toContain(lossesWords(s).en);
    expect(await shot.getByText('Losses, nearest').isVisible()).toBe(true);
    await screenshot(rag.page, 'sight-unit-shot');
    expect(rag.errors).toEqual([]);
  });

  it('the Move tool: the wolves flee 2 × MOV 10 = 20 cm towards the nearest edge and survive (R-6.18)', async () => {
    await rag.page.keyboard.press('Escape');
    await rag.page.keyboard.press('m');
    await clickFighter(rag.page, 'T2');
    await rag.page.click('[data-testid="flee"]');
    await settle(rag.page);
    // T2's base is 260 − 15 = 245 mm from the near edge (y 0), T3's 600 − 340 − 15 = 245 mm from the
    // far edge: tied, the first is taken; 245 mm is more than the 200 mm of flight, so it survives.
    const f = judgeFlight(new World(parseScene(RAGNAROK)), 'wolves');
    expect(f.edge).toBe('bottom');
    expect(f.edgesTied).toEqual(['bottom', 'top']);
    expect(f.edgeDistanceMm).toBeCloseTo(245, 6);
    expect(f.distanceMm).toBe(200);
    expect(f.eliminated).toBeNull();
    const answer = rag.page.locator('[data-testid="flee-answer"]');
    expect(await answer.getAttribute('data-eliminated')).toBe('false');
    const text = (await answer.textContent()) ?? '';
    for (const line of flightWords(f)) expect(text).toContain(line.en);
    expect(await answer.isVisible()).toBe(true);
    await screenshot(rag.page, 'move-flee');
    expect(rag.errors).toEqual([]);
  });

  it('in French: the flight and the unit shot in the words of mire flee --lang fr and mire unit-shot --lang fr', async () => {
    await switchLang(rag.page);
    await rag.page.click('[data-testid="flee"]');
    await settle(rag.page);
    const world = new World(parseScene(RAGNAROK));
    const f = judgeFlight(world, 'wolves');
    const said = (await rag.page.textContent('[data-testid="flee-answer"]')) ?? '';
    for (const line of flightWords(f)) expect(said).toContain(line.fr);
    // French number format: "20,0 cm", never "20.0".
    expect(said).toContain('20,0 cm');
    expect(await rag.page.textContent('[data-testid="flee"]')).toContain('Fuir');
    await rag.page.keyboard.press('Escape');
    await rag.page.keyboard.press('s');
    await clickFighter(rag.page, 'L');
    await clickFighter(rag.page, 'T');
    const shot = rag.page.locator('[data-testid="unit-shot"]');
    await shot.waitFor();
    const s = judgeUnitShot(world, 'archers', 'wolves');
    expect(await shot.locator('summary').textContent()).toContain(unitShotLine(s).fr);
    expect(rag.errors).toEqual([]);
  });
});
