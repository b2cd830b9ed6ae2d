// R-5.7 (Rag'narok) verdicts without the witness: what `mire check` and the single questions
// (a charge's sight, R-6.5) ask for every pair. The verdict and the interfering obstacles do not
// depend on which way round the pair is taken, so both directions share them; each direction
// keeps its own fraction, measured from its source's base centre. The fraction is swept over the
// interfering obstacles alone: a ray from a base's centre to the other base lies in the zone
// between them, so no other obstacle can cut it (and the frozen reference, which sweeps over every
// obstacle whose box meets the pair's, gives the same fractions).
//
// The verdict is the one of lines.ts's search (bench/baseline-ragnarok.ts keeps it
// frozen), reached by cheaper proofs first, each with a margin far above the search's slack:
//  1. no obstacle in the zone between the bases: `full` (the same zone test, most obstacles
//     settled by zone.ts's quick tests);
//  2. the turn of turn.ts: every segment cut, `none`; or the middle lines of its
//     widest gaps, one of whose segments between the bases stays CLEARANCE_MM (barrier.ts) from
//     every obstacle: a free segment with room around it, which the search finds too, `partial`;
//  3. the segment between the centres, clear as in 2: `partial`;
//  4. what the turn leaves (an obstacle it could not part from a base, or its budget spent) goes
//     to the proofs before it: one obstacle across the whole zone (the first box of
//     blocked.ts's proof), `none`; one of open.ts's candidate segments,
//     clear as in 2, `partial`; the rest of the halving proof, `none`, or when it meets a free
//     segment instead, that segment's line between the bases, if clear as in 2, `partial`;
//  5. the ray through the middle of the widest open interval of the fraction's sweep, from either
//     centre, clear as in 2: `partial`;
//  6. otherwise each direction's own search decides, as before (and a sweep from its free
//     segment's end may still settle the other direction).
// On the bench table the turn settles all but a handful of the pairs that steps 1 leaves.
import { segmentClearOf } from '../barrier';
import { CutProver } from './blocked';
import { QuickOpening } from './open';
import { TurnProver } from './turn';
import { QuickZone } from './zone';
import { clipSegmentConvex } from '../../clip';
import { type Footprint, boxesMeet, distanceMm } from '../../footprint';
import { sortUnique } from '../intervals';
import { sightFraction, sightSummaryOpening } from '../sweep';
import type { BarrierSeen, BaseEnd, ErodedShape, Opening, SightBarrier, SightSummary, SightVerdict } from '../types';
import { findFreeSegment, interferingOf, segmentThrough } from './lines';
import { type Point, lineCircle } from '../../vec';

/** What both directions of a pair share. */
type PairState = {
  /** The interfering barriers, in the order of the candidates (the same both ways round); let go once no fraction is to be swept. */
  barriers: readonly SightBarrier[];
  /** The interfering obstacles' shapes, in the barriers' order (let go once the verdict is settled), and their ids sorted. */
  shapes: readonly ErodedShape[];
  readonly ids: string[];
  /** Settled for both directions by a proof that does not depend on the direction. */
  verdict: SightVerdict | undefined;
  /** Steps 2 to 4 were tried and found nothing. */
  cutTried: boolean;
  /** The footprint of the pair's first source, and the fractions swept from each end (NaN: not yet). */
  readonly first: Footprint;
  fractionFirst: number;
  fractionSecond: number;
};

const FULL: SightSummary = { verdict: 'full', visibleFraction: 1, blockerIds: [] };
const NO_SHAPES: readonly ErodedShape[] = [];
const NO_BARRIERS: readonly SightBarrier[] = [];

/** One pass of verdicts (a `check`, or one question): a pair's shared facts live until both its directions are asked. */
export class BaseToBaseVerdicts {
  /**
   * The pairs with one direction asked: pair (i, j) (i < j, the bases' numbers in the pass) at
   * rows[i][j − i − 1]; a source asks its targets in order, so a row grows without holes.
   */
  private readonly rows: (PairState | undefined)[][] = [];
  private readonly numbers = new Map<BaseEnd, number>();
  private lastEnd: BaseEnd | null = null;
  private lastNumber = 0;
  private readonly quick = new QuickOpening();
  private readonly turn = new TurnProver();
  private readonly zone = new QuickZone();
  /** The barriers as seen from the latest source's centre: a source sweeps towards target after target. */
  private memoCentre: Point | null = null;
  private memo = new Map<SightBarrier, BarrierSeen>();

  constructor(private readonly tolMm: number) {}

  /**
   * sight from base `a` to base `t`; `barriersOf` gives the candidate barriers, which must be
   * the same list, in the same order, both ways round (it is asked once per pair).
   */
  summary(a: BaseEnd, t: BaseEnd, barriersOf: () => readonly SightBarrier[]): SightSummary {
    // Boxes farther apart than τ: so are the bases.
    if (boxesMeet(a.box, t.box, this.tolMm) && distanceMm(a.footprint, t.footprint) <= this.tolMm) return FULL;
    // A source sweeps towards many targets: the memo of what it sees is kept for the latest source only.
    if (a.centre !== this.memoCentre) {
      this.memoCentre = a.centre;
      this.memo = new Map();
    }
    const st = this.stateOf(a, t, barriersOf);
    if (st.ids.length === 0) return FULL;
    if (st.verdict === undefined) {
      st.verdict = this.settle(st, a, t);
      if (st.verdict === undefined) {
        // Not settled for both directions: this direction's own search decides, as before; its
        // free segment, if any, gives a sweep from its end on `a` a last chance to settle the other.
        const witness = findFreeSegment(a.footprint, t.footprint, st.shapes);
        if (witness === null) return this.answer('none', 0, st.ids);
        if (this.opensFrom(st, witness[0], t.footprint)) st.verdict = 'partial';
      }
      if (st.verdict !== undefined) st.shapes = NO_SHAPES;
      if (st.verdict === 'none') st.barriers = NO_BARRIERS;
    }
    if (st.verdict === 'none') return this.answer('none', 0, st.ids);
    const kept = fractionFrom(st, a.footprint);
    const fraction = Number.isNaN(kept)
      ? sightFraction(a.centre, t.footprint, st.barriers, this.tolMm, this.memo)
      : kept;
    return this.answer('partial', fraction, st.ids);
  }

  /** What summary() answers; the ids are the pair's own, shared by both directions and never changed. */
  private answer(verdict: SightVerdict, visibleFraction: number, ids: string[]): SightSummary {
    return { verdict, visibleFraction, blockerIds: ids };
  }

  /** Steps 2 to 5, cheapest first; undefined when none of them concludes (then each direction searches). */
  private settle(st: PairState, a: BaseEnd, t: BaseEnd): SightVerdict | undefined {
    if (!st.cutTried) {
      st.cutTried = true;
      const turned = this.turn.prove(a.footprint, t.footprint, st.shapes);
      if (turned.kind === 'cut') return 'none';
      if (turned.kind === 'gap')
        for (const [p, q] of turned.lines)
          if (clearOfAll(segmentThrough(p, q, a.footprint, t.footprint), st.shapes)) return 'partial';
      if (clearOfAll([a.centre, t.centre], st.shapes)) return 'partial';
      // What the turn leaves: one obstacle across the whole zone first, then the quick segments,
      // then the halving proof.
      const prover = new CutProver(a.footprint, t.footprint, st.shapes);
      if (prover.firstBox()) return 'none';
      if (this.quick.opens(a.footprint, a.centre, t.footprint, t.centre, st.shapes)) return 'partial';
      const proof = prover.prove();
      if (proof.kind === 'cut') return 'none';
      if (proof.kind === 'open' && clearOfAll(segmentThrough(proof.p, proof.q, a.footprint, t.footprint), st.shapes))
        return 'partial';
    }
    // A side already swept has had its opening tried.
    if (Number.isNaN(fractionFrom(st, a.footprint)) && this.opens(st, a, t)) return 'partial';
    if (Number.isNaN(fractionFrom(st, t.footprint)) && this.opens(st, t, a)) return 'partial';
    return undefined;
  }

  /** Sweep from the centre of `f` towards `g` (the fraction, kept for f's direction) and try its widest opening (step 5). */
  private opens(st: PairState, f: BaseEnd, g: BaseEnd): boolean {
    const swept = this.sweep(f.centre, g.footprint, st.barriers, f.centre === this.memoCentre ? this.memo : undefined);
    if (f.footprint === st.first) st.fractionFirst = swept.visibleFraction;
    else st.fractionSecond = swept.visibleFraction;
    return swept.opening !== null && openingClear(f.centre, g.footprint, swept.opening, st.shapes);
  }

  /** Step 5 from a point of the other base (no fraction kept). */
  private opensFrom(st: PairState, source: Point, target: Footprint): boolean {
    const swept = this.sweep(source, target, st.barriers);
    return swept.opening !== null && openingClear(source, target, swept.opening, st.shapes);
  }

  private sweep(
    source: Point,
    target: Footprint,
    barriers: readonly SightBarrier[],
    cache?: Map<SightBarrier, BarrierSeen>,
  ): { visibleFraction: number; opening: Opening | null } {
    return sightSummaryOpening(source, target, barriers, barriers.length, this.tolMm, cache);
  }

  /** The pair's shared state, made on its first direction and dropped after its second. */
  private stateOf(a: BaseEnd, t: BaseEnd, barriersOf: () => readonly SightBarrier[]): PairState {
    // A source is asked about target after target: its number is kept.
    if (a !== this.lastEnd) {
      this.lastEnd = a;
      this.lastNumber = this.numberOf(a);
    }
    const i = this.lastNumber;
    const j = this.numberOf(t);
    const row = this.rows[i < j ? i : j];
    const k = Math.abs(j - i) - 1;
    let st = row[k];
    if (st !== undefined) {
      // The second direction: the state is no longer kept.
      row[k] = undefined;
      return st;
    }
    const interfering = interferingOf(a.footprint, t.footprint, barriersOf(), this.zone, a.centre, t.centre);
    st = {
      barriers: interfering,
      shapes: shapesOf(interfering),
      ids: sortedIds(interfering),
      verdict: undefined,
      cutTried: false,
      first: a.footprint,
      fractionFirst: NaN,
      fractionSecond: NaN,
    };
    row[k] = st;
    return st;
  }

  /** The base's number in the pass (given on first sight). */
  private numberOf(end: BaseEnd): number {
    let n = this.numbers.get(end);
    if (n === undefined) {
      n = this.numbers.size;
      this.numbers.set(end, n);
      this.rows.push([]);
    }
    return n;
  }
}

/** The barriers' shapes, in their order. */
function shapesOf(barriers: readonly SightBarrier[]): ErodedShape[] {
  const shapes: ErodedShape[] = new Array(barriers.length);
  for (let k = 0; k < barriers.length; k++) shapes[k] = barriers[k].shape;
  return shapes;
}

/**
 * The barriers' ids in the order of Array.prototype.sort (by UTF-16 code units), each once, a seam
 * standing for both its members (R-5.2): a pair has a handful.
 */
function sortedIds(barriers: readonly SightBarrier[]): string[] {
  const ids: string[] = [];
  for (let k = 0; k < barriers.length; k++) {
    const b = barriers[k];
    if (b.seamOf === undefined) ids.push(b.id);
    else ids.push(b.seamOf[0].id, b.seamOf[1].id);
  }
  sortUnique(ids);
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
