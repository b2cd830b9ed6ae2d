// R-5.7 (Rag'narok) verdicts without the witness: what `mire check` and the single questions
// (a charge's sight, R-6.5) ask for every pair. The verdict and the interfering obstacles do not
// depend on which way round the pair is taken, so both directions share them; each direction
// keeps its own fraction, measured from its source's base centre.
//
// The verdict is the one of sight-base-to-base.ts's search (bench/baseline-ragnarok.ts keeps it
// frozen), reached by cheaper proofs first, each with a margin far above the search's slack:
//  1. no obstacle in the zone between the bases: `full` (the same zone test, most obstacles
//     settled by base-to-base-zone.ts's discs);
//  2. the segment between the centres stays CLEARANCE_MM (barrier.ts) from every obstacle: a free
//     segment with room around it, which the search finds too: `partial`;
//  3. one obstacle across the whole zone (the first box of base-to-base-blocked.ts's proof):
//     `none`;
//  4. one of base-to-base-open.ts's candidate segments, clear as in 2: `partial`;
//  5. the rest of the proof that every segment is cut: `none`; when the proof meets a free segment
//     instead, that segment's line between the bases, if clear as in 2: `partial`;
//  6. the ray through the middle of the widest open interval of the fraction's sweep, from either
//     centre, clear as in 2: `partial`;
//  7. otherwise each direction's own search decides, as before (and a sweep from its free
//     segment's end may still settle the other direction).
// Steps 3 and 4 come in that order because most crowded pairs see nothing and one obstacle
// closes their zone, while the candidate segments find most of the pairs that see.
import { type ErodedShape, segmentClearOf } from './barrier';
import { CutProver } from './base-to-base-blocked';
import { QuickOpening } from './base-to-base-open';
import { clipSegmentConvex } from './clip';
import { type BBox, type Footprint, boxesMeet, distanceMm } from './footprint';
import { type BarrierSeen, type Opening, type SightBarrier, type SightSummary, type SightVerdict, sightSummaryOpening } from './sight';
import { findFreeSegment, interferingOf, segmentThrough } from './sight-base-to-base';
import { type Point, lineCircle } from './vec';

/** One end of a pair: a fighter's base, its centre (where its fraction is measured from) and its box. */
export type BaseEnd = { readonly footprint: Footprint; readonly centre: Point; readonly box: BBox };

/** What both directions of a pair share. */
type PairState = {
  /** The candidate barriers (the same list both ways round). */
  readonly barriers: readonly SightBarrier[];
  /** The interfering obstacles' shapes, in the barriers' order, and their ids sorted. */
  readonly shapes: readonly ErodedShape[];
  readonly ids: readonly string[];
  /** Settled for both directions by a proof that does not depend on the direction. */
  verdict: SightVerdict | undefined;
  /** Steps 3 to 5 (the proof and the quick segments between its stages) were tried and found nothing. */
  cutTried: boolean;
  /** The footprint of the pair's first source, and the fractions swept from each end (NaN: not yet). */
  readonly first: Footprint;
  fractionFirst: number;
  fractionSecond: number;
  /** Directions asked so far: after both, the state is dropped. */
  asked: number;
};

const FULL: SightSummary = { verdict: 'full', visibleFraction: 1, blockerIds: [] };

/** One pass of verdicts (a `check`, or one question): a pair's shared facts live until both its directions are asked. */
export class BaseToBaseVerdicts {
  private readonly pairs = new WeakMap<Footprint, Map<Footprint, PairState>>();
  private readonly quick = new QuickOpening();
  /** Per base centre, the barriers as seen from it: a centre sweeps towards many targets in a pass. */
  private readonly seenFromCentre = new Map<Point, Map<SightBarrier, BarrierSeen>>();

  constructor(private readonly tolMm: number) {}

  /**
   * sight from base `a` to base `t`; `barriersOf` gives the candidate barriers, which must be
   * the same list, in the same order, both ways round (it is asked once per pair).
   */
  summary(a: BaseEnd, t: BaseEnd, barriersOf: () => readonly SightBarrier[]): SightSummary {
    // Boxes farther apart than τ: so are the bases.
    if (boxesMeet(a.box, t.box, this.tolMm) && distanceMm(a.footprint, t.footprint) <= this.tolMm) return FULL;
    const st = this.stateOf(a.footprint, t.footprint, barriersOf);
    if (st.ids.length === 0) return FULL;
    if (st.verdict === undefined) {
      st.verdict = this.settle(st, a, t);
      if (st.verdict === undefined) {
        // Not settled for both directions: this direction's own search decides, as before; its
        // free segment, if any, gives a sweep from its end on `a` a last chance to settle the other.
        const witness = findFreeSegment(a.footprint, t.footprint, st.shapes);
        if (witness === null) return { verdict: 'none', visibleFraction: 0, blockerIds: [...st.ids] };
        if (this.opensFrom(st, witness[0], t.footprint)) st.verdict = 'partial';
      }
    }
    if (st.verdict === 'none') return { verdict: 'none', visibleFraction: 0, blockerIds: [...st.ids] };
    const kept = fractionFrom(st, a.footprint);
    const fraction = Number.isNaN(kept) ? this.sweep(a.centre, t.footprint, st.barriers, this.seenFrom(a.centre)).visibleFraction : kept;
    return { verdict: 'partial', visibleFraction: fraction, blockerIds: [...st.ids] };
  }

  /** Steps 2 to 6, cheapest first; undefined when none of them concludes (then each direction searches). */
  private settle(st: PairState, a: BaseEnd, t: BaseEnd): SightVerdict | undefined {
    if (clearOfAll([a.centre, t.centre], st.shapes)) return 'partial';
    if (!st.cutTried) {
      st.cutTried = true;
      // One obstacle across the whole zone first (most pairs that see nothing), then the quick
      // segments (most pairs that see), then the halving proof.
      const prover = new CutProver(a.footprint, t.footprint, st.shapes);
      if (prover.firstBox()) return 'none';
      if (this.quick.opens(a.footprint, a.centre, t.footprint, t.centre, st.shapes)) return 'partial';
      const proof = prover.prove();
      if (proof.kind === 'cut') return 'none';
      if (proof.kind === 'open' && clearOfAll(segmentThrough(proof.p, proof.q, a.footprint, t.footprint), st.shapes)) return 'partial';
    }
    // A side already swept has had its opening tried.
    if (Number.isNaN(fractionFrom(st, a.footprint)) && this.opens(st, a, t)) return 'partial';
    if (Number.isNaN(fractionFrom(st, t.footprint)) && this.opens(st, t, a)) return 'partial';
    return undefined;
  }

  /** Sweep from the centre of `f` towards `g` (the fraction, kept for f's direction) and try its widest opening (step 6). */
  private opens(st: PairState, f: BaseEnd, g: BaseEnd): boolean {
    const swept = this.sweep(f.centre, g.footprint, st.barriers, this.seenFrom(f.centre));
    if (f.footprint === st.first) st.fractionFirst = swept.visibleFraction;
    else st.fractionSecond = swept.visibleFraction;
    return swept.opening !== null && openingClear(f.centre, g.footprint, swept.opening, st.shapes);
  }

  /** Step 6 from a point of the other base (no fraction kept). */
  private opensFrom(st: PairState, source: Point, target: Footprint): boolean {
    const swept = this.sweep(source, target, st.barriers);
    return swept.opening !== null && openingClear(source, target, swept.opening, st.shapes);
  }

  private sweep(source: Point, target: Footprint, barriers: readonly SightBarrier[], cache?: Map<SightBarrier, BarrierSeen>): { visibleFraction: number; opening: Opening | null } {
    return sightSummaryOpening(source, target, barriers, barriers.length, this.tolMm, cache);
  }

  /** The memo of barriers seen from a base centre (the same point object for a fighter through the pass). */
  private seenFrom(centre: Point): Map<SightBarrier, BarrierSeen> {
    let seen = this.seenFromCentre.get(centre);
    if (seen === undefined) {
      seen = new Map();
      this.seenFromCentre.set(centre, seen);
    }
    return seen;
  }

  /** The pair's shared state, made on its first direction and dropped after its second. */
  private stateOf(a: Footprint, t: Footprint, barriersOf: () => readonly SightBarrier[]): PairState {
    const mine = this.pairs.get(a);
    let st = mine?.get(t);
    if (st !== undefined) {
      if (++st.asked === 2) mine!.delete(t);
      return st;
    }
    const theirs = this.pairs.get(t);
    st = theirs?.get(a);
    if (st !== undefined) {
      if (++st.asked === 2) theirs!.delete(a);
      return st;
    }
    const barriers = barriersOf();
    const interfering = interferingOf(a, t, barriers);
    st = {
      barriers,
      shapes: interfering.map((b) => b.shape),
      ids: sortedIds(interfering),
      verdict: undefined,
      cutTried: false,
      first: a,
      fractionFirst: NaN,
      fractionSecond: NaN,
      asked: 1,
    };
    if (mine === undefined) this.pairs.set(a, new Map([[t, st]]));
    else mine.set(t, st);
    return st;
  }
}

/** The barriers' ids in the order of Array.prototype.sort (by UTF-16 code units), by insertion: a pair has a handful. */
function sortedIds(barriers: readonly SightBarrier[]): string[] {
  const ids = barriers.map((b) => b.id);
  for (let i = 1; i < ids.length; i++) {
    const v = ids[i];
    let j = i;
    for (; j > 0 && ids[j - 1] > v; j--) ids[j] = ids[j - 1];
    ids[j] = v;
  }
  return ids;
}

/** The fraction already swept from the end `f` of the pair, or NaN. */
function fractionFrom(st: PairState, f: Footprint): number {
  return f === st.first ? st.fractionFirst : st.fractionSecond;
}

/** Does the segment from `source` along the opening's middle to where it enters `target` stay clear of every shape? */
function openingClear(source: Point, target: Footprint, opening: Opening, shapes: readonly ErodedShape[]): boolean {
  const ux = Math.cos(opening.dirRad);
  const uy = Math.sin(opening.dirRad);
  const d = entryDistance(source, ux, uy, target);
  return Number.isFinite(d) && clearOfAll([source, { x: source.x + ux * d, y: source.y + uy * d }], shapes);
}

/** Does the segment stay CLEARANCE_MM from every shape? (A proof; false when there is no segment.) */
function clearOfAll(seg: readonly [Point, Point] | null, shapes: readonly ErodedShape[]): boolean {
  if (seg === null) return false;
  for (const s of shapes) if (!segmentClearOf(s, seg[0], seg[1])) return false;
  return true;
}

/** Distance along the ray (unit direction) from `s` to where it enters the footprint, or Infinity. */
function entryDistance(s: Point, ux: number, uy: number, f: Footprint): number {
  if (f.kind === 'circle') {
    const ts = lineCircle(s, { x: ux, y: uy }, f.center, f.radiusMm);
    return ts === null || ts[1] < 0 ? Infinity : Math.max(0, ts[0]);
  }
  const reach = 1e7;
  const iv = clipSegmentConvex(s, { x: s.x + ux * reach, y: s.y + uy * reach }, f.points);
  return iv === null ? Infinity : iv[0] * reach;
}
