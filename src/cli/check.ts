// `mire check <scene.json> [--json]`: every ordered pair's verdicts (R-2 .. R-5), melees, contact counts.
import { quote, shown } from '../../geometry/quote';
import { World } from '../../geometry/world';
import { type Io, jsonLine, UsageError, cm, parseArgs, pct, readScene } from './io';

export const usage = 'mire check <scene.json> [--json] [--from <id>] [--to <id>]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['from', 'to']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const world = new World(readScene(positional[0]));
  for (const flag of ['from', 'to']) {
    const id = flags.get(flag);
    if (typeof id === 'string' && !world.hasFighter(id)) throw new UsageError(`--${flag}: no fighter with id ${quote(id)}`);
  }
  const from = flags.get('from') as string | undefined;
  const to = flags.get('to') as string | undefined;
  // On a big table, --from / --to keep the pass to one row or column of pairs.
  const result = world.check({ from, to });
  if (flags.has('json')) {
    io.out(jsonLine(result));
    return 0;
  }
  const rows = result.pairs.map((p) => [
    shown(p.from),
    shown(p.to),
    cm(p.distanceMm),
    p.touching ? 'yes' : '-',
    p.contact ? 'yes' : '-',
    p.sightTouches ? 'yes' : '-',
    p.inView ? 'yes' : '-',
    p.obstruction,
    p.los,
    pct(p.visibleFraction),
    p.blockers.map(shown).join(' ') || '-',
  ]);
  const header = ['from', 'to', 'dist cm', 'touch', 'contact', 'sight→base', 'in view', 'obstruction', 'sees', 'visible', 'blockers'];
  io.out(table([header, ...rows]));
  io.out('');
  io.out(`melees (R-3.6): ${result.melees.length ? result.melees.map((m) => `[${m.map(shown).join(' ')}]`).join(' ') : 'none'}`);
  const counts = Object.entries(result.contactCounts)
    .map(([id, c]) => `${shown(id)} ${c.enemies}/${c.max}${c.enemies > c.max ? ' (over the maximum!)' : ''}`)
    .join(', ');
  io.out(`enemies in contact / maximum (R-3.5): ${counts}`);
  return 0;
}

export function table(rows: string[][]): string {
  // A loop, not Math.max(...): a spread of 90,000 rows overflows the call stack.
  const widths = rows[0].map((_, c) => rows.reduce((w, r) => Math.max(w, r[c].length), 0));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd()).join('\n');
}
