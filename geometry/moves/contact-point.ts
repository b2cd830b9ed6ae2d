// R-6.15 Choosing the contact point (Confédé V-B-3: "n'importe quel bord libre du socle de sa
// cible, à condition que son potentiel de déplacement lui permette de l'atteindre"): an assault
// names a point of its target's edge; the judge answers whether the mover's base, its sight there
// and facing the target, stands free, and whether its route gets there within its
// potential, as it does for the nearest free place. Out of reach it falls short: it goes
// its whole potential along the route towards that point.
import { halfDepthMm } from '../base';
import { pointAlong, routePolyline } from '../route';
import { type Point, dirOfDeg } from '../vec';
import type { World } from '../world';
import type { MoveAction } from './actions';
import { type Edge, edgesOf } from './free-edges';
import { type MoveJudgement, judgeMove } from './judge';
import { freeRuns } from './placement';
import type { MoveNote, MoveProblem } from './problems';
import { truncate } from './route-of';
import { moveStart, seesAtStart, startProblems } from './start';

export type ContactPointAsk = {
  readonly mover: string;
  readonly target: string;
  /** The point named, mm: taken to the nearest point of the target's edge. */
  readonly at: Point;
  readonly action: MoveAction;
  readonly disengaged?: boolean;
  readonly attacked?: boolean;
};

/** in-reach: free and within the potential; not-free: another base or the scenery takes the place; out-of-reach: falls short; no-route: no way there. */
export type ContactPointVerdict = 'in-reach' | 'not-free' | 'out-of-reach' | 'no-route';

export type ContactPointJudgement = {
  readonly target: string;
  readonly asked: Point;
  /** The sight's place on the target's edge nearest the point named, and the facing there (towards the target). */
  readonly sight: Point;
  readonly facingDeg: number;
  /** From the point named to that place, mm. */
  readonly offsetMm: number;
  /** The place lies on a free stretch of the target's edge. */
  readonly free: boolean;
  readonly verdict: ContactPointVerdict;
  readonly legal: boolean;
  /** The move judged with the base dropped at that place (its route, length, contacts). */
  readonly placed: MoveJudgement;
  /** Where the move ends: the place, or its whole potential along the route when it falls short. */
  readonly end: Point;
  readonly endFacing: number;
  /** The sight's route as points, to where the move ends. */
  readonly route: readonly Point[];
  readonly problems: readonly MoveProblem[];
  readonly notes: readonly MoveNote[];
};

type Spot = {
  readonly edge: Edge;
  readonly index: number;
  readonly u: number;
  readonly sight: Point;
  readonly facingDeg: number;
  readonly d: number;
};

/** The parameter of an edge nearest p: the projection on a side, the angle round a circle. */
export function nearestOn(edge: Edge, p: Point): number {
  const m = edge.motion;
  if (m.kind === 'turn') {
    const u = Math.atan2(p.y - m.c.y, p.x - m.c.x);
    return u < 0 ? u + 2 * Math.PI : u;
  }
  const a = edge.at(0).sight;
  const dd = m.d.x * m.d.x + m.d.y * m.d.y;
  return Math.min(1, Math.max(0, ((p.x - a.x) * m.d.x + (p.y - a.y) * m.d.y) / dd));
}

/** Every place of the edge nearest p (two sides meet at a corner: both are offered). */
function spotsNear(edges: readonly Edge[], p: Point): Spot[] {
  const spots = edges.map((edge, index) => {
    const u = nearestOn(edge, p);
    const at = edge.at(u);
    return {
      edge,
      index,
      u,
      sight: at.sight,
      facingDeg: at.facingDeg,
      d: Math.hypot(at.sight.x - p.x, at.sight.y - p.y),
    };
  });
  const best = Math.min(...spots.map((s) => s.d));
  return spots.filter((s) => s.d <= best + 1e-9);
}

/** Is parameter u of the edge inside one of the free runs found for it? */
function onFreeRun(world: World, ask: ContactPointAsk, spot: Spot): boolean {
  const same = (e: Edge) => {
    const a = e.at(0);
    const b = spot.edge.at(0);
    return (
      e.motion.kind === spot.edge.motion.kind &&
      a.sight.x === b.sight.x &&
      a.sight.y === b.sight.y &&
      a.facingDeg === b.facingDeg
    );
  };
  const runs = freeRuns(world, { mover: ask.mover, target: ask.target, action: ask.action }).filter((r) =>
    same(r.edge),
  );
  const span = spot.edge.motion.kind === 'turn' ? 2 * Math.PI : 1;
  return runs.some((r) => spot.u >= r.lo - span * 1e-9 && spot.u <= r.hi + span * 1e-9);
}

/** the assault of `ask.mover` on `ask.target` at the point it names. */
export function judgeContactPoint(world: World, ask: ContactPointAsk): ContactPointJudgement {
  const me = world.fighter(ask.mover);
  const spots = spotsNear(edgesOf(world.footprintOf(ask.target)), ask.at);
  // At a corner two sides offer the same place facing two ways: a free one first.
  const withFree = spots.map((spot) => ({ spot, free: onFreeRun(world, ask, spot) }));
  const { spot, free } = withFree.find((s) => s.free) ?? withFree[0];
  const u = dirOfDeg(spot.facingDeg);
  const h = halfDepthMm(me.base);
  const position: [number, number] = [spot.sight.x - u.x * h, spot.sight.y - u.y * h];
  const setting = { disengaged: ask.disengaged, attacked: ask.attacked };
  const placed = judgeMove(world, {
    mover: ask.mover,
    goal: { place: { position, facingDeg: spot.facingDeg }, target: ask.target },
    action: ask.action,
    ...setting,
  });
  const facts = {
    target: ask.target,
    asked: ask.at,
    sight: spot.sight,
    facingDeg: spot.facingDeg,
    offsetMm: spot.d,
    free,
    placed,
  };
  const verdict: ContactPointVerdict = !free
    ? 'not-free'
    : !placed.reachable
      ? 'no-route'
      : placed.withinPotential
        ? 'in-reach'
        : 'out-of-reach';
  if (verdict !== 'out-of-reach')
    return {
      ...facts,
      verdict,
      legal: free && placed.legal,
      end: placed.end,
      endFacing: placed.endFacing,
      route: placed.route,
      problems: placed.problems,
      // A place not free is never travelled to: no note of a route that was not made.
      notes: free ? placed.notes : [],
    };
  return fallsShort(world, ask, facts, placed);
}

/**
 * a chosen place out of reach: the mover goes its whole potential along the route towards
 * it, and the assault falls short; illegal only for what forbids the move from the start (R-6.9,
 * a charge's sight ).
 */
function fallsShort(
  world: World,
  ask: ContactPointAsk,
  facts: Omit<ContactPointJudgement, 'verdict' | 'legal' | 'end' | 'endFacing' | 'route' | 'problems' | 'notes'>,
  placed: MoveJudgement,
): ContactPointJudgement {
  const start = moveStart(world, ask.mover);
  const { problems, notes } = startProblems(world, start, ask.action, ask);
  if (ask.action === 'charge' && world.scene.ruleset !== 'ragnarok' && !seesAtStart(world, start, ask.target))
    problems.push({ code: 'no-sight-at-start', rule: 'R-6.5', enemy: ask.target });
  const pieces = truncate(placed.pieces, placed.potentialMm);
  const along = pointAlong(pieces, placed.potentialMm, start.sight);
  notes.push({
    code: 'falls-short',
    rule: 'R-6.17',
    target: ask.target,
    lengthMm: placed.lengthMm,
    potentialMm: placed.potentialMm,
    straightMm: placed.straightMm,
  });
  return {
    ...facts,
    verdict: 'out-of-reach',
    legal: problems.length === 0,
    end: along.point,
    endFacing: along.headingDeg,
    route: routePolyline(pieces, start.sight),
    problems,
    notes,
  };
}
