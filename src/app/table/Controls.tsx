// The camera: drei's OrbitControls for the mouse, and the views the toolbar and keys ask for (from
// above, tilted, on the selected piece), fitted to the table and to the screen held either way.
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Point } from '../engine';
import { useStore } from '../state/store';
import { centroid } from './scenery-shape';

export function Controls() {
  const ref = useRef<OrbitControlsImpl>(null);
  const cmd = useStore((s) => s.camera);
  const { camera, invalidate, size } = useThree();
  const table = useStore((s) => s.scene.table);
  // A phone held upright sees the table from its short edge, so the long side runs up the screen.
  const upright = size.height > size.width;
  // The view is fitted again when asked, when the screen turns, or on a resize while the player
  // has not moved the camera: a phone's sheet or menu resizing the canvas keeps their view.
  const moved = useRef(false);
  const fitted = useRef<{ cmd: typeof cmd; upright: boolean; table: typeof table } | null>(null);
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const on = () => (moved.current = true);
    c.addEventListener('start', on);
    return () => c.removeEventListener('start', on);
  }, []);
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const last = fitted.current;
    if (last && last.cmd === cmd && last.upright === upright && last.table === table && moved.current) return;
    fitted.current = { cmd, upright, table };
    moved.current = false;
    const cx = table.width / 2;
    const cy = table.depth / 2;
    const fit = upright
      ? fitDistance(camera as THREE.PerspectiveCamera, table.depth + 60, table.width + 60)
      : fitDistance(camera as THREE.PerspectiveCamera, table.width + 60, table.depth + 60);
    if (cmd.kind === 'top') {
      c.target.set(cx, cy, 0);
      if (upright) camera.position.set(cx - 0.5, cy, fit);
      else camera.position.set(cx, cy - 0.5, fit);
    } else if (cmd.kind === 'orbit') {
      // Top-down-ish: 24° from the vertical, from the near long edge (the near short edge upright).
      const tilt = (24 * Math.PI) / 180;
      const d = fit * 1.05;
      if (upright) {
        c.target.set(cx + 15, cy, 0);
        camera.position.set(cx + 15 - d * Math.sin(tilt), cy, d * Math.cos(tilt));
      } else {
        c.target.set(cx, cy + 15, 0);
        camera.position.set(cx, cy + 15 - d * Math.sin(tilt), d * Math.cos(tilt));
      }
    } else {
      const st = useStore.getState();
      const sel = st.selection;
      let at: Point | null = null;
      if (sel?.kind === 'fighter') {
        const f = st.scene.fighters.find((x) => x.id === sel.id);
        if (f) at = { x: f.position[0], y: f.position[1] };
      } else if (sel?.kind === 'scenery') {
        const s = st.scene.scenery.find((x) => x.id === sel.id);
        if (s)
          at = s.shape.type === 'circle' ? { x: s.shape.center[0], y: s.shape.center[1] } : centroid(s.shape.points);
      }
      if (at) {
        const off = camera.position.clone().sub(c.target).setLength(320);
        c.target.set(at.x, at.y, 0);
        camera.position.set(at.x + off.x, at.y + off.y, Math.max(60, off.z));
      }
    }
    c.update();
    invalidate();
  }, [cmd, camera, invalidate, table, upright, size.width, size.height]);
  // Touch is handled by layout/TableTouch (pan with one finger, pinch, twist): OrbitControls' own
  // touch modes are switched off with a value that matches none of them.
  return (
    <OrbitControls
      ref={ref}
      makeDefault
      target={[600, 290, 0]}
      maxPolarAngle={Math.PI * 0.47}
      enableDamping={false}
      touches={NO_TOUCH}
    />
  );
}

const NO_TOUCH = { ONE: -1 as THREE.TOUCH, TWO: -1 as THREE.TOUCH };

/** Distance at which a w x d rectangle fills the view of a perspective camera looking straight at it. */
function fitDistance(camera: THREE.PerspectiveCamera, w: number, d: number): number {
  const v = (camera.fov * Math.PI) / 360;
  const h = Math.atan(Math.tan(v) * camera.aspect);
  return Math.max(w / 2 / Math.tan(h), d / 2 / Math.tan(v));
}
