// Grading an attempt against the engine's answer.
import { GamePositions, type GameRecord, type Scene, World } from '../../geometry/index';
import { judgeMove } from './move';
import type { Attempt, Grade, Lesson, MoveAttempt, MoveJudgement, Task } from './types';

/** The table a step is played on: its own scene; a watch step's, the record after its entry; else the lesson's. */
export function stepScene(lesson: Lesson, stepIndex: number): Scene {
  const task = stepOf(lesson, stepIndex);
  if (task.scene) return task.scene;
  if (task.kind === 'watch') return positionsOf(lesson).after(task.entry + 1);
  return lesson.scene;
}

const positions = new WeakMap<GameRecord, GamePositions>();

/** The lesson's record, stepped through by snapshots (made once per record). */
function positionsOf(lesson: Lesson): GamePositions {
  const record = lesson.record;
  if (!record) throw new Error(`lesson ${lesson.id} has watch steps but no record`);
  let p = positions.get(record);
  if (!p) positions.set(record, (p = new GamePositions(record)));
  return p;
}

function stepOf(lesson: Lesson, stepIndex: number): Task {
  const task = lesson.steps[stepIndex];
  if (!task) throw new Error(`lesson ${lesson.id} has no step ${stepIndex}`);
  return task;
}

/** Pieces (fighters or scenery) whose place differs between two scenes, or that were added or removed. */
export function movedPieces(before: Scene, after: Scene): string[] {
  const out = new Set<string>();
  const fighters = new Map(before.fighters.map((f) => [f.id, f]));
  for (const f of after.fighters) {
    const b = fighters.get(f.id);
    if (!b || b.position[0] !== f.position[0] || b.position[1] !== f.position[1] || b.facing !== f.facing)
      out.add(f.id);
    fighters.delete(f.id);
  }
  for (const id of fighters.keys()) out.add(id);
  const scenery = new Map(before.scenery.map((s) => [s.id, s]));
  for (const s of after.scenery) {
    const b = scenery.get(s.id);
    if (!b || JSON.stringify(b.shape) !== JSON.stringify(s.shape)) out.add(s.id);
    scenery.delete(s.id);
  }
  for (const id of scenery.keys()) out.add(id);
  return [...out].sort();
}

/**
 * While the newcomer drags the mover of a move step: the engine's route and verdict for dropping
 * it here (the same judgement `gradeStep` gives).
 */
export function previewMove(lesson: Lesson, stepIndex: number, attempt: MoveAttempt): MoveJudgement {
  const task = stepOf(lesson, stepIndex);
  if (task.kind !== 'move') throw new Error(`step ${stepIndex} of lesson ${lesson.id} is not a move`);
  return judgeMove(new World(stepScene(lesson, stepIndex)), task, attempt);
}

export function gradeStep(lesson: Lesson, stepIndex: number, attempt: Attempt): Grade {
  const task = stepOf(lesson, stepIndex);
  const scene = stepScene(lesson, stepIndex);
  const start = new World(scene);
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
      const moved = movedPieces(scene, attempt.scene).filter((id) => !task.movable.includes(id));
      if (moved.length > 0) {
        const list = moved.join(', ');
        return {
          correct: false,
          reasons: [
            {
              en: `Only ${task.movable.join(', ')} may move; ${list} moved too.`,
              fr: `Seul(s) ${task.movable.join(', ')} peu(ven)t bouger ; ${list} aussi a bougé.`,
            },
          ],
        };
      }
      const verdict = task.check(new World(attempt.scene), start);
      return { correct: verdict.ok, reasons: verdict.reasons };
    }
    case 'move': {
      if (attempt.kind !== 'move') throw new Error('a move step needs a move attempt');
      const move = judgeMove(start, task, attempt);
      return { correct: move.ok, reasons: move.reasons, move };
    }
    case 'watch':
      return { correct: true };
  }
}
