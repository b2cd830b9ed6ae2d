// Dragging a piece: a fighter moved (snapped to the engine's answer), placed or turned about its
// sight, a scenery piece shifted; committed on release, called off by a long press.
import { useCallback } from 'react';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import {
  type Placement,
  type ScenerySpec,
  moveStart,
  pivotAboutSight,
  snapPlacement,
  sightPoint,
  engineReady,
} from '../engine';
import { useStore } from '../state/store';
import { commitPlacement } from '../state/actions';
import { setDragAborter } from '../layout/TableTouch';
import { round2, usePointerToTable } from './pointer';

type DragKind = 'move' | 'edit' | 'rotate' | 'scenery';

/** Start a drag: window-level pointer listeners, updates batched to one per animation frame. */
export function useDrag() {
  const toTable = usePointerToTable();
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  return useCallback(
    (kind: DragKind, id: string, e: ThreeEvent<PointerEvent>) => {
      const st = useStore.getState();
      const grab = toTable(e.nativeEvent.clientX, e.nativeEvent.clientY);
      if (!grab) return;
      // A move starts from the engine's answer (moveStart): not before the engine's core is in.
      if ((kind === 'move' || kind === 'rotate') && !engineReady()) return;
      if (controls) controls.enabled = false;
      const scene = st.scene;
      const f = scene.fighters.find((x) => x.id === id);
      const s = scene.scenery.find((x) => x.id === id);
      if (kind !== 'scenery' && !f) return;
      const start = kind === 'move' || kind === 'rotate' ? moveStart(scene, id) : null;
      if (f) st.setPlacement({ id, position: [...f.position] as [number, number], facing: f.facing }, start);
      const offset = f ? { x: f.position[0] - grab.x, y: f.position[1] - grab.y } : { x: 0, y: 0 };
      let pending: { x: number; y: number } | null = null;
      let raf = 0;
      let sceneryAt = grab;
      const apply = () => {
        raf = 0;
        if (!pending) return;
        const p = toTable(pending.x, pending.y);
        pending = null;
        if (!p) return;
        const now = useStore.getState();
        if (kind === 'scenery') {
          sceneryAt = p;
          now.setPlacement(null);
          now.setSceneryDrag({ id, dx: p.x - grab.x, dy: p.y - grab.y });
          return;
        }
        if (!f) return;
        if (kind === 'rotate') {
          const sp = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
          let deg = (Math.atan2(p.y - sp.y, p.x - sp.x) * 180) / Math.PI;
          if (now.snap) deg = Math.round(deg / 15) * 15;
          now.setPlacement(pivotAboutSight(f, deg));
          return;
        }
        let x = p.x + offset.x;
        let y = p.y + offset.y;
        if (kind === 'edit' && now.snap) {
          x = Math.round(x / 10) * 10;
          y = Math.round(y / 10) * 10;
        }
        const dropped: Placement = { id, position: [round2(x), round2(y)], facing: f.facing };
        now.setPlacement(kind === 'move' ? snapPlacement(now.scene, dropped, now.action) : dropped);
      };
      // Chromium already delivers one pointermove per frame: apply it at once (no extra frame of
      // latency); the render itself is coalesced by invalidate().
      const onMove = (ev: PointerEvent) => {
        pending = { x: ev.clientX, y: ev.clientY };
        apply();
      };
      const onUp = (ev: PointerEvent) => {
        setDragAborter(null);
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        if (raf) cancelAnimationFrame(raf);
        pending = { x: ev.clientX, y: ev.clientY };
        apply();
        if (controls) controls.enabled = true;
        if (kind === 'scenery') {
          useStore.getState().setSceneryDrag(null);
          commitSceneryShift(id, sceneryAt.x - grab.x, sceneryAt.y - grab.y, s);
          return;
        }
        commitPlacement(kind === 'edit' ? 'edit' : 'move');
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      // A long press (touch) calls the drag off: nothing is committed, the piece stays where it was.
      setDragAborter(() => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        if (raf) cancelAnimationFrame(raf);
        if (controls) controls.enabled = true;
        const now = useStore.getState();
        now.setPlacement(null, null);
        now.setSceneryDrag(null);
      });
    },
    [toTable, controls],
  );
}

function commitSceneryShift(id: string, dx: number, dy: number, s: ScenerySpec | undefined) {
  if (!s || (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5)) return;
  const st = useStore.getState();
  if (st.snap) {
    dx = Math.round(dx / 10) * 10;
    dy = Math.round(dy / 10) * 10;
  }
  const shape: ScenerySpec['shape'] =
    s.shape.type === 'circle'
      ? { ...s.shape, center: [round2(s.shape.center[0] + dx), round2(s.shape.center[1] + dy)] }
      : { ...s.shape, points: s.shape.points.map(([x, y]) => [round2(x + dx), round2(y + dy)] as [number, number]) };
  st.commit({ ...st.scene, scenery: st.scene.scenery.map((x) => (x.id === id ? { ...x, shape } : x)) });
}
