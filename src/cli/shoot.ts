// `mire shoot <scene.json> <shooter> <target> [--range r1-r2-r3] [--assault charge|engage] [--json] [--lang en|fr]`:
// a shot judged; with --assault, the shot before a charge or an engagement (R-9.4, assault-shot.ts).
import { judgeShot } from '../../geometry/index';
import { World } from '../../geometry/index';
import { shotHeadWords, shotLine, shotModifierWords, shotNoteWords, shotProblemWords } from '../words';
import { runAssaultShot } from './assault-shot';
import { type Io, UsageError, parseArgs, readScene } from './io';

export const usage =
  'mire shoot <scene.json> <shooter> <target> [--range r1-r2-r3] [--assault charge|engage [--disengaged] [--attacked]] [--json] [--lang en|fr]';

const round = (v: number) => Number(v.toFixed(3));

/** "20-40-60" in cm: short ≤ medium ≤ long, each above 0. */
export function parseRanges(text: string): [number, number, number] {
  const parts = text.split('-').map((s) => Number(s.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n) || n <= 0))
    throw new UsageError(`--range: expected "r1-r2-r3" in cm, each above 0, got "${text}"`);
  if (!(parts[0] <= parts[1] && parts[1] <= parts[2]))
    throw new UsageError(`--range: expected short ≤ medium ≤ long, got "${text}"`);
  return [parts[0], parts[1], parts[2]];
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json', 'disengaged', 'attacked'], ['range', 'assault', 'lang']);
  if (positional.length !== 3) throw new UsageError(`usage: ${usage}`);
  const [file, shooter, target] = positional;
  const lang = (flags.get('lang') as string | undefined) ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got "${lang}"`);
  const world = new World(readScene(file));
  for (const id of [shooter, target])
    if (!world.hasFighter(id)) throw new UsageError(`${file}: no fighter with id "${id}"`);
  if (shooter === target) throw new UsageError('a fighter cannot shoot itself');
  const assault = flags.get('assault');
  if (assault !== undefined) {
    if (assault !== 'charge' && assault !== 'engage')
      throw new UsageError(`--assault: expected charge or engage, got "${String(assault)}"`);
    if (flags.has('range'))
      throw new UsageError('--range: an assault shot is at difficulty 7 whatever the range (R-9.4)');
    const setting = { disengaged: flags.has('disengaged'), attacked: flags.has('attacked') };
    return runAssaultShot(world, { shooter, target, action: assault, ...setting, json: flags.has('json'), lang }, io);
  }
  for (const flag of ['disengaged', 'attacked'])
    if (flags.has(flag)) throw new UsageError(`--${flag}: only with --assault engage (R-6.9)`);
  const rangeText = flags.get('range');
  const ranges = typeof rangeText === 'string' ? parseRanges(rangeText) : undefined;
  const j = judgeShot(world, shooter, target, ranges);
  const out = {
    legal: j.legal,
    los: j.los,
    distanceMm: round(j.distanceMm),
    rangesCm: j.rangesCm,
    band: j.band,
    ragnarokBand: j.ragnarokBand,
    baseDifficulty: j.baseDifficulty,
    modifiers: j.modifiers.map((m) => ({ ...m, text: shotModifierWords(m)[lang] })),
    difficulty: j.difficulty,
    melee: j.melee,
    meleeAtRisk: j.meleeAtRisk,
    measuring: j.measuring,
    problems: j.problems.map((p) => ({ ...p, text: shotProblemWords(p, j)[lang] })),
    line: shotLine(j)[lang],
  };
  if (flags.has('json')) {
    io.out(JSON.stringify(out));
    return 0;
  }
  io.out(shotHeadWords(j)[lang]);
  for (const p of out.problems) io.out(`- ${p.text}`);
  for (const n of shotNoteWords(j)) io.out(`- ${n[lang]}`);
  return 0;
}
