// The route folder's types: a query, its goal and obstacles, and its answer (a route's pieces, or why none).
import type { Footprint } from '../footprint';
import type { Point } from '../vec';

export type RouteObstacle = { readonly id: string; readonly shape: Footprint };

export type RoutePiece =
  | { readonly type: 'segment'; readonly a: Point; readonly b: Point; readonly lengthMm: number }
  | {
      readonly type: 'arc';
      readonly center: Point;
      readonly radiusMm: number;
      readonly startRad: number;
      /** Signed: positive counter-clockwise. */
      readonly sweepRad: number;
      readonly lengthMm: number;
    };

export type RouteGoal =
  | { readonly kind: 'point'; readonly point: Point }
  | { readonly kind: 'base'; readonly id: string; readonly shape: Footprint };

export type RouteQuery = {
  readonly start: Point;
  readonly goal: RouteGoal;
  readonly clearanceMm: number;
  readonly obstacles: readonly RouteObstacle[];
  /** The table: the sight keeps its clearance from the edges. */
  readonly table?: { readonly width: number; readonly depth: number };
  /**
   * Let the route come as close to an obstacle as the goal itself is (contact positions beside
   * other bases, R-6.6). Always on for a base goal; off by default for a point.
   */
  readonly approachGoal?: boolean;
  /** Obstacles of the list that are no obstacle for this query. */
  readonly ignore?: readonly string[];
  /** a point goal the base may end right in front of an obstacle (IndexQuery.trailingEnd). */
  readonly trailingEnd?: boolean;
};

export type RouteResult =
  | {
      readonly reachable: true;
      readonly lengthMm: number;
      readonly pieces: readonly RoutePiece[];
      readonly end: Point;
      readonly obstaclesUsed: readonly string[];
    }
  | { readonly reachable: false; readonly reason: RouteFailure; readonly obstaclesUsed: readonly string[] };

export type RouteFailure =
  | { readonly code: 'start-off-table' }
  | { readonly code: 'goal-off-table' }
  | { readonly code: 'goal-inside-obstacle'; readonly id: string }
  | { readonly code: 'no-way-through' }
  /** Only with IndexQuery.maxLengthMm: no route of at most that length (a longer one may exist). */
  | { readonly code: 'longer-than-bound'; readonly boundMm: number }
  /** Only with IndexQuery.maxSettled: the search gave up, undecided. */
  | { readonly code: 'budget-spent' };

export type IndexQuery = {
  readonly start: Point;
  readonly goal: RouteGoal;
  /** See RouteQuery.approachGoal. */
  readonly approachGoal?: boolean;
  /** Obstacles of the index that are no obstacle for this query (the mover, the target, R-6.3 friends). */
  readonly ignore?: readonly string[];
  /**
   * The obstacle a point goal lies on the outline of (an assault's target, R-6.6): the route may
   * come down to its outline, as to any relaxed obstacle, but never crosses it; the goal on its
   * outline is not "inside" it.
   */
  readonly contact?: string;
  /**
   * Only routes of at most this length matter to the caller (the nearest contact position so
   * far): the search stops beyond it, with `longer-than-bound`.
   */
  readonly maxLengthMm?: number;
  /**
   * Give up (`budget-spent`) after settling this many nodes: a probe that proves a goal walled in
   * when the search round it runs out of ground quickly.
   */
  readonly maxSettled?: number;
  /**
   * the base trails behind its sight (its clearance is lateral, not ahead): a point goal
   * closer than the clearance to an obstacle is reached by a last straight whose clearance disc
   * stops the clearance short of the goal (search.ts, trailingLeg). Whether the base fits at the
   * goal is the caller's to judge.
   */
  readonly trailingEnd?: boolean;
};
