// The learning side of the app: which mode the side panel is in (the user's table, a lesson, a
// practice exercise), the rule shown from the reference, the last edition switch, and the
// progress kept in the browser. The scene itself stays in the one store (store.ts): a lesson or an
// exercise borrows the table there (store.borrow), which sets the user's own table aside with its
// undo history, tool and action; autosave skips borrowed tables, and "back to my table" puts the
// user's own table back as it was.
import { create } from 'zustand';
import type { EditionComparison } from '../../geometry/editions';
import type { Ruleset } from '../../geometry/scene';
import { LESSONS } from '../lessons/catalogue';
import { gradeStep, stepScene } from '../lessons/grade';
import { type Exercise, gradePractice, practiceExercise } from '../lessons/practice';
import type { Attempt, Grade, Lesson } from '../lessons/types';
import { useStore } from './store';

export type Mode = 'table' | 'lessons' | 'practice';
export type LessonProgress = { done: boolean; step: number };
export type PracticeAnswer = { given: string | number; correct: boolean };

export const LESSONS_KEY = 'mire.lessons.v1';
export const PRACTICE_KEY = 'mire.practice.v1';

type LearnState = {
  mode: Mode;
  /** The rules reference card: the rule shown, or null. */
  ruleShown: string | null;
  /** The last edition switch and what it changed. */
  edition: EditionComparison | null;
  lessonId: string | null;
  step: number;
  grade: Grade | null;
  progress: Record<string, LessonProgress>;
  exercise: Exercise | null;
  answer: PracticeAnswer | null;
  score: { right: number; total: number };

  showRule: (id: string | null) => void;
  switchEdition: (ruleset: Ruleset) => void;
  closeEdition: () => void;
  openLessons: () => void;
  openLesson: (id: string | null) => void;
  resetStep: () => void;
  check: (attempt: Attempt) => Grade | null;
  nextStep: () => void;
  startPractice: (seed: number) => void;
  answerPractice: (given: string | number) => void;
  resetScore: () => void;
  backToTable: () => void;
  /** The user opened a table of their own (a file, a scenario): it becomes their table again. */
  leaveForNewTable: () => void;
};

function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: progress lives for this page only */
  }
}

function readProgress(): Record<string, LessonProgress> {
  const raw = readJson<Record<string, LessonProgress>>(LESSONS_KEY, {});
  const out: Record<string, LessonProgress> = {};
  for (const l of LESSONS) {
    const p = raw[l.id];
    if (p && typeof p.done === 'boolean' && Number.isInteger(p.step)) out[l.id] = { done: p.done, step: Math.max(0, Math.min(p.step, l.steps.length - 1)) };
  }
  return out;
}

function readScore(): { right: number; total: number } {
  const s = readJson<{ right?: unknown; total?: unknown }>(PRACTICE_KEY, {});
  const ok = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0);
  const total = ok(s.total);
  return { right: Math.min(ok(s.right), total), total };
}

export function lessonById(id: string | null): Lesson | undefined {
  return id ? LESSONS.find((l) => l.id === id) : undefined;
}

/** A fresh seed for a new exercise: any 31-bit integer. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** The practice seed in the page's address, if any. */
export function practiceSeedInUrl(): number | null {
  const v = new URL(window.location.href).searchParams.get('practice');
  // A seed is a 31-bit integer (freshSeed); anything longer is not a seed.
  if (v === null || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n < 2 ** 31 ? n : null;
}

export function practiceLink(seed: number): string {
  const url = new URL(window.location.href);
  url.hash = '';
  url.search = '';
  url.searchParams.set('practice', String(seed));
  return url.toString();
}

function setPracticeUrl(seed: number | null): void {
  const url = new URL(window.location.href);
  if (seed === null) url.searchParams.delete('practice');
  else url.searchParams.set('practice', String(seed));
  window.history.replaceState(null, '', url.toString());
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

export const useLearn = create<LearnState>((set, get) => ({
  mode: 'table',
  ruleShown: null,
  edition: null,
  lessonId: null,
  step: 0,
  grade: null,
  progress: readProgress(),
  exercise: null,
  answer: null,
  score: readScore(),

  showRule: (id) => set({ ruleShown: id }),

  switchEdition: (ruleset) => {
    const st = useStore.getState();
    const before = st.scene;
    if (before.ruleset === ruleset) return;
    // The comparison (and the rules reference it cites) loads on the first switch.
    if (st.commit({ ...before, ruleset })) void import('../../geometry/editions').then((m) => set({ edition: m.compareEditions(before, ruleset) }));
  },
  closeEdition: () => set({ edition: null }),

  openLessons: () => {
    if (get().mode === 'practice') setPracticeUrl(null);
    set({ mode: 'lessons', exercise: null, answer: null });
  },
  openLesson: (id) => {
    const lesson = lessonById(id);
    if (!lesson) {
      set({ lessonId: null, grade: null });
      return;
    }
    const p = get().progress[lesson.id];
    const step = p && !p.done ? p.step : 0;
    playStep(lesson, step);
    set({ mode: 'lessons', lessonId: lesson.id, step, grade: null });
  },
  resetStep: () => {
    const lesson = lessonById(get().lessonId);
    if (!lesson) return;
    playStep(lesson, get().step);
    set({ grade: null });
  },
  check: (attempt) => {
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
  },
  nextStep: () => {
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
    if (next.kind === 'place' || next.kind === 'move' || next.scene) playStep(lesson, step + 1);
    set({ step: step + 1, grade: null });
  },

  startPractice: (seed) => {
    const exercise = practiceExercise(seed);
    const st = useStore.getState();
    if (st.borrowed?.kind === 'practice') st.present(exercise.scene);
    else st.borrow({ kind: 'practice' }, exercise.scene);
    st.setTool('move');
    st.setAction('walk');
    setPracticeUrl(seed);
    set({ mode: 'practice', exercise, answer: null, lessonId: null, grade: null });
  },
  answerPractice: (given) => {
    const { exercise, answer, score } = get();
    if (!exercise || answer) return;
    const correct = gradePractice(exercise, given);
    const next = { right: score.right + (correct ? 1 : 0), total: score.total + 1 };
    writeJson(PRACTICE_KEY, next);
    set({ answer: { given, correct }, score: next });
  },
  resetScore: () => {
    writeJson(PRACTICE_KEY, { right: 0, total: 0 });
    set({ score: { right: 0, total: 0 } });
  },

  leaveForNewTable: () => {
    const mode = get().mode;
    if (mode === 'table') return;
    set({ mode: 'table', lessonId: null, grade: null, exercise: null, answer: null });
    if (mode === 'practice') setPracticeUrl(null);
    // The user's own table comes back first, so a file opened next is undone back to it.
    const st = useStore.getState();
    if (st.borrowed?.kind === 'lesson' || st.borrowed?.kind === 'practice') st.returnToOwn();
  },
  backToTable: () => {
    get().leaveForNewTable();
  },

}));

/** Practice: until the question is answered, only the Move tool is open (the others give it away). */
export const PRACTICE_LOCKED_TOOLS = new Set(['sight', 'contact', 'measure']);

export function practiceLocked(): boolean {
  const l = useLearn.getState();
  return l.mode === 'practice' && l.exercise !== null && l.answer === null;
}

useStore.subscribe((s, prev) => {
  if (s.tool !== prev.tool && PRACTICE_LOCKED_TOOLS.has(s.tool) && practiceLocked()) useStore.getState().setTool('move');
});
