// `mire editions <scene.json> [--to confede|ragnarok|c3] [--json]`: the same table read under
// another edition — the rule variants that differ and every verdict of `check` they change, each
// with the rules responsible (geometry/editions.ts). Without --to, every other edition.
import { compareEditionsTo } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import { LIMITS, RULESETS, type Ruleset, SceneError } from '../../geometry/index';
import { type Io, jsonLine, UsageError, parseArgs, readScene } from './io';

export const usage = 'mire editions <scene.json> [--to confede|ragnarok|c3] [--json]';

const NAMES: Record<Ruleset, string> = { confede: 'Confédé', ragnarok: "Rag'narok", c3: 'Confrontation 3' };

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['to']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
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
    io.out(`${NAMES[c.from]} → ${NAMES[c.to]}`);
    if (c.variants.length === 0) {
      io.out('  the same rules');
      continue;
    }
    for (const v of c.variants)
      io.out(`  rule ${v.variant}: ${String(v.before)} → ${String(v.after)} (${v.rules.join(', ')})`);
    if (c.changes.length === 0) io.out('  no verdict on this table changes');
    for (const ch of c.changes) {
      const who =
        ch.kind === 'pair'
          ? ch.field === 'contact'
            ? `${shown(ch.from)} — ${shown(ch.to)}`
            : `${shown(ch.from)} → ${shown(ch.to)}`
          : shown(ch.id);
      io.out(`  ${who}: ${ch.field} ${String(ch.before)} → ${String(ch.after)} (${ch.rules.join(', ')})`);
    }
  }
  return 0;
}
