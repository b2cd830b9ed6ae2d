// `mire setup <scene.json> [--json]`: check a scenery layout, each violation with its distance.
// `mire setup --propose N [--seed s] [--table WxD|standard|square|small] [--ruleset r]`: print a
// scene file (JSON) with a random legal layout of N pieces, reproducible from the seed.
import { TABLES } from '../../geometry/index';
import { LIMITS } from '../../geometry/index';
import { freshSeed } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import { RULESETS, type Ruleset } from '../../geometry/index';
import { type SetupViolation, checkSetup, proposeScene } from '../../geometry/index';
import { type Io, jsonLine, UsageError, cm, parseArgs, readScene } from './io';
import { parseSeed } from './scatter';

export const usage =
  'mire setup <scene.json> [--json] | mire setup --propose N [--seed s] [--table WxD|standard|square|small] [--ruleset confede|ragnarok|c3]';

/** `--table`: a name of or "WxD" in mm; default the standard 1200 x 600. */
export function parseTable(text: string | undefined): { width: number; depth: number } {
  if (text === undefined) return TABLES.standard;
  if (Object.hasOwn(TABLES, text)) return TABLES[text as keyof typeof TABLES];
  const m = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(text);
  if (!m)
    throw new UsageError(`--table: expected WxD in mm (e.g. 1200x600) or standard, square, small; got ${quote(text)}`);
  const width = Number(m[1]);
  const depth = Number(m[2]);
  if (!(width > 0 && depth > 0))
    throw new UsageError(`--table: width and depth must be greater than 0, got ${quote(text)}`);
  if (width > LIMITS.tableMm || depth > LIMITS.tableMm) {
    throw new UsageError(
      `--table: width and depth must be at most ${LIMITS.tableMm} mm (the scene limit), got ${quote(text)}`,
    );
  }
  return { width, depth };
}

function words(v: SetupViolation): string {
  switch (v.code) {
    case 'too-few':
      return `only ${v.count} scenery element${v.count === 1 ? '' : 's'}, at least ${v.min} are needed`;
    case 'too-large':
      return `${shown(v.scenery)} does not fit in 30 x 30 cm (smallest square ${cm(v.extentMm)} cm)`;
    case 'too-close':
      return `${shown(v.scenery)} and ${shown(v.other)} are ${cm(v.distanceMm)} cm apart, less than 6 cm`;
    case 'near-edge':
      return `${shown(v.scenery)} is ${cm(v.distanceMm)} cm from the table edge ${v.edge}, less than 6 cm`;
  }
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['propose', 'seed', 'table', 'ruleset']);
  const propose = flags.get('propose');
  if (typeof propose === 'string') {
    if (positional.length !== 0) throw new UsageError('--propose takes no scene file: it prints a new one');
    const n = Number(propose);
    if (!Number.isInteger(n) || n < 4 || n > 40)
      throw new UsageError(`--propose: expected a number of pieces 4..40 (R-8.3: at least 4), got ${quote(propose)}`);
    const table = parseTable(flags.get('table') as string | undefined);
    const ruleset = (flags.get('ruleset') ?? 'confede') as string;
    if (!(RULESETS as readonly string[]).includes(ruleset))
      throw new UsageError(`--ruleset: expected confede, ragnarok or c3, got ${quote(ruleset)}`);
    const seed = typeof flags.get('seed') === 'string' ? parseSeed(flags.get('seed') as string) : freshSeed();
    let scene;
    try {
      scene = proposeScene(table, n, seed, ruleset as Ruleset).scene;
    } catch (e) {
      throw new UsageError(`--propose: ${(e as Error).message}`);
    }
    io.out(JSON.stringify(scene, null, 2));
    return 0;
  }
  for (const flag of ['seed', 'table', 'ruleset']) {
    if (flags.has(flag)) throw new UsageError(`--${flag}: only with --propose`);
  }
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const report = checkSetup(readScene(positional[0]));
  if (flags.has('json')) {
    io.out(jsonLine(report));
    return 0;
  }
  io.out(
    report.legal
      ? `Scenery set-up legal: ${report.count} elements, each within 30 x 30 cm and 6 cm from the others and the edges (R-8.3).`
      : `Scenery set-up NOT legal: ${report.violations.length} problem${report.violations.length === 1 ? '' : 's'} (R-8.3).`,
  );
  for (const v of report.violations) io.out(`  - ${words(v)}`);
  for (const e of report.elements) {
    const near = e.nearestMm === undefined ? '' : `, nearest element ${cm(e.nearestMm)} cm`;
    const turned =
      Math.max(e.extent.widthMm, e.extent.depthMm) <= 300 || e.fit.angleDeg === 0
        ? ''
        : ` (fits a ${cm(e.fit.squareMm)} cm square turned ${e.fit.angleDeg.toFixed(1)}°)`;
    io.out(
      `  ${shown(e.id)} (${e.kind}): ${cm(e.extent.widthMm)} x ${cm(e.extent.depthMm)} cm${turned}, edge ${cm(e.edgeDistanceMm)} cm${near}`,
    );
  }
  return 0;
}
