// `mire formation <scene.json> [--json]`: Rag'narok unit coherency.
import { checkFormations } from '../../geometry/index';
import { shown } from '../../geometry/index';
import { World } from '../../geometry/index';
import { type Io, jsonLine, UsageError, cm, parseArgs, readScene } from './io';

export const usage = 'mire formation <scene.json> [--json]';

const RULE_WORDS = {
  'leader-range': 'more than 10 cm from the leader',
  'neighbour-range': 'more than 2.5 cm from every other fighter of the unit',
  'not-in-contact': 'not in base-to-base contact with the unit',
} as const;

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], []);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const units = checkFormations(new World(readScene(positional[0])));
  if (flags.has('json')) {
    io.out(jsonLine({ units }));
    return 0;
  }
  if (units.length === 0) {
    io.out('No units: give fighters a "unit" (and one of them "leader": true) to check formations (R-6.8).');
    return 0;
  }
  for (const u of units) {
    const head = `${shown(u.unit)} (${u.formation}, leader ${u.leader === null || u.leader === undefined ? '?' : shown(u.leader)}): ${u.inFormation ? 'in formation' : 'OUT OF FORMATION'} (R-6.8)`;
    io.out(head);
    if (u.problem === 'no-leader') io.out('  - no fighter of the unit is marked as its leader');
    if (u.problem === 'several-leaders') io.out('  - several fighters are marked as the leader');
    for (const v of u.violations) {
      io.out(`  - ${shown(v.fighter)}: ${RULE_WORDS[v.rule]} (${cm(v.distanceMm)} cm, ${cm(v.excessMm)} cm too far)`);
    }
    if (u.excused.length) io.out(`  - excused, in contact with an enemy: ${u.excused.map(shown).join(', ')}`);
  }
  return 0;
}
