// R-6.13 / R-6.8 Rag'narok "Moving miniatures": a unit that cannot get past an obstacle "stops 1 cm
// in front of it". Where no route gets past, the mover goes straight towards its goal and its base
// stops 1 cm from the first obstacle in the way (or at its potential, if that comes first). Along a
// route, a move out of potential on a friend or a river stops short of it (stopShortOf).
import { type Base, baseWidthMm, halfDepthMm } from '../base';
import { bbox, distanceMm, penetrationMm, type BBox, type Footprint } from '../footprint';
import { type RoutePiece, pointAlong } from '../route';
import { type Point, dist } from '../vec';
import type { World } from '../world';
import { baseAtSight } from './free-edges';
import type { MoveAction } from './actions';
import { deepScenery, obstacleList, passableFriends, sceneryCrossing } from './obstacles';
import { standsOnScenery } from './standing';

/** the gap left in front of an obstacle that cannot be got past: 1 cm. */
export const STOP_GAP_MM = 10;

export type StopInFront = {
  readonly end: Point;
  readonly facingDeg: number;
  readonly movedMm: number;
  readonly obstacle: string;
};

// Ternary search then bisection on the distance from the moving base to a convex obstacle (convex
// in the distance moved): 200 halvings put the stop within 1e-9 mm of the exact one.
const STEPS = 200;

/**
 * Where the straight move from `from` towards `goal` stops 1 cm in front of the first obstacle its
 * base would come nearer than 1 cm to; null when none is met within the potential.
 */
export function stopInFront(
  world: World,
  moverId: string,
  from: Point,
  goal: Point,
  potentialMm: number,
  exclude: readonly string[] = [],
  action?: MoveAction,
): StopInFront | null {
  const lengthMm = dist(from, goal);
  if (lengthMm < 1e-9) return null;
  const u = { x: (goal.x - from.x) / lengthMm, y: (goal.y - from.y) / lengthMm };
  const facingDeg = (Math.atan2(u.y, u.x) * 180) / Math.PI;
  const base = world.fighter(moverId).base;
  const reach = Math.min(lengthMm, potentialMm);
  const at = (t: number) => baseAtSight(base, { x: from.x + u.x * t, y: from.y + u.y * t }, facingDeg);
  const swept = union(bbox(at(0)), bbox(at(reach)));
  let best: { t: number; id: string } | null = null;
  for (const o of obstacleList(world, moverId, false, exclude, [], action)) {
    if (!near(swept, bbox(o.shape), STOP_GAP_MM)) continue;
    const t = firstWithin(at, o.shape, reach);
    if (t !== null && (best === null || t < best.t)) best = { t, id: o.id };
  }
  if (best === null) return null;
  return { end: { x: from.x + u.x * best.t, y: from.y + u.y * best.t }, facingDeg, movedMm: best.t, obstacle: best.id };
}

/** The first distance moved in [0, reach] at which the base comes within 1 cm of `shape`, or null. */
function firstWithin(at: (t: number) => Footprint, shape: Footprint, reach: number): number | null {
  const gap = (t: number) => distanceMm(at(t), shape) - STOP_GAP_MM;
  if (gap(0) <= 0) return 0;
  let lo = 0;
  let hi = reach;
  for (let i = 0; i < STEPS && hi - lo > 1e-12; i++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (gap(a) <= 0 || gap(a) < gap(b)) hi = b;
    else lo = a;
  }
  let closest = (lo + hi) / 2;
  if (gap(closest) > 0) return null;
  let free = 0;
  for (let i = 0; i < STEPS && closest - free > 1e-12; i++) {
    const mid = (free + closest) / 2;
    if (gap(mid) > 0) free = mid;
    else closest = mid;
  }
  return free;
}

function union(a: BBox, b: BBox): BBox {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

function near(a: BBox, b: BBox, marginMm: number): boolean {
  return (
    a.minX - marginMm <= b.maxX &&
    b.minX <= a.maxX + marginMm &&
    a.minY - marginMm <= b.maxY &&
    b.minY <= a.maxY + marginMm
  );
}

/** What a move may pass through but not end on: a friend, kept 1 cm from; a river, touched. */
export type Blocker = {
  readonly id: string;
  readonly kind: 'friend' | 'water';
  readonly shape: Footprint;
  readonly gapMm: number;
};

export type StopAlong = StopInFront & { readonly gapMm: number };

/**
 * Rag'narok: a move whose potential runs out with its base on a friend ("not enough movement
 * to move entirely through another unit ... stops 1 cm in front of it") or on a stretch of water
 * ("stops right in front of it") stops where its base first comes within that gap of it along the
 * route. Any further blocker the stopped base stands on is added and the stop worked out again.
 * Null when the end at `reachMm` stands on none.
 */
export function stopShortOf(
  world: World,
  moverId: string,
  pieces: readonly RoutePiece[],
  start: Point,
  reachMm: number,
  candidates: readonly Blocker[],
): StopAlong | null {
  const base = world.fighter(moverId).base;
  const blocks: Blocker[] = [];
  const onAny = (print: Footprint, among: readonly Blocker[]) =>
    among.filter((b) => !blocks.includes(b) && standsOn(world, print, b));
  let stop: StopAlong | null = null;
  let end = pointAlong(pieces, reachMm, start);
  for (let round = 0; round <= candidates.length; round++) {
    const more = onAny(baseAtSight(base, end.point, end.headingDeg), candidates);
    if (more.length === 0) break;
    blocks.push(...more);
    stop = firstContactAlong(base, pieces, start, stop ? stop.movedMm : reachMm, blocks);
    end = { point: stop.end, headingDeg: stop.facingDeg };
  }
  return stop;
}

/** A friend's base overlapping by more than τ, or water the base stands on. */
function standsOn(world: World, print: Footprint, b: Blocker): boolean {
  return b.kind === 'friend'
    ? penetrationMm(print, b.shape) > world.toleranceMm
    : standsOnScenery(print, b.shape, world.toleranceMm);
}

/** Iterations of one piece's advancement: each step closes the gap's excess by at least its share. */
const MAX_STEPS = 10000;

/**
 * The first distance along the route, up to `reachMm`, where the base comes within a blocker's gap
 * (by 1e-9 mm). Conservative advancement: no point of the base moves faster than L mm per mm of
 * route (1 on a segment; 1 + ρ/R on an arc of radius R, ρ the base's reach from its sight), so a
 * step of (distance − gap) / L never passes over a contact. At the route's end if none.
 */
function firstContactAlong(
  base: Base,
  pieces: readonly RoutePiece[],
  start: Point,
  reachMm: number,
  blocks: readonly Blocker[],
): StopAlong {
  const rho = Math.hypot(baseWidthMm(base), 2 * halfDepthMm(base));
  let s0 = 0;
  let last = { point: start, headingDeg: 0, movedMm: 0 };
  for (const p of pieces) {
    const len = Math.min(p.lengthMm, reachMm - s0);
    if (len < 0) break;
    const lipschitz = p.type === 'segment' ? 1 : 1 + rho / p.radiusMm;
    let u = 0;
    for (let i = 0; i < MAX_STEPS; i++) {
      const pose = poseOn(p, u);
      const print = baseAtSight(base, pose.point, pose.headingDeg);
      let excess = Infinity;
      let nearest = blocks[0];
      for (const b of blocks) {
        const e = distanceMm(print, b.shape) - b.gapMm;
        if (e < excess) [excess, nearest] = [e, b];
      }
      if (excess <= 1e-9)
        return {
          end: pose.point,
          facingDeg: pose.headingDeg,
          movedMm: s0 + u,
          obstacle: nearest.id,
          gapMm: nearest.gapMm,
        };
      last = { ...pose, movedMm: s0 + u };
      if (u >= len) break;
      u = Math.min(len, u + excess / lipschitz);
    }
    s0 += p.lengthMm;
  }
  // Not met within the reach (the caller found the end on a blocker: only by rounding): stop there.
  return {
    end: last.point,
    facingDeg: last.headingDeg,
    movedMm: last.movedMm,
    obstacle: blocks[0].id,
    gapMm: blocks[0].gapMm,
  };
}

/** The sight's point and heading `u` mm into one piece. */
function poseOn(p: RoutePiece, u: number): { point: Point; headingDeg: number } {
  if (p.type === 'segment') {
    const t = p.lengthMm === 0 ? 0 : u / p.lengthMm;
    return {
      point: { x: p.a.x + (p.b.x - p.a.x) * t, y: p.a.y + (p.b.y - p.a.y) * t },
      headingDeg: (Math.atan2(p.b.y - p.a.y, p.b.x - p.a.x) * 180) / Math.PI,
    };
  }
  const ang = p.startRad + p.sweepRad * (p.lengthMm === 0 ? 0 : u / p.lengthMm);
  const point = { x: p.center.x + p.radiusMm * Math.cos(ang), y: p.center.y + p.radiusMm * Math.sin(ang) };
  return { point, headingDeg: ((ang + (p.sweepRad >= 0 ? Math.PI / 2 : -Math.PI / 2)) * 180) / Math.PI };
}

/**
 * What a Rag'narok move passes through but may not end on: the friends of its side and
 * level (1 cm kept) and the rivers it crosses (`sameSize`: the same-size pieces its route may
 * cross, R-6.12), touched.
 */
export function passThrough(world: World, moverId: string, action: MoveAction, sameSize: readonly string[]): Blocker[] {
  const out: Blocker[] = passableFriends(world, moverId).map((id) => ({
    id,
    kind: 'friend' as const,
    shape: world.footprintOf(id),
    gapMm: STOP_GAP_MM,
  }));
  if (world.fighter(moverId).level !== 0) return out;
  for (const s of world.scene.scenery) {
    if (!deepScenery(world, s)) continue;
    if (sceneryCrossing(world, moverId, s, action) === 'cross' || sameSize.includes(s.id))
      out.push({ id: s.id, kind: 'water', shape: world.sceneryFootprintOf(s.id)!, gapMm: 0 });
  }
  return out;
}
