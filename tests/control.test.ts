// control of an area (Confédé III-A-2), R-8.5 Rag'narok control and objectives, R-1.3 power.
import { describe, expect, it } from 'vitest';
import { controlOfZone, objectiveControl, strategicValue, zoneByName, type NamedZone } from '../geometry/control';
import { fighterPower } from '../geometry/power';
import { parseScene, type SceneInput } from '../geometry/scene';
import { runMire } from './support/cli';
import { fighter, rect, round, square } from './support/build';
import { SCENARIOS, loadScenario } from './support/scenes';
import { join } from 'node:path';

const BOX: NamedZone = {
  name: 'box',
  shape: {
    kind: 'polygon',
    points: [
      { x: 400, y: 100 },
      { x: 800, y: 100 },
      { x: 800, y: 500 },
      { x: 400, y: 500 },
    ],
  },
};

function scene(fighters: SceneInput['fighters'], extra: Partial<SceneInput> = {}) {
  return parseScene({ version: 1, table: { width: 1200, depth: 600 }, fighters, ...extra });
}

describe('R-1.3 power', () => {
  it('Confédé: 1 for size 1 and 2, else size − 1', () => {
    const p = (size: number) => fighterPower({ size, base: square(25) }, 'confede');
    expect([1, 2, 3, 4, 5, 7].map(p)).toEqual([1, 1, 2, 3, 4, 6]);
    expect(fighterPower({ size: 3, base: square(25) }, 'c3')).toBe(2);
  });

  it("Rag'narok: 1 on an infantry base (30 mm), 2 on a larger one", () => {
    expect(fighterPower({ size: 4, base: square(30) }, 'ragnarok')).toBe(1);
    expect(fighterPower({ size: 2, base: round(40) }, 'ragnarok')).toBe(2);
    expect(fighterPower({ size: 2, base: rect(25, 50) }, 'ragnarok')).toBe(2);
  });
});

describe('R-8.4 strategic value with wounds', () => {
  it('serious −5, critical −10, never below 0; no value counts 0', () => {
    expect(strategicValue({ value: 30, wound: 'serious' })).toBe(25);
    expect(strategicValue({ value: 30, wound: 'critical' })).toBe(20);
    expect(strategicValue({ value: 8, wound: 'critical' })).toBe(0);
    expect(strategicValue({ value: 30, wound: 'light' })).toBe(30);
    expect(strategicValue({})).toBe(0);
  });
});

describe('R-8.4 control: greater power AND greater strategic value, whole bases only', () => {
  const red = (id: string, x: number, y: number, value: number, size = 2, extra = {}) =>
    fighter(id, square(25), [x, y], 0, { side: 'red', size, value, ...extra });
  const blue = (id: string, x: number, y: number, value: number, size = 2, extra = {}) =>
    fighter(id, round(40), [x, y], 180, { side: 'blue', size, value, ...extra });

  it('more power and more value: controls', () => {
    // red: power 1 + 1 + 1 = 3, value 20 + 15 + 10 = 45; blue: size 3 → power 2, value 40.
    const r = controlOfZone(
      scene([red('R1', 500, 200, 20), red('R2', 500, 300, 15), red('R3', 500, 400, 10), blue('B1', 700, 300, 40, 3)]),
      BOX,
    );
    expect(r.rule).toBe('R-8.4');
    expect(r.totals).toEqual([
      { side: 'red', fighters: ['R1', 'R2', 'R3'], power: 3, value: 45 },
      { side: 'blue', fighters: ['B1'], power: 2, value: 40 },
    ]);
    expect(r).toMatchObject({ state: 'controls', controller: 'red' });
  });

  it('more power but less value: disputed; equal power: disputed', () => {
    const lessValue = controlOfZone(
      scene([red('R1', 500, 200, 10), red('R2', 500, 300, 10), red('R3', 500, 400, 10), blue('B1', 700, 300, 40, 3)]),
      BOX,
    );
    expect(lessValue).toMatchObject({ state: 'disputed', controller: null });
    const tie = controlOfZone(
      scene([red('R1', 500, 200, 50), red('R2', 500, 300, 50), blue('B1', 700, 300, 40, 3)]),
      BOX,
    );
    expect(tie.state).toBe('disputed');
  });

  it('a wound can turn the verdict: a critical wound takes 10 off', () => {
    const fine = controlOfZone(scene([red('R1', 500, 200, 30), blue('B1', 700, 300, 25)]), BOX);
    expect(fine.state).toBe('disputed'); // power 1 vs 1
    const ok = controlOfZone(scene([red('R1', 500, 200, 30, 3), blue('B1', 700, 300, 25)]), BOX);
    expect(ok.controller).toBe('red');
    const hurt = controlOfZone(
      scene([red('R1', 500, 200, 30, 3, { wound: 'critical' }), blue('B1', 700, 300, 25)]),
      BOX,
    );
    expect(hurt.state).toBe('disputed');
  });

  it('a base straddling the zone line does not count, and is named', () => {
    // B1 (Ø40) centred on x = 800, the zone's edge.
    const r = controlOfZone(scene([red('R1', 500, 200, 5), blue('B1', 800, 300, 100, 4)]), BOX);
    expect(r.counted.map((c) => c.id)).toEqual(['R1']);
    expect(r.notCounted).toEqual([{ id: 'B1', reason: 'partly-inside' }]);
    expect(r.controller).toBe('red');
  });

  it('a base touching the zone edge from inside counts (closed zone, R-0.3 reading)', () => {
    const r = controlOfZone(scene([red('R1', 412.5, 200, 5)]), BOX);
    expect(r.counted.map((c) => c.id)).toEqual(['R1']);
  });

  it('nobody in the zone: not controlled (empty); fighters without a value are listed', () => {
    expect(controlOfZone(scene([red('R1', 100, 200, 5)]), BOX).state).toBe('empty');
    const r = controlOfZone(scene([fighter('X', square(25), [500, 200], 0, { side: 'red' })]), BOX);
    expect(r.valueMissing).toEqual(['X']);
  });

  it('the Conquest fixture: red holds its zone, the centre is disputed, blue holds its zone', () => {
    const s = loadScenario('control-conquest');
    const verdict = (name: string) => {
      const r = controlOfZone(s, zoneByName(s, name)!);
      return [r.state, r.controller];
    };
    // low: R3 alone (size 3 → power 2, value 45 − 5 serious = 40).
    expect(verdict('low')).toEqual(['controls', 'red']);
    expect(verdict('red')).toEqual(['controls', 'red']);
    // centre: R1 + R2 power 2 value 35 vs B1 power 2 value 40; B2 straddles x = 750.
    expect(verdict('centre')).toEqual(['disputed', null]);
    expect(verdict('high')).toEqual(['controls', 'blue']);
    expect(verdict('table')).toEqual(['controls', 'blue']);
  });
});

describe("R-8.5 Rag'narok: greatest power, routed excluded, a tie controls nothing", () => {
  const g = (id: string, x: number, y: number, extra = {}) =>
    fighter(id, square(30), [x, y], 0, { side: 'griffin', ...extra });
  const w = (id: string, x: number, y: number, extra = {}) =>
    fighter(id, round(40), [x, y], 180, { side: 'wolfen', ...extra });

  it('zones: power only (no strategic value), a larger base is worth 2', () => {
    const r = controlOfZone(
      scene([g('G1', 500, 200), g('G2', 500, 300), w('W1', 700, 300)], { ruleset: 'ragnarok' }),
      BOX,
    );
    expect(r.rule).toBe('R-8.5');
    expect(r.state).toBe('disputed');
    const more = controlOfZone(
      scene([g('G1', 500, 200), g('G2', 500, 300), g('G3', 500, 400), w('W1', 700, 300)], { ruleset: 'ragnarok' }),
      BOX,
    );
    expect(more.controller).toBe('griffin');
    const routed = controlOfZone(
      scene([g('G1', 500, 200, { routed: true }), w('W1', 700, 300)], { ruleset: 'ragnarok' }),
      BOX,
    );
    expect(routed.controller).toBe('wolfen');
    expect(routed.notCounted).toEqual([{ id: 'G1', reason: 'routed' }]);
  });

  it('objectives within 10 cm: exactly 10 cm counts, 10.1 cm does not', () => {
    const obj = {
      id: 'seal',
      kind: 'objective' as const,
      shape: { type: 'circle' as const, center: [600, 300] as [number, number], radius: 20 },
    };
    // G1's right edge at x = 480: 100 mm from the seal's edge (x = 580). W1's left edge at 621 + 100 + 1.
    const s = scene([g('G1', 465, 300), w('W1', 741, 300)], { ruleset: 'ragnarok', scenery: [obj] });
    const [o] = objectiveControl(s);
    expect(o.rule).toBe('R-8.5');
    expect(o.counted.map((c) => c.id)).toEqual(['G1']);
    expect(o.counted[0].distanceMm).toBeCloseTo(100, 9);
    expect(o).toMatchObject({ state: 'controls', controller: 'griffin' });
  });

  it('the objectives fixture: a routed wolfen does not count; ties control nothing', () => {
    const objs = objectiveControl(loadScenario('control-ragnarok-objectives'));
    const seal = objs.find((o) => o.objective === 'seal')!;
    expect(seal.routed).toEqual(['W2']);
    expect(seal.totals.map((t) => [t.side, t.power])).toEqual([
      ['griffin', 2],
      ['wolfen', 2],
    ]);
    expect(seal.state).toBe('disputed');
    const stones = objs.find((o) => o.objective === 'stones')!;
    expect(stones.state).toBe('disputed');
  });
});

describe('zones by name', () => {
  it('low, high, centre/center, table, sides and scenery ids; unknown is null', () => {
    const s = loadScenario('control-conquest');
    expect(zoneByName(s, 'center')!.name).toBe('centre');
    expect(zoneByName(s, 'blue')!.shape).toEqual(zoneByName(s, 'high')!.shape);
    expect(zoneByName(s, 'nowhere')).toBeNull();
    const r = loadScenario('control-ragnarok-objectives');
    expect(zoneByName(r, 'seal')!.shape).toEqual({ kind: 'circle', center: { x: 600, y: 300 }, radiusMm: 20 });
  });
});

describe('mire control', () => {
  const file = join(SCENARIOS, 'control-conquest.json');

  it('--zone by name and by polygon, --json', async () => {
    const named = await runMire('control', file, '--zone', 'low', '--json');
    expect(named.code).toBe(0);
    const j = JSON.parse(named.out);
    expect(j.zones[0]).toMatchObject({ rule: 'R-8.4', state: 'controls', controller: 'red' });
    const poly = await runMire('control', file, '--zone', '450,0;750,0;750,600;450,600');
    expect(poly.code).toBe(0);
    expect(poly.out).toContain('Zone polygon: disputed (R-8.4');
    const all = await runMire('control', file);
    expect(all.out.split('\n').filter((l) => l.startsWith('Zone ')).length).toBe(3);
  });

  it('bad zones exit 2 with one line', async () => {
    for (const [zone, msg] of [
      ['nowhere', 'mire control: --zone: no zone "nowhere"'],
      ['0,0;100,100;100,0;0,100', 'mire control: --zone: polygon crosses itself'],
      ['0,0;100,0', 'mire control: --zone: a polygon needs at least 3 points'],
      ['0,0;1,x;2,2', 'mire control: --zone: expected "x,y" in mm'],
    ]) {
      const r = await runMire('control', file, '--zone', zone);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err.startsWith(msg)).toBe(true);
    }
  });
});
