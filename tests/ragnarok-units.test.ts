// Rag'narok units: a unit's shot (R-9.6, "Ranged attacks"), its assault (R-6.18, "Assault") and its
// flight (R-6.18, "Fleeing"). Hand-worked on round 30 mm bases (radius 15) unless said otherwise.
import { describe, expect, it } from 'vitest';
import { judgeMove } from '../geometry/moves';
import { judgeFlight, judgeUnitShot } from '../geometry/ragnarok';
import { parseScene, type SceneInput } from '../geometry/scene';
import { World } from '../geometry/world';
import { moveProblemWords } from '../src/words';
import { box, fighter, round } from './support/build';

type F = NonNullable<SceneInput['fighters']>[number];
const world = (fighters: F[], scenery: SceneInput['scenery'] = [], ruleset: 'ragnarok' | 'confede' = 'ragnarok') =>
  new World(parseScene({ version: 1, ruleset, table: { width: 1200, depth: 600 }, fighters, scenery }));
const member = (id: string, unit: string, side: string, at: [number, number], extra: Partial<F> = {}) =>
  fighter(id, round(30), at, 0, { unit, side, ...extra });

// U1 (red): L1 leads at (200, 300), M1 at (200, 340). U2 (blue): L2 leads at (480, 300), M2 at
// (480, 260), M3 at (480, 340). Leaders 280 mm apart centre to centre: 250 mm edge to edge, so
// range 2 (past 20 cm, up to 30, R-2.2). From L1, M2 and M3 are both √(280² + 40²) − 30 =
// 252.84 mm away: a tie.
const u1 = [member('L1', 'U1', 'red', [200, 300], { leader: true }), member('M1', 'U1', 'red', [200, 340])];
const u2 = [
  member('L2', 'U2', 'blue', [480, 300], { leader: true }),
  member('M2', 'U2', 'blue', [480, 260]),
  member('M3', 'U2', 'blue', [480, 340]),
];

describe('R-9.6 a unit shoots a unit ("Ranged attacks")', () => {
  it('range leader edge to leader edge: 25 cm is range 2, difficulty 2 without interference', () => {
    const s = judgeUnitShot(world([...u1, ...u2]), 'U1', 'U2');
    expect(s.legal).toBe(true);
    expect(s.distanceMm).toBeCloseTo(250, 9);
    expect(s.range).toBe(2);
    expect(s.interference).toEqual([]);
    expect(s.difficulty).toBe(2);
    expect(s.marksmen).toEqual(['L1', 'M1']);
  });

  it('losses nearest the shooting leader first: L2 (250 mm), then M2 or M3 (252.84 mm, tied)', () => {
    const s = judgeUnitShot(world([...u1, ...u2]), 'U1', 'U2');
    expect(s.losses.map((l) => l.fighter)).toEqual(['L2', 'M2', 'M3']);
    expect(s.losses[1].distanceMm).toBeCloseTo(Math.hypot(280, 40) - 30, 9);
    expect(s.losses[0].tiedWith).toEqual([]);
    expect(s.losses[1].tiedWith).toEqual(['M3']);
    expect(s.losses[2].tiedWith).toEqual(['M2']);
  });

  it('interference: a rock between the units adds 2 (difficulty 4); one beside the zone does not', () => {
    // The zone's upper line runs from M1's top (200, 355) to M3's top (480, 355): y 355. A rock at
    // y 320..340 between x 330 and 350 stands in it; one at y 360..380 lies 5 mm outside.
    const inside = box('rock', 330, 320, 350, 340, { kind: 'rocks' });
    const outside = box('rock', 330, 360, 350, 380, { kind: 'rocks' });
    const a = judgeUnitShot(world([...u1, ...u2], [inside]), 'U1', 'U2');
    expect(a.interference).toEqual(['rock']);
    expect(a.difficulty).toBe(4);
    const b = judgeUnitShot(world([...u1, ...u2], [outside]), 'U1', 'U2');
    expect(b.interference).toEqual([]);
    expect(b.difficulty).toBe(2);
  });

  it('a fighter of a third unit in the zone interferes too', () => {
    const s = judgeUnitShot(world([...u1, ...u2, member('X', 'U3', 'green', [340, 300])]), 'U1', 'U2');
    expect(s.interference).toEqual(['X']);
    expect(s.difficulty).toBe(4);
  });

  it('an engaged unit may not be targeted: a red fighter of U4 touching M2', () => {
    // R4 at (480, 230): 30 mm from M2's centre, touching it (R-3.7 any touch is contact).
    const s = judgeUnitShot(world([...u1, ...u2, member('R4', 'U4', 'red', [480, 230])]), 'U1', 'U2');
    expect(s.legal).toBe(false);
    expect(s.problems).toContainEqual({ code: 'target-engaged', rule: 'R-9.6', fighters: ['M2'] });
  });

  it('no fighter seen: a wall hides the whole of U2', () => {
    const wall = box('wall', 330, 100, 350, 500);
    const s = judgeUnitShot(world([...u1, ...u2], [wall]), 'U1', 'U2');
    expect(s.seen).toEqual([]);
    expect(s.problems).toContainEqual({ code: 'none-seen', rule: 'R-9.6' });
  });
});

describe('R-6.18 a unit moves at its slowest member\'s Movement ("Moving miniatures")', () => {
  it('L1 MOV 10 with M1 MOV 8: a run goes 2 × 8 = 16 cm', () => {
    const w = world([
      { ...u1[0], mov: 10 },
      { ...u1[1], mov: 8 },
    ]);
    const j = judgeMove(w, { mover: 'L1', goal: { point: { x: 500, y: 300 } }, action: 'run' });
    expect(j.potentialMm).toBe(160);
    expect(j.notes).toContainEqual({ code: 'unit-movement', rule: 'R-6.18', slowest: 'M1', movCm: 8 });
  });
});

describe('R-6.18 an assault engages a single enemy unit ("Assault")', () => {
  // B (unit UB) at (400, 300) and C (unit UC) at (400, 340), 10 mm apart. A dropped at
  // x = 400 + √(30² − 20²) = 422.36, y 320 is 30 mm from both centres: it touches both.
  const x = 400 + Math.sqrt(30 * 30 - 20 * 20);
  const scene = (cUnit: string) =>
    world([
      member('A', 'UA', 'red', [600, 320]),
      member('B', 'UB', 'blue', [400, 300]),
      member('C', cUnit, 'blue', [400, 340]),
    ]);
  const drop = (cUnit: string) =>
    judgeMove(scene(cUnit), {
      mover: 'A',
      goal: { place: { position: [x, 320], facingDeg: 180 }, target: 'B' },
      action: 'engage',
    });

  it('touching B of UB and C of UC is refused, naming both units', () => {
    const j = drop('UC');
    expect(j.legal).toBe(false);
    const p = j.problems.find((q) => q.code === 'two-units');
    expect(p).toEqual({ code: 'two-units', rule: 'R-6.18', units: ['UB', 'UC'], fighters: ['B', 'C'] });
    const ctx = { mover: 'A', action: 'engage' as const, movCm: 10, widthMm: 30 };
    expect(moveProblemWords(p!, ctx).en).toContain('a single enemy unit (R-6.18');
  });

  it('the same place against two fighters of one unit is an assault on that unit', () => {
    const j = drop('UB');
    expect(j.problems.filter((q) => q.code === 'two-units')).toEqual([]);
    expect([...j.enemiesInContact].sort()).toEqual(['B', 'C']);
  });
});

describe('R-6.18 no maximum in contact: the book\'s Abel and Onyx ("Assault" example)', () => {
  // "The unit of Griffin conscripts led by Abel assaults the great fang unit led by Onyx ... he has
  // surrounded Onyx with the maximum number of fighters." Onyx (normal size, Confédé maximum 4,
  // ) at (600, 300); fang warriors 1, 2, 3 in a row behind him at y 255 (x 565, 600, 635).
  // Conscripts 4, 5, 6 already touch Onyx at 30°, 90° and 150°; conscript 3 touches Onyx and
  // fang warrior 3: the circles of radius 30 round (600, 300) and (635, 255) meet at
  // (624.89, 283.32). Conscript 1 now engages fang warrior 1, placed on the mirror point
  // (575.11, 283.32), touching fang warrior 1 and Onyx: Onyx's fifth enemy in contact.
  const at = (deg: number): [number, number] => [
    600 + 30 * Math.cos((deg * Math.PI) / 180),
    300 + 30 * Math.sin((deg * Math.PI) / 180),
  ];
  const d = Math.hypot(35, 45);
  const h = Math.sqrt(900 - (d / 2) ** 2);
  const c3: [number, number] = [617.5 + (h * 45) / d, 277.5 + (h * 35) / d];
  const c1: [number, number] = [1200 - c3[0], c3[1]];
  const fighters = (): F[] => [
    member('onyx', 'fangs', 'wolf', [600, 300], { leader: true }),
    member('fang1', 'fangs', 'wolf', [565, 255]),
    member('fang2', 'fangs', 'wolf', [600, 255]),
    member('fang3', 'fangs', 'wolf', [635, 255]),
    member('abel', 'griffins', 'griffin', [600, 470], { leader: true }),
    member('c4', 'griffins', 'griffin', at(30)),
    member('c5', 'griffins', 'griffin', at(90)),
    member('c6', 'griffins', 'griffin', at(150)),
    member('c3', 'griffins', 'griffin', c3),
    member('c1', 'griffins', 'griffin', [575, 420]),
  ];
  const facing = (Math.atan2(255 - c1[1], 565 - c1[0]) * 180) / Math.PI;
  const engage = (ruleset: 'ragnarok' | 'confede') =>
    judgeMove(world(fighters(), [], ruleset), {
      mover: 'c1',
      goal: { place: { position: c1, facingDeg: facing }, target: 'fang1' },
      action: 'engage',
    });

  it("Rag'narok: conscript 1 may join, Onyx ends with five conscripts in contact", () => {
    const j = engage('ragnarok');
    expect(j.problems).toEqual([]);
    expect(j.legal).toBe(true);
    expect([...j.enemiesInContact].sort()).toEqual(['fang1', 'onyx']);
  });

  it('Confédé (R-3.5, R-6.11) would refuse it: Onyx already has 4', () => {
    const j = engage('confede');
    expect(j.problems).toContainEqual(expect.objectContaining({ code: 'too-many-in-contact', target: 'onyx', max: 4 }));
  });
});

describe('R-6.18 a fleeing unit ("Fleeing")', () => {
  it('2 × MOV straight to the nearest edge; a fighter passing the edge eliminates the unit', () => {
    // U1 at x 200 (edge gap 185 mm to the left edge): 2 × 10 cm = 200 mm carries it off.
    const f = judgeFlight(world([...u1]), 'U1');
    expect(f.edge).toBe('left');
    expect(f.edgeDistanceMm).toBeCloseTo(185, 9);
    expect(f.distanceMm).toBe(200);
    expect(f.eliminated).toEqual({ code: 'leaves-table', rule: 'R-6.18', fighters: ['L1', 'M1'] });
  });

  it('in the middle, the unit flees towards the nearest edge and survives when it stays on', () => {
    // At (600, 400) and (600, 440): the far edge (y 600) is 600 − 455 = 145 mm away; MOV 7: 140 mm.
    const f = judgeFlight(
      world([
        member('P', 'U', 'red', [600, 400], { leader: true, mov: 7 }),
        member('Q', 'U', 'red', [600, 440], { mov: 7 }),
      ]),
      'U',
    );
    expect(f.edge).toBe('top');
    expect(f.distanceMm).toBe(140);
    expect(f.eliminated).toBeNull();
    expect(f.moves.find((m) => m.fighter === 'Q')!.to).toEqual({ x: 600, y: 580 });
  });

  it('fighters in contact with an enemy are eliminated; the flight into an enemy eliminates the unit', () => {
    // P (600, 400) touched by enemy E (630, 400) is eliminated and stays; Q (600, 440) flees up
    // 140 mm, its path x 585..615 meets enemy G at (620, 520): 20 mm from the path's line, < 30.
    const f = judgeFlight(
      world([
        member('P', 'U', 'red', [600, 400], { leader: true, mov: 7 }),
        member('Q', 'U', 'red', [600, 440], { mov: 7 }),
        member('E', 'V', 'blue', [630, 400]),
        member('G', 'W', 'blue', [620, 520]),
      ]),
      'U',
    );
    expect(f.eliminatedInContact).toEqual(['P']);
    expect(f.moves.map((m) => m.fighter)).toEqual(['Q']);
    expect(f.eliminated).toEqual({ code: 'meets-enemy', rule: 'R-6.18', fighters: ['Q'], enemies: ['G'] });
  });
});
