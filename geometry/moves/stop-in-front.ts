// R-6.13 / R-6.8 Rag'narok "Moving miniatures": a unit that cannot get past an obstacle "stops 1 cm
// in front of it". Where no route gets past, the mover goes straight towards its goal and its base
// stops 1 cm from the first obstacle in the way (or at its potential, if that comes first).
import { bbox, distanceMm, type BBox, type Footprint } from '../footprint';
import { type Point, dist } from '../vec';
import type { World } from '../world';
import { baseAtSight } from './free-edges';
import { obstacleList } from './obstacles';

/** the gap left in front of an obstacle that cannot be got past: 1 cm. */
export const STOP_GAP_MM = 10;

export type StopInFront = { readonly end: Point; readonly facingDeg: number; readonly movedMm: number; readonly obstacle: string };

// Ternary search then bisection on the distance from the moving base to a convex obstacle (convex
// in the distance moved): 200 halvings put the stop within 1e-9 mm of the exact one.
const STEPS = 200;

/**
 * Where the straight move from `from` towards `goal` stops 1 cm in front of the first obstacle its
 * base would come nearer than 1 cm to; null when none is met within the potential.
 */
export function stopInFront(world: World, moverId: string, from: Point, goal: Point, potentialMm: number, exclude: readonly string[] = []): StopInFront | null {
  const lengthMm = dist(from, goal);
  if (lengthMm < 1e-9) return null;
  const u = { x: (goal.x - from.x) / lengthMm, y: (goal.y - from.y) / lengthMm };
  const facingDeg = (Math.atan2(u.y, u.x) * 180) / Math.PI;
  const base = world.fighter(moverId).base;
  const reach = Math.min(lengthMm, potentialMm);
  const at = (t: number) => baseAtSight(base, { x: from.x + u.x * t, y: from.y + u.y * t }, facingDeg);
  const swept = union(bbox(at(0)), bbox(at(reach)));
  let best: { t: number; id: string } | null = null;
  for (const o of obstacleList(world, moverId, false, exclude)) {
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
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

function near(a: BBox, b: BBox, marginMm: number): boolean {
  return a.minX - marginMm <= b.maxX && b.minX <= a.maxX + marginMm && a.minY - marginMm <= b.maxY && b.minY <= a.maxY + marginMm;
}
