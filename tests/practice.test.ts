// Practice exercises: reproducible from a seed, legal scenes, varied answers, the engine as answer key.
import { describe, expect, it } from 'vitest';
import { World } from '../geometry/world';
import { judgeMove } from '../geometry/moves';
import { DISTANCE_TOLERANCE_CM, PRACTICE_KINDS, gradePractice, practiceExercise } from '../src/lessons/practice';

/** A charge gets to its target: legal and within its potential (out of reach it falls short, R-6.17). */
const reaches = (j: { legal: boolean; withinPotential: boolean }) => j.legal && j.withinPotential;

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
    expect([...answers.get('move')!].sort()).toEqual(['no', 'yes']);
  });

  it('the answer key is the engine’s verdict on the exercise’s scene', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const ex = practiceExercise(seed);
      const w = new World(ex.scene);
      const expected =
        ex.kind === 'sight'
          ? w.explainLos('A', 'B').los
          : ex.kind === 'view'
            ? w.inView('A', 'B')
              ? 'yes'
              : 'no'
            : ex.kind === 'contact'
              ? w.contact('A', 'B').contact
                ? 'yes'
                : 'no'
              : ex.kind === 'move'
                ? reaches(judgeMove(w, { mover: 'A', goal: { target: 'B' }, action: 'charge' }))
                  ? 'yes'
                  : 'no'
                : Math.round(w.distanceMm('A', 'B')) / 10;
      expect(ex.answer, `seed ${seed}`).toEqual(expected);
      expect(gradePractice(ex, ex.answer)).toBe(true);
    }
  });

  it('R-6.5 move: a charge needs sight at the start and a route within MOV × 2, and the explanation says which failed', () => {
    let yes = 0;
    let blind = 0;
    let far = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const ex = practiceExercise(seed, 'move');
      const w = new World(ex.scene);
      const plan = judgeMove(w, { mover: 'A', goal: { target: 'B' }, action: 'charge' });
      expect(ex.answer).toBe(reaches(plan) ? 'yes' : 'no');
      if (reaches(plan)) {
        yes++;
        expect(plan.lengthMm!).toBeLessThanOrEqual(plan.potentialMm + 1e-9);
        continue;
      }
      if (w.explainLos('A', 'B').los === 'none') {
        blind++;
        expect(ex.explain.en).toContain('does not see B');
      }
      if (plan.lengthMm !== null && plan.lengthMm > plan.potentialMm) {
        far++;
        expect(ex.explain.en).toMatch(/route to B is \d+\.\d cm against a charge potential of 20\.0 cm/);
      }
    }
    expect(yes).toBeGreaterThan(0);
    expect(blind).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(0);
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
