// Every lesson's expected answer is computed by the engine; here we check it is the books' answer.
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonById } from '../src/lessons/catalogue';
import { gradeStep } from '../src/lessons/grade';
import type { Lesson } from '../src/lessons/types';

const lesson = (id: string): Lesson => {
  const l = lessonById(id);
  if (!l) throw new Error(`no lesson ${id}`);
  return l;
};

const moveFighter = (l: Lesson, id: string, position: [number, number], facing: number) => ({
  ...l.scene,
  fighters: l.scene.fighters.map((f) => (f.id === id ? { ...f, position, facing } : f)),
});

describe('lessons', () => {
  it('each lesson has English and French texts, an explanation per step and rule ids', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(5);
    for (const l of LESSONS) {
      expect(l.title.en && l.title.fr, l.id).toBeTruthy();
      expect(l.intro.en && l.intro.fr, l.id).toBeTruthy();
      expect(l.explain).toHaveLength(l.steps.length);
      for (const s of l.steps) expect(s.prompt.en && s.prompt.fr, l.id).toBeTruthy();
      for (const r of l.rules) expect(r).toMatch(/^R-\d+\.\d+$/);
    }
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
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
        f.id === 'R1' ? { ...f, position: [437.5, 200] as [number, number] } : f.id === 'R2' ? { ...f, position: [125, 300] as [number, number] } : f,
      ),
    };
    expect(gradeStep(l, 0, { kind: 'place', scene: fixed }).correct).toBe(true);
    const halfIn = { ...fixed, fighters: fixed.fighters.map((f) => (f.id === 'R2' ? { ...f, position: [124, 300] as [number, number] } : f)) };
    expect(gradeStep(l, 0, { kind: 'place', scene: halfIn }).correct).toBe(false);
  });
});
