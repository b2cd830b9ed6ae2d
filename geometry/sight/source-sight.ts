// A source's pre-measured barriers: every barrier of a table as seen from one sight,
// in flat arrays, and the sweep of a pair read from them; what check() asks of every source.
import { barrierIntervals } from './blocked-directions';
import { ANGLE_EPS } from './intervals';
import { reachOf } from './seen';
import { SHADOW, shadowInto } from './shadows';
import { ALL, ONE, OPEN, SWEPT, TALL, closeSweep, openSweep, takeOne } from './sweep';
import type { BarrierSeen, BarrierTable, SightSummary, SightVerdict } from './types';
import type { Footprint } from '../footprint';
import { type Point, hypot } from '../vec';

/** A shadow not yet worked out, worked out, or without a closed form (shadowOf's null). */
const SHADOW_UNKNOWN = 0;
const SHADOW_SOME = 1;
const SHADOW_NONE = 2;

/** What nearShadow() settles of one barrier: nothing blocked, exactly its shadow, or not settled (barrierIntervals decides). */
const NEAR = { none: 0, shadow: 1, open: 2 } as const;
type Near = (typeof NEAR)[keyof typeof NEAR];

/**
 * Slack, mm, for reading a barrier's nearest and farthest distance off its bounding circle: far
 * above the rounding of coordinates within the scene limits, far below any gap that matters. Only
 * when the circle, so widened, cannot settle a comparison are the exact bounds worked out.
 */
const CIRCLE_SLACK_MM = 1e-6;

/**
 * Every barrier of a BarrierTable as seen from one source point (BarrierSeen, in flat arrays):
 * the direction, distance and angular half-width of its circle at once; its nearest and farthest
 * distance and its shadow as a pair first needs them. summary() is sightSummary's sweep over
 * barriers given by their places in the table, with the same arithmetic, read from these arrays.
 */
export class SourceSight {
  readonly dirRad: Float64Array;
  readonly halfRad: Float64Array;
  readonly distMm: Float64Array;
  /**
   * The bounding circle's nearest and farthest distance with CIRCLE_SLACK_MM to spare, the very
   * sums the tests below would make: most comparisons are settled by these alone.
   */
  private readonly circleNearMm: Float64Array;
  private readonly circleFarMm: Float64Array;
  private readonly seen: (BarrierSeen | undefined)[];
  /** reachOf(barrier k), once asked for (reachKnown[k] = 1). */
  private readonly reachKnown: Uint8Array;
  private readonly nearestMm: Float64Array;
  private readonly farthestMm: Float64Array;
  private readonly shadowState: Uint8Array;
  private readonly shadowLo: Float64Array;
  private readonly shadowHi: Float64Array;
  /** The blockers of the pair in hand, by place. */
  private blocking = new Int32Array(64);
  /** One bit per id rank, all clear between pairs (sortBlockers). */
  private readonly rankBits: Int32Array;
  /** The interval nearShadow() found blocked, when it answers NEAR.shadow. */
  private shadowFrom = 0;
  private shadowTo = 0;

  constructor(
    readonly s: Point,
    readonly table: BarrierTable,
  ) {
    const n = table.barriers.length;
    this.dirRad = new Float64Array(n);
    this.halfRad = new Float64Array(n);
    this.distMm = new Float64Array(n);
    this.circleNearMm = new Float64Array(n);
    this.circleFarMm = new Float64Array(n);
    this.seen = new Array(n);
    this.reachKnown = new Uint8Array(n);
    this.nearestMm = new Float64Array(n);
    this.farthestMm = new Float64Array(n);
    this.shadowState = new Uint8Array(n);
    this.shadowLo = new Float64Array(n);
    this.shadowHi = new Float64Array(n);
    this.rankBits = new Int32Array((n + 31) >> 5);
    for (let k = 0; k < n; k++) {
      // seeBarrier's arithmetic.
      const cx = table.cx[k];
      const cy = table.cy[k];
      const br = table.radiusMm[k];
      const d = hypot(cx - s.x, cy - s.y);
      this.distMm[k] = d;
      this.dirRad[k] = Math.atan2(cy - s.y, cx - s.x);
      this.halfRad[k] = d > br ? Math.asin(br / d) : Math.PI;
      this.circleNearMm[k] = d - br - CIRCLE_SLACK_MM;
      this.circleFarMm[k] = d + br + CIRCLE_SLACK_MM;
    }
  }

  /** Barrier k as seen from the source (made once): seeBarrier's answer, from what is already known of it. */
  seenAt(k: number): BarrierSeen {
    let seen = this.seen[k];
    if (seen === undefined) {
      this.reach(k);
      const shadow =
        this.shadowState[k] === SHADOW_UNKNOWN
          ? undefined
          : this.shadowState[k] === SHADOW_NONE
            ? null
            : ([this.shadowLo[k], this.shadowHi[k]] as [number, number]);
      const radiusMm = this.table.radiusMm[k];
      seen = {
        dirRad: this.dirRad[k],
        halfRad: this.halfRad[k],
        distMm: this.distMm[k],
        radiusMm,
        nearestMm: this.nearestMm[k],
        farthestMm: this.farthestMm[k],
        shadow,
      };
      this.seen[k] = seen;
    }
    return seen;
  }

  /** reachOf(barrier k), kept in nearestMm[k] and farthestMm[k]. */
  private reach(k: number): void {
    if (this.reachKnown[k] === 1) return;
    const [nearestMm, farthestMm] = reachOf(this.s, this.table.barriers[k].shape);
    this.nearestMm[k] = nearestMm;
    this.farthestMm[k] = farthestMm;
    this.reachKnown[k] = 1;
  }

  /** Whether barrier k's nearest point is at least `mm` away (reachOf's bound), read off its circle when it can be. */
  private nearestAtLeast(k: number, mm: number): boolean {
    if (this.circleNearMm[k] >= mm) return true;
    if (this.circleFarMm[k] < mm) return false;
    this.reach(k);
    return this.nearestMm[k] >= mm;
  }

  /** Whether barrier k's farthest point is nearer than `mm` (reachOf's bound), read off its circle when it can be. */
  private farthestBelow(k: number, mm: number): boolean {
    if (this.circleFarMm[k] < mm) return true;
    if (this.circleNearMm[k] >= mm) return false;
    this.reach(k);
    return this.farthestMm[k] < mm;
  }

  /** What the last measure() found: R-5.4's verdict and fraction, and how many blockers (see blockers). */
  verdict: SightVerdict = 'full';
  visibleFraction = 1;
  found = 0;

  /** The last measure()'s blockers: places in the table, blockers[0 .. found), in the order of their ids. */
  get blockers(): Int32Array {
    return this.blocking;
  }

  /**
   * sightSummary of the target through the barriers at places ks[0 .. count) of the table, left in
   * verdict, visibleFraction, found and blockers: barrierIntervals' commonest outcomes (nothing;
   * exactly the shadow of a barrier wholly nearer than the target) read from the flat arrays,
   * every other case handed to barrierIntervals. The order of ks changes nothing: each barrier's
   * intervals are its own, their unions are taken sorted, the blockers are put in id order.
   * Without `fraction` (R-5.6: a target out of view or in contact shows none of it), the
   * fraction is left NaN and not worked out.
   */
  measure(
    sourceSize: number,
    target: Footprint,
    targetSize: number,
    ks: Int32Array,
    count: number,
    nearMm: number,
    tolMm: number,
    fraction = true,
  ): void {
    this.found = 0;
    if (nearMm <= tolMm) {
      this.verdict = 'full';
      this.visibleFraction = 1;
      return;
    }
    openSweep(this.s, target);
    const { fr, lo, hi, minX, minY, maxX, maxY, farMm } = OPEN;
    const t = this.table;
    const box = t.box;
    let found = 0;
    for (let i = 0; i < count; i++) {
      const k = ks[i];
      if (
        t.empty[k] === 1 ||
        box[4 * k] > maxX ||
        box[4 * k + 2] < minX ||
        box[4 * k + 1] > maxY ||
        box[4 * k + 3] < minY
      )
        continue;
      const near = this.nearShadow(k, lo, hi, nearMm, farMm);
      if (near === NEAR.none) continue;
      const tallEnough = t.size[k] >= sourceSize && t.size[k] >= targetSize;
      if (near === NEAR.shadow) {
        // One interval: ONE.measure() would be exactly its length.
        if (!(this.shadowTo - this.shadowFrom > ANGLE_EPS)) continue;
        ALL.push(this.shadowFrom, this.shadowTo);
        if (tallEnough) TALL.push(this.shadowFrom, this.shadowTo);
      } else {
        ONE.n = 0;
        barrierIntervals(fr, t.barriers[k], target, lo, hi, nearMm, farMm, this.seenAt(k), ONE);
        if (ONE.measure() <= ANGLE_EPS) continue;
        takeOne(tallEnough);
      }
      if (found + 2 > this.blocking.length) {
        const more = new Int32Array(2 * found + 2);
        more.set(this.blocking);
        this.blocking = more;
      }
      // By rank, so that they are put in id order by comparing numbers (sortBlockers); a seam
      // stands for both its members, each named once.
      const seamFirst = t.seamRanks[2 * k];
      if (seamFirst < 0) this.blocking[found++] = t.idRank[k];
      else {
        this.blocking[found++] = seamFirst;
        this.blocking[found++] = t.seamRanks[2 * k + 1];
      }
    }
    closeSweep(fraction);
    this.verdict = SWEPT.verdict;
    this.visibleFraction = SWEPT.visibleFraction;
    this.found = found;
    this.sortBlockers();
  }

  /** measure(), answered as sightSummary answers. */
  summary(
    sourceSize: number,
    target: Footprint,
    targetSize: number,
    ks: Int32Array,
    count: number,
    nearMm: number,
    tolMm: number,
  ): SightSummary {
    this.measure(sourceSize, target, targetSize, ks, count, nearMm, tolMm);
    const ids: string[] = new Array(this.found);
    for (let i = 0; i < this.found; i++) ids[i] = this.table.barriers[this.blocking[i]].id;
    return { verdict: this.verdict, visibleFraction: this.visibleFraction, blockerIds: ids };
  }

  /**
   * barrierIntervals(barrier k) where it ends early: it would block nothing (NEAR.none), or
   * exactly its shadow [shadowFrom, shadowTo] (NEAR.shadow); NEAR.open when barrierIntervals
   * must decide.
   */
  private nearShadow(k: number, lo: number, hi: number, nearMm: number, farMm: number): Near {
    if (this.nearestAtLeast(k, farMm)) return NEAR.none;
    // halfRad is π exactly when the source is not outside the circle (asin never reaches it).
    const half = this.halfRad[k];
    if (half === Math.PI) return NEAR.open;
    let a = this.dirRad[k] - OPEN.fr.baseRad;
    if (a > Math.PI) a -= 2 * Math.PI;
    else if (a <= -Math.PI) a += 2 * Math.PI;
    if (a + half <= lo || a - half >= hi) return NEAR.none;
    if (Math.abs(a) + half >= Math.PI) return NEAR.open;
    if (this.shadowState[k] === SHADOW_UNKNOWN) this.workOutShadow(k);
    if (this.shadowState[k] === SHADOW_NONE) return NEAR.open;
    const x0 = Math.max(lo, a + this.shadowLo[k]);
    const x1 = Math.min(hi, a + this.shadowHi[k]);
    if (x1 <= x0) return NEAR.none;
    if (!this.farthestBelow(k, nearMm)) return NEAR.open;
    this.shadowFrom = x0;
    this.shadowTo = x1;
    return NEAR.shadow;
  }

  /**
   * Barrier k's shadow into shadowLo[k], shadowHi[k], or SHADOW_NONE: shadowOf's arithmetic
   * (dirRad[k] is seeBarrier's direction). Apart from nearShadow(), which stays small enough for
   * the compiler to inline into measure()'s loop.
   */
  private workOutShadow(k: number): void {
    const some = shadowInto(this.s, this.table.barriers[k].shape, this.dirRad[k]);
    this.shadowState[k] = some ? SHADOW_SOME : SHADOW_NONE;
    if (some) {
      this.shadowLo[k] = SHADOW.lo;
      this.shadowHi[k] = SHADOW.hi;
    }
  }

  /**
   * blockers[0 .. found), held as id ranks, put in the order of the ids (sightSummary's sortUnique)
   * and made places: each rank's bit set in rankBits, then the bits read back in order. A pair's
   * ranks come in no order, and an insertion sort mispredicts a branch at nearly every one. A rank
   * met twice (a seam's member that also blocks on its own, R-5.2) is named once.
   */
  private sortBlockers(): void {
    const b = this.blocking;
    const bits = this.rankBits;
    let lo = bits.length;
    let hi = -1;
    for (let i = 0; i < this.found; i++) {
      const w = b[i] >> 5;
      bits[w] |= 1 << (b[i] & 31);
      if (w < lo) lo = w;
      if (w > hi) hi = w;
    }
    const byRank = this.table.byRank;
    let c = 0;
    for (let w = lo; w <= hi; w++) {
      let word = bits[w];
      bits[w] = 0;
      while (word !== 0) {
        const lowest = word & -word;
        b[c++] = byRank[(w << 5) | (31 - Math.clz32(lowest))];
        word ^= lowest;
      }
    }
    this.found = c;
  }
}
