// Movement routes, second part: bases in contact (never crossed), non-convex scenery, table edges,
// scenery by size, the actions' legality, the drag cache, and the `mire path` contract (R-6.1 .. R-6.6).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseWidthMm } from '../geometry/base';
import { containsPoint, distPointFootprint, distToBoundary, penetrationMm } from '../geometry/footprint';
import { baseAtSight, moveObstacles, judgeMove } from '../geometry/moves';
import { findRoute, segmentEntersFootprint } from '../geometry/route';
import { box, fighter, makeWorld, round, square } from './support/build';
import { samplePieces } from './support/route';

describe('R-6.2 bases in contact are approached, never crossed', () => {
  it('a mover touching a friend goes round it, not through it', () => {
    // A (Ø30 at (100, 300), facing +x): its sight (115, 300) touches F (Ø30 at (130, 300)).
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300], 0, { mov: 30 }), fighter('F', round(30), [130, 300], 0)],
    });
    const plan = judgeMove(w, { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(plan.reachable).toBe(true);
    expect(plan.lengthMm!).toBeGreaterThan(185 + 1);
    // Never inside F (R-6.2: a base is an obstacle even when the mover starts against it).
    const f = w.footprintOf('F');
    for (const p of samplePieces(plan.pieces)) expect(containsPoint(f, p) && distToBoundary(f, p) > 1e-3).toBe(false);
    // It slides round F at the gap it started with (0), and leaves it along a tangent.
    expect(plan.pieces[0].type).toBe('arc');
  });

  it('a charge on a target screened by its friend in contact goes round the friend to a free side (R-6.6)', () => {
    // T (25 mm square at (400, 300)) and its friend G just below it, touching; A comes from below.
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [400, 100], 90, { mov: 30 }),
        fighter('T', square(25), [400, 300], 0, { side: 'blue' }),
        fighter('G', square(25), [400, 275], 0, { side: 'blue' }),
      ],
    });
    const plan = judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'engage' });
    expect(plan.reachable).toBe(true);
    for (let i = 1; i < plan.route.length; i++)
      expect(segmentEntersFootprint(plan.route[i - 1], plan.route[i], w.footprintOf('G'))).toBe(false);
    // the sight ends on T: the whole base clear of G.
    expect(distPointFootprint(plan.end, w.footprintOf('T'))).toBeLessThanOrEqual(1e-6);
    const endBase = baseAtSight(w.fighter('A').base, plan.end, plan.endFacing);
    expect(penetrationMm(endBase, w.footprintOf('G'))).toBeLessThanOrEqual(w.toleranceMm);
    expect(plan.legal).toBe(true);
  });
});

describe('R-6.2 non-convex scenery and the table edges', () => {
  it('out of a U-shaped ruin the route goes round its arms, keeping the clearance', () => {
    // A U open to the left: arms y ∈ [200, 220] and [380, 400], back x ∈ [580, 600].
    const u = {
      id: 'U',
      kind: 'ruin' as const,
      shape: {
        type: 'polygon' as const,
        points: [
          [400, 200],
          [600, 200],
          [600, 400],
          [400, 400],
          [400, 380],
          [580, 380],
          [580, 220],
          [400, 220],
        ] as [number, number][],
      },
    };
    const w = makeWorld({ fighters: [fighter('A', round(30), [485, 300], 0, { mov: 60 })], scenery: [u] });
    const plan = judgeMove(w, { mover: 'A', goal: { point: { x: 700, y: 300 } }, action: 'run' });
    expect(plan.reachable).toBe(true);
    // Out of the mouth (x < 400 − 15 around an arm's end), then round to the goal: far longer than 200.
    expect(plan.lengthMm!).toBeGreaterThan(200 + 2 * 100);
    const shape = w.sceneryFootprintOf('U')!;
    for (const p of samplePieces(plan.pieces)) expect(distPointFootprint(p, shape)).toBeGreaterThanOrEqual(15 - 1e-6);
  });

  it('the base stays on the table: a goal within half a base of the edge is refused; a gap by the edge narrower than the base is closed', () => {
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300], 0, { mov: 60 })],
      scenery: [box('wall', 300, 20, 320, 600)],
    });
    const edge = judgeMove(w, { mover: 'A', goal: { point: { x: 200, y: 590 } }, action: 'walk' });
    expect(edge.reachable).toBe(false);
    expect(
      edge.problems.some((p) => p.rule === 'R-6.2' && p.code === 'no-route' && /off-table/.test(p.reason.code)),
    ).toBe(true);
    // The wall leaves 20 mm along the bottom edge: narrower than A's 30 mm base.
    const through = judgeMove(w, { mover: 'A', goal: { point: { x: 500, y: 300 } }, action: 'run' });
    expect(through.reachable).toBe(false);
    expect(through.problems[0]).toMatchObject({ code: 'no-route', reason: { code: 'no-way-through' } });
  });
});

describe('R-6.4 scenery by size and R-6.5 actions', () => {
  const hedge = box('hedge', 240, 100, 250, 500, { kind: 'fence', size: 2 });
  const fighters = [fighter('A', round(30), [100, 300], 0, { mov: 20 })];

  it('a wall of the mover’s own size is crossed in a move of at most MOV × 1, whatever the action (R-6.12); not in a longer one', () => {
    const w = makeWorld({ fighters, scenery: [hedge] });
    const walk = judgeMove(w, { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(walk.lengthMm!).toBeCloseTo(185, 9);
    // A run of 18.5 cm moves no more than MOV × 1 = 20 cm: it crosses too (R-6.12, V-A).
    const shortRun = judgeMove(w, { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'run' });
    expect(shortRun.lengthMm!).toBeCloseTo(185, 9);
    expect(shortRun.notes).toContainEqual({ code: 'crossed', rule: 'R-6.12', ids: ['hedge'] });
    // A run of 23.5 cm straight would move more than 20 cm: it goes round the hedge.
    const run = judgeMove(w, { mover: 'A', goal: { point: { x: 350, y: 300 } }, action: 'run' });
    expect(run.lengthMm!).toBeGreaterThan(235 + 100);
    expect(run.notes.some((n) => n.code === 'crossed')).toBe(false);
    expect(moveObstacles(w, 'A', 'run').map((o) => o.id)).toContain('hedge');
    expect(moveObstacles(w, 'A', 'walk').map((o) => o.id)).not.toContain('hedge');
  });

  it('no charge from a melee; engage from a melee only after disengaging, at MOV × 1 (R-6.5)', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { mov: 10 }),
        fighter('E', round(30), [130, 300], 180, { side: 'blue' }),
        fighter('T', round(30), [100, 400], 90, { side: 'blue' }),
      ],
    });
    const charge = judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'charge' });
    expect(charge.legal).toBe(false);
    expect(charge.problems).toContainEqual({
      code: 'not-free',
      rule: 'R-6.9',
      action: 'charge',
      enemies: ['E'],
      mayDisengage: false,
    });
    const engage = judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'engage' });
    expect(engage.legal).toBe(false);
    const after = judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'engage', disengaged: true });
    expect(after.potentialMm).toBe(100);
    expect(after.problems.every((p) => p.rule !== 'R-6.5')).toBe(true);
  });

  it('a pursuit goes MOV/2 rounded up to the cm; a move under cover MOV × 1 and may not end in contact', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { mov: 15 }),
        fighter('E', round(30), [250, 300], 180, { side: 'blue' }),
      ],
    });
    const pursuit = judgeMove(w, { mover: 'A', goal: { target: 'E' }, action: 'pursuit' });
    expect(pursuit.potentialMm).toBe(80);
    expect(pursuit.withinPotential).toBe(false);
    expect(pursuit.end.x).toBeCloseTo(115 + 80, 9);
    expect(pursuit.legal).toBe(false);
    const cover = judgeMove(w, { mover: 'A', goal: { target: 'E' }, action: 'cover' });
    expect(cover.withinPotential).toBe(true);
    expect(cover.legal).toBe(false);
  });
});

describe('incremental queries', () => {
  it('a drag through the cached obstacles gives the same routes as fresh queries', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { mov: 60 }),
        fighter('B', square(25), [300, 290], 0),
        fighter('C', round(40), [300, 340], 0, { side: 'blue' }),
      ],
      scenery: [
        box('ruin', 450, 200, 520, 420),
        { id: 'oak', kind: 'tree', shape: { type: 'circle', center: [650, 250], radius: 35 } },
      ],
    });
    const clearanceMm = baseWidthMm(w.fighter('A').base) / 2;
    for (let i = 0; i < 40; i++) {
      const goal = { x: 600 + i * 5, y: 320 };
      const plan = judgeMove(w, { mover: 'A', goal: { point: goal }, action: 'run' });
      const fresh = findRoute({
        start: w.sightOf('A'),
        goal: { kind: 'point', point: goal },
        clearanceMm,
        obstacles: moveObstacles(w, 'A', 'run'),
        table: w.scene.table,
      });
      expect(plan.reachable).toBe(fresh.reachable);
      if (fresh.reachable) expect(plan.lengthMm!).toBeCloseTo(fresh.lengthMm, 9);
    }
  });
});

describe('mire path', () => {
  const MIRE = join(__dirname, '..', 'bin', 'mire.js');
  const WIDE = join(__dirname, '..', 'assets', 'scenarios', 'va-gap-wide.json');
  const mire = (...args: string[]) => spawnSync(process.execPath, [MIRE, 'path', ...args], { encoding: 'utf8' });

  it('prints one JSON object with the route, its length, potential, end and legality (Confédé V-A, R-6.1)', () => {
    const r = mire(WIDE, 'Z', '--target', 'A', '--action', 'charge', '--json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      reachable: true,
      lengthMm: 370,
      potentialMm: 400,
      withinPotential: true,
      end: [585, 300],
      endFacing: 0,
      legal: true,
    });
    expect(out.route).toEqual([
      [215, 300],
      [585, 300],
    ]);
    expect(out.reasons.every((s: string) => /R-\d/.test(s))).toBe(true);
  });

  it('bad input: exit 2, one line', () => {
    for (const args of [
      [WIDE, 'Z', '--to', '9,x'],
      [WIDE, 'nobody', '--to', '300,300'],
      [WIDE, 'Z'],
      [WIDE, 'Z', '--to', '1,1', '--action', 'fly'],
    ]) {
      const r = mire(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
