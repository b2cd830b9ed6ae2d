// `mire check <scene.json> [--json] [--lang en|fr]`: every ordered pair's verdicts (R-2 .. R-5), melees, contact counts.
import { availableParallelism } from 'node:os';
import { quote } from '../../geometry/index';
import { World } from '../../geometry/index';
import { writeCheckJson, writeCheckText } from './check-output';
import { THREADS_SETTING, canShareOut, threadPlan, writeCheckThreaded } from './check-threads';
import { type Io, UsageError, langOf, parseArgs, readScene } from './io';

export const usage = 'mire check <scene.json> [--json] [--from <id>] [--to <id>] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): Promise<number> {
  const { positional, flags } = parseArgs(argv, ['json'], ['from', 'to', 'lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const scene = readScene(positional[0]);
  const plan = threadPlan(scene.fighters.length, process.env[THREADS_SETTING], availableParallelism());
  const form = flags.has('json') ? 'json' : 'text';
  const filtered = flags.has('from') || flags.has('to');
  // Every pair of a big table is shared out between threads, each with its own World (check-threads.ts).
  // after declaring, the one-thread writers hold the distances back (check-output.ts).
  const hidden = scene.options.measuring === 'after-declaring';
  if (!filtered && !hidden && plan !== undefined && canShareOut(io, form))
    return writeCheckThreaded(form, scene, plan, io, lang).then(() => 0);
  const world = new World(scene);
  for (const flag of ['from', 'to']) {
    const id = flags.get(flag);
    if (typeof id === 'string' && !world.hasFighter(id))
      throw new UsageError(`--${flag}: no fighter with id ${quote(id)}`);
  }
  const from = flags.get('from') as string | undefined;
  const to = flags.get('to') as string | undefined;
  // On a big table, --from / --to keep the pass to one row or column of pairs. The output is
  // written while the pairs are decided (check-output.ts), never held whole.
  return (
    form === 'json' ? writeCheckJson(world, { from, to }, io) : writeCheckText(world, { from, to }, io, lang)
  ).then(() => 0);
}
