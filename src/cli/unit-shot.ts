// `mire unit-shot <scene.json> <unit> <target-unit> [--json] [--lang en|fr]`: a Rag'narok unit's
// shot judged: targets, range leader to leader, interference, the order of losses.
import { World, hasUnit, judgeUnitShot } from '../../geometry/index';
import { lossesWords, marksmenWords, unitShotHeadWords, unitShotLine, unitShotProblemWords } from '../words';
import { type Io, UsageError, parseArgs, readScene } from './io';

export const usage = 'mire unit-shot <scene.json> <unit> <target-unit> [--json] [--lang en|fr]';

const round = (v: number | null) => (v === null ? null : Number(v.toFixed(3)));

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length !== 3) throw new UsageError(`usage: ${usage}`);
  const [file, unit, target] = positional;
  const lang = (flags.get('lang') as string | undefined) ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got "${lang}"`);
  const world = new World(readScene(file));
  if (world.scene.ruleset !== 'ragnarok')
    throw new UsageError(
      `${file}: ruleset: a unit's shot is Rag'narok's (R-9.6), this scene is "${world.scene.ruleset}"`,
    );
  for (const id of [unit, target]) if (!hasUnit(world, id)) throw new UsageError(`${file}: no unit "${id}"`);
  if (unit === target) throw new UsageError('a unit cannot shoot itself');
  const s = judgeUnitShot(world, unit, target);
  if (flags.has('json')) {
    io.out(
      JSON.stringify({
        ...s,
        distanceMm: round(s.distanceMm),
        losses: s.losses.map((l) => ({ ...l, distanceMm: round(l.distanceMm) })),
        problems: s.problems.map((p) => ({ ...p, text: unitShotProblemWords(p, s)[lang] })),
        line: unitShotLine(s)[lang],
        lossesText: lossesWords(s)[lang],
      }),
    );
    return 0;
  }
  io.out(unitShotHeadWords(s)[lang]);
  for (const p of s.problems) io.out(`- ${unitShotProblemWords(p, s)[lang]}`);
  io.out(`- ${marksmenWords(s)[lang]}`);
  if (s.losses.length > 0) io.out(`- ${lossesWords(s)[lang]}`);
  return 0;
}
