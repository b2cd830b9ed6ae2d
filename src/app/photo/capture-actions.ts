// The capture's steps (issue 35): a photo to its fit and layer, a tap to a proposed base, a
// confirmed base into the table through the store's commit (so Undo takes it back), and closing,
// which stops the worker and lets the layer go.
import type { FighterSpec, Point } from '../engine';
import { useStore } from '../state/store';
import { useCaptureFlags } from '../state/capture-flags';
import { usePhotoPlaced } from '../state/photo-placed';
import { BASES, customBase, fighterAt, newFighterFacingDeg, useSetup } from '../edit/setup';
import { CaptureClient } from './capture-client';
import type { Base, CaptureReply } from './capture-protocol';
import { MARKER_TABLES } from '../engine/photo';
import { useCapture } from './capture-store';
import { facingFromFit } from './fitted-facing';

/** The one client of the capture's worker, made when the capture first asks. */
const client = new CaptureClient(
  () => new Worker(new URL('./capture-worker.ts', import.meta.url), { type: 'module', name: 'mire-capture' }),
);

/** The table the player has set, when it is one of R-8.1's (another table's markers are then refused by name); else the markers say. */
function sceneTable(): { widthMm: number; depthMm: number } | undefined {
  const t = useStore.getState().scene.table;
  return MARKER_TABLES.find((m) => m.widthMm === t.width && m.depthMm === t.depth);
}

function refusedOf(reply: CaptureReply) {
  switch (reply.kind) {
    case 'table-refused':
      return { kind: 'table' as const, refusal: reply.refusal };
    case 'photo-refused':
      return { kind: 'photo' as const, refusal: reply.refusal };
    case 'base-refused':
      return { kind: 'base' as const, refusal: reply.refusal };
    default:
      return null;
  }
}

/** A photo taken or chosen: its fit and layer; a refused one keeps the last photo's. */
export async function takePhoto(photo: Blob): Promise<void> {
  const st = useCapture.getState();
  if (st.busy) return;
  st.patch({ busy: 'photo', refused: null, proposal: null });
  const reply = await client.analyse(photo, sceneTable());
  if (!useCaptureFlags.getState().open) return;
  if (reply.kind === 'fitted')
    st.patch({ busy: null, fit: reply.fit, layer: reply.layer, hidden: false, tapping: true, refused: null });
  else st.patch({ busy: null, refused: refusedOf(reply) });
}

/** The base a tap fits: the selected fighter's (it will move there), or the Edit form's (a new fighter). */
function baseToFit(): { base: Base; fighterId: string | null } {
  const st = useStore.getState();
  const sel = st.selection;
  const f = sel?.kind === 'fighter' ? st.scene.fighters.find((x) => x.id === sel.id) : undefined;
  if (f) return { base: f.base, fighterId: f.id };
  const s = useSetup.getState();
  return { base: BASES.find((b) => b.id === s.baseId)?.base ?? customBase(s.custom), fighterId: null };
}

/** A tap on the photo: the base fitted around it, proposed for the player to confirm. */
export async function fitTap(at: Point): Promise<void> {
  const st = useCapture.getState();
  if (st.busy || !st.layer) return;
  const { base, fighterId } = baseToFit();
  st.patch({ busy: 'tap', refused: null, proposal: null, placed: null });
  const reply = await client.fitBase({ base, tapMm: { x: at.x, y: at.y } });
  if (!useCaptureFlags.getState().open) return;
  if (reply.kind === 'base-fitted') st.patch({ busy: null, proposal: { fit: reply.fit, base, fighterId } });
  else st.patch({ busy: null, refused: refusedOf(reply) });
}

/** The proposal into the table (the fighter it was fitted for moved, or a new one), through the undoable commit. */
export function confirmProposal(as: 'move' | 'add'): boolean {
  const p = useCapture.getState().proposal;
  if (!p) return false;
  const st = useStore.getState();
  const at = { x: Math.round(p.fit.centre.x * 100) / 100, y: Math.round(p.fit.centre.y * 100) / 100 };
  const position: [number, number] = [at.x, at.y];
  const old = as === 'move' && p.fighterId ? st.scene.fighters.find((f) => f.id === p.fighterId) : undefined;
  let placed: FighterSpec;
  if (old) placed = { ...old, position, facing: facingFromFit(p.base, p.fit.angleDeg, old.facing) };
  else {
    const made = fighterAt(st.scene, at, useSetup.getState(), 0);
    const near = newFighterFacingDeg(st.scene, made.side, at);
    placed = { ...made, base: p.base, position, facing: facingFromFit(p.base, p.fit.angleDeg, near) };
  }
  const fighters = old ? st.scene.fighters.map((f) => (f.id === old.id ? placed : f)) : [...st.scene.fighters, placed];
  if (!st.commit({ ...st.scene, fighters })) return false;
  usePhotoPlaced.getState().mark(placed.id, { uncertaintyMm: p.fit.uncertaintyMm, position });
  st.select({ kind: 'fighter', id: placed.id });
  useCapture.getState().patch({ proposal: null, placed: placed.id });
  return true;
}

/** Scenery traced on the photo: the Edit tool's Draw mode, each tap a corner on the mat (exact on the top-down view). */
export function traceScenery(): void {
  // The Draw card shows with nothing selected (the Edit panel shows a selected piece's form instead).
  useStore.getState().select(null);
  useStore.getState().setTool('edit');
  useSetup.getState().setMode('draw');
}

/** Closing the capture: the worker stopped, the photo and its layer let go (the placed fighters stay). */
export function closeCapture(): void {
  client.dispose();
  useCapture.getState().reset();
  useCaptureFlags.getState().closeCapture();
}
