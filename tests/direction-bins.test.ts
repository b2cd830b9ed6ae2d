// The direction bins behind check()'s choice of barriers (geometry/check/direction-bins.ts): with either
// slack, they propose every item whose directions meet a target's cone (R-5.3: every barrier that
// can cut a line from the sight to the target is then tested exactly); proposals() gives the
// same places as candidates(), each once, in any order. Intervals touching exactly, and cones
// across the ±π seam, are where the bins' rounding would show.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BinSlack } from '../geometry/check';
import { DirectionBins } from '../geometry/check/direction-bins';

/** Directions on bin edges (k · 2π / 512 − π) and around the seam, as well as anywhere. */
const dirArb = fc.oneof(
  fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  fc.integer({ min: 0, max: 512 }).map((k) => (k * 2 * Math.PI) / 512 - Math.PI),
  fc.constantFrom(Math.PI, -Math.PI, Math.PI - 1e-12, -Math.PI + 1e-12),
);
const halfArb = fc.oneof(fc.double({ min: 0, max: 3.5, noNaN: true }), fc.constantFrom(0, 1e-12, (2 * Math.PI) / 512));

/** An angle brought into [−π, π]. */
function wrap(a: number): number {
  if (a > Math.PI) return a - 2 * Math.PI;
  if (a < -Math.PI) return a + 2 * Math.PI;
  return a;
}

describe('direction bins', () => {
  it.each<BinSlack>(['bin', 'hair'])(
    'slack %s: every item meeting the cone is proposed, the same by proposals() and candidates()',
    (slack) => {
      fc.assert(
        fc.property(
          // Some items touch the cone exactly (their directions end where the cone's begin or end).
          fc.array(
            fc.tuple(dirArb, halfArb, fc.double({ min: 0, max: 1000, noNaN: true }), fc.constantFrom(0, 1, -1)),
            { minLength: 1, maxLength: 60 },
          ),
          dirArb,
          halfArb,
          fc.double({ min: 0, max: 1100, noNaN: true }),
          (items, dir, half, farMm) => {
            const n = items.length;
            const halfRad = Float64Array.from(items, (x) => Math.min(x[1], Math.PI));
            const dirRad = Float64Array.from(items, (x, k) =>
              x[3] === 0 ? x[0] : wrap(dir + x[3] * (halfRad[k] + half)),
            );
            const near = Float64Array.from(items, (x) => x[2]);
            const byNear = Int32Array.from({ length: n }, (_, k) => k).sort((x, y) => near[x] - near[y]);
            const bins = new DirectionBins(dirRad, halfRad, byNear, slack);
            let limit = 0;
            while (limit < n && near[byNear[limit]] < farMm) limit++;
            const out = new Int32Array(n);
            const sorted = [...out.subarray(0, bins.candidates(dir, half, limit, out))];
            const any = [...out.subarray(0, bins.proposals(dir, half, limit, out))];
            expect(new Set(any).size).toBe(any.length);
            expect([...any].sort((x, y) => x - y)).toEqual(sorted);
            for (const m of any) expect(m).toBeLessThan(limit);
            // Brute force, with world.ts barriersFromView's exact test: every place below the limit
            // whose interval meets the cone.
            for (let m = 0; m < limit; m++) {
              const k = byNear[m];
              let diff = Math.abs(dirRad[k] - dir);
              if (diff > Math.PI) diff = 2 * Math.PI - diff;
              if (diff <= halfRad[k] + half) expect(any, `place ${m}`).toContain(m);
            }
          },
        ),
        { seed: 20261126, numRuns: 500 },
      );
    },
  );
});
