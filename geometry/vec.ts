// Plain 2D vector helpers. Units are whatever the caller passes (mm in the engine, R-0.1).

export type Point = { readonly x: number; readonly y: number };

export const pt = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const len = (a: Point): number => hypot(a.x, a.y);
export const dist = (a: Point, b: Point): number => hypot(a.x - b.x, a.y - b.y);

export const DEG = Math.PI / 180;

/**
 * Math.hypot(x, y) to the last bit, worked out as V8 does (both scaled by the larger, squares
 * summed, square root, scaled back) without the builtin's call, which the hot loops pay tens of
 * thousands of times a pass (tests/vec-hypot.test.ts holds the two equal).
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  const max = ax > ay ? ax : ay;
  // NaN (not above 0) and 0 are Math.hypot's own answers here.
  if (!(max > 0)) return ax !== ax || ay !== ay ? NaN : 0;
  const nx = ax / max;
  const ny = ay / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}

/** Unit vector of a facing in degrees, counter-clockwise from +x. */
export function dirOfDeg(facingDeg: number): Point {
  // Quarter turns are exact, so bases facing along the table's axes have exactly straight sides.
  const quarter = facingDeg / 90;
  if (Number.isInteger(quarter)) {
    const q = ((quarter % 4) + 4) % 4;
    return q === 0 ? { x: 1, y: 0 } : q === 1 ? { x: 0, y: 1 } : q === 2 ? { x: -1, y: 0 } : { x: 0, y: -1 };
  }
  const rad = facingDeg * DEG;
  return { x: Math.cos(rad), y: Math.sin(rad) };
}

/** Rotate a point about the origin by an angle in radians. */
export function rotate(p: Point, angleRad: number): Point {
  const c = Math.cos(angleRad);
  const s = Math.sin(angleRad);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** Normalise an angle in degrees to [0, 360). */
export function normDeg(angleDeg: number): number {
  const a = angleDeg % 360;
  return a < 0 ? a + 360 : a;
}

/** Closest point to p on segment ab, and its parameter t in [0, 1]. */
export function closestOnSegment(p: Point, a: Point, b: Point): { point: Point; t: number } {
  const t = closestTOnSegmentXY(p.x, p.y, a.x, a.y, b.x, b.y);
  return { point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, t };
}

/** closestOnSegment's parameter t alone, from coordinates (nothing allocated): the point is a + (b − a)·t. */
export function closestTOnSegmentXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const abx = bx - ax;
  const aby = by - ay;
  const l2 = abx * abx + aby * aby;
  const t = l2 === 0 ? 0 : ((px - ax) * abx + (py - ay) * aby) / l2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

export function distPointSegment(p: Point, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  let t = l2 === 0 ? 0 : ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  return hypot(p.x - (a.x + abx * t), p.y - (a.y + aby * t));
}

/**
 * The square of distPointSegment, from the same offsets, without Math.hypot (slow in V8): enough
 * to rank distances, up to rounding (see SQUARED_SLACK).
 */
export function distPointSegmentSq(p: Point, a: Point, b: Point): number {
  return distPointSegmentSqXY(p.x, p.y, a.x, a.y, b.x, b.y);
}

/** distPointSegmentSq from coordinates (allocation-free, for inner loops). */
export function distPointSegmentSqXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const abx = bx - ax;
  const aby = by - ay;
  const l2 = abx * abx + aby * aby;
  let t = l2 === 0 ? 0 : ((px - ax) * abx + (py - ay) * aby) / l2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const dx = px - (ax + abx * t);
  const dy = py - (ay + aby * t);
  return dx * dx + dy * dy;
}

/**
 * Relative slack between a squared distance dx² + dy² and the square of Math.hypot(dx, dy): both
 * are within a few ulps (~1e-15) of the true value, so whichever offset has the least (or
 * greatest) hypot has a square within this slack of the least (greatest) square. Ranking by
 * squares and taking hypot of the few near the extreme gives exactly the extreme hypot.
 */
export const SQUARED_SLACK = 1e-9;

/** Orientation of the triple (a, b, c): > 0 counter-clockwise, < 0 clockwise, 0 collinear. */
export function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** Do closed segments ab and cd share a point? Exact up to floating point orientation signs. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  if (o4 === 0 && onSegment(c, d, b)) return true;
  return false;
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
  );
}

/** Least distance between closed segments ab and cd (0 when they cross). */
export function distSegmentSegment(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distPointSegment(a, c, d),
    distPointSegment(b, c, d),
    distPointSegment(c, a, b),
    distPointSegment(d, a, b),
  );
}

/** Signed area of a closed polygon (positive when counter-clockwise). */
export function signedArea(pts: readonly Point[]): number {
  let s = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) s += pts[j].x * pts[i].y - pts[i].x * pts[j].y;
  return s / 2;
}

/** The first of the points where n·p is largest (n = (nx, ny)): a convex outline's support vertex. */
export function farthestAlong(points: readonly Point[], nx: number, ny: number): Point {
  let best = points[0];
  let bestH = -Infinity;
  for (const p of points) {
    const h = nx * p.x + ny * p.y;
    if (h > bestH) {
      bestH = h;
      best = p;
    }
  }
  return best;
}

/** The mean of the vertices (the centre of a base's rectangle). */
export function vertexCentroid(pts: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
  }
  return { x: x / pts.length, y: y / pts.length };
}

/** A copy sorted by x, then y, stable as Array.prototype.sort: by insertion, for a few dozen points. */
function sortedByXThenY(points: readonly Point[]): Point[] {
  const p = points.slice();
  for (let i = 1; i < p.length; i++) {
    const v = p[i];
    let j = i;
    for (; j > 0 && (p[j - 1].x - v.x || p[j - 1].y - v.y) > 0; j--) p[j] = p[j - 1];
    p[j] = v;
  }
  return p;
}

/** The convex hull by Andrew's monotone chain; counter-clockwise, no collinear points. */
export function convexHull(points: readonly Point[]): Point[] {
  const p = sortedByXThenY(points);
  if (p.length < 3) return p;
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && orient(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && orient(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Crossing-number point-in-polygon test; works for non-convex simple polygons. Boundary points are unspecified. */
export function pointInPolygon(p: Point, pts: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i];
    const b = pts[j];
    if (a.y > p.y !== b.y > p.y) {
      const xCross = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (p.x < xCross) inside = !inside;
    }
  }
  return inside;
}

/** Intersections of the line p + t·u (u need not be unit) with a circle: parameters t, ascending. */
export function lineCircle(p: Point, u: Point, c: Point, r: number): [number, number] | null {
  const fx = p.x - c.x;
  const fy = p.y - c.y;
  const a = u.x * u.x + u.y * u.y;
  const b = 2 * (fx * u.x + fy * u.y);
  const k = fx * fx + fy * fy - r * r;
  const disc = b * b - 4 * a * k;
  if (disc < 0 || a === 0) return null;
  const sq = Math.sqrt(disc);
  // Numerically stable roots.
  const q = b >= 0 ? -0.5 * (b + sq) : -0.5 * (b - sq);
  let t1 = q / a;
  let t2 = q === 0 ? -t1 : k / q;
  if (t1 > t2) [t1, t2] = [t2, t1];
  return [t1, t2];
}

/** Parameter of the intersection of line p + t·u with the segment ab, or null when parallel / missing. */
export function lineSegment(p: Point, u: Point, a: Point, b: Point): number | null {
  const e = sub(b, a);
  const den = cross(u, e);
  if (den === 0) return null;
  const ap = sub(a, p);
  const t = cross(ap, e) / den;
  const s = cross(ap, u) / den;
  if (s < 0 || s > 1) return null;
  return t;
}

/** Intersection points of two circles (0, 1 or 2 points). */
export function circleCircle(c1: Point, r1: number, c2: Point, r2: number): Point[] {
  const d = dist(c1, c2);
  if (d === 0 || d > r1 + r2 || d < Math.abs(r1 - r2)) return [];
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h2 = r1 * r1 - a * a;
  const h = h2 > 0 ? Math.sqrt(h2) : 0;
  const mx = c1.x + (a * (c2.x - c1.x)) / d;
  const my = c1.y + (a * (c2.y - c1.y)) / d;
  const ox = (h * (c2.y - c1.y)) / d;
  const oy = (h * (c2.x - c1.x)) / d;
  if (h === 0) return [{ x: mx, y: my }];
  return [
    { x: mx + ox, y: my - oy },
    { x: mx - ox, y: my + oy },
  ];
}

/** Intersection points of segment ab with a circle. */
export function segmentCircle(a: Point, b: Point, c: Point, r: number): Point[] {
  const u = sub(b, a);
  const ts = lineCircle(a, u, c, r);
  if (!ts) return [];
  const out: Point[] = [];
  for (const t of ts) if (t >= 0 && t <= 1) out.push({ x: a.x + u.x * t, y: a.y + u.y * t });
  return out;
}

/** Intersection point of segments ab and cd when they cross at a single point. */
export function segmentSegmentPoint(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r = sub(b, a);
  const s = sub(d, c);
  const den = cross(r, s);
  if (den === 0) return null;
  const ca = sub(c, a);
  const t = cross(ca, s) / den;
  const v = cross(ca, r) / den;
  if (t < 0 || t > 1 || v < 0 || v > 1) return null;
  return { x: a.x + r.x * t, y: a.y + r.y * t };
}
