// The judge of a dropped move (geometry/moves/judge.ts), shared by the Move tool and the lessons:
// hand-worked cases citing the rules, and properties on random drops.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseFootprint } from '../geometry/base';
import { containsPoint, distToBoundary } from '../geometry/footprint';
import { type MoveAction, erodedBase, judgeMove, moveStart } from '../geometry/moves';
import { World } from '../geometry/world';
import { box, fighter, makeScene, round, square } from './support/build';

function judge(
  world: World,
  id: string,
  action: MoveAction,
  position: [number, number],
  facing: number,
  target?: string,
) {
  const start = moveStart(world, id, true);
  const end = new World(world.scene);
  end.moveFighter(id, position, facing);
  return judgeMove(end, { mover: id, goal: { place: { position, facingDeg: facing }, target }, action, start });
}

const blue = { side: 'blue' };

describe('move judge', () => {
  it('erodedBase: a 25 mm square shrunk by τ = 0.5 is a 24 mm square; a Ø30 circle becomes Ø29', () => {
    const sq = erodedBase(baseFootprint(square(25), { x: 0, y: 0 }, 30), 0.5);
    expect(sq.kind).toBe('polygon');
    if (sq.kind === 'polygon') {
      for (let i = 0; i < 4; i++) {
        const a = sq.points[i];
        const b = sq.points[(i + 1) % 4];
        expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(24, 9);
      }
    }
    const c = erodedBase(baseFootprint(round(30), { x: 5, y: 5 }, 0), 0.5);
    expect(c.kind === 'circle' && c.radiusMm).toBeCloseTo(14.5, 12);
  });

  it('R-6.5 a walk within MOV × 1 is legal; past it, too long, with the length of the route', () => {
    const w = new World(makeScene({ fighters: [fighter('A', round(30), [100, 300], 0)] }));
    const ok = judge(w, 'A', 'walk', [180, 300], 0);
    expect(ok.legal).toBe(true);
    expect(ok.lengthMm).toBeCloseTo(80, 9);
    const far = judge(w, 'A', 'walk', [220, 300], 0);
    expect(far.legal).toBe(false);
    expect(far.problems[0]).toMatchObject({ code: 'too-long', rule: 'R-6.5', potentialMm: 100 });
  });

  it('R-6.1/R-6.6 an assault on the far side of its target goes round it, never through it', () => {
    const w = new World(
      makeScene({
        fighters: [fighter('A', round(30), [100, 300], 0, { mov: 20 }), fighter('T', round(30), [200, 300], 0, blue)],
      }),
    );
    // A ends on T's far side, facing back at it: sight at (215, 300).
    const j = judge(w, 'A', 'engage', [230, 300], 180, 'T');
    expect(j.legal).toBe(true);
    expect(j.assaulted).toBe('T');
    // The straight line from (115, 300) to (215, 300) crosses T; the route goes round it. The goal
    // touches T, so the route may come down to T's outline (route.ts readings), never inside:
    // tangent 85² − 15² and an arc of 100.2° on T's Ø30 outline, 109.9 mm.
    expect(j.straightMm).toBeCloseTo(100, 9);
    const tangent = Math.sqrt(85 ** 2 - 15 ** 2);
    const arc = 15 * (Math.PI - Math.acos(15 / 85));
    // Within 0.05 mm: the goal is backed off T's outline by 0.01 mm (geometry/moves/route-of.ts).
    expect(Math.abs(j.lengthMm - (tangent + arc))).toBeLessThan(0.05);
    expect(j.wentRound).toEqual(['T']);
    const t = w.footprintOf('T');
    for (let i = 1; i < j.route.length; i++) {
      const a = j.route[i - 1];
      const b = j.route[i];
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      if (containsPoint(t, mid)) expect(distToBoundary(t, mid)).toBeLessThan(0.5);
    }
  });

  it('R-6.4 standing on scenery: smaller than the mover is crossed freely, larger refused', () => {
    const scene = (size: number) =>
      makeScene({
        fighters: [fighter('A', round(30), [100, 300], 0)],
        scenery: [box('wall', 150, 250, 160, 350, { size })],
      });
    const low = judge(new World(scene(1)), 'A', 'walk', [155, 300], 0);
    expect(low.problems.filter((p) => p.code === 'in-scenery')).toEqual([]);
    const high = judge(new World(scene(3)), 'A', 'walk', [155, 300], 0);
    expect(high.problems).toContainEqual({ code: 'in-scenery', rule: 'R-6.4', other: 'wall' });
  });

  it('R-6.5 a charge needs sight at the start and the mover free; a walk may not end against an enemy', () => {
    const w = new World(
      makeScene({
        fighters: [
          fighter('A', round(30), [100, 300], 180),
          fighter('T', round(30), [200, 300], 0, blue),
          fighter('E', round(30), [70, 300], 0, blue),
        ],
      }),
    );
    // A faces away from T and touches E: not free, T not seen (behind, R-4.1).
    const j = judge(w, 'A', 'charge', [170, 300], 0, 'T');
    expect(j.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['not-free', 'no-sight-at-start']));
    const walk = judge(w, 'A', 'walk', [170, 300], 0);
    expect(walk.problems).toContainEqual(expect.objectContaining({ code: 'contact-forbidden', enemies: ['T'] }));
  });

  it('properties: the route is never shorter than the straight line; a legal end overlaps nothing', () => {
    const w = new World(
      makeScene({
        fighters: [
          fighter('A', square(25), [300, 300], 0, { mov: 30 }),
          fighter('B', round(40), [420, 300], 0, blue),
          fighter('C', square(25), [360, 380], 90),
        ],
        scenery: [box('wall', 330, 180, 345, 260)],
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 60, max: 560, noNaN: true }),
        fc.double({ min: 60, max: 540, noNaN: true }),
        fc.integer({ min: 0, max: 7 }),
        (x, y, k) => {
          const j = judge(w, 'A', 'run', [x, y], k * 45);
          if (j.reachable) expect(j.lengthMm).toBeGreaterThanOrEqual(j.straightMm - 1e-9);
          if (j.legal) {
            expect(j.lengthMm).toBeLessThanOrEqual(j.potentialMm + 1e-9);
            expect(j.problems).toEqual([]);
          }
          if (j.problems.some((p) => p.code === 'overlap')) expect(j.legal).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});
