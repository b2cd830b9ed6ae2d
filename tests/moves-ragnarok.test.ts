// Rag'narok movement (R-6.13, R-6.8; the book's "Moving miniatures" and "Crossing an obstacle"):
// only a walk crosses an obstacle, at a cost of half the Movement, and may end on it; a river is
// crossed but never ended on; a friend is passed through, never ended in; a fighter that cannot
// get past stops 1 cm in front.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceMm } from '../geometry/footprint';
import { judgeMove } from '../geometry/moves';
import { baseAtSight } from '../geometry/moves/free-edges';
import { moveNoteWords } from '../src/words';
import { sceneryFootprint } from '../geometry/world';
import { main } from '../src/cli/main';
import { judgeMove as judgeDrop } from '../src/lessons/move';
import { box, fighter, makeWorld, round } from './support/build';

describe('R-6.13 crossing an obstacle costs half the Movement', () => {
  // A (round 30 mm, size 2, MOV 12) at x 100 faces +x: its sight is at x 115. A low wall (size 1,
  // smaller than A, so crossable, R-6.4) runs across the table at x 130..135.
  const wall = box('wall', 130, 100, 135, 500, { size: 1 });
  const world = (ruleset: 'ragnarok' | 'confede') =>
    makeWorld({ ruleset, fighters: [fighter('A', round(30), [100, 300], 0, { mov: 12 })], scenery: [wall] });
  const drop = (ruleset: 'ragnarok' | 'confede', x: number) =>
    judgeMove(world(ruleset), { mover: 'A', goal: { place: { position: [x, 300], facingDeg: 0 } }, action: 'walk' });

  it('a walk over the wall may go 12 - 6 = 6 cm: a 5 cm drop is legal, a 7 cm drop is not', () => {
    // Centre 150 → sight 165: 50 mm from 115, over the wall.
    const within = drop('ragnarok', 150);
    expect(within.legal).toBe(true);
    expect(within.lengthMm).toBeCloseTo(50, 9);
    expect(within.potentialMm).toBe(60);
    expect(within.notes).toContainEqual({
      code: 'crossing-cost',
      rule: 'R-6.13',
      ids: ['wall'],
      costMm: 60,
      potentialMm: 60,
    });
    // Centre 170 → sight 185: 70 mm > 60 mm.
    const beyond = drop('ragnarok', 170);
    expect(beyond.legal).toBe(false);
    expect(beyond.problems).toContainEqual(
      expect.objectContaining({ code: 'too-long', rule: 'R-6.5', potentialMm: 60 }),
    );
  });

  it('a walk to a point over the wall goes 6 cm and no farther', () => {
    const j = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: { x: 215, y: 300 } }, action: 'walk' });
    expect(j.withinPotential).toBe(false);
    expect(j.potentialMm).toBe(60);
    expect(j.end.x).toBeCloseTo(175, 9);
    expect(j.notes).toContainEqual({ code: 'out-of-reach', rule: 'R-6.5', lengthMm: 100, potentialMm: 60 });
  });

  // The book: "A walking unit ... can cross an obstacle"; by default "moving through a terrain
  // element is impossible". A run goes round the wall's end: down x 115 to y 500 (200 mm, A's
  // sight is already 15 mm, its clearance, from the wall's face), a quarter turn round the corner
  // (130, 500) at 15 mm, 5 mm along the wall's end, a quarter turn round (135, 500), up x 150 to
  // y 300 (200 mm): 405 + 15π mm. The walk goes straight over: 35 mm.
  it('only a walk crosses: a run to the other side goes round the wall’s end, 405 + 15π mm, and pays nothing', () => {
    const goal = { point: { x: 150, y: 300 } };
    const run = judgeMove(world('ragnarok'), { mover: 'A', goal, action: 'run' });
    expect(run.lengthMm).toBeCloseTo(405 + 15 * Math.PI, 6);
    expect(run.potentialMm).toBe(240);
    expect(run.notes.map((n) => n.code)).not.toContain('crossing-cost');
    const walk = judgeMove(world('ragnarok'), { mover: 'A', goal, action: 'walk' });
    expect(walk.lengthMm).toBeCloseTo(35, 9);
    expect(walk.potentialMm).toBe(60);
    // Confédé: smaller scenery is crossed freely by every move.
    expect(judgeMove(world('confede'), { mover: 'A', goal, action: 'run' }).lengthMm).toBeCloseTo(35, 9);
  });

  it('a run dropped on the wall stands in scenery; a walk dropped there does not', () => {
    // Centre 135 → the base spans x 120..150, over the wall at 130..135.
    const at = (action: 'run' | 'walk') =>
      judgeMove(world('ragnarok'), { mover: 'A', goal: { place: { position: [135, 300], facingDeg: 0 } }, action });
    expect(at('run').problems).toContainEqual({ code: 'in-scenery', rule: 'R-6.4', other: 'wall' });
    expect(at('walk').legal).toBe(true);
  });

  it('a charge goes round too: an enemy 85 mm away behind the wall is beyond 24 cm of route', () => {
    // Any way round the wall goes from y 300 past y 500 and back: more than 400 mm.
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: [
        fighter('A', round(30), [100, 300], 0, { mov: 12 }),
        fighter('E', round(30), [215, 300], 180, { side: 'blue' }),
      ],
      scenery: [wall],
    });
    const j = judgeMove(w, { mover: 'A', goal: { target: 'E' }, action: 'charge' });
    expect(j.lengthMm).toBeGreaterThan(400);
    // out of reach it is no illegal move: the charge falls short.
    expect(j.legal).toBe(true);
    expect(j.withinPotential).toBe(false);
    expect(j.notes).toContainEqual(expect.objectContaining({ code: 'falls-short', rule: 'R-6.17' }));
    expect(j.notes.map((n) => n.code)).not.toContain('crossing-cost');
  });

  it('a walk that runs out of potential on the obstacle ends on it (the book: "end their movement on the obstacle")', () => {
    // A wall 105 mm deep (x 130..235): 6 cm left after the cost, the sight ends at x 175, the base on the wall.
    const deep = box('wall', 130, 100, 235, 500, { size: 1 });
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: [fighter('A', round(30), [100, 300], 0, { mov: 12 })],
      scenery: [deep],
    });
    const j = judgeMove(w, { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.end.x).toBeCloseTo(175, 9);
    expect(j.legal).toBe(true);
    expect(j.notes.map((n) => n.code)).not.toContain('stopped-in-front');
  });

  it('a move that crosses nothing pays nothing, and Confédé has no such cost', () => {
    const clear = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: { x: 100, y: 350 } }, action: 'walk' });
    expect(clear.potentialMm).toBe(120);
    expect(clear.notes.map((n) => n.code)).not.toContain('crossing-cost');
    const confede = drop('confede', 170);
    expect(confede.legal).toBe(true);
    expect(confede.potentialMm).toBe(120);
    expect(confede.notes.map((n) => n.code)).not.toContain('crossing-cost');
  });

  it('the Move tool (a dropped base) tells the cost in its reasons', () => {
    const j = judgeDrop(world('ragnarok'), { mover: 'A', action: 'walk' }, { position: [150, 300], facing: 0 });
    expect(j.ok).toBe(true);
    expect(j.potentialMm).toBe(60);
    expect(j.reasons.map((r) => r.en)).toContain(
      'A crosses wall: crossing costs half the Movement (6.0 cm), leaving 6.0 cm (R-6.13).',
    );
  });

  it('words in English and French', () => {
    const n = drop('ragnarok', 150).notes.find((x) => x.code === 'crossing-cost')!;
    const w = moveNoteWords(n, { mover: 'A', action: 'walk', movCm: 10, widthMm: 30 });
    expect(w.en).toContain('half the Movement (6.0 cm)');
    expect(w.fr).toContain('moitié du Mouvement (6,0 cm)');
  });
});

describe('R-6.13 a fighter that cannot get past stops 1 cm in front', () => {
  // A cliff without a size (impassable, R-6.4) runs from edge to edge at x 200..220: no route past.
  const cliff = box('cliff', 200, 0, 220, 600);
  const world = (ruleset: 'ragnarok' | 'confede', mov = 10) =>
    makeWorld({ ruleset, fighters: [fighter('A', round(30), [100, 300], 0, { mov })], scenery: [cliff] });
  const gapOf = (j: ReturnType<typeof judgeMove>) =>
    distanceMm(baseAtSight(round(30), j.end, j.endFacing), sceneryFootprint(world('ragnarok').scene.scenery[0]));

  it('straight at the cliff: the sight stops at x 190, the base 10 mm from the cliff', () => {
    const j = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.legal).toBe(true);
    expect(j.end.x).toBeCloseTo(190, 6);
    expect(j.end.y).toBeCloseTo(300, 9);
    expect(j.lengthMm).toBeCloseTo(75, 6);
    expect(Math.abs(gapOf(j) - 10)).toBeLessThan(1e-6);
    expect(j.notes).toContainEqual({ code: 'stopped-in-front', rule: 'R-6.13', obstacle: 'cliff', gapMm: 10 });
  });

  it('aslant: the base circle’s rightmost point stops at x 190, on the line to the goal', () => {
    const goal = { x: 300, y: 400 };
    const j = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: goal }, action: 'walk' });
    // facing plays no part: A squares up to the goal first, so its centre goes along the line
    // from (100, 300) to the goal, direction (200, 100).
    const u = { x: 200 / Math.hypot(200, 100), y: 100 / Math.hypot(200, 100) };
    // The centre is 15 mm behind the sight; its rightmost point, 15 mm right of the centre, is at 190.
    expect(j.end.x - 15 * u.x + 15).toBeCloseTo(190, 6);
    expect((j.end.x - 100) * u.y - (j.end.y - 300) * u.x).toBeCloseTo(0, 9);
    expect(Math.abs(gapOf(j) - 10)).toBeLessThan(1e-6);
  });

  it('Confédé keeps the refusal: no route, the fighter stays', () => {
    const j = judgeMove(world('confede'), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.legal).toBe(false);
    expect(j.problems).toContainEqual(expect.objectContaining({ code: 'no-route', rule: 'R-6.2' }));
    expect(j.end).toEqual({ x: 115, y: 300 });
  });

  it('words in English and French', () => {
    const j = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    const n = j.notes.find((x) => x.code === 'stopped-in-front')!;
    const w = moveNoteWords(n, { mover: 'A', action: 'walk', movCm: 10, widthMm: 30 });
    expect(w.en).toBe('A cannot get past cliff: it stops 1.0 cm in front of it (R-6.13).');
    expect(w.fr).toBe('A ne peut pas passer cliff : il s’arrête à 1,0 cm devant (R-6.13).');
  });
});

describe('mire path picks the Rag’narok stop up through the judge', () => {
  it('the JSON ends 1 cm in front of the cliff, legal, with the coded note', async () => {
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: [fighter('A', round(30), [100, 300], 0, { mov: 10 })],
      scenery: [box('cliff', 200, 0, 220, 600)],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'mire-ragnarok-')), 'scene.json');
    writeFileSync(file, JSON.stringify(w.scene));
    const out: string[] = [];
    const code = await main(['path', file, 'A', '--to', '300,300', '--json'], {
      out: (s) => out.push(s),
      err: () => {},
    });
    expect(code).toBe(0);
    const j = JSON.parse(out.join('\n'));
    expect(j).toMatchObject({ legal: true, reachable: false });
    expect(j.end[0]).toBeCloseTo(190, 6);
    expect(j.end[1]).toBeCloseTo(300, 9);
    expect(j.notes).toContainEqual(
      expect.objectContaining({ code: 'stopped-in-front', rule: 'R-6.13', obstacle: 'cliff', gapMm: 10 }),
    );
  });
});

describe('R-6.13 a stretch of water: crossed by a walk, never ended on', () => {
  // The book: "stretches of water ... none of the unit's fighters can end his movement on the
  // obstacle. If the fighters' movement is not enough to get across ... the unit stops right in
  // front of it." A river (size 1, crossable by a walk, R-6.4) at x 130..140; A (round 30, MOV 12)
  // at x 100 facing +x, its sight at 115: crossing leaves 6 cm.
  const river = (x1: number) => box('river', 130, 0, x1, 600, { size: 1, kind: 'river' });
  const world = (x1: number, ruleset: 'ragnarok' | 'confede' = 'ragnarok') =>
    makeWorld({ ruleset, fighters: [fighter('A', round(30), [100, 300], 0, { mov: 12 })], scenery: [river(x1)] });

  it('far enough to get across: the sight at x 170 puts the base at 140..170, on the bank', () => {
    const j = judgeMove(world(140), { mover: 'A', goal: { point: { x: 170, y: 300 } }, action: 'walk' });
    expect(j.legal).toBe(true);
    expect(j.notes).toContainEqual({
      code: 'crossing-cost',
      rule: 'R-6.13',
      ids: ['river'],
      costMm: 60,
      potentialMm: 60,
    });
  });

  it('not enough to get across a 10 cm river: the base stops touching the near bank, the sight at x 130', () => {
    const j = judgeMove(world(230), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.legal).toBe(true);
    expect(j.end.x).toBeCloseTo(130, 6);
    expect(j.end.y).toBeCloseTo(300, 9);
    expect(j.notes).toContainEqual({ code: 'stopped-in-front', rule: 'R-6.13', obstacle: 'river', gapMm: 0 });
    expect(j.notes).toContainEqual(expect.objectContaining({ code: 'travels', rule: 'R-6.1' }));
    expect((j.notes.find((n) => n.code === 'travels') as { movedMm: number }).movedMm).toBeCloseTo(15, 6);
    const w = moveNoteWords(
      j.notes.find((n) => n.code === 'stopped-in-front')!,
      { mover: 'A', action: 'walk', movCm: 12, widthMm: 30 },
    );
    expect(w.en).toBe('A cannot get across river nor end on it: it stops right in front of it (R-6.13).');
  });

  it('a base dropped in the river is refused; a wall of the same place is not (it may end on it)', () => {
    const j = judgeMove(world(230), {
      mover: 'A',
      goal: { place: { position: [150, 300], facingDeg: 0 } },
      action: 'walk',
    });
    expect(j.problems).toContainEqual({ code: 'in-scenery', rule: 'R-6.4', other: 'river' });
    const wallWorld = makeWorld({
      ruleset: 'ragnarok',
      fighters: [fighter('A', round(30), [100, 300], 0, { mov: 12 })],
      scenery: [box('wall', 130, 0, 230, 600, { size: 1 })],
    });
    expect(
      judgeMove(wallWorld, { mover: 'A', goal: { place: { position: [150, 300], facingDeg: 0 } }, action: 'walk' })
        .legal,
    ).toBe(true);
  });

  it('Confédé has no such reading: the walk ends in the river at x 235', () => {
    const j = judgeMove(world(230, 'confede'), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.end.x).toBeCloseTo(235, 9);
    expect(j.notes.map((n) => n.code)).not.toContain('stopped-in-front');
  });
});

describe('R-6.13 a friend is passed through, never ended in', () => {
  // The book: "If the unit does not have enough movement to move entirely through another unit
  // ... the moving unit stops 1 cm in front of it." A (round 30, MOV 10) at x 100 facing +x walks
  // to x 300 through its friend F (round 30 at x 200, spanning 185..215).
  const world = (mov: number) =>
    makeWorld({
      ruleset: 'ragnarok',
      fighters: [fighter('A', round(30), [100, 300], 0, { mov }), fighter('F', round(30), [200, 300], 0)],
    });

  it('MOV 10: the sight would end at x 215, the base on F; it stops with its front at 185 - 10 = 175', () => {
    const j = judgeMove(world(10), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.legal).toBe(true);
    expect(j.end.x).toBeCloseTo(175, 6);
    expect(j.notes).toContainEqual({ code: 'stopped-in-front', rule: 'R-6.13', obstacle: 'F', gapMm: 10 });
    expect(distanceMm(baseAtSight(round(30), j.end, j.endFacing), world(10).footprintOf('F'))).toBeCloseTo(10, 6);
  });

  it('MOV 15: the sight reaches x 265, the base 235..265 clear of F: through, no stop', () => {
    const j = judgeMove(world(15), { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' });
    expect(j.legal).toBe(true);
    expect(j.end.x).toBeCloseTo(265, 9);
    expect(j.notes.map((n) => n.code)).not.toContain('stopped-in-front');
  });
});
