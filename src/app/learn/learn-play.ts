// The lessons and practice actions of the learning side (learn.ts), with the lesson catalogue, the
// grader and the exercise generator: loaded when Lessons or Practice is first opened (or the page
// arrives with ?practice=), not with the first screen.
import { LESSONS } from '../../lessons/catalogue';
import { gradeStep, stepScene } from '../../lessons/grade';
import { gradePractice, practiceExercise } from '../../lessons/practice';
import type { Attempt, Grade, Lesson } from '../../lessons/types';
import { LESSONS_KEY, PRACTICE_KEY, setPracticeUrl, useLearn, writeJson } from './learn';
import { useStore } from '../state/store';
import { boxAround, useCameraView } from '../state/camera-view';
import type { Scene } from '../engine';

export function lessonById(id: string | null): Lesson | undefined {
  return id ? LESSONS.find((l) => l.id === id) : undefined;
}

/**
 * Put a lesson step on the table: its scene, and the tool it is played with — the Move tool with
 * the step's action for a move (or a placing step that asks for one), the Edit tool to place
 * pieces freely, the current tool for questions.
 */
function playStep(lesson: Lesson, step: number): void {
  const st = useStore.getState();
  const task = lesson.steps[step];
  // Each step has its own history: undo never reaches the user's table or an earlier step.
  if (st.borrowed?.kind === 'lesson') st.present(stepScene(lesson, step));
  else st.borrow({ kind: 'lesson' }, stepScene(lesson, step));
  frameFighters(stepScene(lesson, step), null);
  if (task.kind === 'move') {
    st.setTool('move');
    st.setAction(task.action);
    st.select({ kind: 'fighter', id: task.mover });
  } else if (task.kind === 'place') {
    const play = task.play ?? { tool: 'edit' };
    st.setTool(play.tool);
    if (play.tool === 'move') st.setAction(play.action);
    const first = task.movable[0];
    const kind = stepScene(lesson, step).fighters.some((f) => f.id === first) ? 'fighter' : 'scenery';
    if (first) st.select({ kind, id: first });
  }
}

/** Room around the framed fighters (mm): their bases and a little of the table about them. */
const FRAME_MARGIN_MM = 50;

/** The camera frames the fighters a lesson step or an exercise is about (`ids`; null: every fighter). */
function frameFighters(scene: Scene, ids: readonly string[] | null): void {
  const about = scene.fighters.filter((f) => ids === null || ids.includes(f.id));
  const box = boxAround(
    about.map((f) => f.position),
    FRAME_MARGIN_MM,
  );
  if (box) useCameraView.getState().frameBox(box);
}

const get = () => useLearn.getState();
const set = useLearn.setState;

export function openLesson(id: string | null): void {
  const lesson = lessonById(id);
  if (!lesson) {
    set({ lessonId: null, grade: null });
    return;
  }
  const p = get().progress[lesson.id];
  const step = p && !p.done ? Math.min(p.step, lesson.steps.length - 1) : 0;
  playStep(lesson, step);
  set({ mode: 'lessons', lessonId: lesson.id, step, grade: null });
  watched(lesson, step);
}

/** A watch step (a recorded entry and its commentary) has nothing to answer: done once shown. */
function watched(lesson: Lesson, step: number): void {
  if (lesson.steps[step]?.kind === 'watch') check({ kind: 'watch' });
}

export function resetStep(): void {
  const lesson = lessonById(get().lessonId);
  if (!lesson) return;
  playStep(lesson, get().step);
  set({ grade: null });
}

export function check(attempt: Attempt): Grade | null {
  const { lessonId, step, progress } = get();
  const lesson = lessonById(lessonId);
  if (!lesson) return null;
  const g = gradeStep(lesson, step, attempt);
  const next = { ...progress };
  if (g.correct) {
    const last = step === lesson.steps.length - 1;
    next[lesson.id] = { done: last || !!progress[lesson.id]?.done, step: last ? step : step + 1 };
    writeJson(LESSONS_KEY, next);
  }
  set({ grade: g, progress: next });
  return g;
}

export function nextStep(): void {
  const { lessonId, step } = get();
  const lesson = lessonById(lessonId);
  if (!lesson) return;
  if (step >= lesson.steps.length - 1) {
    set({ lessonId: null, grade: null, step: 0 });
    return;
  }
  // Each task starts from its own table, not from the last attempt; a question keeps the table
  // unless it has its own.
  const next = lesson.steps[step + 1];
  if (next.kind === 'place' || next.kind === 'move' || next.kind === 'watch' || next.scene) playStep(lesson, step + 1);
  set({ step: step + 1, grade: null });
  watched(lesson, step + 1);
}

export function startPractice(seed: number): void {
  const exercise = practiceExercise(seed);
  const st = useStore.getState();
  if (st.borrowed?.kind === 'practice') st.present(exercise.scene);
  else st.borrow({ kind: 'practice' }, exercise.scene);
  frameFighters(exercise.scene, [exercise.from, exercise.to]);
  st.setTool('move');
  st.setAction('walk');
  setPracticeUrl(seed);
  set({ mode: 'practice', exercise, answer: null, lessonId: null, grade: null });
}

export function answerPractice(given: string | number): void {
  const { exercise, answer, score } = get();
  if (!exercise || answer) return;
  const correct = gradePractice(exercise, given);
  const next = { right: score.right + (correct ? 1 : 0), total: score.total + 1 };
  writeJson(PRACTICE_KEY, next);
  set({ answer: { given, correct }, score: next });
}
