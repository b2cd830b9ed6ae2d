// The one move judge (R-6.1 .. ): a World, a mover, a goal (a point, a target, or a place
// where the base is dropped) and an action; the facts — route, length, potential, where it ends,
// facing, legality — and the problems as data with their rule ids. The CLI (mire path), the
// app's Move tool, the lessons and practice all ask it.
import { type Base, baseFootprint, baseWidthMm, sightPoint } from '../base';
import { type Footprint, boxOfPoints, boxesMeet, distanceMm } from '../footprint';
import { type RoutePiece, type RouteResult, distSegmentFootprint, pointAlong, routePolyline } from '../route';
import { ShapeCache } from '../shape-cache';
import { type Point, dist } from '../vec';
import type { World } from '../world';
import { type MoveAction, isAssault, potentialMm } from './actions';
import { endFacts } from './end';
import { baseAtSight } from './free-edges';
import { obstacleList, smallerScenery } from './obstacles';
import { nearestPlacement } from './placement';
import type { MoveNote, MoveProblem } from './problems';
import { backedOffGoal, hugged, routeOf, truncate } from './route-of';
import { type MoveStart, moveStart, seesAtStart, startProblems } from './start';
import { boxOf, surroundingsAt } from './standing';
import { STOP_GAP_MM, type StopInFront, passThrough, stopInFront, stopShortOf } from './stop-in-front';
import { moverMovCm, slowestMember, twoUnitsProblem } from '../ragnarok/assault';
import { edgeStart } from '../ragnarok/edge-start';

export type MoveGoal =
  | { readonly point: Point }
  /** An assault's target; `also`: further enemies its final placement must touch too. */
  | { readonly target: string; readonly also?: readonly string[] }
  /** A base dropped at `position` facing `facingDeg` (the Move tool, a lesson): the move must end exactly there. */
  | {
      readonly place: { readonly position: readonly [number, number]; readonly facingDeg: number };
      readonly target?: string;
    };

export type MoveRequest = {
  readonly mover: string;
  readonly goal: MoveGoal;
  readonly action: MoveAction;
  /** It disengages first (V-C, R-6.9): walk, or engage at MOV × 1. */
  readonly disengaged?: boolean;
  /** It was charged or engaged this activation phase: no disengagement (V-C). */
  readonly attacked?: boolean;
  /** Friends activated with the mover (added to the scene's `activatedWith`). */
  readonly activatedWith?: readonly string[];
  /** The start, when `world` already shows the mover where it is dropped (the app's drag). */
  readonly start?: MoveStart;
};

export type MoveJudgement = {
  readonly id: string;
  readonly action: MoveAction;
  readonly legal: boolean;
  readonly problems: readonly MoveProblem[];
  readonly notes: readonly MoveNote[];
  /** Some route of the sight reaches the goal (a drop whose end is illegal anyway is not routed: true). */
  readonly reachable: boolean;
  readonly routed: boolean;
  /** the length of the sight's whole route to the goal (the straight line when not reachable or not routed). */
  readonly lengthMm: number;
  readonly straightMm: number;
  readonly potentialMm: number;
  readonly withinPotential: boolean;
  /** The sight's final point and the facing there. */
  readonly end: Point;
  readonly endFacing: number;
  readonly pieces: readonly RoutePiece[];
  /** The sight's route as points (arcs within 0.1 mm), from the start to the end. */
  readonly route: readonly Point[];
  /** The bases and scenery the route goes round. */
  readonly wentRound: readonly string[];
  /** The obstacles that shaped the route. */
  readonly obstacles: readonly string[];
  readonly enemiesInContact: readonly string[];
  /** The enemy an assault ends against with its sight touching, if any. */
  readonly assaulted: string | null;
};

/** The enemies a goal aims at: none for a point, the target and the further ones. */
function goalTargets(g: MoveGoal): string[] {
  if ('point' in g) return [];
  if ('place' in g) return g.target !== undefined ? [g.target] : [];
  return [g.target, ...(g.also ?? [])];
}

export function judgeMove(world: World, req: MoveRequest): MoveJudgement {
  const id = req.mover;
  const me = world.fighter(id);
  // Rag'narok measures edge to edge: the mover squares up to its goal before it leaves.
  const ownStart = req.start ?? moveStart(world, id);
  const start = world.variants.measureFrom === 'edge' ? edgeStart(world, ownStart, req.goal) : ownStart;
  const action = req.action;
  // Rag'narok: the unit's Movement, its slowest member's.
  const movCm = moverMovCm(world, id);
  const potential = potentialMm(action, movCm, action === 'engage' && req.disengaged === true, world.scene.ruleset);
  const targets = goalTargets(req.goal);
  const { problems, notes } = startProblems(world, start, action, req);
  for (const t of targets)
    if (world.fighter(t).side === me.side && isAssault(action))
      problems.push({ code: 'friend-target', rule: 'R-6.5', target: t });
  // R-5.6 / II-F-1 contact only exists within one altitude level: an assault on another level is refused for that.
  if (isAssault(action))
    for (const t of targets)
      if (world.fighter(t).level !== me.level)
        problems.push({
          code: 'other-level',
          rule: 'R-5.6',
          target: t,
          moverLevel: me.level,
          targetLevel: world.fighter(t).level,
        });
  if ('point' in req.goal && (action === 'charge' || action === 'engage'))
    problems.push({ code: 'needs-target', rule: 'R-6.5', action });
  const slowest = slowestMember(world, id);
  if (slowest !== null) notes.push({ code: 'unit-movement', rule: 'R-6.18', slowest, movCm });
  const j =
    'place' in req.goal
      ? judgePlace(world, req, start, potential, targets, problems, notes)
      : judgeGoal(world, req, start, potential, targets, problems, notes);
  const twoUnits = twoUnitsProblem(world, j.enemiesInContact, isAssault(action));
  return twoUnits ? { ...j, legal: false, problems: [...j.problems, twoUnits] } : j;
}

/** A move towards a point or a target: where the potential takes it, placed against the target. */
function judgeGoal(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  potentialOfAction: number,
  targets: string[],
  problems: MoveProblem[],
  notes: MoveNote[],
): MoveJudgement {
  const me = world.fighter(req.mover);
  let potential = potentialOfAction;
  if (me.mov === 0) problems.push({ code: 'mov-zero', rule: 'R-6.2' });
  const routed = routeToGoal(world, req, start, targets, potential);
  const placed = placeAssault(world, req, start, targets, potential, routed, problems);
  const { route, crossed } = routed;
  if (!route.reachable) return unreachable(world, req, start, potential, route, problems, notes);
  if (world.scene.ruleset === 'ragnarok')
    potential = afterCrossing(
      world,
      req.mover,
      req.action,
      routePolyline(route.pieces, start.sight),
      crossed,
      potential,
      notes,
    );
  const e = goalEnd(world, req, start, routed, route, placed, potential);
  problems.push(...e.around.problems);
  const target = targets[0];
  const assaultShort = isAssault(req.action) && target !== undefined && !e.within;
  if (assaultShort) shortOfTarget(world, req, start, targets, e.lengthMm, potential, problems, notes);
  else if (!e.within) notes.push({ code: 'out-of-reach', rule: 'R-6.5', lengthMm: e.lengthMm, potentialMm: potential });
  const travels: MoveNote = { code: 'travels', rule: 'R-6.1', movedMm: e.reach, potentialMm: potential, wentRound: [] };
  const ending = {
    print: e.print,
    sight: e.end,
    targets: assaultShort ? [] : placed.endTargets,
    moved: e.lengthMm > 1e-9,
    pointGoal: 'point' in req.goal,
    enemies: e.around.enemies,
    keepProblems: !assaultShort,
  };
  const polyline = routePolyline(e.pieces, start.sight);
  const facts = {
    reachable: true,
    routed: true,
    lengthMm: e.lengthMm,
    straightMm: dist(start.sight, e.end),
    potentialMm: potential,
    withinPotential: e.within,
    end: e.end,
    endFacing: e.endFacing,
    pieces: e.pieces,
    route: polyline,
    wentRound: [],
    obstacles: route.obstaclesUsed,
  };
  const crossedNow = crossedBy(world, polyline, crossed);
  const after: MoveNote[] = crossedNow.length > 0 ? [{ code: 'crossed', rule: 'R-6.12', ids: crossedNow }] : [];
  if (e.short)
    after.push({ code: 'stopped-in-front', rule: 'R-6.13', obstacle: e.short.obstacle, gapMm: e.short.gapMm });
  return finish(world, start, req.action, ending, { problems, notes, travels, after }, facts);
}

/** The route of a goal's sight: to the point, or to the target's outline (routeOf). */
type GoalRoute = ReturnType<typeof routeOf>;

function routeToGoal(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  targets: string[],
  potential: number,
): GoalRoute {
  const target = targets[0];
  const goal =
    target !== undefined
      ? { kind: 'base' as const, id: target, shape: world.footprintOf(target) }
      : { kind: 'point' as const, point: (req.goal as { point: Point }).point };
  return routeOf(
    world,
    {
      mover: req.mover,
      start: start.sight,
      goal,
      exclude: target !== undefined ? [target] : [],
      activatedWith: req.activatedWith,
      action: req.action,
      // the base trails behind its sight: a walk may end right in front of a base.
      trailingEnd: target === undefined,
    },
    (l) => Math.min(l, potential),
  );
}

/** An assault's placement: the default end already surveyed, the placed facing, the targets its end must touch. */
type Placed = {
  readonly defaultAt: { print: Footprint; around: ReturnType<typeof surroundingsAt> } | null;
  readonly placedFacing: number | null;
  /** Only the first target when no base can touch them all (targets-apart). */
  readonly endTargets: string[];
};

/**
 * an assault within reach ends at the nearest point of the target's edge, unless the base
 * does not fit or touch there: then at the nearest free position along the route, within the
 * potential first (placement.ts). Replaces `routed.route` with the route to that position.
 */
function placeAssault(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  targets: string[],
  potential: number,
  routed: GoalRoute,
  problems: MoveProblem[],
): Placed {
  const target = targets[0];
  const route = routed.route;
  const me = world.fighter(req.mover);
  // a route within τ over its potential is in reach.
  const tol = world.toleranceMm;
  if (target === undefined || !isAssault(req.action) || !route.reachable || route.lengthMm > potential + tol)
    return { defaultAt: null, placedFacing: null, endTargets: targets };
  const head = pointAlong(route.pieces, route.lengthMm, start.sight);
  const facing = route.pieces.length === 0 ? restFacing(world, start) : head.headingDeg;
  const print = baseAtSight(me.base, route.end, facing);
  const around = surroundingsAt(world, req.mover, print, routed.crossSameSize, req.action);
  if (targets.every((t) => around.enemies.includes(t)) && around.problems.length === 0)
    return { defaultAt: { print, around }, placedFacing: null, endTargets: targets };
  const q = {
    mover: req.mover,
    target,
    also: targets.slice(1),
    crossSameSize: routed.crossSameSize,
    activatedWith: req.activatedWith,
    action: req.action,
    from: start.sight,
  };
  const best =
    nearestPlacement(world, q, potential + tol, route.end) ?? nearestPlacement(world, q, undefined, route.end);
  if (best) {
    routed.route = best.route;
    return { defaultAt: null, placedFacing: best.placement.facingDeg, endTargets: targets };
  }
  const apart = targetsApart(world, me.base, targets);
  problems.push(apart ?? { code: 'no-free-edge', rule: 'R-6.6', target });
  return { defaultAt: null, placedFacing: null, endTargets: apart ? [target] : targets };
}

/** Where a goal's move ends: within its potential, or its whole potential along the route. */
function goalEnd(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  routed: GoalRoute,
  route: RouteResult & { reachable: true },
  placed: Placed,
  potential: number,
) {
  const me = world.fighter(req.mover);
  const lengthMm = route.lengthMm;
  const within = lengthMm <= potential + world.toleranceMm;
  // Rag'narok: out of potential on a friend or a river, the move stops short of it.
  const short =
    !within && world.scene.ruleset === 'ragnarok'
      ? stopShortOf(
          world,
          req.mover,
          route.pieces,
          start.sight,
          potential,
          passThrough(world, req.mover, req.action, routed.crossed),
        )
      : null;
  const reach = within ? lengthMm : (short?.movedMm ?? potential);
  const along = pointAlong(route.pieces, reach, start.sight);
  const end = along.point;
  const endFacing =
    placed.placedFacing !== null && within
      ? placed.placedFacing
      : route.pieces.length === 0
        ? restFacing(world, start)
        : along.headingDeg;
  const pieces = within ? route.pieces : truncate(route.pieces, reach);
  // The default end already surveyed (a charge's nearest point of its target) is not surveyed again.
  const kept = within ? placed.defaultAt : null;
  const print = kept ? kept.print : baseAtSight(me.base, end, endFacing);
  const around = kept ? kept.around : surroundingsAt(world, req.mover, print, routed.crossSameSize, req.action);
  return { lengthMm, within, short, reach, end, endFacing, pieces, print, around };
}

/**
 * a charge or an engagement out of reach is no illegal move: it goes its whole potential
 * and falls short; falling short or not, a charge needs sight of its targets at the start.
 * A pursuit engages only an enemy within its range: too long.
 */
function shortOfTarget(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  targets: string[],
  lengthMm: number,
  potential: number,
  problems: MoveProblem[],
  notes: MoveNote[],
): void {
  const straightMm = dist(start.sight, goalPoint(world, req));
  const action = req.action;
  if (action !== 'charge' && action !== 'engage') {
    problems.push({ code: 'too-long', rule: 'R-6.5', lengthMm, potentialMm: potential, straightMm, wentRound: [] });
    return;
  }
  notes.push({ code: 'falls-short', rule: 'R-6.17', target: targets[0], lengthMm, potentialMm: potential, straightMm });
  if (action === 'charge' && world.scene.ruleset !== 'ragnarok')
    for (const t of targets)
      if (!seesAtStart(world, start, t)) problems.push({ code: 'no-sight-at-start', rule: 'R-6.5', enemy: t });
}

/**
 * several targets: a base touches two fighters only if the gap between their bases is no
 * wider than the base spans (its diameter or diagonal) and τ on either side. The first
 * pair of targets farther apart, or null.
 */
function targetsApart(world: World, base: Base, targets: readonly string[]): MoveProblem | null {
  const spanMm =
    base.type === 'round' ? base.diameter : Math.hypot(base.width, base.type === 'rect' ? base.depth : base.width);
  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++) {
      const gapMm = distanceMm(world.footprintOf(targets[i]), world.footprintOf(targets[j]));
      if (gapMm > spanMm + 2 * world.toleranceMm)
        return { code: 'targets-apart', rule: 'R-6.11', targets: [targets[i], targets[j]], gapMm, spanMm };
    }
  return null;
}

/** Where a move's base ends and how it got there: what endFacts is asked about. */
type Ending = {
  readonly print: Footprint;
  readonly sight: Point;
  readonly targets: readonly string[];
  readonly moved: boolean;
  readonly pointGoal: boolean;
  readonly enemies: readonly string[];
  /** false: an assault that falls short, whose end touches nobody by rule. */
  readonly keepProblems?: boolean;
};
/** The judgement's facts other than its problems, notes and contacts. */
type MoveFacts = Omit<
  MoveJudgement,
  'id' | 'action' | 'legal' | 'problems' | 'notes' | 'enemiesInContact' | 'assaulted'
>;
/** The problems and notes so far, the travel note, and the notes that follow it. */
type Telling = {
  readonly problems: MoveProblem[];
  readonly notes: MoveNote[];
  readonly travels: MoveNote;
  readonly after: readonly MoveNote[];
};

/** Every judged move ends here: the end position's contacts (endFacts), its notes, the judgement. */
function finish(
  world: World,
  start: MoveStart,
  action: MoveAction,
  e: Ending,
  t: Telling,
  facts: MoveFacts,
): MoveJudgement {
  const endF = endFacts(world, start, action, e.print, e.sight, e.targets, e.moved, e.pointGoal, e.enemies);
  if (e.keepProblems !== false) t.problems.push(...endF.problems);
  t.notes.push(...endF.notes, t.travels, ...t.after);
  return {
    id: start.id,
    action,
    legal: t.problems.length === 0,
    problems: t.problems,
    notes: t.notes,
    ...facts,
    enemiesInContact: endF.enemiesInContact,
    assaulted: endF.assaulted,
  };
}

function goalPoint(world: World, req: MoveRequest): Point {
  const g = req.goal;
  if ('point' in g) return g.point;
  if ('place' in g) return { x: g.place.position[0], y: g.place.position[1] };
  return world.sightOf(g.target);
}

/**
 * Rag'narok "Crossing an obstacle": a unit crossing an obstacle "can only move half
 * of their Movement", measured flat. Read as a cost of half the Movement (MOV × 5 mm) taken once from
 * the action's potential when the route goes over any obstacle it may cross (R-6.4: not taller than
 * the mover): a walk keeps MOV / 2, the book's case. Notes the cost; returns the potential left.
 */
function afterCrossing(
  world: World,
  id: string,
  action: MoveAction,
  polyline: readonly Point[],
  sameSize: readonly string[],
  potential: number,
  notes: MoveNote[],
): number {
  const over = crossedBy(world, polyline, [...smallerScenery(world, id, action), ...sameSize]);
  if (over.length === 0) return potential;
  const costMm = world.fighter(id).mov * 5;
  const left = Math.max(0, potential - costMm);
  notes.push({ code: 'crossing-cost', rule: 'R-6.13', ids: over, costMm, potentialMm: left });
  return left;
}

/** The same-size pieces a route's polyline goes over. */
function crossedBy(world: World, polyline: readonly Point[], ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const box = boxOfPoints(polyline);
  return ids.filter((sid) => {
    const f = world.sceneryFootprintOf(sid)!;
    const fb = boxOf(f);
    if (!boxesMeet(box, fb, 0)) return false;
    // Only the segments whose box meets the piece's are measured (arcs come as many short chords).
    for (let i = 1; i < polyline.length; i++) {
      const a = polyline[i - 1];
      const b = polyline[i];
      if (
        Math.max(a.x, b.x) < fb.minX ||
        Math.min(a.x, b.x) > fb.maxX ||
        Math.max(a.y, b.y) < fb.minY ||
        Math.min(a.y, b.y) > fb.maxY
      )
        continue;
      if (distSegmentFootprint(a, b, f) === 0) return true;
    }
    return false;
  });
}

function unreachable(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  potential: number,
  route: RouteResult & { reachable: false },
  problems: MoveProblem[],
  notes: MoveNote[],
): MoveJudgement {
  if (world.scene.ruleset === 'ragnarok' && 'point' in req.goal) {
    const stop = stopInFront(world, req.mover, start.sight, req.goal.point, potential, [], req.action);
    if (stop) return stoppedInFront(world, req, start, potential, stop, route.obstaclesUsed, problems, notes);
  }
  problems.push({ code: 'no-route', rule: 'R-6.2', reason: route.reason });
  return {
    id: req.mover,
    action: req.action,
    legal: false,
    problems,
    notes,
    reachable: false,
    routed: true,
    lengthMm: dist(start.sight, goalPoint(world, req)),
    straightMm: dist(start.sight, goalPoint(world, req)),
    potentialMm: potential,
    withinPotential: false,
    end: start.sight,
    endFacing: start.facingDeg,
    pieces: [],
    route: [start.sight],
    wentRound: [],
    obstacles: route.obstaclesUsed,
    enemiesInContact: [],
    assaulted: null,
  };
}

/** Rag'narok: no way past, the mover stops 1 cm in front of the obstacle (stop-in-front.ts). */
function stoppedInFront(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  potential: number,
  stop: StopInFront,
  obstaclesUsed: readonly string[],
  problems: MoveProblem[],
  notes: MoveNote[],
): MoveJudgement {
  const me = world.fighter(req.mover);
  const print = baseAtSight(me.base, stop.end, stop.facingDeg);
  const around = surroundingsAt(world, req.mover, print, false, req.action);
  problems.push(...around.problems);
  const pieces: RoutePiece[] =
    stop.movedMm > 1e-9 ? [{ type: 'segment', a: start.sight, b: stop.end, lengthMm: stop.movedMm }] : [];
  const ending = {
    print,
    sight: stop.end,
    targets: [],
    moved: stop.movedMm > 1e-9,
    pointGoal: true,
    enemies: around.enemies,
  };
  const travels: MoveNote = {
    code: 'travels',
    rule: 'R-6.1',
    movedMm: stop.movedMm,
    potentialMm: potential,
    wentRound: [],
  };
  const stopped: MoveNote = { code: 'stopped-in-front', rule: 'R-6.13', obstacle: stop.obstacle, gapMm: STOP_GAP_MM };
  const facts = {
    reachable: false,
    routed: true,
    lengthMm: stop.movedMm,
    straightMm: stop.movedMm,
    potentialMm: potential,
    withinPotential: true,
    end: stop.end,
    endFacing: stop.facingDeg,
    pieces,
    route: [start.sight, stop.end],
    wentRound: [],
    obstacles: obstaclesUsed,
  };
  return finish(world, start, req.action, ending, { problems, notes, travels, after: [stopped] }, facts);
}

/** A base dropped at a place: the route of the sight to it, then its standing and contacts there. */
function judgePlace(
  world: World,
  req: MoveRequest,
  start: MoveStart,
  potentialOfAction: number,
  targets: string[],
  problems: MoveProblem[],
  notes: MoveNote[],
): MoveJudgement {
  const id = req.mover;
  const me = world.fighter(id);
  const action = req.action;
  const place = (req.goal as { place: { position: readonly [number, number]; facingDeg: number } }).place;
  let potential = potentialOfAction;
  const position = { x: place.position[0], y: place.position[1] };
  const print: Footprint = baseFootprint(me.base, position, place.facingDeg);
  const endSight = sightPoint(me.base, position, place.facingDeg);
  const straightMm = dist(start.sight, endSight);
  const turned = start.facingDeg !== place.facingDeg;
  if ((straightMm > 1e-9 || turned) && me.mov === 0) problems.push({ code: 'mov-zero', rule: 'R-6.2' });
  // The end position first: same-size walls are crossable when the drop is within MOV × 1,
  // and within τ over a threshold is at it, the potential's as MOV × 1.
  const tol = world.toleranceMm;
  const closeEnough = straightMm <= me.mov * 10 + tol;
  const around = surroundingsAt(world, id, print, closeEnough, action);
  const standing = around.problems;
  problems.push(...standing);
  let lengthMm = straightMm;
  let pieces: readonly RoutePiece[] = [];
  let polyline: readonly Point[] = [start.sight, endSight];
  let wentRound: string[] = [];
  let obstaclesUsed: readonly string[] = [];
  let reachable = true;
  const routed = standing.length === 0 && straightMm > 1e-6;
  if (routed) {
    const obstacles = obstaclesOf(world, id, start, action, req.activatedWith);
    const goal = backedOffGoal(obstacles, endSight, place.facingDeg, world.toleranceMm);
    const tail = dist(goal, endSight);
    const { route, crossed } = routeOf(
      world,
      {
        mover: id,
        start: start.sight,
        goal: { kind: 'point', point: goal },
        approachGoal: true,
        activatedWith: req.activatedWith,
        holdStill: req.start !== undefined,
        action,
      },
      (l) => l + tail,
    );
    obstaclesUsed = route.obstaclesUsed;
    if (route.reachable) {
      lengthMm = route.lengthMm + tail;
      pieces = tail > 0 ? [...route.pieces, { type: 'segment', a: goal, b: endSight, lengthMm: tail }] : route.pieces;
      polyline = routePolyline(pieces, start.sight, 0.5);
      if (lengthMm > straightMm + world.toleranceMm)
        wentRound = hugged(polyline, obstacles, route.obstaclesUsed, baseWidthMm(me.base) / 2);
      const crossedNow = crossedBy(world, polyline, crossed);
      if (crossedNow.length > 0) notes.push({ code: 'crossed', rule: 'R-6.12', ids: crossedNow });
      if (world.scene.ruleset === 'ragnarok')
        potential = afterCrossing(world, id, action, polyline, crossed, potential, notes);
    } else {
      reachable = false;
      problems.push({ code: 'no-route', rule: 'R-6.2', reason: route.reason });
    }
  }
  if (reachable && lengthMm > potential + tol)
    problems.unshift({ code: 'too-long', rule: 'R-6.5', lengthMm, potentialMm: potential, straightMm, wentRound });
  const ending = {
    print,
    sight: endSight,
    targets,
    moved: straightMm > 1e-9,
    pointGoal: false,
    enemies: around.enemies,
  };
  const travels: MoveNote = { code: 'travels', rule: 'R-6.1', movedMm: lengthMm, potentialMm: potential, wentRound };
  const facts = {
    reachable,
    routed,
    lengthMm,
    straightMm,
    potentialMm: potential,
    withinPotential: reachable && lengthMm <= potential + tol,
    end: endSight,
    endFacing: place.facingDeg,
    pieces,
    route: polyline,
    wentRound,
    obstacles: obstaclesUsed,
  };
  return finish(world, start, action, ending, { problems, notes, travels, after: [] }, facts);
}

/** The obstacles of a drop as last worked out for one start: the scenery and the action they were made for. */
type DropObstacles = { scenery: unknown; action: MoveAction | null; list: ReturnType<typeof obstacleList> | null };

/**
 * The obstacles of a drop (for its goal backed off a base, and the bases it went round), kept per
 * start while a drag goes on: the mover is not among them, and nothing else moves.
 */
const dropObstacles = new ShapeCache<MoveStart, DropObstacles>('drop obstacles by move start', () => ({
  scenery: null,
  action: null,
  list: null,
}));

function obstaclesOf(
  world: World,
  id: string,
  start: MoveStart,
  action: MoveAction,
  activatedWith: readonly string[] | undefined,
): ReturnType<typeof obstacleList> {
  if (activatedWith !== undefined) return obstacleList(world, id, false, [], activatedWith, action);
  const kept = dropObstacles.get(start);
  if (kept.list !== null && kept.scenery === world.scene.scenery && kept.action === action) return kept.list;
  const list = obstacleList(world, id, false, [], [], action);
  kept.scenery = world.scene.scenery;
  kept.action = action;
  kept.list = list;
  return list;
}

/** Not moving, the base keeps the start's facing (R-2.1 Rag'narok: squared up to the goal). */
function restFacing(world: World, start: MoveStart): number {
  return world.variants.measureFrom === 'edge' ? start.facingDeg : world.fighter(start.id).facing;
}
