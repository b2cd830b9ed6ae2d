// R-5.7 (Rag'narok) the zone between two bases, K = conv(A ∪ T), and a quick answer to "does this
// obstacle stand in it?" from two discs per obstacle: one inside it and one around it. Where the
// discs settle the question with MARGIN_MM to spare, the exact test (sight-base-to-base.ts) would
// give the same answer; only the obstacles that the discs leave open are tested exactly.
//
// Neither bound needs the zone's outline: K holds the bases' inner discs and every disc between
// them, and lies behind each supporting line of the two bases together.
import type { ErodedShape } from './barrier';
import type { Footprint } from './footprint';
import { innerRadiusMm } from './base-to-base-open';
import { type Point, distPointSegmentSqXY, farthestAlong, vertexCentroid } from './vec';

const SIDES = [1, -1] as const;

/** Far above rounding on a table's coordinates, far below any width that matters. */
const MARGIN_MM = 1e-6;

/** An obstacle's discs: centre (cx, cy), a radius inside it (0: none known) and one around it. */
type Discs = { readonly cx: number; readonly cy: number; readonly innerMm: number; readonly outerMm: number };

const DISCS = new WeakMap<ErodedShape, Discs>();

/** The discs of an eroded shape, made once per shape. */
function discsOf(s: ErodedShape): Discs {
  let d = DISCS.get(s);
  if (d === undefined) {
    d = makeDiscs(s);
    DISCS.set(s, d);
  }
  return d;
}

function makeDiscs(s: ErodedShape): Discs {
  switch (s.kind) {
    case 'empty':
      return { cx: 0, cy: 0, innerMm: 0, outerMm: -Infinity };
    case 'disc':
      return { cx: s.center.x, cy: s.center.y, innerMm: s.radiusMm, outerMm: s.radiusMm };
    case 'convex': {
      const c = vertexCentroid(s.points);
      // A convex polygon holds its vertex centroid, and the disc up to its nearest edge line.
      return { cx: c.x, cy: c.y, innerMm: Math.max(0, distToEdgeLines(s.points, c)), outerMm: farthest(s.points, c) };
    }
    case 'loop': {
      const c = vertexCentroid(s.polygon);
      // The eroded loop is the polygon's points deeper than depthMm: around a point of depth
      // δ > depthMm, the disc of radius δ − depthMm is in it.
      return { cx: c.x, cy: c.y, innerMm: Math.max(0, depthInside(s.polygon, c) - s.depthMm), outerMm: farthest(s.polygon, c) };
    }
  }
}

function farthest(points: readonly Point[], c: Point): number {
  let r = 0;
  for (const p of points) r = Math.max(r, Math.sqrt((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)));
  return r;
}

/** The least distance from c to the lines of a convex counter-clockwise polygon's edges (negative when outside one). */
function distToEdgeLines(points: readonly Point[], c: Point): number {
  let d = Infinity;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    if (l > 0) d = Math.min(d, ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / l);
  }
  return d;
}

/** The distance from c, inside the polygon, to its outline (0 when outside). */
function depthInside(polygon: readonly Point[], c: Point): number {
  let inside = false;
  let d = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j];
    const b = polygon[i];
    if (a.y > c.y !== b.y > c.y && c.x < ((b.x - a.x) * (c.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    d = Math.min(d, distPointSegmentXY(c.x, c.y, a, b));
  }
  return inside ? d : 0;
}

/** Distance from (px, py) to segment ab: distPointSegmentSqXY's square root (the same arithmetic as the route's quick rejects). */
function distPointSegmentXY(px: number, py: number, a: Point, b: Point): number {
  return Math.sqrt(distPointSegmentSqXY(px, py, a.x, a.y, b.x, b.y));
}

/** What the discs say of one obstacle: it stands in the zone, it stays out, or the exact test must decide. */
export type ZoneAnswer = 'meets' | 'misses' | 'exact';

/**
 * The zone between bases `a` and `t` (centres `ca`, `ct`) for the quick test. Inside: K holds the
 * disc of radius (1 − s)·ρa + s·ρt about (1 − s)·ca + s·ct for every s in [0, 1] (ρ, a base's inner
 * radius), a convex combination of the bases' inner discs. Outside: for a unit direction n, no point
 * of K lies beyond max(hA(n), hT(n)), the larger of the bases' support functions.
 */
export class QuickZone {
  private readonly dx: number;
  private readonly dy: number;
  private readonly len2: number;
  private readonly innerA: number;
  private readonly innerT: number;
  /**
   * The zone's two sides, each through the bases' outermost points across the axis: unit normals
   * pointing out (nx, ny) and K's support along them (h), so nothing of K lies beyond n·x = h.
   */
  private readonly sideNx = new Float64Array(2);
  private readonly sideNy = new Float64Array(2);
  private readonly sideH = new Float64Array(2);
  /** The quadrilateral of those four points (each in a base, so the quadrilateral is in K), counter-clockwise. */
  private readonly quad: Point[] = [];

  constructor(
    private readonly a: Footprint,
    private readonly ca: Point,
    private readonly t: Footprint,
    private readonly ct: Point,
  ) {
    this.dx = ct.x - ca.x;
    this.dy = ct.y - ca.y;
    this.len2 = this.dx * this.dx + this.dy * this.dy;
    this.innerA = innerRadiusMm(a, ca);
    this.innerT = innerRadiusMm(t, ct);
    this.measureSides();
  }

  /** The sides and the quadrilateral; left empty (h = Infinity) when the centres coincide. */
  private measureSides(): void {
    this.sideH.fill(Infinity);
    const l = Math.sqrt(this.len2);
    if (l === 0) return;
    const ends: Point[] = [];
    for (let k = 0; k < 2; k++) {
      const mx = (SIDES[k] * this.dy) / l;
      const my = (-SIDES[k] * this.dx) / l;
      const p = supportPoint(this.a, mx, my);
      const q = supportPoint(this.t, mx, my);
      ends.push(p, q);
      const ex = q.x - p.x;
      const ey = q.y - p.y;
      const el = Math.sqrt(ex * ex + ey * ey);
      if (el === 0) continue;
      // The edge's normal on the side of m.
      const flip = ey * mx - ex * my >= 0 ? 1 : -1;
      const nx = (flip * ey) / el;
      const ny = (-flip * ex) / el;
      this.sideNx[k] = nx;
      this.sideNy[k] = ny;
      this.sideH[k] = Math.max(support(this.a, nx, ny), support(this.t, nx, ny));
    }
    // ends: A and T on the side (dy, −dx) (the right of the axis), then A and T on the left.
    const quad = [ends[0], ends[1], ends[3], ends[2]];
    if (strictlyConvex(quad)) this.quad.push(...quad);
  }

  /** Does the eroded shape meet the interior of K? */
  answer(s: ErodedShape): ZoneAnswer {
    const d = discsOf(s);
    if (d.outerMm < 0) return 'misses';
    if (this.nearestInside(d.cx, d.cy) < d.innerMm - MARGIN_MM) return 'meets';
    if (this.beyond(d.cx, d.cy) > d.outerMm + MARGIN_MM) return 'misses';
    return s.kind === 'convex' ? this.byVertices(s.points) : 'exact';
  }

  /** A convex obstacle by its vertices: one inside K, or all beyond one supporting line of K. */
  private byVertices(points: readonly Point[]): ZoneAnswer {
    for (const v of points) if (this.nearestInside(v.x, v.y) < -MARGIN_MM) return 'meets';
    const l = Math.sqrt(this.len2);
    if (l === 0) return 'exact';
    for (let k = 0; k < 2; k++) {
      const nx = (SIDES[k] * this.dy) / l;
      const ny = (-SIDES[k] * this.dx) / l;
      if (leastAlong(points, nx, ny) - Math.max(support(this.a, nx, ny), support(this.t, nx, ny)) > MARGIN_MM) return 'misses';
      if (leastAlong(points, this.sideNx[k], this.sideNy[k]) - this.sideH[k] > MARGIN_MM) return 'misses';
    }
    return 'exact';
  }

  /**
   * An upper bound of the signed distance from (x, y) to K (negative inside): to the inner disc at
   * its projection on the axis, or minus its depth in the quadrilateral.
   */
  private nearestInside(x: number, y: number): number {
    let s = this.len2 > 0 ? ((x - this.ca.x) * this.dx + (y - this.ca.y) * this.dy) / this.len2 : 0;
    if (s < 0) s = 0;
    else if (s > 1) s = 1;
    const ex = x - (this.ca.x + s * this.dx);
    const ey = y - (this.ca.y + s * this.dy);
    const capsule = Math.sqrt(ex * ex + ey * ey) - ((1 - s) * this.innerA + s * this.innerT);
    // Outside the quadrilateral its edges tell nothing of the distance: only a depth counts.
    const depth = depthInConvex(this.quad, x, y);
    return depth > 0 ? Math.min(capsule, -depth) : capsule;
  }

  /** A lower bound of the distance from (x, y) to K: how far it lies beyond a supporting line of K. */
  private beyond(x: number, y: number): number {
    const l = Math.sqrt(this.len2);
    let best = -Infinity;
    if (l > 0) {
      // Across the axis, on the point's side.
      const side = (x - this.ca.x) * this.dy - (y - this.ca.y) * this.dx >= 0 ? 1 : -1;
      best = this.past(x, y, (side * this.dy) / l, (-side * this.dx) / l);
    }
    for (let k = 0; k < 2; k++) best = Math.max(best, this.sideNx[k] * x + this.sideNy[k] * y - this.sideH[k]);
    return Math.max(best, this.pastFrom(x, y, this.ca), this.pastFrom(x, y, this.ct));
  }

  /** past() in the direction from the centre c to (x, y). */
  private pastFrom(x: number, y: number, c: Point): number {
    const r = Math.sqrt((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y));
    return r > 0 ? this.past(x, y, (x - c.x) / r, (y - c.y) / r) : -Infinity;
  }

  /** n·p − max(hA(n), hT(n)) for the unit direction n. */
  private past(x: number, y: number, nx: number, ny: number): number {
    return nx * x + ny * y - Math.max(support(this.a, nx, ny), support(this.t, nx, ny));
  }
}

/** The least n·v over the points. */
function leastAlong(points: readonly Point[], nx: number, ny: number): number {
  let least = Infinity;
  for (const v of points) least = Math.min(least, nx * v.x + ny * v.y);
  return least;
}

/** A point of the footprint where n·x is largest (a vertex of a polygon; on a circle, along n). */
function supportPoint(f: Footprint, nx: number, ny: number): Point {
  if (f.kind === 'circle') return { x: f.center.x + nx * f.radiusMm, y: f.center.y + ny * f.radiusMm };
  return farthestAlong(f.points, nx, ny);
}

/** Do all the polygon's turns go strictly the same way? (Then it is convex, and simple.) */
function strictlyConvex(poly: readonly Point[]): boolean {
  const n = poly.length;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const o = poly[i];
    const u = poly[(i + 1) % n];
    const v = poly[(i + 2) % n];
    const c = (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);
    const turn = c > 0 ? 1 : c < 0 ? -1 : 0;
    if (turn === 0 || (sign !== 0 && turn !== sign)) return false;
    sign = turn;
  }
  return true;
}

/**
 * How deep (x, y) lies in a convex polygon of either orientation: the least distance to its edges'
 * lines when inside, 0 or less otherwise (and for fewer than three points).
 */
function depthInConvex(poly: readonly Point[], x: number, y: number): number {
  const n = poly.length;
  if (n < 3) return 0;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % n];
    area += p.x * q.y - q.x * p.y;
  }
  if (area === 0) return 0;
  const orient = area > 0 ? 1 : -1;
  let depth = Infinity;
  for (let i = 0; i < n; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % n];
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const el = Math.sqrt(ex * ex + ey * ey);
    if (el === 0) continue;
    depth = Math.min(depth, (orient * (ex * (y - p.y) - ey * (x - p.x))) / el);
  }
  return depth === Infinity ? 0 : depth;
}

/** The support function of a footprint: the largest n·v over it. */
function support(f: Footprint, nx: number, ny: number): number {
  if (f.kind === 'circle') return nx * f.center.x + ny * f.center.y + f.radiusMm;
  let h = -Infinity;
  for (const p of f.points) h = Math.max(h, nx * p.x + ny * p.y);
  return h;
}
