// The items around one source point, by direction: `check` asks, for every target, which barriers
// lie in the cone of directions towards it (barriersFromView, source-view.ts). Scanning every item for every
// target makes the pass grow with the cube of the fighters; with the directions cut into bins, a
// target's cone reads only the few bins it spans. An item near the source spans many bins: each
// bin past the cone's first lists it only where it begins, so a cone meets it once, not once per
// bin. The bins only propose: the caller applies its exact tests to each proposed item, in the
// same nearest-first order as a full scan would (candidates), or in any order when the order
// cannot change its answer (proposals).
import type { BinSlack } from './types';

/** Bins over the full turn. */
const BINS = 512;
const BIN_RAD = (2 * Math.PI) / BINS;
const HALF_BINS = BINS / 2;

const HAIR_RAD = 1e-9;

export class DirectionBins {
  /** Bin b lists entries[start[b]] .. entries[start[b + 1] − 1]: places in the nearest-first order, ascending. */
  private readonly start = new Int32Array(BINS + 1);
  private readonly entries: Int32Array;
  /** The same for each item in its first bin only (going round counter-clockwise) instead of in all of them. */
  private readonly firstStart = new Int32Array(BINS + 1);
  private readonly firstEntries: Int32Array;
  /** The places of the items over more than half the bins, ascending: listed in no bin, proposed to every query. */
  private readonly wide: Int32Array;
  /** Per place, whether the query in hand proposed it (all clear between queries). */
  private readonly marked: Uint8Array;

  /**
   * `dirRad[k]`, `halfRad[k]`: item k's directions are within halfRad of dirRad (halfRad ≥ π:
   * every direction); `byNear`: the items in nearest-first order (an item's place is its index there).
   */
  constructor(
    dirRad: Float64Array,
    halfRad: Float64Array,
    byNear: Int32Array,
    private readonly slack: BinSlack = 'bin',
  ) {
    const n = byNear.length;
    // Each item's bins, worked out once for the count and the fill (a source view has a thousand items).
    const first = new Int32Array(n);
    const last = new Int32Array(n);
    const wide: number[] = [];
    const counts = this.start;
    for (let m = 0; m < n; m++) {
      const k = byNear[m];
      binRange(dirRad[k], halfRad[k], slack);
      if (binsIn(RANGE.b0, RANGE.b1) > HALF_BINS) {
        first[m] = -1;
        wide.push(m);
        continue;
      }
      first[m] = RANGE.b0;
      last[m] = RANGE.b1;
      this.firstStart[RANGE.b0 + 1]++;
      for (let b = RANGE.b0; ; b = (b + 1) % BINS) {
        counts[b + 1]++;
        if (b === RANGE.b1) break;
      }
    }
    for (let b = 0; b < BINS; b++) {
      counts[b + 1] += counts[b];
      this.firstStart[b + 1] += this.firstStart[b];
    }
    this.entries = new Int32Array(counts[BINS]);
    this.firstEntries = new Int32Array(this.firstStart[BINS]);
    const fill = counts.slice(0, BINS);
    const firstFill = this.firstStart.slice(0, BINS);
    for (let m = 0; m < n; m++) {
      if (first[m] < 0) continue;
      this.firstEntries[firstFill[first[m]]++] = m;
      for (let b = first[m]; ; b = (b + 1) % BINS) {
        this.entries[fill[b]++] = m;
        if (b === last[m]) break;
      }
    }
    this.wide = Int32Array.from(wide);
    this.marked = new Uint8Array(n);
  }

  /**
   * candidates() in no particular order: for a caller whose answer does not depend on the order
   * (check's sight sweep: the blocked intervals are merged sorted, the blockers sorted by id).
   */
  proposals(dirRad: number, halfRad: number, limit: number, out: Int32Array): number {
    return this.collect(dirRad, halfRad, limit, out);
  }

  /**
   * The places (in the nearest-first order) below `limit` of every item whose directions may meet
   * [dirRad − halfRad, dirRad + halfRad], ascending and each once, written into `out` from 0;
   * returns how many. `out` must hold as many places as there are items.
   */
  candidates(dirRad: number, halfRad: number, limit: number, out: Int32Array): number {
    const count = this.collect(dirRad, halfRad, limit, out);
    // By insertion among a few (the bins' runs are ascending), else by the typed array's sort.
    if (count > SORT_MAX) {
      out.subarray(0, count).sort();
      return count;
    }
    for (let i = 1; i < count; i++) {
      const m = out[i];
      let k = i - 1;
      while (k >= 0 && out[k] > m) {
        out[k + 1] = out[k];
        k--;
      }
      out[k + 1] = m;
    }
    return count;
  }

  /**
   * Each proposed place written once into `out` from 0; returns how many. An item is proposed
   * from the first of the query's bins that lists it: the query's first bin (every item in it),
   * or further on the item's own first bin. Two ranges of bins each within half the turn meet in
   * one run of bins, so this finds each item once; a wider query reads every bin and marks.
   */
  private collect(dirRad: number, halfRad: number, limit: number, out: Int32Array): number {
    binRange(dirRad, halfRad, this.slack);
    const b0 = RANGE.b0;
    const b1 = RANGE.b1;
    let count = 0;
    const wide = this.wide;
    // Ascending places: the rest are past the limit too.
    for (let i = 0; i < wide.length && wide[i] < limit; i++) out[count++] = wide[i];
    if (binsIn(b0, b1) > HALF_BINS) return this.collectMarked(b0, b1, limit, out, count);
    const entries = this.entries;
    for (let e = this.start[b0], end = this.start[b0 + 1]; e < end; e++) {
      const m = entries[e];
      if (m >= limit) break;
      out[count++] = m;
    }
    if (b0 === b1) return count;
    const firstStart = this.firstStart;
    const firstEntries = this.firstEntries;
    for (let b = (b0 + 1) % BINS; ; b = (b + 1) % BINS) {
      for (let e = firstStart[b], end = firstStart[b + 1]; e < end; e++) {
        const m = firstEntries[e];
        if (m >= limit) break;
        out[count++] = m;
      }
      if (b === b1) break;
    }
    return count;
  }

  /** collect() for a query over more than half the bins: every bin of [b0, b1] read, each place taken the first time it is met. */
  private collectMarked(b0: number, b1: number, limit: number, out: Int32Array, from: number): number {
    const marked = this.marked;
    const start = this.start;
    const entries = this.entries;
    let count = from;
    for (let b = b0; ; b = (b + 1) % BINS) {
      for (let e = start[b], end = start[b + 1]; e < end; e++) {
        const m = entries[e];
        if (m >= limit) break;
        if (marked[m] !== 0) continue;
        marked[m] = 1;
        out[count++] = m;
      }
      if (b === b1) break;
    }
    for (let i = from; i < count; i++) marked[out[i]] = 0;
    return count;
  }
}

/** How many bins the cyclic range [b0, b1] holds. */
function binsIn(b0: number, b1: number): number {
  return ((b1 - b0 + BINS) % BINS) + 1;
}

/** Up to this many places proposed, candidates() sorts them by insertion; beyond, it reads the marks. */
const SORT_MAX = 48;

/** What binRange() leaves for its caller to read at once (a million queries a check: no array each). */
const RANGE = { b0: 0, b1: 0 };

/** The bins [b0, b1] (cyclic) holding [dir − half, dir + half], widened by the slack each side: left in RANGE. */
function binRange(dirRad: number, halfRad: number, slack: BinSlack): void {
  RANGE.b0 = 0;
  RANGE.b1 = BINS - 1;
  if (!(halfRad < Math.PI - 2 * BIN_RAD)) return;
  let lo: number;
  let hi: number;
  if (slack === 'bin') {
    lo = Math.floor((dirRad - halfRad + Math.PI) / BIN_RAD) - 1;
    hi = Math.floor((dirRad + halfRad + Math.PI) / BIN_RAD) + 1;
  } else {
    lo = Math.floor((dirRad - halfRad - HAIR_RAD + Math.PI) / BIN_RAD);
    hi = Math.floor((dirRad + halfRad + HAIR_RAD + Math.PI) / BIN_RAD);
  }
  if (hi - lo + 1 >= BINS) return;
  RANGE.b0 = ((lo % BINS) + BINS) % BINS;
  RANGE.b1 = ((hi % BINS) + BINS) % BINS;
}
