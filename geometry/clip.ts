// Exact clipping of a segment against convex shapes: the parameter interval of the points of
// a + t·(b − a), t in [0, 1], that lie in the shape. Used by contact and routes.
//
// The kernels below take coordinates as numbers and write the interval into `span` rather than
// returning arrays and points: a charge's contact positions clip every side of every
// candidate base against the target, and those arrays were a sixth of a charge's garbage.
import type { Footprint } from './footprint';
import type { Point } from './vec';

export type Interval = [number, number];

/** The interval of the clip under way, [lo, hi] (never kept by a caller). */
const span = new Float64Array(2);
/** The segment under clip: a and b − a (ax, ay, dx, dy). */
const seg = new Float64Array(4);
/** The edge under test, p→q (px, py, qx, qy). */
const edge = new Float64Array(4);
// The kernels pass numbers through these arrays, not as arguments: a call V8 does not inline
// boxes each number passed, and whether it inlines depends on the caller's size.

function setSegment(a: Point, b: Point): void {
  seg[0] = a.x;
  seg[1] = a.y;
  seg[2] = b.x - a.x;
  seg[3] = b.y - a.y;
}

/**
 * The edge p→q of a counter-clockwise convex polygon narrows `span` to the part of the
 * segment's line on its inner side (cross(e, x − p) ≥ 0); false when nothing is left.
 */
function clipByEdge(): boolean {
  const px = edge[0];
  const py = edge[1];
  const ex = edge[2] - px;
  const ey = edge[3] - py;
  const c0 = ex * (seg[1] - py) - ey * (seg[0] - px);
  const c1 = ex * seg[3] - ey * seg[2];
  if (c1 === 0) return c0 >= 0;
  const t = -c0 / c1;
  if (c1 > 0) {
    if (t > span[0]) span[0] = t;
  } else if (t < span[1]) span[1] = t;
  return span[0] <= span[1];
}

/** Cyrus–Beck: the segment against a convex counter-clockwise polygon (closed), into `span`. */
function clipConvexInto(poly: readonly Point[]): boolean {
  span[0] = 0;
  span[1] = 1;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    edge[0] = poly[j].x;
    edge[1] = poly[j].y;
    edge[2] = poly[i].x;
    edge[3] = poly[i].y;
    if (!clipByEdge()) return false;
  }
  return true;
}

/**
 * The same against the band along side pq of a counter-clockwise convex polygon, `tolMm` wide
 * outwards (the quadrilateral p, p + n, q + n, q, n the outward normal), into `span`; false too
 * for a side of no length.
 */
function clipBandInto(p: Point, q: Point, tolMm: number): boolean {
  const ex = q.x - p.x;
  const ey = q.y - p.y;
  const l = Math.sqrt(ex * ex + ey * ey);
  if (l === 0) return false;
  const nx = (ey / l) * tolMm;
  const ny = (-ex / l) * tolMm;
  span[0] = 0;
  span[1] = 1;
  // Edges q→p, p→p+n, p+n→q+n, q+n→q: corner k is q, p, p + n, q + n.
  for (let k = 0; k < 4; k++) {
    const m = k + 1 === 4 ? 0 : k + 1;
    edge[0] = (k === 0 || k === 3 ? q.x : p.x) + (k >= 2 ? nx : 0);
    edge[1] = (k === 0 || k === 3 ? q.y : p.y) + (k >= 2 ? ny : 0);
    edge[2] = (m === 0 || m === 3 ? q.x : p.x) + (m >= 2 ? nx : 0);
    edge[3] = (m === 0 || m === 3 ? q.y : p.y) + (m >= 2 ? ny : 0);
    if (!clipByEdge()) return false;
  }
  return true;
}

/** The segment against the closed disc (c, r + grow), into `span` (the roots as vec.ts's lineCircle finds them; a point-long segment all in or all out). */
function clipDiscInto(c: Point, r: number, grow: number): boolean {
  const ux = seg[2];
  const uy = seg[3];
  const fx = seg[0] - c.x;
  const fy = seg[1] - c.y;
  const rr = r + grow;
  const a = ux * ux + uy * uy;
  const b = 2 * (fx * ux + fy * uy);
  const k = fx * fx + fy * fy - rr * rr;
  if (a === 0) {
    // A segment of no length: all of it inside or none, as against a polygon.
    span[0] = 0;
    span[1] = 1;
    return k <= 0;
  }
  const disc = b * b - 4 * a * k;
  if (disc < 0) return false;
  const sq = Math.sqrt(disc);
  // Numerically stable roots.
  const qq = b >= 0 ? -0.5 * (b + sq) : -0.5 * (b - sq);
  const t1 = qq / a;
  const t2 = qq === 0 ? -t1 : k / qq;
  span[0] = Math.max(0, Math.min(t1, t2));
  span[1] = Math.min(1, Math.max(t1, t2));
  return span[0] <= span[1];
}

/** Cyrus–Beck clip of segment ab against a convex counter-clockwise polygon (closed). */
export function clipSegmentConvex(a: Point, b: Point, poly: readonly Point[]): Interval | null {
  setSegment(a, b);
  return clipConvexInto(poly) ? [span[0], span[1]] : null;
}

/** Clip segment ab against a closed disc. */
export function clipSegmentDisc(a: Point, b: Point, c: Point, r: number): Interval | null {
  setSegment(a, b);
  return clipDiscInto(c, r, 0) ? [span[0], span[1]] : null;
}

/**
 * The parameter interval of segment ab lying within `tolMm` of the convex footprint f.
 * The tolerance neighbourhood of a convex set is convex, so the answer is one interval: the hull
 * of the pieces (the shape itself, a band along each edge, a disc at each vertex).
 */
export function clipSegmentNear(a: Point, b: Point, f: Footprint, tolMm: number): Interval | null {
  return nearInto(a, b, f, tolMm) ? [span[0], span[1]] : null;
}

/** The length of clipSegmentNear's interval (hi − lo, as a fraction of ab), or −1 when there is none: no array. */
export function clipSegmentNearFraction(a: Point, b: Point, f: Footprint, tolMm: number): number {
  return nearInto(a, b, f, tolMm) ? span[1] - span[0] : -1;
}

/** clipSegmentNear into `span`. */
function nearInto(a: Point, b: Point, f: Footprint, tolMm: number): boolean {
  setSegment(a, b);
  if (f.kind === 'circle') return clipDiscInto(f.center, f.radiusMm, tolMm);
  let lo = Infinity;
  let hi = -Infinity;
  const pts = f.points;
  if (clipConvexInto(pts)) {
    lo = span[0];
    hi = span[1];
  }
  if (tolMm > 0) {
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      // A side of no length adds nothing: its disc is its neighbour's.
      if (!clipBandInto(pts[j], pts[i], tolMm)) {
        if (pts[j].x === pts[i].x && pts[j].y === pts[i].y) continue;
      } else {
        if (span[0] < lo) lo = span[0];
        if (span[1] > hi) hi = span[1];
      }
      if (clipDiscInto(pts[i], 0, tolMm)) {
        if (span[0] < lo) lo = span[0];
        if (span[1] > hi) hi = span[1];
      }
    }
  }
  span[0] = lo;
  span[1] = hi;
  return lo <= hi;
}
