// Movement routes: .. R-6.4 (Confédé V-A; Rag'narok "Moving miniatures").
//
// The measured route is the route of the mover's sight. The base pivots freely about its
// sight, so the mover is modelled as a disc of radius `clearanceMm` (half its base width)
// centred on the sight: the route keeps that distance from every obstacle, and a gap narrower
// than the base width is closed. Shortest routes among such obstacles are taut strings: straight
// segments tangent to circles of radius `clearanceMm` around the obstacles' convex corners (or of
// radius R + clearance around round bases), joined by arcs of those circles. We build that
// tangent graph exactly (closed-form tangents, exact clearance tests of segments and arcs) and
// run Dijkstra on it — no grid, no sampling.
//
// Only obstacles that matter are used: a first solve uses the obstacles near the straight line;
// the route found is then checked against every obstacle, and any it violates joins the next
// solve. Ignoring obstacles can only shorten routes, so the first route that is clear of all of
// them is the shortest one.
//
// Readings (RULES.md is silent):
// - The table edges: the whole base stays on the table, read as the sight's clearance disc
//   staying on the table (the sight at least `clearanceMm` from each edge).
// - A mover that starts closer than its clearance to an obstacle (a base in contact) may move
//   away from it but not closer; likewise, going to a base (or a contact position), the route may
//   come as close to an obstacle as the goal is (a contact beside another base). Such a relaxed
//   obstacle is approached down to its outline at most, never crossed (a gap of 0 slides along
//   it). Whether the base fits at the end is judged on the final position, not by the
//   clearance.
// - The mover's own rotation at the end is free (R-6.2: it pivots about its sight) and costs no
//   length; an assault ends facing the target.
// - Goal "the edge of a target's base": the route ends on the nearest reachable point of
//   the target's outline; the target itself is no obstacle.
import RBush from 'rbush';
import { type Footprint, bbox, closestPoint, containsPoint, distToBoundary, distanceMm } from './footprint';
import { type Point, closestOnSegment, distPointSegment, segmentCircle, segmentsIntersect } from './vec';

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
  /** Optional cache for successive queries on the same `obstacles` array (see RouteCache). */
  readonly cache?: RouteCache;
};

export type RouteResult =
  | { readonly reachable: true; readonly lengthMm: number; readonly pieces: readonly RoutePiece[]; readonly end: Point; readonly obstaclesUsed: readonly string[] }
  | { readonly reachable: false; readonly reason: RouteFailure; readonly obstaclesUsed: readonly string[] };

export type RouteFailure =
  | { readonly code: 'start-off-table' }
  | { readonly code: 'goal-off-table' }
  | { readonly code: 'goal-inside-obstacle'; readonly id: string }
  | { readonly code: 'no-way-through' };

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

/** Least distance from a point to an arc. */
function distPointArc(p: Point, c: Point, r: number, startRad: number, sweepRad: number): number {
  const ang = Math.atan2(p.y - c.y, p.x - c.x);
  const dc = Math.hypot(p.x - c.x, p.y - c.y);
  if (dc > 0 && angleOnArc(startRad, sweepRad, ang)) return Math.abs(dc - r);
  const e0 = arcPoint(c, r, startRad);
  const e1 = arcPoint(c, r, startRad + sweepRad);
  return Math.min(Math.hypot(p.x - e0.x, p.y - e0.y), Math.hypot(p.x - e1.x, p.y - e1.y));
}

/** Least distance between an arc and a segment. */
function distArcSegment(c: Point, r: number, startRad: number, sweepRad: number, a: Point, b: Point): number {
  const meets = segmentCircle(a, b, c, r).some((p) => angleOnArc(startRad, sweepRad, Math.atan2(p.y - c.y, p.x - c.x)));
  if (meets) return 0;
  const e0 = arcPoint(c, r, startRad);
  const e1 = arcPoint(c, r, startRad + sweepRad);
  let best = Math.min(distPointSegment(e0, a, b), distPointSegment(e1, a, b), distPointArc(a, c, r, startRad, sweepRad), distPointArc(b, c, r, startRad, sweepRad));
  // The arc point whose radius is perpendicular to the segment, when its foot falls on the segment.
  const foot = closestOnSegment(c, a, b);
  if (foot.t > 0 && foot.t < 1) {
    const dx = foot.point.x - c.x;
    const dy = foot.point.y - c.y;
    const dl = Math.hypot(dx, dy);
    if (dl > 0) {
      for (const s of [1, -1]) {
        const ang = Math.atan2(s * dy, s * dx);
        if (angleOnArc(startRad, sweepRad, ang)) best = Math.min(best, distPointSegment(arcPoint(c, r, ang), a, b));
      }
    }
  }
  return best;
}

/** Least distance between an arc and a footprint. */
export function distArcFootprint(c: Point, r: number, startRad: number, sweepRad: number, f: Footprint): number {
  if (f.kind === 'circle') {
    const d = distPointArc(f.center, c, r, startRad, sweepRad) - f.radiusMm;
    if (d > 0) return d;
    // The circle may still hold the arc's points inside it or cross it.
    return Math.max(0, d);
  }
  const pts = f.points;
  if (containsPoint(f, arcPoint(c, r, startRad))) return 0;
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) best = Math.min(best, distArcSegment(c, r, startRad, sweepRad, pts[j], pts[i]));
  return best;
}

// ---------------------------------------------------------------------------------------------
// The tangent graph.

/**
 * A circle the route may bend round. For a polygon's corner, only the arc between the outward
 * normals of its two sides (from `fromRad`, counter-clockwise over `spanRad`) lies on the
 * inflated outline: elsewhere the circle is closer than the gap to a side, so no clear tangent
 * touches it there. Tangent points outside that arc are dropped before any clearance test.
 */
type Site = { c: Point; rho: number; obstacle: number; fromRad: number; spanRad: number; key: string };
type Node = { site: number; p: Point; ang: number; orient: 1 | -1 };
/** `lazy`: an arc whose clearance is tested only when the search first tries it (most never are). */
type Edge = { to: number; lengthMm: number; piece: RoutePiece | null; lazy?: { site: Site; own: number } };

function orientAt(c: Point, p: Point, d: Point): 1 | -1 {
  return (p.x - c.x) * d.y - (p.y - c.y) * d.x >= 0 ? 1 : -1;
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

/** Is the tangent point p on the part of the site's circle that lies on the inflated outline? */
function onOutline(s: Site, p: Point): boolean {
  if (s.spanRad >= 2 * Math.PI || s.rho === 0) return true;
  const ang = Math.atan2(p.y - s.c.y, p.x - s.c.x);
  let d = (((ang - s.fromRad) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  if (d > Math.PI + s.spanRad / 2) d -= 2 * Math.PI;
  return d >= -1e-9 && d <= s.spanRad + 1e-9;
}

/** Circles the route may bend round: each obstacle grown by the gap the route keeps from it. */
function sitesOf(obstacles: readonly RouteObstacle[], indices: readonly number[], gapOf: (k: number) => number): Site[] {
  const sites: Site[] = [];
  for (const k of indices) {
    const f = obstacles[k].shape;
    const gap = gapOf(k);
    if (f.kind === 'circle') sites.push({ c: f.center, rho: f.radiusMm + gap, obstacle: k, fromRad: 0, spanRad: 2 * Math.PI, key: `${k}` });
    else convexCorners(f.points).forEach(({ v, fromRad, spanRad }, n) => sites.push({ c: v, rho: gap, obstacle: k, fromRad, spanRad, key: `${k}.${n}` }));
  }
  return sites;
}

/**
 * The gap the route keeps from obstacle k: the clearance, or less when the start or the goal is
 * already closer (a relaxed obstacle, never crossed). Slightly inside the allowed gap, so that
 * the tangents and arcs built on it pass their own clearance test.
 */
function keptGap(ctx: Ctx, k: number): number {
  const g = Math.min(ctx.clearance, ctx.startGap[k], ctx.goalGap[k]);
  return g >= ctx.clearance ? ctx.clearance : Math.max(0, g);
}

/** Tangent lines from point q to circle (c, ρ): the tangent points. */
function tangentsFromPoint(q: Point, c: Point, rho: number): Point[] {
  const dx = q.x - c.x;
  const dy = q.y - c.y;
  const d = Math.hypot(dx, dy);
  if (d <= rho) return [];
  const base = Math.atan2(dy, dx);
  const off = Math.acos(rho / d);
  return [arcPoint(c, rho, base + off), arcPoint(c, rho, base - off)];
}

/** Common tangents of two circles: pairs of tangent points [on the first, on the second]. */
function bitangents(a: Site, b: Site): [Point, Point][] {
  const dx = b.c.x - a.c.x;
  const dy = b.c.y - a.c.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return [];
  const base = Math.atan2(dy, dx);
  const out: [Point, Point][] = [];
  for (const sign of [1, -1]) {
    const k = (a.rho - sign * b.rho) / d;
    if (Math.abs(k) > 1) continue;
    const off = Math.acos(k);
    for (const ang of [base + off, base - off]) {
      const n = { x: Math.cos(ang), y: Math.sin(ang) };
      out.push([
        { x: a.c.x + a.rho * n.x, y: a.c.y + a.rho * n.y },
        { x: b.c.x + sign * b.rho * n.x, y: b.c.y + sign * b.rho * n.y },
      ]);
    }
  }
  return out;
}

/**
 * Reused across queries on the same obstacles (same array, unchanged scene): the clear common
 * tangents between obstacle corners. Create one per scene state; drop it when anything moves.
 */
export type RouteCache = Map<string, { i: number; j: number; p: Point; q: Point }[]>;

type Ctx = {
  obstacles: readonly RouteObstacle[];
  active: number[];
  /** Clear common tangents per (clearance, start, obstacles in use), for successive queries. */
  cache?: RouteCache;
  /** The active obstacles' boxes grown by the clearance: candidates for each clearance test. */
  index?: RBush<{ minX: number; minY: number; maxX: number; maxY: number; k: number }>;
  clearance: number;
  /** Per obstacle, how close the start already is (a mover may not get closer than that). */
  startGap: number[];
  /** Per obstacle, how close the goal itself is: the route may come that close to reach it. */
  goalGap: number[];
  table?: { width: number; depth: number };
  /** Per pair of sites (by obstacle and corner), its clear common tangents and how many active obstacles they were tested against. */
  pairs: Map<string, { clear: [Point, Point][]; upTo: number }>;
};

function allowedGap(ctx: Ctx, k: number): number {
  return Math.min(ctx.clearance, ctx.startGap[k], ctx.goalGap[k]) - CLEARANCE_EPS_MM;
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
  // wholly outside, so its midpoint decides.
  const ts = [0, 1];
  const pts = f.points;
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
    if (t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  for (let i = 0; i + 1 < ts.length; i++) {
    if (ts[i + 1] - ts[i] < 1e-12) continue;
    const t = (ts[i] + ts[i + 1]) / 2;
    const m = { x: a.x + dx * t, y: a.y + dy * t };
    if (containsPoint(f, m) && distToBoundary(f, m) > CROSSING_DEPTH_MM) return true;
  }
  return false;
}

/** The same for an arc: exact against a circle, on chords within 1e-4 mm of it against a polygon. */
function arcEntersFootprint(c: Point, r: number, startRad: number, sweepRad: number, f: Footprint): boolean {
  if (f.kind === 'circle') return distPointArc(f.center, c, r, startRad, sweepRad) < f.radiusMm - CROSSING_DEPTH_MM;
  if (r === 0) return false;
  // Chords fall inside the arc by at most 1e-4 mm, well under the crossing depth.
  const maxStep = 2 * Math.acos(Math.max(-1, 1 - 1e-4 / r));
  const steps = Math.max(1, Math.ceil(Math.abs(sweepRad) / maxStep));
  let prev = arcPoint(c, r, startRad);
  for (let i = 1; i <= steps; i++) {
    const next = arcPoint(c, r, startRad + (sweepRad * i) / steps);
    if (segmentEntersFootprint(prev, next, f)) return true;
    prev = next;
  }
  return false;
}

/** Is a segment too close to obstacle k (closer than its allowed gap, or through it when relaxed)? */
function segmentBlockedBy(ctx: Ctx, k: number, a: Point, b: Point): boolean {
  const f = ctx.obstacles[k].shape;
  const gap = allowedGap(ctx, k);
  if (distSegmentFootprint(a, b, f) < gap) return true;
  return gap < ctx.clearance - 2 * CLEARANCE_EPS_MM && segmentEntersFootprint(a, b, f);
}

function arcBlockedBy(ctx: Ctx, k: number, c: Point, r: number, startRad: number, sweepRad: number): boolean {
  const f = ctx.obstacles[k].shape;
  const gap = allowedGap(ctx, k);
  if (distArcFootprint(c, r, startRad, sweepRad, f) < gap) return true;
  return gap < ctx.clearance - 2 * CLEARANCE_EPS_MM && arcEntersFootprint(c, r, startRad, sweepRad, f);
}

function insideTable(ctx: Ctx, p: Point): boolean {
  if (!ctx.table) return true;
  const r = ctx.clearance - CLEARANCE_EPS_MM;
  return p.x >= r && p.y >= r && p.x <= ctx.table.width - r && p.y <= ctx.table.depth - r;
}

/** The active obstacles whose grown box meets the given box (all of `among` without an index). */
function near(ctx: Ctx, among: readonly number[], minX: number, minY: number, maxX: number, maxY: number): readonly number[] {
  if (!ctx.index) return among;
  return ctx.index.search({ minX, minY, maxX, maxY }).map((h) => h.k);
}

function segmentClear(ctx: Ctx, a: Point, b: Point, among: readonly number[]): boolean {
  if (!insideTable(ctx, a) || !insideTable(ctx, b)) return false;
  const cand = near(ctx, among, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
  for (const k of cand) if (segmentBlockedBy(ctx, k, a, b)) return false;
  return true;
}

function arcClear(ctx: Ctx, c: Point, r: number, startRad: number, sweepRad: number, among: readonly number[], own = -1): boolean {
  if (ctx.table) {
    for (const ang of [startRad, startRad + sweepRad, 0, Math.PI / 2, Math.PI, -Math.PI / 2]) {
      if (ang !== startRad && ang !== startRad + sweepRad && !angleOnArc(startRad, sweepRad, ang)) continue;
      if (!insideTable(ctx, arcPoint(c, r, ang))) return false;
    }
  }
  // Every point of the arc lies within half its length of its middle point.
  const mid = arcPoint(c, r, startRad + sweepRad / 2);
  const reach = Math.min(r, (r * Math.abs(sweepRad)) / 2);
  const cand = near(ctx, among, mid.x - reach, mid.y - reach, mid.x + reach, mid.y + reach);
  for (const k of cand) {
    // An arc round a corner stays on the corner's part of the outline (onOutline): exactly its gap from its own obstacle.
    if (k === own) continue;
    if (arcBlockedBy(ctx, k, c, r, startRad, sweepRad)) return false;
  }
  return true;
}

function segmentPiece(a: Point, b: Point): RoutePiece {
  return { type: 'segment', a, b, lengthMm: Math.hypot(b.x - a.x, b.y - a.y) };
}

/** Points of the goal to aim at from p: the point itself, or the nearest point of the target's outline. */
function goalPointFrom(goal: RouteGoal, p: Point): Point {
  return goal.kind === 'point' ? goal.point : closestPoint(goal.shape, p);
}

function solve(ctx: Ctx, start: Point, goal: RouteGoal): { lengthMm: number; pieces: RoutePiece[] } | null {
  ctx.index = new RBush();
  ctx.index.load(
    ctx.active.map((k) => {
      const b = bbox(ctx.obstacles[k].shape);
      const g = ctx.clearance;
      return { minX: b.minX - g, minY: b.minY - g, maxX: b.maxX + g, maxY: b.maxY + g, k };
    }),
  );
  const sites = sitesOf(ctx.obstacles, ctx.active, (k) => keptGap(ctx, k));
  const nodes: Node[] = [];
  const edges: Edge[][] = [];
  const START = 0;
  const GOAL = 1;
  nodes.push({ site: -1, p: start, ang: 0, orient: 1 }, { site: -1, p: start, ang: 0, orient: 1 });
  edges.push([], []);
  const addNode = (site: number, p: Point, orient: 1 | -1): number => {
    const s = sites[site];
    nodes.push({ site, p, ang: Math.atan2(p.y - s.c.y, p.x - s.c.x), orient });
    edges.push([]);
    return nodes.length - 1;
  };
  const ids = ctx.active;
  const addSegment = (from: number, to: number, a: Point, b: Point) => {
    if (!segmentClear(ctx, a, b, ids)) return;
    const piece = segmentPiece(a, b);
    edges[from].push({ to, lengthMm: piece.lengthMm, piece });
  };

  // Straight to the goal.
  const direct = goalPointFrom(goal, start);
  addSegment(START, GOAL, start, direct);

  const perSite: number[][] = sites.map(() => []);
  for (let i = 0; i < sites.length; i++) {
    const s = sites[i];
    // A start (or point goal) lying on the site's circle — a base in contact, where the gap kept is
    // 0 — leaves (or joins) it along the circle itself, either way round.
    const onCircle = (p: Point) => s.rho > 0 && Math.abs(Math.hypot(p.x - s.c.x, p.y - s.c.y) - s.rho) <= 1e-6;
    if (onCircle(start)) {
      for (const o of [1, -1] as const) {
        const n = addNode(i, start, o);
        perSite[i].push(n);
        edges[START].push({ to: n, lengthMm: 0, piece: null });
      }
    }
    if (goal.kind === 'point' && onCircle(goal.point)) {
      for (const o of [1, -1] as const) {
        const n = addNode(i, goal.point, o);
        perSite[i].push(n);
        edges[n].push({ to: GOAL, lengthMm: 0, piece: null });
      }
    }
    // From the start, tangent to the site.
    for (const q of tangentsFromPoint(start, s.c, s.rho)) {
      if (!onOutline(s, q)) continue;
      const d = { x: q.x - start.x, y: q.y - start.y };
      const n = addNode(i, q, orientAt(s.c, q, d));
      perSite[i].push(n);
      addSegment(START, n, start, q);
    }
    // To the goal: tangent lines through the goal point (or through the target's corners / centre),
    // and for a target's straight sides, the tangent parallel to their inward normal.
    const aims: Point[] = [];
    if (goal.kind === 'point') aims.push(goal.point);
    else if (goal.shape.kind === 'circle') aims.push(goal.shape.center);
    else aims.push(...goal.shape.points);
    for (const aim of aims) {
      for (const q of tangentsFromPoint(aim, s.c, s.rho)) {
        if (!onOutline(s, q)) continue;
        const target = goalPointFrom(goal, q);
        const d = { x: target.x - q.x, y: target.y - q.y };
        if (Math.hypot(d.x, d.y) === 0) continue;
        const n = addNode(i, q, orientAt(s.c, q, d));
        perSite[i].push(n);
        addSegment(n, GOAL, q, target);
      }
    }
    if (goal.kind === 'base' && goal.shape.kind === 'polygon') {
      const pts = goal.shape.points;
      for (let e = 0; e < pts.length; e++) {
        const a = pts[e];
        const b = pts[(e + 1) % pts.length];
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const inward = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
        for (const sgn of [1, -1]) {
          const q = { x: s.c.x + sgn * s.rho * -inward.y, y: s.c.y + sgn * s.rho * inward.x };
          if (!onOutline(s, q)) continue;
          const target = closestPoint(goal.shape, q);
          const d = { x: target.x - q.x, y: target.y - q.y };
          if (Math.hypot(d.x, d.y) === 0) continue;
          const n = addNode(i, q, orientAt(s.c, q, d));
          perSite[i].push(n);
          addSegment(n, GOAL, q, target);
        }
      }
    }
  }
  // Between sites: common tangents, each usable in both directions. They depend only on the
  // obstacles in use, the clearance and the start (through its relaxed gaps), so successive
  // queries that share those (a goal being dragged) reuse them.
  // Relaxed gaps change which tangents are clear: they are part of the key.
  const key = `${ctx.clearance}|${start.x},${start.y}|${ctx.active.join(',')}|${ctx.active.map((k) => keptGap(ctx, k)).join(',')}`;
  let clearTangents = ctx.cache?.get(key);
  if (!clearTangents) {
    clearTangents = [];
    for (let i = 0; i < sites.length; i++) {
      for (let j = i + 1; j < sites.length; j++) {
        // Within one query the sites do not change from round to round: a pair's clear tangents
        // are worked out once, then only re-tested against the obstacles added since.
        const pk = `${sites[i].key}|${sites[j].key}`;
        let entry = ctx.pairs.get(pk);
        if (!entry) {
          const clear: [Point, Point][] = [];
          for (const [p, q] of bitangents(sites[i], sites[j])) {
            if (onOutline(sites[i], p) && onOutline(sites[j], q) && segmentClear(ctx, p, q, ids)) clear.push([p, q]);
          }
          entry = { clear, upTo: ids.length };
          ctx.pairs.set(pk, entry);
        } else if (entry.upTo < ids.length) {
          const added = ids.slice(entry.upTo);
          entry.clear = entry.clear.filter(([p, q]) => !added.some((k) => segmentBlockedBy(ctx, k, p, q)));
          entry.upTo = ids.length;
        }
        for (const [p, q] of entry.clear) clearTangents.push({ i, j, p, q });
      }
    }
    if (ctx.cache) {
      if (ctx.cache.size > 256) ctx.cache.clear();
      ctx.cache.set(key, clearTangents);
    }
  }
  {
    for (const { i, j, p, q } of clearTangents) {
      {
        const d = { x: q.x - p.x, y: q.y - p.y };
        const back = { x: -d.x, y: -d.y };
        const a1 = addNode(i, p, orientAt(sites[i].c, p, d));
        const b1 = addNode(j, q, orientAt(sites[j].c, q, d));
        const a2 = addNode(j, q, orientAt(sites[j].c, q, back));
        const b2 = addNode(i, p, orientAt(sites[i].c, p, back));
        perSite[i].push(a1, b2);
        perSite[j].push(b1, a2);
        const len = Math.hypot(d.x, d.y);
        edges[a1].push({ to: b1, lengthMm: len, piece: segmentPiece(p, q) });
        edges[a2].push({ to: b2, lengthMm: len, piece: segmentPiece(q, p) });
      }
    }
  }
  // Along each site's circle: from each node to the next one in its direction of travel. A longer
  // arc is a chain of these, and each link is checked for clearance on its own.
  for (let i = 0; i < sites.length; i++) {
    const s = sites[i];
    for (const o of [1, -1] as const) {
      const list = perSite[i].filter((n) => nodes[n].orient === o).sort((u, v) => nodes[u].ang - nodes[v].ang);
      if (o === -1) list.reverse();
      for (let k = 0; k < list.length; k++) {
        const u = list[k];
        const v = list[(k + 1) % list.length];
        if (u === v) continue;
        let sweep = (nodes[v].ang - nodes[u].ang) * o;
        sweep = ((sweep % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
        if (sweep <= 1e-12) {
          edges[u].push({ to: v, lengthMm: 0, piece: null });
          edges[v].push({ to: u, lengthMm: 0, piece: null });
          continue;
        }
        const signed = sweep * o;
        // A round obstacle's own circle may hold an arc longer than its outline part: test it whole.
        const own = s.spanRad < 2 * Math.PI && sweep <= s.spanRad + 1e-9 ? s.obstacle : -1;
        edges[u].push({
          to: v,
          lengthMm: sweep * s.rho,
          piece: { type: 'arc', center: s.c, radiusMm: s.rho, startRad: nodes[u].ang, sweepRad: signed, lengthMm: sweep * s.rho },
          lazy: { site: s, own },
        });
      }
    }
  }
  const clear = (e: Edge): boolean => {
    const a = e.piece as Extract<RoutePiece, { type: 'arc' }>;
    return arcClear(ctx, a.center, a.radiusMm, a.startRad, a.sweepRad, ids, e.lazy!.own);
  };
  return dijkstra(edges, START, GOAL, clear);
}

function dijkstra(edges: Edge[][], from: number, to: number, clear: (e: Edge) => boolean): { lengthMm: number; pieces: RoutePiece[] } | null {
  const n = edges.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const prevEdge: (Edge | null)[] = new Array(n).fill(null);
  const done = new Uint8Array(n);
  dist[from] = 0;
  // Binary heap of [dist, node].
  const heap: [number, number][] = [[0, from]];
  const push = (item: [number, number]) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  while (heap.length > 0) {
    const [d, u] = pop();
    if (done[u]) continue;
    done[u] = 1;
    if (u === to) break;
    for (const e of edges[u]) {
      const nd = d + e.lengthMm;
      if (nd < dist[e.to]) {
        if (e.lazy) {
          if (!clear(e)) {
            e.lengthMm = Infinity;
            e.lazy = undefined;
            continue;
          }
          e.lazy = undefined;
        }
        dist[e.to] = nd;
        prev[e.to] = u;
        prevEdge[e.to] = e;
        push([nd, e.to]);
      }
    }
  }
  if (!Number.isFinite(dist[to])) return null;
  const pieces: RoutePiece[] = [];
  for (let v = to; v !== from; v = prev[v]) {
    const e = prevEdge[v]!;
    if (e.piece) pieces.push(e.piece);
  }
  pieces.reverse();
  return { lengthMm: dist[to], pieces };
}

/** Obstacles a route's pieces come too close to. */
/** Obstacles' boxes, worked out once per obstacle list (the list is reused while a goal is dragged). */
const boxesOf = new WeakMap<readonly RouteObstacle[], { minX: number; minY: number; maxX: number; maxY: number }[]>();

function obstacleBoxes(obstacles: readonly RouteObstacle[]) {
  let boxes = boxesOf.get(obstacles);
  if (!boxes) {
    boxes = obstacles.map((o) => bbox(o.shape));
    boxesOf.set(obstacles, boxes);
  }
  return boxes;
}

function pieceBox(p: RoutePiece, grow: number) {
  if (p.type === 'segment') return { minX: Math.min(p.a.x, p.b.x) - grow, minY: Math.min(p.a.y, p.b.y) - grow, maxX: Math.max(p.a.x, p.b.x) + grow, maxY: Math.max(p.a.y, p.b.y) + grow };
  const mid = arcPoint(p.center, p.radiusMm, p.startRad + p.sweepRad / 2);
  const reach = Math.min(p.radiusMm, p.lengthMm / 2) + grow;
  return { minX: mid.x - reach, minY: mid.y - reach, maxX: mid.x + reach, maxY: mid.y + reach };
}

function violated(ctx: Ctx, pieces: readonly RoutePiece[]): number[] {
  const out: number[] = [];
  const boxes = obstacleBoxes(ctx.obstacles);
  const active = new Set(ctx.active);
  const pieceBoxes = pieces.map((p) => pieceBox(p, ctx.clearance));
  for (let k = 0; k < ctx.obstacles.length; k++) {
    if (active.has(k)) continue;
    const b = boxes[k];
    for (let i = 0; i < pieces.length; i++) {
      const pb = pieceBoxes[i];
      if (b.minX > pb.maxX || b.maxX < pb.minX || b.minY > pb.maxY || b.maxY < pb.minY) continue;
      const p = pieces[i];
      const blocked = p.type === 'segment' ? segmentBlockedBy(ctx, k, p.a, p.b) : arcBlockedBy(ctx, k, p.center, p.radiusMm, p.startRad, p.sweepRad);
      if (blocked) {
        out.push(k);
        break;
      }
    }
  }
  return out;
}

/** The shortest route of the sight, keeping the clearance from every obstacle. */
export function findRoute(q: RouteQuery): RouteResult {
  const ctx: Ctx = {
    obstacles: q.obstacles,
    active: [],
    clearance: q.clearanceMm,
    startGap: q.obstacles.map((o) => distanceMm(o.shape, { kind: 'circle', center: q.start, radiusMm: 0 })),
    goalGap: q.obstacles.map((o) =>
      q.goal.kind === 'base' || q.approachGoal
        ? distanceMm(o.shape, q.goal.kind === 'point' ? { kind: 'circle', center: q.goal.point, radiusMm: 0 } : q.goal.shape)
        : Infinity,
    ),
    table: q.table,
    cache: q.cache,
    pairs: new Map(),
  };
  const used = () => ctx.active.map((k) => q.obstacles[k].id);
  if (!insideTable(ctx, q.start)) return { reachable: false, reason: { code: 'start-off-table' }, obstaclesUsed: [] };
  if (q.goal.kind === 'point') {
    if (!insideTable(ctx, q.goal.point)) return { reachable: false, reason: { code: 'goal-off-table' }, obstaclesUsed: [] };
    for (let k = 0; k < q.obstacles.length; k++) {
      const gap = distanceMm(q.obstacles[k].shape, { kind: 'circle', center: q.goal.point, radiusMm: 0 });
      if (gap < allowedGap(ctx, k) || gap === 0) return { reachable: false, reason: { code: 'goal-inside-obstacle', id: q.obstacles[k].id }, obstaclesUsed: [] };
    }
  }
  // Start with the obstacles near the straight line, then add those the route runs into.
  const aim = goalPointFrom(q.goal, q.start);
  for (let k = 0; k < q.obstacles.length; k++) {
    if (segmentBlockedBy(ctx, k, q.start, aim)) ctx.active.push(k);
  }
  for (let round = 0; round <= q.obstacles.length; round++) {
    const found = solve(ctx, q.start, q.goal);
    if (!found) return { reachable: false, reason: { code: 'no-way-through' }, obstaclesUsed: used() };
    const extra = violated(ctx, found.pieces);
    if (extra.length === 0) {
      const last = found.pieces[found.pieces.length - 1];
      const end = !last ? q.start : last.type === 'segment' ? last.b : arcPoint(last.center, last.radiusMm, last.startRad + last.sweepRad);
      return { reachable: true, lengthMm: found.lengthMm, pieces: found.pieces, end, obstaclesUsed: used() };
    }
    ctx.active.push(...extra);
  }
  return { reachable: false, reason: { code: 'no-way-through' }, obstaclesUsed: used() };
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

