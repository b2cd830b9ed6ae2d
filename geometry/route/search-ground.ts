// The route index as its search sees it: what a RouteSearch reads of the index and asks of it, and
// nothing else. The index makes this view of itself once (RouteIndex.ground) and keeps the rest of
// its state to itself.
import type { Footprint } from '../footprint';
import type { Point } from '../vec';
import type { BoxItem } from './clearance';
import type { BlockedGroups, SiteOut } from './pack';
import type { KeptSites, Site, Tangent } from './sites';
import type { RouteGoal, RouteResult } from './types';

/** An obstacle of the index: its footprint, its box in the R-tree, its sites. */
export type Slot = { id: string; shape: Footprint; item: BoxItem; sites: number[] };

/** What a search reads of its index (read-only) and asks of it (the tree walks, the tangents made on demand, the kept caches). */
export interface SearchGround {
  readonly clearanceMm: number;
  readonly table?: { readonly width: number; readonly depth: number };
  /** The obstacles by slot (null once removed), and the slot of each id. */
  readonly slots: readonly (Slot | null)[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** The index's sites, and per site its slot (−1 once gone) and its centre and radius (x, y, ρ). */
  readonly sites: readonly Site[];
  readonly siteSlot: Int32Array<ArrayBuffer>;
  readonly siteXYR: Float64Array<ArrayBuffer>;
  /** Per site reached: its tangents split for the searches (outOf). */
  readonly outs: readonly (SiteOut | null)[];
  /** Tangents between two relaxed obstacles' sites, by the two (kept while the first is). */
  readonly relaxedPairs: WeakMap<KeptSites, Map<KeptSites, Map<number, Tangent[]>>>;
  /** The obstacles the last tree walk met (searchInto, segmentHits, arcHits): read before the next. */
  readonly hits: readonly BoxItem[];
  /** Whether searches keep to a reach (RouteIndex.searchReach), and the thresholds of their shadows. */
  readonly searchReach: boolean;
  readonly shadowMinPairs: number;
  readonly startShadowAfter: number;
  searchInto(minX: number, minY: number, maxX: number, maxY: number): number;
  segmentHits(p: Point, q: Point): number;
  arcHits(c: Point, r: number, startRad: number, sweepRad: number): number;
  insideTable(p: Point, r: number): boolean;
  blockerOf(p: Point, q: Point, except?: number): number;
  arcBlockerOf(c: Point, r: number, startRad: number, sweepRad: number, own: number, except?: number): number;
  outOf(i: number, need: Int32Array | null, nNeed: number): SiteOut;
  packGroups(i: number, out: SiteOut, g: number): BlockedGroups;
  endsFailure(
    start: Point,
    goal: RouteGoal,
    ignored: ReadonlySet<number>,
    relaxed: ReadonlyMap<number, number>,
    contactId: string | undefined,
    /** a trailing end (IndexQuery.trailingEnd): the goal fails only inside an obstacle. */
    trailing: boolean,
  ): RouteResult | null;
  /**
   * a trailing goal's pivots (goal-room.ts): the free points where the circle of one
   * clearance round the goal meets the edge of the ground the route may stand on.
   */
  pivotsNearGoal(goal: Point, ignored: ReadonlySet<number>, relaxed: ReadonlyMap<number, number>): readonly Point[];
  /** Relaxed obstacle k's sites at gap g, kept across queries (the least recently used dropped). */
  keptSites(k: number, gapMm: number): KeptSites;
  /** The arc cache (RouteIndex's), grown to hold `key`. */
  arcCacheFor(key: number): Int32Array;
  /** The tests' windows: a pair the shadows prune, a segment from the start they leave out, a reach grown. */
  shadowPruned(relaxed: Site, indexSite: Site): void;
  startPruned(start: Point, x: number, y: number): void;
  grewReach(): void;
}
