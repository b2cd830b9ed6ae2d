// The same table read under each edition: the verdicts that differ and the rules that make them
// differ (RULE_VARIANTS in geometry/ruleset.ts), and the ones that agree.
import { describe, expect, it } from 'vitest';
import {
  compareEditions,
  compareEditionsTo,
  variantChanges,
  type EditionChange,
  type PairChange,
} from '../geometry/editions';
import { RULESETS } from '../geometry/scene';
import { World } from '../geometry/world';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMire } from './support/cli';
import { SCENARIOS, loadScenario } from './support/scenes';

// assets/scenarios/editions-compare.json:
// - A and B touch along 10 mm of a 25 mm side: less than half a side, so no contact in
//   Confédé and C3; any touch is contact in Rag'narok.
// - C stands behind D: out of D's 180° view, in its 360° view in Rag'narok.
// - A wall (no size: blocks every line, R-5.5) hides G from F's sight dot, but the lower corner of
//   F's base sees past it (R-5.7 in Rag'narok).
// - E, size 2 on a cavalry base: 4 enemies by size (R-3.5 Confédé), 6 by base (R-3.5 C3).
const scene = loadScenario('editions-compare');

const pairChange = (list: readonly EditionChange[], from: string, to: string, field: string): PairChange | undefined =>
  list.find((c): c is PairChange => c.kind === 'pair' && c.from === from && c.to === to && c.field === field);

describe('editions: which rule changes which verdict', () => {
  it('lists the rule variants that differ, from the one table', () => {
    expect(variantChanges('confede', 'confede')).toEqual([]);
    expect(variantChanges('confede', 'c3').map((v) => v.variant)).toEqual(['maxEnemies']);
    expect(
      variantChanges('confede', 'ragnarok')
        .map((v) => v.variant)
        .sort(),
    ).toEqual(['assaultMaximum', 'contact', 'fieldOfViewDeg', 'lineOfSight', 'measureFrom']);
    expect(variantChanges('confede', 'ragnarok').find((v) => v.variant === 'contact')!.rules).toEqual([
      'R-3.2',
      'R-3.3',
      'R-3.7',
    ]);
  });

  it('R-3.7: a touch along less than half a side becomes contact in Rag’narok', () => {
    const w = new World(scene);
    expect(w.contact('A', 'B').touching).toBe(true);
    expect(w.contact('A', 'B').contact).toBe(false);
    const cmp = compareEditions(scene, 'ragnarok');
    const c = pairChange(cmp.changes, 'A', 'B', 'contact')!;
    expect(c).toMatchObject({ before: false, after: true });
    expect(c.rules).toContain('R-3.7');
    // Listed once, not for B→A as well.
    expect(pairChange(cmp.changes, 'B', 'A', 'contact')).toBeUndefined();
    expect(cmp.changes).toContainEqual(
      expect.objectContaining({ kind: 'count', id: 'A', field: 'enemies', before: 0, after: 1 }),
    );
  });

  it('R-4.3: a fighter behind comes into view in Rag’narok, and the sight verdict changes with it', () => {
    const cmp = compareEditions(scene, 'ragnarok');
    expect(pairChange(cmp.changes, 'D', 'C', 'inView')).toMatchObject({
      before: false,
      after: true,
      rules: ['R-4.1', 'R-4.3'],
    });
    const los = pairChange(cmp.changes, 'D', 'C', 'los')!;
    expect(los).toMatchObject({ before: 'none', after: 'full' });
    expect(los.rules).toEqual(['R-4.1', 'R-4.3']);
    // C faces D with nothing between: the same verdict in both editions.
    expect(pairChange(cmp.changes, 'C', 'D', 'los')).toBeUndefined();
    expect(pairChange(cmp.changes, 'C', 'D', 'inView')).toBeUndefined();
  });

  it('R-5.7: a wall hiding the target from the sight dot but not from the whole base', () => {
    const confede = new World(scene).pair('F', 'G');
    expect(confede.los).toBe('none');
    expect(confede.blockers).toEqual(['wall']);
    const los = pairChange(compareEditions(scene, 'ragnarok').changes, 'F', 'G', 'los')!;
    expect(los.before).toBe('none');
    expect(los.after).not.toBe('none');
    expect(los.rules).toContain('R-5.7');
    expect(los.rules).not.toContain('R-4.3');
  });

  it('R-3.5: C3 counts the most enemies in contact by base; sight and contact agree with Confédé', () => {
    const cmp = compareEditions(scene, 'c3');
    expect(cmp.changes.filter((c) => c.kind === 'pair')).toEqual([]);
    expect(cmp.changes).toContainEqual({ kind: 'count', id: 'E', field: 'max', before: 4, after: 6, rules: ['R-3.5'] });
    // Infantry bases keep 4 for a normal-size fighter in both.
    expect(cmp.changes.some((c) => c.kind === 'count' && c.id === 'A')).toBe(false);
  });

  it('reading a table under its own edition changes nothing; going back undoes every change', () => {
    expect(compareEditions(scene, 'confede').changes).toEqual([]);
    const there = compareEditions(scene, 'ragnarok');
    const back = compareEditions({ ...scene, ruleset: 'ragnarok' }, 'confede');
    expect(back.changes.length).toBe(there.changes.length);
    for (const c of there.changes) {
      expect(back.changes).toContainEqual({ ...c, before: c.after, after: c.before });
    }
  });
});

describe('mire editions', () => {
  const file = join(SCENARIOS, 'editions-compare.json');

  it('--to ragnarok --json: the comparison of geometry/editions.ts', async () => {
    const r = await runMire('editions', file, '--to', 'ragnarok', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      comparisons: [JSON.parse(JSON.stringify(compareEditions(scene, 'ragnarok')))],
    });
  });

  it('without --to, every other edition in words, citing the rules', async () => {
    const r = await runMire('editions', file);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Confédé → Rag'narok");
    expect(r.out).toContain('Confédé → Confrontation 3');
    expect(r.out).toContain('D → C: los none → full (R-4.1, R-4.3)');
    expect(r.out).toContain('E: max 4 → 6 (R-3.5)');
  });

  it('every scenario, every other edition: the changes are the pairs whose verdict differs between the two checks', () => {
    // The stress table's all pairs under three editions is the benches' work, not a unit test's.
    const names = readdirSync(SCENARIOS)
      .filter((f) => f.endsWith('.json') && !f.startsWith('stress'))
      .map((f) => f.replace(/\.json$/, ''));
    for (const name of names) {
      const own = loadScenario(name);
      const others = RULESETS.filter((r) => r !== own.ruleset);
      const before = new World(own).check();
      const comparisons = compareEditionsTo(own, others);
      others.forEach((to, t) => {
        const after = new World({ ...own, ruleset: to }).check();
        const expected: string[] = [];
        before.pairs.forEach((a, k) => {
          const b = after.pairs[k];
          if (a.contact !== b.contact && a.from < a.to)
            expected.push(`${a.from} ${a.to} contact ${a.contact} ${b.contact}`);
          if (a.inView !== b.inView) expected.push(`${a.from} ${a.to} inView ${a.inView} ${b.inView}`);
          if (a.los !== b.los) expected.push(`${a.from} ${a.to} los ${a.los} ${b.los}`);
        });
        const listed = comparisons[t].changes.flatMap((c) =>
          c.kind === 'pair' ? [`${c.from} ${c.to} ${c.field} ${c.before} ${c.after}`] : [],
        );
        expect(listed, `${name} → ${to}`).toEqual(expected);
        // R-3.5 the counts too, in the counts' order (C3 is compared without a check pass).
        const counted: string[] = [];
        for (const id of Object.keys(before.contactCounts)) {
          const [a, b] = [before.contactCounts[id], after.contactCounts[id]];
          if (a.enemies !== b.enemies) counted.push(`${id} enemies ${a.enemies} ${b.enemies}`);
          if (a.max !== b.max) counted.push(`${id} max ${a.max} ${b.max}`);
        }
        const countsListed = comparisons[t].changes.flatMap((c) =>
          c.kind === 'count' ? [`${c.id} ${c.field} ${c.before} ${c.after}`] : [],
        );
        expect(countsListed, `${name} → ${to}`).toEqual(counted);
        expect(comparisons[t]).toEqual(compareEditions(own, to));
      });
    }
  });

  it('bad input: one line, exit 2', async () => {
    const r = await runMire('editions', file, '--to', 'warhammer');
    expect(r.code).toBe(2);
    expect(r.err).toBe('mire editions: --to: expected confede, ragnarok or c3, got "warhammer"');
    const missing = await runMire('editions', 'nope.json');
    expect(missing.code).toBe(2);
    expect(missing.err.split('\n')).toHaveLength(1);
  });

  it("a table over editions' limit of 500 fighters: one line naming the limit, exit 2", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mire-editions-'));
    const big = join(dir, 'big.json');
    const fighters = Array.from({ length: 501 }, (_, k) => ({
      id: `f${k}`,
      side: k % 2 ? 'a' : 'b',
      size: 2,
      mov: 10,
      position: [20 + (k % 30) * 40, 20 + Math.floor(k / 30) * 34],
      facing: 0,
      base: { type: 'round', diameter: 30 },
    }));
    writeFileSync(big, JSON.stringify({ version: 1, table: { width: 1200, depth: 600 }, fighters }));
    const r = await runMire('editions', big);
    rmSync(dir, { recursive: true });
    expect(r.code).toBe(2);
    expect(r.err).toBe(`mire editions: ${big}: fighters: has 501 entries, more than editions' limit of 500`);
  });
});
