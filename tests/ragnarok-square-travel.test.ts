// Rag'narok: "a move's length is the distance its base travels". A square or rectangular
// base is measured squared up to its goal (geometry/ragnarok/edge-start.ts); its travel to a target
// lies within squaredUpBoundsMm of the gap edge to edge as the base stands. Hand-worked with a
// round 30 mm target (radius 15) whose centre is 100 mm from the mover's: D = 85 mm from the
// mover's centre to the target's edge.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeMove } from '../geometry/moves';
import { squaredUpBoundsMm } from '../geometry/ragnarok/edge-start';
import { fighter, makeWorld, rect, round, square } from './support/build';

type Base = ReturnType<typeof square> | ReturnType<typeof rect>;
const charge = (base: Base, facing: number, at: [number, number] = [400, 300]) => {
  const world = makeWorld({
    ruleset: 'ragnarok',
    fighters: [fighter('A', base, [300, 300], facing, { mov: 50 }), fighter('T', round(30), at, 0, { side: 'blue' })],
  });
  const j = judgeMove(world, { mover: 'A', goal: { target: 'T' }, action: 'charge' });
  return { lengthMm: j.lengthMm, gapMm: world.distanceMm('A', 'T') };
};

describe('R-2.1 a square base squared up to its goal, against the gap as it stands', () => {
  it('25 mm square facing 45°: travels 85 − 12.5 = 72.5 mm; its corner is 85 − 17.68 = 67.32 away: 5.18 mm more, the bound', () => {
    const { lengthMm, gapMm } = charge(square(25), 45);
    expect(lengthMm).toBeCloseTo(72.5, 6);
    expect(gapMm).toBeCloseTo(85 - 12.5 * Math.SQRT2, 6);
    expect(lengthMm - gapMm).toBeCloseTo(squaredUpBoundsMm(square(25)).above, 6);
    expect(squaredUpBoundsMm(square(25)).above).toBeCloseTo(5.18, 2);
  });

  it('facing the target squarely, the travel is the gap: 72.5 mm', () => {
    const { lengthMm, gapMm } = charge(square(25), 0);
    expect(lengthMm).toBeCloseTo(72.5, 6);
    expect(gapMm).toBeCloseTo(72.5, 6);
  });

  it('25 × 50 rectangle side on (facing 90°): travels 85 − 25 = 60 mm, its long side 72.5 away: 12.5 mm less, the bound below', () => {
    const { lengthMm, gapMm } = charge(rect(25, 50), 90);
    expect(lengthMm).toBeCloseTo(60, 6);
    expect(gapMm).toBeCloseTo(72.5, 6);
    expect(gapMm - lengthMm).toBeCloseTo(squaredUpBoundsMm(rect(25, 50)).below, 6);
    expect(squaredUpBoundsMm(rect(25, 50))).toEqual({ below: 12.5, above: (Math.hypot(25, 50) - 50) / 2 });
  });

  it('property: any base, facing and target place, travel − gap within the bounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 20, max: 60 }).map((w) => square(w)),
          fc.tuple(fc.integer({ min: 20, max: 40 }), fc.integer({ min: 0, max: 40 })).map(([w, x]) => rect(w, w + x)),
        ),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 80, max: 250, noNaN: true }),
        (base, facing, dirRad, far) => {
          const at: [number, number] = [300 + far * Math.cos(dirRad), 300 + far * Math.sin(dirRad)];
          const { lengthMm, gapMm } = charge(base, facing, at);
          const b = squaredUpBoundsMm(base);
          expect(lengthMm - gapMm).toBeLessThanOrEqual(b.above + 1e-6);
          expect(gapMm - lengthMm).toBeLessThanOrEqual(b.below + 1e-6);
        },
      ),
      { numRuns: 80 },
    );
  });
});
