// room at a trailing end: the places within one clearance of a point goal where the route's
// clearance disc may stop, found in closed form (the meeting points of the outlines the route
// keeps to), so that a goal with no room is refused without a search over the table.
import { type Footprint, distPointFootprint } from '../footprint';
import type { Point } from '../vec';
import { CLEARANCE_EPS_MM } from './clearance';

/** An obstacle near the goal, and the gap the route keeps from it (the clearance, or less where relaxed at the start). */
export type NearObstacle = { readonly shape: Footprint; readonly gapMm: number };

/** A curve the edge of the ground the route may stand on lies on: a circle, or the line p + t·u (u unit). */
type Curve =
  | { readonly kind: 'circle'; readonly c: Point; readonly r: number }
  | { readonly kind: 'line'; readonly p: Point; readonly u: Point };

/** Looser than the search's own tests (CLEARANCE_EPS_MM) by rounding: a point it may stand on is never lost. */
const SLACK_MM = 1e-6;

/** The room near a trailing goal (roomNearGoal): its candidates, and those of them that are pivots. */
export type GoalRoom = {
  /** A point of each piece of ground the clearance disc may stop on within one clearance of the goal (none: no room). */
  readonly room: readonly Point[];
  /**
   * The free points where the disc's circle meets an edge of that ground (an obstacle grown by its
   * gap, or the table's edge moved in): a route may come to one by any straight, turn there and go
   * the clearance straight into the goal. The search's own pivots (search.ts pivotsToGoal) are
   * reached round a circle only.
   */
  readonly pivots: readonly Point[];
};

/**
 * a trailing end (search.ts, trailingLeg): the sight reaches goal g by a last straight whose
 * clearance disc stops where it stands at most one clearance C short of g, on ground the route may
 * stand on (every obstacle at least its gap away, the table's edge at least C). The points of the
 * disc of radius C round g on that ground, as candidates: each piece of it within the disc holds
 * one (a corner of its edge, where two of the curves it lies on meet, or, an edge with no corner,
 * the disc's own circle, sampled once). No candidate: no route can end at g.
 */
export function roomNearGoal(
  g: Point,
  clearanceMm: number,
  near: readonly NearObstacle[],
  table?: { readonly width: number; readonly depth: number },
): GoalRoom {
  const curves = curvesNear(g, clearanceMm, near, table);
  const room: Point[] = [];
  const pivots: Point[] = [];
  const consider = (p: Point, pivot: boolean) => {
    if (Math.hypot(p.x - g.x, p.y - g.y) > clearanceMm + SLACK_MM) return;
    if (!standsFree(p, clearanceMm, near, table)) return;
    if (pivot) pivots.push(p);
    // Points a rounding apart are one place: one backwards search each is enough.
    if (room.some((q) => Math.abs(q.x - p.x) + Math.abs(q.y - p.y) < 1e-6)) return;
    room.push(p);
  };
  consider({ x: g.x + clearanceMm, y: g.y }, false);
  // curves[0] is the disc's own circle.
  for (let i = 0; i < curves.length; i++)
    for (let j = i + 1; j < curves.length; j++)
      for (const p of meetingPoints(curves[i], curves[j])) consider(p, i === 0);
  return { room, pivots };
}

/** May the route's sight stand at p: every obstacle at least its gap away, the table's edge at least C (within the slack)? */
function standsFree(
  p: Point,
  clearanceMm: number,
  near: readonly NearObstacle[],
  table?: { readonly width: number; readonly depth: number },
): boolean {
  const r = clearanceMm - CLEARANCE_EPS_MM - SLACK_MM;
  if (table && (p.x < r || p.y < r || p.x > table.width - r || p.y > table.depth - r)) return false;
  return near.every((o) => distPointFootprint(p, o.shape) >= o.gapMm - CLEARANCE_EPS_MM - SLACK_MM);
}

/**
 * The curves the edges of the ground lie on, those that pass through the disc (a meeting point
 * of two is a candidate only within it): the disc's circle, each obstacle grown by its gap (a
 * circle's grown circle; a polygon's corners' circles and its sides' lines moved out by the gap,
 * both ways, so that any outline is held, a side's only where the disc lies beside it), and the
 * table's edges moved in by C.
 */
function curvesNear(
  g: Point,
  clearanceMm: number,
  near: readonly NearObstacle[],
  table?: { readonly width: number; readonly depth: number },
): Curve[] {
  const C = clearanceMm;
  const curves: Curve[] = [{ kind: 'circle', c: g, r: C }];
  const circleThrough = (c: Point, r: number) => {
    const d = Math.hypot(c.x - g.x, c.y - g.y);
    if (d <= r + C + SLACK_MM && d + C >= r - SLACK_MM) curves.push({ kind: 'circle', c, r });
  };
  const lineThrough = (p: Point, u: Point) => {
    if (Math.abs((g.x - p.x) * u.y - (g.y - p.y) * u.x) <= C + SLACK_MM) curves.push({ kind: 'line', p, u });
  };
  for (const { shape, gapMm } of near) {
    if (shape.kind === 'circle') {
      circleThrough(shape.center, shape.radiusMm + gapMm);
      continue;
    }
    const pts = shape.points;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const a = pts[j];
      const b = pts[i];
      circleThrough(b, gapMm);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) continue;
      const u = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
      // The points gapMm from the side lie beside it (0 ≤ t ≤ len along it): the disc's span along it must meet that.
      const t = (g.x - a.x) * u.x + (g.y - a.y) * u.y;
      if (t < -C - SLACK_MM || t > len + C + SLACK_MM) continue;
      for (const s of [1, -1]) lineThrough({ x: a.x - s * u.y * gapMm, y: a.y + s * u.x * gapMm }, u);
    }
  }
  if (table) {
    lineThrough({ x: C, y: 0 }, { x: 0, y: 1 });
    lineThrough({ x: table.width - C, y: 0 }, { x: 0, y: 1 });
    lineThrough({ x: 0, y: C }, { x: 1, y: 0 });
    lineThrough({ x: 0, y: table.depth - C }, { x: 1, y: 0 });
  }
  return curves;
}

/** Where two curves meet (a touch, within rounding, counts as a meeting point). */
function meetingPoints(a: Curve, b: Curve): Point[] {
  if (a.kind === 'circle') return b.kind === 'circle' ? circlesMeet(a.c, a.r, b.c, b.r) : lineMeetsCircle(b.p, b.u, a);
  return b.kind === 'circle' ? lineMeetsCircle(a.p, a.u, b) : linesMeet(a.p, a.u, b.p, b.u);
}

function circlesMeet(c1: Point, r1: number, c2: Point, r2: number): Point[] {
  const dx = c2.x - c1.x;
  const dy = c2.y - c1.y;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > r1 + r2 + SLACK_MM || d < Math.abs(r1 - r2) - SLACK_MM) return [];
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
  const mx = c1.x + (a * dx) / d;
  const my = c1.y + (a * dy) / d;
  return [
    { x: mx + (h * dy) / d, y: my - (h * dx) / d },
    { x: mx - (h * dy) / d, y: my + (h * dx) / d },
  ];
}

function linesMeet(p: Point, u: Point, q: Point, v: Point): Point[] {
  const den = u.x * v.y - u.y * v.x;
  if (Math.abs(den) < 1e-12) return [];
  const t = ((q.x - p.x) * v.y - (q.y - p.y) * v.x) / den;
  return [{ x: p.x + u.x * t, y: p.y + u.y * t }];
}

function lineMeetsCircle(p: Point, u: Point, circle: { readonly c: Point; readonly r: number }): Point[] {
  // The foot of the centre on the line, and half the chord either side (u is unit).
  const t0 = (circle.c.x - p.x) * u.x + (circle.c.y - p.y) * u.y;
  const fx = p.x + u.x * t0;
  const fy = p.y + u.y * t0;
  const d = Math.hypot(circle.c.x - fx, circle.c.y - fy);
  if (d > circle.r + SLACK_MM) return [];
  const h = Math.sqrt(Math.max(0, circle.r * circle.r - d * d));
  return [
    { x: fx + u.x * h, y: fy + u.y * h },
    { x: fx - u.x * h, y: fy - u.y * h },
  ];
}
