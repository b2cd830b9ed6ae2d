// Rag'narok "Measuring a distance": always edge to edge, facing plays no part (every fighter
// sees 360°, R-4.3); a move's length is the distance its base travels. Confédé and C3 still
// measure from the sight. Hand-worked on round 30 mm bases (radius 15).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeMove } from '../geometry/moves';
import { judgeShot } from '../geometry/shooting';
import { shotLine } from '../src/words';
import { fighter, makeWorld, round, square } from './support/build';

// A at x 100 facing away (180°): its sight is at x 85. B's edge is 90 mm from A's: B's centre at
// 100 + 15 + 90 + 15 = 220.
const shotScene = (ruleset: 'ragnarok' | 'confede', facing: number) =>
  makeWorld({
    ruleset,
    fighters: [
      fighter('A', round(30), [100, 300], facing, { weaponRanges: [10, 20, 30] }),
      fighter('B', round(30), [220, 300], 0, { side: 'blue' }),
    ],
  });

describe('R-2.1 a Rag\'narok shot measures edge to edge, whatever the facing ("Measuring a distance")', () => {
  it('9 cm edge to edge reads 9.0 cm, range 0 (R-2.2), not 12.0 cm: range 1', () => {
    const j = judgeShot(shotScene('ragnarok', 180), 'A', 'B');
    expect(j.distanceMm).toBeCloseTo(90, 9);
    expect(j.ragnarokBand).toBe(0);
    expect(j.difficulty).toBe(0);
    expect(shotLine(j).en).toBe('9.0 cm edge to edge: range 0 (R-2.1, R-2.2), difficulty 0 (R-9.6)');
    expect(shotLine(j).fr).toBe('9,0 cm de bord à bord : portée 0 (R-2.1, R-2.2), difficulté 0 (R-9.6)');
  });

  it('Confédé keeps the sight: 85 → 205 is 12.0 cm', () => {
    expect(judgeShot(shotScene('confede', 180), 'A', 'B').distanceMm).toBeCloseTo(120, 9);
  });

  it("property: any facing gives the same Rag'narok distance", () => {
    fc.assert(
      fc.property(fc.double({ min: -360, max: 360, noNaN: true }), (facing) => {
        expect(judgeShot(shotScene('ragnarok', facing), 'A', 'B').distanceMm).toBeCloseTo(90, 9);
      }),
    );
  });
});

describe("R-2.1 / R-6.18 a Rag'narok move is the distance its base travels", () => {
  // A MOV 10 (an assault: 2 × MOV = 20 cm) facing away; B's edge 19 cm from A's: centre at
  // 100 + 15 + 190 + 15 = 320.
  const assault = (ruleset: 'ragnarok' | 'confede', facing: number) =>
    judgeMove(
      makeWorld({
        ruleset,
        fighters: [
          fighter('A', round(30), [100, 300], facing),
          fighter('B', round(30), [320, 300], 0, { side: 'blue' }),
        ],
      }),
      { mover: 'A', goal: { target: 'B' }, action: 'engage' },
    );

  it('a 19 cm assault is in reach of a 20 cm potential: the base travels 19 cm', () => {
    const j = assault('ragnarok', 180);
    expect(j.legal).toBe(true);
    expect(j.withinPotential).toBe(true);
    expect(j.lengthMm).toBeCloseTo(190, 6);
    expect(j.enemiesInContact).toEqual(['B']);
  });

  it('Confédé measures the sight: 85 → 305 is 22 cm, the engagement falls short (R-6.17)', () => {
    const j = assault('confede', 180);
    expect(j.withinPotential).toBe(false);
    expect(j.notes).toContainEqual(expect.objectContaining({ code: 'falls-short', lengthMm: expect.closeTo(220, 6) }));
  });

  it("property: the Rag'narok assault length is the 19 cm gap whatever the facing", () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (facing) => {
        expect(assault('ragnarok', facing).lengthMm).toBeCloseTo(190, 6);
      }),
      { numRuns: 30 },
    );
  });

  it('a walk to a point: the base travels until its edge reaches it (centre 100 → point 200: 8.5 cm)', () => {
    const world = makeWorld({ ruleset: 'ragnarok', fighters: [fighter('A', round(30), [100, 300], 135)] });
    const j = judgeMove(world, { mover: 'A', goal: { point: { x: 200, y: 300 } }, action: 'walk' });
    expect(j.lengthMm).toBeCloseTo(85, 9);
    expect(j.legal).toBe(true);
  });

  it('a square base squares up to its target: 30 mm square at 45°, target edge 100 mm ahead of the centre', () => {
    // Centre (100, 300); B round 30 at x 215: its nearest point is x 200, 100 mm from the centre.
    // Squared up, the front edge is 15 mm ahead of the centre: the base travels 85 mm.
    const world = makeWorld({
      ruleset: 'ragnarok',
      fighters: [fighter('A', square(30), [100, 300], 45), fighter('B', round(30), [215, 300], 0, { side: 'blue' })],
    });
    const j = judgeMove(world, { mover: 'A', goal: { target: 'B' }, action: 'engage' });
    expect(j.lengthMm).toBeCloseTo(85, 6);
    expect(j.legal).toBe(true);
  });
});
