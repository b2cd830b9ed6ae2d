// the edge of an area around a base, as the table draws it (src/app/layout/rings.ts
// outlineAround): every drawn vertex lies exactly `r` from the base (its sides pushed out by r,
// arcs of radius r round its corners), the outline closes, and a round base's is a circle of
// radius + r. The distance oracle is brute force over the base's sides.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Footprint, type Point, baseFootprint } from '../geometry/index';
import { outlineAround } from '../src/app/layout/rings';

/** Distance from p to a polygon's boundary (p outside it), brute force over its sides. */
function distanceToPolygon(p: Point, pts: readonly Point[]): number {
  let best = Infinity;
  pts.forEach((a, i) => {
    const b = pts[(i + 1) % pts.length];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)));
  });
  return best;
}

describe('the edge of an area around a base (R-7.2)', () => {
  it('a 25 mm square base, 30 mm: the sides 30 mm out (x = 12.5 + 30 = 42.5 mm), the corners on arcs of 30 mm', () => {
    const fp = baseFootprint({ type: 'square', width: 25 }, { x: 0, y: 0 }, 0) as Footprint;
    const edge = outlineAround(fp, 30, 0);
    expect(edge[0]).toEqual(edge.at(-1));
    expect(Math.max(...edge.map((p) => p[0]))).toBeCloseTo(42.5, 9);
    expect(Math.min(...edge.map((p) => p[1]))).toBeCloseTo(-42.5, 9);
    // The corner (12.5, 12.5) sits under an arc: its mid-point is 30 mm out along the diagonal.
    const diagonal = Math.max(...edge.map((p) => (p[0] + p[1]) / Math.SQRT2));
    expect(diagonal).toBeCloseTo(12.5 * Math.SQRT2 + 30, 9);
  });

  it('a round base of 30 mm, 20 mm: a circle of 35 mm', () => {
    const fp = baseFootprint({ type: 'round', diameter: 30 }, { x: 100, y: 50 }, 0) as Footprint;
    for (const [x, y] of outlineAround(fp, 20, 0)) expect(Math.hypot(x - 100, y - 50)).toBeCloseTo(35, 9);
  });

  it('property: on any rectangular base, turned any way, every vertex is r from the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 120 }),
        fc.integer({ min: 10, max: 120 }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0.5, max: 300, noNaN: true }),
        (width, depth, facing, r) => {
          const fp = baseFootprint({ type: 'rect', width, depth }, { x: 10, y: -20 }, facing) as Footprint;
          expect(fp.kind).toBe('polygon');
          if (fp.kind !== 'polygon') return;
          const edge = outlineAround(fp, r, 0);
          expect(edge[0]).toEqual(edge.at(-1));
          for (const [x, y] of edge)
            expect(Math.abs(distanceToPolygon({ x, y }, fp.points) - r)).toBeLessThan(1e-9 * (1 + r));
        },
      ),
      { numRuns: 200 },
    );
  });
});
