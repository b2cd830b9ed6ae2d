// One route on an index of its own: the engine's entry for a single query.
import { RouteIndex } from './route-index';
import type { RouteQuery, RouteResult } from './types';

/**
 * The shortest route of the sight, keeping the clearance from every obstacle: one
 * query on an index of its own (a World's moves ask the World's kept index: World.routeIndex).
 */
export function findRoute(q: RouteQuery): RouteResult {
  return new RouteIndex(q.obstacles, q.clearanceMm, q.table).route(q);
}
