// the seams between touching barriers, kept in the barrier index beside the barriers: each
// pair of barriers closer than τ gets its seam's bar (sight/seam.ts), found through the index
// (only barriers whose boxes come within τ can touch) and replaced when a fighter moves.
import type RBush from 'rbush';
import type { Footprint } from '../footprint';
import { type SightBarrier, seamBetween } from '../sight';
import type { FighterEntry, IndexItem } from './types';

/** The seams of a barrier index, by member: the World's one keeper of them. */
export class SeamItems {
  private readonly byMember = new Map<SightBarrier, IndexItem[]>();

  /** `outlineOf`: an item's footprint before erosion (seams are decided on the table's shapes). */
  constructor(
    private readonly index: RBush<IndexItem>,
    private readonly tolMm: number,
    private readonly outlineOf: (item: IndexItem) => Footprint,
  ) {}

  /** Every item of the index, once: each seam between two of them made and put in the index. */
  addAll(items: readonly IndexItem[]): void {
    const made: IndexItem[] = [];
    for (const item of items) this.seamsAround(item, made);
    this.index.load(made);
  }

  /** A new or moved item (its old one taken out with remove()): its seams made and put in the index. */
  add(item: IndexItem): void {
    const made: IndexItem[] = [];
    this.seamsAround(item, made);
    for (const s of made) this.index.insert(s);
  }

  /** Takes an item's seams out of the index (before the item moves). */
  remove(item: IndexItem): void {
    const mine = this.byMember.get(item.barrier);
    if (mine === undefined) return;
    this.byMember.delete(item.barrier);
    for (const s of mine) {
      this.index.remove(s);
      const other = s.barrier.seamOf![0] === item.barrier ? s.barrier.seamOf![1] : s.barrier.seamOf![0];
      const theirs = this.byMember.get(other);
      if (theirs !== undefined) theirs.splice(theirs.indexOf(s), 1);
    }
  }

  /** The seam items, in a fixed order (by id): the pass lists them after the fighters. */
  items(): IndexItem[] {
    const all = new Set<IndexItem>();
    for (const list of this.byMember.values()) for (const s of list) all.add(s);
    return [...all].sort((x, y) => (x.barrier.id < y.barrier.id ? -1 : x.barrier.id > y.barrier.id ? 1 : 0));
  }

  /** The seams between `item` and the barriers within τ of it that have none with it yet, into `made`. */
  private seamsAround(item: IndexItem, made: IndexItem[]): void {
    if (!canSeam(item)) return;
    const t = this.tolMm;
    const near = this.index.search({
      minX: item.minX - t,
      minY: item.minY - t,
      maxX: item.maxX + t,
      maxY: item.maxY + t,
    });
    for (const other of near) {
      if (other === item || !canSeam(other) || this.haveSeam(item, other)) continue;
      const bar = seamBetween(item.barrier, this.outlineOf(item), other.barrier, this.outlineOf(other), t);
      if (bar === null) continue;
      const s: IndexItem = { ...bar.bbox, barrier: bar };
      this.keep(item.barrier, s);
      this.keep(other.barrier, s);
      made.push(s);
    }
  }

  private haveSeam(a: IndexItem, b: IndexItem): boolean {
    const mine = this.byMember.get(a.barrier);
    return mine !== undefined && mine.some((s) => s.barrier.seamOf!.includes(b.barrier));
  }

  private keep(member: SightBarrier, s: IndexItem): void {
    const list = this.byMember.get(member);
    if (list === undefined) this.byMember.set(member, [s]);
    else list.push(s);
  }
}

/** Seams join barriers at level 0 (R-5.6: nothing blocks a line with a level-1 end, II-F-1), never other seams. */
function canSeam(item: IndexItem): boolean {
  return item.barrier.seamOf === undefined && item.level !== 1;
}

/**
 * Does a seam stand between ea and eb (R-5.2 with )? Only when both its members are barriers
 * of that pair: neither is one of the two fighters, nor scenery either stands on.
 */
export function seamCounts(seam: SightBarrier, ea: FighterEntry, eb: FighterEntry): boolean {
  for (const m of seam.seamOf!) {
    if (m === ea.barrier || m === eb.barrier) return false;
    if (m.kind === 'scenery' && (ea.standsOn.has(m.id) || eb.standsOn.has(m.id))) return false;
  }
  return true;
}
