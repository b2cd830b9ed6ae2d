// `mire check` output written while the pairs are decided (src/cli/check-output.ts) is the same
// text as the whole result printed at the end: jsonLine of world.check() (JSON.stringify with every
// unprintable character escaped), and the table built from every row at once, ids shown escaped;
// in chunks through Io.write, or in one piece through Io.out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomScene } from '../bench/scenes';
import type { Scene } from '../geometry/scene';
import { World } from '../geometry/world';
import { shown } from '../geometry/quote';
import { PairJson, writeCheckJson, writeCheckText } from '../src/cli/check-output';
import { TextChunks } from '../src/cli/text-chunks';
import { type Io, cm, jsonLine, pct } from '../src/cli/io';
import { oddScene } from './support/odd-ids';

/** A long table, so that the chunks split it. */
const LONG = { fighters: 40, table: { width: 900, depth: 500 } };

/** The text table printed whole: columns as wide as their widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => rows.reduce((w, r) => Math.max(w, r[c].length), 0));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** How the command is given its output: text in chunks (the CLI's), or one piece of text. */
type Way = 'chunks' | 'whole';
const WAYS: readonly Way[] = ['chunks', 'whole'];

/** What the command printed, and how many writes it took. */
function capture(way: Way): { io: Io; text: () => string; writes: () => number } {
  let text = '';
  let writes = 0;
  const io: Io = {
    out: (s) => {
      text += `${s}\n`;
    },
    err: () => {},
  };
  if (way === 'chunks') {
    io.write = (s: string) => {
      text += s;
      writes++;
    };
  }
  return { io, text: () => text, writes: () => writes };
}

/**
 * The visible cell: a share with one decimal, never 0% nor 100% unless it is; a partial verdict
 * with no direction free says its lines pass over smaller barriers (R-5.4).
 */
function visibleCell(p: { los: string; visibleFraction: number }, ragnarok: boolean): string {
  // R-5.7 Rag'narok: a partial verdict is a free line past an obstacle (interference).
  if (p.los === 'partial' && p.visibleFraction <= 0) return ragnarok ? 'free line' : 'over smaller';
  const text = pct(p.visibleFraction);
  if (p.visibleFraction > 0 && text === '0.0%') return '<0.1%';
  if (p.visibleFraction < 1 && text === '100.0%') return '>99.9%';
  return text;
}

function wholeTable(world: World, filter: { from?: string; to?: string } = {}): string {
  const result = world.check(filter);
  // R-5.7 Rag'narok: seen or not seen (yes / no), an obstacle between the bases is interference.
  const ragnarok = world.scene.ruleset === 'ragnarok';
  const obstruction = (v: string) => (ragnarok && v === 'partial' ? 'interference' : v);
  const sees = (v: string) => (ragnarok ? (v === 'none' ? 'no' : 'yes') : v);
  const rows = result.pairs.map((p) => [
    shown(p.from),
    shown(p.to),
    cm(p.distanceMm),
    p.touching ? 'yes' : '-',
    p.contact ? 'yes' : '-',
    p.sightTouches ? 'yes' : '-',
    p.inView ? 'yes' : '-',
    obstruction(p.obstruction),
    sees(p.los),
    visibleCell(p, ragnarok),
    p.blockers.map(shown).join(' ') || '-',
  ]);
  const header = [
    'from',
    'to',
    'dist cm',
    'touch',
    'contact',
    'sight→base',
    'in view',
    'obstruction',
    'sees',
    'visible',
    'blockers',
  ];
  const melees = `melees (R-3.6): ${result.melees.length ? result.melees.map((m) => `[${m.map(shown).join(' ')}]`).join(' ') : 'none'}`;
  const counts = Object.entries(result.contactCounts)
    .map(([id, c]) => `${shown(id)} ${c.enemies}/${c.max}${c.enemies > c.max ? ' (over the maximum!)' : ''}`)
    .join(', ');
  return `${table([header, ...rows])}\n\n${melees}\n${`enemies in contact / maximum (R-3.5): ${counts}`}\n`;
}

describe('mire check output written pair by pair', () => {
  it.each([
    [401, 'confede'],
    [402, 'ragnarok'],
  ] as const)('seed %i, %s: every pair as jsonLine writes it', (seed, ruleset) => {
    const world = new World(oddScene(seed, ruleset, LONG));
    const pairs = world.check().pairs;
    expect(pairs.some((p) => p.blockers.length > 1)).toBe(true);
    const c = capture('chunks');
    const out = new TextChunks(c.io);
    world.checkRows({}, new PairJson(out));
    out.end();
    expect(c.text()).toBe(`${pairs.map((p) => jsonLine(p)).join(',')}\n`);
  });

  it.each(WAYS)('the whole JSON line, the same bytes (written as %s)', async (way) => {
    const scene = oddScene(403, 'confede', LONG);
    const c = capture(way);
    await writeCheckJson(new World(scene), {}, c.io);
    expect(c.text()).toBe(`${jsonLine(new World(scene).check())}\n`);
    // 40 fighters print ~300 kB: more than one chunk.
    if (way !== 'whole') expect(c.writes()).toBeGreaterThan(2);
  });

  it('the JSON of one row of pairs (--from)', async () => {
    const scene = oddScene(404, 'ragnarok', LONG);
    const from = scene.fighters[3].id;
    const c = capture('chunks');
    await writeCheckJson(new World(scene), { from }, c.io);
    expect(c.text()).toBe(`${jsonLine(new World(scene).check({ from }))}\n`);
  });

  it.each(WAYS)('the text table, columns as wide as their widest cell (written as %s)', async (way) => {
    const scene = oddScene(405, 'confede', LONG);
    const c = capture(way);
    await writeCheckText(new World(scene), {}, c.io);
    expect(c.text()).toBe(wholeTable(new World(scene)));
  });

  it('a table with no row: the header alone, as wide as itself', async () => {
    const scene = oddScene(406, 'confede', LONG);
    const id = scene.fighters[0].id;
    const c = capture('chunks');
    await writeCheckText(new World(scene), { from: id, to: id }, c.io);
    expect(c.text()).toBe(wholeTable(new World(scene), { from: id, to: id }));
  });

  // Random tables, rulesets and filters (one row, one column, one pair, all): JSON and text as
  // printed whole, byte for byte, whichever way the output goes.
  it('random tables: the streamed output is the whole output', async () => {
    const filterArb = fc.constantFrom('all', 'from', 'to', 'both');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom<Scene['ruleset']>('confede', 'c3', 'ragnarok'),
        filterArb,
        fc.constantFrom(...WAYS),
        async (seed, ruleset, which, way) => {
          const scene = randomScene(seed, {
            fighters: 16,
            scenery: 5,
            table: { width: 600, depth: 400 },
            contactChance: 0.4,
            flyingChance: 0.1,
            ruleset,
          });
          const ids = scene.fighters.map((f) => f.id);
          const filter = {
            ...(which === 'from' || which === 'both' ? { from: ids[seed % ids.length] } : {}),
            ...(which === 'to' || which === 'both' ? { to: ids[(seed >> 3) % ids.length] } : {}),
          };
          const json = capture(way);
          await writeCheckJson(new World(scene), filter, json.io);
          expect(json.text()).toBe(`${jsonLine(new World(scene).check(filter))}\n`);
          const text = capture(way);
          await writeCheckText(new World(scene), filter, text.io);
          expect(text.text()).toBe(wholeTable(new World(scene), filter));
        },
      ),
      { seed: 20261126, numRuns: 40 },
    );
  }, 120_000);
});
