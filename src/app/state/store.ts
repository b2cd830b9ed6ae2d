// The one store: the scene is the single source of truth; undo is a history of scenes. Derived
// data (sight, contacts, moves) is computed from it through engine/, never stored here. The
// drag placement is transient UI state: it becomes part of the scene only when committed.
import { type StoreApi, create } from 'zustand';
import {
  type MeasureEnd,
  type MoveAction,
  type MoveProblem,
  type MoveStart,
  type Placement,
  type Scene,
  SceneError,
  parseSceneText,
} from '../engine';
import type { Lang } from './lang';
import type { GroupDrag } from './group';
import type { Selection } from './selection';
import { dropPlay, tellChange } from './record-hook';
import { commitRefusal } from './commit-guard';
import defaultTableText from '../../../assets/scenarios/default-table.json?raw';

export type Tool = 'move' | 'measure' | 'sight' | 'contact' | 'edit' | 'dispersion' | 'zones';
export type { Selection };
/**
 * What the message line says. The store and its actions keep what happened, a code and its facts
 * (Said); words/message-words.ts says it in the player's language. A part that holds its words
 * already (a component, the startup) may say a text.
 */
export type Said =
  | { code: 'edit.refused'; scene: Scene; error: SceneError }
  | { code: 'move.rejected'; problems: readonly MoveProblem[] }
  | { code: 'place.noRoom'; detail: string }
  | { code: 'store.full' }
  | { code: 'tabs.follow' };
export type Message = { kind: 'error' | 'info'; text: string } | { kind: 'error' | 'info'; said: Said } | null;
export type CameraCommand = { kind: 'top' | 'orbit' | 'focus'; n: number };

export { AUTOSAVE_KEY } from './persist';
export const LANG_KEY = 'mire.lang';
const HISTORY_LIMIT = 200;

export function defaultScene(): Scene {
  return parseSceneText(defaultTableText, 'default-table.json');
}

/**
 * A table shown instead of the user's own: a lesson step, a practice exercise, or a table opened
 * from a link (a view: it becomes the user's table at their first edit, never before).
 */
export type Borrowed =
  | { kind: 'lesson' }
  | { kind: 'practice' }
  | { kind: 'view'; source: 'link' | 'scenario'; name: string }
  /** A past position of the game's record, or a rehearsal tried from it (record/timeline-store.ts). */
  | { kind: 'record' };
/** The user's own table set aside while a borrowed one is shown, with its own undo history. */
export type OwnTable = { scene: Scene; past: Scene[]; future: Scene[]; tool: Tool; action: MoveAction };
/** A view became the user's table: the table it replaced is kept (persist.PREVIOUS_KEY) until dismissed. */
export type Adopted = { source: 'link' | 'scenario'; name: string } | null;
/** A table and its undo history, as put back when a live table is left. */
export type TableWithHistory = Pick<OwnTable, 'scene' | 'past' | 'future'>;

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
  /** Edit tool: fighters selected with the selection (group.ts), moved together with it. */
  group: string[];
  /** Edit tool: the group being dragged, its provisional shift. */
  groupDrag: GroupDrag | null;
  moveStart: MoveStart | null;
  /** The second fighter of a pair: Sight's target, or the other base of Contact's pair in dispute. */
  sightTarget: string | null;
  measure: MeasureEnd[];
  lang: Lang;
  showGrid: boolean;
  snap: boolean;
  showFov: boolean;
  message: Message;
  camera: CameraCommand;
  borrowed: Borrowed | null;
  own: OwnTable | null;
  adopted: Adopted;
  /** The live table just left, offered to open as a new table (a load: undo returns to the own one). */
  offered: Scene | null;

  /** Show a borrowed table with a fresh history; the user's own table (and history) is set aside once. */
  borrow: (b: Borrowed, scene: Scene) => void;
  /** Put the user's own table back, with its history, tool and action. False if none was set aside. */
  returnToOwn: () => boolean;
  /** Show another borrowed table (a lesson's next step) with a fresh history. */
  present: (scene: Scene) => void;
  setAdopted: (a: Adopted) => void;
  /** Leaving a live table: the user's own table comes back (with its history); the live copy is offered. */
  putBackOwn: (own: TableWithHistory, liveCopy: Scene) => void;
  /** Open the offered table as the user's table (undo goes back), or drop the offer. */
  takeOffered: (open: boolean) => void;
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
  setGroup: (selection: Selection, group: string[]) => void;
  setGroupDrag: (d: GroupDrag | null) => void;
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

function groupStillValid(scene: Scene, group: string[]): string[] {
  return group.length === 0 ? group : group.filter((id) => scene.fighters.some((f) => f.id === id));
}

function selectionStillValid(scene: Scene, sel: Selection): Selection {
  if (!sel) return null;
  const list = sel.kind === 'fighter' ? scene.fighters : scene.scenery;
  return list.some((x) => x.id === sel.id) ? sel : null;
}

/** What a new table on show must not inherit from the old one. */
const cleared: Pick<State, 'placement' | 'moveStart' | 'sightTarget' | 'measure' | 'sceneryDrag' | 'group'> = {
  group: [],
  placement: null,
  moveStart: null,
  sightTarget: null,
  measure: [],
  sceneryDrag: null,
};

type SetState = StoreApi<State>['setState'];
type GetState = StoreApi<State>['getState'];

/** The table on show and its undo history: every edit goes through commit, every new table through load. */
function historySlice(
  set: SetState,
  get: GetState,
): Pick<State, 'scene' | 'past' | 'future' | 'commit' | 'load' | 'undo' | 'redo'> {
  return {
    scene: defaultScene(),
    past: [],
    future: [],
    commit: (next) => {
      const { scene, past, borrowed } = get();
      const problem = commitProblem(scene, next, borrowed);
      if (problem !== null) {
        dropPlay();
        set({ message: problem });
        return false;
      }
      // The user's first edit of a linked table makes it theirs (autosave keeps the one it replaces).
      const adopt =
        borrowed?.kind === 'view'
          ? { borrowed: null, own: null, adopted: { source: borrowed.source, name: borrowed.name } }
          : {};
      set({
        ...adopt,
        scene: next,
        past: [...past, scene].slice(-HISTORY_LIMIT),
        future: [],
        placement: null,
        moveStart: null,
        groupDrag: null,
        selection: selectionStillValid(next, get().selection),
        group: groupStillValid(next, get().group),
      });
      // The game's record follows the user's own table: an adopted view starts a record of its own.
      if (borrowed?.kind === 'view') tellChange(scene, scene, true);
      if (!borrowed || borrowed.kind === 'view') tellChange(scene, next, false);
      return true;
    },
    load: (next, note) => {
      // A file or a scenario opened over a linked view replaces the view, not the user's table.
      if (get().borrowed?.kind === 'view') get().returnToOwn();
      const { scene, past } = get();
      set({
        scene: next,
        past: [...past, scene].slice(-HISTORY_LIMIT),
        future: [],
        placement: null,
        moveStart: null,
        selection: null,
        group: [],
        sightTarget: null,
        measure: [],
        message: note ? { kind: 'info', text: note } : null,
      });
      tellChange(scene, next, true);
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
        group: groupStillValid(prev, get().group),
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
        group: groupStillValid(next, get().group),
      });
    },
  };
}

/** Borrowed tables (lessons, practice, links) and the user's own table set aside meanwhile. */
function borrowSlice(
  set: SetState,
  get: GetState,
): Pick<
  State,
  | 'borrowed'
  | 'own'
  | 'adopted'
  | 'offered'
  | 'borrow'
  | 'returnToOwn'
  | 'present'
  | 'setAdopted'
  | 'putBackOwn'
  | 'takeOffered'
> {
  return {
    borrowed: null,
    own: null,
    adopted: null,
    offered: null,
    borrow: (b, next) => {
      const s = get();
      const own: OwnTable = s.own ?? { scene: s.scene, past: s.past, future: s.future, tool: s.tool, action: s.action };
      // Only the user's own table is worth keeping aside: a view replaced by a lesson is dropped.
      set({
        ...cleared,
        own,
        borrowed: b,
        scene: next,
        past: [],
        future: [],
        selection: null,
        adopted: b.kind === 'view' ? null : s.adopted,
      });
    },
    returnToOwn: () => {
      const { own, borrowed } = get();
      if (!own) return false;
      // A lesson or an exercise chose the tool and action: give the user's back. A view chose none.
      const tools = borrowed?.kind === 'view' ? {} : { tool: own.tool, action: own.action };
      set({
        ...cleared,
        ...tools,
        own: null,
        borrowed: null,
        scene: own.scene,
        past: own.past,
        future: own.future,
        selection: null,
        message: null,
      });
      return true;
    },
    present: (next) => set({ ...cleared, scene: next, past: [], future: [], selection: null }),
    setAdopted: (a) => set({ adopted: a }),
    putBackOwn: (back, liveCopy) => {
      const s = get();
      // A lesson or a view over the live table: the own table goes where the live one was set aside.
      if (s.own) {
        set({ own: { ...s.own, ...back }, offered: liveCopy });
        return;
      }
      set({ ...cleared, ...back, selection: null, offered: liveCopy });
    },
    takeOffered: (open) => {
      const offered = get().offered;
      set({ offered: null });
      if (open && offered) get().load(offered);
    },
  };
}

type ToolKey =
  | 'selection'
  | 'group'
  | 'groupDrag'
  | 'tool'
  | 'action'
  | 'disengaged'
  | 'placement'
  | 'sceneryDrag'
  | 'moveStart'
  | 'sightTarget'
  | 'measure';
type ToolSetter =
  | 'select'
  | 'setGroup'
  | 'setGroupDrag'
  | 'setTool'
  | 'setAction'
  | 'setDisengaged'
  | 'setPlacement'
  | 'setSightTarget'
  | 'setSceneryDrag'
  | 'addMeasureEnd'
  | 'clearMeasure';

/** What the player is doing on the table: the tool, the selection and each tool's transient state. */
function toolSlice(set: SetState, get: GetState): Pick<State, ToolKey | ToolSetter> {
  return {
    selection: null,
    group: [],
    groupDrag: null,
    tool: 'move',
    action: 'walk',
    disengaged: false,
    placement: null,
    sceneryDrag: null,
    moveStart: null,
    sightTarget: null,
    measure: [],
    // Choosing one piece ends a group; setGroup keeps one.
    select: (s) => set({ selection: s, group: [] }),
    setGroup: (s, group) => set({ selection: s, group }),
    setGroupDrag: (d) => set({ groupDrag: d }),
    // An error belongs to the tool it came from: a new tool starts with a clear view.
    setTool: (t) =>
      set({
        tool: t,
        group: [],
        groupDrag: null,
        placement: null,
        moveStart: null,
        measure: [],
        sightTarget: null,
        message: get().message?.kind === 'error' ? null : get().message,
      }),
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
  };
}

type ViewKey = 'lang' | 'showGrid' | 'snap' | 'showFov' | 'message' | 'camera';
type ViewSetter = 'setLang' | 'toggleGrid' | 'toggleSnap' | 'toggleFov' | 'say' | 'cameraDo';

/** How the table is shown and spoken of: language, overlays, the message line, the camera. */
function viewSlice(set: SetState, get: GetState): Pick<State, ViewKey | ViewSetter> {
  return {
    lang: initialLang(),
    showGrid: true,
    snap: false,
    showFov: true,
    message: null,
    camera: { kind: 'orbit', n: 0 },
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
  };
}

export const useStore = create<State>((set, get) => ({
  ...historySlice(set, get),
  ...borrowSlice(set, get),
  ...toolSlice(set, get),
  ...viewSlice(set, get),
}));

/** Why an edited scene is refused (said in the player's words, naming the piece), or null if it is valid. */
/** Why `next` may not replace `scene`: not a valid table, or refused by the live session (never a borrowed table: it is not sent). */
function commitProblem(scene: Scene, next: Scene, borrowed: Borrowed | null): Message {
  const invalid = invalidReason(next);
  if (invalid !== null) return invalid;
  const refused = borrowed ? null : commitRefusal(scene, next);
  return refused === null ? null : { kind: 'error', text: refused };
}

function invalidReason(scene: Scene): Message {
  try {
    parseSceneText(JSON.stringify(scene), 'table');
    return null;
  } catch (e) {
    return e instanceof SceneError
      ? { kind: 'error', said: { code: 'edit.refused', scene, error: e } }
      : { kind: 'error', text: (e as Error).message };
  }
}
