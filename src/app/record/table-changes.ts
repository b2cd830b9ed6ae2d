// What a change of the table was, as the game's record keeps it (issue 34): a move told by the Move
// tool becomes a move entry (R-6, judged by the recorder); anything else becomes edits by hand, a
// fighter or a piece of scenery added, moved, removed or changed. Settings the record has no entry
// for (the table's size, the zones, the edition, the options) are the game's settings: `settings`.
import type { PlayedEntry, RecordEdit, Scene } from '../engine/record';
import type { Played } from '../state/record-hook';
import { canon } from './record-ends';

/** A played entry without its when and by (the recorder adds them). */
export type EntryBody = PlayedEntry extends infer E
  ? E extends unknown
    ? Omit<E, 'turn' | 'activation' | 'by'>
    : never
  : never;
export type TableDiff = { readonly entries: EntryBody[]; readonly settings: boolean };

type Fighter = Scene['fighters'][number];
type Scenery = Scene['scenery'][number];

const same = (a: unknown, b: unknown) => canon(a) === canon(b);
const SETTINGS = ['version', 'ruleset', 'name', 'table', 'options', 'deployment', 'units'] as const;

export function tableDiff(before: Scene, after: Scene, played: Played | null): TableDiff {
  const settings = SETTINGS.some((k) => !same(before[k], after[k]));
  const move = played?.type === 'move' ? moveOf(before, after, played) : null;
  if (move) return { entries: [move], settings };
  const edits = [...fighterEdits(before.fighters, after.fighters), ...sceneryEdits(before.scenery, after.scenery)];
  return { entries: edits.map((edit) => ({ type: 'edit', edit })), settings };
}

/** R-6 a move: one fighter, only its place and facing changed (the goal is where it was put). */
function moveOf(before: Scene, after: Scene, played: Extract<Played, { type: 'move' }>): EntryBody | null {
  const changed = after.fighters.filter(
    (f) =>
      !same(
        f,
        before.fighters.find((b) => b.id === f.id),
      ),
  );
  if (changed.length !== 1 || before.fighters.length !== after.fighters.length) return null;
  const f = changed[0];
  const was = before.fighters.find((b) => b.id === f.id);
  if (!was || !same({ ...was, position: f.position, facing: f.facing }, f)) return null;
  return {
    type: 'move',
    mover: f.id,
    action: played.action as Extract<EntryBody, { type: 'move' }>['action'],
    goal: { place: { position: [f.position[0], f.position[1]], facingDeg: f.facing } },
    ...(played.disengaged ? { disengaged: true } : {}),
  };
}

function fighterEdits(before: readonly Fighter[], after: readonly Fighter[]): RecordEdit[] {
  const out: RecordEdit[] = [];
  const kept = new Map(after.map((f) => [f.id, f]));
  for (const b of before) if (!kept.has(b.id)) out.push({ kind: 'fighter-removed', id: b.id });
  for (const f of after) {
    const b = before.find((x) => x.id === f.id);
    if (!b) out.push({ kind: 'fighter-added', fighter: f });
    else if (same(b, f)) continue;
    else if (same({ ...b, position: f.position, facing: f.facing }, f))
      out.push({ kind: 'fighter-moved', id: f.id, position: [f.position[0], f.position[1]], facingDeg: f.facing });
    else out.push({ kind: 'fighter-changed', fighter: f });
  }
  return out;
}

function sceneryEdits(before: readonly Scenery[], after: readonly Scenery[]): RecordEdit[] {
  const out: RecordEdit[] = [];
  const kept = new Map(after.map((s) => [s.id, s]));
  for (const b of before) if (!kept.has(b.id)) out.push({ kind: 'scenery-removed', id: b.id });
  for (const s of after) {
    const b = before.find((x) => x.id === s.id);
    if (!b) out.push({ kind: 'scenery-added', scenery: s });
    else if (same(b, s)) continue;
    else {
      const by = shiftBetween(b, s);
      out.push(by ? { kind: 'scenery-moved', id: s.id, byMm: by } : { kind: 'scenery-changed', scenery: s });
    }
  }
  return out;
}

/** The one shift that takes piece `a` to piece `b` (every point moved alike), or null. */
export function shiftBetween(a: Scenery, b: Scenery): [number, number] | null {
  const pa = a.shape.type === 'circle' ? [a.shape.center] : a.shape.points;
  const pb = b.shape.type === 'circle' ? [b.shape.center] : b.shape.points;
  if (a.shape.type !== b.shape.type || pa.length !== pb.length) return null;
  const by: [number, number] = [pb[0][0] - pa[0][0], pb[0][1] - pa[0][1]];
  const shifted = pa.map(([x, y]) => [x + by[0], y + by[1]]);
  const restA = { ...a, shape: null };
  const restB = { ...b, shape: null };
  const radiusSame = a.shape.type !== 'circle' || b.shape.type !== 'circle' || a.shape.radius === b.shape.radius;
  // Exact: the record applies the shift by adding it, so it must give back b's points to the bit.
  return same(shifted, pb) && same(restA, restB) && radiusSame ? by : null;
}
