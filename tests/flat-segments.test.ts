// Issue 33 item 2: the scenery's outlines are drawn as one plain geometry of wide segments
// (flat-segments.ts), not one instance per segment. Against three's own instanced geometry for the
// same points (the oracle): each segment's eight corners carry the instance's two ends and the
// template's corner, its body's two triangles use its own corners only (the caps are left out), and the bounds hold every end
// (frustum culling must never drop a line that is in view).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineSegmentsGeometry } from 'three-stdlib';
import { flatSegmentsGeometry } from '../src/app/table/pieces/flat-segments';
import type { Point3 } from '../src/app/table/pieces/ring-points';

const point = fc.tuple(
  fc.float({ min: -2000, max: 2000, noNaN: true }),
  fc.float({ min: -2000, max: 2000, noNaN: true }),
  fc.float({ min: 0, max: 200, noNaN: true }),
) as fc.Arbitrary<Point3>;
const segments = fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 30 }).map((s) => s.flat());

function expectSameAsInstanced(ends: Point3[]): void {
  const flat = flatSegmentsGeometry(ends);
  const oracle = new LineSegmentsGeometry().setPositions(ends.flat());
  const corners = oracle.getAttribute('position').count;
  // The template's body: its third and fourth triangles, between the two ends (no round caps).
  const templateIndex = Array.from(oracle.getIndex()!.array).slice(6, 12);
  const segmentCount = ends.length / 2;
  expect(flat.getAttribute('position').count).toBe(segmentCount * corners);
  const start = oracle.getAttribute('instanceStart');
  const end = oracle.getAttribute('instanceEnd');
  for (let s = 0; s < segmentCount; s++) {
    for (let c = 0; c < corners; c++) {
      const v = s * corners + c;
      for (const [name, instanced] of [
        ['instanceStart', start],
        ['instanceEnd', end],
      ] as const) {
        const a = flat.getAttribute(name);
        expect([a.getX(v), a.getY(v), a.getZ(v)]).toEqual([instanced.getX(s), instanced.getY(s), instanced.getZ(s)]);
      }
      const p = flat.getAttribute('position');
      const q = oracle.getAttribute('position');
      expect([p.getX(v), p.getY(v), p.getZ(v)]).toEqual([q.getX(c), q.getY(c), q.getZ(c)]);
      expect(flat.getAttribute('uv').getX(v)).toBe(oracle.getAttribute('uv').getX(c));
      expect(flat.getAttribute('uv').getY(v)).toBe(oracle.getAttribute('uv').getY(c));
    }
    const tri = Array.from(flat.getIndex()!.array.slice(s * templateIndex.length, (s + 1) * templateIndex.length));
    expect(tri).toEqual(templateIndex.map((i) => i + s * corners));
  }
  const sphere = flat.boundingSphere!;
  for (const e of ends) {
    const d = Math.hypot(e[0] - sphere.center.x, e[1] - sphere.center.y, e[2] - sphere.center.z);
    expect(d).toBeLessThanOrEqual(sphere.radius * (1 + 1e-6) + 1e-6);
  }
}

describe('wide line segments as one plain geometry', () => {
  it('a square outline of 100 mm at 3.6 mm up, worked by hand: segment 2 runs (100,100) to (0,100) at corners 16 to 23', () => {
    const ends: Point3[] = [
      [0, 0, 3.6],
      [100, 0, 3.6],
      [100, 0, 3.6],
      [100, 100, 3.6],
      [100, 100, 3.6],
      [0, 100, 3.6],
      [0, 100, 3.6],
      [0, 0, 3.6],
    ];
    const g = flatSegmentsGeometry(ends);
    expect(g.getAttribute('instanceStart').getX(16)).toBe(100);
    expect(g.getAttribute('instanceEnd').getX(23)).toBe(0);
    expect(g.getAttribute('instanceEnd').getY(23)).toBe(100);
    expect(g.getIndex()!.count).toBe(4 * 6);
    // The square's bounds: centre (50, 50, 3.6), half its diagonal, 70.7 mm.
    expect(g.boundingSphere!.center.toArray()).toEqual([50, 50, 3.6]);
    expect(g.boundingSphere!.radius).toBeCloseTo(Math.SQRT2 * 50, 9);
    expectSameAsInstanced(ends);
  });

  it('carries what the instanced geometry carries, segment by segment', () => {
    fc.assert(
      fc.property(segments, (ends) => expectSameAsInstanced(ends)),
      { numRuns: 60 },
    );
  });
});
