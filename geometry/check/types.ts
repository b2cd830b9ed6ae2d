// The all-pairs pass's types: what a pass reads of each fighter and barrier,
// as plain data, and what it hands out. Every file of geometry/check/ takes its types from here.
import type { ContactFacts } from '../contact';
import type { Footprint } from '../footprint';
import type { RuleVariants } from '../ruleset';
import type { FighterSpec } from '../scene';
import type { BarrierTable, BaseEnd, Obstruction, SightBarrier, SightCache, SightVerdict, SourceSight } from '../sight';
import type { Point } from '../vec';
import type { DirectionBins } from './direction-bins';
import type { PairRow } from './pair-row';

/** One ordered pair's verdicts, as `mire check` prints them. */
export type PairVerdict = {
  from: string;
  to: string;
  /** edge to edge. */
  distanceMm: number;
  /** from the sight of `from` to the edge of `to` (moves and shots). */
  sightDistanceMm: number;
  touching: boolean;
  contact: boolean;
  /** the sight of `from` touches the base of `to`. */
  sightTouches: boolean;
  inView: boolean;
  /** barriers only, ignoring view and contact: how much of the view is obstructed. */
  obstruction: Obstruction;
  /** the final answer. */
  los: SightVerdict;
  visibleFraction: number;
  blockers: string[];
};

/** check()'s choice of pairs: those from one fighter, to one, or both (ids); every pair without. */
export type CheckFilter = { from?: string; to?: string };

export type CheckResult = {
  pairs: PairVerdict[];
  melees: string[][];
  contactCounts: Record<string, { enemies: number; max: number }>;
};

/** What the pass and its kernels read of the rules: τ and the ruleset's variants. */
export type CheckRules = { readonly toleranceMm: number; readonly variants: RuleVariants };

/** One fighter as the pass reads it: its spec and what is derived from it once per position. */
export type FighterEntry = {
  spec: FighterSpec;
  /** the scenery whose outline contains this fighter's base centre. */
  standsOn: ReadonlySet<string>;
  /** standsOn is not empty, and spec.level: read for every pair of a check, beside the entry's other fields. */
  standsOnAny: boolean;
  level: 0 | 1;
  footprint: Footprint;
  sight: Point;
  /** the line of the field of view passes here (the sight, or the centre with fovLine 'center'). */
  viewOrigin: Point;
  /** the facing as a unit vector. */
  facingDir: Point;
  barrier: SightBarrier;
  /** the base, its centre and box, as the base-to-base verdicts take them. */
  baseEnd: BaseEnd;
  item: IndexItem;
  /**
   * The barriers as seen from this fighter's sight, memoised for single pairs (pair, explainLos).
   * Valid while the entry lives: a move makes a new entry, and a moved barrier is a new key.
   */
  seen: SightCache;
};

/**
 * A source's barriers pre-measured from its sight (sourceView, source-view.ts): the items as seen
 * from the sight (`sight`, in the order of ViewItems), the nearest and farthest distance of each
 * one's bounding circle, and the order of the items by nearest distance.
 */
export type SourceView = {
  s: Point;
  items: readonly IndexItem[];
  sight: SourceSight;
  nearMm: Float64Array;
  farMm: Float64Array;
  byNear: Int32Array;
  /** The items by direction, to read only those in a target's cone; `places`, scratch for its answers. */
  bins: DirectionBins;
  places: Int32Array;
  /** Scratch: the places (in `items`) of a pair's barriers. */
  picked: Int32Array;
  /** The source's own place among the items (−1: none), and the items' kinds and seams' members (ViewItems). */
  ka: number;
  kinds: Uint8Array;
  seamMembers: Int32Array;
  sceneryCount: number;
};

/**
 * a source's items around its base centre for check(), nearest first: at each place, an
 * item's bounding circle widened by the largest base's reach, as a direction and a half-width,
 * its nearest distance, its kind and its barrier; the zone between two bases lies within that
 * reach of the segment between their centres. The arrays are by place, so a pair reads them in
 * order; `distMm`, `key` and `order` are the scratch that orders them.
 */
export type BaseView = {
  centre: Point;
  readonly items: readonly IndexItem[];
  readonly dirRad: Float64Array;
  readonly halfRad: Float64Array;
  readonly nearMm: Float64Array;
  readonly kinds: Uint8Array;
  readonly barriers: SightBarrier[];
  readonly placed: IndexItem[];
  readonly distMm: Float64Array;
  readonly key: Float64Array;
  readonly order: Int32Array;
};

/**
 * Items with their barriers' bounding circles (barrierCircle), measured once per check(), and in
 * flat arrays what the scan of a million pairs reads of each: its barrier and its kind (ItemKind).
 */
export type ViewItems = {
  items: readonly IndexItem[];
  cx: Float64Array;
  cy: Float64Array;
  radiusMm: Float64Array;
  table: BarrierTable;
  kinds: Uint8Array;
  /** R-5.2 a seam's two members' places at 2k and 2k + 1 (−1: item k is no seam). */
  seamMembers: Int32Array;
  /** The items before this place are scenery, then come the fighters, then the seams. */
  sceneryCount: number;
};

/** An item of the barrier index: a barrier's box, the barrier, and for a fighter its id and level. */
export type IndexItem = {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  barrier: SightBarrier;
  fighter?: string;
  level?: 0 | 1;
};

/** The contact facts a pair's verdicts use: the same for (a, b) and (b, a). */
export type PairContact = Pick<ContactFacts, 'touching' | 'contact' | 'distanceMm'>;

/** The names a pass's rows refer to by place: fighters (PairRow.from, .to) and barriers (.blockers). */
export type CheckNames = {
  readonly fighterIds: readonly string[];
  readonly barrierIds: readonly string[];
};

/** Who consumes a pass of rows: told the names once, then handed each row (reused: read it, do not keep it). */
export interface PairSink {
  begin(names: CheckNames): void;
  pair(row: PairRow): void;
}

/**
 * How far beyond its directions an item (or a query's cone) is put in bins, against rounding in
 * the bins' arithmetic: a whole bin each side, or a hair (far above the rounding of an angle,
 * far below a bin) for callers that test each proposal's directions exactly.
 */
export type BinSlack = 'bin' | 'hair';
