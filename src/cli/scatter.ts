// `mire scatter <scene.json> --at x,y [--from <shooter>] [--seed n] [--area mm] [--json]`:
// dispersion of a point of impact (R-7.1; Rag'narok with --failures/--successes), the dice
// recorded with their seed, and the fighters an area of effect covers there.
import { type AreaResult, areaOfEffect } from '../../geometry/index';
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
import { type Io, jsonLine, UsageError, cm, parseArgs, parsePoint, pct, readScene } from './io';

export const usage =
  'mire scatter <scene.json> --at x,y [--from <shooter>] [--seed n] [--area mm] [--failures n --successes n] [--json]';

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

const at = (p: Point) => `(${cm(p.x)}, ${cm(p.y)}) cm`;

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['at', 'from', 'seed', 'area', 'failures', 'successes']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
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
  const line =
    scatter.lineOfFire.from === 'shooter'
      ? `Line of fire: from ${shown(from as string)}'s sight through the impact, ${scatter.lineOfFire.deg.toFixed(1)}° (arrow 1, ${scatter.rule}).`
      : `No shooter given: arrow 1 points along +x (${scatter.rule}).`;
  io.out(`Initial point of impact ${at(impact)}. ${line}`);
  if (scatter.rule === 'R-7.1') {
    const d = scatter.dice;
    const dir =
      d.method === 'template6'
        ? `direction d6 = ${d.direction} → arrow ${d.direction}, ${((d.direction - 1) * 60).toFixed(0)}° from the line of fire`
        : `direction roll ${d.directionRoll.toFixed(4)} → ${(d.directionRoll * 360).toFixed(1)}° from the line of fire (continuous)`;
    io.out(`Dice (seed ${seed}, R-7.4): distance d6 = ${d.distance} → ${cm(scatter.distanceMm)} cm; ${dir} (R-7.1).`);
  } else if (scatter.failures === 0) {
    io.out(`No failed test: the template stays where it is (R-7.3, seed ${seed}).`);
  } else {
    io.out(
      `Dice (seed ${seed}, R-7.4): direction d6 = ${scatter.dice.direction} → ${scatter.failures} failure(s) × 1 cm = ${cm(scatter.deviationMm)} cm (R-7.3).`,
    );
  }
  io.out(`Final point of impact ${at(scatter.final)}${scatter.onTable === false ? ': OFF THE TABLE' : ''}.`);
  if (scatter.rule === 'R-7.3') {
    io.out(
      `Area of effect ${scatter.areaCm} cm${scatter.strengthTests === 2 ? ' (capped at 10: two Strength tests per fighter)' : ''} (R-7.3).`,
    );
  }
  if (area) io.out(describeArea(area));
  io.out(`Replay: --seed ${seed}`);
  return 0;
}

function describeArea(area: AreaResult): string {
  const head = `Area of ${cm(area.radiusMm)} cm around the final point (R-7.2)`;
  if (area.hits.length === 0) return `${head}: covers nobody.`;
  const hits = area.hits.map((h) =>
    h.coverage === 'whole'
      ? `${shown(h.id)} (whole base)`
      : `${shown(h.id)} (partly: ${pct(h.coveredFraction)} of the base, nearest edge ${cm(h.distanceMm)} cm from the point)`,
  );
  return `${head}: ${hits.join(', ')}.`;
}
