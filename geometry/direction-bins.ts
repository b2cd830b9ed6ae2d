// The items around one source point, by direction: `check` asks, for every target, which barriers
// lie in the cone of directions towards it (World.barriersFromView). Scanning every item for every
// target makes the pass grow with the cube of the fighters; with the directions cut into bins, a
// target's cone reads only the few bins it spans. The bins only propose: the caller applies its
// exact tests to each proposed item, in the same nearest-first order as a full scan would
// (candidates), or in any order when the order cannot change its answer (proposals).

/** Bins over the full turn. */
const BINS = 512;
const BIN_RAD = (2 * Math.PI) / BINS;

/**
 * How far beyond its directions an item (or a query's cone) is put in bins, against rounding in
 * the bins' arithmetic: a whole bin each side, or a hair (far above the rounding of an angle,
 * far below a bin) for callers that test each proposal's directions exactly.
 */
export type BinSlack = 'bin' | 'hair';
const HAIR_RAD = 1e-9;

export class DirectionBins {
  /** Bin b lists entries[start[b]] .. entries[start[b + 1] − 1]: places in the nearest-first order, ascending. */
  private readonly start = new Int32Array(BINS + 1);
  private readonly entries: Int32Array;
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
    const counts = this.start;
    for (let m = 0; m < n; m++) {
      const k = byNear[m];
      binRange(dirRad[k], halfRad[k], slack);
      first[m] = RANGE.b0;
      last[m] = RANGE.b1;
      for (let b = RANGE.b0; ; b = (b + 1) % BINS) {
        counts[b + 1]++;
        if (b === RANGE.b1) break;
      }
    }
    for (let b = 0; b < BINS; b++) counts[b + 1] += counts[b];
    this.entries = new Int32Array(counts[BINS]);
    const fill = counts.slice(0, BINS);
    for (let m = 0; m < n; m++) {
      for (let b = first[m]; ; b = (b + 1) % BINS) {
        this.entries[fill[b]++] = m;
        if (b === last[m]) break;
      }
    }
    this.marked = new Uint8Array(n);
  }

  /**
   * candidates() in no particular order: for a caller whose answer does not depend on the order
   * (check's sight sweep: the blocked intervals are merged sorted, the blockers sorted by id).
   */
  proposals(dirRad: number, halfRad: number, limit: number, out: Int32Array): number {
    const count = this.mark(dirRad, halfRad, limit, out);
    for (let i = 0; i < count; i++) this.marked[out[i]] = 0;
    return count;
  }

  /**
   * The places (in the nearest-first order) below `limit` of every item whose directions may meet
   * [dirRad − halfRad, dirRad + halfRad], ascending and each once, written into `out` from 0;
   * returns how many. `out` must hold as many places as there are items.
   */
  candidates(dirRad: number, halfRad: number, limit: number, out: Int32Array): number {
    let count = this.mark(dirRad, halfRad, limit, out);
    // Then put in order: by insertion among a few (the bins' runs are ascending), else by reading
    // the marks between the least and the greatest place (a byte per place: cheaper than sorting many).
    const marked = this.marked;
    if (count <= SORT_MAX) {
      for (let i = 0; i < count; i++) marked[out[i]] = 0;
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
    let least = out[0];
    let greatest = out[0];
    for (let i = 1; i < count; i++) {
      if (out[i] < least) least = out[i];
      if (out[i] > greatest) greatest = out[i];
    }
    count = 0;
    for (let m = least; m <= greatest; m++) {
      if (marked[m] === 0) continue;
      marked[m] = 0;
      out[count++] = m;
    }
    return count;
  }

  /** Each proposed place written once into `out` from 0, as its first bin proposes it, and left marked; returns how many. */
  private mark(dirRad: number, halfRad: number, limit: number, out: Int32Array): number {
    binRange(dirRad, halfRad, this.slack);
    const b0 = RANGE.b0;
    const b1 = RANGE.b1;
    const marked = this.marked;
    const start = this.start;
    const entries = this.entries;
    let count = 0;
    for (let b = b0; ; b = (b + 1) % BINS) {
      for (let e = start[b], end = start[b + 1]; e < end; e++) {
        const m = entries[e];
        // A bin's places ascend: the rest are past the limit too.
        if (m >= limit) break;
        if (marked[m] !== 0) continue;
        marked[m] = 1;
        out[count++] = m;
      }
      if (b === b1) break;
    }
    return count;
  }
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
