// Judging a move dropped on the table (the Move tool, a lesson's move): the route of the sight from
// where the fighter stood to where it was dropped, the action's potential,
// the conditions of an assault at the start and the end position (R-0.3, R-6.2, R-6.4,
// Facts with rule ids, never words: the app and the lessons render them.
// planMove (movement.ts) answers the other question: where does a move towards a goal end?
import { baseWidthMm } from './base';
import { type Footprint, bbox, circle, distPointFootprint, distanceMm, offsetConvex, penetrationMm, polygon } from './footprint';
import { ASSAULT_ACTIONS, type MoveAction, potentialMm } from './movement';
import { type RouteFailure, type RouteObstacle, type RoutePiece, type RouteResult, distSegmentFootprint, findRoute, routePolyline } from './route';
import { type Point, dirOfDeg, dist } from './vec';
import { type World, sceneryFootprint } from './world';

/** What the move knows about the mover before it leaves (taken from the table as it stood). */
export type DropStart = {
  readonly id: string;
  readonly sight: Point;
  readonly facingDeg: number;
  /** Enemies seen at the start, even partially (a charge needs its target among them, R-6.5). */
  readonly seenEnemies: ReadonlySet<string>;
  /** Enemies in contact at the start (a charge needs none, R-6.5). */
  readonly enemiesInContact: readonly string[];
};

export type DropRequest = {
  readonly action: MoveAction;
  readonly position: readonly [number, number];
  readonly facingDeg: number;
  /** The enemy an assault must end in contact with; without it, any enemy will do. */
  readonly target?: string;
  /** Engage after a disengagement: MOV × 1. */
  readonly afterDisengagement?: boolean;
};

export type DropProblem =
  | { readonly code: 'mov-zero'; readonly rule: 'R-6.2' }
  | { readonly code: 'friend-target'; readonly rule: 'R-6.5'; readonly target: string }
  | { readonly code: 'not-free'; readonly rule: 'R-6.5'; readonly enemies: readonly string[] }
  | { readonly code: 'no-sight-at-start'; readonly rule: 'R-6.5'; readonly enemy: string }
  | { readonly code: 'off-table'; readonly rule: 'R-0.3' }
  | { readonly code: 'overlap'; readonly rule: 'R-0.3'; readonly other: string; readonly depthMm: number }
  | { readonly code: 'in-scenery'; readonly rule: 'R-6.4'; readonly other: string }
  | { readonly code: 'no-route'; readonly rule: 'R-6.2'; readonly reason: RouteFailure }
  | {
      readonly code: 'too-long';
      readonly rule: 'R-6.5';
      readonly lengthMm: number;
      readonly potentialMm: number;
      readonly straightMm: number;
      readonly wentRound: readonly string[];
    }
  | { readonly code: 'contact-forbidden'; readonly rule: 'R-6.5'; readonly action: MoveAction; readonly enemies: readonly string[] }
  | { readonly code: 'contact-required'; readonly rule: 'R-6.6'; readonly action: MoveAction; readonly target: string | null; readonly touching: boolean }
  | { readonly code: 'sight-not-touching'; readonly rule: 'R-3.4'; readonly enemy: string };

export type DropJudgement = {
  readonly id: string;
  readonly action: MoveAction;
  readonly legal: boolean;
  readonly problems: readonly DropProblem[];
  /** Whether the route was worked out: not when the end position is illegal anyway. */
  readonly routed: boolean;
  /** Some route of the sight reaches the end (true when not routed: unknown, not refused). */
  readonly reachable: boolean;
  /** the length of the sight's route (the straight line when not routed). */
  readonly lengthMm: number;
  readonly straightMm: number;
  readonly potentialMm: number;
  readonly pieces: readonly RoutePiece[];
  /** The sight's route as points (arcs sampled within 0.5 mm), from the start. */
  readonly route: readonly Point[];
  /** The bases and scenery the route goes round. */
  readonly wentRound: readonly string[];
  /** Enemies in contact at the end. */
  readonly enemiesInContact: readonly string[];
  /** The enemy an assault ends against with its sight touching, if any. */
  readonly assaulted: string | null;
};

/** The facts of the start, read from the table before the mover leaves. */
export function dropStart(world: World, id: string): DropStart {
  const me = world.fighter(id);
  const seen = new Set<string>();
  for (const other of world.fighterIds()) {
    if (other === id || world.fighter(other).side === me.side) continue;
    if (world.explainLos(id, other).los !== 'none') seen.add(other);
  }
  return { id, sight: world.sightOf(id), facingDeg: me.facing, seenEnemies: seen, enemiesInContact: world.enemiesInContact(id) };
}

/**
 * A convex base shrunk by τ on every side: what of it lies deeper than the tolerance. A
 * base overlaps scenery by more than τ when this meets the scenery — exact for non-convex scenery,
 * where a penetration depth is not defined.
 */
export function erodedBase(base: Footprint, toleranceMm: number): Footprint {
  if (base.kind === 'circle') return circle(base.center, Math.max(0, base.radiusMm - toleranceMm));
  return polygon(offsetConvex(base.points, -toleranceMm) ?? base.points);
}

/** Hundredths of a millimetre between a sight dropped against a base and that base's outline. */
const GOAL_SLACK_MM = 0.01;

/**
 * A sight dropped against a base (an assault's target, R-3.4) lies on its outline, or inside it
 * by up to τ: the route's goal is backed off along the facing until it is clear of every
 * obstacle, and the last stretch is added back to the length.
 */
function backedOffGoal(obstacles: readonly RouteObstacle[], sight: Point, facingDeg: number, toleranceMm: number): Point {
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
function hugged(route: readonly Point[], obstacles: readonly RouteObstacle[], used: readonly string[], clearanceMm: number): string[] {
  const near = (o: RouteObstacle) => {
    for (let i = 1; i < route.length; i++) if (distSegmentFootprint(route[i - 1], route[i], o.shape) <= clearanceMm + 0.5) return true;
    return false;
  };
  return obstacles.filter((o) => used.includes(o.id) && near(o)).map((o) => o.id);
}

/**
 * The route of a drop, from the sight at the start to a point, with the obstacles given to
 * judgeDrop and its clearance, the goal approachable: a caller that keeps a route index of its own
 * (the app, dragging on a table it keeps) answers with it.
 */
export type DropRouter = (start: Point, goal: Point) => RouteResult;

/**
 * Judge a drop. `end` is the table with the mover already at the dropped position; `obstacles`
 * the route obstacles of geometry/movement.ts `moveObstacles` taken with the mover at its start
 * (every other base of its level and the scenery it may not cross, R-6.2 .. ): a caller
 * dragging a fighter keeps the same list from frame to frame, so the route index is reused.
 */
export function judgeDrop(end: World, start: DropStart, req: DropRequest, obstacles: readonly RouteObstacle[], router?: DropRouter): DropJudgement {
  const id = start.id;
  const me = end.fighter(id);
  const tol = end.toleranceMm;
  const action = req.action;
  const assault = ASSAULT_ACTIONS.includes(action);
  const potential = potentialMm(action, me.mov, req.afterDisengagement);
  const endSight = end.sightOf(id);
  const straightMm = dist(start.sight, endSight);
  const turned = start.facingDeg !== req.facingDeg;
  const problems: DropProblem[] = [];

  // MOV 0: no move, not even a turn.
  if ((straightMm > 1e-9 || turned) && me.mov === 0) problems.push({ code: 'mov-zero', rule: 'R-6.2' });

  // an assault's conditions at the start.
  if (assault && req.target !== undefined && end.fighter(req.target).side === me.side) {
    problems.push({ code: 'friend-target', rule: 'R-6.5', target: req.target });
  }
  if (action === 'charge' && start.enemiesInContact.length > 0) {
    problems.push({ code: 'not-free', rule: 'R-6.5', enemies: start.enemiesInContact });
  }

  // The end position: on the table, clear of every base and of scenery it may not cross.
  const print = end.footprintOf(id);
  const b = bbox(print);
  const table = end.scene.table;
  let placedBadly = false;
  if (b.minX < -tol || b.minY < -tol || b.maxX > table.width + tol || b.maxY > table.depth + tol) {
    problems.push({ code: 'off-table', rule: 'R-0.3' });
    placedBadly = true;
  }
  for (const other of end.fighterIds()) {
    if (other === id || end.fighter(other).level !== me.level) continue;
    const depth = penetrationMm(print, end.footprintOf(other));
    if (depth > tol) {
      problems.push({ code: 'overlap', rule: 'R-0.3', other, depthMm: depth });
      placedBadly = true;
    }
  }
  const deep = erodedBase(print, tol);
  const crossable = new Set(end.scene.scenery.map((s) => s.id));
  for (const o of obstacles) crossable.delete(o.id);
  for (const s of end.scene.scenery) {
    // scenery the move may cross (by size and action) is no obstacle to stand on either.
    if (s.passable || crossable.has(s.id)) continue;
    if (distanceMm(deep, sceneryFootprint(s)) === 0) {
      problems.push({ code: 'in-scenery', rule: 'R-6.4', other: s.id });
      placedBadly = true;
    }
  }

  // the sight's shortest route, with the clearance of half the base width.
  let lengthMm = straightMm;
  let pieces: readonly RoutePiece[] = [];
  let route: readonly Point[] = [start.sight, endSight];
  let wentRound: string[] = [];
  let reachable = true;
  const routed = !placedBadly && straightMm > 1e-6;
  if (routed) {
    const clearanceMm = baseWidthMm(me.base) / 2;
    const goal = backedOffGoal(obstacles, endSight, req.facingDeg, tol);
    // The end position is judged on its own above: the route may end beside a base.
    const found = router
      ? router(start.sight, goal)
      : findRoute({ start: start.sight, goal: { kind: 'point', point: goal }, clearanceMm, obstacles, table, approachGoal: true });
    if (found.reachable) {
      const tail = dist(goal, endSight);
      lengthMm = found.lengthMm + tail;
      pieces = tail > 0 ? [...found.pieces, { type: 'segment', a: goal, b: endSight, lengthMm: tail }] : found.pieces;
      route = routePolyline(pieces, start.sight, 0.5);
      if (lengthMm > straightMm + tol) wentRound = hugged(route, obstacles, found.obstaclesUsed, clearanceMm);
    } else {
      reachable = false;
      problems.push({ code: 'no-route', rule: 'R-6.2', reason: found.reason });
    }
  }
  if (reachable && lengthMm > potential + 1e-9) {
    problems.unshift({ code: 'too-long', rule: 'R-6.5', lengthMm, potentialMm: potential, straightMm, wentRound });
  }

  // contact at the end: walk, run and cover may not end against an enemy; an assault must,
  // its sight touching the enemy.
  const enemies = end.enemiesInContact(id);
  if (!assault && enemies.length > 0 && straightMm > 1e-9) {
    problems.push({ code: 'contact-forbidden', rule: 'R-6.5', action, enemies });
  }
  let assaulted: string | null = null;
  if (assault) {
    const candidates = req.target !== undefined ? (enemies.includes(req.target) ? [req.target] : []) : enemies;
    if (candidates.length === 0) {
      const touching = req.target !== undefined && end.contact(id, req.target).touching;
      problems.push({ code: 'contact-required', rule: 'R-6.6', action, target: req.target ?? null, touching });
    } else {
      assaulted = candidates.find((e) => end.sightTouches(id, e)) ?? null;
      if (assaulted === null) problems.push({ code: 'sight-not-touching', rule: 'R-3.4', enemy: candidates[0] });
    }
    // a charge needs sight of its target at the start.
    const aimed = req.target ?? assaulted ?? candidates[0];
    if (action === 'charge' && aimed !== undefined && !start.seenEnemies.has(aimed)) {
      problems.push({ code: 'no-sight-at-start', rule: 'R-6.5', enemy: aimed });
    }
  }

  return {
    id,
    action,
    legal: problems.length === 0,
    problems,
    routed,
    reachable,
    lengthMm,
    straightMm,
    potentialMm: potential,
    pieces,
    route,
    wentRound,
    enemiesInContact: enemies,
    assaulted,
  };
}
