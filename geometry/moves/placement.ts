// Assault placement: of every free position on the target's edges (free-edges.ts),
// the one nearest along the route of the sight. Each free run is searched from the straight-line
// bound up: the route to the run's point nearest the start, then to the point nearest the route's
// last corner, until it stops moving (the last stretch of a shortest route to a line or a circle
// meets it square, or at the run's end).
import type { Footprint } from '../footprint';
import type { RouteIndex, RouteResult } from '../route';
import type { Point } from '../vec';
import type { World } from '../world';
import type { MoveAction } from './actions';
import { type Edge, type FreeRun, baseAtSight, edgesOf, freeRunsOf } from './free-edges';
import { ignoredBy, routeIndexOf } from './obstacles';

export type AssaultPlacement = {
  /** The mover's sight on the target's outline. */
  readonly sight: Point;
  readonly facingDeg: number;
  readonly footprint: Footprint;
  /** Length of the route to it, mm; null when no route reaches it. */
  readonly routeMm: number | null;
  readonly withinPotential: boolean;
};

export type PlacementQuery = {
  readonly mover: string;
  readonly target: string;
  /** Further targets the final placement must touch too. */
  readonly also?: readonly string[];
  /** Same-size walls crossed (a move of at most MOV × 1, R-6.12). */
  readonly crossSameSize?: boolean;
  readonly activatedWith?: readonly string[];
  /** The assault's action: in Rag'narok it crosses no scenery. */
  readonly action?: MoveAction;
  /** Where the route starts, when not the mover's sight as the World shows it (R-2.1 Rag'narok: squared up). */
  readonly from?: Point;
};

/** What a placement must keep clear of: every other base of the mover's level and the scenery it may not cross. */
function surroundingsOf(world: World, q: PlacementQuery) {
  const mover = world.fighter(q.mover);
  const ignored = new Set(ignoredBy(world, q.mover, q.crossSameSize ?? false, [], q.activatedWith, q.action));
  const fighters: Footprint[] = [];
  for (const id of world.fighterIds()) {
    if (id === q.mover || id === q.target || world.fighter(id).level !== mover.level) continue;
    fighters.push(world.footprintOf(id));
  }
  const scenery: Footprint[] = [];
  for (const s of world.scene.scenery)
    if (!s.passable && !ignored.has(s.id)) scenery.push(world.sceneryFootprintOf(s.id)!);
  const also = (q.also ?? [])
    .filter((id) => id !== q.target)
    .map((id) => ({ base: world.fighter(id).base, print: world.footprintOf(id) }));
  return { base: mover.base, fighters, scenery, also };
}

/** Every free run of the target's edges for this mover. */
export function freeRuns(world: World, q: PlacementQuery): FreeRun[] {
  const s = surroundingsOf(world, q);
  return edgesOf(world.footprintOf(q.target)).flatMap((e) =>
    freeRunsOf(world, s.base, e, s.fighters, s.scenery, s.also),
  );
}

/** The straight distance from p to an edge: no route to any of its positions is shorter. */
function edgeBound(edge: Edge, p: Point): number {
  return boundOf({ edge, lo: 0, hi: edge.motion.kind === 'slide' ? 1 : 2 * Math.PI }, p);
}

/** The parameter of a run nearest to point p (the sight's place on a side or on the circle). */
function nearestOnRun(run: FreeRun, p: Point): number {
  const m = run.edge.motion;
  let u: number;
  if (m.kind === 'slide') {
    const a = run.edge.at(0).sight;
    const dd = m.d.x * m.d.x + m.d.y * m.d.y;
    u = ((p.x - a.x) * m.d.x + (p.y - a.y) * m.d.y) / dd;
    return Math.min(run.hi, Math.max(run.lo, u));
  }
  u = Math.atan2(p.y - m.c.y, p.x - m.c.x);
  if (u < 0) u += 2 * Math.PI;
  if (u >= run.lo && u <= run.hi) return u;
  const gap = (x: number) => Math.min(Math.abs(x - u), 2 * Math.PI - Math.abs(x - u));
  return gap(run.lo) <= gap(run.hi) ? run.lo : run.hi;
}

/** The straight distance from p to the run: no route to it is shorter. */
function boundOf(run: FreeRun, p: Point): number {
  const s = run.edge.at(nearestOnRun(run, p)).sight;
  return Math.hypot(s.x - p.x, s.y - p.y);
}

/** The last corner of a route before its end: where its last straight stretch starts. */
function lastCorner(route: RouteResult & { reachable: true }, start: Point): Point {
  const last = route.pieces[route.pieces.length - 1];
  if (!last) return start;
  return last.type === 'segment' ? last.a : route.end;
}

type Found = { readonly run: FreeRun; readonly u: number; readonly route: RouteResult & { reachable: true } };

/**
 * The nearest free contact position along the route (null when none is reachable, or none
 * within `maxLengthMm`). The run's positions are placed a hair (1e-9 of the edge) inside its
 * ends, where the tests of standing.ts hold without a rounding doubt.
 */
export function nearestPlacement(
  world: World,
  q: PlacementQuery,
  maxLengthMm?: number,
  hint?: Point,
): { placement: AssaultPlacement; route: RouteResult & { reachable: true } } | null {
  const mover = world.fighter(q.mover);
  const start = q.from ?? world.sightOf(q.mover);
  const index = routeIndexOf(world, q.mover);
  const ignore = ignoredBy(world, q.mover, q.crossSameSize ?? false, [], q.activatedWith, q.action);
  // Edge by edge from the nearest, each edge's free runs worked out only when it may still hold
  // a nearer position than the best so far (a run is never nearer than its edge), and kept.
  const kept = keptRuns(index, `${q.mover}|${q.target}|${(q.also ?? []).join(' ')}|${ignore.join(' ')}`);
  let around: ReturnType<typeof surroundingsOf> | null = null;
  const edges = edgesOf(world.footprintOf(q.target))
    .map((edge, i) => ({ edge, i, bound: edgeBound(edge, start) }))
    .sort((a, b) => a.bound - b.bound);
  const runsOf = (e: (typeof edges)[number]): FreeRun[] => {
    let free = kept[e.i];
    if (free === undefined) {
      around ??= surroundingsOf(world, q);
      free = kept[e.i] = freeRunsOf(world, around.base, e.edge, around.fighters, around.scenery, around.also);
    }
    return free;
  };
  let best: Found | null = null;
  // The run nearest `hint` (where the route to the target's outline arrives) first: its route is
  // the bound the other runs' searches stop at. The nearest is still the least of every run's.
  let hinted: FreeRun | null = null;
  if (hint !== undefined && edges.length > 0) {
    const e = edges.reduce((m, x) => (edgeBound(x.edge, hint) < edgeBound(m.edge, hint) ? x : m));
    for (const run of runsOf(e)) if (!hinted || boundOf(run, hint) < boundOf(hinted, hint)) hinted = run;
    if (hinted) best = searchRun(index, hinted, start, q.target, ignore, maxLengthMm, true);
  }
  for (const e of edges) {
    const edgeLimit = best ? best.route.lengthMm : maxLengthMm;
    if (edgeLimit !== undefined && e.bound - 1e-9 > edgeLimit) break;
    const runs = runsOf(e)
      .filter((run) => run !== hinted)
      .map((run) => ({ run, bound: boundOf(run, start) }))
      .sort((a, b) => a.bound - b.bound);
    for (const { run, bound } of runs) {
      const limit = best ? best.route.lengthMm : maxLengthMm;
      if (limit !== undefined && bound - 1e-9 > limit) break;
      const found = searchRun(index, run, start, q.target, ignore, limit, best === null);
      if (found && (!best || found.route.lengthMm < best.route.lengthMm)) best = found;
    }
  }
  if (!best) return null;
  const at = best.run.edge.at(best.u);
  const footprint = baseAtSight(mover.base, at.sight, at.facingDeg);
  return {
    placement: {
      sight: at.sight,
      facingDeg: at.facingDeg,
      footprint,
      routeMm: best.route.lengthMm,
      withinPotential: true,
    },
    route: best.route,
  };
}

function searchRun(
  index: RouteIndex,
  run: FreeRun,
  start: Point,
  target: string,
  ignore: readonly string[],
  limit: number | undefined,
  first: boolean,
): Found | null {
  const span = run.hi - run.lo;
  const inside = (u: number) => Math.min(run.hi - span * 1e-9, Math.max(run.lo + span * 1e-9, u));
  let u = inside(nearestOnRun(run, start));
  // The run's middle: an end is where the base comes within τ of a neighbour (free-edges.ts),
  // where the route's own clearance may shut it out though the base fits; the run is judged
  // walled in, or searched again, from its middle (R-6.6: every point of the run counts).
  const middle = inside((run.lo + run.hi) / 2);
  // A run walled in (a pocket between bases) is proven so from its side, where the search runs
  // out of ground at once, rather than by a search from the mover over all the ground it can
  // reach. Only for an unbounded first search: a bounded one stops early anyway.
  if (first && limit === undefined && walledIn(index, run.edge.at(middle).sight, start, ignore)) return null;
  let best: Found | null = null;
  let triedMiddle = false;
  for (let step = 0; step < 6; step++) {
    const sight = run.edge.at(u).sight;
    const route = index.route({
      start,
      goal: { kind: 'point', point: sight },
      contact: target,
      ignore,
      maxLengthMm: best ? best.route.lengthMm + 1e-9 : limit,
      // the base trails behind its sight into the contact position: no head-on clearance.
      trailingEnd: true,
    });
    if (!route.reachable) {
      if (best !== null || triedMiddle || u === middle) break;
      triedMiddle = true;
      u = middle;
      continue;
    }
    if (!best || route.lengthMm < best.route.lengthMm) best = { run, u, route };
    const next = inside(nearestOnRun(run, lastCorner(route, start)));
    if (Math.abs(next - u) <= span * 1e-9) break;
    u = next;
  }
  return best;
}

/**
 * Is the contact position walled in? The route from it back to the mover's sight (the same
 * obstacles, relaxed alike at both ends: the shortest-route problem is symmetric) finds no way
 * through within a small search. False when undecided. The verdict is kept while nothing moves
 * (the index's epoch): a charge asked again does not prove the same pocket again.
 */
function walledIn(index: RouteIndex, sight: Point, from: Point, ignore: readonly string[]): boolean {
  const key = `${sight.x} ${sight.y} ${from.x} ${from.y} ${ignore.join(' ')}`;
  return index.kept.named<boolean>(WALLED_IN_VERDICTS).getOrMake(key, () => {
    const probe = index.route({
      start: sight,
      goal: { kind: 'point', point: from },
      approachGoal: true,
      ignore,
      maxSettled: 400,
    });
    return !probe.reachable && probe.reason.code === 'no-way-through';
  });
}

/**
 * The free runs of a target's edges for one mover (by edge), kept while nothing moves (the index's
 * epoch): they do not depend on where the mover stands, so a charge asked again, or its search
 * beyond the potential after the search within it, does not work them out again.
 */
function keptRuns(index: RouteIndex, key: string): (FreeRun[] | undefined)[] {
  return index.kept.named<(FreeRun[] | undefined)[]>(FREE_RUNS).getOrMake(key, () => []);
}

/** The index's caches of placement: the free runs by mover, target and obstacles ignored; walledIn's verdicts by contact position, mover's sight and obstacles ignored. */
const FREE_RUNS = 'placement: free runs of a target for a mover';
const WALLED_IN_VERDICTS = 'placement: walled-in verdicts';
