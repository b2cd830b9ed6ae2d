// a source's view for the pass: every barrier pre-measured from its sight (SourceSight), in
// order of distance and by direction, so that each target reads only the barriers in its cone.
import { SourceSight } from '../sight';
import { DirectionBins } from './direction-bins';
import { ItemKind } from './items';
import { orderByKey } from './order-by-key';
import { seamCounts } from './seams';
import type { FighterEntry, SourceView, ViewItems } from './types';

/**
 * Everything one source needs to pick its barriers quickly: each barrier's bounding circle as
 * seen from the sight (direction, angular half-width, nearest and farthest distance). Used by
 * `check`, where one source meets every target; the rbush query serves single pairs. `items`
 * are the index's items, targets among them.
 */
export function sourceView(ea: FighterEntry, v: ViewItems): SourceView {
  const n = v.items.length;
  const sight = new SourceSight(ea.sight, v.table);
  const nearMm = new Float64Array(n);
  const farMm = new Float64Array(n);
  const byNear = new Int32Array(n);
  const empty = v.table.empty;
  for (let k = 0; k < n; k++) {
    // a base eroded by τ to nothing cuts no line: put beyond every target, never proposed
    // (a thousand bases stacked on one spot, valid only with τ over their size, cost no sweep).
    nearMm[k] = empty[k] === 1 ? Infinity : sight.distMm[k] - v.radiusMm[k];
    farMm[k] = sight.distMm[k] + v.radiusMm[k];
  }
  // The order among equal distances changes nothing: the barriers below the target's farthest
  // are the same set whichever comes first, and the sweep does not depend on their order.
  orderByKey(nearMm, byNear);
  // Each proposal's directions are tested exactly (barriersFromView): a hair of slack is enough.
  const bins = new DirectionBins(sight.dirRad, sight.halfRad, byNear, 'hair');
  const ka = v.items.indexOf(ea.item);
  return {
    s: ea.sight,
    items: v.items,
    sight,
    nearMm,
    farMm,
    byNear,
    bins,
    places: new Int32Array(n),
    picked: new Int32Array(n),
    ka,
    kinds: v.kinds,
    seamMembers: v.seamMembers,
    sceneryCount: v.sceneryCount,
  };
}

/**
 * The barriers from a source view that can cut a line to eb (items[kb]): within reach and
 * within the cone. Their places in the view's items are written into view.picked from 0, in
 * no particular order; returns how many.
 */
export function barriersFromView(view: SourceView, ea: FighterEntry, eb: FighterEntry, kb: number): number {
  if (ea.level === 1 || eb.level === 1) return 0;
  const { nearMm, byNear } = view;
  const { dirRad, halfRad } = view.sight;
  const farMm = view.farMm[kb];
  const halfT = halfRad[kb];
  const dirT = dirRad[kb];
  let count = 0;
  // The bins propose the items whose directions may meet the target's, up to the first one
  // (nearest first) whose nearest point lies beyond the target's farthest; in no order, as the
  // sweep's answer does not depend on it (SourceSight.measure).
  let limit = 0;
  for (let hi = byNear.length; limit < hi;) {
    const mid = (limit + hi) >> 1;
    if (nearMm[byNear[mid]] < farMm) limit = mid + 1;
    else hi = mid;
  }
  const proposed = view.bins.proposals(dirT, halfT, limit, view.places);
  const { places, picked, kinds, seamMembers, ka, sceneryCount } = view;
  const barriers = view.sight.table.barriers;
  // only scenery a fighter stands on is left out: most fighters stand on none.
  const stood = ea.standsOnAny || eb.standsOnAny;
  for (let c = 0; c < proposed; c++) {
    const k = byNear[places[c]];
    let diff = Math.abs(dirRad[k] - dirT);
    if (diff > Math.PI) diff = 2 * Math.PI - diff;
    if (diff > halfRad[k] + halfT) continue;
    const kind = kinds[k];
    if (kind === ItemKind.flyer || k === ka || k === kb) continue;
    if (stood && k < sceneryCount && kind === ItemKind.scenery) {
      const id = barriers[k].id;
      if (ea.standsOn.has(id) || eb.standsOn.has(id)) continue;
    }
    // a seam counts when both its members are barriers of the pair.
    if (kind === ItemKind.seam) {
      const m0 = seamMembers[2 * k];
      const m1 = seamMembers[2 * k + 1];
      if (m0 === ka || m0 === kb || m1 === ka || m1 === kb) continue;
      if (stood && !seamCounts(barriers[k], ea, eb)) continue;
    }
    picked[count++] = k;
  }
  return count;
}
