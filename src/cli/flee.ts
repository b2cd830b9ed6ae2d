// `mire flee <scene.json> <unit> [--json] [--lang en|fr]`: a Rag'narok unit's flight judged.
import { World, hasUnit, judgeFlight } from '../../geometry/index';
import { flightWords } from '../words';
import { type Io, UsageError, parseArgs, readScene } from './io';

export const usage = 'mire flee <scene.json> <unit> [--json] [--lang en|fr]';

const round = (v: number) => Number(v.toFixed(3));

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length !== 2) throw new UsageError(`usage: ${usage}`);
  const [file, unit] = positional;
  const lang = (flags.get('lang') as string | undefined) ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got "${lang}"`);
  const world = new World(readScene(file));
  if (world.scene.ruleset !== 'ragnarok')
    throw new UsageError(`${file}: ruleset: fleeing is Rag'narok's (R-6.18), this scene is "${world.scene.ruleset}"`);
  if (!hasUnit(world, unit)) throw new UsageError(`${file}: no unit "${unit}"`);
  const f = judgeFlight(world, unit);
  const lines = flightWords(f).map((w) => w[lang]);
  if (flags.has('json')) {
    const at = (p: { x: number; y: number }) => ({ x: round(p.x), y: round(p.y) });
    const moves = f.moves.map((m) => ({
      ...m,
      from: at(m.from),
      to: at(m.to),
      lengthMm: round(m.lengthMm),
      route: m.route.map(at),
    }));
    io.out(JSON.stringify({ ...f, edgeDistanceMm: round(f.edgeDistanceMm), moves, lines }));
    return 0;
  }
  for (const [i, l] of lines.entries()) io.out(i === 0 ? l : `- ${l}`);
  return 0;
}
