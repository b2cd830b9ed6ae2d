// `mire control <scene.json> [--zone <name|x,y;x,y;...>] [--json] [--lang en|fr]`: who controls a zone (R-8.4;
// Rag'narok ), and the Rag'narok objectives within 10 cm. Without --zone: the two
// deployment zones and the centre (the "Conquest" scenario, Confédé III-A-2).
import { type NamedZone, controlOfZone, objectiveControl, zoneByName } from '../../geometry/index';
import { LIMITS } from '../../geometry/index';
import { isSimplePolygon } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import type { Scene } from '../../geometry/index';
import { signedArea } from '../../geometry/index';
import { objectiveControlWords, zoneControlWords } from '../words';
import { type Io, jsonLine, UsageError, langOf, parseArgs, parsePoint, readScene } from './io';

export const usage = 'mire control <scene.json> [--zone <name|x,y;x,y;...>] [--json] [--lang en|fr]';

/** A zone from the command line: a name (see zoneByName) or at least three points "x,y;x,y;x,y" in mm. */
export function parseZone(scene: Scene, text: string): NamedZone {
  if (text.includes(',')) {
    const points = text
      .split(';')
      .filter((s) => s.trim() !== '')
      .map((s) => {
        const [x, y] = parsePoint(s, '--zone');
        return { x, y };
      });
    if (points.length > LIMITS.polygonPoints) {
      throw new UsageError(`--zone: ${points.length} points, more than the limit of ${LIMITS.polygonPoints}`);
    }
    if (points.length < 3)
      throw new UsageError(`--zone: a polygon needs at least 3 points "x,y;x,y;x,y", got ${points.length}`);
    if (!isSimplePolygon(points)) throw new UsageError('--zone: polygon crosses itself');
    if (Math.abs(signedArea(points)) <= 1e-9) throw new UsageError('--zone: polygon has no area');
    return { name: 'polygon', shape: { kind: 'polygon', points } };
  }
  const zone = zoneByName(scene, text);
  if (!zone) {
    throw new UsageError(
      `--zone: no zone ${quote(text)} (low, high, centre, table, a side of deployment.sides, a scenery id, or x,y;x,y;x,y)`,
    );
  }
  return zone;
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['zone', 'lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const scene = readScene(positional[0]);
  const zoneText = flags.get('zone');
  const zones =
    typeof zoneText === 'string'
      ? [parseZone(scene, zoneText)]
      : ['low', 'centre', 'high'].map((n) => zoneByName(scene, n)!);
  const results = zones.map((z) => controlOfZone(scene, z));
  const objectives = objectiveControl(scene);
  if (flags.has('json')) {
    io.out(jsonLine({ zones: results, objectives }));
    return 0;
  }
  for (const r of results) for (const line of zoneControlWords(r, lang, shown)) io.out(line);
  for (const o of objectives) io.out(objectiveControlWords(o, lang, shown));
  return 0;
}
