// Exact clipping of a segment against convex shapes: the parameter interval of the points of
// a + t·(b − a), t in [0, 1], that lie in the shape. Used by contact and routes.
import type { Footprint } from './footprint';
import { type Point, lineCircle } from './vec';

export type Interval = [number, number];

/** Cyrus–Beck clip of segment ab against a convex counter-clockwise polygon (closed). */
export function clipSegmentConvex(a: Point, b: Point, poly: readonly Point[]): Interval | null {
  let lo = 0;
  let hi = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j];
    const ex = poly[i].x - p.x;
    const ey = poly[i].y - p.y;
    // Inside when cross(e, x − p) >= 0.
    const c0 = ex * (a.y - p.y) - ey * (a.x - p.x);
    const c1 = ex * dy - ey * dx;
    if (c1 === 0) {
      if (c0 < 0) return null;
      continue;
    }
    const t = -c0 / c1;
    if (c1 > 0) {
      if (t > lo) lo = t;
    } else if (t < hi) hi = t;
    if (lo > hi) return null;
  }
  return [lo, hi];
}

/** Clip segment ab against a closed disc. */
export function clipSegmentDisc(a: Point, b: Point, c: Point, r: number): Interval | null {
  const ts = lineCircle(a, { x: b.x - a.x, y: b.y - a.y }, c, r);
  if (!ts) return null;
  const lo = Math.max(0, ts[0]);
  const hi = Math.min(1, ts[1]);
  return lo <= hi ? [lo, hi] : null;
}

/**
 * The parameter interval of segment ab lying within `tolMm` of the convex footprint f.
 * The tolerance neighbourhood of a convex set is convex, so the answer is one interval: the hull
 * of the pieces (the shape itself, a band along each edge, a disc at each vertex).
 */
export function clipSegmentNear(a: Point, b: Point, f: Footprint, tolMm: number): Interval | null {
  if (f.kind === 'circle') return clipSegmentDisc(a, b, f.center, f.radiusMm + tolMm);
  let lo = Infinity;
  let hi = -Infinity;
  const take = (iv: Interval | null) => {
    if (!iv) return;
    if (iv[0] < lo) lo = iv[0];
    if (iv[1] > hi) hi = iv[1];
  };
  const pts = f.points;
  take(clipSegmentConvex(a, b, pts));
  if (tolMm > 0) {
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const p = pts[j];
      const q = pts[i];
      const ex = q.x - p.x;
      const ey = q.y - p.y;
      const l = Math.hypot(ex, ey);
      if (l === 0) continue;
      // Outward normal of a counter-clockwise polygon edge.
      const nx = (ey / l) * tolMm;
      const ny = (-ex / l) * tolMm;
      // p, p + n, q + n, q is counter-clockwise when n points outward.
      take(clipSegmentConvex(a, b, [p, { x: p.x + nx, y: p.y + ny }, { x: q.x + nx, y: q.y + ny }, q]));
      take(clipSegmentDisc(a, b, q, tolMm));
    }
  }
  return lo <= hi ? [lo, hi] : null;
}
