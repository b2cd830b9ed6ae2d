// Where a frame's time goes, for the render bench: the frame is timed whole, then once with each
// kind of drawn thing hidden (the fighters' parts, the scenery, the labels, the table…); a
// kind's share is what hiding it saves, frames drawn in pairs (shown, hidden) so that a busy
// machine slows both alike. Medians of a few pairs: read them as rough.
import type * as THREE from 'three';

/** Draws one frame and waits for the GPU to finish it (ms). */
export type FrameTimer = () => number;

/** Each kind's share of a frame (ms) and its triangles (lines: segments), and the whole frame's time. */
export type FrameBreakdown = { frameMs: number; sharesMs: Record<string, number>; triangles: Record<string, number> };

/** The kind a drawn object is counted under: its name's first word (`fighter-head`: fighter), else its type. */
function kindOf(o: THREE.Object3D): string {
  return o.name ? o.name.split('-')[0] : o.type;
}

/** The drawn objects (meshes, lines, points, sprites) of the scene, grouped by kind. */
function drawnKinds(scene: THREE.Object3D): Map<string, THREE.Object3D[]> {
  const kinds = new Map<string, THREE.Object3D[]>();
  scene.traverseVisible((o) => {
    const drawn = o as { isMesh?: boolean; isLine?: boolean; isPoints?: boolean; isSprite?: boolean };
    if (!(drawn.isMesh || drawn.isLine || drawn.isPoints || drawn.isSprite)) return;
    const k = kindOf(o);
    kinds.set(k, [...(kinds.get(k) ?? []), o]);
  });
  return kinds;
}

/** Triangles an object draws (a line's segments, a point's points), instances included. */
function trianglesOf(o: THREE.Object3D): number {
  const g = (o as { geometry?: THREE.BufferGeometry }).geometry;
  if (!g) return 0;
  const n = g.index ? g.index.count : (g.getAttribute('position')?.count ?? 0);
  const drawn = Math.min(n, g.drawRange.count);
  const per = (o as { isMesh?: boolean }).isMesh
    ? drawn / 3
    : (o as { isLineSegments?: boolean }).isLineSegments
      ? drawn / 2
      : drawn;
  return Math.round(per * ((o as { count?: number }).count ?? 1));
}

function median(values: number[]): number {
  const t = [...values].sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)];
}

/** What hiding `objects` saves: frames drawn in pairs, shown then hidden, the median of the differences. */
function shareOf(objects: THREE.Object3D[], timer: FrameTimer, pairs: number): number {
  const saved: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const shownMs = timer();
    for (const o of objects) o.visible = false;
    try {
      saved.push(shownMs - timer());
    } finally {
      for (const o of objects) o.visible = true;
    }
  }
  return Math.round(median(saved) * 10) / 10;
}

export function frameBreakdown(scene: THREE.Object3D, timer: FrameTimer, pairs = 5): FrameBreakdown {
  const frames: number[] = [];
  for (let i = 0; i < pairs; i++) frames.push(timer());
  const sharesMs: Record<string, number> = {};
  const triangles: Record<string, number> = {};
  for (const [kind, objects] of drawnKinds(scene)) {
    sharesMs[kind] = shareOf(objects, timer, pairs);
    triangles[kind] = objects.reduce((n, o) => n + trianglesOf(o), 0);
  }
  return { frameMs: median(frames), sharesMs, triangles };
}
