// `mire los <scene.json> <from> <to>`: one line-of-sight verdict explained in words.
import { quote, shown } from '../../geometry/index';
import { World } from '../../geometry/index';
import { explainLosInWords } from '../words';
import { type Io, jsonLine, UsageError, parseArgs, readScene } from './io';

export const usage = 'mire los <scene.json> <from> <to> [--json] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length !== 3) throw new UsageError(`usage: ${usage}`);
  const [file, from, to] = positional;
  const world = new World(readScene(file));
  for (const id of [from, to]) {
    if (!world.hasFighter(id)) throw new UsageError(`${shown(file)}: no fighter with id ${quote(id)}`);
  }
  if (from === to) throw new UsageError('from and to must be two different fighters');
  const ex = world.explainLos(from, to);
  if (flags.has('json')) {
    io.out(jsonLine(ex));
    return 0;
  }
  const lang = flags.get('lang') ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got ${quote(String(lang))}`);
  io.out(explainLosInWords(ex, lang, shown));
  return 0;
}
