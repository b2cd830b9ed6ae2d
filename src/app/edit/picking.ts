// Which piece a tap means when several lie on its ray, and what a fighter's label says.
import type { Intersection, Object3D } from 'three';

/** True when a fighter's piece is among the objects hit (fighters are small: they win over scenery). */
export function fighterHitFirst(hits: readonly Intersection[]): boolean {
  return hits.some((h) => ownerName(h.object)?.startsWith('fighter-') === true);
}

function ownerName(o: Object3D | null): string | null {
  for (let cur = o; cur; cur = cur.parent) {
    if (cur.name.startsWith('fighter-') || cur.name.startsWith('scenery-')) return cur.name;
  }
  return null;
}

/** A fighter's label: its id, and its name when it has one (shortened to stay readable). */
export function labelText(id: string, name: string | undefined): string {
  const n = name?.trim();
  if (!n) return id;
  return `${id} · ${n.length > 18 ? `${n.slice(0, 17)}…` : n}`;
}
