// `mire control <scene.json> [--zone <name|x,y;x,y;...>] [--json]`: who controls a zone (R-8.4;
// Rag'narok R-8.5), and the Rag'narok objectives within 10 cm (R-8.5). Without --zone: the two
// deployment zones and the centre (the "Conquest" scenario, Confédé III-A-2).
import {
  type NamedZone,
  type ObjectiveControl,
  type ZoneControl,
  controlOfZone,
  objectiveControl,
  zoneByName,
} from '../../geometry/index';
import { LIMITS } from '../../geometry/index';
import { isSimplePolygon } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import type { Scene } from '../../geometry/index';
import { signedArea } from '../../geometry/index';
import { type Io, jsonLine, UsageError, cm, parseArgs, parsePoint, readScene } from './io';

export const usage = 'mire control <scene.json> [--zone <name|x,y;x,y;...>] [--json]';

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

function describeZone(c: ZoneControl): string[] {
  const verdict =
    c.state === 'controls'
      ? `${shown(c.controller ?? '?')} controls it`
      : c.state === 'disputed'
        ? 'disputed'
        : 'nobody there: not controlled';
  const what = c.rule === 'R-8.5' ? 'power' : 'power, strategic value';
  const out = [`Zone ${shown(c.zone.name)}: ${verdict} (${c.rule}: whole bases inside, ${what}).`];
  for (const t of c.totals) {
    const value = c.rule === 'R-8.5' ? '' : `, strategic value ${t.value}`;
    out.push(
      `  ${shown(t.side)}: power ${t.power}${value}${t.fighters.length ? ` (${t.fighters.map(shown).join(' ')})` : ''}`,
    );
  }
  const partly = c.notCounted.filter((n) => n.reason === 'partly-inside').map((n) => n.id);
  const routed = c.notCounted.filter((n) => n.reason === 'routed').map((n) => n.id);
  if (partly.length) out.push(`  not counted, base only partly inside: ${partly.map(shown).join(' ')}`);
  if (routed.length) out.push(`  not counted, routed: ${routed.map(shown).join(' ')}`);
  if (c.valueMissing.length && c.rule === 'R-8.4')
    out.push(`  no strategic value given (counted as 0): ${c.valueMissing.map(shown).join(' ')}`);
  return out;
}

function describeObjective(o: ObjectiveControl): string {
  const verdict =
    o.state === 'controls'
      ? `${shown(o.controller ?? '?')} controls it`
      : o.state === 'disputed'
        ? 'tie: nobody controls it'
        : 'nobody within 10 cm';
  const totals = o.totals.map((t) => `${shown(t.side)} ${t.power}`).join(', ');
  const near = o.counted.map((c) => `${shown(c.id)} ${cm(c.distanceMm)} cm`).join(', ');
  const routed = o.routed.length ? `; routed, not counted: ${o.routed.map(shown).join(' ')}` : '';
  return `Objective ${shown(o.objective)}: ${verdict} (R-8.5: power within 10 cm: ${totals}${near ? `; ${near}` : ''}${routed}).`;
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['zone']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
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
  for (const r of results) for (const line of describeZone(r)) io.out(line);
  for (const o of objectives) io.out(describeObjective(o));
  return 0;
}
