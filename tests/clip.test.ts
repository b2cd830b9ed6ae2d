// The clipping and overlap kernels under contact (R-3.2: the length of a side within τ of the
// other base) and assault placement (R-6.6: a contact position's base overlapping another),
// against brute force: dense sampling along the segment, and every direction round the circle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipSegmentConvex, clipSegmentDisc, clipSegmentNear, clipSegmentNearFraction } from '../geometry/clip';
import { type Footprint, distanceMm, distPointFootprint, penetrationMm } from '../geometry/footprint';
import type { Point } from '../geometry/vec';

/** A rectangle w × h centred on (cx, cy), turned by `turnRad`, counter-clockwise. */
function rectangle(cx: number, cy: number, w: number, h: number, turnRad: number): Point[] {
  const c = Math.cos(turnRad);
  const s = Math.sin(turnRad);
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => ({ x: cx + x * c - y * s, y: cy + x * s + y * c }));
}

/** A convex polygon: `n` points round an ellipse at increasing angles (counter-clockwise). */
function convexOf(cx: number, cy: number, rx: number, ry: number, angles: number[]): Point[] {
  const sorted = [...new Set(angles.map((a) => Math.round(a * 1e6) / 1e6))].sort((a, b) => a - b);
  return sorted.map((a) => ({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) }));
}

const polygonArb = fc.oneof(
  fc
    .record({
      cx: fc.double({ min: 0, max: 100, noNaN: true }),
      cy: fc.double({ min: 0, max: 100, noNaN: true }),
      w: fc.double({ min: 5, max: 60, noNaN: true }),
      h: fc.double({ min: 5, max: 60, noNaN: true }),
      turn: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    })
    .map(({ cx, cy, w, h, turn }) => rectangle(cx, cy, w, h, turn)),
  fc
    .record({
      cx: fc.double({ min: 0, max: 100, noNaN: true }),
      cy: fc.double({ min: 0, max: 100, noNaN: true }),
      rx: fc.double({ min: 5, max: 40, noNaN: true }),
      ry: fc.double({ min: 5, max: 40, noNaN: true }),
      angles: fc.array(fc.double({ min: 0, max: 2 * Math.PI - 1e-3, noNaN: true }), { minLength: 3, maxLength: 9 }),
    })
    .map(({ cx, cy, rx, ry, angles }) => convexOf(cx, cy, rx, ry, angles))
    .filter((pts) => pts.length >= 3),
);
const pointArb = fc.record({
  x: fc.double({ min: -40, max: 140, noNaN: true }),
  y: fc.double({ min: -40, max: 140, noNaN: true }),
});

const SAMPLES = 2000;
/** Sampled points clearly inside (distance under tol by this much) must be in the interval; clearly outside, not. */
const MARGIN_MM = 1e-7;

/** Checks an interval [lo, hi] of segment ab against `dist(t) ≤ tol` sampled densely. */
function agreesWithSampling(
  iv: [number, number] | null,
  a: Point,
  b: Point,
  dist: (p: Point) => number,
  tol: number,
): void {
  for (let i = 0; i <= SAMPLES; i++) {
    const t = i / SAMPLES;
    const d = dist({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    if (d <= tol - MARGIN_MM) {
      expect(iv, `t = ${t} lies ${d} mm from the shape`).not.toBeNull();
      expect(t).toBeGreaterThanOrEqual(iv![0] - 1e-9);
      expect(t).toBeLessThanOrEqual(iv![1] + 1e-9);
    } else if (d > tol + MARGIN_MM && iv) {
      expect(t < iv[0] - 1e-12 || t > iv[1] + 1e-12, `t = ${t} lies ${d} mm from the shape, inside [${iv}]`).toBe(true);
    }
  }
  if (!iv) return;
  expect(iv[0]).toBeGreaterThanOrEqual(0);
  expect(iv[1]).toBeLessThanOrEqual(1);
  expect(iv[0]).toBeLessThanOrEqual(iv[1]);
  // The interval's ends are within tol of the shape, and exactly at tol unless they are the segment's ends.
  const lenMm = Math.hypot(b.x - a.x, b.y - a.y);
  for (const t of iv) {
    const d = dist({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    expect(d).toBeLessThanOrEqual(tol + 1e-6 * Math.max(1, lenMm));
    if (t > 0 && t < 1) expect(d).toBeGreaterThanOrEqual(tol - 1e-6 * Math.max(1, lenMm));
  }
}

describe('clipping a segment (R-3.2 sides within τ)', () => {
  it('against a convex polygon: the interval holds exactly the sampled points inside it', () => {
    fc.assert(
      fc.property(polygonArb, pointArb, pointArb, (pts, a, b) => {
        const f: Footprint = { kind: 'polygon', points: pts, convex: true };
        agreesWithSampling(clipSegmentConvex(a, b, pts), a, b, (p) => distPointFootprint(p, f), 0);
      }),
      { seed: 31, numRuns: 150 },
    );
  });

  it('against a disc: the same', () => {
    fc.assert(
      fc.property(pointArb, fc.double({ min: 0.5, max: 50, noNaN: true }), pointArb, pointArb, (c, r, a, b) => {
        agreesWithSampling(
          clipSegmentDisc(a, b, c, r),
          a,
          b,
          (p) => Math.max(0, Math.hypot(p.x - c.x, p.y - c.y) - r),
          0,
        );
      }),
      { seed: 32, numRuns: 150 },
    );
  });

  it('within τ of a convex polygon or a circle: exactly the sampled points within τ', () => {
    const shapeArb = fc.oneof(
      polygonArb.map((pts): Footprint => ({ kind: 'polygon', points: pts, convex: true })),
      fc
        .record({ c: pointArb, r: fc.double({ min: 1, max: 40, noNaN: true }) })
        .map(({ c, r }): Footprint => ({ kind: 'circle', center: c, radiusMm: r })),
    );
    fc.assert(
      fc.property(
        shapeArb,
        pointArb,
        pointArb,
        fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 6, noNaN: true })),
        (f, a, b, tol) => {
          const iv = clipSegmentNear(a, b, f, tol);
          agreesWithSampling(iv, a, b, (p) => distPointFootprint(p, f), tol);
          // What contact reads: the interval's length as a fraction of the side, −1 for none.
          expect(clipSegmentNearFraction(a, b, f, tol)).toBe(iv ? iv[1] - iv[0] : -1);
        },
      ),
      { seed: 33, numRuns: 300 },
    );
  });

  it('a side lying along another base, shifted: the part in common, to the ulp (R-3.2)', () => {
    // Square 25 mm at (0..25, 0..25); a side from (12.5, 25) to (37.5, 25) lies on its top side for 12.5 mm.
    const sq: Footprint = { kind: 'polygon', points: rectangle(12.5, 12.5, 25, 25, 0), convex: true };
    const iv = clipSegmentNear({ x: 12.5, y: 25 }, { x: 37.5, y: 25 }, sq, 0);
    expect(iv).not.toBeNull();
    expect((iv![1] - iv![0]) * 25).toBeCloseTo(12.5, 9);
    // 0.5 mm above it: out of reach with τ = 0.4, the same 12.5 mm (and the corner disc's 0.3 mm) with τ = 0.5.
    expect(clipSegmentNear({ x: 12.5, y: 25.5 }, { x: 37.5, y: 25.5 }, sq, 0.4)).toBeNull();
    const within = clipSegmentNear({ x: 12.5, y: 25.5 }, { x: 37.5, y: 25.5 }, sq, 0.5);
    expect((within![1] - within![0]) * 25).toBeCloseTo(12.5, 6);
  });
});

describe('overlap of two bases (R-6.6 a contact position clear of other bases)', () => {
  it('two convex polygons: the least overlap over every direction (the separating-axis depth), sampled', () => {
    fc.assert(
      fc.property(polygonArb, polygonArb, (p, q) => {
        const a: Footprint = { kind: 'polygon', points: p, convex: true };
        const b: Footprint = { kind: 'polygon', points: q, convex: true };
        const exact = penetrationMm(a, b);
        expect(penetrationMm(b, a)).toBeCloseTo(exact, 9);
        if (distanceMm(a, b) > 1e-9) {
          expect(exact).toBe(0);
          return;
        }
        // The projections' overlap in each of many directions: its least is attained at an edge
        // normal (what the kernel tests), and the nearest sample lies within half a step of it.
        const STEPS = 20000;
        let sampled = Infinity;
        for (let k = 0; k < STEPS; k++) {
          const th = (Math.PI * k) / STEPS;
          const nx = Math.cos(th);
          const ny = Math.sin(th);
          const proj = (pts: Point[]) => pts.map((v) => v.x * nx + v.y * ny);
          const pa = proj(p);
          const pb = proj(q);
          sampled = Math.min(
            sampled,
            Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)),
          );
        }
        // d/dθ of v·n(θ) is at most |v|: the overlap (two such terms) moves by at most 2·max|v| per radian.
        const extent = 2 * Math.max(...[...p, ...q].map((v) => Math.hypot(v.x, v.y)));
        expect(exact).toBeLessThanOrEqual(Math.max(0, sampled) + 1e-9);
        expect(Math.max(0, sampled) - exact).toBeLessThanOrEqual(extent * (Math.PI / STEPS));
      }),
      { seed: 34, numRuns: 120 },
    );
  });
});
