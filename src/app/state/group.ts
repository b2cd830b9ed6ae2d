// Several fighters set up together in the Edit tool: the selection leads, the group follows (a
// drag moves them all by the same shift, committed as one undo step). Pure functions over plain
// data, so the rules are tested without a browser.
import type { Point, Scene } from '../engine';
import type { Selection } from './selection';

/** A group drag in progress: every id shifted by (dx, dy) mm, not yet in the scene. */
export type GroupDrag = { ids: readonly string[]; dx: number; dy: number };

/**
 * Add `id` to the fighters set up together, or take it out. The selection stays the lead; taking
 * the lead out hands the lead to the first of the rest.
 */
export function toggledGroup(
  selection: Selection,
  group: readonly string[],
  id: string,
): { selection: Selection; group: string[] } {
  if (selection?.kind !== 'fighter') return { selection: { kind: 'fighter', id }, group: [] };
  const all = [selection.id, ...group.filter((g) => g !== selection.id)];
  const next = all.includes(id) ? all.filter((g) => g !== id) : [...all, id];
  if (next.length === 0) return { selection: null, group: [] };
  return { selection: { kind: 'fighter', id: next[0] }, group: next.slice(1) };
}

/** Every fighter of the lead's group, the lead first; [] when `id` is not in it or it has one member. */
export function groupOf(selection: Selection, group: readonly string[], id: string): string[] {
  if (selection?.kind !== 'fighter' || group.length === 0) return [];
  const all = [selection.id, ...group];
  return all.includes(id) ? all : [];
}

/** The scene with the fighters `ids` shifted by (dx, dy) mm, positions rounded as the scene keeps them. */
export function shiftedFighters(scene: Scene, ids: readonly string[], dx: number, dy: number): Scene {
  const moved = new Set(ids);
  const round2 = (v: number) => Math.round(v * 100) / 100;
  return {
    ...scene,
    fighters: scene.fighters.map((f) =>
      moved.has(f.id) ? { ...f, position: [round2(f.position[0] + dx), round2(f.position[1] + dy)] } : f,
    ),
  };
}

/** The facing (degrees, -180 .. 180, to 0.01°) from a base centre toward a point; null on the centre itself. */
export function facingTowardDeg(from: readonly [number, number], to: Point): number | null {
  const dx = to.x - from[0];
  const dy = to.y - from[1];
  if (Math.hypot(dx, dy) < 1e-6) return null;
  return Math.round(((Math.atan2(dy, dx) * 180) / Math.PI) * 100) / 100;
}
