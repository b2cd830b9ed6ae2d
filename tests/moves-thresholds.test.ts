// thresholds within τ in the move judge (geometry/moves/judge.ts): a route within τ over its
// potential is in reach. Hand-worked on an open table, τ 0.5 mm (the default).
import { describe, expect, it } from 'vitest';
import { judgeMove, moveStart } from '../geometry/moves';
import { World } from '../geometry/world';
import { fighter, makeWorld, round } from './support/build';

const blue = { side: 'blue' };

/** A (round 30, MOV 10) facing east, its sight at x = 115; Z (round 30) with its edge `gapMm` beyond A's sight. */
function facing(gapMm: number) {
  return makeWorld({
    fighters: [fighter('A', round(30), [100, 300], 0), fighter('Z', round(30), [115 + gapMm + 15, 300], 180, blue)],
  });
}

describe('R-0.3 a route within τ over its potential is in reach', () => {
  it('MOV 10 charge, potential 200 mm: 200 mm and 200.3 mm (τ 0.5) reach Z; 200.6 mm does not', () => {
    const charge = (gapMm: number) => judgeMove(facing(gapMm), { mover: 'A', goal: { target: 'Z' }, action: 'charge' });
    for (const gapMm of [200, 200.3]) {
      const j = charge(gapMm);
      expect(j.potentialMm).toBe(200);
      expect(j.lengthMm).toBeCloseTo(gapMm, 6);
      expect(j.withinPotential).toBe(true);
      expect(j.legal).toBe(true);
      expect(j.enemiesInContact).toEqual(['Z']);
    }
    const far = charge(200.6);
    expect(far.withinPotential).toBe(false);
    expect(far.enemiesInContact).toEqual([]);
  });

  it('MOV 10 walk, potential 100 mm: a base dropped 100.3 mm away is in reach, 100.6 mm is too long', () => {
    const w = makeWorld({ fighters: [fighter('A', round(30), [100, 300], 0)] });
    const drop = (dx: number) => {
      const start = moveStart(w, 'A', true);
      const end = new World(w.scene);
      end.moveFighter('A', [100 + dx, 300], 0);
      return judgeMove(end, {
        mover: 'A',
        goal: { place: { position: [100 + dx, 300], facingDeg: 0 } },
        action: 'walk',
        start,
      });
    };
    expect(drop(100.3).withinPotential).toBe(true);
    expect(drop(100.3).legal).toBe(true);
    expect(drop(100.6).withinPotential).toBe(false);
    expect(drop(100.6).problems.map((p) => p.code)).toEqual(['too-long']);
  });
});

describe('R-6.17 a charge or engagement out of reach is not illegal: it falls short', () => {
  it('MOV 10 charge at Z 200.6 mm away: legal, A’s sight goes its whole 200 mm towards Z, and the charge falls short', () => {
    const j = judgeMove(facing(200.6), { mover: 'A', goal: { target: 'Z' }, action: 'charge' });
    expect(j.legal).toBe(true);
    expect(j.problems).toEqual([]);
    expect(j.withinPotential).toBe(false);
    expect(j.end.x).toBeCloseTo(115 + 200, 6);
    expect(j.enemiesInContact).toEqual([]);
    expect(j.assaulted).toBe(null);
    expect(j.notes).toContainEqual({
      code: 'falls-short',
      rule: 'R-6.17',
      target: 'Z',
      lengthMm: expect.closeTo(200.6, 6),
      potentialMm: 200,
      straightMm: expect.closeTo(200.6, 6),
    });
  });

  it('an engagement after a disengagement (MOV × 1 = 100 mm) at an enemy 150 mm away falls short, legal', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0),
        fighter('Y', round(30), [100, 270], 0, blue),
        fighter('Z', round(30), [115 + 150 + 15, 300], 180, blue),
      ],
    });
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Z' }, action: 'engage', disengaged: true });
    expect(j.potentialMm).toBe(100);
    expect(j.legal).toBe(true);
    expect(j.notes.map((n) => n.code)).toContain('falls-short');
  });

  it('a charge out of reach without sight of its target at the start stays illegal (R-6.5): Z behind A', () => {
    const w = makeWorld({
      fighters: [fighter('A', round(30), [400, 300], 0), fighter('Z', round(30), [100, 300], 0, blue)],
    });
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Z' }, action: 'charge' });
    expect(j.withinPotential).toBe(false);
    expect(j.legal).toBe(false);
    expect(j.problems).toContainEqual({ code: 'no-sight-at-start', rule: 'R-6.5', enemy: 'Z' });
  });
});
