// The free edges of a target (geometry/moves/free-edges.ts) are found from
// closed-form events, never sampled: checked here against dense sampling of the target's outline
// (the sampling lives in this test only) on random tables (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Base, baseFootprint } from '../geometry/base';
import { penetrationMm } from '../geometry/footprint';
import { baseAtSight, edgesOf, freeRuns, standingProblems } from '../geometry/moves';
import { World } from '../geometry/world';
import { box, fighter, makeScene } from './support/build';

const BASES: Base[] = [
  { type: 'square', width: 25 },
  { type: 'square', width: 37.5 },
  { type: 'round', diameter: 30 },
  { type: 'round', diameter: 40 },
  { type: 'rect', width: 25, depth: 50 },
];

const baseArb = fc.constantFrom(...BASES);
const blockerArb = fc.record({
  base: baseArb,
  angleDeg: fc.double({ min: 0, max: 360, noNaN: true }),
  gapMm: fc.double({ min: 0, max: 40, noNaN: true }),
  facing: fc.double({ min: 0, max: 360, noNaN: true }),
});
const tableArb = fc.record({
  target: baseArb,
  targetFacing: fc.double({ min: 0, max: 360, noNaN: true }),
  // Near the table's corner sometimes: the table's edges bound the free edges too.
  at: fc.constantFrom<[number, number]>([300, 300], [40, 40], [30, 300]),
  mover: baseArb,
  blockers: fc.array(blockerArb, { minLength: 1, maxLength: 5 }),
  wall: fc.boolean(),
});

/** A table from the drawn values: blockers round the target, at a gap from its centre. */
type Drawn = {
  target: Base;
  targetFacing: number;
  at: [number, number];
  mover: Base;
  blockers: { base: Base; angleDeg: number; gapMm: number; facing: number }[];
  wall: boolean;
};
function tableOf(t: Drawn): World {
  const [x, y] = t.at;
  const fighters = [
    fighter('T', t.target, [x, y], t.targetFacing, { side: 'blue' }),
    fighter('M', t.mover, [1100, 500], 0),
  ];
  t.blockers.forEach((b, i) => {
    const r = 35 + b.gapMm;
    const a = (b.angleDeg * Math.PI) / 180;
    const f = fighter(`B${i}`, b.base, [x + r * Math.cos(a), y + r * Math.sin(a)], b.facing, {
      side: i % 2 ? 'red' : 'blue',
    });
    // A valid table: a blocker overlapping one already placed is left out.
    const print = baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing ?? 0);
    if (
      fighters.every(
        (o) =>
          penetrationMm(print, baseFootprint(o.base, { x: o.position[0], y: o.position[1] }, o.facing ?? 0)) <= 0.5,
      )
    )
      fighters.push(f);
  });
  const scenery = t.wall ? [box('wall', x + 20, y - 60, x + 30, y - 20, { size: 3 })] : [];
  return new World(makeScene({ fighters, scenery }));
}

describe('R-6.6 free edges against dense sampling of the outline', () => {
  it('every sampled free spot lies in a free run, and every run is free (fast-check)', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const w = tableOf(t);
        const me = w.fighter('M');
        const runs = freeRuns(w, { mover: 'M', target: 'T' });
        const fits = (at: { sight: { x: number; y: number }; facingDeg: number }) =>
          standingProblems(w, 'M', baseAtSight(me.base, at.sight, at.facingDeg), false).length === 0;
        const edges = edgesOf(w.footprintOf('T'));
        const SAMPLES = 720;
        for (let e = 0; e < edges.length; e++) {
          const edge = edges[e];
          const end = edge.motion.kind === 'slide' ? 1 : 2 * Math.PI;
          const mine = runs.filter(
            (r) =>
              r.edge === edge ||
              (r.edge.motion.kind === edge.motion.kind &&
                r.edge.at(0).sight.x === edge.at(0).sight.x &&
                r.edge.at(0).sight.y === edge.at(0).sight.y &&
                r.edge.at(0).facingDeg === edge.at(0).facingDeg),
          );
          for (let k = 0; k <= SAMPLES; k++) {
            const u = (k / SAMPLES) * end;
            if (!fits(edge.at(u))) continue;
            const inRun = mine.some((r) => u >= r.lo - 1e-9 && u <= r.hi + 1e-9);
            expect(inRun, `edge ${e} at ${u}: free, but in no run`).toBe(true);
          }
          for (const r of mine)
            expect(fits(edge.at((r.lo + r.hi) / 2)), `run ${r.lo}..${r.hi} of edge ${e}`).toBe(true);
        }
      }),
      { numRuns: 80, seed: 19 },
    );
  });
});
