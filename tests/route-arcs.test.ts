// Going round a circle (R-6.1: the route's arcs round the obstacles grown by the clearance): the
// search stops only where a route may leave the circle, the next such place in the turning sense
// found by binary search among the site's departures (geometry/route/circle-walk.ts, walkStart and sweepTo).
// A wrong start of that walk leaves a departure unreached from a node just past it, which changes
// about one route in a thousand: checked here against brute force, angle by angle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sweepTo, walkStart } from '../geometry/route';

const TWO_PI = 2 * Math.PI;

/** Angles in [−π, π] with the awkward ones often: both ends of the seam, and near-repeats within and just beyond 1e-12 rad. */
const angle = fc.oneof(
  fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  fc.constantFrom(
    -Math.PI,
    Math.PI,
    0,
    Math.PI - 1e-13,
    -Math.PI + 1e-13,
    Math.PI - 3e-12,
    -Math.PI + 3e-12,
    1e-13,
    -1e-13,
    2e-12,
    -2e-12,
  ),
);

/** Sorted angles with clusters: some drawn near others (within or just beyond the same-point tolerance). */
const sortedAngles = fc
  .tuple(
    fc.array(angle, { minLength: 1, maxLength: 12 }),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(0, 5e-13, -5e-13, 1.5e-12, -1.5e-12)), { maxLength: 6 }),
  )
  .map(([base, near]) => {
    const all = [...base];
    for (const [k, d] of near) all.push(Math.min(Math.PI, Math.max(-Math.PI, base[k % base.length] + d)));
    return Float64Array.from(all.sort((a, b) => a - b));
  });

/** The sweep by hand: the least turn t ≥ 0 in sense o with from + o·t ≡ to (mod 2π), 0 within 1e-12 either way. */
function sweepByHand(from: number, to: number, o: 1 | -1): number {
  const t = ((((to - from) * o) % TWO_PI) + TWO_PI) % TWO_PI;
  return t <= 1e-12 || TWO_PI - t <= 1e-12 ? 0 : t;
}

describe('going round a circle to the next place a route may leave it (R-6.1)', () => {
  it('sweepTo: the turn in the sense given, the same point across the ±π seam', () => {
    expect(sweepTo(0, 1, 1)).toBe(1);
    expect(sweepTo(0, 1, -1)).toBeCloseTo(TWO_PI - 1, 12);
    expect(sweepTo(Math.PI, -Math.PI, 1)).toBe(0);
    expect(sweepTo(-Math.PI, Math.PI, -1)).toBe(0);
    expect(sweepTo(-Math.PI + 1e-13, Math.PI - 1e-13, 1)).toBe(0);
    expect(sweepTo(0.5, 0.5 - 5e-13, 1)).toBe(0);
    expect(sweepTo(3, -3, 1)).toBeCloseTo(TWO_PI - 6, 12);
    expect(sweepTo(3, -3, -1)).toBeCloseTo(6, 12);
  });

  it('sweepTo agrees with the turn worked out by hand (fast-check)', () => {
    fc.assert(
      fc.property(angle, angle, fc.constantFrom(1 as const, -1 as const), (from, to, o) => {
        const s = sweepTo(from, to, o);
        const hand = sweepByHand(from, to, o);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThan(TWO_PI);
        if (hand === 0 || s === 0) expect(Math.abs(s - hand)).toBeLessThanOrEqual(1e-12);
        else expect(s).toBeCloseTo(hand, 12);
      }),
      { seed: 5, numRuns: 2000 },
    );
  });

  it('a walk from walkStart meets every angle once, nearest first in the turning sense, the same point first (fast-check, brute force)', () => {
    fc.assert(
      fc.property(sortedAngles, angle, fc.constantFrom(1 as const, -1 as const), (angs, from, o) => {
        const n = angs.length;
        let j = walkStart(angs, n, from, o);
        expect(j).toBeGreaterThanOrEqual(0);
        expect(j).toBeLessThan(n);
        const met: number[] = [];
        for (let step = 0; step < n; step++) {
          met.push(sweepTo(from, angs[j], o));
          j = o > 0 ? (j + 1) % n : (j - 1 + n) % n;
        }
        // The order a search meets them in: never a farther one before a nearer one (the next
        // stop is the first met past the same point).
        for (let k = 1; k < n; k++)
          expect(met[k], `step ${k} of ${Array.from(angs)} from ${from}, sense ${o}`).toBeGreaterThanOrEqual(
            met[k - 1],
          );
        // And the same sweeps as every angle's, worked out one by one.
        const all = Array.from(angs, (a) => sweepTo(from, a, o)).sort((a, b) => a - b);
        expect(met).toEqual(all);
      }),
      { seed: 9, numRuns: 3000 },
    );
  });

  it('a walk over part of an array (the stops of one site in a shared pool) starts where the same walk on that part alone does (fast-check)', () => {
    fc.assert(
      fc.property(
        sortedAngles,
        sortedAngles,
        sortedAngles,
        angle,
        fc.constantFrom(1 as const, -1 as const),
        (before, part, after, from, o) => {
          const pool = Float64Array.from([...before, ...part, ...after]);
          expect(walkStart(pool, part.length, from, o, before.length)).toBe(
            walkStart(part, part.length, from, o) + before.length,
          );
        },
      ),
      { seed: 13, numRuns: 1000 },
    );
  });

  it('the walk wraps round: from just before the lowest angle clockwise, the highest comes first', () => {
    const angs = Float64Array.from([-1, 0.5, 2]);
    expect(walkStart(angs, 3, -2, -1)).toBe(2);
    expect(walkStart(angs, 3, -2, 1)).toBe(0);
    expect(walkStart(angs, 3, 2.5, 1)).toBe(0);
    expect(walkStart(angs, 3, 2.5, -1)).toBe(2);
    expect(walkStart(angs, 3, 0.5, 1)).toBe(1);
    expect(walkStart(angs, 3, 0.5, -1)).toBe(1);
    // Exactly at the tolerance behind: the same point, so met first.
    const at = Float64Array.from([0.5 - 1e-12, 1]);
    expect(walkStart(at, 2, 0.5, 1)).toBe(0);
    const atDown = Float64Array.from([-1, 0.5 + 1e-12]);
    expect(walkStart(atDown, 2, 0.5, -1)).toBe(1);
  });
});
