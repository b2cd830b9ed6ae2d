// Setting up a dispute in a minute: the Edit tool's placing modes. "Place" drops a fighter where
// the table is tapped, on a base from the catalogue or a custom one; "draw" collects a
// scenery outline corner by corner (non-convex allowed) and closes it on the first corner or Done.
// The mode lives here; the scene changes go through the one store (commit: validated, undoable).
import { create } from 'zustand';
import { type FighterSpec, type Point, type Scene, type ScenerySpec, parseSceneText } from '../engine';
import { useStore } from '../state/store';
import { faceToward, freshId } from '../state/actions';
import { facingTowardDeg } from '../state/group';

export type BaseShape = FighterSpec['base']['type'];

/** the book's bases, with the size class they usually carry. */
export const BASES: { id: string; base: FighterSpec['base']; size: number; label: { en: string; fr: string } }[] = [
  {
    id: 'inf-square',
    base: { type: 'square', width: 25 },
    size: 2,
    label: { en: 'Infantry, square 25 mm', fr: 'Infanterie, carré 25 mm' },
  },
  {
    id: 'inf-round',
    base: { type: 'round', diameter: 30 },
    size: 2,
    label: { en: 'Infantry, round Ø30 mm', fr: 'Infanterie, rond Ø30 mm' },
  },
  {
    id: 'large-square',
    base: { type: 'square', width: 37.5 },
    size: 3,
    label: { en: 'Large, square 37.5 mm', fr: 'Grand, carré 37,5 mm' },
  },
  {
    id: 'large-round',
    base: { type: 'round', diameter: 40 },
    size: 3,
    label: { en: 'Large, round Ø40 mm', fr: 'Grand, rond Ø40 mm' },
  },
  {
    id: 'cavalry-rect',
    base: { type: 'rect', width: 25, depth: 50 },
    size: 3,
    label: { en: 'Cavalry, 25 × 50 mm', fr: 'Cavalerie, 25 × 50 mm' },
  },
  {
    id: 'cavalry-round',
    base: { type: 'round', diameter: 50 },
    size: 3,
    label: { en: 'Cavalry, round Ø50 mm', fr: 'Cavalerie, rond Ø50 mm' },
  },
  {
    id: 'ophidian-square',
    base: { type: 'square', width: 50 },
    size: 3,
    label: { en: 'Ophidian, square 50 mm', fr: 'Ophidien, carré 50 mm' },
  },
  {
    id: 'huge-square',
    base: { type: 'square', width: 50 },
    size: 4,
    label: { en: 'Very large, square 50 mm', fr: 'Très grand, carré 50 mm' },
  },
  {
    id: 'huge-round',
    base: { type: 'round', diameter: 60 },
    size: 4,
    label: { en: 'Very large, round Ø60 mm', fr: 'Très grand, rond Ø60 mm' },
  },
  {
    id: 'ragnarok-square',
    base: { type: 'square', width: 30 },
    size: 2,
    label: { en: 'Rag’narok infantry, square 30 mm', fr: 'Infanterie Rag’narok, carré 30 mm' },
  },
];

export type Custom = { shape: BaseShape; widthMm: number; depthMm: number };

export function customBase(c: Custom): FighterSpec['base'] {
  if (c.shape === 'round') return { type: 'round', diameter: c.widthMm };
  if (c.shape === 'square') return { type: 'square', width: c.widthMm };
  return { type: 'rect', width: c.widthMm, depth: c.depthMm };
}

type SetupState = {
  /** 'face': the next tap on a fighter or a table point turns the selection to face it. */
  mode: 'idle' | 'place' | 'draw' | 'face';
  /** A BASES id, or 'custom'. */
  baseId: string;
  custom: Custom;
  side: string;
  name: string;
  size: number;
  kind: ScenerySpec['kind'];
  corners: Point[];
  setMode: (m: SetupState['mode']) => void;
  patch: (p: Partial<Omit<SetupState, 'mode' | 'corners'>>) => void;
  addCorner: (p: Point) => void;
  dropCorner: () => void;
};

export const useSetup = create<SetupState>((set, get) => ({
  mode: 'idle',
  baseId: 'inf-square',
  custom: { shape: 'round', widthMm: 32, depthMm: 50 },
  side: '',
  name: '',
  size: 2,
  kind: 'ruin',
  corners: [],
  setMode: (m) => set({ mode: m, corners: [] }),
  patch: (p) => set(p),
  addCorner: (p) => set({ corners: [...get().corners, p] }),
  dropCorner: () => set({ corners: get().corners.slice(0, -1) }),
}));

// The placing modes belong to the Edit tool.
useStore.subscribe((s, prev) => {
  if (s.tool !== prev.tool && s.tool !== 'edit' && useSetup.getState().mode !== 'idle')
    useSetup.getState().setMode('idle');
});

/** The fighter the Place mode would drop at a point: chosen base, side (or the table's first), name. */
export function fighterAt(
  scene: Scene,
  at: Point,
  s: Pick<SetupState, 'baseId' | 'custom' | 'side' | 'name' | 'size'>,
  facingDeg: number,
): FighterSpec {
  const entry = BASES.find((b) => b.id === s.baseId);
  const side = s.side.trim() || scene.fighters[0]?.side || 'red';
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    id: freshId(scene, side.slice(0, 1).toUpperCase() || 'F'),
    ...(s.name.trim() ? { name: s.name.trim() } : {}),
    side,
    size: s.size,
    mov: 10,
    level: 0,
    base: entry ? entry.base : customBase(s.custom),
    position: [round(at.x), round(at.y)],
    facing: facingDeg,
  };
}

/**
 * A new fighter faces the nearest enemy (centre to centre), so a dispute set up in a few taps is
 * judged as the players stand; with no enemy yet, the far side from the near half and the near side
 * from the far half.
 */
export function newFighterFacingDeg(scene: Scene, side: string, at: Point): number {
  let best: { d: number; deg: number } | null = null;
  for (const e of scene.fighters) {
    if (e.side === side) continue;
    const deg = facingTowardDeg([at.x, at.y], { x: e.position[0], y: e.position[1] });
    const d = Math.hypot(e.position[0] - at.x, e.position[1] - at.y);
    if (deg !== null && (!best || d < best.d)) best = { d, deg };
  }
  if (best) return best.deg;
  return at.y < scene.table.depth / 2 ? 90 : -90;
}

/** Place mode: a tap on the table adds the chosen fighter there (a refused spot says why). */
export function placeAt(at: Point): boolean {
  const st = useStore.getState();
  const s = useSetup.getState();
  const placed = fighterAt(st.scene, at, s, 0);
  const f = { ...placed, facing: newFighterFacingDeg(st.scene, placed.side, at) };
  const next = { ...st.scene, fighters: [...st.scene.fighters, f] };
  try {
    parseSceneText(JSON.stringify(next), 'table');
  } catch (e) {
    // The new fighter has no meaning for the user yet: say why the spot is refused, in words.
    const detail = (e as Error).message.replace(/^[^:]*: [^:]*: /, '');
    st.say({ kind: 'error', said: { code: 'place.noRoom', detail } });
    return false;
  }
  const ok = st.commit(next);
  if (ok) st.select({ kind: 'fighter', id: f.id });
  return ok;
}

/** Draw mode: a tap adds a corner, a tap near the first corner (3 or more) closes the outline. */
export function cornerAt(at: Point, closeMm: number): void {
  const { corners, addCorner } = useSetup.getState();
  const first = corners[0];
  if (first && corners.length >= 3 && Math.hypot(at.x - first.x, at.y - first.y) <= closeMm) {
    finishOutline();
    return;
  }
  addCorner({ x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 });
}

/** Close the outline into a scenery piece of the chosen kind (kept in draw mode if refused). */
export function finishOutline(): boolean {
  const s = useSetup.getState();
  if (s.corners.length < 3) return false;
  const st = useStore.getState();
  const spec: ScenerySpec = {
    id: freshId(st.scene, s.kind),
    kind: s.kind,
    size: 3,
    blocksSight: s.kind !== 'river' && s.kind !== 'marsh' && s.kind !== 'objective',
    passable: s.kind === 'river' || s.kind === 'marsh' || s.kind === 'objective' || s.kind === 'hill',
    shape: { type: 'polygon', points: s.corners.map((p) => [p.x, p.y] as [number, number]) },
  };
  if (!st.commit({ ...st.scene, scenery: [...st.scene.scenery, spec] })) return false;
  st.select({ kind: 'scenery', id: spec.id });
  s.setMode('idle');
  return true;
}

export function setupArmed(): boolean {
  return useSetup.getState().mode !== 'idle';
}

/** A tap on the table in the Edit tool while a placing mode is armed. */
export function tapSetup(at: Point, closeMm: number): void {
  const m = useSetup.getState().mode;
  if (m === 'place') placeAt(at);
  else if (m === 'draw') cornerAt(at, closeMm);
  else if (m === 'face') faceOnce(at);
}

/** Face mode: the selected fighter (and its group) turns on the spot to face `at`; the mode ends. */
export function faceOnce(at: Point): void {
  faceToward(at);
  useSetup.getState().setMode('idle');
}
