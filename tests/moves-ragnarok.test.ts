// Rag'narok movement (R-6.13, R-6.8; the book's "Moving miniatures" and "Crossing an obstacle"):
// crossing an obstacle costs half the Movement; a fighter that cannot get past stops 1 cm in front.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceMm } from '../geometry/footprint';
import { judgeMove } from '../geometry/moves';
import { baseAtSight } from '../geometry/moves/free-edges';
import { moveNoteWords } from '../geometry/moves/words';
import { sceneryFootprint } from '../geometry/world';
import { main } from '../src/cli/main';
import { judgeMove as judgeDrop } from '../src/lessons/move';
import { box, fighter, makeWorld, round } from './support/build';

describe('R-6.13 crossing an obstacle costs half the Movement', () => {
  // A (round 30 mm, size 2, MOV 12) at x 100 faces +x: its sight is at x 115. A low wall (size 1,
  // smaller than A, so crossable, R-6.4) runs across the table at x 130..135.
  const wall = box('wall', 130, 100, 135, 500, { size: 1 });
  const world = (ruleset: 'ragnarok' | 'confede') => makeWorld({ ruleset, fighters: [fighter('A', round(30), [100, 300], 0, { mov: 12 })], scenery: [wall] });
  const drop = (ruleset: 'ragnarok' | 'confede', x: number) => judgeMove(world(ruleset), { mover: 'A', goal: { place: { position: [x, 300], facingDeg: 0 } }, action: 'walk' });

  it('a walk over the wall may go 12 - 6 = 6 cm: a 5 cm drop is legal, a 7 cm drop is not', () => {
    // Centre 150 → sight 165: 50 mm from 115, over the wall.
    const within = drop('ragnarok', 150);
    expect(within.legal).toBe(true);
    expect(within.lengthMm).toBeCloseTo(50, 9);
    expect(within.potentialMm).toBe(60);
    expect(within.notes).toContainEqual({ code: 'crossing-cost', rule: 'R-6.13', ids: ['wall'], costMm: 60, potentialMm: 60 });
    // Centre 170 → sight 185: 70 mm > 60 mm.
    const beyond = drop('ragnarok', 170);
    expect(beyond.legal).toBe(false);
    expect(beyond.problems).toContainEqual(expect.objectContaining({ code: 'too-long', rule: 'R-6.5', potentialMm: 60 }));
  });

  it('a walk to a point over the wall goes 6 cm and no farther', () => {
    const j = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: { x: 215, y: 300 } }, action: 'walk' });
    expect(j.withinPotential).toBe(false);
    expect(j.potentialMm).toBe(60);
    expect(j.end.x).toBeCloseTo(175, 9);
    expect(j.notes).toContainEqual({ code: 'out-of-reach', rule: 'R-6.5', lengthMm: 100, potentialMm: 60 });
  });

  it('a run pays the same half Movement: 24 - 6 = 18 cm', () => {
    const j = judgeMove(world('ragnarok'), { mover: 'A', goal: { point: { x: 215, y: 300 } }, action: 'run' });
    expect(j.potentialMm).toBe(180);
    expect(j.withinPotential).toBe(true);
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
    expect(j.reasons.map((r) => r.en)).toContain('A crosses wall: crossing costs half the Movement (6.0 cm), leaving 6.0 cm (R-6.13).');
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
  const world = (ruleset: 'ragnarok' | 'confede', mov = 10) => makeWorld({ ruleset, fighters: [fighter('A', round(30), [100, 300], 0, { mov })], scenery: [cliff] });
  const gapOf = (j: ReturnType<typeof judgeMove>) => distanceMm(baseAtSight(round(30), j.end, j.endFacing), sceneryFootprint(world('ragnarok').scene.scenery[0]));

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
    const u = { x: 185 / Math.hypot(185, 100), y: 100 / Math.hypot(185, 100) };
    // The centre is 15 mm behind the sight; its rightmost point, 15 mm right of the centre, is at 190.
    expect(j.end.x - 15 * u.x + 15).toBeCloseTo(190, 6);
    expect((j.end.x - 115) * u.y - (j.end.y - 300) * u.x).toBeCloseTo(0, 9);
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
    const w = makeWorld({ ruleset: 'ragnarok', fighters: [fighter('A', round(30), [100, 300], 0, { mov: 10 })], scenery: [box('cliff', 200, 0, 220, 600)] });
    const file = join(mkdtempSync(join(tmpdir(), 'mire-ragnarok-')), 'scene.json');
    writeFileSync(file, JSON.stringify(w.scene));
    const out: string[] = [];
    const code = await main(['path', file, 'A', '--to', '300,300', '--json'], { out: (s) => out.push(s), err: () => {} });
    expect(code).toBe(0);
    const j = JSON.parse(out.join('\n'));
    expect(j).toMatchObject({ legal: true, reachable: false });
    expect(j.end[0]).toBeCloseTo(190, 6);
    expect(j.end[1]).toBeCloseTo(300, 9);
    expect(j.notes).toContainEqual(expect.objectContaining({ code: 'stopped-in-front', rule: 'R-6.13', obstacle: 'cliff', gapMm: 10 }));
  });
});
