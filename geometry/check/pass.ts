// The all-pairs pass behind `mire check` (R-2.1, R-3, R-4, R-5): fed plain data (the fighters'
// entries in order, the scenery's index items, the rules), it decides the contact facts of every
// pair once, then hands each ordered pair's row to a sink, source by source.
import { maxEnemiesInContact, melees } from '../contact';
import { distPointFootprint } from '../footprint';
import { BaseToBaseVerdicts } from '../sight';
import { baseView } from './base-view';
import { PairContacts, pairContact } from './contacts';
import { viewItems } from './items';
import { baseToBasePair, decidePair, inViewOf, pairInView } from './pair';
import { PairRow } from './pair-row';
import { sourceView } from './source-view';
import type {
  BaseView,
  CheckFilter,
  CheckNames,
  CheckResult,
  CheckRules,
  FighterEntry,
  IndexItem,
  PairSink,
  ViewItems,
} from './types';

/**
 * A check() pass over one state of the table (World.checkPass): what every run of its sources
 * reads, and the scratch they share (runs of one pass follow one another, never interleave).
 * Valid while the World's fighters stay where they were.
 */
export class CheckPass {
  constructor(
    readonly es: readonly FighterEntry[],
    readonly contacts: PairContacts,
    readonly items: ViewItems,
    readonly names: CheckNames,
    readonly rest: Omit<CheckResult, 'pairs'>,
    /** At least every base's reach from its centre (R-5.7 base views). */
    readonly reachMm: number,
    /** the verdicts a pair's first direction leaves for its second. */
    readonly verdicts: BaseToBaseVerdicts,
    readonly rules: CheckRules,
  ) {
    this.rows = new CheckRows(names);
  }

  /** The one row the pass's runs fill in turn. */
  readonly rows: CheckRows;
  /** the latest source's base view, whose arrays the next source's reuses. */
  along: BaseView | undefined;

  get fighterCount(): number {
    return this.es.length;
  }
}

/** check()'s one row, and the blockers given by id (R-5.7, level 1) put as places in the names. */
class CheckRows {
  readonly row = new PairRow();
  private readonly placeOf = new Map<string, number>();
  private places = new Int32Array(16);

  constructor(names: CheckNames) {
    names.barrierIds.forEach((id, k) => this.placeOf.set(id, k));
  }

  setBlockers(ids: readonly string[]): void {
    if (ids.length > this.places.length) this.places = new Int32Array(2 * ids.length);
    for (let k = 0; k < ids.length; k++) {
      const place = this.placeOf.get(ids[k]);
      if (place === undefined) throw new Error(`check: blocker "${ids[k]}" is not among the barriers`);
      this.places[k] = place;
    }
    this.row.blockers = this.places;
    this.row.blockerCount = ids.length;
  }
}

/**
 * What a pass decides once for the whole table before any row: the contact facts of every pair
 * (R-2.1, R-3.1 .., symmetric), the melees and contact counts, the names
 * the rows refer to. `es` are the fighters in the order of the rows, `sceneryItems` the index's
 * scenery items.
 */
export function makeCheckPass(
  es: readonly FighterEntry[],
  sceneryItems: readonly IndexItem[],
  rules: CheckRules,
  seamItems: readonly IndexItem[] = [],
): CheckPass {
  const n = es.length;
  const ids = es.map((e) => e.spec.id);
  const contacts = new PairContacts(n);
  // Keyed by ids from the file: a null prototype, so that an id such as "__proto__" is a plain key.
  const counts: Record<string, { enemies: number; max: number }> = Object.create(null);
  for (const e of es) counts[e.spec.id] = { enemies: 0, max: maxEnemiesInContact(e.spec, rules.variants) };
  const enemyPairs: [string, string][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const c = pairContact(es[i], es[j], rules);
      contacts.set(i, j, c);
      if (c.contact && es[i].spec.side !== es[j].spec.side) {
        enemyPairs.push([ids[i], ids[j]]);
        counts[ids[i]].enemies++;
        counts[ids[j]].enemies++;
      }
    }
  }
  // The index's items with the fighters in the order of `es`, so that es[j] is items[scenery + j];
  // then the seams between touching barriers.
  const items = viewItems([...sceneryItems, ...es.map((e) => e.item), ...seamItems]);
  const names: CheckNames = { fighterIds: ids, barrierIds: items.items.map((h) => h.barrier.id) };
  let reachMm = 0;
  for (let j = 0; j < n; j++) reachMm = Math.max(reachMm, items.radiusMm[sceneryItems.length + j]);
  const rest = { melees: melees(ids, enemyPairs), contactCounts: counts };
  return new CheckPass(es, contacts, items, names, rest, reachMm, new BaseToBaseVerdicts(rules.toleranceMm), rules);
}

/**
 * The rows of sources first .. end − 1 (places in pass.names.fighterIds) handed to `sink`, in
 * check()'s order: each source's targets in turn, those the filter keeps. The rows of a pass
 * are the same whichever runs ask for them, and in whatever order the runs come.
 */
export function runSources(pass: CheckPass, first: number, end: number, filter: CheckFilter, sink: PairSink): void {
  const { es, contacts, items, rows, rules } = pass;
  const ids = pass.names.fighterIds;
  const n = es.length;
  // The fighters' items follow the scenery's (the seams follow theirs): target j is item sceneryCount + j.
  const sceneryCount = items.sceneryCount;
  const baseToBase = rules.variants.lineOfSight === 'base-to-base';
  // a pair's verdict, worked out in one direction, serves the other; a pair's barriers are
  // read from its first source's base view (the zone between the bases lies near its centre line).
  for (let i = first; i < end; i++) {
    if (filter.from !== undefined && ids[i] !== filter.from) continue;
    const view = baseToBase ? undefined : sourceView(es[i], items);
    if (baseToBase) pass.along = baseView(es[i], items, pass.reachMm, pass.along);
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      if (filter.to !== undefined && ids[j] !== filter.to) continue;
      const row = rows.row;
      row.from = i;
      row.to = j;
      const c = contacts.get(i, j);
      if (view !== undefined) pairInView(row, es[i], es[j], c, view, sceneryCount + j, rules);
      else {
        row.sightDistanceMm = distPointFootprint(es[i].sight, es[j].footprint);
        const sight = baseToBasePair(es[i], es[j], pass.verdicts, pass.along as BaseView);
        decidePair(
          row,
          es[i],
          es[j],
          c,
          inViewOf(es[i], es[j], rules),
          sight.verdict,
          sight.visibleFraction,
          rules.toleranceMm,
        );
        rows.setBlockers(sight.blockerIds);
      }
      sink.pair(row);
    }
  }
}
