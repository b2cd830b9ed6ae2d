// `mire deploy <scene.json> [--json] [--lang en|fr]`: the deployment zones of a line of battle and whether each
// fighter's whole base lies in its side's zone (R-8.2; Rag'narok R-8.5).
import { type Zone, checkDeployment } from '../../geometry/index';
import { shown } from '../../geometry/index';
import {
  COLON,
  NO_SIDES,
  NO_ZONE,
  battleLineWords,
  deploymentVerdictWords,
  fighterDeploymentWords,
  sideName,
  zoneSpanWords,
  zoneToleranceWords,
} from '../words';
import type { Lang } from '../words';
import { type Io, jsonLine, UsageError, langOf, parseArgs, readScene } from './io';

export const usage = 'mire deploy <scene.json> [--json] [--lang en|fr]';

function span(z: Zone, axis: 'x' | 'y', lang: Lang): string {
  if (z.points.length === 0) return zoneSpanWords(axis, null, null)[lang];
  const vs = z.points.map((p) => p[axis]);
  return zoneSpanWords(
    axis,
    vs.reduce((a, b) => Math.min(a, b)),
    vs.reduce((a, b) => Math.max(a, b)),
  )[lang];
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const report = checkDeployment(readScene(positional[0]));
  if (flags.has('json')) {
    io.out(jsonLine(report));
    return 0;
  }
  const { zones } = report;
  const axis = zones.orientation === 'width' ? 'x' : 'y';
  io.out(battleLineWords(report, axis, zones.median[0][axis])[lang]);
  for (const z of [zones.low, zones.centre, zones.high]) {
    io.out(`  ${z.id}${z.side ? ` (${shown(sideName(lang, z.side))})` : ''}${COLON[lang]}${span(z, axis, lang)}`);
  }
  io.out(zoneToleranceWords(report.toleranceMm)[lang]);
  if (!report.sides) {
    io.out(NO_SIDES[lang]);
    for (const f of report.fighters)
      io.out(
        `  ${shown(f.id)} (${shown(sideName(lang, f.side))})${COLON[lang]}${f.within.length ? f.within.map(shown).join(', ') : NO_ZONE[lang]}`,
      );
    return 0;
  }
  for (const f of report.fighters) {
    const who = `${shown(f.id)} (${shown(sideName(lang, f.side))})`;
    io.out(`  ${fighterDeploymentWords(f, who, f.zone === null ? '' : shown(f.zone))[lang]}`);
  }
  const bad = report.fighters.filter((f) => f.legal !== true).length;
  io.out(deploymentVerdictWords(report, bad)[lang]);
  return 0;
}
