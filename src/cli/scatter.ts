// `mire scatter <scene.json> --at x,y [--from <shooter>] [--seed n] [--area mm] [--json] [--lang en|fr]`:
// dispersion of a point of impact (R-7.1; Rag'narok with --failures/--successes), the dice
// recorded with their seed, and the fighters an area of effect covers there.
import { areaOfEffect } from '../../geometry/index';
import { sightPoint } from '../../geometry/index';
import {
  type DispersionResult,
  type RagnarokTemplateResult,
  rollDispersion,
  rollRagnarokTemplate,
} from '../../geometry/index';
import { LIMITS } from '../../geometry/index';
import { createRng, freshSeed } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import type { Point } from '../../geometry/index';
import { areaWords, finalImpactWords, impactWords, replayWords, scatterDiceWords, templateAreaWords } from '../words';
import { type Io, jsonLine, UsageError, langOf, parseArgs, parsePoint, readScene } from './io';

export const usage =
  'mire scatter <scene.json> --at x,y [--from <shooter>] [--seed n] [--area mm] [--failures n --successes n] [--json] [--lang en|fr]';

/** Dice results of a Rag'narok test: a whole number, at most a hundred. */
const MAX_DICE = 100;

function parseCount(text: string, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > MAX_DICE)
    throw new UsageError(`--${flag}: expected a whole number 0..${MAX_DICE}, got ${quote(text)}`);
  return n;
}

export function parseSeed(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 4294967295)
    throw new UsageError(`--seed: expected a whole number 0..4294967295, got ${quote(text)}`);
  return n;
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(
    argv,
    ['json'],
    ['at', 'from', 'seed', 'area', 'failures', 'successes', 'lang'],
  );
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const atText = flags.get('at');
  if (typeof atText !== 'string') throw new UsageError('--at: the initial point of impact "x,y" in mm is required');
  const [ix, iy] = parsePoint(atText, '--at');
  const impact = { x: ix, y: iy };
  let areaMm: number | null = null;
  const areaText = flags.get('area');
  if (typeof areaText === 'string') {
    areaMm = Number(areaText);
    if (!Number.isFinite(areaMm) || areaMm < 0 || areaMm > LIMITS.coordinateMm) {
      throw new UsageError(`--area: expected a radius in mm, 0 to ${LIMITS.coordinateMm}, got ${quote(areaText)}`);
    }
  }
  const seed = typeof flags.get('seed') === 'string' ? parseSeed(flags.get('seed') as string) : freshSeed();
  const file = positional[0];
  const scene = readScene(file);

  let shooterSight: Point | null = null;
  let shooterLevel: 0 | 1 | undefined;
  const from = flags.get('from');
  if (typeof from === 'string') {
    const f = scene.fighters.find((g) => g.id === from);
    if (!f) throw new UsageError(`--from: no fighter with id ${quote(from)}`);
    shooterSight = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
    // II-F-2 the blast touches the shooter's altitude level only.
    shooterLevel = f.level;
  }

  const rng = createRng(seed);
  const ragnarok = scene.ruleset === 'ragnarok';
  let scatter: DispersionResult | RagnarokTemplateResult;
  if (ragnarok) {
    const failures = flags.get('failures');
    const successes = flags.get('successes');
    if (typeof failures !== 'string' || typeof successes !== 'string') {
      throw new UsageError(
        "--failures and --successes: a Rag'narok template deviates 1 cm per failed test and grows with successes (R-7.3); give both",
      );
    }
    if (areaMm === null)
      throw new UsageError("--area: the weapon's area of effect in mm is required for a Rag'narok template (R-7.3)");
    scatter = rollRagnarokTemplate(rng, {
      impact,
      shooterSight,
      failures: parseCount(failures, 'failures'),
      successes: parseCount(successes, 'successes'),
      weaponAreaCm: areaMm / 10,
      table: scene.table,
    });
  } else {
    for (const flag of ['failures', 'successes']) {
      if (flags.has(flag)) throw new UsageError(`--${flag}: only for Rag'narok scenes (R-7.3)`);
    }
    scatter = rollDispersion(rng, {
      impact,
      shooterSight,
      method: scene.options.dispersionDirections,
      table: scene.table,
    });
  }
  const radius = scatter.rule === 'R-7.3' ? scatter.areaRadiusMm : areaMm;
  const area = radius === null ? null : areaOfEffect(scene, { point: scatter.final }, radius, shooterLevel);

  if (flags.has('json')) {
    io.out(jsonLine({ scatter, area }));
    return 0;
  }
  io.out(impactWords(scatter, impact, typeof from === 'string' ? shown(from) : null, lang));
  io.out(scatterDiceWords(scatter, seed, lang));
  io.out(finalImpactWords(scatter, lang));
  if (scatter.rule === 'R-7.3') io.out(templateAreaWords(scatter, lang));
  if (area) io.out(areaWords(area, lang, shown));
  io.out(replayWords(seed, lang));
  return 0;
}
