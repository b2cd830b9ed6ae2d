// The sight engine's types: verdicts, barriers, the facts behind a verdict, a barrier as
// seen from a source, a table of barriers. Every file of geometry/sight/ takes its types from here.
import type { BBox, Footprint } from '../footprint';
import type { Point } from '../vec';

/** A straight piece of an eroded outline. */
export type Seg = { readonly kind: 'seg'; readonly a: Point; readonly b: Point };

/** An arc of a circle: from angle `startRad`, sweeping `sweepRad` (signed; negative = clockwise). */
export type Arc = {
  readonly kind: 'arc';
  readonly center: Point;
  readonly radiusMm: number;
  readonly startRad: number;
  readonly sweepRad: number;
  readonly a: Point;
  readonly b: Point;
};

export type Element = Seg | Arc;

/** The shape of a barrier as sight meets it: eroded by τ, so that grazing never cuts. */
export type ErodedShape =
  | { readonly kind: 'empty' }
  | { readonly kind: 'disc'; readonly center: Point; readonly radiusMm: number }
  | { readonly kind: 'convex'; readonly points: readonly Point[] }
  | {
      readonly kind: 'loop';
      /** The original polygon and the erosion depth define membership exactly. */
      readonly polygon: readonly Point[];
      readonly depthMm: number;
      readonly elements: readonly Element[];
    };

/** A shape's boundary pieces (boundaryVertices, boundaryCircles and boundarySegments of barrier.ts). */
export type Boundary = {
  readonly vertices: readonly Point[];
  readonly circles: readonly { center: Point; radiusMm: number }[];
  readonly segments: readonly (readonly [Point, Point])[];
};

export type SightVerdict = 'full' | 'partial' | 'none';

/** A barrier as the sight engine sees it: an id, a size (Infinity = no size, blocks every line) and its eroded shape. */
export type SightBarrier = {
  readonly id: string;
  readonly kind: 'fighter' | 'scenery';
  /** R-5.5 Size on the fighters' scale; Infinity when the element has none. */
  readonly size: number;
  readonly shape: ErodedShape;
  readonly bbox: BBox;
  /**
   * a seam's bar (seam.ts): the two touching barriers whose seam it closes. A pair counts it
   * only when both are barriers of that pair, and names them both as its blockers.
   */
  readonly seamOf?: readonly [SightBarrier, SightBarrier];
};

export type BlockerFacts = {
  readonly id: string;
  readonly kind: 'fighter' | 'scenery';
  /** null when the element has no size (it blocks every line, R-5.5). */
  readonly size: number | null;
  /** Its size is ≥ the source's and ≥ the target's: it can hide the target. */
  readonly tallEnough: boolean;
  /** Fraction of Φ this barrier blocks on its own. */
  readonly blockedFraction: number;
  /** The blocked directions, absolute, in degrees counter-clockwise from +x. */
  readonly intervalsDeg: readonly [number, number][];
  /** the seam between these two touching barriers (their ids), when this blocker is one. */
  readonly seam?: readonly [string, string];
};

export type SightFacts = {
  /** from barriers alone (view, contact and levels are applied by the caller, R-5.6). */
  readonly verdict: SightVerdict;
  /** Angular measure of unblocked directions over Φ. */
  readonly visibleFraction: number;
  /** Φ in absolute degrees [from, to] (to > from; may exceed 360). */
  readonly spanDeg: readonly [number, number];
  readonly blockers: readonly BlockerFacts[];
  /** The sight touches the target's base: no barrier can stand between them. */
  readonly sightTouchesTarget: boolean;
  /** from the sight (Confédé, C3) or from any point of the base (Rag'narok). */
  readonly method?: 'sight-to-base' | 'base-to-base';
  /** a free segment from the source's base to the target's base, when one exists. */
  readonly witness?: readonly [Point, Point] | null;
};

/** A frame of directions from a source point: its origin, and its axis as a unit vector and an angle (rad). */
export type Frame = { s: Point; ux: number; uy: number; baseRad: number };

/**
 * A barrier as seen from one source point, whatever the target: the direction and distance of its
 * bounding circle's centre, the circle's radius and angular half-width, and (once asked for) its
 * shadow relative to that direction. `check` keeps one per source and barrier in its source
 * views; single pairs memoise them per source fighter (SightCache).
 */
export type BarrierSeen = {
  readonly dirRad: number;
  readonly halfRad: number;
  readonly distMm: number;
  readonly radiusMm: number;
  /** Bounds on the distance from the source to the barrier's points (tighter than the circle's). */
  readonly nearestMm: number;
  readonly farthestMm: number;
  /** Undefined until computed; null when the shadow has no closed form (see loopShadow). */
  shadow: [number, number] | null | undefined;
};

/** Per-source memo of BarrierSeen, valid while the source point and the barriers stay put. */
export type SightCache = {
  get(b: SightBarrier): BarrierSeen | undefined;
  set(b: SightBarrier, seen: BarrierSeen): unknown;
};

/** The verdict of lineOfSight without its facts: what `mire check` prints for every pair. */
export type SightSummary = {
  readonly verdict: SightVerdict;
  readonly visibleFraction: number;
  /** The ids of lineOfSight's blockers, in the same order. */
  readonly blockerIds: string[];
};

/** The widest open interval of directions of the last sweep: its middle (absolute, rad) and width. */
export type Opening = { readonly dirRad: number; readonly widthRad: number };
/**
 * Barriers in flat arrays, for check(): a million pairs read each barrier's box, size and shape
 * kind, and a blocker's place in the order of the ids (so that a pair's blockers are put in that
 * order without comparing strings). `cx`, `cy`, `radiusMm`: each barrier's barrierCircle.
 */
export type BarrierTable = {
  readonly barriers: readonly SightBarrier[];
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly radiusMm: Float64Array;
  readonly box: Float64Array;
  readonly size: Float64Array;
  readonly empty: Uint8Array;
  readonly idRank: Int32Array;
  /** The places in the order of the ids: byRank[idRank[k]] = k. */
  readonly byRank: Int32Array;
  /** R-5.2 a seam's two members' ranks at 2k and 2k + 1 (−1: barrier k is no seam). */
  readonly seamRanks: Int32Array;
};

/** R-5.4 the barriers' verdict as `mire check` reports it (barriers only, ignoring view and contact): how much of the view is obstructed. */
export type Obstruction = 'none' | 'partial' | 'full';

/** One reason behind an answer, as a rule id and a code (the CLI and the app put it in words). */
export type LosReason =
  | { rule: 'R-4.2'; code: 'contact' }
  | { rule: 'R-4.1' | 'R-4.3'; code: 'not-in-view' | 'in-view' | 'all-round-view'; fovLine?: 'sight' | 'center' }
  | { rule: 'R-5.6'; code: 'level-1-no-barrier' }
  | { rule: 'R-5.4'; code: 'barriers'; verdict: SightVerdict }
  | { rule: 'R-3.4'; code: 'sight-touches-target' };

/** Everything behind one line-of-sight verdict: facts, not words (the CLI and the app render them). */
export type LosExplanation = {
  from: { id: string; size: number; level: 0 | 1 };
  to: { id: string; size: number; level: 0 | 1 };
  los: SightVerdict;
  visibleFraction: number;
  inView: boolean;
  contact: boolean;
  obstruction: Obstruction;
  sight: SightFacts;
  reasons: LosReason[];
};

/** What answers of one ordered pair: the final verdict, and the fraction of the target shown. */
export type LosAnswer = { los: SightVerdict; visibleFraction: number };

/** What the field of view was when a pair's reasons are given. */
export type ViewRule = { allRound: boolean; fovLine: 'sight' | 'center' };

// R-5.7 (Rag'narok) base to base.

/** One end of a pair: a fighter's base, its centre (where its fraction is measured from) and its box. */
export type BaseEnd = { readonly footprint: Footprint; readonly centre: Point; readonly box: BBox };

export type BaseToBaseFacts = {
  readonly verdict: SightVerdict;
  /** Obstacles standing in the zone between the bases (interference). */
  readonly interfering: readonly string[];
  /** A free segment from the source's base to the target's base, when one exists. */
  readonly witness: readonly [Point, Point] | null;
};

/** What the quick tests say of one obstacle: it stands in the zone, it stays out, or the exact test must decide. */
export type ZoneAnswer = 'meets' | 'misses' | 'exact';

/**
 * What the proof found: `cut`, every segment from base to base is cut, with a margin; `open`, a
 * segment between points of the grown outlines (within EXPAND_MM of the bases, or of a round
 * base's circumscribed polygon) that no shape cuts; `unknown`, neither within the budget.
 */
export type CutProof =
  | { readonly kind: 'cut' }
  | { readonly kind: 'open'; readonly p: Point; readonly q: Point }
  | { readonly kind: 'unknown' };

/**
 * What the turn found: every segment cut; or a direction where the lines meeting both bases are not
 * covered, with candidate free lines (each through two points) from the widest gaps, widest first;
 * or nothing within the budget.
 */
export type TurnProof =
  | { readonly kind: 'cut' }
  | { readonly kind: 'gap'; readonly lines: readonly (readonly [Point, Point])[] }
  | { readonly kind: 'unknown' };
