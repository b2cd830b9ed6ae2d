// One ordered pair of the pass, from plain data: its field of view, its sight through the
// barriers its source's view proposes, and its row decided.
import { distanceMm, distPointFootprint } from '../footprint';
import {
  type BaseToBaseVerdicts,
  type SightSummary,
  type SightVerdict,
  OBSTRUCTION_OF,
  decideLos,
  inFieldOfViewAlong,
} from '../sight';
import { barriersAlong } from './base-view';
import type { PairRow } from './pair-row';
import { barriersFromView } from './source-view';
import type { BaseView, CheckRules, FighterEntry, PairContact, SourceView } from './types';

/** is `eb` in the field of view of `ea` (a flyer sees all round)? */
export function inViewOf(ea: FighterEntry, eb: FighterEntry, rules: CheckRules): boolean {
  const fov = ea.spec.level === 1 ? 360 : rules.variants.fieldOfViewDeg;
  return inFieldOfViewAlong(eb.footprint, ea.viewOrigin, ea.facingDir, fov, rules.toleranceMm);
}

/**
 * the verdicts of one pair in `row`, from its contact, its view and its sight
 * (row.sightDistanceMm set): explainLos's decision, without building its reasons, as check()
 * asks it of every pair. The fraction is read only when the target is in view and not in contact.
 */
export function decidePair(
  row: PairRow,
  ea: FighterEntry,
  eb: FighterEntry,
  c: PairContact,
  inView: boolean,
  verdict: SightVerdict,
  visibleFraction: number,
  toleranceMm: number,
): void {
  row.distanceMm = c.distanceMm ?? distanceMm(ea.footprint, eb.footprint);
  row.touching = c.touching;
  row.contact = c.contact;
  // as in sightTouches(): the sight within τ of the base.
  row.sightTouches = row.sightDistanceMm <= toleranceMm;
  row.inView = inView;
  row.obstruction = OBSTRUCTION_OF[verdict];
  decideLos(row, c.contact, inView, ea.level === 1 || eb.level === 1, verdict, visibleFraction);
}

/** one pair of check() from its source's view (`kb`: the place of eb's item in it), into `row`. */
export function pairInView(
  row: PairRow,
  ea: FighterEntry,
  eb: FighterEntry,
  c: PairContact,
  view: SourceView,
  kb: number,
  rules: CheckRules,
): void {
  row.sightDistanceMm = distPointFootprint(ea.sight, eb.footprint);
  const count = barriersFromView(view, ea, eb, kb);
  const inView = inViewOf(ea, eb, rules);
  const sight = view.sight;
  // out of view or in contact, the fraction shown is 0 or 1 whatever the barriers: only
  // the verdict (obstruction) and the blockers are asked of them.
  sight.measure(
    ea.spec.size,
    eb.footprint,
    eb.spec.size,
    view.picked,
    count,
    row.sightDistanceMm,
    rules.toleranceMm,
    inView && !c.contact,
  );
  decidePair(row, ea, eb, c, inView, sight.verdict, sight.visibleFraction, rules.toleranceMm);
  // The view's items are the names' barriers, place for place.
  row.blockers = sight.blockers;
  row.blockerCount = sight.found;
}

/**
 * the verdict, fraction and blocker ids of one pair of check(), its barriers read from its
 * source's base view `along`; `verdicts` shares each pair's verdict between its two directions.
 */
export function baseToBasePair(
  ea: FighterEntry,
  eb: FighterEntry,
  verdicts: BaseToBaseVerdicts,
  along: BaseView,
): SightSummary {
  return verdicts.summary(ea.baseEnd, eb.baseEnd, () => barriersAlong(along, ea, eb));
}
