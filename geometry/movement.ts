// Moves and their legality: .. R-6.7 (Confédé V-A .. V-D, VII-C-6) on top of routes.
import { type Base, baseFootprint, baseWidthMm, halfDepthMm } from './base';
import { contactFacts } from './contact';
import { type BBox, type Footprint, bbox, boxesMeet, distanceMm, penetrationMm } from './footprint';
import { fighterPower } from './power';
import { type RouteGoal, RouteIndex, type RouteObstacle, type RoutePiece, type RouteResult, pointAlong, routePolyline } from './route';
import { type Point, dirOfDeg } from './vec';
import { type World, sceneryFootprint } from './world';

export const MOVE_ACTIONS = ['walk', 'run', 'charge', 'engage', 'cover', 'pursuit'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** A move's reason, citing its rule: data for the CLI and the app to render. */
/** `ok` false: it makes the move illegal; true: a fact about a legal move. */
export type MoveReason = { readonly rule: string; readonly text: string; readonly ok: boolean };

/**
 * Potentials (MOV is in cm): walk ×1, run ×2, charge ×2, engage ×2 (×1 after a
 * disengagement), move under cover ×1, pursuit MOV/2 rounded up to the cm.
 */
export function potentialMm(action: MoveAction, movCm: number, afterDisengagement = false): number {
  switch (action) {
    case 'walk':
    case 'cover':
      return movCm * 10;
    case 'run':
    case 'charge':
      return movCm * 20;
    case 'engage':
      return afterDisengagement ? movCm * 10 : movCm * 20;
    case 'pursuit':
      return Math.ceil(movCm / 2) * 10;
  }
}

/** the actions that must end in contact with an enemy. */
export const ASSAULT_ACTIONS: readonly MoveAction[] = ['charge', 'engage', 'pursuit'];

export type MoveRequest = {
  readonly mover: string;
  readonly to: { readonly point: Point } | { readonly target: string };
  readonly action: MoveAction;
  /** Engage after a disengagement: MOV × 1. */
  readonly afterDisengagement?: boolean;
  /** Friends activated with the mover (added to the scene's `activatedWith`). */
  readonly activatedWith?: readonly string[];
};

export type MovePlan = {
  readonly reachable: boolean;
  readonly lengthMm: number | null;
  readonly potentialMm: number;
  readonly withinPotential: boolean;
  /** The sight's final point: the goal, or where the potential runs out along the route. */
  readonly end: Point;
  readonly endFacing: number;
  readonly pieces: readonly RoutePiece[];
  /** The sight's route as points, arcs sampled with a chord error ≤ 0.1 mm. */
  readonly route: readonly Point[];
  readonly legal: boolean;
  readonly reasons: readonly MoveReason[];
  /** The obstacles that shaped the route. */
  readonly obstacles: readonly string[];
};

/** friends activated in the same turn and free of any enemy are no obstacle to the mover. */
function activatedFriends(world: World, moverId: string, extraActivated: readonly string[]): string[] {
  const mover = world.fighter(moverId);
  const activated = new Set([...(mover.activatedWith ?? []), ...extraActivated]);
  const out: string[] = [];
  for (const id of activated) {
    if (id === moverId || !world.hasFighter(id)) continue;
    const f = world.fighter(id);
    if (f.level === mover.level && f.side === mover.side && world.freeOfContact(id)) out.push(id);
  }
  return out;
}

/** The scenery a move must go round: smaller than the mover is crossed freely; the same size only in a move of at most MOV × 1. */
function sceneryObstacles(world: World, moverId: string, action: MoveAction): RouteObstacle[] {
  const out: RouteObstacle[] = [];
  for (const s of world.scene.scenery) if (sceneryKept(world, moverId, action, s)) out.push({ id: s.id, shape: sceneryFootprint(s) });
  return out;
}

/** Whether the move goes round this scenery piece (sceneryObstacles, without its footprint). */
function sceneryKept(world: World, moverId: string, action: MoveAction, s: World['scene']['scenery'][number]): boolean {
  const mover = world.fighter(moverId);
  if (s.passable) return false;
  if (s.size !== undefined && s.size < mover.size) return false;
  if (s.size !== undefined && s.size === mover.size && potentialMm(action, mover.mov) <= mover.mov * 10) return false;
  return true;
}

/** The obstacles for one move: bases, R-6.3 friends activated together, R-6.4 scenery by size. */
export function moveObstacles(world: World, moverId: string, action: MoveAction, exclude: readonly string[] = [], extraActivated: readonly string[] = []): RouteObstacle[] {
  const mover = world.fighter(moverId);
  const friends = activatedFriends(world, moverId, extraActivated);
  const out: RouteObstacle[] = [];
  for (const id of world.fighterIds()) {
    if (id === moverId || exclude.includes(id) || friends.includes(id)) continue;
    if (world.fighter(id).level !== mover.level) continue;
    out.push({ id, shape: world.footprintOf(id) });
  }
  return [...out, ...sceneryObstacles(world, moverId, action)];
}

/**
 * The mover's route index, kept by the World (World.routeIndex: one per level and clearance,
 * brought up to date with the fighters moved since the last query).
 */
export function routeIndexOf(world: World, moverId: string, opts: { readonly holdStill?: string } = {}): RouteIndex {
  const mover = world.fighter(moverId);
  return world.routeIndex(mover.level, baseWidthMm(mover.base) / 2, opts.holdStill);
}

/** The ids a move's route ignores in its index: the mover, the excluded (its target), R-6.3 friends, the scenery crossed. */
function ignoredBy(world: World, moverId: string, action: MoveAction, exclude: readonly string[], activated: readonly string[] = []): string[] {
  const out = [moverId, ...exclude, ...activatedFriends(world, moverId, activated)];
  for (const s of world.scene.scenery) if (!s.passable && !sceneryKept(world, moverId, action, s)) out.push(s.id);
  return out;
}

/** Boxes of the footprints a World keeps (fighters' and scenery's, each made once): worked out once each. */
const boxes = new WeakMap<Footprint, BBox>();
function boxOf(f: Footprint): BBox {
  let b = boxes.get(f);
  if (!b) {
    b = bbox(f);
    boxes.set(f, b);
  }
  return b;
}

/** Where the base stands when its sight is at `sight` facing `facingDeg`. */
export function baseAtSight(base: Base, sight: Point, facingDeg: number): Footprint {
  const u = dirOfDeg(facingDeg);
  const h = halfDepthMm(base);
  return baseFootprint(base, { x: sight.x - u.x * h, y: sight.y - u.y * h }, facingDeg);
}

export function planMove(world: World, req: MoveRequest): MovePlan {
  const mover = world.fighter(req.mover);
  const start = world.sightOf(req.mover);
  const targetId = 'target' in req.to ? req.to.target : null;
  const reasons: MoveReason[] = [];
  const potential = potentialMm(req.action, mover.mov, req.afterDisengagement);
  const index = routeIndexOf(world, req.mover);
  const ignore = ignoredBy(world, req.mover, req.action, targetId ? [targetId] : [], req.activatedWith);
  const goal: RouteGoal = targetId
    ? { kind: 'base', id: targetId, shape: world.footprintOf(targetId) }
    : { kind: 'point', point: (req.to as { point: Point }).point };
  let route = index.route({ start, goal, ignore });
  const isAssault = ASSAULT_ACTIONS.includes(req.action);
  // The nearest point of the target's edge is the default end of an assault; when the base
  // would not fit there (it would overlap another base or scenery), or would not be in contact
  // there (R-3.3: touching only at a corner), the nearest contact position by route length is
  // taken instead, facing the target.
  let placedFacing: number | null = null;
  if (isAssault && targetId && route.reachable && route.lengthMm <= potential + 1e-9) {
    const head = pointAlong(route.pieces, route.lengthMm, start);
    const facing = route.pieces.length === 0 ? mover.facing : head.headingDeg;
    const endPrint = baseAtSight(mover.base, route.end, facing);
    const target = world.fighter(targetId);
    const inContact = contactFacts(mover.base, endPrint, target.base, world.footprintOf(targetId), world.toleranceMm, world.variants).contact;
    if (!inContact || !baseFits(world, req.mover, endPrint)) {
      // Within the potential first (a search stops there: an unreachable candidate costs no
      // more than the ground the potential covers), then, only if none is, at any length.
      const candidates = placementCandidates(world, req.mover, targetId);
      const best = nearestAmong(world, req.mover, targetId, req.action, candidates, potential + 1e-9) ?? nearestAmong(world, req.mover, targetId, req.action, candidates);
      if (best) {
        route = best.route;
        placedFacing = best.placement.facingDeg;
      }
    }
  }

  if (isAssault && !targetId) reasons.push({ ok: false, rule: 'R-6.5', text: `a ${req.action} needs a target fighter` });
  if (targetId) {
    const target = world.fighter(targetId);
    if (target.side === mover.side && isAssault) reasons.push({ ok: false, rule: 'R-6.5', text: `${targetId} is a friend: an assault targets an enemy` });
  }
  // a charge needs sight of the target at the start and the mover free of enemies.
  if (req.action === 'charge' && targetId) {
    if (world.losVerdict(req.mover, targetId) === 'none') reasons.push({ ok: false, rule: 'R-6.5', text: `${req.mover} does not see ${targetId} at the start: no charge` });
    if (!world.freeOfContact(req.mover)) reasons.push({ ok: false, rule: 'R-6.5', text: `${req.mover} is in contact with an enemy: no charge` });
  }
  if (req.action === 'engage' && !world.freeOfContact(req.mover) && !req.afterDisengagement) {
    reasons.push({ ok: false, rule: 'R-6.5', text: `${req.mover} is in contact with an enemy: it must disengage first (engage at MOV × 1)` });
  }
  if (mover.mov === 0) reasons.push({ ok: false, rule: 'R-6.2', text: `MOV 0: ${req.mover} cannot move, nor even turn` });

  if (!route.reachable) {
    const why =
      route.reason.code === 'no-way-through'
        ? `no way through: every gap on the way is narrower than ${req.mover}'s base (${baseWidthMm(mover.base)} mm)`
        : route.reason.code === 'goal-inside-obstacle'
          ? `the goal lies within ${req.mover}'s clearance of ${route.reason.id}`
          : route.reason.code === 'goal-off-table'
            ? 'the base would leave the table'
            : 'the mover stands off the table';
    reasons.push({ ok: false, rule: 'R-6.2', text: why });
    return {
      reachable: false,
      lengthMm: null,
      potentialMm: potential,
      withinPotential: false,
      end: start,
      endFacing: mover.facing,
      pieces: [],
      route: [start],
      legal: false,
      reasons,
      obstacles: route.obstaclesUsed,
    };
  }
  const withinPotential = route.lengthMm <= potential + 1e-9;
  const along = pointAlong(route.pieces, withinPotential ? route.lengthMm : potential, start);
  const end = along.point;
  const endFacing = placedFacing !== null && withinPotential ? placedFacing : route.pieces.length === 0 ? mover.facing : along.headingDeg;
  let pieces: RoutePiece[] = [...route.pieces];
  if (!withinPotential) {
    pieces = truncate(route.pieces, potential);
    // Out of reach is a legal (if short) walk or run; an assault that falls short fails.
    reasons.push({
      ok: !isAssault,
      rule: 'R-6.5',
      text: `out of reach: the route is ${(route.lengthMm / 10).toFixed(1)} cm, the ${req.action} potential ${(potential / 10).toFixed(1)} cm; ${req.mover} moves its whole potential towards the goal`,
    });
  }
  // The end position: contacts with enemies, and overlaps.
  const endPrint = baseAtSight(mover.base, end, endFacing);
  const tol = world.toleranceMm;
  const enemiesTouched: string[] = [];
  const endBox = bbox(endPrint);
  for (const id of world.fighterIds()) {
    if (id === req.mover) continue;
    const f = world.fighter(id);
    if (f.level !== mover.level) continue;
    const print = world.footprintOf(id);
    if (!boxesMeet(endBox, boxOf(print), tol)) continue;
    const depth = penetrationMm(endPrint, print);
    if (depth > tol) reasons.push({ ok: false, rule: 'R-6.6', text: `the base would overlap ${id} by ${depth.toFixed(1)} mm` });
    if (f.side !== mover.side && contactFacts(mover.base, endPrint, f.base, print, tol, world.variants).contact) enemiesTouched.push(id);
  }
  if ((req.action === 'walk' || req.action === 'run' || req.action === 'cover') && enemiesTouched.length > 0) {
    reasons.push({ ok: false, rule: 'R-6.5', text: `a ${req.action} may not end in contact with an enemy (${enemiesTouched.join(', ')}): announce an assault` });
  }
  if (isAssault && targetId && withinPotential && !enemiesTouched.includes(targetId)) {
    reasons.push({ ok: false, rule: 'R-6.6', text: `the ${req.action} does not end in contact with ${targetId}` });
  }
  if (isAssault && targetId && withinPotential) {
    reasons.push({ ok: true, rule: 'R-3.4', text: `${req.mover} ends with its sight against ${targetId}'s base, facing it` });
  }
  const legal = reasons.every((r) => r.ok);
  if (legal && !isAssault) reasons.push({ ok: true, rule: 'R-6.1', text: `the sight travels ${(Math.min(route.lengthMm, potential) / 10).toFixed(1)} cm of a ${(potential / 10).toFixed(1)} cm potential` });
  return {
    reachable: true,
    lengthMm: route.lengthMm,
    potentialMm: potential,
    withinPotential,
    end,
    endFacing,
    pieces,
    route: routePolyline(pieces, start),
    legal,
    reasons,
    obstacles: route.obstaclesUsed,
  };
}

function truncate(pieces: readonly RoutePiece[], lengthMm: number): RoutePiece[] {
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

/** The base clear of every other base (but the target) and of impassable scenery, by more than τ. */
function baseFits(world: World, moverId: string, footprint: Footprint): boolean {
  const tol = world.toleranceMm;
  const level = world.fighter(moverId).level;
  const box = bbox(footprint);
  for (const id of world.fighterIds()) {
    if (id === moverId || world.fighter(id).level !== level) continue;
    const print = world.footprintOf(id);
    if (boxesMeet(box, boxOf(print), tol) && penetrationMm(footprint, print) > tol) return false;
  }
  for (const s of world.scene.scenery) {
    if (s.passable) continue;
    const f = world.sceneryFootprintOf(s.id)!;
    if (boxesMeet(box, boxOf(f), tol) && sceneryBlocks(footprint, f, tol)) return false;
  }
  return true;
}

/**
 * Does impassable scenery `f` stand in the way of a base placed at `footprint`? A convex
 * piece (or a round one) when they overlap by more than τ; a non-convex one when they touch at
 * all (its overlap depth is not defined the same way).
 */
function sceneryBlocks(footprint: Footprint, f: Footprint, tol: number): boolean {
  return f.kind === 'circle' || f.convex ? penetrationMm(footprint, f) > tol : distanceMm(footprint, f) === 0;
}

export type ChargePenalty = { target: string; chargers: string[]; chargersPower: number; targetPower: number; penalised: boolean };

/** A charged fighter whose power ≤ the total power of its chargers this turn gets -1 INI, ATT, DEF, AIM. */
export function chargePenalties(world: World, charges: readonly { charger: string; target: string }[]): ChargePenalty[] {
  const byTarget = new Map<string, string[]>();
  for (const c of charges) byTarget.set(c.target, [...(byTarget.get(c.target) ?? []), c.charger]);
  const ruleset = world.scene.ruleset;
  return [...byTarget.entries()].map(([target, chargers]) => {
    const chargersPower = chargers.reduce((s, id) => s + fighterPower(world.fighter(id), ruleset), 0);
    const targetPower = fighterPower(world.fighter(target), ruleset);
    return { target, chargers, chargersPower, targetPower, penalised: targetPower <= chargersPower };
  });
}

export type AssaultPlacement = {
  /** The mover's sight on the target's outline. */
  readonly sight: Point;
  readonly facingDeg: number;
  readonly footprint: Footprint;
  /** Length of the route to it, mm; null when no route reaches it. */
  readonly routeMm: number | null;
  readonly withinPotential: boolean;
};

/**
 * The contact positions on the free edges of the target's base — the sight against the
 * target, the mover facing it, its whole base clear of every other base and of impassable scenery
 * and on the table — not yet routed. Candidates: the middle and the quarter points of each side of
 * a square or rectangular target, every 30° round a round one.
 */
function placementCandidates(world: World, moverId: string, targetId: string): { sight: Point; facingDeg: number; footprint: Footprint }[] {
  const mover = world.fighter(moverId);
  const target = world.footprintOf(targetId);
  const candidates: { sight: Point; facingDeg: number }[] = [];
  if (target.kind === 'circle') {
    for (let k = 0; k < 12; k++) {
      const ang = (k * Math.PI) / 6;
      candidates.push({
        sight: { x: target.center.x + target.radiusMm * Math.cos(ang), y: target.center.y + target.radiusMm * Math.sin(ang) },
        facingDeg: ((ang + Math.PI) * 180) / Math.PI,
      });
    }
  } else {
    const pts = target.points;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      // Outward normal of a counter-clockwise side; the mover faces the opposite way.
      const facingDeg = (Math.atan2(-(b.x - a.x), b.y - a.y) * 180) / Math.PI + 180;
      for (const t of [0.25, 0.5, 0.75]) candidates.push({ sight: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, facingDeg });
    }
  }
  const tol = world.toleranceMm;
  const { width, depth } = world.scene.table;
  // The candidates on the table, with their boxes and the box holding them all: only the bases and
  // scenery meeting that box are tested against each.
  const placed: { sight: Point; facingDeg: number; footprint: Footprint; box: BBox }[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of candidates) {
    const footprint = baseAtSight(mover.base, c.sight, c.facingDeg);
    const box = bbox(footprint);
    if (box.minX < -tol || box.minY < -tol || box.maxX > width + tol || box.maxY > depth + tol) continue;
    placed.push({ sight: c.sight, facingDeg: c.facingDeg, footprint, box });
    minX = Math.min(minX, box.minX);
    minY = Math.min(minY, box.minY);
    maxX = Math.max(maxX, box.maxX);
    maxY = Math.max(maxY, box.maxY);
  }
  const all = { minX, minY, maxX, maxY };
  const others: Footprint[] = [];
  for (const id of world.fighterIds()) {
    if (id === moverId || id === targetId || world.fighter(id).level !== mover.level) continue;
    const print = world.footprintOf(id);
    if (boxesMeet(all, boxOf(print), tol)) others.push(print);
  }
  const impassable: Footprint[] = [];
  for (const s of world.scene.scenery) {
    if (s.passable) continue;
    const print = world.sceneryFootprintOf(s.id)!;
    if (boxesMeet(all, boxOf(print), tol)) impassable.push(print);
  }
  const out: { sight: Point; facingDeg: number; footprint: Footprint }[] = [];
  for (const c of placed) {
    if (fits(c.footprint, c.box, target, others, impassable, tol)) out.push({ sight: c.sight, facingDeg: c.facingDeg, footprint: c.footprint });
  }
  return out;
}

/** A contact position's base (box `fbox`) clear of the other bases and the target by more than τ, and of impassable scenery. */
function fits(footprint: Footprint, fbox: BBox, target: Footprint, others: readonly Footprint[], impassable: readonly Footprint[], tol: number): boolean {
  for (const o of others) if (boxesMeet(fbox, boxOf(o), tol) && penetrationMm(footprint, o) > tol) return false;
  if (penetrationMm(footprint, target) > tol) return false;
  for (const f of impassable) if (boxesMeet(fbox, boxOf(f), tol) && sceneryBlocks(footprint, f, tol)) return false;
  return true;
}

/**
 * The route to one contact position. The target stays an obstacle, approached down to its outline
 * but never crossed (R-6.6: the charger goes round it to reach its far side); only the mover,
 * its friends and the scenery it crosses are ignored.
 */
function routeToPlacement(world: World, moverId: string, targetId: string, action: MoveAction, sight: Point, maxLengthMm?: number): RouteResult {
  const ignore = ignoredBy(world, moverId, action, []);
  return routeIndexOf(world, moverId).route({ start: world.sightOf(moverId), goal: { kind: 'point', point: sight }, contact: targetId, ignore, maxLengthMm });
}

/**
 * Is the contact position walled in? The route from it back to the mover's sight (the same
 * obstacles, relaxed alike at both ends: the shortest-route problem is symmetric) finds no way
 * through within a small search. False when undecided.
 */
function walledIn(world: World, moverId: string, action: MoveAction, sight: Point): boolean {
  const ignore = ignoredBy(world, moverId, action, []);
  const index = routeIndexOf(world, moverId);
  const from = world.sightOf(moverId);
  // The verdict is kept while nothing moves (the index's epoch): a charge evaluated again (the
  // same mover and target, a pointer resting on a target) does not prove the same pocket again.
  let memo = walledInVerdicts.get(index);
  if (!memo || memo.epoch !== index.epoch || memo.byKey.size >= 256) {
    memo = { epoch: index.epoch, byKey: new Map() };
    walledInVerdicts.set(index, memo);
  }
  const key = `${sight.x} ${sight.y} ${from.x} ${from.y} ${ignore.join(' ')}`;
  let walled = memo.byKey.get(key);
  if (walled === undefined) {
    const probe = index.route({ start: sight, goal: { kind: 'point', point: from }, approachGoal: true, ignore, maxSettled: 400 });
    walled = !probe.reachable && probe.reason.code === 'no-way-through';
    memo.byKey.set(key, walled);
  }
  return walled;
}
/** walledIn's verdicts per index, by contact position, mover's sight and obstacles ignored, for one state of the index. */
const walledInVerdicts = new WeakMap<RouteIndex, { epoch: number; byKey: Map<string, boolean> }>();

/**
 * Assault placement: the contact positions (placementCandidates) sorted by route length
 * (the first is the default).
 */
export function assaultPlacements(world: World, moverId: string, targetId: string, action: MoveAction = 'charge'): AssaultPlacement[] {
  const potential = potentialMm(action, world.fighter(moverId).mov);
  const out: AssaultPlacement[] = [];
  for (const c of placementCandidates(world, moverId, targetId)) {
    const route = routeToPlacement(world, moverId, targetId, action, c.sight);
    const routeMm = route.reachable ? route.lengthMm : null;
    out.push({ ...c, routeMm, withinPotential: routeMm !== null && routeMm <= potential + 1e-9 });
  }
  out.sort((p, q) => (p.routeMm ?? Infinity) - (q.routeMm ?? Infinity));
  return out;
}

/**
 * The first of assaultPlacements (the nearest reachable contact position, ties to the earlier
 * candidate) with its route, routing as few candidates as it can: the straight distance to a
 * candidate never exceeds its route, so once a route is no longer than the next straight
 * distance, no later candidate can be nearer. With `maxLengthMm`, only a position whose route is
 * at most that long (null if none is).
 */
export function nearestAssaultPlacement(world: World, moverId: string, targetId: string, action: MoveAction = 'charge', maxLengthMm?: number): { placement: AssaultPlacement; route: RouteResult & { reachable: true } } | null {
  return nearestAmong(world, moverId, targetId, action, placementCandidates(world, moverId, targetId), maxLengthMm);
}

function nearestAmong(
  world: World,
  moverId: string,
  targetId: string,
  action: MoveAction,
  candidates: readonly { sight: Point; facingDeg: number; footprint: Footprint }[],
  maxLengthMm?: number,
): { placement: AssaultPlacement; route: RouteResult & { reachable: true } } | null {
  const start = world.sightOf(moverId);
  const potential = potentialMm(action, world.fighter(moverId).mov);
  const order = candidates.map((c, i) => ({ c, i, boundMm: Math.hypot(c.sight.x - start.x, c.sight.y - start.y) }));
  order.sort((p, q) => p.boundMm - q.boundMm || p.i - q.i);
  let best: { c: (typeof order)[number]['c']; i: number; route: RouteResult & { reachable: true } } | null = null;
  for (const o of order) {
    // Rounding: a straight route's length is this same hypot; 1e-9 mm keeps ties routed.
    if (best && o.boundMm - 1e-9 > best.route.lengthMm) break;
    if (maxLengthMm !== undefined && o.boundMm > maxLengthMm) break;
    // A candidate walled in (a pocket between bases) is proven so from its side, where the search
    // runs out of ground at once, rather than by a search from the mover over all the ground it
    // can reach. Only then: a bounded search stops early anyway.
    if (!best && maxLengthMm === undefined && walledIn(world, moverId, action, o.c.sight)) continue;
    // Only a route no longer than the best so far (or than the caller's bound) can change the
    // answer: the search stops beyond it.
    const route = routeToPlacement(world, moverId, targetId, action, o.c.sight, best ? best.route.lengthMm + 1e-9 : maxLengthMm);
    if (!route.reachable) continue;
    if (!best || route.lengthMm < best.route.lengthMm || (route.lengthMm === best.route.lengthMm && o.i < best.i)) best = { c: o.c, i: o.i, route };
  }
  if (!best) return null;
  const routeMm = best.route.lengthMm;
  return { placement: { ...best.c, routeMm, withinPotential: routeMm <= potential + 1e-9 }, route: best.route };
}
