// The items of a pass: the barrier index's items (scenery first, then the fighters) with their
// bounding circles, measured once per pass, and what the scan of a million pairs reads of each.
import { type SightBarrier, barrierTable } from '../sight';
import type { IndexItem, ViewItems } from './types';

/**
 * What an item can be between two fighters of level 0: scenery, a fighter of level
 * 0, no barrier (a flyer), or the seam of two touching barriers.
 */
export const ItemKind = { scenery: 0, fighter: 1, flyer: 2, seam: 3 } as const;

/** The items of a source view (the index's items) with their bounding circles. */
export function viewItems(items: readonly IndexItem[]): ViewItems {
  const n = items.length;
  const table = barrierTable(items.map((h) => h.barrier));
  const v: ViewItems = {
    items,
    cx: table.cx,
    cy: table.cy,
    radiusMm: table.radiusMm,
    table,
    kinds: new Uint8Array(n),
    seamMembers: new Int32Array(2 * n).fill(-1),
    sceneryCount: 0,
  };
  const place = new Map<SightBarrier, number>();
  items.forEach((h, k) => place.set(h.barrier, k));
  for (let k = 0; k < n; k++) {
    const h = items[k];
    v.kinds[k] = h.fighter === undefined ? ItemKind.scenery : h.level === 0 ? ItemKind.fighter : ItemKind.flyer;
    if (h.fighter === undefined && h.barrier.seamOf === undefined && v.sceneryCount === k) v.sceneryCount = k + 1;
    if (h.barrier.seamOf === undefined) continue;
    v.kinds[k] = ItemKind.seam;
    v.seamMembers[2 * k] = place.get(h.barrier.seamOf[0]) ?? -1;
    v.seamMembers[2 * k + 1] = place.get(h.barrier.seamOf[1]) ?? -1;
  }
  return v;
}
