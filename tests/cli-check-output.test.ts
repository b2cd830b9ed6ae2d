// `mire check` output written while the pairs are decided (src/cli/check-output.ts) is the same
// text as the whole result printed at the end: jsonLine of world.check() (JSON.stringify with every
// unprintable character escaped), and the table built from every row at once, ids shown escaped;
// in chunks through Io.write or in one piece through Io.out.
import { describe, expect, it } from 'vitest';
import { randomScene } from '../bench/scenes';
import type { Scene } from '../geometry/scene';
import { World } from '../geometry/world';
import { shown } from '../geometry/quote';
import { PairJson, writeCheckJson, writeCheckText } from '../src/cli/check-output';
import { type Io, cm, jsonLine, pct } from '../src/cli/io';

/** The text table printed whole: columns as wide as their widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => rows.reduce((w, r) => Math.max(w, r[c].length), 0));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd()).join('\n');
}

/** Ids that JSON must escape, and a long table so that the chunks split it. */
function oddScene(seed: number, ruleset: Scene['ruleset']): Scene {
  const scene = randomScene(seed, { fighters: 40, scenery: 8, table: { width: 900, depth: 500 }, contactChance: 0.3, ruleset });
  const rename = (id: string, k: number) => (k % 3 === 0 ? `${id} "q"\\é\u0001` : k % 3 === 1 ? `${id}\n→` : id);
  return {
    ...scene,
    fighters: scene.fighters.map((f, k) => ({ ...f, id: rename(f.id, k) })),
    scenery: scene.scenery.map((s, k) => ({ ...s, id: rename(s.id, k + 1) })),
  };
}

/** What the command printed: through `write` (in chunks) when given, else through `out` alone. */
function capture(withWrite: boolean): { io: Io; text: () => string; writes: () => number } {
  let text = '';
  let writes = 0;
  const io: Io = {
    out: (s) => {
      text += `${s}\n`;
    },
    err: () => {},
    ...(withWrite
      ? {
          write: (s: string) => {
            text += s;
            writes++;
          },
        }
      : {}),
  };
  return { io, text: () => text, writes: () => writes };
}

function wholeTable(world: World): string {
  const result = world.check();
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
    const world = new World(oddScene(seed, ruleset));
    const json = new PairJson();
    const pairs = world.check().pairs;
    expect(pairs.some((p) => p.blockers.length > 1)).toBe(true);
    for (const p of pairs) expect(json.of(p)).toBe(jsonLine(p));
  });

  it.each([true, false])('the whole JSON line, the same bytes (through write: %s)', (withWrite) => {
    const scene = oddScene(403, 'confede');
    const c = capture(withWrite);
    writeCheckJson(new World(scene), {}, c.io);
    expect(c.text()).toBe(`${jsonLine(new World(scene).check())}\n`);
    // 40 fighters print ~300 kB: more than one chunk.
    if (withWrite) expect(c.writes()).toBeGreaterThan(2);
  });

  it('the JSON of one row of pairs (--from)', () => {
    const scene = oddScene(404, 'ragnarok');
    const from = scene.fighters[3].id;
    const c = capture(true);
    writeCheckJson(new World(scene), { from }, c.io);
    expect(c.text()).toBe(`${jsonLine(new World(scene).check({ from }))}\n`);
  });

  it.each([true, false])('the text table, columns as wide as their widest cell (through write: %s)', (withWrite) => {
    const scene = oddScene(405, 'confede');
    const c = capture(withWrite);
    writeCheckText(new World(scene), {}, c.io);
    expect(c.text()).toBe(wholeTable(new World(scene)));
  });
});
