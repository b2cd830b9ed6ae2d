// `mire area <scene.json> (--at x,y | --around <id>) --radius-cm X [--level 0|1] [--json] [--lang en|fr]`:
// an area without dispersion (R-7.5, Confédé II-C-1, II-C-2): every fighter whose base is at least
// partly within X cm of the point or of the edge of the base, on the level of.
import { type AreaCentre, LIMITS, areaOfEffect, quote, shown } from '../../geometry/index';
import { areaCoverWords, measuringWords } from '../words';
import { type Io, UsageError, jsonLine, langOf, parseArgs, parsePoint, readScene } from './io';

export const usage =
  'mire area <scene.json> (--at x,y | --around <id>) --radius-cm X [--level 0|1] [--json] [--lang en|fr]';

const round = (v: number) => Number(v.toFixed(3));

/** --radius-cm: a length in cm, 0 or more, within the table's coordinate limit. */
function parseRadiusCm(text: string | true | undefined): number {
  if (typeof text !== 'string') throw new UsageError("--radius-cm: the area's radius in cm is required (R-7.5)");
  const cm = Number(text);
  if (!Number.isFinite(cm) || cm < 0 || cm * 10 > LIMITS.coordinateMm)
    throw new UsageError(`--radius-cm: expected a radius in cm, 0 to ${LIMITS.coordinateMm / 10}, got ${quote(text)}`);
  return cm;
}

function parseLevel(text: string | true | undefined): 0 | 1 | undefined {
  if (text === undefined) return undefined;
  if (text === '0' || text === '1') return Number(text) as 0 | 1;
  throw new UsageError(`--level: expected 0 (ground) or 1 (flying), got ${quote(String(text))}`);
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['at', 'around', 'radius-cm', 'level', 'lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const at = flags.get('at');
  const around = flags.get('around');
  if ((at === undefined) === (around === undefined))
    throw new UsageError('give exactly one of --at x,y or --around <id>');
  const radiusCm = parseRadiusCm(flags.get('radius-cm'));
  const level = parseLevel(flags.get('level'));
  const file = positional[0];
  const scene = readScene(file);
  let centre: AreaCentre;
  if (typeof around === 'string') {
    if (!scene.fighters.some((f) => f.id === around))
      throw new UsageError(`--around: ${shown(file)} has no fighter with id ${quote(around)}`);
    centre = { fighter: around };
  } else {
    const [x, y] = parsePoint(at as string, '--at');
    centre = { point: { x, y } };
  }
  // the same cover as an area of effect's, without dispersion: the centre is where it is said to be.
  const area = areaOfEffect(scene, centre, radiusCm * 10, level);
  const measuring = scene.options.measuring ?? 'free';
  if (flags.has('json')) {
    const hits = area.hits.map((h) => ({
      id: h.id,
      side: h.side,
      distanceMm: round(h.distanceMm),
      coverage: h.coverage,
      centre: h.centre,
    }));
    io.out(jsonLine({ rule: 'R-7.5', centre, radiusMm: area.radiusMm, level: level ?? null, hits, measuring }));
    return 0;
  }
  io.out(areaCoverWords(area, lang, shown));
  if (measuring === 'after-declaring') io.out(`- ${measuringWords('effect')[lang]}`);
  return 0;
}
