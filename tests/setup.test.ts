// scenery set-up (Confédé III-A-3): count, size, gaps; seeded random layouts that pass.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../geometry/rng';
import { parseScene, type SceneInput } from '../geometry/scene';
import { checkSetup, proposeScene, proposeSetup, randomPieces, smallestSquare } from '../geometry/setup';
import { sceneryFootprint } from '../geometry/scenery';
import { runMire } from './support/cli';
import { box } from './support/build';
import { SCENARIOS, loadScenario } from './support/scenes';
import { join } from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll } from 'vitest';

function layout(scenery: SceneInput['scenery'], tolerance = 0.5) {
  return parseScene({ version: 1, table: { width: 1200, depth: 600 }, options: { tolerance }, scenery });
}

// Four 100 mm boxes, 100 mm from the edges and 200 mm apart: legal.
const FOUR = [
  box('a', 100, 100, 200, 200),
  box('b', 400, 100, 500, 200),
  box('c', 700, 100, 800, 200),
  box('d', 1000, 400, 1100, 500),
];

describe('R-8.3 checking a layout', () => {
  it('a legal layout', () => {
    const r = checkSetup(layout(FOUR));
    expect(r).toMatchObject({ rule: 'R-8.3', legal: true, count: 4, violations: [] });
    expect(r.elements[0]).toMatchObject({
      id: 'a',
      edgeDistanceMm: 100,
      nearestMm: 200,
      extent: { widthMm: 100, depthMm: 100 },
    });
  });

  it('at least 4 elements: three is too few; objective markers do not count', () => {
    const marker = {
      id: 'well',
      kind: 'objective' as const,
      shape: { type: 'circle' as const, center: [600, 10] as [number, number], radius: 5 },
    };
    const r = checkSetup(layout([...FOUR.slice(0, 3), marker]));
    expect(r.violations).toEqual([{ rule: 'R-8.3', code: 'too-few', count: 3, min: 4 }]);
  });

  it('gaps: exactly 60 mm passes, 59.6 mm passes (within τ), 59 mm fails with its distance', () => {
    const at = (gap: number) => checkSetup(layout([...FOUR.slice(0, 3), box('d', 800 + gap, 100, 900 + gap, 200)]));
    expect(at(60).legal).toBe(true);
    expect(at(59.6).legal).toBe(true);
    const r = at(59);
    expect(r.legal).toBe(false);
    expect(r.violations).toHaveLength(1);
    expect(r.violations[0]).toMatchObject({ code: 'too-close', scenery: 'c', other: 'd', limitMm: 60 });
    const v = r.violations[0];
    expect(v.code === 'too-close' ? v.distanceMm : NaN).toBeCloseTo(59, 9);
    // With τ = 0, 59.6 mm is short.
    expect(checkSetup(layout([...FOUR.slice(0, 3), box('d', 859.6, 100, 959.6, 200)], 0)).legal).toBe(false);
  });

  it('edges: 60 mm from an edge passes, 50 mm fails naming the edge', () => {
    expect(checkSetup(layout([...FOUR.slice(0, 3), box('d', 1000, 440, 1100, 540)])).legal).toBe(true);
    const r = checkSetup(layout([...FOUR.slice(0, 3), box('d', 1050, 400, 1150, 500)]));
    expect(r.violations).toHaveLength(1);
    expect(r.violations[0]).toMatchObject({ code: 'near-edge', scenery: 'd', edge: 'x=width', distanceMm: 50 });
  });

  it('size: 300 mm fits, 310 mm does not; a 250 mm square turned 45° still fits 30 x 30 cm', () => {
    expect(checkSetup(layout([...FOUR.slice(0, 3), box('d', 790, 300, 1090, 400)])).legal).toBe(true);
    // 310 x 200: no turn helps (at 45° it needs 510/√2 ≈ 360.6 mm).
    const big = checkSetup(layout([...FOUR.slice(0, 3), box('d', 780, 300, 1090, 500)]));
    expect(big.violations).toEqual([{ rule: 'R-8.3', code: 'too-large', scenery: 'd', extentMm: 310, limitMm: 300 }]);
    // 310 x 100: turned 45° it fits a square of 410/√2 ≈ 289.9 mm (the reading: in some orientation).
    const wall = checkSetup(layout([...FOUR.slice(0, 3), box('d', 780, 300, 1090, 400)]));
    expect(wall.legal).toBe(true);
    expect(wall.elements[3].fit.squareMm).toBeCloseTo(410 / Math.SQRT2, 6);
    const h = 125 * Math.SQRT2;
    const diamond = {
      id: 'd',
      kind: 'hill' as const,
      shape: {
        type: 'polygon' as const,
        points: [
          [900, 350 - h],
          [900 + h, 350],
          [900, 350 + h],
          [900 - h, 350],
        ] as [number, number][],
      },
    };
    const fp = sceneryFootprint(diamond);
    expect(smallestSquare(fp).squareMm).toBeCloseTo(250, 6);
    expect(checkSetup(layout([...FOUR.slice(0, 3), diamond])).violations.filter((v) => v.code === 'too-large')).toEqual(
      [],
    );
  });

  it('the fixture setup-violations: each mistake reported with its distance', () => {
    const r = checkSetup(loadScenario('setup-violations'));
    expect(r.count).toBe(4);
    const codes = r.violations.map((v) => `${v.code}:${'scenery' in v ? v.scenery : ''}`).sort();
    expect(codes).toEqual(['near-edge:hill', 'near-edge:hill', 'too-close:house', 'too-large:forest']);
    const close = r.violations.find((v) => v.code === 'too-close');
    expect(close?.code === 'too-close' ? close.distanceMm : NaN).toBeCloseTo(50, 9);
  });
});

describe('R-8.3 proposing a layout from a seed (R-7.4)', () => {
  it('the same seed gives the same layout; another seed another one', () => {
    const a = proposeScene({ width: 1200, depth: 600 }, 6, 11);
    expect(proposeScene({ width: 1200, depth: 600 }, 6, 11)).toEqual(a);
    expect(proposeScene({ width: 1200, depth: 600 }, 6, 12).scene.scenery).not.toEqual(a.scene.scenery);
    expect(a.scene.scenery).toHaveLength(6);
  });

  it('fewer than 4 pieces, or pieces too big, are refused', () => {
    const pieces = randomPieces(createRng(1), 3, { width: 1200, depth: 600 });
    expect(() => proposeSetup({ width: 1200, depth: 600 }, pieces, 1)).toThrow(/at least 4/);
    const huge = [
      ...randomPieces(createRng(1), 3, { width: 1200, depth: 600 }),
      { id: 'x', kind: 'hill' as const, shape: { type: 'circle' as const, radius: 160 } },
    ];
    expect(() => proposeSetup({ width: 1200, depth: 600 }, huge, 1)).toThrow(/300 x 300/);
  });

  it('an impossible layout is refused, not returned broken', () => {
    const big = Array.from({ length: 6 }, (_, i) => ({
      id: `p${i}`,
      kind: 'house' as const,
      shape: { type: 'circle' as const, radius: 140 },
    }));
    expect(() => proposeSetup({ width: 600, depth: 600 }, big, 3)).toThrow(/could not lay out/);
  });

  it('property: every proposed layout passes the check (three tables, 4..10 pieces, any seed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 4, max: 10 }),
        fc.constantFrom({ width: 1200, depth: 600 }, { width: 900, depth: 900 }, { width: 600, depth: 600 }),
        (seed, n, table) => {
          const { scene } = proposeScene(table, n, seed);
          const r = checkSetup(parseScene(scene));
          expect(r.violations).toEqual([]);
          expect(r.count).toBe(n);
        },
      ),
      { numRuns: 60 },
    );
  });
});

const tempDirs: string[] = [];
afterAll(() => {
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

describe('mire setup', () => {
  it('checks a layout: text and --json', async () => {
    const file = join(SCENARIOS, 'setup-violations.json');
    const t = await runMire('setup', file);
    expect(t.code).toBe(0);
    expect(t.out).toContain('house and barn are 5.0 cm apart, less than 6 cm');
    const j = JSON.parse((await runMire('setup', file, '--json')).out);
    expect(j.legal).toBe(false);
    expect(j.violations).toHaveLength(4);
  });

  it('--json: an element alone on the table has no nearestMm (no null, no Infinity); two elements each name their gap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mire-setup-'));
    tempDirs.push(dir);
    const file = join(dir, 'alone.json');
    const write = (scenery: SceneInput['scenery']) =>
      writeFileSync(file, JSON.stringify({ version: 1, table: { width: 1200, depth: 600 }, scenery }));
    write([box('a', 100, 100, 200, 200)]);
    const alone = await runMire('setup', file, '--json');
    expect(alone.code).toBe(0);
    expect(alone.out).not.toContain('null');
    const [only] = JSON.parse(alone.out).elements;
    expect(only).toMatchObject({ id: 'a', edgeDistanceMm: 100 });
    expect(only).not.toHaveProperty('nearestMm');
    expect((await runMire('setup', file)).out).toMatch(/a \(wall\): 10\.0 x 10\.0 cm, edge 10\.0 cm$/m);
    // the gap between two 100 mm boxes 300 mm apart.
    write([box('a', 100, 100, 200, 200), box('b', 500, 100, 600, 200)]);
    const pair = JSON.parse((await runMire('setup', file, '--json')).out);
    expect(pair.elements.map((e: { nearestMm: number }) => e.nearestMm)).toEqual([300, 300]);
  });

  it('a layout that --propose prints always passes `mire setup` (property over seeds and tables)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mire-setup-'));
    tempDirs.push(dir);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 4, max: 8 }),
        fc.constantFrom('standard', 'square', 'small', '1000x700'),
        async (seed, n, table) => {
          const p = await runMire('setup', '--propose', String(n), '--seed', String(seed), '--table', table);
          expect(p.code).toBe(0);
          const file = join(dir, 'proposal.json');
          writeFileSync(file, p.out);
          const c = await runMire('setup', file, '--json');
          expect(c.code).toBe(0);
          expect(JSON.parse(c.out).legal).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('--propose is reproducible from its seed', async () => {
    const a = await runMire('setup', '--propose', '5', '--seed', '77');
    const b = await runMire('setup', '--propose', '5', '--seed', '77');
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out).table).toEqual({ width: 1200, depth: 600 });
  });

  it('bad input: exit 2, one line naming the problem', async () => {
    for (const [args, msg] of [
      [['--propose', '3'], 'mire setup: --propose: expected a number of pieces 4..40'],
      [['--propose', '5', '--table', '12x'], 'mire setup: --table: expected WxD in mm'],
      [['--propose', '5', '--seed', '-1'], 'mire setup: --seed: expected a whole number'],
      [['--seed', '5', join(SCENARIOS, 'setup-violations.json')], 'mire setup: --seed: only with --propose'],
      [['nofile.json'], 'mire setup: nofile.json: no such file'],
    ] as [string[], string][]) {
      const r = await runMire('setup', ...args);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err.startsWith(msg)).toBe(true);
    }
  });
});
