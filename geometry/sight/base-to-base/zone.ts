// R-5.7 (Rag'narok) the zone between two bases, K = conv(A ∪ T), and a quick answer to "does this
// obstacle stand in it?". Where the quick tests settle the question with MARGIN_MM to spare, the
// exact test (lines.ts) would give the same answer; only the obstacles they leave
// open are tested exactly.
//
// None of the tests needs the zone's outline. Inside K lie the bases' inner discs and every disc
// between them, the bases themselves, and the quadrilateral and the two sides between the bases'
// outermost points across the axis; K lies behind each supporting line of the two bases together.
// An obstacle meets K when a disc inside it does, or a point of its eroded outline lies inside K;
// it misses K when a disc around it lies beyond a supporting line, when its outline's hull does,
// or (a loop) when each piece of its outline does, one line per piece, and K is not inside it.
import { boundaryOf } from '../barrier';
import type { Footprint } from '../../footprint';
import { innerRadiusMm } from './open';
import { type Point, convexHull, distPointSegmentSqXY, farthestAlong, pointInPolygon, vertexCentroid } from '../../vec';
import { ShapeCache } from '../../shape-cache';
import type { ErodedShape, ZoneAnswer } from '../types';

const SIDES = [1, -1] as const;

/** Far above rounding on a table's coordinates, far below any width that matters. */
const MARGIN_MM = 1e-6;

/** An obstacle's discs: centre (cx, cy), a radius inside it (0: none known) and one around it. */
type Discs = { readonly cx: number; readonly cy: number; readonly innerMm: number; readonly outerMm: number };

const DISCS = new ShapeCache<ErodedShape, Discs>("obstacles' inner and outer discs", makeDiscs);

/** The discs of an eroded shape, made once per shape. */
function discsOf(s: ErodedShape): Discs {
  return DISCS.get(s);
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
      return {
        cx: c.x,
        cy: c.y,
        innerMm: Math.max(0, depthInside(s.polygon, c) - s.depthMm),
        outerMm: farthest(s.polygon, c),
      };
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

/**
 * The zone between bases `a` and `t` (centres `ca`, `ct`) for the quick test, set once per pair
 * (set() makes one object serve pair after pair). Inside: K holds the disc of radius
 * (1 − s)·ρa + s·ρt about (1 − s)·ca + s·ct for every s in [0, 1] (ρ, a base's inner radius), a
 * convex combination of the bases' inner discs; it holds the bases, and the quadrilateral and the
 * two sides between their outermost points across the axis. Outside: for a unit direction n, no
 * point of K lies beyond max(hA(n), hT(n)), the larger of the bases' support functions.
 */
export class QuickZone {
  private a!: Footprint;
  private t!: Footprint;
  private edgesA: Edges = null;
  private edgesT: Edges = null;
  private ca: Point = { x: 0, y: 0 };
  private cax = 0;
  private cay = 0;
  private ctx = 0;
  private cty = 0;
  private dx = 0;
  private dy = 0;
  private len2 = 0;
  private innerA = 0;
  private innerT = 0;
  /** K's support across the axis, on the side (dy, −dx) and on the other: nothing of K lies beyond n·x = h. */
  private readonly acrossH = new Float64Array(2);
  /**
   * The zone's two sides, each through the bases' outermost points across the axis: unit normals
   * pointing out (nx, ny) and K's support along them (h), so nothing of K lies beyond n·x = h.
   */
  private readonly sideNx = new Float64Array(2);
  private readonly sideNy = new Float64Array(2);
  private readonly sideH = new Float64Array(2);
  /**
   * The outermost points across the axis: A's and T's on the side (dy, −dx), then on the other.
   * Each lies in its base, so the segments between them (the sides) and their quadrilateral lie in K.
   */
  private readonly ex = new Float64Array(4);
  private readonly ey = new Float64Array(4);
  /** The quadrilateral's edges as inward unit normals and offsets (depth = n·x − h); none when it is not strictly convex. */
  private quadEdges = 0;
  private readonly qnx = new Float64Array(4);
  private readonly qny = new Float64Array(4);
  private readonly qh = new Float64Array(4);

  constructor(a?: Footprint, ca?: Point, t?: Footprint, ct?: Point) {
    if (a !== undefined && ca !== undefined && t !== undefined && ct !== undefined) this.set(a, ca, t, ct);
  }

  /** The zone between `a` and `t` from now on. */
  set(a: Footprint, ca: Point, t: Footprint, ct: Point): this {
    this.a = a;
    this.t = t;
    this.edgesA = edgesOf(a);
    this.edgesT = edgesOf(t);
    this.ca = ca;
    this.cax = ca.x;
    this.cay = ca.y;
    this.ctx = ct.x;
    this.cty = ct.y;
    this.dx = ct.x - ca.x;
    this.dy = ct.y - ca.y;
    this.len2 = this.dx * this.dx + this.dy * this.dy;
    this.innerA = innerRadiusMm(a, ca);
    this.innerT = innerRadiusMm(t, ct);
    this.measureSides();
    return this;
  }

  /** The sides, the supports across the axis and the quadrilateral; left empty (h = Infinity) when the centres coincide. */
  private measureSides(): void {
    this.sideH.fill(Infinity);
    this.acrossH.fill(Infinity);
    this.quadEdges = 0;
    const l = Math.sqrt(this.len2);
    if (l === 0) return;
    for (let k = 0; k < 2; k++) {
      const mx = (SIDES[k] * this.dy) / l;
      const my = (-SIDES[k] * this.dx) / l;
      this.acrossH[k] = Math.max(
        supportInto(this.a, mx, my, this.ex, this.ey, 2 * k),
        supportInto(this.t, mx, my, this.ex, this.ey, 2 * k + 1),
      );
      const sx = this.ex[2 * k + 1] - this.ex[2 * k];
      const sy = this.ey[2 * k + 1] - this.ey[2 * k];
      const el = Math.sqrt(sx * sx + sy * sy);
      if (el === 0) continue;
      // The edge's normal on the side of m.
      const flip = sy * mx - sx * my >= 0 ? 1 : -1;
      const nx = (flip * sy) / el;
      const ny = (-flip * sx) / el;
      this.sideNx[k] = nx;
      this.sideNy[k] = ny;
      this.sideH[k] = Math.max(support(this.a, nx, ny), support(this.t, nx, ny));
    }
    this.measureQuad();
  }

  /** The quadrilateral A, T on the right of the axis, T, A on the left, when strictly convex: its edges. */
  private measureQuad(): void {
    const order = QUAD_ORDER;
    let sign = 0;
    for (let i = 0; i < 4; i++) {
      const o = order[i];
      const u = order[(i + 1) % 4];
      const v = order[(i + 2) % 4];
      const c =
        (this.ex[u] - this.ex[o]) * (this.ey[v] - this.ey[o]) - (this.ey[u] - this.ey[o]) * (this.ex[v] - this.ex[o]);
      const turn = c > 0 ? 1 : c < 0 ? -1 : 0;
      if (turn === 0 || (sign !== 0 && turn !== sign)) return;
      sign = turn;
    }
    let edges = 0;
    for (let i = 0; i < 4; i++) {
      const p = order[i];
      const q = order[(i + 1) % 4];
      const sx = this.ex[q] - this.ex[p];
      const sy = this.ey[q] - this.ey[p];
      const el = Math.sqrt(sx * sx + sy * sy);
      if (el === 0) continue;
      // Inward: to the left of a counter-clockwise edge (sign > 0), to the right otherwise.
      this.qnx[edges] = (-sign * sy) / el;
      this.qny[edges] = (sign * sx) / el;
      this.qh[edges] = this.qnx[edges] * this.ex[p] + this.qny[edges] * this.ey[p];
      edges++;
    }
    this.quadEdges = edges;
  }

  /** Does the eroded shape meet the interior of K? */
  answer(s: ErodedShape): ZoneAnswer {
    const d = discsOf(s);
    if (d.outerMm < 0) return 'misses';
    if (this.nearestInside(d.cx, d.cy) < d.innerMm - MARGIN_MM) return 'meets';
    if (this.beyond(d.cx, d.cy, d.outerMm + MARGIN_MM)) return 'misses';
    switch (s.kind) {
      case 'disc':
        return this.nearerThan(s.center.x, s.center.y, s.radiusMm - MARGIN_MM) ? 'meets' : 'exact';
      case 'convex':
        return this.byVertices(s.points, s.points, d);
      case 'loop': {
        // The eroded outline's vertices; its arcs turn inwards, so the shape lies within their hull.
        const answer = this.byVertices(boundaryOf(s).vertices, outlineHull(s), d);
        return answer === 'exact' && this.outlineMisses(s) ? 'misses' : answer;
      }
      default:
        return 'exact';
    }
  }

  /**
   * An obstacle by points: one of `outline` (points of the eroded outline) inside K, or all of
   * `around` (points whose hull holds the shape) beyond one supporting line of K.
   */
  private byVertices(outline: readonly Point[], around: readonly Point[], d: Discs): ZoneAnswer {
    for (const v of outline) if (this.nearerThan(v.x, v.y, -MARGIN_MM)) return 'meets';
    const l = Math.sqrt(this.len2);
    if (l === 0) return 'exact';
    for (let k = 0; k < 2; k++) {
      if (leastAlong(around, (SIDES[k] * this.dy) / l, (-SIDES[k] * this.dx) / l) - this.acrossH[k] > MARGIN_MM)
        return 'misses';
      if (leastAlong(around, this.sideNx[k], this.sideNy[k]) - this.sideH[k] > MARGIN_MM) return 'misses';
    }
    // Beyond either end: along the direction from a centre to the obstacle's.
    if (this.beyondFrom(around, d, this.cax, this.cay) || this.beyondFrom(around, d, this.ctx, this.cty))
      return 'misses';
    // K wholly beyond the line of an edge of the obstacle's hull (`around` is a convex polygon).
    if (this.beyondAnEdge(around)) return 'misses';
    return 'exact';
  }

  /**
   * Does a loop miss K, its outline piece by piece? When each piece of the eroded outline lies
   * beyond some supporting line of K, the outline misses K; K, connected, then lies wholly inside
   * the eroded shape or wholly outside, and a centre outside the polygon tells which.
   */
  private outlineMisses(s: Extract<ErodedShape, { kind: 'loop' }>): boolean {
    if (pointInPolygon(this.ca, s.polygon)) return false;
    for (const e of s.elements) {
      // A segment by its ends; an arc lies within its circle.
      const arc = e.kind === 'arc';
      if (!this.pieceBeyond(e.a, e.b, arc ? e.center : e.a, arc ? e.radiusMm : -1)) return false;
    }
    return true;
  }

  /**
   * Does the segment ab (or, radius ≥ 0, the disc about c) lie beyond a supporting line of K by
   * MARGIN_MM: across the axis, beyond a side, or beyond either end?
   */
  private pieceBeyond(a: Point, b: Point, c: Point, radius: number): boolean {
    const l = Math.sqrt(this.len2);
    if (l === 0) return false;
    for (let k = 0; k < 2; k++) {
      if (leastOf(a, b, c, radius, (SIDES[k] * this.dy) / l, (-SIDES[k] * this.dx) / l) - this.acrossH[k] > MARGIN_MM)
        return true;
      if (leastOf(a, b, c, radius, this.sideNx[k], this.sideNy[k]) - this.sideH[k] > MARGIN_MM) return true;
    }
    // Beyond either end: along the direction from each base's point nearest the piece to the
    // piece's point nearest it (for an arc, its circle's centre), a line that separates them.
    for (let k = 0; k < 2; k++) {
      if (!nearestPair(k === 0 ? this.a : this.t, a, b, c, radius >= 0, NEAR_PAIR)) continue;
      const dx = NEAR_PAIR[2] - NEAR_PAIR[0];
      const dy = NEAR_PAIR[3] - NEAR_PAIR[1];
      const r = Math.sqrt(dx * dx + dy * dy);
      if (r === 0) continue;
      const nx = dx / r;
      const ny = dy / r;
      if (leastOf(a, b, c, radius, nx, ny) - Math.max(support(this.a, nx, ny), support(this.t, nx, ny)) > MARGIN_MM)
        return true;
    }
    return false;
  }

  /** Does K lie wholly beyond the line of one edge of the convex polygon (either orientation), by MARGIN_MM? */
  private beyondAnEdge(hull: readonly Point[]): boolean {
    const n = hull.length;
    if (n < 3) return false;
    let area = 0;
    for (let i = 0; i < n; i++) {
      const q = hull[i + 1 === n ? 0 : i + 1];
      area += hull[i].x * q.y - q.x * hull[i].y;
    }
    // Outward: to the right of a counter-clockwise edge, to the left of a clockwise one.
    const out = area > 0 ? 1 : area < 0 ? -1 : 0;
    if (out === 0) return false;
    for (let i = 0; i < n; i++) {
      const p = hull[i];
      const q = hull[i + 1 === n ? 0 : i + 1];
      const l = Math.sqrt((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y));
      if (l === 0) continue;
      // The hull lies at or below n·p along the outward normal n; K's least n·x is minus its support along −n.
      const nx = (out * (q.y - p.y)) / l;
      const ny = (-out * (q.x - p.x)) / l;
      const least = -Math.max(support(this.a, -nx, -ny), support(this.t, -nx, -ny));
      if (least - (nx * p.x + ny * p.y) > MARGIN_MM) return true;
    }
    return false;
  }

  /** Do all the points lie beyond K's supporting line across the direction from (cx, cy) to the obstacle's centre? */
  private beyondFrom(around: readonly Point[], d: Discs, cx: number, cy: number): boolean {
    const r = Math.sqrt((d.cx - cx) * (d.cx - cx) + (d.cy - cy) * (d.cy - cy));
    if (r === 0) return false;
    const nx = (d.cx - cx) / r;
    const ny = (d.cy - cy) / r;
    return leastAlong(around, nx, ny) - Math.max(support(this.a, nx, ny), support(this.t, nx, ny)) > MARGIN_MM;
  }

  /**
   * Is (x, y) nearer K than `mm` (negative: that deep inside)? True is a proof: the least of upper
   * bounds of the signed distance, to the inner capsule, the quadrilateral, either base and (for a
   * point outside, where the distance is positive) either side.
   */
  private nearerThan(x: number, y: number, mm: number): boolean {
    if (this.nearestInside(x, y) < mm) return true;
    if (signedDistance(this.a, this.edgesA, x, y) < mm || signedDistance(this.t, this.edgesT, x, y) < mm) return true;
    if (mm <= 0) return false;
    for (let k = 0; k < 2; k++) {
      const i = 2 * k;
      if (distPointSegmentSqXY(x, y, this.ex[i], this.ey[i], this.ex[i + 1], this.ey[i + 1]) < mm * mm) return true;
    }
    return false;
  }

  /**
   * An upper bound of the signed distance from (x, y) to K (negative inside): to the inner disc at
   * its projection on the axis, or minus its depth in the quadrilateral.
   */
  private nearestInside(x: number, y: number): number {
    let s = this.len2 > 0 ? ((x - this.cax) * this.dx + (y - this.cay) * this.dy) / this.len2 : 0;
    if (s < 0) s = 0;
    else if (s > 1) s = 1;
    const ex = x - (this.cax + s * this.dx);
    const ey = y - (this.cay + s * this.dy);
    const capsule = Math.sqrt(ex * ex + ey * ey) - ((1 - s) * this.innerA + s * this.innerT);
    // Outside the quadrilateral its edges tell nothing of the distance: only a depth counts.
    if (this.quadEdges < 3) return capsule;
    let depth = Infinity;
    for (let i = 0; i < this.quadEdges; i++) depth = Math.min(depth, this.qnx[i] * x + this.qny[i] * y - this.qh[i]);
    return depth > 0 ? Math.min(capsule, -depth) : capsule;
  }

  /**
   * Does (x, y) lie farther than `mm` from K? True is a proof: it lies that far beyond a supporting
   * line of K (across the axis, beyond a side, or beyond either end).
   */
  private beyond(x: number, y: number, mm: number): boolean {
    if (this.len2 > 0) {
      // Across the axis, on the point's side.
      const l = Math.sqrt(this.len2);
      const k = (x - this.cax) * this.dy - (y - this.cay) * this.dx >= 0 ? 0 : 1;
      if ((SIDES[k] * this.dy * x - SIDES[k] * this.dx * y) / l - this.acrossH[k] > mm) return true;
    }
    for (let k = 0; k < 2; k++) if (this.sideNx[k] * x + this.sideNy[k] * y - this.sideH[k] > mm) return true;
    return this.pastFrom(x, y, this.cax, this.cay) > mm || this.pastFrom(x, y, this.ctx, this.cty) > mm;
  }

  /** n·p − max(hA(n), hT(n)) in the direction n from the centre (cx, cy) to (x, y). */
  private pastFrom(x: number, y: number, cx: number, cy: number): number {
    const r = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
    if (!(r > 0)) return -Infinity;
    const nx = (x - cx) / r;
    const ny = (y - cy) / r;
    return nx * x + ny * y - Math.max(support(this.a, nx, ny), support(this.t, nx, ny));
  }
}

/** The least n·x over the segment ab, or (radius ≥ 0) over the disc about c. */
function leastOf(a: Point, b: Point, c: Point, radius: number, nx: number, ny: number): number {
  return radius >= 0 ? nx * c.x + ny * c.y - radius : Math.min(nx * a.x + ny * a.y, nx * b.x + ny * b.y);
}

/** nearestPair()'s answer: the base's point (x, y), then the piece's. */
const NEAR_PAIR = new Float64Array(4);

/**
 * The nearest points of a base and a segment ab (or, `toCentre`, the point c), into out; false
 * when the base is a polygon that is not convex.
 */
function nearestPair(f: Footprint, a: Point, b: Point, c: Point, toCentre: boolean, out: Float64Array): boolean {
  if (f.kind === 'circle') {
    // The circle's centre to the piece; the circle's side does not matter for the direction.
    out[0] = f.center.x;
    out[1] = f.center.y;
    if (toCentre) {
      out[2] = c.x;
      out[3] = c.y;
    } else nearestOnSegment(f.center.x, f.center.y, a, b, out, 2);
    return true;
  }
  if (!f.convex) return false;
  const pts = f.points;
  let best = Infinity;
  const q = NEAR_POINT;
  for (let i = 0; i < pts.length; i++) {
    const v = pts[i];
    const w = pts[(i + 1) % pts.length];
    if (toCentre) {
      // The point c to the edge vw.
      nearestOnSegment(c.x, c.y, v, w, q, 0);
      best = keepNearer(best, q[0], q[1], c.x, c.y, out);
      continue;
    }
    // The vertex v to ab, and a, b to the edge vw.
    nearestOnSegment(v.x, v.y, a, b, q, 0);
    best = keepNearer(best, v.x, v.y, q[0], q[1], out);
    nearestOnSegment(a.x, a.y, v, w, q, 0);
    best = keepNearer(best, q[0], q[1], a.x, a.y, out);
    nearestOnSegment(b.x, b.y, v, w, q, 0);
    best = keepNearer(best, q[0], q[1], b.x, b.y, out);
  }
  return true;
}

const NEAR_POINT = new Float64Array(2);

/** The pair (base point, piece point) into out when its squared distance is below `best`; the least of the two. */
function keepNearer(
  best: number,
  baseX: number,
  baseY: number,
  pieceX: number,
  pieceY: number,
  out: Float64Array,
): number {
  const d = (pieceX - baseX) * (pieceX - baseX) + (pieceY - baseY) * (pieceY - baseY);
  if (!(d < best)) return best;
  out[0] = baseX;
  out[1] = baseY;
  out[2] = pieceX;
  out[3] = pieceY;
  return d;
}

/** The point of segment ab nearest (x, y), into out[i], out[i + 1]. */
function nearestOnSegment(x: number, y: number, a: Point, b: Point, out: Float64Array, i: number): void {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const e2 = ex * ex + ey * ey;
  let u = e2 > 0 ? ((x - a.x) * ex + (y - a.y) * ey) / e2 : 0;
  if (u < 0) u = 0;
  else if (u > 1) u = 1;
  out[i] = a.x + u * ex;
  out[i + 1] = a.y + u * ey;
}

const HULLS = new ShapeCache<ErodedShape, readonly Point[]>("eroded outlines' convex hulls", (s) =>
  convexHull(boundaryOf(s).vertices),
);

/** The convex hull of a shape's eroded outline vertices (counter-clockwise), built once per shape. */
function outlineHull(s: ErodedShape): readonly Point[] {
  return HULLS.get(s);
}

/** The order of the outermost points (A right, T right, A left, T left) around the quadrilateral. */
const QUAD_ORDER = [0, 1, 3, 2] as const;

/** The least n·v over the points. */
function leastAlong(points: readonly Point[], nx: number, ny: number): number {
  let least = Infinity;
  for (const v of points) least = Math.min(least, nx * v.x + ny * v.y);
  return least;
}

/** A point of the footprint where n·x is largest (a vertex of a polygon; on a circle, along n), into xs[i], ys[i]; returns that largest n·x. */
function supportInto(f: Footprint, nx: number, ny: number, xs: Float64Array, ys: Float64Array, i: number): number {
  if (f.kind === 'circle') {
    xs[i] = f.center.x + nx * f.radiusMm;
    ys[i] = f.center.y + ny * f.radiusMm;
    return nx * f.center.x + ny * f.center.y + f.radiusMm;
  }
  const p = farthestAlong(f.points, nx, ny);
  xs[i] = p.x;
  ys[i] = p.y;
  return nx * p.x + ny * p.y;
}

/** A convex polygon's edges as outward unit normals and offsets (n·x − h: the signed distance to the edge's line); null for a circle or a polygon that is not convex. */
type Edges = { readonly nx: Float64Array; readonly ny: Float64Array; readonly h: Float64Array } | null;

const EDGES = new ShapeCache<Footprint, Edges>("convex bases' edges as normals and offsets", makeEdges);

function edgesOf(f: Footprint): Edges {
  return EDGES.get(f);
}

function makeEdges(f: Footprint): Edges {
  let e: Edges = null;
  if (f.kind === 'polygon' && f.convex) {
    const p = f.points;
    let area = 0;
    for (let i = 0; i < p.length; i++) {
      const q = p[(i + 1) % p.length];
      area += p[i].x * q.y - q.x * p[i].y;
    }
    const orient = area > 0 ? 1 : area < 0 ? -1 : 0;
    if (orient !== 0) {
      const nx: number[] = [];
      const ny: number[] = [];
      const h: number[] = [];
      for (let i = 0; i < p.length; i++) {
        const a = p[i];
        const b = p[(i + 1) % p.length];
        const l = Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
        if (l === 0) continue;
        // Outward: to the right of a counter-clockwise edge.
        const ux = (orient * (b.y - a.y)) / l;
        const uy = (-orient * (b.x - a.x)) / l;
        nx.push(ux);
        ny.push(uy);
        h.push(ux * a.x + uy * a.y);
      }
      e = { nx: Float64Array.from(nx), ny: Float64Array.from(ny), h: Float64Array.from(h) };
    }
  }
  return e;
}

/**
 * An upper bound of the signed distance from (x, y) to a base (negative inside): a circle's is
 * exact; for a convex polygon (its edges), the largest signed distance to its edges' lines, exact
 * inside (and a lower bound outside, so only a negative answer is used).
 */
function signedDistance(f: Footprint, edges: Edges, x: number, y: number): number {
  if (f.kind === 'circle')
    return Math.sqrt((x - f.center.x) * (x - f.center.x) + (y - f.center.y) * (y - f.center.y)) - f.radiusMm;
  if (edges === null) return Infinity;
  let d = -Infinity;
  for (let i = 0; i < edges.h.length; i++) d = Math.max(d, edges.nx[i] * x + edges.ny[i] * y - edges.h[i]);
  return d > 0 ? Infinity : d;
}

/** The support function of a footprint: the largest n·v over it. */
function support(f: Footprint, nx: number, ny: number): number {
  if (f.kind === 'circle') return nx * f.center.x + ny * f.center.y + f.radiusMm;
  let h = -Infinity;
  for (const p of f.points) h = Math.max(h, nx * p.x + ny * p.y);
  return h;
}
