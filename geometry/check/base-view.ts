// a source's base view for the pass: the items around its base centre, nearest first, each
// widened by the largest base's reach, so that a pair reads only the barriers near its zone.
import type { SightBarrier } from '../sight';
import { hypot } from '../vec';
import { ItemKind } from './items';
import { orderByKey } from './order-by-key';
import { seamCounts } from './seams';
import type { BaseView, FighterEntry, IndexItem, ViewItems } from './types';

/** the base view of `ea` for check(); `reachMm` is at least every base's reach from its centre. */
export function baseView(ea: FighterEntry, v: ViewItems, reachMm: number, reuse?: BaseView): BaseView {
  const centre = ea.baseEnd.centre;
  const n = v.items.length;
  // A source's view lives until the next source's: the next one writes into its arrays.
  const view = reuse !== undefined && reuse.items === v.items ? reuse : newBaseView(v.items);
  view.centre = centre;
  const { key, order, distMm } = view;
  for (let k = 0; k < n; k++) {
    distMm[k] = hypot(v.cx[k] - centre.x, v.cy[k] - centre.y);
    // A hair wider than the reach, against rounding: the view may only propose too much. A base
    // eroded by τ to nothing is no barrier: beyond every zone, never proposed.
    key[k] = v.table.empty[k] === 1 ? Infinity : distMm[k] - (v.radiusMm[k] + reachMm + 1e-3);
  }
  orderByNear(key, order);
  for (let c = 0; c < n; c++) {
    const k = order[c];
    const d = distMm[k];
    const r = v.radiusMm[k] + reachMm + 1e-3;
    view.dirRad[c] = Math.atan2(v.cy[k] - centre.y, v.cx[k] - centre.x);
    view.halfRad[c] = d > r ? Math.asin(r / d) : Math.PI;
    view.nearMm[c] = key[k];
    view.kinds[c] = v.kinds[k];
    view.placed[c] = v.items[k];
    view.barriers[c] = v.items[k].barrier;
  }
  return view;
}

/**
 * The barriers between two bases (World.barriersBetween asks the index for them) read from the
 * base view of `ea`: every barrier whose bounding circle comes within the reach of the segment
 * between the centres (those that can meet the zone), with the same exclusions,
 * nearest first.
 */
export function barriersAlong(view: BaseView, ea: FighterEntry, eb: FighterEntry): SightBarrier[] {
  if (ea.spec.level === 1 || eb.spec.level === 1) return [];
  const to = eb.baseEnd.centre;
  const lengthMm = hypot(to.x - view.centre.x, to.y - view.centre.y);
  const { nearMm, dirRad, halfRad, kinds, placed } = view;
  let limit = 0;
  for (let hi = nearMm.length; limit < hi;) {
    const mid = (limit + hi) >> 1;
    if (nearMm[mid] <= lengthMm) limit = mid + 1;
    else hi = mid;
  }
  // A source asks about half its targets (the pair's other direction reuses the answer): a scan
  // of the nearer items by direction costs less than binning them all for each source.
  const dir = Math.atan2(to.y - view.centre.y, to.x - view.centre.x);
  const out: SightBarrier[] = [];
  for (let c = 0; c < limit; c++) {
    if (!withinTurn(dir, dirRad[c], halfRad[c])) continue;
    const kind = kinds[c];
    if (kind === ItemKind.flyer) continue;
    if (kind === ItemKind.fighter && (placed[c] === ea.item || placed[c] === eb.item)) continue;
    // a seam counts when both its members are barriers of the pair.
    if (kind === ItemKind.seam && !seamCounts(view.barriers[c], ea, eb)) continue;
    out.push(view.barriers[c]);
  }
  // the scenery either stands on is left out after the scan, not in it: with a set looked
  // up in its body (even never), the scan is compiled far slower.
  return ea.standsOnAny || eb.standsOnAny ? withoutStoodOn(out, ea, eb) : out;
}

/**
 * Writes 0 .. n − 1 into `order` ascending by near[place], equal distances in the order of their
 * places (as a stable sort): by insertion for a view of a few dozen items, else by orderByKey,
 * which keeps that order too.
 */
function orderByNear(near: Float64Array, order: Int32Array): void {
  if (near.length > INSERTION_MAX) return orderByKey(near, order);
  for (let k = 0; k < near.length; k++) {
    const v = near[k];
    let j = k;
    for (; j > 0 && near[order[j - 1]] > v; j--) order[j] = order[j - 1];
    order[j] = k;
  }
}

/** The barriers, in their order, without the scenery `ea` or `eb` stands on. */
function withoutStoodOn(barriers: SightBarrier[], ea: FighterEntry, eb: FighterEntry): SightBarrier[] {
  return barriers.filter((b) => b.kind !== 'scenery' || !(ea.standsOn.has(b.id) || eb.standsOn.has(b.id)));
}

/** An empty base view for `items`, its arrays made once per check. */
function newBaseView(items: readonly IndexItem[]): BaseView {
  const n = items.length;
  return {
    centre: { x: 0, y: 0 },
    items,
    dirRad: new Float64Array(n),
    halfRad: new Float64Array(n),
    nearMm: new Float64Array(n),
    kinds: new Uint8Array(n),
    barriers: new Array<SightBarrier>(n),
    placed: new Array<IndexItem>(n),
    distMm: new Float64Array(n),
    key: new Float64Array(n),
    order: new Int32Array(n),
  };
}

/** Up to this many items, sorting by insertion costs less than the typed array's sort. */
const INSERTION_MAX = 128;

/** Far above the rounding of an angle: a direction test that may only let too much through. */
const DIRECTION_HAIR_RAD = 1e-9;

/** Is direction `dirRad` within `halfRad` of `centreRad` (halfRad ≥ π: every direction), with a hair to spare? */
function withinTurn(dirRad: number, centreRad: number, halfRad: number): boolean {
  if (halfRad >= Math.PI) return true;
  let d = Math.abs(dirRad - centreRad);
  if (d > Math.PI) d = 2 * Math.PI - d;
  return d <= halfRad + DIRECTION_HAIR_RAD;
}
