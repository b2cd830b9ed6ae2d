// Grading an attempt against the engine's answer.
import { World } from '../../geometry/world';
import type { Scene } from '../../geometry/scene';
import type { Attempt, Grade, Lesson } from './types';

/** Fighters whose position or facing differs from the lesson's scene (or that were added or removed). */
export function movedFighters(lesson: Lesson, scene: Scene): string[] {
  const before = new Map(lesson.scene.fighters.map((f) => [f.id, f]));
  const out: string[] = [];
  for (const f of scene.fighters) {
    const b = before.get(f.id);
    if (!b || b.position[0] !== f.position[0] || b.position[1] !== f.position[1] || b.facing !== f.facing) out.push(f.id);
    before.delete(f.id);
  }
  return [...out, ...before.keys()].sort();
}

export function gradeStep(lesson: Lesson, stepIndex: number, attempt: Attempt): Grade {
  const task = lesson.steps[stepIndex];
  if (!task) throw new Error(`lesson ${lesson.id} has no step ${stepIndex}`);
  const start = new World(lesson.scene);
  switch (task.kind) {
    case 'select': {
      if (attempt.kind !== 'select') throw new Error('a select step needs a select attempt');
      const expected = [...task.answer(start)].sort();
      const picked = new Set(attempt.picked);
      const missing = expected.filter((id) => !picked.has(id));
      const extra = [...picked].filter((id) => !expected.includes(id)).sort();
      return { correct: missing.length === 0 && extra.length === 0, missing, extra, expected };
    }
    case 'choice': {
      if (attempt.kind !== 'choice') throw new Error('a choice step needs a choice attempt');
      const expected = task.answer(start);
      return { correct: attempt.chosen === expected, expected };
    }
    case 'place': {
      if (attempt.kind !== 'place') throw new Error('a place step needs a place attempt');
      const moved = movedFighters(lesson, attempt.scene).filter((id) => !task.movable.includes(id));
      if (moved.length > 0) {
        const list = moved.join(', ');
        return {
          correct: false,
          reasons: [{ en: `Only ${task.movable.join(', ')} may move; ${list} moved too.`, fr: `Seul(s) ${task.movable.join(', ')} peu(ven)t bouger ; ${list} aussi a bougé.` }],
        };
      }
      const verdict = task.check(new World(attempt.scene), start);
      return { correct: verdict.ok, reasons: verdict.reasons };
    }
  }
}
