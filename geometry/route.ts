// Movement routes: R-6.1 .. R-6.4 (Confédé V-A; Rag'narok "Moving miniatures").
//
// The measured route is the route of the mover's sight (R-6.1). The base pivots freely about its
// sight (R-6.2), so the mover is modelled as a disc of radius `clearanceMm` (half its base width)
// centred on the sight: the route keeps that distance from every obstacle, and a gap narrower
// than the base width is closed. Shortest routes among such obstacles are taut strings: straight
// segments tangent to circles of radius `clearanceMm` around the obstacles' convex corners (or of
// radius R + clearance around round bases), joined by arcs of those circles. We build that
// tangent graph exactly (closed-form tangents, exact clearance tests of segments and arcs) and
// run A* on it — no grid, no sampling.
//
// The graph is kept per obstacle set and clearance (RouteIndex): the grown obstacles in an R-tree,
// and the common tangents between their sites with whether they are clear, worked out all at once
// (`prepare`, as a World's indexes are) or the first time a search reaches a site, and reused by
// every later query; moving one obstacle re-tests only what it touches. A search reaches only the
// sites that can lie on a route shorter than the answer, and tests the segments from the start
// and to the goal, and the arcs, only when it first takes them (an arc between two clear tangents
// keeps its verdict for later queries). Its graph lives in typed arrays kept by the index.
//
// Readings (RULES.md is silent):
// - The table edges: the whole base stays on the table, read as the sight's clearance disc
//   staying on the table (the sight at least `clearanceMm` from each edge).
// - A mover that starts closer than its clearance to an obstacle (a base in contact) may move
//   away from it but not closer; likewise, going to a base (or a contact position), the route may
//   come as close to an obstacle as the goal is (a contact beside another base). Such a relaxed
//   obstacle is approached down to its outline at most, never crossed (a gap of 0 slides along
//   it). Whether the base fits at the end is judged on the final position (R-6.6), not by the
//   clearance.
// - The mover's own rotation at the end is free (R-6.2: it pivots about its sight) and costs no
//   length; an assault ends facing the target (R-3.4).
// - Goal "the edge of a target's base" (R-6.6): the route ends on the nearest reachable point of
//   the target's outline; the target itself is no obstacle. Goal a chosen contact position on
//   that outline (R-6.6 placement): the target stays an obstacle, relaxed like a base in contact
//   (approached down to its outline, never crossed), so a route to its far side goes round it.
import RBush from 'rbush';
import { type Footprint, bbox, closestPoint, containsPoint, distPointFootprint, distToBoundary, distanceMm } from './footprint';
import { type Point, closestTOnSegmentXY, distPointSegment, distPointSegmentSq, distPointSegmentSqXY, segmentsIntersect } from './vec';

/** Slack for floating-point rounding in clearance tests (not a rules tolerance). */
export const CLEARANCE_EPS_MM = 1e-6;

export type RouteObstacle = { readonly id: string; readonly shape: Footprint };

export type RoutePiece =
  | { readonly type: 'segment'; readonly a: Point; readonly b: Point; readonly lengthMm: number }
  | {
      readonly type: 'arc';
      readonly center: Point;
      readonly radiusMm: number;
      readonly startRad: number;
      /** Signed: positive counter-clockwise. */
      readonly sweepRad: number;
      readonly lengthMm: number;
    };

export type RouteGoal = { readonly kind: 'point'; readonly point: Point } | { readonly kind: 'base'; readonly id: string; readonly shape: Footprint };

export type RouteQuery = {
  readonly start: Point;
  readonly goal: RouteGoal;
  readonly clearanceMm: number;
  readonly obstacles: readonly RouteObstacle[];
  /** The table: the sight keeps its clearance from the edges. */
  readonly table?: { readonly width: number; readonly depth: number };
  /**
   * Let the route come as close to an obstacle as the goal itself is (contact positions beside
   * other bases, R-6.6). Always on for a base goal; off by default for a point.
   */
  readonly approachGoal?: boolean;
  /** Obstacles of the list that are no obstacle for this query. */
  readonly ignore?: readonly string[];
};

export type RouteResult =
  | { readonly reachable: true; readonly lengthMm: number; readonly pieces: readonly RoutePiece[]; readonly end: Point; readonly obstaclesUsed: readonly string[] }
  | { readonly reachable: false; readonly reason: RouteFailure; readonly obstaclesUsed: readonly string[] };

export type RouteFailure =
  | { readonly code: 'start-off-table' }
  | { readonly code: 'goal-off-table' }
  | { readonly code: 'goal-inside-obstacle'; readonly id: string }
  | { readonly code: 'no-way-through' }
  /** Only with IndexQuery.maxLengthMm: no route of at most that length (a longer one may exist). */
  | { readonly code: 'longer-than-bound'; readonly boundMm: number }
  /** Only with IndexQuery.maxSettled: the search gave up, undecided. */
  | { readonly code: 'budget-spent' };

// ---------------------------------------------------------------------------------------------
// Clearance: distances from segments and arcs to footprints.

/** Least distance between segment ab and a footprint (0 when they meet). */
export function distSegmentFootprint(a: Point, b: Point, f: Footprint): number {
  if (f.kind === 'circle') return Math.max(0, distPointSegment(f.center, a, b) - f.radiusMm);
  const pts = f.points;
  if (containsPoint(f, a)) return 0;
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const q = pts[i];
    if (segmentsIntersect(a, b, p, q)) return 0;
    best = Math.min(best, distPointSegment(a, p, q), distPointSegment(b, p, q), distPointSegment(p, a, b), distPointSegment(q, a, b));
  }
  return best;
}

/**
 * `distSegmentFootprint(a, b, f) < gap`, the same verdict, from squared distances (no Math.hypot,
 * slow and allocating in V8) unless the distance lies within rounding of `gap`, where the exact
 * test decides.
 */
export function segmentFootprintWithin(a: Point, b: Point, f: Footprint, gap: number): boolean {
  if (f.kind === 'circle') return Math.max(0, Math.sqrt(distPointSegmentSq(f.center, a, b)) - f.radiusMm) < gap;
  const pts = f.points;
  if (containsPoint(f, a)) return 0 < gap;
  let best2 = Infinity;
  const ax = a.x;
  const ay = a.y;
  const abx = b.x - ax;
  const aby = b.y - ay;
  const ab2 = abx * abx + aby * aby;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const q = pts[i];
    if (segmentsIntersect(a, b, p, q)) return 0 < gap;
    // a and b to pq, p and q to ab, written out (distPointSegmentSqXY's arithmetic): a call per
    // distance passes six numbers, each boxed on the heap when the call is not inlined (most of a
    // query's garbage).
    const px = p.x;
    const py = p.y;
    const pqx = q.x - px;
    const pqy = q.y - py;
    const pq2 = pqx * pqx + pqy * pqy;
    for (let k = 0; k < 4; k++) {
      // The point (x, y) and the segment from (sx, sy) along (dx, dy), of squared length l2.
      const x = k === 0 ? ax : k === 1 ? b.x : k === 2 ? px : q.x;
      const y = k === 0 ? ay : k === 1 ? b.y : k === 2 ? py : q.y;
      const onPq = k < 2;
      const sx = onPq ? px : ax;
      const sy = onPq ? py : ay;
      const dx = onPq ? pqx : abx;
      const dy = onPq ? pqy : aby;
      const l2 = onPq ? pq2 : ab2;
      let t = l2 === 0 ? 0 : ((x - sx) * dx + (y - sy) * dy) / l2;
      if (t < 0) t = 0;
      else if (t > 1) t = 1;
      const ex = x - (sx + dx * t);
      const ey = y - (sy + dy * t);
      const d2 = ex * ex + ey * ey;
      if (d2 < best2) best2 = d2;
    }
  }
  const d = Math.sqrt(best2);
  // Math.hypot and this square root agree to a few ulps: far wider apart than that, the verdict stands.
  if (Math.abs(d - gap) > 1e-9 * Math.max(1, gap)) return d < gap;
  return distSegmentFootprint(a, b, f) < gap;
}

function angleOnArc(startRad: number, sweepRad: number, ang: number): boolean {
  let d = ang - startRad;
  if (sweepRad >= 0) {
    d = ((d % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    return d <= sweepRad + 1e-12;
  }
  d = ((-d % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return d <= -sweepRad + 1e-12;
}

function arcPoint(c: Point, r: number, ang: number): Point {
  return { x: c.x + r * Math.cos(ang), y: c.y + r * Math.sin(ang) };
}

// The arc kernels below take coordinates as numbers and allocate nothing: they run in the
// search's inner loop, where V8's short-lived points and Math.hypot's boxed results were most of
// a query's garbage (and its collections the slowest queries' extra time).

/** Distance from (px, py) to segment ab. */
function distPointSegmentXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(distPointSegmentSqXY(px, py, ax, ay, bx, by));
}

/** Least distance from (px, py) to the arc of circle (c, r) from startRad over sweepRad. */
function distPointArcXY(px: number, py: number, cx: number, cy: number, r: number, startRad: number, sweepRad: number): number {
  const dx = px - cx;
  const dy = py - cy;
  const dc = Math.sqrt(dx * dx + dy * dy);
  if (dc > 0 && angleOnArc(startRad, sweepRad, Math.atan2(dy, dx))) return Math.abs(dc - r);
  const e0x = cx + r * Math.cos(startRad) - px;
  const e0y = cy + r * Math.sin(startRad) - py;
  const e1x = cx + r * Math.cos(startRad + sweepRad) - px;
  const e1y = cy + r * Math.sin(startRad + sweepRad) - py;
  return Math.sqrt(Math.min(e0x * e0x + e0y * e0y, e1x * e1x + e1y * e1y));
}

/** Least distance from a point to an arc. */
function distPointArc(p: Point, c: Point, r: number, startRad: number, sweepRad: number): number {
  return distPointArcXY(p.x, p.y, c.x, c.y, r, startRad, sweepRad);
}

/** Least distance between an arc and segment ab. */
function distArcSegment(c: Point, r: number, startRad: number, sweepRad: number, a: Point, b: Point): number {
  const cx = c.x;
  const cy = c.y;
  const ax = a.x;
  const ay = a.y;
  const ux = b.x - ax;
  const uy = b.y - ay;
  // Where the segment crosses the circle (as lineCircle, numerically stable roots): on the arc, they meet.
  const l2 = ux * ux + uy * uy;
  const fx = ax - cx;
  const fy = ay - cy;
  if (l2 > 0) {
    const bq = 2 * (fx * ux + fy * uy);
    const k = fx * fx + fy * fy - r * r;
    const disc = bq * bq - 4 * l2 * k;
    if (disc >= 0) {
      const sq = Math.sqrt(disc);
      const q = bq >= 0 ? -0.5 * (bq + sq) : -0.5 * (bq - sq);
      const t1 = q / l2;
      const t2 = q === 0 ? -t1 : k / q;
      if (t1 >= 0 && t1 <= 1 && angleOnArc(startRad, sweepRad, Math.atan2(fy + uy * t1, fx + ux * t1))) return 0;
      if (t2 >= 0 && t2 <= 1 && angleOnArc(startRad, sweepRad, Math.atan2(fy + uy * t2, fx + ux * t2))) return 0;
    }
  }
  const bx = b.x;
  const by = b.y;
  const e0x = cx + r * Math.cos(startRad);
  const e0y = cy + r * Math.sin(startRad);
  const e1x = cx + r * Math.cos(startRad + sweepRad);
  const e1y = cy + r * Math.sin(startRad + sweepRad);
  let best = Math.min(
    distPointSegmentXY(e0x, e0y, ax, ay, bx, by),
    distPointSegmentXY(e1x, e1y, ax, ay, bx, by),
    distPointArcXY(ax, ay, cx, cy, r, startRad, sweepRad),
    distPointArcXY(bx, by, cx, cy, r, startRad, sweepRad),
  );
  // The arc points whose radius is perpendicular to the segment, when its foot falls on the segment.
  if (l2 > 0) {
    const t = (-fx * ux - fy * uy) / l2;
    if (t > 0 && t < 1) {
      const dx = fx + ux * t;
      const dy = fy + uy * t;
      if (dx !== 0 || dy !== 0) {
        for (let s = 1; s >= -1; s -= 2) {
          const ang = Math.atan2(s * dy, s * dx);
          if (angleOnArc(startRad, sweepRad, ang)) best = Math.min(best, distPointSegmentXY(cx + r * Math.cos(ang), cy + r * Math.sin(ang), ax, ay, bx, by));
        }
      }
    }
  }
  return best;
}

/** A point reused by the kernels for a call that takes a Point (never kept by the callee). */
const scratchPoint = { x: 0, y: 0 };

/** Least distance between an arc and a footprint. */
export function distArcFootprint(c: Point, r: number, startRad: number, sweepRad: number, f: Footprint): number {
  if (f.kind === 'circle') {
    // The circle may hold the arc's points inside it or cross it: 0 then.
    return Math.max(0, distPointArc(f.center, c, r, startRad, sweepRad) - f.radiusMm);
  }
  const pts = f.points;
  scratchPoint.x = c.x + r * Math.cos(startRad);
  scratchPoint.y = c.y + r * Math.sin(startRad);
  if (containsPoint(f, scratchPoint)) return 0;
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) best = Math.min(best, distArcSegment(c, r, startRad, sweepRad, pts[j], pts[i]));
  return best;
}

/**
 * Does every point of the arc stay at least `rT` inside the table? Its ends and the extreme points
 * of its circle that lie on it are the only candidates for its least and greatest x and y.
 */
function arcOnTable(table: { readonly width: number; readonly depth: number }, cx: number, cy: number, r: number, startRad: number, sweepRad: number, rT: number): boolean {
  if (cx - r >= rT && cy - r >= rT && cx + r <= table.width - rT && cy + r <= table.depth - rT) return true;
  for (let k = 0; k < 6; k++) {
    const ang = k === 0 ? startRad : k === 1 ? startRad + sweepRad : ((k - 2) * Math.PI) / 2;
    if (k >= 2 && !angleOnArc(startRad, sweepRad, ang)) continue;
    const x = cx + r * Math.cos(ang);
    const y = cy + r * Math.sin(ang);
    if (!(x >= rT && y >= rT && x <= table.width - rT && y <= table.depth - rT)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// The tangent graph.

/** Which way round a circle a line turns: +1 when the point p on it, at p − c = (rx, ry) from the centre, moves along (dx, dy) counter-clockwise. */
function orientXY(rx: number, ry: number, dx: number, dy: number): 1 | -1 {
  return rx * dy - ry * dx >= 0 ? 1 : -1;
}

/** Convex corners of a polygon (reflex ones never bend a taut route). */
function convexCorners(points: readonly Point[]): { v: Point; fromRad: number; spanRad: number }[] {
  const n = points.length;
  const out: { v: Point; fromRad: number; spanRad: number }[] = [];
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n];
    const b = points[i];
    const c = points[(i + 1) % n];
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) < 0) continue;
    // Counter-clockwise polygon: the outward normal of side pq points along (dy, −dx).
    const from = Math.atan2(-(b.x - a.x), b.y - a.y);
    const to = Math.atan2(-(c.x - b.x), c.y - b.y);
    const span = (((to - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    out.push({ v: b, fromRad: from, spanRad: span });
  }
  return out;
}

/** Is the tangent point (px, py) on the part of the site's circle that lies on the inflated outline? */
function onOutlineAt(s: Site, px: number, py: number): boolean {
  if (s.spanRad >= 2 * Math.PI || s.rho === 0) return true;
  return onOutlineAng(s, Math.atan2(py - s.c.y, px - s.c.x));
}

/** onOutlineAt for the point at angle `ang` (atan2 from the site's centre) on the site's circle. */
function onOutlineAng(s: Site, ang: number): boolean {
  if (s.spanRad >= 2 * Math.PI || s.rho === 0) return true;
  // Both angles lie in [−π, π]: one turn added or taken brings d into [0, 2π).
  let d = ang - s.fromRad;
  if (d < 0) d += 2 * Math.PI;
  if (d >= 2 * Math.PI) d -= 2 * Math.PI;
  if (d > Math.PI + s.spanRad / 2) d -= 2 * Math.PI;
  return d >= -1e-9 && d <= s.spanRad + 1e-9;
}

/** Depth (mm) a point must reach inside an obstacle to count as crossing it, not sliding along it. */
const CROSSING_DEPTH_MM = 1e-3;

/**
 * Does segment ab pass through the footprint's interior? A relaxed obstacle (the mover starts in
 * contact with it, or the goal touches it) may be approached down to its outline, never crossed:
 * without this test a gap of 0 would let the route run straight through a base in contact.
 */
export function segmentEntersFootprint(a: Point, b: Point, f: Footprint): boolean {
  if (f.kind === 'circle') return distPointSegment(f.center, a, b) < f.radiusMm - CROSSING_DEPTH_MM;
  // Cut ab at every crossing with the outline; a piece between two cuts lies wholly inside or
  // wholly outside, so its midpoint decides. (The cuts in a scratch array kept sorted by
  // insertion: no allocation.)
  const pts = f.points;
  if (crossingCuts.length < pts.length + 2) crossingCuts = new Float64Array(2 * pts.length + 2);
  const ts = crossingCuts;
  ts[0] = 0;
  ts[1] = 1;
  let n = 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const ex = pts[i].x - p.x;
    const ey = pts[i].y - p.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-15) continue;
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const u = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (!(t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12)) continue;
    let k = n++;
    while (k > 0 && ts[k - 1] > t) {
      ts[k] = ts[k - 1];
      k--;
    }
    ts[k] = t;
  }
  for (let i = 0; i + 1 < n; i++) {
    if (ts[i + 1] - ts[i] < 1e-12) continue;
    const t = (ts[i] + ts[i + 1]) / 2;
    const m = crossingMid;
    m.x = a.x + dx * t;
    m.y = a.y + dy * t;
    if (containsPoint(f, m) && distToBoundary(f, m) > CROSSING_DEPTH_MM) return true;
  }
  return false;
}
let crossingCuts = new Float64Array(16);
const crossingMid = { x: 0, y: 0 };

/**
 * The same for an arc. Against a circle, exactly. Against a polygon, the arc is cut where it
 * crosses the outline (closed-form circle–side intersections); each piece between two cuts lies
 * wholly inside or wholly outside, and its middle and quarter points decide, as a segment's
 * middle point does (the old test, on chords within 1e-4 mm of the arc, made hundreds of them for
 * each arc beside a relaxed polygon).
 */
export function arcEntersFootprint(c: Point, r: number, startRad: number, sweepRad: number, f: Footprint): boolean {
  if (f.kind === 'circle') return distPointArc(f.center, c, r, startRad, sweepRad) < f.radiusMm - CROSSING_DEPTH_MM;
  if (r === 0 || sweepRad === 0) return false;
  const pts = f.points;
  if (arcCuts.length < 2 * pts.length + 2) arcCuts = new Float64Array(4 * pts.length + 2);
  const us = arcCuts;
  us[0] = 0;
  us[1] = 1;
  let n = 2;
  const span = Math.abs(sweepRad);
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const ax = pts[j].x;
    const ay = pts[j].y;
    const ux = pts[i].x - ax;
    const uy = pts[i].y - ay;
    const l2 = ux * ux + uy * uy;
    if (l2 === 0) continue;
    const fx = ax - c.x;
    const fy = ay - c.y;
    const bq = 2 * (fx * ux + fy * uy);
    const k = fx * fx + fy * fy - r * r;
    const disc = bq * bq - 4 * l2 * k;
    if (disc < 0) continue;
    const sq = Math.sqrt(disc);
    const q = bq >= 0 ? -0.5 * (bq + sq) : -0.5 * (bq - sq);
    for (let root = 0; root < 2; root++) {
      const t = root === 0 ? q / l2 : q === 0 ? -q / l2 : k / q;
      if (!(t >= 0 && t <= 1)) continue;
      // Where along the arc (0 at its start, 1 at its end).
      const ang = Math.atan2(fy + uy * t, fx + ux * t);
      let d = sweepRad >= 0 ? ang - startRad : startRad - ang;
      d %= 2 * Math.PI;
      if (d < 0) d += 2 * Math.PI;
      const u = d / span;
      if (!(u > 0 && u < 1)) continue;
      let m = n++;
      while (m > 0 && us[m - 1] > u) {
        us[m] = us[m - 1];
        m--;
      }
      us[m] = u;
    }
  }
  const pt = arcMid;
  for (let i = 0; i + 1 < n; i++) {
    if (us[i + 1] - us[i] < 1e-12) continue;
    for (let k = 1; k <= 3; k++) {
      const ang = startRad + sweepRad * (us[i] + ((us[i + 1] - us[i]) * k) / 4);
      pt.x = c.x + r * Math.cos(ang);
      pt.y = c.y + r * Math.sin(ang);
      if (containsPoint(f, pt) && distToBoundary(f, pt) > CROSSING_DEPTH_MM) return true;
    }
  }
  return false;
}
let arcCuts = new Float64Array(34);
const arcMid = { x: 0, y: 0 };

/** Length of segment ab (Math.hypot allocates in V8's hot loops; mm values are far from overflow). */
function lengthOf(ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
}

function segmentPiece(a: Point, b: Point): RoutePiece {
  return { type: 'segment', a, b, lengthMm: lengthOf(a.x, a.y, b.x, b.y) };
}

/** Points of the goal to aim at from p: the point itself, or the nearest point of the target's outline. */
function goalPointFrom(goal: RouteGoal, p: Point): Point {
  return goal.kind === 'point' ? goal.point : closestPoint(goal.shape, p);
}


/**
 * closestPoint(f, p) written into `out` (returned), for the search's aims at a target base: the
 * same point without the points closestPoint makes per side (sides compared by squared distance:
 * only a tie within rounding can pick the other side, and its point is then as near).
 */
function closestPointInto(f: Footprint, p: Point, out: { x: number; y: number }): Point {
  out.x = p.x;
  out.y = p.y;
  if (containsPoint(f, p)) return out;
  if (f.kind === 'circle') {
    const dx = p.x - f.center.x;
    const dy = p.y - f.center.y;
    const d = Math.hypot(dx, dy);
    out.x = f.center.x + (dx / d) * f.radiusMm;
    out.y = f.center.y + (dy / d) * f.radiusMm;
    return out;
  }
  let best = Infinity;
  const pts = f.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j];
    const b = pts[i];
    const t = closestTOnSegmentXY(p.x, p.y, a.x, a.y, b.x, b.y);
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t;
    // Squared: Math.hypot returns a fresh number from every call, and only the order matters here.
    const d2 = (x - p.x) * (x - p.x) + (y - p.y) * (y - p.y);
    if (d2 < best) {
      best = d2;
      out.x = x;
      out.y = y;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The navigation index: per obstacle set and clearance, kept across queries.

/**
 * A circle the route may bend round: a round obstacle grown by the gap, or a polygon's convex
 * corner with radius the gap. For a corner, only the arc between the outward normals of its two
 * sides (from `fromRad`, counter-clockwise over `spanRad`) lies on the inflated outline:
 * elsewhere the circle is closer than the gap to a side, so no clear tangent touches it there.
 * Tangent points outside that arc are dropped before any clearance test.
 */
type Site = { c: Point; rho: number; slot: number; fromRad: number; spanRad: number; alive: boolean };

/**
 * A common tangent of two sites, from p on site a to q on site b. `blocker`: CLEAR at the full
 * clearance, the first obstacle found too close, OFF_TABLE, UNKNOWN (to be worked out again after
 * an update) or LAZY (a query's own tangent, tested when the search first tries it). For a
 * relaxed site's tangent, `stamp` and `n0..n3` hold its four search nodes for the current query,
 * −1 until the search makes them (the index's tangents' nodes leaving a site are kept beside its
 * pack: SiteOut.depNode).
 */
type Tangent = {
  a: number;
  b: number;
  /** Its ends p (on a) and q (on b), as numbers: no point objects to keep or to reach through. */
  px: number;
  py: number;
  qx: number;
  qy: number;
  lengthMm: number;
  blocker: number;
  /**
   * For a blocked tangent: the first other obstacle closer than the clearance (CLEAR if `blocker`
   * alone blocks it, UNKNOWN until worked out). A query that skips `blocker` but not this one
   * knows the tangent blocked without testing it; one that ignores `blocker` when this is CLEAR
   * knows it clear. So CLEAR is exact: `update` tests a moved obstacle against the tangents it
   * may now block.
   */
  blocker2: number;
  stamp: number;
  n0: number;
  n1: number;
  n2: number;
  n3: number;
  /** Angles of p round a's centre and of q round b's, and the turning senses of the four nodes. */
  angP: number;
  angQ: number;
  o0: 1 | -1;
  o1: 1 | -1;
  o2: 1 | -1;
  o3: 1 | -1;
  /** Its number in the index (−1 for a query's own). */
  id: number;
  /**
   * A relaxed site's kept tangent (`blocker` LAZY until a query first tests it, then its first
   * blocker but the relaxed obstacle itself): 1 if it keeps the relaxed obstacle's gap without
   * crossing it, −1 if not, 0 not yet known.
   */
  ownOk: number;
};

/**
 * A site's tangents sorted once for the searches, packed (SitePack): first the clear ones
 * (`clearCount`, by angle round the site), then the blocked ones in groups, each by angle:
 * group g runs from `groupStart[g]` to `groupStart[g + 1]`, `groupBy[g]` the first obstacle
 * found too close, `groupBy2[g]` a second one that blocks them too (CLEAR if none: of use only
 * to a query that skips the two). A query takes the groups whose blockers it all skips, with one
 * array read per group (no lookup per pair of the obstacles it skips).
 */
type SiteOut = {
  pack: SitePack;
  clearCount: number;
  groupStart: Int32Array;
  groupBy: Int32Array;
  groupBy2: Int32Array;
  /**
   * The clear tangents that leave the site turning counter-clockwise (`upK`) and clockwise
   * (`downK`): their places in the pack, by angle round the site (`upAng`, `downAng`). A search
   * going round the circle stops only where it may leave it: it finds the next of these by
   * binary search (searchCore's goRound) instead of laying and linking every tangent's nodes.
   */
  upK: Int32Array;
  upAng: Float64Array;
  downK: Int32Array;
  downAng: Float64Array;
  /**
   * Per tangent of the pack, its node leaving the site: the last search that made it, and that
   * node (beside the pack the search reads: no lookup by tangent number across the index).
   */
  depStamp: Int32Array;
  depNode: Int32Array;
};

/**
 * Tangents packed in two typed arrays, read in turn by a search that reaches the site: `f` holds
 * per tangent px, py, qx, qy, angP, angQ, lengthMm (PACK_F numbers), `n` its sites a and b, its
 * number and its four turning senses as bits (PACK_I). One contiguous read per site instead of
 * one object per tangent, scattered in memory.
 */
type SitePack = { readonly count: number; readonly f: Float64Array; readonly n: Int32Array };
const PACK_F = 7;
const PACK_I = 4;
/** Numbers per key in RouteIndex.arcCache. */
const ARC_STRIDE = 8;

function packTangents(ts: readonly Tangent[]): SitePack {
  const f = new Float64Array(PACK_F * ts.length);
  const n = new Int32Array(PACK_I * ts.length);
  ts.forEach((t, k) => {
    f.set([t.px, t.py, t.qx, t.qy, t.angP, t.angQ, t.lengthMm], PACK_F * k);
    // A turning sense as a bit: 1 for +1 (counter-clockwise).
    const bits = (t.o0 > 0 ? 1 : 0) | (t.o1 > 0 ? 2 : 0) | (t.o2 > 0 ? 4 : 0) | (t.o3 > 0 ? 8 : 0);
    n.set([t.a, t.b, t.id, bits], PACK_I * k);
  });
  return { count: ts.length, f, n };
}

const CLEAR = -1;
const UNKNOWN = -2;
const OFF_TABLE = -3;
const LAZY = -4;
/** How many times a search through relaxed sites doubles its trial bound before it drops it (RouteIndex.route, searchCore's extend). */
const TRIAL_DOUBLINGS = 5;
/** Directions binned for a relaxed site's shadows (a power of two). */
const SHADOW_BINS = 256;
/**
 * A relaxed site's shadows are made for a search that would otherwise make at least this many of
 * its pairs (RouteIndex.shadowMinPairs): below it, making and testing the pairs costs less than
 * the shadows (cold charges: 15–20% less time in all, a quarter less for the slowest).
 */
const SHADOW_MIN_PAIRS = 128;
/**
 * A search makes the start's shadows (which segments from the start are surely blocked) once it
 * has linked the start with this many sites: a short route links few, one walled in links them
 * all (RouteIndex.startShadowAfter).
 */
const START_SHADOW_AFTER = 48;
/** How far from the start the obstacles casting its shadows are taken, in clearances (and 50 mm more). */
const START_SHADOW_REACH = 4;
/** sin² of half a shadow bin's width, a little under (a disc seen under less covers no bin whole). */
const SIN_HALF_BIN_SQ = Math.sin(Math.PI / SHADOW_BINS) ** 2 * (1 - 1e-9);
const SHADOW_BIN_RAD = (2 * Math.PI) / SHADOW_BINS;

/**
 * Shadows on SHADOW_BINS direction bins round (cx, cy) (a relaxed site's centre, or a search's
 * start): discs within obstacle f grown by `grow` (its circle grown, or discs of radius `grow` at
 * its corners and side midpoints) cover bins whole; every ray of such a bin has entered the disc
 * by the distance to its centre. `sh` keeps per bin the least such distance, and `by` (if given)
 * the obstacle casting it (`caster`). From a point within a disc, every bin is blocked from 0.
 */
function castShadows(cx: number, cy: number, f: Footprint, grow: number, caster: number, sh: Float64Array, by: Int32Array | null): void {
  if (f.kind === 'circle') {
    shadowDisc(cx, cy, f.center.x, f.center.y, f.radiusMm + grow, caster, sh, by);
    return;
  }
  const pts = f.points;
  for (let e = 0, q = pts.length - 1; e < pts.length; q = e++) {
    shadowDisc(cx, cy, pts[e].x, pts[e].y, grow, caster, sh, by);
    shadowDisc(cx, cy, (pts[e].x + pts[q].x) / 2, (pts[e].y + pts[q].y) / 2, grow, caster, sh, by);
  }
}

function shadowDisc(cx: number, cy: number, ox: number, oy: number, rho: number, caster: number, sh: Float64Array, by: Int32Array | null): void {
  if (rho <= 0) return;
  const dx = ox - cx;
  const dy = oy - cy;
  const d2 = dx * dx + dy * dy;
  // A disc seen under less than a bin's width covers no bin whole: asin(ρ/d) < w/2.
  if (rho * rho < d2 * SIN_HALF_BIN_SQ) return;
  const d = Math.sqrt(d2);
  if (d <= rho) {
    for (let k = 0; k < SHADOW_BINS; k++) {
      if (sh[k] > 0) {
        sh[k] = 0;
        if (by) by[k] = caster;
      }
    }
    return;
  }
  const phi = Math.atan2(dy, dx);
  const alpha = Math.asin(rho / d) - 1e-9;
  // The bins wholly inside (phi − alpha, phi + alpha).
  const first = Math.ceil((phi - alpha + Math.PI) / SHADOW_BIN_RAD);
  const last = Math.floor((phi + alpha + Math.PI) / SHADOW_BIN_RAD) - 1;
  for (let b = first; b <= last; b++) {
    // SHADOW_BINS is a power of two: the mask wraps negative bins too (two's complement).
    const k = b & (SHADOW_BINS - 1);
    if (d < sh[k]) {
      sh[k] = d;
      if (by) by[k] = caster;
    }
  }
}
/** The id of a relaxed site's tangent kept across queries. */
const KEPT = -2;
/** searchCore's failures: the budget spent, no way through, no route within the caller's bound. */
const SEARCH_SPENT = 1;
const SEARCH_NO_WAY = 2;
const SEARCH_LONGER = 3;

/** A relaxed obstacle's sites at one gap: per site, its tangents to each index site made so far. */
type KeptSites = {
  sites: Site[];
  toIndex: Map<number, Tangent[]>[];
  /** The sites' shadows (RouteIndex.route): per direction bin, the distance and the obstacle casting it. */
  shadows: (Float64Array | null)[];
  shadowSlots: (Int32Array | null)[];
  /** How far from the site the obstacles casting them were taken (mm). */
  shadowReach: Float64Array;
  /** Per site, per index site j: the first and last shadow bins their tangents run in and how far (NaN until worked out). */
  pairBins: (Float64Array | null)[];
};

/** rbush's node as it keeps it (`toJSON`): leaves hold the items. */
type RTreeNode = { minX: number; minY: number; maxX: number; maxY: number; leaf: boolean; children: RTreeNode[] };

/** An obstacle's box grown by the clearance, for the R-tree, and a disc holding its footprint (ox, oy, or) for quick rejects. */
type BoxItem = { minX: number; minY: number; maxX: number; maxY: number; slot: number; ox: number; oy: number; or: number };

/** A disc holding the footprint. */
function boundingDisc(f: Footprint): { ox: number; oy: number; or: number } {
  if (f.kind === 'circle') return { ox: f.center.x, oy: f.center.y, or: f.radiusMm };
  const b = bbox(f);
  const ox = (b.minX + b.maxX) / 2;
  const oy = (b.minY + b.maxY) / 2;
  let or = 0;
  for (const p of f.points) or = Math.max(or, Math.sqrt((p.x - ox) * (p.x - ox) + (p.y - oy) * (p.y - oy)));
  return { ox, oy, or };
}

/** Distance from (px, py) to segment ab (allocation-free, for the quick rejects). */
function distToSegment(px: number, py: number, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  let t = l2 === 0 ? 0 : ((px - a.x) * abx + (py - a.y) * aby) / l2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const dx = px - (a.x + abx * t);
  const dy = py - (a.y + aby * t);
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Quick reject: the footprint in `h` is surely farther than `gapMm` (and, as it is then at a
 * positive distance, not crossed) from segment ab. The margin covers rounding in the bound.
 */
function segmentSurelyClear(h: BoxItem, a: Point, b: Point, gapMm: number): boolean {
  return distToSegment(h.ox, h.oy, a, b) - h.or > Math.max(gapMm, 0) + 1e-9;
}

/** The same for an arc of circle (c, r): every arc point is at least |‖o − c‖ − r| from the disc's centre. */
function arcSurelyClear(h: BoxItem, c: Point, r: number, gapMm: number): boolean {
  const dx = h.ox - c.x;
  const dy = h.oy - c.y;
  return Math.abs(Math.sqrt(dx * dx + dy * dy) - r) - h.or > Math.max(gapMm, 0) + 1e-9;
}
type Slot = { id: string; shape: Footprint; item: BoxItem; sites: number[] };

/**
 * A search's graph and heap in growable typed arrays, kept by the index and reused by every query
 * (the inner loop allocates nothing). Nodes: a site (−1 for the start and goal), a point, its
 * angle round the site and turning sense, the heuristic. Edges, in per-node lists: `kind` 0 a
 * zero-length link, 1 a segment (a → b), 2 an arc (from the node's angle `ax`, signed sweep `ay`);
 * `check` 0 known clear, 1 a segment and 2 an arc tested when first tried; `ok` 0 untested,
 * 1 clear, −1 blocked.
 */
class SearchScratch {
  nodeCount = 0;
  nSite = new Int32Array(256);
  nX = new Float64Array(256);
  nY = new Float64Array(256);
  nAng = new Float64Array(256);
  nOr = new Int8Array(256);
  nH = new Float64Array(256);
  nHead = new Int32Array(256);
  nTail = new Int32Array(256);
  nNextAtSite = new Int32Array(256);
  /**
   * What the node belongs to: a tangent clear for the index (1, made when the search reaches it:
   * expand), a tangent blocked by an obstacle the query ignores or relaxes (3), or the query alone
   * (0: the start's and the goal's links, a relaxed site's tangents).
   */
  nStatic = new Uint8Array(256);
  /** A static node's tangent and end (2 id + 0 at p, 1 at q). */
  nKey = new Int32Array(256);
  /** A clear tangent's node leaving an index site: the tangent's place in the site's pack (−1 for any other node). */
  nPack = new Int32Array(256);
  /**
   * A relaxed site's tangent's node leaving its site: the tangent (null for any other node), and
   * whether its segment is tested when first tried (1) or known clear (0).
   */
  nTan: (Tangent | null)[] = [];
  nTanCheck = new Uint8Array(256);
  settled = new Uint8Array(256);
  gOf = new Float64Array(256);
  prevNode = new Int32Array(256);
  prevEdge = new Int32Array(256);
  bestClear = new Float64Array(256);

  edgeCount = 0;
  eTo = new Int32Array(256);
  eNext = new Int32Array(256);
  eLen = new Float64Array(256);
  eKind = new Int8Array(256);
  eCheck = new Int8Array(256);
  eOk = new Int8Array(256);
  eOwn = new Int32Array(256);
  eAx = new Float64Array(256);
  eAy = new Float64Array(256);
  eBx = new Float64Array(256);
  eBy = new Float64Array(256);
  /**
   * An arc between static nodes: its keys in the index's arc cache (arcCache): the first
   * node's key and turning sense, and the second node's key; else −1.
   */
  eKey = new Int32Array(256);
  eKey2 = new Int32Array(256);
  /** A relaxed site's kept tangent, worked out when first tested. */
  eKept: (Tangent | null)[] = [];

  heapSize = 0;
  hF = new Float64Array(256);
  hE = new Int32Array(256);
  entCount = 0;
  entG = new Float64Array(256);
  entNode = new Int32Array(256);
  entFrom = new Int32Array(256);
  entEdge = new Int32Array(256);

  /** Per site: its first node (a list through nNextAtSite) and whether it is materialised. */
  siteFirst = new Int32Array(256);
  materialized = new Uint8Array(256);
  /** Per site: its links with the start made; the sites by their lower bound of f (RouteIndex.route). */
  startDone = new Uint8Array(256);
  startOrder = new Int32Array(256);
  startLB = new Float64Array(256);
  reserveSites(n: number): void {
    if (this.startOrder.length < n) {
      this.startOrder = new Int32Array(n * 2);
      this.startLB = new Float64Array(n * 2);
    }
  }
  /**
   * Per site and turning sense (2 site + 0 counter-clockwise, 1 clockwise), once the site is
   * materialised: the query's own nodes there that a route may leave the circle from (aims at the
   * goal, tangents to or from relaxed sites, tangents blocked by an obstacle the query skips), by
   * angle, at stopStart in stopPool (their angles in stopAng), stopCount of them.
   */
  stopStart = new Int32Array(512);
  stopCount = new Int32Array(512);
  stopPool = new Int32Array(256);
  stopAng = new Float64Array(256);
  stopUsed = 0;
  private sortIds = new Int32Array(256);
  private sortKeys = new Float64Array(256);

  /**
   * The stops from `from` to `to` (exclusive) sorted by angle (stopAng), stably: by insertion when
   * they are few (as at an index site), else by merging runs (a relaxed site may have hundreds),
   * in arrays kept here (a typed array's own sort with a comparator copies them each time).
   */
  sortStops(from: number, to: number): void {
    const ids = this.stopPool;
    const keys = this.stopAng;
    if (to - from <= 24) {
      for (let k = from + 1; k < to; k++) {
        const v = ids[k];
        const a = keys[k];
        let l = k - 1;
        while (l >= from && keys[l] > a) {
          ids[l + 1] = ids[l];
          keys[l + 1] = keys[l];
          l--;
        }
        ids[l + 1] = v;
        keys[l + 1] = a;
      }
      return;
    }
    if (this.sortIds.length < to - from) {
      this.sortIds = new Int32Array(2 * (to - from));
      this.sortKeys = new Float64Array(2 * (to - from));
    }
    const tmpIds = this.sortIds;
    const tmpKeys = this.sortKeys;
    for (let width = 1; width < to - from; width *= 2) {
      for (let lo = from; lo < to - width; lo += 2 * width) {
        const mid = lo + width;
        const hi = Math.min(lo + 2 * width, to);
        let a = lo;
        let b = mid;
        let t = 0;
        while (a < mid && b < hi) {
          // Ties from the left run first: stable.
          if (keys[b] < keys[a]) {
            tmpIds[t] = ids[b];
            tmpKeys[t++] = keys[b++];
          } else {
            tmpIds[t] = ids[a];
            tmpKeys[t++] = keys[a++];
          }
        }
        while (a < mid) {
          tmpIds[t] = ids[a];
          tmpKeys[t++] = keys[a++];
        }
        // What is left of the right run is in place already.
        for (let k = 0; k < t; k++) {
          ids[lo + k] = tmpIds[k];
          keys[lo + k] = tmpKeys[k];
        }
      }
    }
  }

  reset(nSites: number): void {
    this.nodeCount = 0;
    this.edgeCount = 0;
    this.heapSize = 0;
    this.entCount = 0;
    if (this.siteFirst.length < nSites) {
      this.siteFirst = new Int32Array(nSites * 2);
      this.materialized = new Uint8Array(nSites * 2);
    }
    if (this.startDone.length < nSites) this.startDone = new Uint8Array(nSites * 2);
    if (this.stopStart.length < 2 * nSites) {
      this.stopStart = new Int32Array(nSites * 4);
      this.stopCount = new Int32Array(nSites * 4);
    }
    this.stopUsed = 0;
    this.siteFirst.fill(-1, 0, nSites);
    this.materialized.fill(0, 0, nSites);
    this.startDone.fill(0, 0, nSites);
  }

  siteHead(site: number): number {
    return this.siteFirst[site];
  }

  /**
   * A node; the caller writes its position, angle and heuristic (nX, nY, nAng, nH) itself: no
   * floating-point value crosses these calls, as each would be boxed on the heap when they are
   * not inlined (the allocations behind a query's garbage collections).
   */
  addNode(site: number, orient: 1 | -1): number {
    const id = this.nodeCount++;
    if (id >= this.nSite.length) this.growNodes();
    this.nSite[id] = site;
    this.nOr[id] = orient;
    this.nHead[id] = -1;
    this.nTail[id] = -1;
    this.nStatic[id] = 0;
    this.nPack[id] = -1;
    this.nTan[id] = null;
    this.settled[id] = 0;
    this.bestClear[id] = Infinity;
    if (site >= 0) {
      this.nNextAtSite[id] = this.siteFirst[site];
      this.siteFirst[site] = id;
    }
    return id;
  }

  /** An edge appended to `from`'s list (kept in the order added, as the heap breaks ties by it). */
  /** An edge of length 0 unless the caller writes eLen (as addNode, no floating-point argument). */
  addEdge(from: number, to: number, kind: 0 | 1 | 2, check: 0 | 1 | 2, own: number): number {
    const e = this.edgeCount++;
    if (e >= this.eTo.length) this.growEdges();
    this.eTo[e] = to;
    this.eNext[e] = -1;
    this.eLen[e] = 0;
    this.eKind[e] = kind;
    this.eCheck[e] = check;
    this.eOk[e] = 0;
    this.eOwn[e] = own;
    this.eKey[e] = -1;
    this.eKept[e] = null;
    if (this.nTail[from] < 0) this.nHead[from] = e;
    else this.eNext[this.nTail[from]] = e;
    this.nTail[from] = e;
    return e;
  }

  /** A segment edge; the caller writes its ends and length (eAx, eAy, eBx, eBy, eLen). */
  addSegment(from: number, to: number, check: 0 | 1): number {
    return this.addEdge(from, to, 1, check, -1);
  }

  /** The key f and length g of the entry pushed next (kept here rather than passed, as addNode). */
  readonly fg = new Float64Array(2);

  push(node: number, from: number, edge: number): void {
    const id = this.entCount++;
    if (id >= this.entG.length) this.growEntries();
    const f = this.fg[0];
    this.entG[id] = this.fg[1];
    this.entNode[id] = node;
    this.entFrom[id] = from;
    this.entEdge[id] = edge;
    if (this.heapSize >= this.hF.length) this.growHeap();
    const hF = this.hF;
    const hE = this.hE;
    let i = this.heapSize++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hF[p] <= f) break;
      hF[i] = hF[p];
      hE[i] = hE[p];
      i = p;
    }
    hF[i] = f;
    hE[i] = id;
  }

  pop(): number {
    const hF = this.hF;
    const hE = this.hE;
    const top = hE[0];
    const n = --this.heapSize;
    const lastF = hF[n];
    const lastE = hE[n];
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && hF[r] < hF[l] ? r : l;
        if (hF[m] >= lastF) break;
        hF[i] = hF[m];
        hE[i] = hE[m];
        i = m;
      }
      hF[i] = lastF;
      hE[i] = lastE;
    }
    return top;
  }

  private growNodes(): void {
    const n = this.nSite.length * 2;
    this.nSite = grown(this.nSite, n);
    this.nX = grown(this.nX, n);
    this.nY = grown(this.nY, n);
    this.nAng = grown(this.nAng, n);
    this.nOr = grown(this.nOr, n);
    this.nH = grown(this.nH, n);
    this.nHead = grown(this.nHead, n);
    this.nTail = grown(this.nTail, n);
    this.nNextAtSite = grown(this.nNextAtSite, n);
    this.nStatic = grown(this.nStatic, n);
    this.nKey = grown(this.nKey, n);
    this.nPack = grown(this.nPack, n);
    this.nTanCheck = grown(this.nTanCheck, n);
    this.settled = grown(this.settled, n);
    this.gOf = grown(this.gOf, n);
    this.prevNode = grown(this.prevNode, n);
    this.prevEdge = grown(this.prevEdge, n);
    this.bestClear = grown(this.bestClear, n);
  }

  private growEdges(): void {
    const n = this.eTo.length * 2;
    this.eTo = grown(this.eTo, n);
    this.eNext = grown(this.eNext, n);
    this.eLen = grown(this.eLen, n);
    this.eKind = grown(this.eKind, n);
    this.eCheck = grown(this.eCheck, n);
    this.eOk = grown(this.eOk, n);
    this.eOwn = grown(this.eOwn, n);
    this.eAx = grown(this.eAx, n);
    this.eAy = grown(this.eAy, n);
    this.eBx = grown(this.eBx, n);
    this.eBy = grown(this.eBy, n);
    this.eKey = grown(this.eKey, n);
    this.eKey2 = grown(this.eKey2, n);
  }

  private growEntries(): void {
    const n = this.entG.length * 2;
    this.entG = grown(this.entG, n);
    this.entNode = grown(this.entNode, n);
    this.entFrom = grown(this.entFrom, n);
    this.entEdge = grown(this.entEdge, n);
  }

  private growHeap(): void {
    const n = this.hF.length * 2;
    this.hF = grown(this.hF, n);
    this.hE = grown(this.hE, n);
  }
}

function grown<T extends Int8Array | Uint8Array | Int32Array | Float64Array>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}

/**
 * The points of site s's circle whose tangents pass through (qx, qy), at ±acos(ρ / d) from its
 * direction, into `out` (x, y, x, y): their number, 0 when the point is not outside the circle.
 */
function tangentPointsOn(s: Site, qx: number, qy: number, out: Float64Array): number {
  const dx = qx - s.c.x;
  const dy = qy - s.c.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d <= s.rho) return 0;
  const baseAng = Math.atan2(dy, dx);
  const off = Math.acos(s.rho / d);
  out[0] = s.c.x + s.rho * Math.cos(baseAng + off);
  out[1] = s.c.y + s.rho * Math.sin(baseAng + off);
  out[2] = s.c.x + s.rho * Math.cos(baseAng - off);
  out[3] = s.c.y + s.rho * Math.sin(baseAng - off);
  return 2;
}
/** Angles closer than this (rad) are the same point of a circle: joined by zero-length links. */
const SAME_ANGLE_RAD = 1e-12;

/**
 * The sweep (rad, in [0, 2π)) from angle `fromRad` to angle `toRad` round a circle in turning
 * sense o (angles in [−π, π]); 0 when they are within SAME_ANGLE_RAD of each other, either way
 * round (−π and π included).
 */
export function sweepTo(fromRad: number, toRad: number, o: 1 | -1): number {
  let sweep = (toRad - fromRad) * o;
  if (sweep < 0) sweep += 2 * Math.PI;
  if (sweep >= 2 * Math.PI) sweep -= 2 * Math.PI;
  return sweep <= SAME_ANGLE_RAD || sweep >= 2 * Math.PI - SAME_ANGLE_RAD ? 0 : sweep;
}

/**
 * Where a walk round a circle from angle `fromRad` in turning sense o starts, among the n angles
 * of `angs` from index `at` (in [−π, π], ascending; n > 0): the first place at or past
 * fromRad ∓ SAME_ANGLE_RAD in that sense, taken round to stay in [−π, π]. Walking on from it (up
 * those n for o = 1, down for −1, wrapping) meets the angles in the order of sweepTo from
 * fromRad, the ones at 0 first.
 */
export function walkStart(angs: Float64Array, n: number, fromRad: number, o: 1 | -1, at = 0): number {
  let lo = at;
  let hi = at + n;
  if (o > 0) {
    let from = fromRad - SAME_ANGLE_RAD;
    if (from < -Math.PI) from += 2 * Math.PI;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (angs[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo === at + n ? at : lo;
  }
  let from = fromRad + SAME_ANGLE_RAD;
  if (from > Math.PI) from -= 2 * Math.PI;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (angs[mid] <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo === at ? at + n - 1 : lo - 1;
}

/** Tangent points written by tangentPointsOn, read at once. */
const tangentXY = new Float64Array(4);

/** The sites of one obstacle kept at `gap`. */
function sitesOf(shape: Footprint, gap: number, slot: number): Site[] {
  if (shape.kind === 'circle') return [{ c: shape.center, rho: shape.radiusMm + gap, slot, fromRad: 0, spanRad: 2 * Math.PI, alive: true }];
  return convexCorners(shape.points).map(({ v, fromRad, spanRad }) => ({ c: v, rho: gap, slot, fromRad, spanRad, alive: true }));
}

/** A tangent's ends as points, in two reused objects (the tests called with them keep neither). */
const tangentP = { x: 0, y: 0 };
const tangentQ = { x: 0, y: 0 };
function endP(t: Tangent): Point {
  tangentP.x = t.px;
  tangentP.y = t.py;
  return tangentP;
}
function endQ(t: Tangent): Point {
  tangentQ.x = t.qx;
  tangentQ.y = t.qy;
  return tangentQ;
}

function pairKey(i: number, j: number): number {
  return i < j ? i * 2 ** 24 + j : j * 2 ** 24 + i;
}

/** A pair of sites without a tangent (most pairs: one circle within the other's reach, or none on both outlines), shared. */
const NO_TANGENTS: Tangent[] = [];

function tangentsOf(i: number, si: Site, j: number, sj: Site, blocker: (p: Point, q: Point) => number): Tangent[] {
  // The common tangents of the two circles, in scalars (this runs for every pair of sites an
  // index or a relaxed site meets: nothing is allocated but the tangents kept). Outer tangents
  // (sign 1) then inner ones (sign −1), each at base ± off; a circle of radius 0 (a corner kept
  // at a gap of 0) is a point: through it the inner and outer tangents are the same two lines
  // (the same one if both are points).
  const ax = si.c.x;
  const ay = si.c.y;
  const bx = sj.c.x;
  const by = sj.c.y;
  const dx = bx - ax;
  const dy = by - ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return NO_TANGENTS;
  const ra = si.rho;
  const rb = sj.rho;
  let out: Tangent[] | null = null;
  if (ra === 0 && rb === 0) {
    const t = tangentAt(i, si, j, sj, ax, ay, bx, by, 0, 0, blocker);
    return t ? [t] : NO_TANGENTS;
  }
  const base = Math.atan2(dy, dx);
  const signs = ra === 0 || rb === 0 ? 1 : 2;
  for (let k = 0; k < signs; k++) {
    const sign = k === 0 ? 1 : -1;
    const c = (ra - sign * rb) / d;
    if (Math.abs(c) > 1) continue;
    const off = Math.acos(c);
    for (let m = 0; m < 2; m++) {
      const ang = m === 0 ? base + off : base - off;
      const nx = Math.cos(ang);
      const ny = Math.sin(ang);
      // The ends' angles round their sites follow from the construction: p lies along n from a's
      // centre, q along sign·n from b's (a point site's end, at its centre, at angle 0 as atan2(0, 0)).
      const angP = ra === 0 ? 0 : wrapAngle(ang);
      const angQ = rb === 0 ? 0 : wrapAngle(sign > 0 ? ang : ang + Math.PI);
      const t = tangentAt(i, si, j, sj, ax + ra * nx, ay + ra * ny, bx + sign * rb * nx, by + sign * rb * ny, angP, angQ, blocker);
      if (t) (out ??= []).push(t);
    }
  }
  return out ?? NO_TANGENTS;
}

/** Two reused points for a tangent's blocker test (blockerOf keeps neither). */
const blockP = { x: 0, y: 0 };
const blockQ = { x: 0, y: 0 };

/** An angle in [−2π, 3π] brought into [−π, π]. */
function wrapAngle(ang: number): number {
  return ang > Math.PI ? ang - 2 * Math.PI : ang < -Math.PI ? ang + 2 * Math.PI : ang;
}

/**
 * The tangent from p on site i to q on site j (at angles angP and angQ round their centres), or
 * null when either end is off its site's part of the outline.
 */
function tangentAt(i: number, si: Site, j: number, sj: Site, px: number, py: number, qx: number, qy: number, angP: number, angQ: number, blocker: (p: Point, q: Point) => number): Tangent | null {
  if (!onOutlineAng(si, angP) || !onOutlineAng(sj, angQ)) return null;
  const dx = qx - px;
  const dy = qy - py;
  blockP.x = px;
  blockP.y = py;
  blockQ.x = qx;
  blockQ.y = qy;
  return {
    a: i,
    b: j,
    px,
    py,
    qx,
    qy,
    lengthMm: lengthOf(px, py, qx, qy),
    blocker: blocker(blockP, blockQ),
    blocker2: UNKNOWN,
    stamp: 0,
    n0: 0,
    n1: 0,
    n2: 0,
    n3: 0,
    angP,
    angQ,
    // Which way round each end turns: the tangent's direction (dx, dy) leaving a and reaching b,
    // its reverse (−dx, −dy) leaving b and reaching a.
    o0: orientXY(px - si.c.x, py - si.c.y, dx, dy),
    o1: orientXY(qx - sj.c.x, qy - sj.c.y, dx, dy),
    o2: orientXY(qx - sj.c.x, qy - sj.c.y, -dx, -dy),
    o3: orientXY(px - si.c.x, py - si.c.y, -dx, -dy),
    id: -1,
    ownOk: 0,
  };
}

export type IndexQuery = {
  readonly start: Point;
  readonly goal: RouteGoal;
  /** See RouteQuery.approachGoal. */
  readonly approachGoal?: boolean;
  /** Obstacles of the index that are no obstacle for this query (the mover, the target, R-6.3 friends). */
  readonly ignore?: readonly string[];
  /**
   * The obstacle a point goal lies on the outline of (an assault's target, R-6.6): the route may
   * come down to its outline, as to any relaxed obstacle, but never crosses it; the goal on its
   * outline is not "inside" it.
   */
  readonly contact?: string;
  /**
   * Only routes of at most this length matter to the caller (the nearest contact position so
   * far): the search stops beyond it, with `longer-than-bound`.
   */
  readonly maxLengthMm?: number;
  /**
   * Give up (`budget-spent`) after settling this many nodes: a probe that proves a goal walled in
   * when the search round it runs out of ground quickly.
   */
  readonly maxSettled?: number;
};

/**
 * The navigation structure for one clearance (issue: incremental queries): the obstacles grown by
 * the clearance in an R-tree, their sites, and the common tangents between sites with whether they
 * are clear — worked out when a search first reaches a site and kept across queries. Moving one
 * obstacle (`update`) re-inserts it and re-tests only the tangents it touches or used to block; a
 * query may ignore some obstacles (the mover itself) and relaxes those the start or the goal is
 * already closer to than the clearance (the readings above), both without touching what is kept.
 *
 * Each query is an A* search with the straight-line distance to the goal as heuristic (it never
 * overestimates, and drops by no more than an edge's length along it), on a graph built as the
 * search reaches each site and settles each node (a node's ways on are made then); segments from
 * the start and to the goal, arcs, and tangents the query changes are tested only when the search
 * first takes them.
 */
export class RouteIndex {
  readonly clearanceMm: number;
  readonly table?: { readonly width: number; readonly depth: number };
  private readonly slots: (Slot | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly tree = new RBush<BoxItem>();
  private readonly sites: Site[] = [];
  /** Per site: its obstacle's slot, −1 once the site is gone (read by the searches' inner loops). */
  private siteSlot = new Int32Array(256);
  /** Per site: its centre and radius (x, y, ρ), for the loop over every site that starts each search. */
  private siteXYR = new Float64Array(768);
  /** Per site: its tangents to every site below `visUpTo`, once a search has reached it. */
  private vis: (Tangent[] | null)[] = [];
  private visUpTo: number[] = [];
  private outs: (SiteOut | null)[] = [];
  private nextTangentId = 0;
  /**
   * Arcs between the nodes of two of the index's tangents on one circle, by their first node's
   * key and turning sense: ARC_STRIDE numbers per key (one cache line holds two keys), two ways
   * of three, the newer first: the second node's key (−1 none yet), the first obstacle closer
   * than the clearance (CLEAR if none), the first other one (UNKNOWN until a query ignoring the
   * first needs it). The same arcs recur from query to query; one whose blockers a query skips is
   * tested again. Two ways: queries that skip an obstacle meet the nodes of the tangents it blocks
   * between those of the clear ones, and others do not. A typed array: no lookup boxes a number.
   */
  private arcCache = new Int32Array(256 * ARC_STRIDE).fill(-1);
  /**
   * Relaxed obstacles' sites by obstacle and gap, with their tangents to the index's sites (each
   * tested by the query that uses it): a drag, or the contact positions tried from one start,
   * keep meeting the same ones.
   */
  private locals = new Map<string, KeptSites>();
  /** Tangents between two relaxed obstacles' sites, by the two (kept while the first is). */
  private relaxedPairs = new WeakMap<KeptSites, Map<KeptSites, Map<number, Tangent[]>>>();
  private pairs = new Map<number, Tangent[]>();
  private tangents: Tangent[] = [];
  private stamp = 0;
  /**
   * A relaxed site's shadows are made for a search that would otherwise make at least this many
   * of its pairs with index sites (SHADOW_MIN_PAIRS); shadows already made are used by any search.
   * The tests set 0 to make every relaxed site's.
   */
  shadowMinPairs = SHADOW_MIN_PAIRS;
  /** Bumped by every update: what a caller worked out from the index's answers holds while it stands. */
  epoch = 0;
  /**
   * The tests' window on the shadows: called with each pair of a relaxed site and an index site
   * the shadows prune (every one of their tangents blocked by an obstacle the query keeps).
   */
  onShadowPruned: ((relaxed: { c: Point; rho: number }, indexSite: { c: Point; rho: number }) => void) | null = null;
  /**
   * A search makes the start's shadows once it has linked the start with this many sites
   * (START_SHADOW_AFTER); the tests set 0 to have them from the first.
   */
  startShadowAfter = START_SHADOW_AFTER;
  /** The tests' window on the start's shadows: called with each segment from the start they leave out. */
  onStartPruned: ((start: Point, end: Point) => void) | null = null;
  private readonly scratch = new SearchScratch();
  /** Per obstacle, for the search under way: 0 kept, 1 ignored, 2 relaxed (searchCore's skipSlot). */
  private skipScratch = new Uint8Array(64);
  private gapScratch = new Float64Array(64);
  /** The obstacles a search skips (ignored or relaxed), in order (searchCore's skipped). */
  private skippedScratch = new Int32Array(64);

  constructor(obstacles: readonly RouteObstacle[], clearanceMm: number, table?: { readonly width: number; readonly depth: number }) {
    this.clearanceMm = clearanceMm;
    this.table = table;
    for (const o of obstacles) this.addSlot(o.id, o.shape);
    this.tree.load(this.slots.map((s) => s!.item));
  }

  /** The obstacles' ids, in order. */
  ids(): string[] {
    return this.slots.filter((s): s is Slot => s !== null).map((s) => s.id);
  }

  private addSlot(id: string, shape: Footprint): number {
    let k = this.slotOf.get(id);
    if (k === undefined) {
      k = this.slots.length;
      this.slots.push(null);
      this.slotOf.set(id, k);
    }
    const b = bbox(shape);
    const g = this.clearanceMm;
    const item = { minX: b.minX - g, minY: b.minY - g, maxX: b.maxX + g, maxY: b.maxY + g, slot: k, ...boundingDisc(shape) };
    const sites: number[] = [];
    for (const s of sitesOf(shape, g, k)) {
      sites.push(this.sites.length);
      this.sites.push(s);
      const n = this.sites.length;
      if (n > this.siteSlot.length) {
        this.siteSlot = grown(this.siteSlot, n * 2);
        this.siteXYR = grown(this.siteXYR, n * 6);
      }
      this.siteSlot[n - 1] = s.slot;
      this.siteXYR[3 * (n - 1)] = s.c.x;
      this.siteXYR[3 * (n - 1) + 1] = s.c.y;
      this.siteXYR[3 * (n - 1) + 2] = s.rho;
      this.vis.push(null);
      this.visUpTo.push(0);
    }
    this.slots[k] = { id, shape, item, sites };
    return k;
  }

  /**
   * Move, add (a new id) or remove (`shape` null) one obstacle. Only the tangents at its sites are
   * dropped; those it blocked are re-tested when next used, and clear ones near its new place are
   * tested against it alone.
   */
  update(id: string, shape: Footprint | null): void {
    this.epoch++;
    const old = this.slotOf.get(id);
    if (old !== undefined) {
      const s = this.slots[old]!;
      this.tree.remove(s.item);
      for (const i of s.sites) {
        this.sites[i].alive = false;
        this.siteSlot[i] = -1;
      }
      this.slots[old] = null;
      if (!shape) this.slotOf.delete(id);
    }
    let k = -1;
    let item: BoxItem | null = null;
    if (shape) {
      k = this.addSlot(id, shape);
      item = this.slots[k]!.item;
      this.tree.insert(item);
    }
    const live: Tangent[] = [];
    for (const t of this.tangents) {
      if (!this.sites[t.a].alive || !this.sites[t.b].alive) continue;
      if (t.blocker === old) t.blocker = t.blocker2 = UNKNOWN;
      else {
        if (t.blocker2 === old) t.blocker2 = UNKNOWN;
        // A clear tangent the obstacle now blocks, or a blocked one it now blocks as well.
        if (item && shape && (t.blocker === CLEAR || (t.blocker >= 0 && t.blocker2 === CLEAR))) {
          const minX = Math.min(t.px, t.qx);
          const minY = Math.min(t.py, t.qy);
          const maxX = Math.max(t.px, t.qx);
          const maxY = Math.max(t.py, t.qy);
          if (!(item.minX > maxX || item.maxX < minX || item.minY > maxY || item.maxY < minY) && segmentFootprintWithin(endP(t), endQ(t), shape, this.clearanceMm - CLEARANCE_EPS_MM)) {
            if (t.blocker === CLEAR) {
              t.blocker = k;
              t.blocker2 = UNKNOWN;
            } else t.blocker2 = k;
          }
        }
      }
      live.push(t);
    }
    this.tangents = live;
    this.outs = [];
    this.arcCache.fill(-1);
    this.locals.clear();
    if (old !== undefined) {
      for (let i = 0; i < this.vis.length; i++) {
        const v = this.vis[i];
        if (v && this.sites[i].alive) this.vis[i] = v.filter((t) => this.sites[t.a].alive && this.sites[t.b].alive);
        else this.vis[i] = null;
      }
      for (const key of [...this.pairs.keys()]) {
        if (!this.sites[Math.floor(key / 2 ** 24)].alive || !this.sites[key % 2 ** 24].alive) this.pairs.delete(key);
      }
    }
  }

  private readonly hits: BoxItem[] = [];
  private readonly stack: RTreeNode[] = [];

  /**
   * The obstacles whose grown box meets the box given, into `this.hits` (their count): rbush's
   * search without allocating, for the clearance tests of the search's inner loop. The caller
   * reads them before the next call.
   */
  private searchInto(minX: number, minY: number, maxX: number, maxY: number): number {
    const out = this.hits;
    const stack = this.stack;
    let n = 0;
    let sp = 0;
    let node: RTreeNode | undefined = this.tree.toJSON() as RTreeNode;
    if (node.minX > maxX || node.maxX < minX || node.minY > maxY || node.maxY < minY) return 0;
    while (node) {
      for (const child of node.children) {
        if (child.minX > maxX || child.maxX < minX || child.minY > maxY || child.maxY < minY) continue;
        if (node.leaf) out[n++] = child as unknown as BoxItem;
        else stack[sp++] = child;
      }
      node = sp > 0 ? stack[--sp] : undefined;
    }
    return n;
  }

  private insideTable(p: Point, r: number): boolean {
    const t = this.table;
    if (!t) return true;
    return p.x >= r && p.y >= r && p.x <= t.width - r && p.y <= t.depth - r;
  }

  /** The first obstacle (but `except`) closer than the full clearance to segment pq (CLEAR if none). */
  private blockerOf(p: Point, q: Point, except = -1): number {
    const r = this.clearanceMm - CLEARANCE_EPS_MM;
    if (!this.insideTable(p, r) || !this.insideTable(q, r)) return OFF_TABLE;
    const n = this.searchInto(Math.min(p.x, q.x), Math.min(p.y, q.y), Math.max(p.x, q.x), Math.max(p.y, q.y));
    for (let i = 0; i < n; i++) {
      const h = this.hits[i];
      if (h.slot !== except && !segmentSurelyClear(h, p, q, r) && segmentFootprintWithin(p, q, this.slots[h.slot]!.shape, r)) return h.slot;
    }
    return CLEAR;
  }

  /**
   * The obstacles whose grown box meets a box holding the arc, into `this.hits` (their count):
   * every point of the arc lies within half its length, and within the diameter, of its middle point.
   */
  private arcHits(c: Point, r: number, startRad: number, sweepRad: number): number {
    const midX = c.x + r * Math.cos(startRad + sweepRad / 2);
    const midY = c.y + r * Math.sin(startRad + sweepRad / 2);
    const reach = Math.min(2 * r, (r * Math.abs(sweepRad)) / 2);
    return this.searchInto(midX - reach, midY - reach, midX + reach, midY + reach);
  }

  /** The first obstacle but `own` and `except` closer than the full clearance to an arc (CLEAR if none). */
  private arcBlockerOf(c: Point, r: number, startRad: number, sweepRad: number, own: number, except = -1): number {
    const rT = this.clearanceMm - CLEARANCE_EPS_MM;
    if (this.table && !arcOnTable(this.table, c.x, c.y, r, startRad, sweepRad, rT)) return OFF_TABLE;
    const n = this.arcHits(c, r, startRad, sweepRad);
    for (let i = 0; i < n; i++) {
      const h = this.hits[i];
      if (h.slot === own || h.slot === except || arcSurelyClear(h, c, r, rT)) continue;
      if (distArcFootprint(c, r, startRad, sweepRad, this.slots[h.slot]!.shape) < rT) return h.slot;
    }
    return CLEAR;
  }

  /** Site i's tangents to every live site, worked out for the pairs not seen before. */
  private visOf(i: number): Tangent[] {
    let list = this.vis[i];
    if (!list) {
      list = [];
      this.vis[i] = list;
      this.visUpTo[i] = 0;
    }
    const n = this.sites.length;
    const blocker = (p: Point, q: Point) => this.blockerOf(p, q);
    for (let j = this.visUpTo[i]; j < n; j++) {
      if (j === i || !this.sites[j].alive) continue;
      const key = pairKey(i, j);
      let ts = this.pairs.get(key);
      if (!ts) {
        ts = i < j ? tangentsOf(i, this.sites[i], j, this.sites[j], blocker) : tangentsOf(j, this.sites[j], i, this.sites[i], blocker);
        this.pairs.set(key, ts);
        for (const t of ts) {
          t.id = this.nextTangentId++;
          this.tangents.push(t);
        }
      }
      for (const t of ts) list.push(t);
    }
    this.visUpTo[i] = n;
    return list;
  }

  /** Site i's tangents split for the searches (clear, or blocked by whom), worked out again after an update. */
  private outOf(i: number): SiteOut {
    let out = this.outs[i];
    if (out && this.visUpTo[i] === this.sites.length) return out;
    const clear: Tangent[] = [];
    const byKey = new Map<number, Tangent[]>();
    for (const t of this.visOf(i)) {
      if (t.blocker === UNKNOWN) t.blocker = this.blockerOf(endP(t), endQ(t));
      if (t.blocker === CLEAR) clear.push(t);
      else if (t.blocker !== OFF_TABLE) {
        if (t.blocker2 === UNKNOWN) t.blocker2 = this.blockerOf(endP(t), endQ(t), t.blocker);
        // Slots number far fewer than 65,536: one key per (first, second) blocker.
        const key = t.blocker * 65536 + (t.blocker2 + 1);
        const list = byKey.get(key);
        if (list) list.push(t);
        else byKey.set(key, [t]);
      }
    }
    // By angle round site i: a search lays the nodes of these on the circle already in order.
    const byAngle = (t: Tangent, u: Tangent) => (t.a === i ? t.angP : t.angQ) - (u.a === i ? u.angP : u.angQ);
    clear.sort(byAngle);
    const keys = [...byKey.keys()].sort((a, b) => a - b);
    const all = [...clear];
    const groupStart = new Int32Array(keys.length + 1);
    keys.forEach((k, g) => {
      groupStart[g] = all.length;
      all.push(...byKey.get(k)!.sort(byAngle));
    });
    groupStart[keys.length] = all.length;
    // The departures by turning sense: leaving a, the tangent's node n0 (bit 0); leaving b, n2 (bit 2).
    const up: number[] = [];
    const down: number[] = [];
    clear.forEach((t, k) => {
      const leaves = t.a === i ? t.o0 : t.o2;
      (leaves > 0 ? up : down).push(k);
    });
    const angOf = (k: number) => (clear[k].a === i ? clear[k].angP : clear[k].angQ);
    out = {
      pack: packTangents(all),
      clearCount: clear.length,
      groupStart,
      groupBy: Int32Array.from(keys, (k) => Math.floor(k / 65536)),
      groupBy2: Int32Array.from(keys, (k) => (k % 65536) - 1),
      upK: Int32Array.from(up),
      upAng: Float64Array.from(up, angOf),
      downK: Int32Array.from(down),
      downAng: Float64Array.from(down, angOf),
      depStamp: new Int32Array(all.length),
      depNode: new Int32Array(all.length),
    };
    this.outs[i] = out;
    return out;
  }

  /**
   * Work out every site's tangents now (a scene's build cost, paid once per index) rather than in
   * the first searches that reach them.
   */
  prepare(): this {
    for (let i = 0; i < this.sites.length; i++) if (this.sites[i].alive) this.outOf(i);
    // Every pair is now in both its sites' lists: `pairs` is looked up only for a pair with a site
    // added later (visOf), so the entries made so far go (memory: most of the index's Map entries).
    this.pairs.clear();
    return this;
  }

  /** R-6.1 / R-6.2 The shortest route of the sight, keeping the clearance from every obstacle not ignored. */
  route(query: IndexQuery): RouteResult {
    // One object shape for every query the search sees (see search).
    const q: IndexQuery = {
      start: query.start,
      goal: query.goal,
      approachGoal: query.approachGoal,
      ignore: query.ignore,
      contact: query.contact,
      maxLengthMm: query.maxLengthMm,
      maxSettled: query.maxSettled,
    };
    // A relaxed obstacle's sites get tangents to every index site they see. The search first
    // makes only those to sites whose lower bound of f is within a trial bound: any route through
    // the others is longer than the bound, so a route found within it is the shortest. Failing
    // that, it doubles the bound and goes on (a route round a wall may be many times the
    // straight distance), and at last drops it (keeping the caller's bound): see searchCore.
    const straight = q.goal.kind === 'point' ? Math.sqrt((q.goal.point.x - q.start.x) ** 2 + (q.goal.point.y - q.start.y) ** 2) : distPointFootprint(q.start, q.goal.shape);
    const trialMm = 1.5 * straight + 8 * this.clearanceMm + 50;
    // A caller's bound or budget already limits the search: one trial, then that bound.
    const doublings = q.maxLengthMm === undefined && q.maxSettled === undefined ? TRIAL_DOUBLINGS : 1;
    return this.search(q, trialMm, true, doublings) ?? this.search(q, Infinity)!;
  }

  /**
   * A query that fails before any search: the start or a point goal off the table, or the goal
   * closer to an obstacle than the gap kept from it (null if none). Apart from the search, so that
   * its rare paths never throw the search's compiled code away (see search).
   */
  private endsFailure(start: Point, goal: RouteGoal, ignored: ReadonlySet<number>, relaxed: ReadonlyMap<number, number>, contactId: string | undefined): RouteResult | null {
    const slots = this.slots;
    const rTable = this.clearanceMm - CLEARANCE_EPS_MM;
    const fail = (reason: RouteFailure): RouteResult => ({ reachable: false, reason, obstaclesUsed: [] });
    if (!this.insideTable(start, rTable)) return fail({ code: 'start-off-table' });
    if (goal.kind !== 'point') return null;
    const gp = goal.point;
    if (!this.insideTable(gp, rTable)) return fail({ code: 'goal-off-table' });
    const hits = this.tree
      .search({ minX: gp.x, minY: gp.y, maxX: gp.x, maxY: gp.y })
      .map((h) => h.slot)
      .filter((k) => !ignored.has(k))
      .sort((a, b) => a - b);
    const contact = contactId === undefined ? undefined : this.slotOf.get(contactId);
    for (const k of hits) {
      if (k === contact) {
        const f = slots[k]!.shape;
        if (containsPoint(f, gp) && distToBoundary(f, gp) > CROSSING_DEPTH_MM) return fail({ code: 'goal-inside-obstacle', id: slots[k]!.id });
        continue;
      }
      const gap = distanceMm(slots[k]!.shape, { kind: 'circle', center: gp, radiusMm: 0 });
      if (gap < (relaxed.get(k) ?? this.clearanceMm) - CLEARANCE_EPS_MM || gap === 0) return fail({ code: 'goal-inside-obstacle', id: slots[k]!.id });
    }
    return null;
  }

  /**
   * The search (searchCore), its failures as RouteResults: null when it stops at its trial bound
   * without a route (with no doublings left: to be searched again without it).
   */
  private search(q: IndexQuery, trialMm: number, shadows = true, doublings = 0): RouteResult | null {
    const r = this.searchCore(q, trialMm, shadows, doublings);
    if (typeof r !== 'number') return r;
    const reason: RouteFailure = r === SEARCH_SPENT ? { code: 'budget-spent' } : r === SEARCH_NO_WAY ? { code: 'no-way-through' } : { code: 'longer-than-bound', boundMm: q.maxLengthMm! };
    return { reachable: false, reason, obstaclesUsed: [] };
  }

  /**
   * The search, with a trial bound (trialMm, Infinity for none) on the routes through relaxed
   * sites. Out of ground within it, the search doubles it and goes on, `doublings` times, then
   * drops it (extend); null when it stops at the bound with none left (to be searched again
   * without it). Without `shadows`, every pair of a relaxed site is made (the tests' oracle for
   * both prunings).
   */
  private searchCore(q: IndexQuery, trialMm: number, shadows: boolean, doublings: number): RouteResult | null | number {
    // The query's fields, read once here: callers' query objects differ in shape (optional fields
    // absent or present), and a field read on a rare path (a failure) would see a shape its
    // compiled code has not, and throw the whole search back to the interpreter.
    const { start, goal } = q;
    const ignoreIds = q.ignore ?? [];
    const approachGoal = q.approachGoal === true;
    const contactId = q.contact;
    const maxLengthMm = q.maxLengthMm ?? Infinity;
    const hasMaxLength = q.maxLengthMm !== undefined;
    const maxSettled = q.maxSettled ?? Infinity;
    const C = this.clearanceMm;
    const slots = this.slots;
    const stamp = ++this.stamp;
    const ignored = new Set<number>();
    for (const id of ignoreIds) {
      const k = this.slotOf.get(id);
      if (k !== undefined) ignored.add(k);
    }
    // Relaxed obstacles (the readings above): the start, or a goal that may be approached, is
    // already closer to them than the clearance. Only those whose grown box holds it can be.
    const relaxed = new Map<number, number>();
    const relax = (minX: number, minY: number, maxX: number, maxY: number, shape: Footprint) => {
      // The index's own walk of the tree (rbush's search returns a new array per call).
      const n = this.searchInto(minX, minY, maxX, maxY);
      for (let hi = 0; hi < n; hi++) {
        const h = this.hits[hi];
        if (ignored.has(h.slot)) continue;
        const d = distanceMm(slots[h.slot]!.shape, shape);
        if (d < C) relaxed.set(h.slot, Math.min(d, relaxed.get(h.slot) ?? C));
      }
    };
    relax(start.x, start.y, start.x, start.y, { kind: 'circle', center: start, radiusMm: 0 });
    if (goal.kind === 'base' || approachGoal || contactId !== undefined) {
      const shape: Footprint = goal.kind === 'point' ? { kind: 'circle', center: goal.point, radiusMm: 0 } : goal.shape;
      const b = bbox(shape);
      relax(b.minX, b.minY, b.maxX, b.maxY, shape);
    }
    const rTable = C - CLEARANCE_EPS_MM;
    const early = this.endsFailure(start, goal, ignored, relaxed, contactId);
    if (early !== null) return early;

    // Clearance tests for this query: ignored obstacles skipped, relaxed ones at their gap and
    // never crossed.
    const segClear = (a: Point, b: Point): boolean => {
      if (!this.insideTable(a, rTable) || !this.insideTable(b, rTable)) return false;
      const n = this.searchInto(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
      for (let hi = 0; hi < n; hi++) {
        const h = this.hits[hi];
        const k = h.slot;
        // Per obstacle met, two array reads (skipSlot, gapSlot) rather than a Set and a Map lookup.
        if (skipSlot[k] === 1) continue;
        const gap = gapSlot[k] - CLEARANCE_EPS_MM;
        if (segmentSurelyClear(h, a, b, gap)) continue;
        const f = slots[k]!.shape;
        if (segmentFootprintWithin(a, b, f, gap)) return false;
        if (skipSlot[k] === 2 && segmentEntersFootprint(a, b, f)) return false;
      }
      return true;
    };
    const arcClear = (c: Point, r: number, startRad: number, sweepRad: number, own: number): boolean => {
      if (this.table && !arcOnTable(this.table, c.x, c.y, r, startRad, sweepRad, rTable)) return false;
      const n = this.arcHits(c, r, startRad, sweepRad);
      for (let hi = 0; hi < n; hi++) {
        const h = this.hits[hi];
        const k = h.slot;
        // An arc round a corner stays on the corner's part of the outline (onOutline): exactly its gap from its own obstacle.
        if (k === own || skipSlot[k] === 1) continue;
        const gap = gapSlot[k] - CLEARANCE_EPS_MM;
        if (arcSurelyClear(h, c, r, gap)) continue;
        const f = slots[k]!.shape;
        if (distArcFootprint(c, r, startRad, sweepRad, f) < gap) return false;
        if (skipSlot[k] === 2 && arcEntersFootprint(c, r, startRad, sweepRad, f)) return false;
      }
      return true;
    };

    // Sites: the index's own (live, neither ignored nor relaxed), then the relaxed obstacles' sites at their gaps.
    const base = this.sites.length;
    const local: Site[] = [];
    const localToIndex: Map<number, Tangent[]>[] = [];
    const localKept: { kept: KeptSites; m: number }[] = [];
    for (const [k, g] of relaxed) {
      const key = `${k}|${g}`;
      let kept = this.locals.get(key);
      if (kept) this.locals.delete(key);
      else {
        // The least recently used goes first (memory: each holds the tangents its queries made).
        if (this.locals.size >= 64) this.locals.delete(this.locals.keys().next().value!);
        const sites = sitesOf(slots[k]!.shape, g, k);
        kept = { sites, toIndex: sites.map(() => new Map()), shadows: sites.map(() => null), shadowSlots: sites.map(() => null), shadowReach: new Float64Array(sites.length), pairBins: sites.map(() => null) };
      }
      this.locals.set(key, kept);
      for (let m = 0; m < kept.sites.length; m++) {
        local.push(kept.sites[m]);
        localToIndex.push(kept.toIndex[m]);
        localKept.push({ kept, m });
      }
    }
    const nSites = base + local.length;
    // The bound of this search: the caller's, and the trial bound where relaxed sites make it worth it.
    let trial = local.length > 0 ? trialMm : Infinity;
    let bound = Math.min(maxLengthMm, trial);
    let extensions = 0;
    const siteAt = (i: number): Site => (i < base ? this.sites[i] : local[i - base]);
    // The index's array, reused (a new one per search is a backing store to allocate and free).
    if (this.skipScratch.length < slots.length) {
      this.skipScratch = new Uint8Array(2 * slots.length);
      this.gapScratch = new Float64Array(2 * slots.length);
    }
    const skipSlot = this.skipScratch;
    // The gap kept from each obstacle (the clearance, or a relaxed one's own), in an array: read
    // for every obstacle a test meets (a test passes slightly inside it, for rounding).
    const gapSlot = this.gapScratch;
    gapSlot.fill(C, 0, slots.length);
    for (const [k, g] of relaxed) gapSlot[k] = g;
    skipSlot.fill(0, 0, slots.length);
    // 1 ignored, 2 relaxed (the two never meet: relax() passes over the ignored).
    for (const k of ignored) skipSlot[k] = 1;
    for (const k of relaxed.keys()) skipSlot[k] = 2;
    // The same, in order (the order of the sites' groups of blocked tangents, by first blocker).
    // Read off skipSlot (a sort would copy its array).
    if (this.skippedScratch.length < slots.length) this.skippedScratch = new Int32Array(this.skipScratch.length);
    const skipped = this.skippedScratch;
    let nSkipped = 0;
    for (let k = 0; k < slots.length; k++) if (skipSlot[k] !== 0) skipped[nSkipped++] = k;
    const siteSlot = this.siteSlot;
    const usable = (i: number): boolean => {
      if (i >= base) return true;
      const k = siteSlot[i];
      return k >= 0 && skipSlot[k] === 0;
    };

    // The heuristic: the distance to a circle round the goal (never more than the distance left).
    let hx: number;
    let hy: number;
    let hr = 0;
    if (goal.kind === 'point') {
      hx = goal.point.x;
      hy = goal.point.y;
    } else if (goal.shape.kind === 'circle') {
      hx = goal.shape.center.x;
      hy = goal.shape.center.y;
      hr = goal.shape.radiusMm;
    } else {
      const b = bbox(goal.shape);
      hx = (b.minX + b.maxX) / 2;
      hy = (b.minY + b.maxY) / 2;
      for (const p of goal.shape.points) hr = Math.max(hr, Math.hypot(p.x - hx, p.y - hy));
    }
    const hOf = (p: Point) => Math.max(0, Math.sqrt((p.x - hx) * (p.x - hx) + (p.y - hy) * (p.y - hy)) - hr);

    // The search graph, built as the search reaches each site, in the index's scratch arrays (no
    // allocation per node, edge or heap entry).
    const S = this.scratch;
    S.reset(nSites);
    const START = S.addNode(-1, 1);
    S.nX[START] = start.x;
    S.nY[START] = start.y;
    S.nAng[START] = 0;
    S.nH[START] = hOf(start);
    const GOAL = S.addNode(-1, 1);
    S.nX[GOAL] = start.x;
    S.nY[GOAL] = start.y;
    S.nAng[GOAL] = 0;
    S.nH[GOAL] = 0;
    /** A node at p on the site's circle (its angle there worked out). */
    const addNode = (site: number, p: Point, orient: 1 | -1): number => {
      const s = siteAt(site);
      const n = S.addNode(site, orient);
      S.nX[n] = p.x;
      S.nY[n] = p.y;
      S.nAng[n] = Math.atan2(p.y - s.c.y, p.x - s.c.x);
      S.nH[n] = Math.max(0, Math.sqrt((p.x - hx) * (p.x - hx) + (p.y - hy) * (p.y - hy)) - hr);
      return n;
    };
    /** A node at a tangent's end on a (at p, q false) or on b (at q), with the angle the tangent keeps. */
    const tangentNode = (t: Tangent, atQ: boolean, orient: 1 | -1, h: number): number => {
      const n = S.addNode(atQ ? t.b : t.a, orient);
      S.nX[n] = atQ ? t.qx : t.px;
      S.nY[n] = atQ ? t.qy : t.py;
      S.nAng[n] = atQ ? t.angQ : t.angP;
      S.nH[n] = h;
      return n;
    };
    /**
     * The node at end c (0 leaving a, 1 reaching b, 2 leaving b, 3 reaching a) of a relaxed
     * site's tangent, made when first needed in this search (the index's own tangents' nodes
     * come from the sites' packs: staticNode, layBlocked).
     */
    const endNode = (t: Tangent, c: number): number => {
      if (t.stamp !== stamp) {
        t.stamp = stamp;
        t.n0 = t.n1 = t.n2 = t.n3 = -1;
      }
      const had = c === 0 ? t.n0 : c === 1 ? t.n1 : c === 2 ? t.n2 : t.n3;
      if (had >= 0) return had;
      const atQ = c === 1 || c === 2;
      const x = atQ ? t.qx : t.px;
      const y = atQ ? t.qy : t.py;
      const n = tangentNode(t, atQ, c === 0 ? t.o0 : c === 1 ? t.o1 : c === 2 ? t.o2 : t.o3, Math.max(0, Math.sqrt((x - hx) * (x - hx) + (y - hy) * (y - hy)) - hr));
      if (c === 0) t.n0 = n;
      else if (c === 1) t.n1 = n;
      else if (c === 2) t.n2 = n;
      else t.n3 = n;
      return n;
    };
    /** A relaxed site's tangent: −1 blocked for this query, 0 known clear, 1 to be tested when first tried. */
    const keptStatus = (t: Tangent): number => {
      if (t.id !== KEPT || t.blocker === LAZY) return 1;
      if (t.ownOk < 0 || t.blocker === OFF_TABLE) return -1;
      if (t.blocker === CLEAR) return 0;
      return skipSlot[t.blocker] ? 1 : -1;
    };
    const segment = (from: number, to: number, a: Point, b: Point) => {
      const e = S.addSegment(from, to, 1);
      S.eAx[e] = a.x;
      S.eAy[e] = a.y;
      S.eBx[e] = b.x;
      S.eBy[e] = b.y;
      S.eLen[e] = lengthOf(a.x, a.y, b.x, b.y);
    };
    // Tangents with a relaxed site are the query's own, tested when first tried.
    const localPairs = new Map<number, Tangent[]>();
    const lazy = () => LAZY;
    // A relaxed site's shadows: by direction (SHADOW_BINS bins), the least distance beyond which
    // every ray of the bin from the site's centre has entered an obstacle kept at the full
    // clearance, grown by the clearance less the site's radius (discs inside the obstacles: round
    // ones, polygons' corners and side midpoints), and that obstacle. A tangent of the site runs
    // within its radius of such a ray: where the ray is blocked, so is the tangent. Pairs whose
    // every tangent is blocked so are never made. They are made for a site only when a search
    // would otherwise make many of its pairs (shadowMinPairs, layToIndex's shadowSite); once
    // made, any search uses them. A query skipping (ignoring or relaxing) the
    // obstacle that casts a bin's shadow takes that bin as open. So they depend on the obstacles'
    // shapes alone, and are kept with the relaxed site until an update (any mover, a charge's
    // other contact positions, a drag).
    // Only the obstacles within the search's bound of the site cast them (a pair farther off is
    // not tried by this search): a later search with a greater bound makes them again.
    let shadowReach = Math.max(bound, 200);
    const shadowOf = (li: number): Float64Array => {
      const { kept, m } = localKept[li];
      let sh = kept.shadows[m];
      if (sh && kept.shadowReach[m] >= shadowReach) return sh;
      sh = new Float64Array(SHADOW_BINS).fill(Infinity);
      const by = new Int32Array(SHADOW_BINS).fill(-1);
      kept.shadows[m] = sh;
      kept.shadowSlots[m] = by;
      kept.shadowReach[m] = shadowReach;
      const site = local[li];
      // A tangent point lies `rho` from the centre: the tangent runs within rho of the ray.
      const grow = C - site.rho - 1e-6;
      const near = Number.isFinite(shadowReach) ? this.searchInto(site.c.x - shadowReach, site.c.y - shadowReach, site.c.x + shadowReach, site.c.y + shadowReach) : -1;
      // Read on every call, not only when the reach is unbounded (see toGoal's test).
      const nSlots = slots.length;
      for (let h = 0; h < (near < 0 ? nSlots : near); h++) {
        const k = near < 0 ? h : this.hits[h].slot;
        const sl = slots[k];
        if (!sl || k === site.slot) continue;
        castShadows(site.c.x, site.c.y, sl.shape, grow, k, sh, by);
      }
      return sh;
    };
    /** Are relaxed site li's shadows made, as far as this search reaches? */
    const shadowReady = (li: number): boolean => {
      const { kept, m } = localKept[li];
      return kept.shadows[m] !== null && kept.shadowReach[m] >= shadowReach;
    };
    /** The relaxed site whose shadows are worth making now (layToIndex), or −1. */
    let shadowSite = -1;
    /** Is every tangent between relaxed site `li` and index site j blocked by a shadow? */
    const shadowed = (li: number, j: number): boolean => {
      // The bins the pair's tangents run in and how far, worked out once per relaxed site (kept).
      const { kept, m } = localKept[li];
      let geo = kept.pairBins[m];
      if (!geo || geo.length < 3 * (j + 1)) {
        const grownGeo = new Float64Array(3 * this.sites.length).fill(NaN);
        if (geo) grownGeo.set(geo);
        geo = kept.pairBins[m] = grownGeo;
      }
      if (Number.isNaN(geo[3 * j])) {
        const a = local[li];
        const b = this.sites[j];
        const dx = b.c.x - a.c.x;
        const dy = b.c.y - a.c.y;
        const d = Math.sqrt(dx * dx + dy * dy);
        const r = a.rho + b.rho;
        if (d <= r + 1e-9) {
          // Overlapping circles: never shadowed.
          geo[3 * j] = 1;
          geo[3 * j + 1] = 0;
          geo[3 * j + 2] = 0;
        } else {
          const phi = Math.atan2(dy, dx);
          const beta = Math.asin(r / d) + 1e-9;
          geo[3 * j] = Math.floor((phi - beta + Math.PI) / SHADOW_BIN_RAD);
          geo[3 * j + 1] = Math.floor((phi + beta + Math.PI) / SHADOW_BIN_RAD);
          geo[3 * j + 2] = d - r - 1e-9;
        }
      }
      const first = geo[3 * j];
      const last = geo[3 * j + 1];
      if (first > last) return false;
      const reach = geo[3 * j + 2];
      const sh = shadowOf(li);
      const by = kept.shadowSlots[m]!;
      for (let bn = first; bn <= last; bn++) {
        // first lies above −SHADOW_BINS and last below 2·SHADOW_BINS: one turn added or taken at most.
        const k = bn < 0 ? bn + SHADOW_BINS : bn >= SHADOW_BINS ? bn - SHADOW_BINS : bn;
        if (!(sh[k] <= reach) || skipSlot[by[k]] !== 0) return false;
      }
      return true;
    };
    const none: Tangent[] = [];
    const localPair = (i: number, j: number): Tangent[] => {
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      if (lo < base && shadows && (hi - base === shadowSite || shadowReady(hi - base)) && shadowed(hi - base, lo)) {
        if (this.onShadowPruned) this.onShadowPruned(local[hi - base], this.sites[lo]);
        return none;
      }
      if (lo < base) {
        // A relaxed site and an index site: kept across queries, the relaxed end renumbered.
        const kept = localToIndex[hi - base];
        let ts = kept.get(lo);
        if (!ts) {
          ts = tangentsOf(lo, siteAt(lo), hi, siteAt(hi), lazy);
          for (const t of ts) t.id = KEPT;
          kept.set(lo, ts);
        }
        for (const t of ts) t.b = hi;
        return ts;
      }
      const key = pairKey(i, j);
      let ts = localPairs.get(key);
      if (!ts) {
        // Two relaxed sites: their tangents kept too (by the two kept obstacles), renumbered.
        const ka = localKept[lo - base];
        const kb = localKept[hi - base];
        let byB = this.relaxedPairs.get(ka.kept);
        if (!byB) this.relaxedPairs.set(ka.kept, (byB = new Map()));
        let bySites = byB.get(kb.kept);
        if (!bySites) byB.set(kb.kept, (bySites = new Map()));
        const siteKey = ka.m * 4096 + kb.m;
        ts = bySites.get(siteKey);
        if (!ts) {
          ts = tangentsOf(lo, siteAt(lo), hi, siteAt(hi), lazy);
          bySites.set(siteKey, ts);
        }
        for (const t of ts) {
          t.a = lo;
          t.b = hi;
        }
        localPairs.set(key, ts);
      }
      return ts;
    };
    /** A point on a site's circle aimed at the goal from, and the goal's point nearest it, reused (nodes and edges copy their coordinates). */
    const aimPoint = { x: 0, y: 0 };
    const aimTarget = { x: 0, y: 0 };
    /**
     * Tangent k of index site i's pack, blocked for the index by an obstacle this query skips, if
     * its other end is usable: its node leaving i (`nStatic` 3), among the site's stops
     * (collectStops); its segment, `check` as for a relaxed site's tangent (nTanCheck), and far
     * node are made when the search leaves by it (expand).
     */
    const layBlocked = (i: number, out: SiteOut, k: number, check: 0 | 1): void => {
      const pn = out.pack.n;
      const a = pn[PACK_I * k];
      const other = siteSlot[a === i ? pn[PACK_I * k + 1] : a];
      if (other < 0 || skipSlot[other] !== 0) return;
      S.nTanCheck[staticNode(out, k, a === i ? 0 : 2, 3)] = check;
    };
    /**
     * The node at end c (0 leaving a, 1 reaching b, 2 leaving b, 3 reaching a) of the tangent at
     * place k of a site's pack (`kind` 1 clear, 3 blocked by an obstacle the query skips), made
     * when the search first reaches it. A node leaving the site (c 0 or 2, of the site whose pack
     * this is) is made once per search, kept in depNode; a far end (c 1 or 3) is made only by the
     * one node leaving by the tangent, when it is settled (expand), so never twice.
     */
    const staticNode = (out: SiteOut, k: number, c: number, kind: 1 | 3): number => {
      const leaves = c === 0 || c === 2;
      if (leaves && out.depStamp[k] === stamp) return out.depNode[k];
      const pf = out.pack.f;
      const pn = out.pack.n;
      const id = pn[PACK_I * k + 2];
      const atQ = c === 1 || c === 2;
      const x = pf[PACK_F * k + (atQ ? 2 : 0)];
      const y = pf[PACK_F * k + (atQ ? 3 : 1)];
      const n = S.addNode(pn[PACK_I * k + (atQ ? 1 : 0)], (pn[PACK_I * k + 3] >> c) & 1 ? 1 : -1);
      S.nX[n] = x;
      S.nY[n] = y;
      S.nAng[n] = pf[PACK_F * k + (atQ ? 5 : 4)];
      S.nH[n] = Math.max(0, Math.sqrt((x - hx) * (x - hx) + (y - hy) * (y - hy)) - hr);
      S.nStatic[n] = kind;
      // Keyed by the tangent's number and end (numbers never repeat): for the arc cache.
      S.nKey[n] = atQ ? 2 * id + 1 : 2 * id;
      // Leaving its site: its place in that site's pack, for its tangent.
      if (leaves) {
        S.nPack[n] = k;
        out.depStamp[k] = stamp;
        out.depNode[k] = n;
      }
      return n;
    };
    /**
     * A site's stops of the query's own (its nodes with a way off the circle that are not the
     * index's clear tangents: aims at the goal, tangents to or from relaxed sites, blocked
     * tangents taken), per turning sense by angle: when the site is materialised, and again for a
     * relaxed site when extend gives it more.
     */
    /** Node n is one of its site's own stops turning in sense o (not a clear tangent's; a way off the circle: an edge, a relaxed site's tangent, a blocked tangent's departure). */
    const isOwnStop = (n: number, o: 1 | -1): boolean => S.nStatic[n] !== 1 && (S.nHead[n] >= 0 || S.nTan[n] !== null || S.nPack[n] >= 0) && S.nOr[n] === o;
    const collectStops = (i: number): void => {
      for (let oi = 0; oi < 2; oi++) {
        const o = oi === 0 ? 1 : -1;
        let d = 0;
        for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (isOwnStop(n, o)) d++;
        if (S.stopUsed + d > S.stopPool.length) {
          S.stopPool = grown(S.stopPool, 2 * (S.stopUsed + d));
          S.stopAng = grown(S.stopAng, 2 * (S.stopUsed + d));
        }
        const pool = S.stopPool;
        const from = S.stopUsed;
        let x = from;
        for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (isOwnStop(n, o)) pool[x++] = n;
        const ang = S.nAng;
        for (let k = from; k < x; k++) S.stopAng[k] = ang[pool[k]];
        S.sortStops(from, x);
        S.stopStart[2 * i + oi] = from;
        S.stopCount[2 * i + oi] = d;
        S.stopUsed = x;
      }
    };
    const TWO_PI = 2 * Math.PI;
    /**
     * Node u of site i settled (S.gOf[u] its length): its ways on, made now. Leaving the site
     * along its tangent, if it leaves by one (one of the index's, clear or blocked by an obstacle
     * the query skips, or a relaxed site's); and round the circle (goRound).
     */
    const expand = (u: number, i: number): void => {
      const t = S.nTan[u];
      if (t !== null) {
        const fwd = u === t.n0;
        const far = endNode(t, fwd ? 1 : 3);
        const check = S.nTanCheck[u] === 0 ? 0 : 1;
        const e = S.addSegment(u, far, check);
        S.eAx[e] = fwd ? t.px : t.qx;
        S.eAy[e] = fwd ? t.py : t.qy;
        S.eBx[e] = fwd ? t.qx : t.px;
        S.eBy[e] = fwd ? t.qy : t.py;
        S.eLen[e] = t.lengthMm;
        if (t.id === KEPT && check === 1) S.eKept[e] = t;
        relaxEdge(u, e);
      }
      const k0 = S.nPack[u];
      if (k0 >= 0) {
        const out = this.outs[i]!;
        const pf = out.pack.f;
        const pn = out.pack.n;
        const kind = S.nStatic[u] === 1 ? 1 : 3;
        const far = staticNode(out, k0, pn[PACK_I * k0] === i ? 1 : 3, kind);
        const e = S.addSegment(u, far, kind === 1 || S.nTanCheck[u] === 0 ? 0 : 1);
        S.eAx[e] = S.nX[u];
        S.eAy[e] = S.nY[u];
        S.eBx[e] = S.nX[far];
        S.eBy[e] = S.nY[far];
        S.eLen[e] = pf[PACK_F * k0 + 6];
        relaxEdge(u, e);
      }
      goRound(u, i);
    };
    /**
     * From node u of site i (settled: S.gOf[u] its length), round the circle in u's turning
     * sense to the next place a route may leave it from: at an index site, the next clear
     * departure (by binary search in the site's list, SiteOut.upK / downK, passing over those to
     * sites the query skips); or the query's own next stop (collectStops, by binary search too)
     * if nearer. An arc never stops at a node a route can only arrive at: going on from there is
     * the same arc. Places within 1e-12 rad of u's are the same point: zero-length links
     * (linkSame).
     */
    const goRound = (u: number, i: number): void => {
      const o: 1 | -1 = S.nOr[u] > 0 ? 1 : -1;
      const th = S.nAng[u];
      let best = Infinity;
      let bestK = -1;
      let bestNode = -1;
      const out = i < base ? this.outs[i]! : null;
      if (out) {
        const pn = out.pack.n;
        const ks = o > 0 ? out.upK : out.downK;
        const angs = o > 0 ? out.upAng : out.downAng;
        const n = ks.length;
        if (n > 0) {
          let j = walkStart(angs, n, th, o);
          const uKey = S.nStatic[u] === 1 ? S.nKey[u] : -1;
          for (let step = 0; step < n; step++) {
            const k = ks[j];
            const at = j;
            j = o > 0 ? (j + 1 === n ? 0 : j + 1) : j === 0 ? n - 1 : j - 1;
            const a = pn[PACK_I * k];
            const atA = a === i;
            const other = siteSlot[atA ? pn[PACK_I * k + 1] : a];
            if (other < 0 || skipSlot[other] !== 0) continue;
            if (2 * pn[PACK_I * k + 2] + (atA ? 0 : 1) === uKey) continue;
            const sweep = sweepTo(th, angs[at], o);
            if (sweep === 0) {
              linkSame(u, staticNode(out, k, atA ? 0 : 2, 1));
              continue;
            }
            best = sweep;
            bestK = k;
            break;
          }
        }
      }
      const oi = o > 0 ? 0 : 1;
      const from = S.stopStart[2 * i + oi];
      const count = S.stopCount[2 * i + oi];
      if (count > 0) {
        const last = from + count - 1;
        let j = walkStart(S.stopAng, count, th, o, from);
        for (let step = 0; step < count; step++) {
          const v = S.stopPool[j];
          const at = j;
          j = o > 0 ? (j === last ? from : j + 1) : j === from ? last : j - 1;
          if (v === u) continue;
          const sweep = sweepTo(th, S.stopAng[at], o);
          if (sweep === 0) {
            linkSame(u, v);
            continue;
          }
          if (sweep < best) {
            best = sweep;
            bestK = -1;
            bestNode = v;
          }
          break;
        }
      }
      if (bestK < 0 && bestNode < 0) return;
      const v = bestK >= 0 ? staticNode(out!, bestK, out!.pack.n[PACK_I * bestK] === i ? 0 : 2, 1) : bestNode;
      const s = siteAt(i);
      // A round obstacle's own circle may hold an arc longer than its outline part: test it whole.
      const own = s.spanRad < TWO_PI && best <= s.spanRad + 1e-9 ? s.slot : -1;
      const e = S.addEdge(u, v, 2, 2, own);
      S.eLen[e] = best * s.rho;
      S.eAx[e] = th;
      S.eAy[e] = best * o;
      // Its end point, where a route ending with it ends.
      S.eBx[e] = S.nX[v];
      S.eBy[e] = S.nY[v];
      // Between two of the index's tangents (clear, or blocked by an obstacle the query skips).
      if ((S.nStatic[u] === 1 || S.nStatic[u] === 3) && (S.nStatic[v] === 1 || S.nStatic[v] === 3)) {
        S.eKey[e] = S.nKey[u] * 2 + (o > 0 ? 1 : 0);
        S.eKey2[e] = S.nKey[v];
      }
      relaxEdge(u, e);
    };
    /** The tangents of a pair with a relaxed site (localPair) this query may use, laid, leaving site i. */
    const layPair = (i: number, j: number): void => {
      for (const t of localPair(i, j)) {
        const st = keptStatus(t);
        if (st < 0) continue;
        // Its node leaving i; the far one is made when the search leaves by it (expand).
        const n = endNode(t, t.a === i ? 0 : 2);
        S.nTan[n] = t;
        S.nTanCheck[n] = st === 0 ? 0 : 1;
      }
    };
    /**
     * Relaxed site i's tangents to the usable index sites whose lower bound of f lies above
     * `aboveMm`, up to `upToMm` (materialize: all within the bound; extend: those a raised bound adds).
     */
    const layToIndex = (i: number, aboveMm: number, upToMm: number): void => {
      let n = 0;
      for (let j = 0; j < base; j++) if (usable(j) && lb[j] > aboveMm && lb[j] <= upToMm) n++;
      shadowSite = shadows && (n >= this.shadowMinPairs || shadowReady(i - base)) ? i - base : -1;
      for (let j = 0; j < base; j++) if (usable(j) && lb[j] > aboveMm && lb[j] <= upToMm) layPair(i, j);
      shadowSite = -1;
    };
    /** From (px, py) on site i's circle straight to the goal (its nearest point of a target base), if clear when tried. */
    const toGoal = (i: number, s: Site, px: number, py: number) => {
      aimPoint.x = px;
      aimPoint.y = py;
      const target = goal.kind === 'point' ? goal.point : closestPointInto(goal.shape, aimPoint, aimTarget);
      const dx = target.x - px;
      const dy = target.y - py;
      // Both tested on every call (not dy only when dx is 0): a comparison first met in a
      // long-running process would throw the compiled code away.
      if (Math.abs(dx) + Math.abs(dy) === 0) return;
      const orient = (px - s.c.x) * dy - (py - s.c.y) * dx >= 0 ? 1 : -1;
      segment(addNode(i, aimPoint, orient), GOAL, aimPoint, target);
    };
    const materialize = (i: number) => {
      S.materialized[i] = 1;
      if (!S.startDone[i]) startSite(i);
      const s = siteAt(i);
      if (i < base) {
        // The clear tangents' nodes are made as the search reaches them (goRound, expand). Those
        // blocked for the index, but by an obstacle this query skips (ignores or relaxes), get
        // their nodes leaving the site now, as stops (layBlocked): known clear when the one
        // obstacle closer than the clearance is ignored (none other is, as segClear would find),
        // else tested when first tried (those a second obstacle blocks only when the query skips
        // that one too).
        const out = this.outOf(i);
        const groupBy = out.groupBy;
        const groupBy2 = out.groupBy2;
        const groupStart = out.groupStart;
        const nGroups = groupBy.length;
        // The groups are in order of their first blocker: those of each obstacle skipped found by
        // binary search (a query skips a few obstacles; a site may have many groups).
        for (let sk = 0; sk < nSkipped; sk++) {
          const blocker = skipped[sk];
          let lo = 0;
          let hi = nGroups;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (groupBy[mid] < blocker) lo = mid + 1;
            else hi = mid;
          }
          const k1 = skipSlot[blocker];
          for (let g = lo; g < nGroups && groupBy[g] === blocker; g++) {
            const k2 = groupBy2[g];
            if (k2 >= 0 && skipSlot[k2] === 0) continue;
            const check = k2 === CLEAR && k1 === 1 ? 0 : 1;
            const last = groupStart[g + 1];
            for (let k = groupStart[g]; k < last; k++) layBlocked(i, out, k, check);
          }
        }
      } else layToIndex(i, -Infinity, bound);
      for (let j = base; j < nSites; j++) if (j !== i) layPair(i, j);
      // To the goal: tangent lines through the goal point (or through the target's corners /
      // centre), and for a target's straight sides, the tangent parallel to their inward normal.
      // The tangent points from each aim.
      const aims = goal.kind === 'point' ? null : goal.shape.kind === 'circle' ? null : goal.shape.points;
      const nAims = aims ? aims.length : 1;
      for (let k = 0; k < nAims; k++) {
        const aim = aims ? aims[k] : goal.kind === 'point' ? goal.point : (goal.shape as { center: Point }).center;
        const n = tangentPointsOn(s, aim.x, aim.y, tangentXY);
        for (let side = 0; side < n; side++) if (onOutlineAt(s, tangentXY[2 * side], tangentXY[2 * side + 1])) toGoal(i, s, tangentXY[2 * side], tangentXY[2 * side + 1]);
      }
      if (goal.kind === 'base' && goal.shape.kind === 'polygon') {
        const pts = goal.shape.points;
        for (let e = 0; e < pts.length; e++) {
          const a = pts[e];
          const b = pts[(e + 1) % pts.length];
          // The two points of the circle along the side's direction (u): their tangents run
          // along the side's inward normal.
          const len = Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
          const ux = (b.x - a.x) / len;
          const uy = (b.y - a.y) / len;
          for (let sgn = 1; sgn >= -1; sgn -= 2) {
            const px = s.c.x - sgn * s.rho * ux;
            const py = s.c.y - sgn * s.rho * uy;
            if (onOutlineAt(s, px, py)) toGoal(i, s, px, py);
          }
        }
      }
      collectStops(i);
    };

    // From the start: straight to the goal, and tangent to every site. A start (or point goal)
    // lying on a site's circle — a base in contact, where the gap kept is 0 — leaves (or joins) it
    // along the circle itself, either way round.
    segment(START, GOAL, start, goalPointFrom(goal, start));
    const onCircle = (s: Site, p: Point) => s.rho > 0 && Math.abs(Math.sqrt((p.x - s.c.x) * (p.x - s.c.x) + (p.y - s.c.y) * (p.y - s.c.y)) - s.rho) <= 1e-6;
    /**
     * A zero-length link from u to v at the same place on u's circle, unless v is settled or
     * already reached as short: relaxEdge would pass such a link by, so it is not made. (At a site
     * of no radius, a corner of a base approached down to its outline (R-6.6), every node is the
     * same point: each node settled there would otherwise link to all the others, and a
     * walled-in contact position's probe made some 8,000 links.)
     */
    const linkSame = (u: number, v: number): void => {
      if (S.settled[v] || S.gOf[u] >= S.bestClear[v]) return;
      relaxEdge(u, S.addEdge(u, v, 0, 0, -1));
    };
    /** Push v reached from u by edge e (g(u) + the edge's length), unless a known clear way to v is as short. */
    const relaxEdge = (u: number, ed: number): void => {
      const g = S.gOf[u];
      const v = S.eTo[ed];
      if (S.settled[v] || S.eOk[ed] < 0) return;
      const gv = g + S.eLen[ed];
      if (gv >= S.bestClear[v]) return;
      if (S.eCheck[ed] === 0 || S.eOk[ed] > 0) S.bestClear[v] = gv;
      S.fg[0] = gv + S.nH[v];
      S.fg[1] = gv;
      S.push(v, u, ed);
    };
    /**
     * The start's shadows: per direction bin round the start, the least distance beyond which
     * every ray of the bin from the start has entered a disc within an obstacle grown by the gap
     * the query keeps from it, a little less (round obstacles, polygons' corners and side
     * midpoints, of the obstacles near the start; ignored ones cast none). A segment from the
     * start in such a bin and at least that long comes closer to the obstacle than its gap:
     * segClear would refuse it. Made once a search has linked the start with many sites: a start
     * walled in (a contact position's probe, R-6.6) tests its segments to every site of the
     * table, nearly all blocked by the few obstacles round it.
     */
    let startShadow: Float64Array | null = null;
    let startLinks = 0;
    const makeStartShadow = (): Float64Array => {
      const sh = new Float64Array(SHADOW_BINS).fill(Infinity);
      const reach = START_SHADOW_REACH * C + 50;
      const n = this.searchInto(start.x - reach, start.y - reach, start.x + reach, start.y + reach);
      for (let h = 0; h < n; h++) {
        const k = this.hits[h].slot;
        if (skipSlot[k] === 1) continue;
        // Twice the tests' margin under the gap: a segment through a disc comes closer than the
        // gap, and segClear refuses it. An obstacle the query comes down to its outline (a gap
        // of 0: the target of an assault) casts none: a segment may slide along it, and one that
        // goes in counts as crossing it only beyond a depth (CROSSING_DEPTH_MM). (The start is
        // never within a disc: it keeps its gap from every obstacle.)
        const grow = gapSlot[k] - 2 * CLEARANCE_EPS_MM;
        if (grow > 0) castShadows(start.x, start.y, slots[k]!.shape, grow, k, sh, null);
      }
      return sh;
    };
    /** Site i's links with the start (and with a point goal on its circle), pushed from the start. */
    const startSite = (i: number): void => {
      S.startDone[i] = 1;
      const s = siteAt(i);
      if (startShadow === null && shadows && ++startLinks > this.startShadowAfter) startShadow = makeStartShadow();
      if (onCircle(s, start)) {
        for (const o of [1, -1] as const) relaxEdge(START, S.addEdge(START, addNode(i, start, o), 0, 0, -1));
      }
      if (goal.kind === 'point' && onCircle(s, goal.point)) {
        for (const o of [1, -1] as const) S.addEdge(addNode(i, goal.point, o), GOAL, 0, 0, -1);
      }
      // The two tangent points from the start.
      const nt = tangentPointsOn(s, start.x, start.y, tangentXY);
      for (let side = 0; side < nt; side++) {
        const px = tangentXY[2 * side];
        const py = tangentXY[2 * side + 1];
        if (!onOutlineAt(s, px, py)) continue;
        if (startShadow !== null) {
          const bin = Math.floor((Math.atan2(py - start.y, px - start.x) + Math.PI) / SHADOW_BIN_RAD) & (SHADOW_BINS - 1);
          if (startShadow[bin] <= lengthOf(start.x, start.y, px, py)) {
            if (this.onStartPruned) this.onStartPruned(start, { x: px, y: py });
            continue;
          }
        }
        const orient = (px - s.c.x) * (py - start.y) - (py - s.c.y) * (px - start.x) >= 0 ? 1 : -1;
        const h = Math.max(0, Math.sqrt((px - hx) * (px - hx) + (py - hy) * (py - hy)) - hr);
        const n = S.addNode(i, orient);
        S.nX[n] = px;
        S.nY[n] = py;
        S.nAng[n] = Math.atan2(py - s.c.y, px - s.c.x);
        S.nH[n] = h;
        const e = S.addSegment(START, n, 1);
        S.eAx[e] = start.x;
        S.eAy[e] = start.y;
        S.eBx[e] = px;
        S.eBy[e] = py;
        S.eLen[e] = lengthOf(start.x, start.y, px, py);
        relaxEdge(START, e);
      }
    };
    // The sites in order of a lower bound of f = g + h over their circle: no node of site i is
    // nearer the start than |start − c| − ρ, nor nearer the goal than |c − goal| − ρ (less the
    // goal's radius). A site's links with the start are made only when the search reaches that
    // bound (most of a short route's sites never are), and always before any node of the site is
    // settled: the nodes still come off the heap in order of f.
    let nOrder = 0;
    S.reserveSites(nSites);
    const order = S.startOrder;
    const lb = S.startLB;
    const xyr = this.siteXYR;
    const sx = start.x;
    const sy = start.y;
    for (let i = 0; i < nSites; i++) {
      if (!usable(i)) continue;
      let cx: number;
      let cy: number;
      let rho: number;
      if (i < base) {
        cx = xyr[3 * i];
        cy = xyr[3 * i + 1];
        rho = xyr[3 * i + 2];
      } else {
        const s = local[i - base];
        cx = s.c.x;
        cy = s.c.y;
        rho = s.rho;
      }
      const ds = Math.sqrt((sx - cx) * (sx - cx) + (sy - cy) * (sy - cy)) - rho;
      const dg = Math.sqrt((hx - cx) * (hx - cx) + (hy - cy) * (hy - cy)) - rho - hr;
      lb[i] = Math.max(0, ds) + Math.max(0, dg) - 1e-9;
      order[nOrder++] = i;
    }
    // A binary heap of the sites by that bound (made in linear time; a site leaves it only when reached).
    const siftDown = (k0: number): void => {
      const x = order[k0];
      const key = lb[x];
      let k = k0;
      for (;;) {
        const l = 2 * k + 1;
        if (l >= nOrder) break;
        const r = l + 1;
        const m = r < nOrder && lb[order[r]] < lb[order[l]] ? r : l;
        if (lb[order[m]] >= key) break;
        order[k] = order[m];
        k = m;
      }
      order[k] = x;
    };
    for (let k = (nOrder >> 1) - 1; k >= 0; k--) siftDown(k);
    const nextStart = (): number => {
      const top = order[0];
      order[0] = order[--nOrder];
      if (nOrder > 0) siftDown(0);
      return top;
    };

    // The ends of the segment tested, reused (the tests keep neither).
    const segA = { x: 0, y: 0 };
    const segB = { x: 0, y: 0 };
    // A*: an edge still to be tested is tested when the node it reaches is about to be settled
    // through it; a node may sit in the heap several times, the first clear one settles it.
    const validate = (e: number, from: number): boolean => {
      if (S.eKind[e] === 1) {
        const t = S.eKept[e];
        if (t) {
          if (t.blocker === LAZY) {
            // Worked out once for all the queries relaxing this obstacle to this gap: its own gap
            // and crossing, and the first other obstacle closer than the clearance.
            const k = siteAt(t.b).slot;
            const f = slots[k]!.shape;
            const g = gapSlot[k] - CLEARANCE_EPS_MM;
            t.ownOk = segmentFootprintWithin(endP(t), endQ(t), f, g) || segmentEntersFootprint(endP(t), endQ(t), f) ? -1 : 1;
            t.blocker = this.blockerOf(endP(t), endQ(t), k);
          }
          const st = keptStatus(t);
          if (st <= 0) return st === 0;
        }
        segA.x = S.eAx[e];
        segA.y = S.eAy[e];
        segB.x = S.eBx[e];
        segB.y = S.eBy[e];
        return segClear(segA, segB);
      }
      const s = siteAt(S.nSite[from]);
      const key = S.eKey[e];
      if (key >= 0) {
        if ((key + 1) * ARC_STRIDE > this.arcCache.length) {
          const next = new Int32Array(Math.max(2 * this.arcCache.length, 2 * (key + 1) * ARC_STRIDE)).fill(-1);
          next.set(this.arcCache);
          this.arcCache = next;
        }
        const key2 = S.eKey2[e];
        const cache = this.arcCache;
        // Way 0 at key·ARC_STRIDE, way 1 three further on: the second key, blocker, second blocker.
        let w = key * ARC_STRIDE;
        if (cache[w] !== key2) {
          if (cache[w + 3] === key2) w += 3;
          else {
            // A new arc: the newer way moves to the older's place.
            cache[w + 3] = cache[w];
            cache[w + 4] = cache[w + 1];
            cache[w + 5] = cache[w + 2];
            cache[w] = key2;
            cache[w + 1] = this.arcBlockerOf(s.c, s.rho, S.eAx[e], S.eAy[e], S.eOwn[e]);
            cache[w + 2] = UNKNOWN;
          }
        }
        const b = cache[w + 1];
        if (b === CLEAR) return true;
        if (b === OFF_TABLE || skipSlot[b] === 0) return false;
        if (skipSlot[b] === 1) {
          // Its first blocker ignored: clear if no other obstacle is closer than the clearance
          // (the relaxed ones then keep their smaller gaps too), blocked if a kept one is.
          if (cache[w + 2] === UNKNOWN) cache[w + 2] = this.arcBlockerOf(s.c, s.rho, S.eAx[e], S.eAy[e], S.eOwn[e], b);
          const b2 = cache[w + 2];
          if (b2 === CLEAR) return true;
          if (skipSlot[b2] === 0) return false;
        }
      }
      return arcClear(s.c, s.rho, S.eAx[e], S.eAy[e], S.eOwn[e]);
    };
    /**
     * The trial bound met with no route: doubled (dropped after `doublings`), and the search goes
     * on where it stands rather than again from the start. Only the relaxed sites' tangents to
     * the index sites between the two bounds were left out: they are made now for the relaxed
     * sites reached so far (those not reached get theirs when they are). Every node settled has
     * f at most the old bound; the new tangents' far ends lie on sites whose lower bound of f
     * exceeds it: no route through them improves a node settled. Their near ends become stops
     * round the site's circle, reached at once from the nodes settled there (goRound).
     */
    const extend = (): void => {
      const old = bound;
      extensions++;
      trial = extensions < doublings ? 2 * trial : Infinity;
      bound = Math.min(maxLengthMm, trial);
      shadowReach = Math.max(bound, 200);
      for (let i = base; i < nSites; i++) {
        if (!S.materialized[i]) continue;
        const newFrom = S.nodeCount;
        layToIndex(i, old, bound);
        if (S.nodeCount === newFrom) continue;
        // The site's stops again, with the new departures; from each node settled there, round
        // the circle again (to a new stop nearer than its old next one).
        collectStops(i);
        for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (S.settled[n]) goRound(n, i);
      }
    };
    S.settled[START] = 1;
    S.gOf[START] = 0;
    S.prevNode[START] = -1;
    S.prevEdge[START] = -1;
    for (let ed = S.nHead[START]; ed >= 0; ed = S.eNext[ed]) relaxEdge(START, ed);
    let found = false;
    let beyond = false;
    let spent = false;
    let settledLeft = maxSettled;
    for (;;) {
      while (nOrder > 0 && lb[order[0]] <= bound && (S.heapSize === 0 || lb[order[0]] <= S.hF[0])) startSite(nextStart());
      if (S.heapSize === 0 || S.hF[0] > bound) {
        // Out of ground within the trial bound (not the caller's): raised, and on.
        if (bound < maxLengthMm && extensions < doublings) {
          extend();
          continue;
        }
        if (S.heapSize === 0) break;
        beyond = true;
        break;
      }
      const en = S.pop();
      const u = S.entNode[en];
      if (S.settled[u]) continue;
      const edge = S.entEdge[en];
      if (edge >= 0 && S.eCheck[edge] !== 0) {
        if (S.eOk[edge] === 0) S.eOk[edge] = validate(edge, S.entFrom[en]) ? 1 : -1;
        if (S.eOk[edge] < 0) continue;
      }
      if (--settledLeft < 0) {
        spent = true;
        break;
      }
      S.settled[u] = 1;
      const g = S.entG[en];
      S.gOf[u] = g;
      S.prevNode[u] = S.entFrom[en];
      S.prevEdge[u] = edge;
      if (u === GOAL) {
        found = true;
        break;
      }
      const site = S.nSite[u];
      if (site >= 0 && !S.materialized[site]) materialize(site);
      for (let ed = S.nHead[u]; ed >= 0; ed = S.eNext[ed]) relaxEdge(u, ed);
      if (site >= 0) expand(u, site);
    }
    // Worked out on every search, rather than on the rare path that reads it (see above), the
    // comparison first (a comparison the compiled code has never seen made throws it away).
    const boundIsCallers = bound === maxLengthMm && hasMaxLength;
    // Failures as constant codes: a path first taken in a long-running process (a bound met for
    // the first time) would otherwise throw this function's compiled code away.
    if (!found) return spent ? SEARCH_SPENT : !beyond ? SEARCH_NO_WAY : boundIsCallers ? SEARCH_LONGER : null;
    const pieces: RoutePiece[] = [];
    const used = new Set<number>();
    // The end: that of the last piece (the first met walking back from the goal).
    let end = start;
    for (let v = GOAL; v !== START; v = S.prevNode[v]) {
      const ed = S.prevEdge[v];
      // A segment's end, or an arc's (eBx, eBy): one path for both, none taken only now and then.
      if (ed >= 0 && S.eKind[ed] !== 0 && pieces.length === 0) end = { x: S.eBx[ed], y: S.eBy[ed] };
      if (ed >= 0 && S.eKind[ed] === 1) pieces.push(segmentPiece({ x: S.eAx[ed], y: S.eAy[ed] }, { x: S.eBx[ed], y: S.eBy[ed] }));
      else if (ed >= 0 && S.eKind[ed] === 2) {
        const s = siteAt(S.nSite[S.prevNode[v]]);
        pieces.push({ type: 'arc', center: s.c, radiusMm: s.rho, startRad: S.eAx[ed], sweepRad: S.eAy[ed], lengthMm: S.eLen[ed] });
      }
      if (S.nSite[v] >= 0) used.add(siteAt(S.nSite[v]).slot);
    }
    pieces.reverse();
    mergeArcs(pieces);
    return { reachable: true, lengthMm: S.gOf[GOAL], pieces, end, obstaclesUsed: [...used].map((k) => slots[k]!.id) };
  }
}

/** Consecutive arcs of one circle turning the same way (a chain of links between nodes) become one arc. */
function mergeArcs(pieces: RoutePiece[]): void {
  let w = 0;
  for (let r = 0; r < pieces.length; r++) {
    const p = pieces[r];
    const prev = w > 0 ? pieces[w - 1] : null;
    if (prev && prev.type === 'arc' && p.type === 'arc' && prev.center === p.center && prev.radiusMm === p.radiusMm && Math.sign(prev.sweepRad) === Math.sign(p.sweepRad)) {
      pieces[w - 1] = { type: 'arc', center: prev.center, radiusMm: prev.radiusMm, startRad: prev.startRad, sweepRad: prev.sweepRad + p.sweepRad, lengthMm: prev.lengthMm + p.lengthMm };
      continue;
    }
    pieces[w++] = p;
  }
  pieces.length = w;
}

/** The index of an obstacle list and clearance, kept while the list is (a goal being dragged). */
const indexes = new WeakMap<readonly RouteObstacle[], Map<string, RouteIndex>>();

export function routeIndexFor(obstacles: readonly RouteObstacle[], clearanceMm: number, table?: { readonly width: number; readonly depth: number }): RouteIndex {
  let m = indexes.get(obstacles);
  if (!m) {
    m = new Map();
    indexes.set(obstacles, m);
  }
  const key = `${clearanceMm}|${table ? `${table.width}x${table.depth}` : ''}`;
  let index = m.get(key);
  if (!index) {
    index = new RouteIndex(obstacles, clearanceMm, table);
    m.set(key, index);
  }
  return index;
}

/** R-6.1 / R-6.2 The shortest route of the sight, keeping the clearance from every obstacle. */
export function findRoute(q: RouteQuery): RouteResult {
  return routeIndexFor(q.obstacles, q.clearanceMm, q.table).route(q);
}
/** The point reached after `distanceMm` along the route, and the direction of travel there (degrees). */
export function pointAlong(pieces: readonly RoutePiece[], distanceMm: number, start: Point): { point: Point; headingDeg: number } {
  let left = distanceMm;
  let heading = 0;
  let point = start;
  for (const p of pieces) {
    if (p.type === 'segment') {
      heading = (Math.atan2(p.b.y - p.a.y, p.b.x - p.a.x) * 180) / Math.PI;
      if (left <= p.lengthMm) {
        const t = p.lengthMm === 0 ? 0 : left / p.lengthMm;
        return { point: { x: p.a.x + (p.b.x - p.a.x) * t, y: p.a.y + (p.b.y - p.a.y) * t }, headingDeg: heading };
      }
      point = p.b;
    } else {
      const frac = Math.min(1, left / p.lengthMm);
      const ang = p.startRad + p.sweepRad * frac;
      heading = ((ang + (p.sweepRad >= 0 ? Math.PI / 2 : -Math.PI / 2)) * 180) / Math.PI;
      if (left <= p.lengthMm) return { point: arcPoint(p.center, p.radiusMm, ang), headingDeg: heading };
      point = arcPoint(p.center, p.radiusMm, p.startRad + p.sweepRad);
    }
    left -= p.lengthMm;
  }
  return { point, headingDeg: heading };
}

/** The route as points, arcs sampled with a chord error of at most `chordErrorMm`. */
export function routePolyline(pieces: readonly RoutePiece[], start: Point, chordErrorMm = 0.1): Point[] {
  const out: Point[] = [start];
  for (const p of pieces) {
    if (p.type === 'segment') {
      out.push(p.b);
      continue;
    }
    // Chord error of a step θ on radius r: r (1 − cos(θ/2)) ≤ e.
    const maxStep = 2 * Math.acos(Math.max(-1, 1 - chordErrorMm / p.radiusMm));
    const steps = Math.max(1, Math.ceil(Math.abs(p.sweepRad) / maxStep));
    for (let i = 1; i <= steps; i++) out.push(arcPoint(p.center, p.radiusMm, p.startRad + (p.sweepRad * i) / steps));
  }
  return out;
}

/** The bounding box of the route, for drawing. */
export function routeBox(points: readonly Point[]) {
  return bbox({ kind: 'polygon', points, convex: false });
}

