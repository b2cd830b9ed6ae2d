// The route of a move's sight through the World's kept index, with the same-size
// walls of crossed only when the distance moved is at most MOV × 1.
import { baseWidthMm } from '../base';
import { boxesMeet, distPointFootprint } from '../footprint';
import {
  type RouteGoal,
  type RouteObstacle,
  type RoutePiece,
  type RouteResult,
  distSegmentFootprint,
  routePolyline,
} from '../route';
import { type Point, dirOfDeg } from '../vec';
import type { World } from '../world';
import type { MoveAction } from './actions';
import { ignoredBy, routeIndexOf, sameSizeScenery } from './obstacles';
import { boxOf } from './standing';

export type RouteAsk = {
  readonly mover: string;
  readonly start: Point;
  readonly goal: RouteGoal;
  /** Let the route come as close to an obstacle as the goal is (a dropped base, R-6.6). */
  readonly approachGoal?: boolean;
  /** Ids also ignored (the target of a base goal). */
  readonly exclude?: readonly string[];
  readonly activatedWith?: readonly string[];
  /** The fighter held still in the index (the app's dragged fighter, see routeIndexOf). */
  readonly holdStill?: boolean;
  /** The move's action: in Rag'narok only a walk crosses scenery. */
  readonly action?: MoveAction;
  /** a point goal the base may end right in front of an obstacle (IndexQuery.trailingEnd). */
  readonly trailingEnd?: boolean;
};

/**
 * The route, and the same-size pieces it may cross: first with them crossed; kept when
 * `moved(length)` is at most MOV × 1, else the route that goes round them.
 */
export function routeOf(
  world: World,
  ask: RouteAsk,
  moved: (lengthMm: number) => number,
): { route: RouteResult; crossed: string[]; crossSameSize: boolean } {
  const index = routeIndexOf(world, ask.mover, ask.holdStill ? { holdStill: ask.mover } : {});
  const query = (cross: boolean) =>
    index.route({
      start: ask.start,
      goal: ask.goal,
      approachGoal: ask.approachGoal,
      trailingEnd: ask.trailingEnd,
      ignore: ignoredBy(world, ask.mover, cross, ask.exclude ?? [], ask.activatedWith, ask.action),
    });
  const same = sameSizeScenery(world, ask.mover, ask.action);
  // No route is shorter than the straight line: a goal farther than MOV × 1 never crosses them.
  const straightMm =
    ask.goal.kind === 'point'
      ? Math.hypot(ask.goal.point.x - ask.start.x, ask.goal.point.y - ask.start.y)
      : distPointFootprint(ask.start, ask.goal.shape);
  // a length within τ over MOV × 1 is at it.
  const tol = world.toleranceMm;
  if (same.length > 0 && moved(straightMm) <= world.fighter(ask.mover).mov * 10 + tol) {
    const across = query(true);
    // Fewer obstacles never close a way: unreachable across them, unreachable round them.
    if (!across.reachable) return { route: across, crossed: [], crossSameSize: false };
    const movCapMm = world.fighter(ask.mover).mov * 10;
    if (moved(across.lengthMm) <= movCapMm + tol) {
      return { route: across, crossed: same, crossSameSize: true };
    }
    // A route that keeps its clearance from every same-size piece is the route that goes round
    // them too: no second search.
    if (clearOf(world, across, ask.start, same, baseWidthMm(world.fighter(ask.mover).base) / 2))
      return { route: across, crossed: [], crossSameSize: false };
  }
  return { route: query(false), crossed: [], crossSameSize: false };
}

/** The polyline's chords lie within this of the route's arcs (routePolyline's default). */
const CHORD_MM = 0.1;

/** Does the route keep at least `clearanceMm` from each of these scenery pieces? */
function clearOf(
  world: World,
  route: RouteResult & { reachable: true },
  start: Point,
  ids: readonly string[],
  clearanceMm: number,
): boolean {
  let box: { minX: number; minY: number; maxX: number; maxY: number } | null = null;
  for (const p of route.pieces) {
    const b =
      p.type === 'segment'
        ? {
            minX: Math.min(p.a.x, p.b.x),
            minY: Math.min(p.a.y, p.b.y),
            maxX: Math.max(p.a.x, p.b.x),
            maxY: Math.max(p.a.y, p.b.y),
          }
        : {
            minX: p.center.x - p.radiusMm,
            minY: p.center.y - p.radiusMm,
            maxX: p.center.x + p.radiusMm,
            maxY: p.center.y + p.radiusMm,
          };
    box = box
      ? {
          minX: Math.min(box.minX, b.minX),
          minY: Math.min(box.minY, b.minY),
          maxX: Math.max(box.maxX, b.maxX),
          maxY: Math.max(box.maxY, b.maxY),
        }
      : b;
  }
  if (!box) return true;
  let polyline: Point[] | null = null;
  for (const id of ids) {
    const f = world.sceneryFootprintOf(id)!;
    if (!boxesMeet(box, boxOf(f), clearanceMm)) continue;
    polyline ??= routePolyline(route.pieces, start);
    for (let i = 1; i < polyline.length; i++)
      if (distSegmentFootprint(polyline[i - 1], polyline[i], f) < clearanceMm + CHORD_MM) return false;
  }
  return true;
}

/** Hundredths of a millimetre between a sight dropped against a base and that base's outline. */
const GOAL_SLACK_MM = 0.01;

/**
 * A sight dropped against a base (an assault's target, R-3.4) lies on its outline, or inside it
 * by up to τ: the route's goal is backed off along the facing until it is clear of every
 * obstacle, and the last stretch is added back to the length.
 */
export function backedOffGoal(
  obstacles: readonly RouteObstacle[],
  sight: Point,
  facingDeg: number,
  toleranceMm: number,
): Point {
  const clear = (p: Point) => obstacles.every((o) => distPointFootprint(p, o.shape) >= GOAL_SLACK_MM / 2);
  if (clear(sight)) return sight;
  const u = dirOfDeg(facingDeg);
  for (let d = GOAL_SLACK_MM; d <= toleranceMm + 1; d += GOAL_SLACK_MM * 10) {
    const p = { x: sight.x - u.x * d, y: sight.y - u.y * d };
    if (clear(p)) return p;
  }
  return sight;
}

/** The obstacles the route runs along at its clearance: those it went round. */
export function hugged(
  route: readonly Point[],
  obstacles: readonly RouteObstacle[],
  used: readonly string[],
  clearanceMm: number,
): string[] {
  const near = (o: RouteObstacle) => {
    for (let i = 1; i < route.length; i++)
      if (distSegmentFootprint(route[i - 1], route[i], o.shape) <= clearanceMm + 0.5) return true;
    return false;
  };
  return obstacles.filter((o) => used.includes(o.id) && near(o)).map((o) => o.id);
}

/** The first `lengthMm` of a route. */
export function truncate(pieces: readonly RoutePiece[], lengthMm: number): RoutePiece[] {
  const out: RoutePiece[] = [];
  let left = lengthMm;
  for (const p of pieces) {
    if (left <= 0) break;
    if (p.lengthMm <= left) {
      out.push(p);
      left -= p.lengthMm;
      continue;
    }
    const f = left / p.lengthMm;
    if (p.type === 'segment') {
      const b = { x: p.a.x + (p.b.x - p.a.x) * f, y: p.a.y + (p.b.y - p.a.y) * f };
      out.push({ type: 'segment', a: p.a, b, lengthMm: left });
    } else out.push({ ...p, sweepRad: p.sweepRad * f, lengthMm: left });
    break;
  }
  return out;
}
