// Barriers in flat arrays for check(): a million pairs read each barrier's box, size and
// shape kind, and a blocker's rank among the ids, without touching the barrier objects.
import { barrierCircle } from './seen';
import type { BarrierTable, SightBarrier } from './types';

/** Barriers by id, as blockers are listed. */
export const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export function barrierTable(barriers: readonly SightBarrier[]): BarrierTable {
  const n = barriers.length;
  const t = {
    barriers,
    cx: new Float64Array(n),
    cy: new Float64Array(n),
    radiusMm: new Float64Array(n),
    box: new Float64Array(4 * n),
    size: new Float64Array(n),
    empty: new Uint8Array(n),
    idRank: new Int32Array(n),
    byRank: new Int32Array(n),
  };
  for (let k = 0; k < n; k++) {
    const b = barriers[k];
    const c = barrierCircle(b);
    t.cx[k] = c.x;
    t.cy[k] = c.y;
    t.radiusMm[k] = c.radiusMm;
    t.box.set([b.bbox.minX, b.bbox.minY, b.bbox.maxX, b.bbox.maxY], 4 * k);
    t.size[k] = b.size;
    t.empty[k] = b.shape.kind === 'empty' ? 1 : 0;
  }
  // The ids' order is sortInPlace's (string `>`): equal ids, if any, print the same either way.
  const order = Array.from({ length: n }, (_, k) => k).sort((x, y) => byId(barriers[x], barriers[y]));
  for (let r = 0; r < n; r++) {
    t.idRank[order[r]] = r;
    t.byRank[r] = order[r];
  }
  return { ...t, seamRanks: seamRanksOf(barriers, t.idRank) };
}

/**
 * each seam's members by rank (2k and 2k + 1; −1 for a barrier that is no seam): a line
 * through a seam is cut by both members, which are named as its blockers. A member missing from
 * the table cannot be named: the table must hold every seam's members.
 */
function seamRanksOf(barriers: readonly SightBarrier[], idRank: Int32Array): Int32Array {
  const place = new Map<SightBarrier, number>();
  barriers.forEach((b, k) => place.set(b, k));
  const ranks = new Int32Array(2 * barriers.length).fill(-1);
  barriers.forEach((b, k) => {
    if (b.seamOf === undefined) return;
    for (let m = 0; m < 2; m++) {
      const at = place.get(b.seamOf[m]);
      if (at === undefined) throw new Error(`barrier table: seam "${b.id}" without its member "${b.seamOf[m].id}"`);
      ranks[2 * k + m] = idRank[at];
    }
  });
  return ranks;
}
