// A site's tangents sorted and packed for the searches.
import type { Tangent } from './sites';

/**
 * A site's tangents sorted once for the searches, packed (SitePack): first the clear ones
 * (`clearCount`, by angle round the site), then the blocked ones in groups, each by angle:
 * group g runs from `groupStart[g]` to `groupStart[g + 1]`, `groupBy[g]` the first obstacle
 * found too close, `groupBy2[g]` a second one that blocks them too (CLEAR if none: of use only
 * to a query that skips the two). A query takes the groups whose blockers it all skips, with one
 * array read per group (no lookup per pair of the obstacles it skips).
 */
export type SiteOut = {
  pack: SitePack;
  clearCount: number;
  groupStart: Int32Array;
  groupBy: Int32Array;
  groupBy2: Int32Array;
  /**
   * The clear tangents that leave the site turning counter-clockwise (`upK`) and clockwise
   * (`downK`): their places in the pack, by angle round the site (`upAng`, `downAng`). A search
   * going round the circle stops only where it may leave it: it finds the next of these by
   * binary search (searchCore's goRound) instead of laying and linking every tangent's nodes.
   */
  upK: Int32Array;
  upAng: Float64Array;
  downK: Int32Array;
  downAng: Float64Array;
  /**
   * Per tangent of the pack, its node leaving the site: the last search that made it, and that
   * node (beside the pack the search reads: no lookup by tangent number across the index).
   */
  depStamp: Int32Array;
  depNode: Int32Array;
};

/**
 * Tangents packed in two typed arrays, read in turn by a search that reaches the site: `f` holds
 * per tangent px, py, qx, qy, angP, angQ, lengthMm (PACK_F numbers), `n` its sites a and b, its
 * number and its four turning senses as bits (PACK_I). One contiguous read per site instead of
 * one object per tangent, scattered in memory.
 */
export type SitePack = { readonly count: number; readonly f: Float64Array; readonly n: Int32Array };
export const PACK_F = 7;
export const PACK_I = 4;
/** Numbers per key in RouteIndex.arcCache. */
export const ARC_STRIDE = 8;

export function packTangents(ts: readonly Tangent[]): SitePack {
  const f = new Float64Array(PACK_F * ts.length);
  const n = new Int32Array(PACK_I * ts.length);
  ts.forEach((t, k) => {
    f.set([t.px, t.py, t.qx, t.qy, t.angP, t.angQ, t.lengthMm], PACK_F * k);
    // A turning sense as a bit: 1 for +1 (counter-clockwise).
    const bits = (t.o0 > 0 ? 1 : 0) | (t.o1 > 0 ? 2 : 0) | (t.o2 > 0 ? 4 : 0) | (t.o3 > 0 ? 8 : 0);
    n.set([t.a, t.b, t.id, bits], PACK_I * k);
  });
  return { count: ts.length, f, n };
}

