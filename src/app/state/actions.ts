// User actions that turn gestures into new scenes: commit a move, turn, add/duplicate/delete,
// save, share. Each one builds the next scene and hands it to the store (which validates
// and records it for undo).
import {
  type FighterSpec,
  type Placement,
  type Point,
  type Scene,
  type ScenerySpec,
  engineReady,
  evaluateMove,
  moveStart,
  parseSceneText,
  pivotAboutSight,
} from '../engine';
import { useStore } from './store';
import { rotateScenery } from './scenery-transform';
import { type GroupDrag, facingTowardDeg, shiftedFighters } from './group';
import { willPlay } from './record-hook';

/** The scene as drawn: the committed scene with the provisional placement (or group shift) applied. */
export function effectiveScene(scene: Scene, placement: Placement | null, groupDrag?: GroupDrag | null): Scene {
  if (groupDrag) return shiftedFighters(scene, groupDrag.ids, groupDrag.dx, groupDrag.dy);
  if (!placement) return scene;
  return {
    ...scene,
    fighters: scene.fighters.map((f) =>
      f.id === placement.id ? { ...f, position: placement.position, facing: placement.facing } : f,
    ),
  };
}

/** Release of a drag: a Move commits only a legal move (with the reason otherwise); Edit places freely. */
export function commitPlacement(mode: 'move' | 'edit'): void {
  const st = useStore.getState();
  const p = st.placement;
  if (!p) return;
  const orig = st.scene.fighters.find((f) => f.id === p.id);
  if (!orig) return st.setPlacement(null, null);
  const moved = orig.position[0] !== p.position[0] || orig.position[1] !== p.position[1] || orig.facing !== p.facing;
  if (!moved) return st.setPlacement(null, null);
  if (mode === 'move') {
    const start = st.moveStart ?? moveStart(st.scene, p.id);
    const facts = evaluateMove(st.scene, start, p, st.action, { disengaged: st.disengaged });
    if (!facts.legal) {
      st.setPlacement(null, null);
      st.say({ kind: 'error', said: { code: 'move.rejected', problems: facts.problems } });
      return;
    }
  }
  // Clear the last message first: the commit may say something of its own (refused, storage full).
  st.say(null);
  // The game's record keeps a move as a move (its action, judged again), not as an edit by hand.
  if (mode === 'move') willPlay({ type: 'move', action: st.action, disengaged: st.disengaged });
  const ok = st.commit(effectiveScene(st.scene, p));
  if (!ok) st.setPlacement(null, null);
}

/**
 * Turn the selected fighter by a number of degrees: as a move, about its sight; while
 * setting up (Edit), on the spot, about its base centre, so the base stays where it was put.
 */
export function turnSelected(deltaDeg: number): void {
  const st = useStore.getState();
  const sel = st.selection;
  if (sel?.kind === 'scenery' && st.tool === 'edit') {
    const s = st.scene.scenery.find((x) => x.id === sel.id);
    if (s) updateScenery(s.id, rotateScenery(s, deltaDeg));
    return;
  }
  if (sel?.kind !== 'fighter') return;
  const f = st.scene.fighters.find((x) => x.id === sel.id);
  if (f && st.tool === 'edit') {
    updateFighter(f.id, { facing: Math.round(normalisedDeg(f.facing + deltaDeg) * 100) / 100 });
    return;
  }
  if (!f || !engineReady()) return;
  const p = pivotAboutSight(f, f.facing + deltaDeg);
  p.position = [Math.round(p.position[0] * 1000) / 1000, Math.round(p.position[1] * 1000) / 1000];
  st.setPlacement(p, moveStart(st.scene, f.id));
  commitPlacement(st.tool === 'edit' ? 'edit' : 'move');
}

/** 0 .. 360, as a turn during a move writes a facing (move-actions.normaliseDeg). */
function normalisedDeg(d: number): number {
  return ((d % 360) + 360) % 360;
}

/** Edit: turn the selected fighter (and its group) on the spot to face a point, one undo step. */
export function faceToward(at: Point): boolean {
  const st = useStore.getState();
  if (st.selection?.kind !== 'fighter') return false;
  const ids = new Set([st.selection.id, ...st.group]);
  const fighters = st.scene.fighters.map((f) => {
    const deg = ids.has(f.id) ? facingTowardDeg(f.position, at) : null;
    return deg === null ? f : { ...f, facing: deg };
  });
  return st.commit({ ...st.scene, fighters });
}

/** The first id `prefix1`, `prefix2`, … no fighter or scenery piece has. */
export function freshId(scene: Scene, prefix: string): string {
  const taken = new Set([...scene.fighters.map((f) => f.id), ...scene.scenery.map((s) => s.id)]);
  for (let i = 1; ; i++) {
    const id = `${prefix}${i}`;
    if (!taken.has(id)) return id;
  }
}

/** A free spot for a new base near `near`: spiral out until the scene validates. */
function placeFighter(scene: Scene, f: FighterSpec, near: [number, number]): FighterSpec | null {
  for (let ring = 0; ring < 30; ring++) {
    const steps = ring === 0 ? 1 : ring * 8;
    for (let k = 0; k < steps; k++) {
      const a = (k / steps) * Math.PI * 2;
      const x = Math.round(near[0] + Math.cos(a) * ring * 30);
      const y = Math.round(near[1] + Math.sin(a) * ring * 30);
      const cand = { ...f, position: [x, y] as [number, number] };
      const next = { ...scene, fighters: [...scene.fighters, cand] };
      try {
        parseSceneText(JSON.stringify(next));
        return cand;
      } catch {
        /* try the next spot */
      }
    }
  }
  return null;
}

export function duplicateSelected(): void {
  const st = useStore.getState();
  const scene = st.scene;
  const sel = st.selection;
  if (!sel) return;
  if (sel.kind === 'fighter') {
    const f = scene.fighters.find((x) => x.id === sel.id);
    if (!f) return;
    const copy = { ...f, id: freshId(scene, f.id.replace(/\d+$/, '') || 'F') };
    const placed = placeFighter(scene, copy, [f.position[0], f.position[1]]);
    if (placed && st.commit({ ...scene, fighters: [...scene.fighters, placed] }))
      st.select({ kind: 'fighter', id: placed.id });
    return;
  }
  const s = scene.scenery.find((x) => x.id === sel.id);
  if (!s) return;
  const copy = shiftScenery({ ...s, id: freshId(scene, s.kind) }, 40, 40);
  if (st.commit({ ...scene, scenery: [...scene.scenery, copy] })) st.select({ kind: 'scenery', id: copy.id });
}

export function shiftScenery(s: ScenerySpec, dx: number, dy: number): ScenerySpec {
  if (s.shape.type === 'circle')
    return { ...s, shape: { ...s.shape, center: [s.shape.center[0] + dx, s.shape.center[1] + dy] } };
  return { ...s, shape: { ...s.shape, points: s.shape.points.map(([x, y]) => [x + dx, y + dy] as [number, number]) } };
}

export function addScenery(kind: ScenerySpec['kind'] = 'ruin'): void {
  const st = useStore.getState();
  const scene = st.scene;
  const cx = scene.table.width / 2;
  const cy = scene.table.depth / 2;
  const spec: ScenerySpec = {
    id: freshId(scene, kind),
    kind,
    size: 3,
    blocksSight: true,
    passable: false,
    shape: {
      type: 'polygon',
      points: [
        [cx - 40, cy - 30],
        [cx + 40, cy - 30],
        [cx + 40, cy + 30],
        [cx - 40, cy + 30],
      ],
    },
  };
  if (st.commit({ ...scene, scenery: [...scene.scenery, spec] })) st.select({ kind: 'scenery', id: spec.id });
}

export function deleteSelected(): void {
  const st = useStore.getState();
  const sel = st.selection;
  if (!sel) return;
  const scene = st.scene;
  if (sel.kind === 'fighter') {
    const fighters = scene.fighters
      .filter((f) => f.id !== sel.id)
      .map((f) =>
        f.activatedWith?.includes(sel.id) ? { ...f, activatedWith: f.activatedWith.filter((x) => x !== sel.id) } : f,
      );
    if (st.commit({ ...scene, fighters })) st.select(null);
  } else if (st.commit({ ...scene, scenery: scene.scenery.filter((s) => s.id !== sel.id) })) st.select(null);
}

export function updateFighter(id: string, patch: Partial<FighterSpec>): boolean {
  const st = useStore.getState();
  return st.commit({ ...st.scene, fighters: st.scene.fighters.map((f) => (f.id === id ? { ...f, ...patch } : f)) });
}

export function updateScenery(id: string, next: ScenerySpec): boolean {
  const st = useStore.getState();
  return st.commit({ ...st.scene, scenery: st.scene.scenery.map((s) => (s.id === id ? next : s)) });
}

// ---------------------------------------------------------------------------------------------
// Files and links

/** The scene as a file: the CLI's format v1, pretty-printed. */
export function sceneFileText(scene: Scene): string {
  return `${JSON.stringify(scene, null, 2)}\n`;
}

export function saveToFile(): void {
  const scene = useStore.getState().scene;
  const blob = new Blob([sceneFileText(scene)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${(scene.name ?? 'mire-table').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'mire-table'}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Open a scene file: a bad file leaves the table untouched and says why, naming the field. */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(s: string): string {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '==='.slice((b64.length + 3) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** A link that carries the whole table (#table=…), so the other player sees the same picture. */
export function shareLink(): string {
  const scene = useStore.getState().scene;
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = `table=${toBase64Url(JSON.stringify(scene))}`;
  return url.toString();
}
