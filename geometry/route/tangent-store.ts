// The route index's tangents in typed arrays: no object, and no boxed number, per tangent.
import { lengthOf } from './clearance';
import { ENDS, type Site, UNKNOWN, endsXY, tangentEnds, turnBits } from './sites';

/** Numbers per tangent in TangentStore.f: px, py, qx, qy, angP, angQ, lengthMm (the layout of a SitePack's). */
export const TF = 7;
/** Integers per tangent in TangentStore.n: sites a and b (a −1 once gone), blocker, second blocker, turning bits, key (TangentStore.keyOf). */
export const TI = 6;

/**
 * Every common tangent the index has made between two of its sites, from p on site a to q on
 * site b, numbered in the order made. Its
 * blockers as a Tangent's (`blocker`, `blocker2`: CLEAR, an obstacle's slot, OFF_TABLE or
 * UNKNOWN). A site's tangents are a list of numbers (RouteIndex.visOf): a search reads them
 * packed (pack.ts), never one by one.
 */
export class TangentStore {
  count = 0;
  /** Keys given so far (keyOf). */
  keys = 0;
  f = new Float64Array(TF * 1024);
  n = new Int32Array(TI * 1024);

  /** The tangents of sites lo and hi (lo < hi: the order tangentsOf makes them in), added: the number of the first, and how many. */
  addPair(lo: number, slo: Site, hi: number, shi: Site): number {
    const k = tangentEnds(slo, shi, endsXY);
    const first = this.count;
    if (this.count + k > this.n.length / TI) this.grow(Math.ceil(1.5 * (this.count + k)));
    const f = this.f;
    const n = this.n;
    for (let m = 0; m < k; m++) {
      const e = ENDS * m;
      const t = this.count++;
      const px = endsXY[e];
      const py = endsXY[e + 1];
      const qx = endsXY[e + 2];
      const qy = endsXY[e + 3];
      f[TF * t] = px;
      f[TF * t + 1] = py;
      f[TF * t + 2] = qx;
      f[TF * t + 3] = qy;
      f[TF * t + 4] = endsXY[e + 4];
      f[TF * t + 5] = endsXY[e + 5];
      f[TF * t + 6] = lengthOf(px, py, qx, qy);
      n[TI * t] = lo;
      n[TI * t + 1] = hi;
      n[TI * t + 2] = UNKNOWN;
      n[TI * t + 3] = UNKNOWN;
      n[TI * t + 4] = turnBits(slo, shi, px, py, qx, qy);
      n[TI * t + 5] = -1;
    }
    return first;
  }

  a(t: number): number {
    return this.n[TI * t];
  }
  b(t: number): number {
    return this.n[TI * t + 1];
  }
  blocker(t: number): number {
    return this.n[TI * t + 2];
  }
  setBlocker(t: number, k: number): void {
    this.n[TI * t + 2] = k;
  }
  blocker2(t: number): number {
    return this.n[TI * t + 3];
  }
  setBlocker2(t: number, k: number): void {
    this.n[TI * t + 3] = k;
  }
  /**
   * Tangent t's number in the sites' packs, given when first packed: the packed ones (clear, or
   * taken by a query skipping their blocker) are few, and the arc cache is indexed by it.
   */
  keyOf(t: number): number {
    let key = this.n[TI * t + 5];
    if (key < 0) {
      key = this.keys++;
      this.n[TI * t + 5] = key;
    }
    return key;
  }

  /** Gone with one of its sites: passed over from now on. */
  drop(t: number): void {
    this.n[TI * t] = -1;
  }

  /** The angle of tangent t's end on site i, round its centre. */
  angleAt(t: number, i: number): number {
    return this.f[TF * t + (this.n[TI * t] === i ? 4 : 5)];
  }

  /** Does tangent t leave site i turning counter-clockwise (its node leaving a, bit 0; leaving b, bit 2)? */
  leavesUp(t: number, i: number): boolean {
    return (this.n[TI * t + 4] & (this.n[TI * t] === i ? 1 : 4)) !== 0;
  }

  private grow(count: number): void {
    const f = new Float64Array(TF * count);
    f.set(this.f);
    this.f = f;
    const n = new Int32Array(TI * count);
    n.set(this.n);
    this.n = n;
  }
}
