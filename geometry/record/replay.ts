// Replaying a game: every entry judged again on the position it was made from (the start, then each
// entry as the record says it was played), its verdict compared with the recorded one. Another
// edition (`ruleset`), an engine changed since, or an earlier entry edited shows as differences,
// each with the rules responsible.
import { type VariantKey, variantChanges } from '../editions';
import type { Ruleset } from '../scene';
import { compareVerdicts } from './compare';
import { TableInPlay } from './table-in-play';
import type { GameRecord, ReplayResult, ReplayedEntry, VerdictField } from './types';

export type ReplayOptions = {
  /** Judge under this edition instead of the starting scene's. */
  readonly ruleset?: Ruleset;
};

/** The entries one by one, each judged again as it comes (a timeline steps through these). */
export function* replayEntries(game: GameRecord, options: ReplayOptions = {}): Generator<ReplayedEntry> {
  const ruleset = options.ruleset ?? game.start.ruleset;
  const table = new TableInPlay(ruleset === game.start.ruleset ? game.start : { ...game.start, ruleset });
  const moreRules = editionRules(game.start.ruleset, ruleset);
  for (let index = 0; index < game.entries.length; index++) {
    const entry = game.entries[index];
    const verdict = table.judge(entry);
    const differences =
      verdict !== null && 'verdict' in entry ? compareVerdicts(entry, entry.verdict, verdict, moreRules) : [];
    table.apply(entry, verdict);
    yield { index, entry, verdict, differences };
  }
}

export function replayGame(game: GameRecord, options: ReplayOptions = {}): ReplayResult {
  const entries = [...replayEntries(game, options)];
  return {
    ruleset: options.ruleset ?? game.start.ruleset,
    entries,
    differing: entries.filter((e) => e.differences.length > 0).map((e) => e.index),
  };
}

/** The facts each rule variant decides (contact R-3, field of view R-4, line of sight R-5, measuring, maximum ). */
const VARIANT_FIELDS: Readonly<Record<VariantKey, readonly VerdictField[]>> = {
  contact: ['enemiesInContact', 'assaulted', 'legal'],
  maxEnemies: ['legal'],
  fieldOfViewDeg: ['los'],
  lineOfSight: ['los'],
  measureFrom: ['lengthMm', 'withinPotential', 'legal', 'distanceMm', 'band', 'ragnarokBand', 'difficulty'],
  assaultMaximum: ['legal'],
};

/** Read under another edition: the rules of each variant that changed, beside the facts it decides. */
function editionRules(from: Ruleset, to: Ruleset): Partial<Record<VerdictField, readonly string[]>> {
  const out: Partial<Record<VerdictField, string[]>> = {};
  for (const change of variantChanges(from, to))
    for (const field of VARIANT_FIELDS[change.variant]) out[field] = [...(out[field] ?? []), ...change.rules];
  return out;
}
