// `mire formation <scene.json> [--json] [--lang en|fr]`: Rag'narok unit coherency.
import { checkFormations } from '../../geometry/index';
import { shown } from '../../geometry/index';
import { World } from '../../geometry/index';
import { LEADER_PROBLEM, NO_UNITS, excusedWords, unitHeadWords, violationWords } from '../words';
import { type Io, jsonLine, UsageError, langOf, parseArgs, readScene } from './io';

export const usage = 'mire formation <scene.json> [--json] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const units = checkFormations(new World(readScene(positional[0])));
  if (flags.has('json')) {
    io.out(jsonLine({ units }));
    return 0;
  }
  if (units.length === 0) {
    io.out(NO_UNITS[lang]);
    return 0;
  }
  for (const u of units) {
    const leader = u.leader === null || u.leader === undefined ? null : shown(u.leader);
    io.out(unitHeadWords(u, shown(u.unit), leader)[lang]);
    if (u.problem) io.out(`  - ${LEADER_PROBLEM[u.problem][lang]}`);
    for (const v of u.violations) io.out(`  - ${violationWords(v, shown(v.fighter))[lang]}`);
    if (u.excused.length) io.out(`  - ${excusedWords(u.excused.map(shown).join(', '))[lang]}`);
  }
  return 0;
}
