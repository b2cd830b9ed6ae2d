// Practice exercises: reproducible from a seed, legal scenes, varied answers, the engine as answer key.
import { describe, expect, it } from 'vitest';
import { World } from '../geometry/world';
import { DISTANCE_TOLERANCE_CM, PRACTICE_KINDS, gradePractice, practiceExercise } from '../src/lessons/practice';

describe('practice', () => {
  it('the same seed gives the same exercise (a seed in a URL shares it)', () => {
    for (const seed of [1, 42, 2026, 99999]) {
      expect(JSON.stringify(practiceExercise(seed))).toBe(JSON.stringify(practiceExercise(seed)));
    }
    expect(JSON.stringify(practiceExercise(1))).not.toBe(JSON.stringify(practiceExercise(2)));
  });

  it('every kind comes up, and each has varied answers over 300 seeds', () => {
    const answers = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 300; seed++) {
      const ex = practiceExercise(seed);
      expect(ex.scene.fighters.map((f) => f.id)).toContain('B');
      const set = answers.get(ex.kind) ?? new Set<string>();
      set.add(typeof ex.answer === 'number' ? 'number' : ex.answer);
      answers.set(ex.kind, set);
    }
    expect([...answers.keys()].sort()).toEqual([...PRACTICE_KINDS].sort());
    expect([...answers.get('sight')!].sort()).toEqual(['full', 'none', 'partial']);
    expect([...answers.get('view')!].sort()).toEqual(['no', 'yes']);
    expect([...answers.get('contact')!].sort()).toEqual(['no', 'yes']);
  });

  it('the answer key is the engine’s verdict on the exercise’s scene', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const ex = practiceExercise(seed);
      const w = new World(ex.scene);
      const expected =
        ex.kind === 'sight'
          ? w.explainLos('A', 'B').los
          : ex.kind === 'view'
            ? w.inView('A', 'B') ? 'yes' : 'no'
            : ex.kind === 'contact'
              ? w.contact('A', 'B').contact ? 'yes' : 'no'
              : Math.round(w.distanceMm('A', 'B')) / 10;
      expect(ex.answer, `seed ${seed}`).toEqual(expected);
      expect(gradePractice(ex, ex.answer)).toBe(true);
    }
  });

  it('distance answers are accepted within 0.5 cm, with a comma or a point', () => {
    const ex = practiceExercise(7, 'distance');
    const cm = ex.answer as number;
    expect(gradePractice(ex, cm + DISTANCE_TOLERANCE_CM)).toBe(true);
    expect(gradePractice(ex, cm - DISTANCE_TOLERANCE_CM - 0.01)).toBe(false);
    expect(gradePractice(ex, String(cm).replace('.', ','))).toBe(true);
    expect(gradePractice(ex, 'far')).toBe(false);
  });
});
