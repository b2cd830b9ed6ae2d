// `mire deploy <scene.json> [--json]`: the deployment zones of a line of battle and whether each
// fighter's whole base lies in its side's zone (R-8.2; Rag'narok R-8.5).
import { type Zone, checkDeployment } from '../../geometry/index';
import { shown } from '../../geometry/index';
import { type Io, jsonLine, UsageError, cm, parseArgs, readScene } from './io';

export const usage = 'mire deploy <scene.json> [--json]';

function span(z: Zone, axis: 'x' | 'y'): string {
  if (z.points.length === 0) return 'none (the table is too small)';
  const vs = z.points.map((p) => p[axis]);
  return `${axis} ${cm(vs.reduce((a, b) => Math.min(a, b)))} to ${cm(vs.reduce((a, b) => Math.max(a, b)))} cm`;
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], []);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const report = checkDeployment(readScene(positional[0]));
  if (flags.has('json')) {
    io.out(jsonLine(report));
    return 0;
  }
  const { zones } = report;
  const axis = zones.orientation === 'width' ? 'x' : 'y';
  const medianAt = zones.median[0][axis];
  io.out(
    `Line of battle ${zones.orientation === 'width' ? 'across the width' : 'along the length'}: median line ${axis} = ${cm(medianAt)} cm (${report.rule}).`,
  );
  for (const z of [zones.low, zones.centre, zones.high]) {
    io.out(`  ${z.id}${z.side ? ` (${shown(z.side)})` : ''}: ${span(z, axis)}`);
  }
  io.out(`A base on a zone line, or over it by less than τ = ${report.toleranceMm} mm, is in the zone (R-0.3).`);
  if (!report.sides) {
    io.out('The scene records no "deployment" sides: zones each fighter lies in, without a verdict.');
    for (const f of report.fighters)
      io.out(`  ${shown(f.id)} (${shown(f.side)}): ${f.within.length ? f.within.map(shown).join(', ') : 'no zone'}`);
    return 0;
  }
  for (const f of report.fighters) {
    const who = `${shown(f.id)} (${shown(f.side)})`;
    if (f.zone === null) io.out(`  ${who}: NOT DEPLOYABLE, its side has no zone`);
    else if (f.legal) io.out(`  ${who}: legal, whole base in its zone (${shown(f.zone)})`);
    else io.out(`  ${who}: ILLEGAL, reaches ${cm(f.outsideMm)} cm out of its zone (${shown(f.zone)})`);
  }
  const bad = report.fighters.filter((f) => f.legal !== true).length;
  io.out(
    bad === 0
      ? `All ${report.fighters.length} fighters deployed legally (${report.rule}).`
      : `${bad} of ${report.fighters.length} fighters not deployed legally (${report.rule}).`,
  );
  return 0;
}
