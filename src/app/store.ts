// The one store: the scene is the single source of truth; undo is a history of scenes. Derived
// data (sight, contacts, moves) is computed from it through engine.ts, never stored here. The
// drag placement is transient UI state: it becomes part of the scene only when committed.
import { create } from 'zustand';
import { type MeasureEnd, type MoveAction, type MoveStart, type Placement, type Scene, parseSceneText, validate } from './engine';
import type { Lang } from './i18n';
import defaultTableText from '../../assets/scenarios/default-table.json?raw';

export type Tool = 'move' | 'measure' | 'sight' | 'contact' | 'edit' | 'dispersion' | 'zones';
export type Selection = { kind: 'fighter' | 'scenery'; id: string } | null;
export type Message = { kind: 'error' | 'info'; text: string } | null;
export type CameraCommand = { kind: 'top' | 'orbit' | 'focus'; n: number };

export const AUTOSAVE_KEY = 'mire.autosave.v1';
export const LANG_KEY = 'mire.lang';
const HISTORY_LIMIT = 200;

export function defaultScene(): Scene {
  return parseSceneText(defaultTableText, 'default-table.json');
}

type State = {
  scene: Scene;
  past: Scene[];
  future: Scene[];
  selection: Selection;
  tool: Tool;
  action: MoveAction;
  /** the mover disengages first (V-C): a walk or an engagement from contact. */
  disengaged: boolean;
  placement: Placement | null;
  /** A scenery piece being dragged in the Edit tool: its provisional shift. */
  sceneryDrag: { id: string; dx: number; dy: number } | null;
  moveStart: MoveStart | null;
  sightTarget: string | null;
  measure: MeasureEnd[];
  lang: Lang;
  showGrid: boolean;
  snap: boolean;
  showFov: boolean;
  message: Message;
  camera: CameraCommand;

  /** Replace the scene with an edited one, recording the old one for undo. Rejects invalid scenes. */
  commit: (next: Scene) => boolean;
  /** Load a whole new table (file, URL, scenario); undo goes back to the previous table. */
  load: (next: Scene, note?: string) => void;
  undo: () => void;
  redo: () => void;
  select: (s: Selection) => void;
  setTool: (t: Tool) => void;
  setAction: (a: MoveAction) => void;
  setDisengaged: (on: boolean) => void;
  setPlacement: (p: Placement | null, start?: MoveStart | null) => void;
  setSightTarget: (id: string | null) => void;
  setSceneryDrag: (d: { id: string; dx: number; dy: number } | null) => void;
  addMeasureEnd: (e: MeasureEnd) => void;
  clearMeasure: () => void;
  setLang: (l: Lang) => void;
  toggleGrid: () => void;
  toggleSnap: () => void;
  toggleFov: () => void;
  say: (m: Message) => void;
  cameraDo: (kind: CameraCommand['kind']) => void;
};

function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
    if (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('fr')) return 'fr';
  } catch {
    /* storage unavailable */
  }
  return 'en';
}

function selectionStillValid(scene: Scene, sel: Selection): Selection {
  if (!sel) return null;
  const list = sel.kind === 'fighter' ? scene.fighters : scene.scenery;
  return list.some((x) => x.id === sel.id) ? sel : null;
}

export const useStore = create<State>((set, get) => ({
  scene: defaultScene(),
  past: [],
  future: [],
  selection: null,
  tool: 'move',
  action: 'walk',
  disengaged: false,
  placement: null,
  sceneryDrag: null,
  moveStart: null,
  sightTarget: null,
  measure: [],
  lang: initialLang(),
  showGrid: true,
  snap: false,
  showFov: true,
  message: null,
  camera: { kind: 'orbit', n: 0 },

  commit: (next) => {
    const v = validate(next);
    if (!v.ok) {
      set({ message: { kind: 'error', text: v.message } });
      return false;
    }
    const { scene, past } = get();
    set({
      scene: next,
      past: [...past, scene].slice(-HISTORY_LIMIT),
      future: [],
      placement: null,
      moveStart: null,
      selection: selectionStillValid(next, get().selection),
    });
    return true;
  },
  load: (next, note) => {
    const { scene, past } = get();
    set({
      scene: next,
      past: [...past, scene].slice(-HISTORY_LIMIT),
      future: [],
      placement: null,
      moveStart: null,
      selection: null,
      sightTarget: null,
      measure: [],
      message: note ? { kind: 'info', text: note } : null,
    });
  },
  undo: () => {
    const { past, future, scene } = get();
    if (past.length === 0) return;
    const prev = past[past.length - 1];
    set({
      scene: prev,
      past: past.slice(0, -1),
      future: [scene, ...future],
      placement: null,
      moveStart: null,
      selection: selectionStillValid(prev, get().selection),
    });
  },
  redo: () => {
    const { past, future, scene } = get();
    if (future.length === 0) return;
    const next = future[0];
    set({
      scene: next,
      past: [...past, scene],
      future: future.slice(1),
      placement: null,
      moveStart: null,
      selection: selectionStillValid(next, get().selection),
    });
  },
  select: (s) => set({ selection: s }),
  setTool: (t) => set({ tool: t, placement: null, moveStart: null, measure: [], sightTarget: null }),
  setAction: (a) => set({ action: a }),
  setDisengaged: (on) => set({ disengaged: on }),
  setPlacement: (p, start) => set(start === undefined ? { placement: p } : { placement: p, moveStart: start }),
  setSightTarget: (id) => set({ sightTarget: id }),
  setSceneryDrag: (d) => set({ sceneryDrag: d }),
  addMeasureEnd: (e) => {
    const m = get().measure;
    set({ measure: m.length >= 2 ? [e] : [...m, e] });
  },
  clearMeasure: () => set({ measure: [] }),
  setLang: (l) => {
    try {
      localStorage.setItem(LANG_KEY, l);
    } catch {
      /* storage unavailable */
    }
    set({ lang: l });
  },
  toggleGrid: () => set({ showGrid: !get().showGrid }),
  toggleSnap: () => set({ snap: !get().snap }),
  toggleFov: () => set({ showFov: !get().showFov }),
  say: (m) => set({ message: m }),
  cameraDo: (kind) => set({ camera: { kind, n: get().camera.n + 1 } }),
}));

let autosavePaused = false;

/** While a lesson or a practice exercise holds the table, the user's own table stays in storage. */
export function setAutosavePaused(paused: boolean): void {
  autosavePaused = paused;
}

/** Autosave: every committed scene is written to the browser's storage. */
export function startAutosave(): void {
  let last: Scene | null = null;
  useStore.subscribe((s) => {
    if (s.scene === last) return;
    last = s.scene;
    if (autosavePaused) return;
    try {
      localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(s.scene));
    } catch {
      /* storage full or unavailable: the table stays in memory */
    }
  });
}

/** The scene saved by the last session, if it still parses. */
export function restoreAutosave(): Scene | null {
  try {
    const text = localStorage.getItem(AUTOSAVE_KEY);
    if (!text) return null;
    return parseSceneText(text, 'autosave');
  } catch {
    return null;
  }
}
