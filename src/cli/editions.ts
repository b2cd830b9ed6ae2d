// `mire editions <scene.json> [--to confede|ragnarok|c3] [--json] [--lang en|fr]`: the same table read under
// another edition — the rule variants that differ and every verdict of `check` they change, each
// with the rules responsible (geometry/editions.ts). Without --to, every other edition.
import { compareEditionsTo } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import { LIMITS, RULESETS, type Ruleset, SceneError } from '../../geometry/index';
import { NO_CHANGE, SAME_RULES, editionChangeWords, editionsHeadWords, variantWords } from '../words';
import { type Io, jsonLine, UsageError, langOf, parseArgs, readScene } from './io';

export const usage = 'mire editions <scene.json> [--to confede|ragnarok|c3] [--json] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['to', 'lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const to = flags.get('to');
  if (typeof to === 'string' && !(RULESETS as readonly string[]).includes(to))
    throw new UsageError(`--to: expected confede, ragnarok or c3, got ${quote(to)}`);
  const scene = readScene(positional[0]);
  if (scene.fighters.length > LIMITS.editionsFighters) {
    throw new SceneError(
      positional[0],
      'fighters',
      `has ${scene.fighters.length} entries, more than editions' limit of ${LIMITS.editionsFighters}`,
    );
  }
  const targets = typeof to === 'string' ? [to as Ruleset] : RULESETS.filter((r) => r !== scene.ruleset);
  const comparisons = compareEditionsTo(scene, targets);
  if (flags.has('json')) {
    io.out(jsonLine({ comparisons }));
    return 0;
  }
  for (const c of comparisons) {
    io.out(editionsHeadWords(c.from, c.to));
    if (c.variants.length === 0) {
      io.out(`  ${SAME_RULES[lang]}`);
      continue;
    }
    for (const v of c.variants) io.out(`  ${variantWords(v)[lang]}`);
    if (c.changes.length === 0) io.out(`  ${NO_CHANGE[lang]}`);
    for (const ch of c.changes) {
      const who =
        ch.kind === 'pair'
          ? ch.field === 'contact'
            ? `${shown(ch.from)} — ${shown(ch.to)}`
            : `${shown(ch.from)} → ${shown(ch.to)}`
          : shown(ch.id);
      io.out(`  ${editionChangeWords(ch, who, lang, c)}`);
    }
  }
  return 0;
}
