// Where a frame's time goes, for the render bench: the frame is timed whole, then once with each
// kind of drawn thing hidden (the fighters' parts, the scenery, the labels, the table…); a
// kind's share is what hiding it saves, frames drawn in pairs (shown, hidden) so that a busy
// machine slows both alike. Medians of a few pairs: read them as rough.
import type * as THREE from 'three';

/** Draws one frame and waits for the GPU to finish it (ms). */
export type FrameTimer = () => number;

/** Each kind's share of a frame (ms), and the whole frame's time. */
export type FrameBreakdown = { frameMs: number; sharesMs: Record<string, number> };

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
  for (const [kind, objects] of drawnKinds(scene)) sharesMs[kind] = shareOf(objects, timer, pairs);
  return { frameMs: median(frames), sharesMs };
}
