// A site's tangents sorted and packed for the searches.
import { TF, TI, type TangentStore } from './tangent-store';

/**
 * A site's tangents sorted once for the searches, packed (SitePack): first its clear ones
 * (`clearCount`, by angle round the site), then, appended the first time a query skips their
 * first blocker, those it blocks (`blocked`): most blocked tangents are never taken.
 */
export type SiteOut = {
  pack: SitePack;
  clearCount: number;
  /**
   * The first blockers of the site's blocked tangents, in order (a query finds those it skips by
   * binary search); per blocker, its tangents (their numbers in the index's store, in the order
   * the pairs were made), and once a query has skipped it, their groups packed (RouteIndex.blockedGroups).
   */
  firstBy: Int32Array;
  firstLists: number[][];
  blocked: (BlockedGroups | null)[];
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
 * A site's tangents whose first blocker (the first obstacle found closer than the clearance) is
 * one obstacle, in groups by the second (`by2[g]`, CLEAR if none: of use only to a query that
 * skips the two), each by angle round the site: group g at places `start[g]` to `start[g + 1]`
 * of the site's pack. A query takes the groups whose blockers it all skips.
 */
export type BlockedGroups = { readonly by2: Int32Array; readonly start: Int32Array };

/**
 * Tangents packed in two typed arrays, read in turn by a search that reaches the site: `f` holds
 * per tangent px, py, qx, qy, angP, angQ, lengthMm (PACK_F numbers), `n` its sites a and b, its
 * key (TangentStore.keyOf) and its four turning senses as bits (PACK_I). One contiguous read per
 * site instead of one object per tangent, scattered in memory.
 */
export type SitePack = { count: number; f: Float64Array; n: Int32Array };
export const PACK_F = 7;
export const PACK_I = 4;
/** Numbers per key in RouteIndex.arcCache. */
export const ARC_STRIDE = 8;

export function packTangents(st: TangentStore, ts: readonly number[]): SitePack {
  const pack = { count: 0, f: new Float64Array(PACK_F * ts.length), n: new Int32Array(PACK_I * ts.length) };
  appendTangents(pack, st, ts);
  return pack;
}

/** Tangents of the store appended to a pack (its arrays grown: readers take them from the pack afresh). */
export function appendTangents(pack: SitePack, st: TangentStore, ts: readonly number[]): void {
  const count = pack.count + ts.length;
  if (PACK_F * count > pack.f.length) {
    const f = new Float64Array(PACK_F * 2 * count);
    f.set(pack.f);
    pack.f = f;
    const n = new Int32Array(PACK_I * 2 * count);
    n.set(pack.n);
    pack.n = n;
  }
  ts.forEach((t, i) => {
    const k = pack.count + i;
    // The store's numbers are the pack's (TF = PACK_F): px, py, qx, qy, angP, angQ, lengthMm.
    pack.f.set(st.f.subarray(TF * t, TF * t + PACK_F), PACK_F * k);
    // Sites a and b, the tangent's key, its turning senses as bits.
    pack.n[PACK_I * k] = st.n[TI * t];
    pack.n[PACK_I * k + 1] = st.n[TI * t + 1];
    pack.n[PACK_I * k + 2] = st.keyOf(t);
    pack.n[PACK_I * k + 3] = st.n[TI * t + 4];
  });
  pack.count = count;
}
