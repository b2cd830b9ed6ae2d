// Every lesson's expected answer is computed by the engine; here we check it is the books' answer.
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonById } from '../src/lessons/catalogue';
import { gradeStep, previewMove, stepScene } from '../src/lessons/grade';
import { judgeMove } from '../src/lessons/move';
import { World } from '../geometry/world';
import type { Grade, Lesson, MoveTask } from '../src/lessons/types';

const lesson = (id: string): Lesson => {
  const l = lessonById(id);
  if (!l) throw new Error(`no lesson ${id}`);
  return l;
};

const rules = (g: Grade) => (g.reasons ?? []).map((r) => r.en).join(' ');
const move = (position: [number, number], facing: number) => ({ kind: 'move' as const, position, facing });

const moveFighter = (l: Lesson, id: string, position: [number, number], facing: number) => ({
  ...l.scene,
  fighters: l.scene.fighters.map((f) => (f.id === id ? { ...f, position, facing } : f)),
});

describe('lessons', () => {
  it('each lesson has English and French texts, an explanation per step and rule ids', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(10);
    for (const l of LESSONS) {
      expect(l.title.en && l.title.fr, l.id).toBeTruthy();
      expect(l.intro.en && l.intro.fr, l.id).toBeTruthy();
      expect(l.explain).toHaveLength(l.steps.length);
      for (const s of l.steps) expect(s.prompt.en && s.prompt.fr, l.id).toBeTruthy();
      for (const e of l.explain) expect(e.en && e.fr, l.id).toBeTruthy();
      for (const r of l.rules) expect(r).toMatch(/^R-\d+\.\d+$/);
    }
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
  });

  it('every engine answer is one the step offers, and every piece a step names is on its table', () => {
    for (const l of LESSONS) {
      l.steps.forEach((step, i) => {
        const scene = stepScene(l, i);
        const world = new World(scene);
        const ids = new Set([...scene.fighters.map((f) => f.id), ...scene.scenery.map((s) => s.id)]);
        const where = `${l.id} step ${i}`;
        expect(l.explain[i].en, where).toMatch(/R-\d+\.\d+/);
        expect(l.explain[i].fr, where).toMatch(/R-\d+\.\d+/);
        switch (step.kind) {
          case 'select':
            for (const id of step.candidates) expect(ids.has(id), `${where}: ${id}`).toBe(true);
            for (const id of step.answer(world)) expect(step.candidates, where).toContain(id);
            break;
          case 'choice':
            expect(
              step.options.map((o) => o.id),
              where,
            ).toContain(step.answer(world));
            break;
          case 'place':
            for (const id of step.movable) expect(ids.has(id), `${where}: ${id}`).toBe(true);
            // The lesson's table is the problem, not its answer.
            expect(step.check(world, world).ok, where).toBe(false);
            break;
          case 'move':
            expect(world.hasFighter(step.mover), where).toBe(true);
            if (step.target) expect(world.hasFighter(step.target), where).toBe(true);
            break;
        }
      });
    }
  });

  it('R-5.8 (II-D-3): A sees Y and Z, partially V and X, not W', () => {
    const l = lesson('sight-ii-d-3');
    expect(gradeStep(l, 0, { kind: 'select', picked: ['V', 'X', 'Y', 'Z'] }).correct).toBe(true);
    const wrong = gradeStep(l, 0, { kind: 'select', picked: ['W', 'Y', 'Z'] });
    expect(wrong).toMatchObject({ correct: false, missing: ['V', 'X'], extra: ['W'] });
    expect(gradeStep(l, 1, { kind: 'select', picked: ['V', 'X'] }).correct).toBe(true);
  });

  it('II-E-1: B/Y not in contact, C/X in contact, only A could have made the A/Z contact', () => {
    const l = lesson('contact-square');
    expect(gradeStep(l, 0, { kind: 'choice', chosen: 'no' }).correct).toBe(true);
    expect(gradeStep(l, 1, { kind: 'choice', chosen: 'yes' }).correct).toBe(true);
    expect(gradeStep(l, 2, { kind: 'choice', chosen: 'A' }).correct).toBe(true);
    expect(gradeStep(l, 2, { kind: 'choice', chosen: 'both' }).correct).toBe(false);
  });

  it('II-E-2 placement: Z against A with its sight on A is legal; facing away or overlapping is not (R-3.4, R-0.3)', () => {
    const l = lesson('contact-round');
    // A: Ø30 at (500, 300). Z: Ø30; touching A from the right means its centre at (530, 300).
    const legal = gradeStep(l, 0, { kind: 'place', scene: moveFighter(l, 'Z', [530, 300], 180) });
    expect(legal.correct).toBe(true);
    const facingAway = gradeStep(l, 0, { kind: 'place', scene: moveFighter(l, 'Z', [530, 300], 0) });
    expect(facingAway.correct).toBe(false);
    expect(facingAway.reasons!.map((r) => r.en).join(' ')).toContain('R-3.4');
    const overlapping = gradeStep(l, 0, { kind: 'place', scene: moveFighter(l, 'Z', [520, 300], 180) });
    expect(overlapping.correct).toBe(false);
    expect(overlapping.reasons!.map((r) => r.en).join(' ')).toContain('R-0.3');
    const far = gradeStep(l, 0, { kind: 'place', scene: moveFighter(l, 'Z', [560, 300], 180) });
    expect(far.correct).toBe(false);
    // Moving A instead of Z is not the task.
    const cheat = gradeStep(l, 0, { kind: 'place', scene: moveFighter(l, 'A', [670, 300], 0) });
    expect(cheat.correct).toBe(false);
  });

  it('R-4.1: B and C are in A’s field of view; D, E, F are not', () => {
    const l = lesson('field-of-view');
    expect(gradeStep(l, 0, { kind: 'select', picked: ['B', 'C'] }).correct).toBe(true);
    expect(gradeStep(l, 0, { kind: 'select', picked: ['B'] })).toMatchObject({ correct: false, missing: ['C'] });
  });

  it('R-5.7: in Rag’narok A sees T past the wall with interference', () => {
    const l = lesson('ragnarok-sight');
    expect(gradeStep(l, 0, { kind: 'choice', chosen: 'partial' }).correct).toBe(true);
    expect(gradeStep(l, 0, { kind: 'choice', chosen: 'none' }).correct).toBe(false);
  });

  it('R-7.1: dice 3 then 4 move the blast 8 cm straight back along the line of fire, onto P', () => {
    const l = lesson('dispersion');
    expect(gradeStep(l, 0, { kind: 'choice', chosen: 'P' }).correct).toBe(true);
    // Q stands where arrow 1 would have put it, R where arrow 2 would, T where arrow 5 would.
    expect(gradeStep(l, 0, { kind: 'choice', chosen: 'Q' }).correct).toBe(false);
  });

  it('R-8.2: red is deployed legally only when every red base lies wholly between 15 and 50 cm from the median', () => {
    const l = lesson('deployment');
    const start = gradeStep(l, 0, { kind: 'place', scene: l.scene });
    expect(start.correct).toBe(false);
    expect(start.reasons!.map((r) => r.en.split(' ')[0])).toEqual(['R1', 'R2']);
    // Zone of the low side: x from 100 to 450 (median at 600). R1 (25 mm square) at x = 437.5 touches 450 exactly.
    const fixed = {
      ...l.scene,
      fighters: l.scene.fighters.map((f) =>
        f.id === 'R1'
          ? { ...f, position: [437.5, 200] as [number, number] }
          : f.id === 'R2'
            ? { ...f, position: [125, 300] as [number, number] }
            : f,
      ),
    };
    expect(gradeStep(l, 0, { kind: 'place', scene: fixed }).correct).toBe(true);
    const halfIn = {
      ...fixed,
      fighters: fixed.fighters.map((f) => (f.id === 'R2' ? { ...f, position: [124, 300] as [number, number] } : f)),
    };
    expect(gradeStep(l, 0, { kind: 'place', scene: halfIn }).correct).toBe(false);
  });

  it('the book’s worked examples and figures: sight, contact, the V-A gap, view, charge, dispersion, deployment, scenery, control, Rag’narok', () => {
    const ids = LESSONS.map((l) => l.id);
    for (const id of [
      'sight-ii-d-3',
      'contact-square',
      'contact-round',
      'move-gap',
      'field-of-view',
      'charge',
      'dispersion',
      'deployment',
      'scenery-setup',
      'control',
      'ragnarok-sight',
      'ragnarok-range',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('Confédé V-A: Z can pass between Y and C (5 cm apart, base 3 cm), not when they are 2 cm apart (R-6.2)', () => {
    const l = lesson('move-gap');
    expect(gradeStep(l, 0, { kind: 'choice', chosen: 'yes' })).toMatchObject({ correct: true, expected: 'yes' });
    expect(gradeStep(l, 2, { kind: 'choice', chosen: 'no' })).toMatchObject({ correct: true, expected: 'no' });
    expect(gradeStep(l, 2, { kind: 'choice', chosen: 'yes' }).correct).toBe(false);
    // Step 2 is played on its own table: the narrow gap.
    expect(stepScene(l, 2)).not.toBe(l.scene);
    expect(stepScene(l, 1)).toBe(l.scene);
  });

  it('Confédé V-A: Z dropped against A through the wide gap is a legal 37 cm charge (R-6.1, R-6.5, R-3.4)', () => {
    const l = lesson('move-gap');
    // A: Ø30 at (600, 300); Z (Ø30) against it from the left: centre (570, 300), facing +x.
    const g = gradeStep(l, 1, move([570, 300], 0));
    expect(g.correct).toBe(true);
    expect(g.move!.lengthMm).toBeCloseTo(370, 6);
    expect(g.move!.potentialMm).toBe(380);
    expect(g.move!.wentRound).toEqual([]);
    expect(rules(g)).toContain('R-3.4');
    // Facing away, Z's sight is off A: refused.
    const away = gradeStep(l, 1, move([570, 300], 180));
    expect(away.correct).toBe(false);
    expect(rules(away)).toContain('R-3.4');
    // Short of A: no contact.
    const short = gradeStep(l, 1, move([540, 300], 0));
    expect(short.correct).toBe(false);
    expect(rules(short)).toContain('R-6.6');
  });

  it('Confédé V-A: in the narrow-gap scene the same placement is refused: the route goes round Y or C, 38.6 cm > 38 cm (R-6.2, R-6.5)', () => {
    const l = lesson('move-gap');
    const task = l.steps[1] as MoveTask;
    const j = judgeMove(new World(stepScene(l, 2)), task, { position: [570, 300], facing: 0 });
    expect(j.ok).toBe(false);
    expect(j.reachable).toBe(true);
    expect(j.lengthMm!).toBeGreaterThan(380);
    expect(j.straightMm).toBeCloseTo(370, 6);
    // Y and C stand symmetrically about Z's line: going round either is equally short.
    expect(j.wentRound).toHaveLength(1);
    expect(['Y', 'C']).toContain(j.wentRound[0]);
    const text = j.reasons.map((r) => r.en).join(' ');
    expect(text).toContain('R-6.5');
    expect(text).toContain('R-6.2');
    expect(j.reasons.map((r) => r.fr).join(' ')).toContain('38,6 cm');
    // Z does not fit between Y and C there, and a run to just past them goes round Y.
    const narrow = new World(stepScene(l, 2));
    const between = judgeMove(narrow, { mover: 'Z', action: 'walk' }, { position: [385, 300], facing: 0 });
    expect(between.ok).toBe(false);
    expect(between.reasons.map((r) => r.en).join(' ')).toContain('R-6.6');
    const past = judgeMove(narrow, { mover: 'Z', action: 'run' }, { position: [440, 300], facing: 0 });
    expect(past.ok).toBe(true);
    expect(past.wentRound).toHaveLength(1);
    expect(['Y', 'C']).toContain(past.wentRound[0]);
    expect(past.lengthMm!).toBeGreaterThan(past.straightMm + 10);
  });

  it('previewMove gives the route the grade will give, for drawing while dragging', () => {
    const l = lesson('move-gap');
    const p = previewMove(l, 1, move([570, 300], 0));
    expect(p).toEqual(gradeStep(l, 1, move([570, 300], 0)).move);
    expect(p.route[0]).toEqual({ x: 215, y: 300 });
    expect(() => previewMove(l, 0, move([570, 300], 0))).toThrow();
  });

  it('R-6.5: of A, B, C and D only A may charge T (B does not see it, C is in contact with E, D is out of reach)', () => {
    const l = lesson('charge');
    expect(gradeStep(l, 0, { kind: 'select', picked: ['A'] })).toMatchObject({ correct: true, expected: ['A'] });
    expect(gradeStep(l, 0, { kind: 'select', picked: ['A', 'D'] })).toMatchObject({ correct: false, extra: ['D'] });
  });

  it('R-6.6: A is placed against a free side of T, facing it; not on F, not facing away; round T, never through it', () => {
    const l = lesson('charge');
    // T: 25 mm square at (450, 300); A (25 mm square) against T's front: centre (425, 300), facing +x.
    expect(gradeStep(l, 1, move([425, 300], 0)).correct).toBe(true);
    // Against T's free top side (y = 287.5), facing +y.
    expect(gradeStep(l, 1, move([450, 275], 90)).correct).toBe(true);
    // Against T's back: legal, but the route goes round T, longer than the straight 15 cm.
    const back = gradeStep(l, 1, move([475, 300], 180));
    expect(back.correct).toBe(true);
    expect(back.move!.wentRound).toContain('T');
    expect(back.move!.lengthMm!).toBeGreaterThan(150 + 5);
    // Where F stands: overlap.
    const onF = gradeStep(l, 1, move([450, 325], 90));
    expect(onF.correct).toBe(false);
    expect(rules(onF)).toContain('R-6.6');
    // Facing away from T: the sight must touch T.
    const away = gradeStep(l, 1, move([425, 300], 180));
    expect(away.correct).toBe(false);
    expect(rules(away)).toContain('R-3.4');
    // B may not charge at all: it does not see T.
    const b = judgeMove(
      new World(l.scene),
      { mover: 'B', action: 'charge', target: 'T' },
      { position: [450, 275], facing: 90 },
    );
    expect(b.ok).toBe(false);
    expect(b.reasons.map((r) => r.en).join(' ')).toContain('R-6.5');
  });

  it('R-6.7: one charger of power 1 against T of power 1: T suffers the charge penalties', () => {
    const l = lesson('charge');
    expect(gradeStep(l, 2, { kind: 'choice', chosen: 'yes' }).correct).toBe(true);
    expect(gradeStep(l, 2, { kind: 'choice', chosen: 'no' }).correct).toBe(false);
  });

  it('R-2.2 Rag’narok: T1 (exactly 20 cm) and T4 (15 cm) are at range 1; T2 (20.5 cm) is at range 2', () => {
    const l = lesson('ragnarok-range');
    expect(gradeStep(l, 0, { kind: 'select', picked: ['T1', 'T4'] }).correct).toBe(true);
    expect(gradeStep(l, 0, { kind: 'select', picked: ['T4'] })).toMatchObject({ correct: false, missing: ['T1'] });
    expect(gradeStep(l, 1, { kind: 'choice', chosen: '2' })).toMatchObject({ correct: true, expected: '2' });
  });

  it('R-8.3: the barn is 5 cm from the house, the hill 4 cm from two edges; moving both makes the set-up legal', () => {
    const l = lesson('scenery-setup');
    expect(gradeStep(l, 0, { kind: 'select', picked: ['barn', 'hill', 'house'] }).correct).toBe(true);
    expect(gradeStep(l, 0, { kind: 'select', picked: ['barn', 'hill'] })).toMatchObject({
      correct: false,
      missing: ['house'],
    });
    const shift = (scenery: typeof l.scene.scenery) => ({ ...l.scene, scenery });
    const barnMoved = l.scene.scenery.map((s) =>
      s.id === 'barn'
        ? {
            ...s,
            shape: {
              type: 'polygon' as const,
              points: [
                [320, 100],
                [440, 100],
                [440, 220],
                [320, 220],
              ] as [number, number][],
            },
          }
        : s,
    );
    const both = barnMoved.map((s) =>
      s.id === 'hill'
        ? { ...s, shape: { type: 'circle' as const, center: [1050, 450] as [number, number], radius: 60 } }
        : s,
    );
    expect(gradeStep(l, 1, { kind: 'place', scene: shift(both) }).correct).toBe(true);
    const half = gradeStep(l, 1, { kind: 'place', scene: shift(barnMoved) });
    expect(half.correct).toBe(false);
    expect(half.reasons!.map((r) => r.en)).toEqual([
      'hill is 4.0 cm from the right edge: at least 6 cm are needed (R-8.3).',
      'hill is 4.0 cm from the far edge: at least 6 cm are needed (R-8.3).',
    ]);
    // Moving the forest is not the task.
    const forest = both.map((s) =>
      s.id === 'forest'
        ? { ...s, shape: { type: 'circle' as const, center: [700, 300] as [number, number], radius: 50 } }
        : s,
    );
    const wrong = gradeStep(l, 1, { kind: 'place', scene: shift(forest) });
    expect(wrong.correct).toBe(false);
    expect(rules(wrong)).toContain('forest');
  });

  it('R-8.4: R3 straddles the field; blue has more power, red more value: disputed; R3 wholly inside gives red control', () => {
    const l = lesson('control');
    expect(gradeStep(l, 0, { kind: 'select', picked: ['B1', 'B2', 'R1', 'R2'] }).correct).toBe(true);
    expect(gradeStep(l, 0, { kind: 'select', picked: ['B1', 'B2', 'R1', 'R2', 'R3'] })).toMatchObject({
      correct: false,
      extra: ['R3'],
    });
    expect(gradeStep(l, 1, { kind: 'choice', chosen: 'disputed' })).toMatchObject({
      correct: true,
      expected: 'disputed',
    });
    expect(gradeStep(l, 1, { kind: 'choice', chosen: 'blue' }).correct).toBe(false);
    const inside = gradeStep(l, 2, { kind: 'place', scene: moveFighter(l, 'R3', [560, 300], 0) });
    expect(inside.correct).toBe(true);
    expect(rules(inside)).toContain('red: power 4, value 90; blue: power 3, value 50');
    const straddling = gradeStep(l, 2, { kind: 'place', scene: moveFighter(l, 'R3', [455, 300], 0) });
    expect(straddling.correct).toBe(false);
    expect(rules(straddling)).toContain('R-8.4');
    const onR1 = gradeStep(l, 2, { kind: 'place', scene: moveFighter(l, 'R3', [510, 255], 0) });
    expect(onR1.correct).toBe(false);
    expect(rules(onR1)).toContain('R-0.3');
  });
});
