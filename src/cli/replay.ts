// `mire replay <game.json> [--edition confede|ragnarok|c3] [--json] [--lang en|fr]`: every entry of a
// game judged again on the position it was made from, each verdict printed, any that differs from
// the recorded one marked with the facts and rules responsible (geometry/record/replay.ts). Exit 0
// when every verdict agrees, 1 when some differ, 2 for a file that cannot be read.
import { RULESETS, type Ruleset, quote, replayEntries } from '../../geometry/index';
import { differenceWords, entryWords } from '../words';
import type { Lang } from '../words';
import { entryText } from './game-text';
import { type Io, UsageError, jsonLine, langOf, parseArgs, readGame } from './io';

export const usage = 'mire replay <game.json> [--edition confede|ragnarok|c3] [--json] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['edition', 'lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const edition = flags.get('edition');
  if (typeof edition === 'string' && !(RULESETS as readonly string[]).includes(edition))
    throw new UsageError(`--edition: expected confede, ragnarok or c3, got ${quote(edition)}`);
  const game = readGame(positional[0]);
  const ruleset = (typeof edition === 'string' ? edition : game.start.ruleset) as Ruleset;
  const differing: number[] = [];
  const entries: unknown[] = [];
  for (const r of replayEntries(game, { ruleset })) {
    if (r.differences.length > 0) differing.push(r.index);
    const texts = r.differences.map((d) => differenceWords(d, lang, ruleset));
    if (flags.has('json')) {
      const differences = r.differences.map((d, i) => ({ ...d, text: texts[i] }));
      entries.push({
        index: r.index,
        type: r.entry.type,
        verdict: r.verdict,
        differences,
        line: entryWords(r.entry, r.verdict)[lang],
      });
      continue;
    }
    const line = entryText(r.entry, r.verdict, r.index, lang);
    io.out(texts.length > 0 ? line.replace(/^ {4}/, '  ≠ ') : line);
    for (const t of texts) io.out(`        - ${t}`);
  }
  if (flags.has('json')) io.out(jsonLine({ ruleset, agree: differing.length === 0, differing, entries }));
  else io.out(summaryWords(game.entries.length, differing, ruleset, lang));
  return differing.length === 0 ? 0 : 1;
}

function summaryWords(count: number, differing: readonly number[], ruleset: Ruleset, lang: Lang): string {
  const fr = lang === 'fr';
  const numbers = differing.map((i) => i + 1).join(', ');
  if (differing.length === 0)
    return fr
      ? `Les ${count} entrées, jugées à nouveau (${ruleset}), concordent avec l’enregistrement.`
      : `All ${count} entries, judged again (${ruleset}), agree with the record.`;
  return fr
    ? `${differing.length} entrée(s) sur ${count}, jugées à nouveau (${ruleset}), diffèrent de l’enregistrement : ${numbers}.`
    : `${differing.length} of ${count} entries, judged again (${ruleset}), differ from the record: ${numbers}.`;
}
