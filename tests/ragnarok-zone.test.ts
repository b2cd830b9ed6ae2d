// the interference zone between two units: the hull of all their bases, bounded by the outer
// common tangents ("the left and right edges of the shooting unit to the left and right edge of
// the unit targeted"). Checked against a brute-force oracle: the support function of the discs
// over 3600 directions (its error under 500 · (1 − cos(π/3600)) < 2e-4 mm: cases nearer the
// boundary than 1e-3 mm are skipped).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circle } from '../geometry/footprint';
import { interferenceZone, standsInZone } from '../geometry/ragnarok';

type Disc = { x: number; y: number; r: number };

/** Distance from point o to the hull of the discs (≤ 0 inside), from the support function. */
function hullGap(discs: readonly Disc[], o: { x: number; y: number }): number {
  let g = -Infinity;
  for (let k = 0; k < 3600; k++) {
    const a = (2 * Math.PI * k) / 3600;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    let h = -Infinity;
    for (const d of discs) h = Math.max(h, ux * d.x + uy * d.y + d.r);
    g = Math.max(g, ux * o.x + uy * o.y - h);
  }
  return g;
}

const disc = fc.record({
  x: fc.integer({ min: 0, max: 5000 }).map((v) => v / 10),
  y: fc.integer({ min: 0, max: 5000 }).map((v) => v / 10),
  r: fc.constantFrom(15, 20, 25),
});

describe('R-9.6 the interference zone', () => {
  it('two bases: 30 mm rounds at (0, 0) and (100, 0) give the 100 × 30 rectangle between their tangents', () => {
    const z = interferenceZone([circle({ x: 0, y: 0 }, 15), circle({ x: 100, y: 0 }, 15)])!;
    const xs = z.points.map((p) => p.x).sort((a, b) => a - b);
    const ys = z.points.map((p) => p.y).sort((a, b) => a - b);
    expect(xs[0]).toBeCloseTo(0, 9);
    expect(xs[3]).toBeCloseTo(100, 9);
    expect(ys[0]).toBeCloseTo(-15, 9);
    expect(ys[3]).toBeCloseTo(15, 9);
    // A 2 mm pebble centred at y 16.9 lies 0.1 mm outside the line y 15; at y 16.5, 0.5 mm inside.
    expect(standsInZone(z, circle({ x: 50, y: 17.1 }, 2), 0)).toBe(false);
    expect(standsInZone(z, circle({ x: 50, y: 16.5 }, 2), 0)).toBe(true);
    // within τ = 0.5 mm of the line it only grazes: no interference.
    expect(standsInZone(z, circle({ x: 50, y: 16.6 }, 2), 0.5)).toBe(false);
  });

  it('property: an obstacle clear of every base meets the zone exactly when it meets the hull (oracle)', () => {
    fc.assert(
      fc.property(
        fc.array(disc, { minLength: 2, maxLength: 6 }),
        fc.record({
          x: fc.integer({ min: -500, max: 5500 }).map((v) => v / 10),
          y: fc.integer({ min: -500, max: 5500 }).map((v) => v / 10),
        }),
        fc.integer({ min: 10, max: 300 }).map((v) => v / 10),
        (discs, o, rho) => {
          // Bases do not overlap one another; the obstacle touches none of them.
          for (let i = 0; i < discs.length; i++)
            for (let j = i + 1; j < discs.length; j++)
              fc.pre(Math.hypot(discs[i].x - discs[j].x, discs[i].y - discs[j].y) > discs[i].r + discs[j].r);
          for (const d of discs) fc.pre(Math.hypot(d.x - o.x, d.y - o.y) > d.r + rho);
          const gap = hullGap(discs, o);
          fc.pre(Math.abs(gap - rho) > 1e-3);
          const zone = interferenceZone(discs.map((d) => circle({ x: d.x, y: d.y }, d.r)))!;
          expect(standsInZone(zone, circle(o, rho), 0)).toBe(gap < rho);
        },
      ),
      { numRuns: 150 },
    );
  });
});
