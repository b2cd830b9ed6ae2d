// Movement routes: .. R-6.4 (Confédé V-A; Rag'narok "Moving miniatures").
//
// The measured route is the route of the mover's sight. The base pivots freely about its
// sight, so the mover is modelled as a disc of radius `clearanceMm` (half its base width)
// centred on the sight: the route keeps that distance from every obstacle, and a gap narrower
// than the base width is closed. Shortest routes among such obstacles are taut strings: straight
// segments tangent to circles of radius `clearanceMm` around the obstacles' convex corners (or of
// radius R + clearance around round bases), joined by arcs of those circles. We build that
// tangent graph exactly (closed-form tangents, exact clearance tests of segments and arcs) and
// run A* on it — no grid, no sampling.
//
// The graph is kept per obstacle set and clearance (RouteIndex): the grown obstacles in an R-tree,
// and the common tangents between their sites with whether they are clear, worked out all at once
// (`prepare`, as a World's small indexes are) or when a search reaches a site, toward the sites a
// route within the search's reach may bend round (more when a later search reaches farther), and
// reused by every later query; moving one obstacle re-tests only what it touches. A search reaches only the
// sites that can lie on a route shorter than the answer, and tests the segments from the start
// and to the goal, and the arcs, only when it first takes them (an arc between two clear tangents
// keeps its verdict for later queries). Its graph lives in typed arrays kept by the index.
//
// Readings (RULES.md is silent):
// - The table edges: the whole base stays on the table, read as the sight's clearance disc
//   staying on the table (the sight at least `clearanceMm` from each edge).
// - A mover that starts closer than its clearance to an obstacle (a base in contact) may move
//   away from it but not closer; likewise, going to a base (or a contact position), the route may
//   come as close to an obstacle as the goal is (a contact beside another base). Such a relaxed
//   obstacle is approached down to its outline at most, never crossed (a gap of 0 slides along
//   it). Whether the base fits at the end is judged on the final position, not by the
//   clearance.
// - The mover's own rotation at the end is free (R-6.2: it pivots about its sight) and costs no
//   length; an assault ends facing the target.
// - Goal "the edge of a target's base": the route ends on the nearest reachable point of
//   the target's outline; the target itself is no obstacle. Goal a chosen contact position on
//   that outline (R-6.6 placement): the target stays an obstacle, relaxed like a base in contact
//   (approached down to its outline, never crossed), so a route to its far side goes round it.
//
// The engine, one idea a file: clearance.ts (distances and crossings of segments and arcs),
// sites.ts (the circles a route bends round and their common tangents), circle-walk.ts (the walk
// round a circle), shadows.ts (directions surely blocked), pack.ts (a site's tangents packed for
// the searches), scratch.ts (the search's node, edge and heap arrays), search.ts (one query's
// A* search), route-index.ts (the index kept per obstacle set and clearance), tangent-store.ts (the
// index's tangents in typed arrays), pieces.ts (a route's pieces: points along them, polylines),
// find-route.ts (one query on an index of its own), types.ts (the queries and their answers).
export {
  CLEARANCE_EPS_MM,
  arcEntersFootprint,
  distArcFootprint,
  distSegmentFootprint,
  segmentEntersFootprint,
  segmentFootprintWithin,
} from './clearance';
export { sweepTo, walkStart } from './circle-walk';
export { pointAlong, routeBox, routePolyline } from './pieces';
export { findRoute } from './find-route';
export { RouteIndex } from './route-index';
export type { IndexQuery, RouteFailure, RouteGoal, RouteObstacle, RoutePiece, RouteQuery, RouteResult } from './types';
