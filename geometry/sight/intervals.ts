// Angular intervals: the blocked directions of a pair as relative-angle intervals
// in flat scratch arrays, their measure and union; and the small in-place sort the sweep uses.

/** Angular measure (rad) below which an interval counts as empty: floating-point slack only. */
export const ANGLE_EPS = 1e-12;
/**
 * Relative-angle intervals in flat scratch arrays. The sweep reuses three of them from call to
 * call, so a pair allocates nothing per barrier: check() runs thousands of pairs per pass.
 */
export class Intervals {
  from = new Float64Array(64);
  to = new Float64Array(64);
  n = 0;

  push(a: number, b: number): void {
    if (this.n === this.from.length) {
      const from = new Float64Array(this.n * 2);
      const to = new Float64Array(this.n * 2);
      from.set(this.from);
      to.set(this.to);
      this.from = from;
      this.to = to;
    }
    this.from[this.n] = a;
    this.to[this.n] = b;
    this.n++;
  }

  /** Append [a, b], or extend the last interval when it ends exactly at a (adjacent cells). */
  pushJoined(a: number, b: number): void {
    if (this.n > 0 && this.to[this.n - 1] === a) this.to[this.n - 1] = b;
    else this.push(a, b);
  }

  /** The longest interval's length (0 when none). */
  longest(): number {
    let m = 0;
    for (let i = 0; i < this.n; i++) if (this.to[i] - this.from[i] > m) m = this.to[i] - this.from[i];
    return m;
  }

  /** Sum of the lengths, in order. */
  measure(): number {
    let m = 0;
    for (let i = 0; i < this.n; i++) m += this.to[i] - this.from[i];
    return m;
  }

  /**
   * unionMeasure() of intervals that all lie within [lo, hi]: when one of them is the whole of
   * [lo, hi], the sorted merge starts at lo and never ends before hi, so its measure is exactly
   * hi − lo, with no sort (a distant target is often wholly hidden by one nearer barrier). The
   * intervals are then left in their order.
   */
  unionMeasureWithin(lo: number, hi: number): number {
    for (let i = 0; i < this.n; i++) if (this.from[i] === lo && this.to[i] === hi) return hi - lo;
    return this.unionMeasure();
  }

  /**
   * Measure of the union: sorted by start in place (insertion sort: a pair has a handful of
   * intervals), merged when they meet within ANGLE_EPS, the merged lengths summed left to right.
   * The order among equal starts cannot change the merged intervals, so neither the sum.
   */
  unionMeasure(): number {
    const from = this.from;
    const to = this.to;
    const n = this.n;
    if (n === 0) return 0;
    this.sortByStart();
    let m = 0;
    let lastFrom = from[0];
    let lastTo = to[0];
    for (let i = 1; i < n; i++) {
      if (from[i] <= lastTo + ANGLE_EPS) {
        if (to[i] > lastTo) lastTo = to[i];
      } else {
        m += lastTo - lastFrom;
        lastFrom = from[i];
        lastTo = to[i];
      }
    }
    return m + (lastTo - lastFrom);
  }

  /** Sorted by start in place, by insertion (few intervals, often nearly in order). */
  sortByStart(): void {
    const from = this.from;
    const to = this.to;
    for (let i = 1; i < this.n; i++) {
      const a = from[i];
      const b = to[i];
      let k = i - 1;
      while (k >= 0 && from[k] > a) {
        from[k + 1] = from[k];
        to[k + 1] = to[k];
        k--;
      }
      from[k + 1] = a;
      to[k + 1] = b;
    }
  }
}

/**
 * Sort numbers or strings ascending in place. Insertion sort: a few dozen items at most (critical
 * directions, a pair's blockers), and Array#sort allocates on every call.
 */
export function sortInPlace<T extends number | string>(a: T[]): void {
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    let k = i - 1;
    while (k >= 0 && a[k] > x) {
      a[k + 1] = a[k];
      k--;
    }
    a[k + 1] = x;
  }
}

/** sortInPlace, then each value kept once: a seam's members may block on their own too. */
export function sortUnique<T extends number | string>(a: T[]): void {
  sortInPlace(a);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (n === 0 || a[i] !== a[n - 1]) a[n++] = a[i];
  a.length = n;
}
