// R-6.18 Rag'narok "Fleeing": "moves twice its Movement cm towards the nearest edge of the
// battlefield ... in a straight line, skirting around terrain and friendly units". Hand-worked on
// round 30 mm bases (radius 15) on a 1200 x 600 table, the far edge (y 600) the nearest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseFootprint } from '../geometry/base';
import { type Footprint, circle, distanceMm } from '../geometry/footprint';
import { judgeFlight } from '../geometry/ragnarok';
import { SWEEP_BOUND_MM, sweptDistanceMm } from '../geometry/ragnarok/flee-sweep';
import type { RoutePiece } from '../geometry/route';
import { parseScene, type SceneInput } from '../geometry/scene';
import { World } from '../geometry/world';
import { flightWords } from '../src/words';
import { box, fighter, round, square } from './support/build';

type F = NonNullable<SceneInput['fighters']>[number];
const world = (fighters: F[], scenery: SceneInput['scenery'] = []) =>
  new World(parseScene({ version: 1, ruleset: 'ragnarok', table: { width: 1200, depth: 600 }, fighters, scenery }));
const member = (id: string, unit: string, side: string, at: [number, number], extra: Partial<F> = {}) =>
  fighter(id, round(30), at, 0, { unit, side, ...extra });

// P at (600, 450), 135 mm from the far edge. The rock x 590..650, y 500..530 stands in its way:
// its centre goes round the rock's corner (590, 500) at 15 mm, left being shorter. The tangent
// from P to that circle: |P − C| = √(10² + 50²) = √2600 = 50.990, length √(2600 − 15²) = 48.734;
// the arc from −151.582° to 180° is 28.418° of radius 15 = 7.440; then straight up x 575 from
// (575, 500) to where the base touches the edge, y 585: 85. Route to the edge 141.174 mm.
const ROCK = box('rock', 590, 500, 650, 530, { kind: 'rocks' });
const TO_EDGE_MM = Math.sqrt(2375) + 15 * (Math.PI - Math.acos(15 / Math.sqrt(2600)) + Math.atan2(-50, 10)) + 85;

describe('R-6.18 a fleeing fighter skirts scenery', () => {
  it('the route round the rock is 141.174 mm: MOV 7 (140 mm) stays on the table where straight would leave', () => {
    expect(TO_EDGE_MM).toBeCloseTo(141.174, 3);
    const f = judgeFlight(world([member('P', 'U', 'red', [600, 450], { mov: 7 })], [ROCK]), 'U');
    expect(f.edge).toBe('top');
    expect(f.edgeDistanceMm).toBeCloseTo(135, 9);
    expect(f.eliminated).toBeNull();
    const m = f.moves[0];
    expect(m.skirts).toEqual(['rock']);
    expect(m.lengthMm).toBeCloseTo(140, 9);
    // 140 − 48.734 − 7.440 = 83.826 up from (575, 500).
    expect(m.to.x).toBeCloseTo(575, 6);
    expect(m.to.y).toBeCloseTo(500 + 140 - (TO_EDGE_MM - 85), 6);
    // Without the rock the straight 140 mm is 5 mm past the 135 mm gap: the unit leaves.
    const straight = judgeFlight(world([member('P', 'U', 'red', [600, 450], { mov: 7 })]), 'U');
    expect(straight.eliminated).toEqual({ code: 'leaves-table', rule: 'R-6.18', fighters: ['P'] });
  });

  it('MOV 5 (100 mm) ends on the far side of the corner; MOV 10 (200 mm) leaves the table', () => {
    const five = judgeFlight(world([member('P', 'U', 'red', [600, 450], { mov: 5 })], [ROCK]), 'U');
    expect(five.moves[0].to.x).toBeCloseTo(575, 6);
    expect(five.moves[0].to.y).toBeCloseTo(543.826, 3);
    const ten = judgeFlight(world([member('P', 'U', 'red', [600, 450], { mov: 10 })], [ROCK]), 'U');
    expect(ten.eliminated).toEqual({ code: 'leaves-table', rule: 'R-6.18', fighters: ['P'] });
    expect(ten.moves[0].lengthMm).toBeCloseTo(TO_EDGE_MM, 6);
  });

  it('an enemy beside the skirting route is met: 0 mm from its side at x 545, not at 543.5', () => {
    // The base's side runs along x 575 − 15 = 560 from y 500: G (Ø30) centred at x 545 touches it.
    const met = judgeFlight(
      world([member('P', 'U', 'red', [600, 450], { mov: 7 }), member('G', 'V', 'blue', [545, 540])], [ROCK]),
      'U',
    );
    expect(met.eliminated).toEqual({ code: 'meets-enemy', rule: 'R-6.18', fighters: ['P'], enemies: ['G'] });
    // 1.5 mm away: beyond τ (0.5 mm), no contact.
    const clear = judgeFlight(
      world([member('P', 'U', 'red', [600, 450], { mov: 7 }), member('G', 'V', 'blue', [543.5, 540])], [ROCK]),
      'U',
    );
    expect(clear.eliminated).toBeNull();
  });
});

describe('R-6.18 friendly units are skirted, the fleeing unit is not', () => {
  it('a friend of another unit in the way is skirted; a member of the fleeing unit is passed', () => {
    // F (another red unit) at (610, 515): P's straight line x 585..615 meets it. Going round its
    // left, P's centre keeps 30 mm from F's centre C: the tangent from P, √(10² + 65² − 30²) =
    // √3425 = 58.524; the arc from −161.605° to 180°, 18.395° of radius 30 = 9.631; up x 580 from
    // y 515 to 585: 70. 138.155 mm to the edge, less than the 200 mm flight.
    const other = judgeFlight(
      world([member('P', 'U', 'red', [600, 450], { mov: 10 }), member('F', 'W', 'red', [610, 515])]),
      'U',
    );
    expect(other.moves[0].skirts).toEqual(['F']);
    const arc = 30 * (Math.PI + Math.atan2(-65, -10) - Math.acos(30 / Math.hypot(10, 65)));
    expect(other.moves[0].lengthMm).toBeCloseTo(Math.sqrt(3425) + arc + 70, 6);
    expect(other.moves[0].lengthMm).toBeCloseTo(138.155, 3);
    expect(other.eliminated).toEqual({ code: 'leaves-table', rule: 'R-6.18', fighters: ['P'] });
    const own = judgeFlight(
      world([member('P', 'U', 'red', [600, 400], { mov: 10 }), member('Q', 'U', 'red', [600, 470], { mov: 10 })]),
      'U',
    );
    // P goes straight up through Q's place: 185 mm to the edge, 200 mm of flight: it leaves.
    expect(own.moves.find((m) => m.fighter === 'P')!.skirts).toEqual([]);
    expect(own.moves.find((m) => m.fighter === 'P')!.to).toEqual({ x: 600, y: 585 });
  });

  it('walled in by other units on every side, a fighter stays where it is, named', () => {
    const ring: F[] = [];
    // Six bases 31 mm from P's centre: 31 mm apart, gaps of 1 mm that no 30 mm base passes.
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 3;
      ring.push(member(`R${k}`, 'W', 'red', [600 + 31 * Math.cos(a), 300 + 31 * Math.sin(a)]));
    }
    const f = judgeFlight(world([member('P', 'U', 'red', [600, 300]), ...ring]), 'U');
    expect(f.moves[0].walledIn).toBe(true);
    expect(f.moves[0].to).toEqual({ x: 600, y: 300 });
    const words = flightWords(f).map((w) => w.en);
    expect(words.some((w) => w.includes('P cannot get round'))).toBe(true);
  });

  it('a fighter standing on a hill (its centre inside, as R-5.5 reads it) leaves it, straight to the edge', () => {
    // P at (600, 320) on the hill x 550..650, y 250..350: the far edge is 600 − 335 = 265 mm away,
    // the flight 200 mm: it ends at (600, 520).
    const hill = box('hill', 550, 250, 650, 350, { kind: 'rocks', size: 1 });
    const f = judgeFlight(world([member('P', 'U', 'red', [600, 320])], [hill]), 'U');
    expect(f.edge).toBe('top');
    expect(f.moves[0].walledIn).toBe(false);
    expect(f.moves[0].skirts).toEqual([]);
    expect(f.moves[0].to.x).toBeCloseTo(600, 9);
    expect(f.moves[0].to.y).toBeCloseTo(520, 9);
    expect(f.eliminated).toBeNull();
  });

  it('the words say the route and what is skirted, in English and French', () => {
    const f = judgeFlight(world([member('P', 'U', 'red', [600, 450], { mov: 7 })], [ROCK]), 'U');
    const w = flightWords(f);
    expect(w.map((l) => l.en).join('\n')).toContain('P skirts rock, travelling 14.0 cm');
    expect(w.map((l) => l.fr).join('\n')).toContain('P contourne rock et parcourt 14,0 cm');
  });
});

describe('a square base turning along an arc (flee-sweep.ts)', () => {
  // The oracle: the nearest of poses every 1e-4 rad. No point of the base moves more than
  // ρ · 1e-4 ≤ 0.006 mm (ρ ≤ 40 + 17.68) between two poses, so the true swept distance lies
  // within [oracle − 0.006, oracle].
  const ORACLE_STEP_RAD = 1e-4;
  const oracle = (base: { type: 'square'; width: number }, p: RoutePiece & { type: 'arc' }, other: Footprint) => {
    const n = Math.max(1, Math.ceil(Math.abs(p.sweepRad) / ORACLE_STEP_RAD));
    const turn = p.sweepRad >= 0 ? Math.PI / 2 : -Math.PI / 2;
    let best = Infinity;
    for (let k = 0; k <= n; k++) {
      const ang = p.startRad + (p.sweepRad * k) / n;
      const c = { x: p.center.x + p.radiusMm * Math.cos(ang), y: p.center.y + p.radiusMm * Math.sin(ang) };
      best = Math.min(best, distanceMm(baseFootprint(base, c, ((ang + turn) * 180) / Math.PI), other));
    }
    return best;
  };

  it(`is within ${SWEEP_BOUND_MM} mm of a fine oracle (fast-check)`, () => {
    fc.assert(
      fc.property(
        fc.double({ min: 5, max: 40, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        (radiusMm, startRad, sweepRad, dirRad, farMm) => {
          const base = square(25);
          const piece = { type: 'arc' as const, center: { x: 0, y: 0 }, radiusMm, startRad, sweepRad, lengthMm: 1 };
          const reach = radiusMm + 17.68 + farMm;
          const other = circle({ x: reach * Math.cos(dirRad), y: reach * Math.sin(dirRad) }, 5);
          const start = { x: radiusMm * Math.cos(startRad), y: radiusMm * Math.sin(startRad) };
          const facing = ((startRad + (sweepRad >= 0 ? Math.PI / 2 : -Math.PI / 2)) * 180) / Math.PI;
          const got = sweptDistanceMm(base, start, facing, [piece], other);
          const want = oracle(base, piece, other);
          expect(got).toBeGreaterThanOrEqual(want - 0.006 - SWEEP_BOUND_MM);
          expect(got).toBeLessThanOrEqual(want + SWEEP_BOUND_MM);
        },
      ),
      { numRuns: 100 },
    );
  });
});
