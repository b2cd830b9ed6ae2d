// The learning side of the app: which mode the side panel is in (the user's table, a lesson, a
// practice exercise), the last edition switch, and the progress kept in the browser (the rule shown
// from the reference is the rule card's, rules/rule-card.ts). The scene itself stays in the one
// store (store.ts): a lesson or an exercise borrows the table there (store.borrow), which sets the
// user's own table aside with its undo history, tool and action; autosave skips borrowed tables,
// and "back to my table" puts the user's own table back as it was. The lessons' and practice's
// actions (learn-play.ts, with the catalogue, the grader and the exercise generator) write here;
// they load with the Lessons panel or on a practice action's first use (learn-actions.ts), and
// nothing here imports them.
import { create } from 'zustand';
import type { EditionComparison, Ruleset } from '../engine';
import type { Exercise } from '../../lessons/practice';
import type { Grade } from '../../lessons/types';
import { useStore } from '../state/store';

export type Mode = 'table' | 'lessons' | 'practice';
export type LessonProgress = { done: boolean; step: number };
export type PracticeAnswer = { given: string | number; correct: boolean };

export const LESSONS_KEY = 'mire.lessons.v1';
export const PRACTICE_KEY = 'mire.practice.v1';

type LearnState = {
  mode: Mode;
  /** The last edition switch and what it changed. */
  edition: EditionComparison | null;
  lessonId: string | null;
  step: number;
  grade: Grade | null;
  progress: Record<string, LessonProgress>;
  exercise: Exercise | null;
  answer: PracticeAnswer | null;
  score: { right: number; total: number };

  switchEdition: (ruleset: Ruleset) => void;
  closeEdition: () => void;
  openLessons: () => void;
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

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: progress lives for this page only */
  }
}

// The catalogue loads with the lessons (learn-play.ts): here only the shape is checked; a step past
// a lesson's end is clamped when the lesson opens.
function readProgress(): Record<string, LessonProgress> {
  const raw = readJson<Record<string, LessonProgress>>(LESSONS_KEY, {});
  const out: Record<string, LessonProgress> = {};
  for (const [id, p] of Object.entries(raw ?? {})) {
    if (p && typeof p.done === 'boolean' && Number.isInteger(p.step))
      out[id] = { done: p.done, step: Math.max(0, p.step) };
  }
  return out;
}

function readScore(): { right: number; total: number } {
  const s = readJson<{ right?: unknown; total?: unknown }>(PRACTICE_KEY, {});
  const ok = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0);
  const total = ok(s.total);
  return { right: Math.min(ok(s.right), total), total };
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

export function setPracticeUrl(seed: number | null): void {
  const url = new URL(window.location.href);
  if (seed === null) url.searchParams.delete('practice');
  else url.searchParams.set('practice', String(seed));
  window.history.replaceState(null, '', url.toString());
}

export const useLearn = create<LearnState>((set, get) => ({
  mode: 'table',
  edition: null,
  lessonId: null,
  step: 0,
  grade: null,
  progress: readProgress(),
  exercise: null,
  answer: null,
  score: readScore(),

  switchEdition: (ruleset) => {
    const st = useStore.getState();
    const before = st.scene;
    if (before.ruleset === ruleset) return;
    // The comparison (and the rules reference it cites) loads on the first switch.
    if (st.commit({ ...before, ruleset }))
      void import('../engine/editions').then((m) => set({ edition: m.compareEditions(before, ruleset) }));
  },
  closeEdition: () => set({ edition: null }),

  openLessons: () => {
    if (get().mode === 'practice') setPracticeUrl(null);
    set({ mode: 'lessons', exercise: null, answer: null });
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
  if (s.tool !== prev.tool && PRACTICE_LOCKED_TOOLS.has(s.tool) && practiceLocked())
    useStore.getState().setTool('move');
});
