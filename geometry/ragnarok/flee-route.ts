// R-6.18 "moves in a straight line ... towards the nearest edge of the battlefield, skirting around
// terrain and friendly units": the route of a fleeing fighter's base centre to that edge through
// the World's route index (R-6.2's clearance, half the base width: exact for a round base, whose
// centre keeping its radius from an obstacle is its base keeping clear of it). The goal is the
// strip beyond the line where the base, squared to the edge, touches it: the nearest reachable
// point of that line, straight ahead when nothing is in the way.
import { baseWidthMm, halfDepthMm } from '../base';
import { type Footprint, distanceMm, polygon } from '../footprint';
import {
  CLEARANCE_EPS_MM,
  type RouteObstacle,
  type RoutePiece,
  type RouteResult,
  distArcFootprint,
  distSegmentFootprint,
} from '../route';
import type { Point } from '../vec';
import type { World } from '../world';
import type { TableEdgeName } from './types';

export type FleeRoute =
  | {
      readonly reachable: true;
      readonly pieces: readonly RoutePiece[];
      readonly lengthMm: number;
      /** The obstacles that shaped the route. */
      readonly used: readonly string[];
    }
  | { readonly reachable: false };

/** The strip beyond the line where a base whose centre lies `inMm` from `edge` touches it. */
function edgeStrip(world: World, edge: TableEdgeName, inMm: number): Footprint {
  const { width: w, depth: d } = world.scene.table;
  const [x0, y0, x1, y1] =
    edge === 'left'
      ? [-w, -d, inMm, 2 * d]
      : edge === 'right'
        ? [w - inMm, -d, 2 * w, 2 * d]
        : edge === 'bottom'
          ? [-w, -d, 2 * w, inMm]
          : [-w, d - inMm, 2 * w, 2 * d];
  return polygon([
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ]);
}

/** The point where the base, gone straight to `edge`, touches it. */
function straightAhead(world: World, c: Point, edge: TableEdgeName, inMm: number): Point {
  const { width: w, depth: d } = world.scene.table;
  if (edge === 'left') return { x: inMm, y: c.y };
  if (edge === 'right') return { x: w - inMm, y: c.y };
  if (edge === 'bottom') return { x: c.x, y: inMm };
  return { x: c.x, y: d - inMm };
}

/** The least distance from a route's pieces to a footprint. */
export function routeDistance(pieces: readonly RoutePiece[], f: Footprint): number {
  let best = Infinity;
  for (const p of pieces)
    best = Math.min(
      best,
      p.type === 'segment'
        ? distSegmentFootprint(p.a, p.b, f)
        : distArcFootprint(p.center, p.radiusMm, p.startRad, p.sweepRad, f),
    );
  return best;
}

/**
 * Does the route keep its clearance from every obstacle it did not start against? A goal strip
 * lets the search come down to an obstacle near the edge (relaxed as beside any goal): refused.
 */
function keepsClear(route: RouteResult, start: Point, obstacles: readonly RouteObstacle[], clearanceMm: number) {
  if (!route.reachable) return false;
  const c = { kind: 'circle' as const, center: start, radiusMm: 0 };
  const least = clearanceMm - CLEARANCE_EPS_MM * 10;
  return obstacles.every((o) => distanceMm(o.shape, c) < clearanceMm || routeDistance(route.pieces, o.shape) >= least);
}

/**
 * R-6.18 the route of fighter `id`'s centre from `start` to `edge`, going round `obstacles` (the
 * ids of the World's index that are obstacles to it; every other fighter is ignored).
 */
export function fleeRoute(
  world: World,
  id: string,
  start: Point,
  edge: TableEdgeName,
  obstacles: readonly RouteObstacle[],
): FleeRoute {
  const me = world.fighter(id);
  const inMm = halfDepthMm(me.base);
  const clearanceMm = baseWidthMm(me.base) / 2;
  const strip = edgeStrip(world, edge, inMm);
  if (distanceMm(strip, { kind: 'circle', center: start, radiusMm: 0 }) === 0)
    return { reachable: true, pieces: [], lengthMm: 0, used: [] };
  const index = world.routeIndex(me.level, clearanceMm);
  const keep = new Set(obstacles.map((o) => o.id));
  const all = [...world.fighterIds(), ...world.scene.scenery.map((s) => s.id)];
  const q = { start, ignore: all.filter((x) => !keep.has(x)) };
  let route = index.route({ ...q, goal: { kind: 'base', id: `edge-${edge}`, shape: strip } });
  if (!keepsClear(route, start, obstacles, clearanceMm))
    route = index.route({ ...q, goal: { kind: 'point', point: straightAhead(world, start, edge, inMm) } });
  if (!route.reachable) return { reachable: false };
  return { reachable: true, pieces: route.pieces, lengthMm: route.lengthMm, used: route.obstaclesUsed };
}
