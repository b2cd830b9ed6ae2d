// Rigid motions of a whole scene, for the invariance properties (R-2 .. R-5 depend only on the
// relative placement of bases and scenery). The result skips the table-bounds validation: it is
// handed to `new World` directly, on a table big enough for it.
import type { Scene } from '../../geometry/scene';

export type Motion = { angleDeg: number; pivot: [number, number]; shift: [number, number] };

export function movePoint(m: Motion, [x, y]: readonly [number, number]): [number, number] {
  const a = (m.angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const dx = x - m.pivot[0];
  const dy = y - m.pivot[1];
  return [m.pivot[0] + dx * c - dy * s + m.shift[0], m.pivot[1] + dx * s + dy * c + m.shift[1]];
}

export function moveScene(scene: Scene, m: Motion): Scene {
  return {
    ...scene,
    table: { width: 1e6, depth: 1e6 },
    fighters: scene.fighters.map((f) => ({ ...f, position: movePoint(m, f.position), facing: f.facing + m.angleDeg })),
    scenery: scene.scenery.map((s) => ({
      ...s,
      shape:
        s.shape.type === 'circle'
          ? { ...s.shape, center: movePoint(m, s.shape.center) }
          : { ...s.shape, points: s.shape.points.map((p) => movePoint(m, p)) },
    })),
  };
}
