// The camera: drei's OrbitControls for the mouse, and the views the toolbar and keys ask for (from
// above, tilted, on the selected piece, the plan view, a lesson's pieces), fitted to the table and to
// the screen held either way. Nothing else moves it: a tool, the phone's sheet or its menu resizing
// the canvas keep the player's view (tests/e2e/phone-camera.test.ts).
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Point } from '../engine';
import { useStore } from '../state/store';
import { centroid } from './scenery-shape';
import { useCameraView } from '../state/camera-view';
import { fitPlan, fitTable, focusOn, frameBox, type Rig } from './camera-fit';

/** The plan view's camera, loaded when the plan view is first asked for (the first screen's budget). */
const PlanCamera = lazy(() => import('./PlanCamera').then((m) => ({ default: m.PlanCamera })));

/** Each wheel notch zooms by 0.95^WHEEL_ZOOM_SPEED (OrbitControls): about 12 %, not 5 %. */
const WHEEL_ZOOM_SPEED = 2.5;

export function Controls() {
  const plan = useCameraView((s) => s.plan);
  return (
    <>
      <Suspense fallback={null}>{plan && <PlanCamera />}</Suspense>
      <ViewControls plan={plan} />
    </>
  );
}

/** What the view was last fitted for: a change in any of these, and only these, moves the camera. */
type FitKey = { cmd: number; frame: number; table: unknown; upright: boolean; camera: THREE.Camera };

function ViewControls({ plan }: { plan: boolean }) {
  const ref = useRef<OrbitControlsImpl>(null);
  const cmd = useStore((s) => s.camera);
  const frame = useCameraView((s) => s.frame);
  const table = useStore((s) => s.scene.table);
  const { camera, invalidate, size } = useThree();
  // The screen's orientation, not the canvas's: a sheet pulled up makes the canvas wide, the phone is still upright.
  const upright = screenUpright(size.width, size.height);
  const fitted = useRef<FitKey | null>(null);
  // Each camera keeps its own target: the perspective view returns as it was left after the plan view.
  const targets = useRef(new Map<THREE.Camera, THREE.Vector3>());
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const saved = targets.current.get(camera);
    if (saved) c.target.copy(saved);
    else targets.current.set(camera, c.target);
    const key: FitKey = { cmd: cmd.n, frame: frame?.n ?? 0, table, upright, camera };
    const last = fitted.current;
    fitted.current = key;
    const rig: Rig = { camera, target: c.target };
    // A lesson's new table comes with the box of its pieces: the box wins over fitting the table.
    if (last && last.frame !== key.frame && frame) frameBox(rig, frame.box);
    else if (!last || last.table !== table || last.upright !== upright)
      fitTable(rig, 'orbit', tableBox(table), upright);
    else if (last.cmd !== key.cmd) obey(rig, cmd.kind, tableBox(table), upright);
    else if (last.camera !== camera && camera instanceof THREE.OrthographicCamera && !saved)
      fitPlan(rig, tableBox(table), upright);
    else return;
    c.update();
    invalidate();
  }, [cmd, frame, camera, invalidate, table, upright]);
  // Touch is handled by layout/TableTouch (pan with one finger, pinch, twist): OrbitControls' own
  // touch modes are switched off with a value that matches none of them.
  return (
    <OrbitControls
      ref={ref}
      makeDefault
      maxPolarAngle={Math.PI * 0.47}
      enableRotate={!plan}
      enableDamping={false}
      zoomToCursor
      zoomSpeed={WHEEL_ZOOM_SPEED}
      touches={NO_TOUCH}
    />
  );
}

/** A toolbar or key command: the whole table from above or tilted, or the selected piece. */
function obey(rig: Rig, kind: 'top' | 'orbit' | 'focus', box: ReturnType<typeof tableBox>, upright: boolean): void {
  if (kind !== 'focus') {
    fitTable(rig, kind, box, upright);
    return;
  }
  const at = selectedPoint();
  if (at) focusOn(rig, at);
}

function selectedPoint(): Point | null {
  const st = useStore.getState();
  const sel = st.selection;
  if (sel?.kind === 'fighter') {
    const f = st.scene.fighters.find((x) => x.id === sel.id);
    return f ? { x: f.position[0], y: f.position[1] } : null;
  }
  if (sel?.kind === 'scenery') {
    const s = st.scene.scenery.find((x) => x.id === sel.id);
    if (!s) return null;
    return s.shape.type === 'circle' ? { x: s.shape.center[0], y: s.shape.center[1] } : centroid(s.shape.points);
  }
  return null;
}

function tableBox(table: { width: number; depth: number }) {
  return { minX: 0, minY: 0, maxX: table.width, maxY: table.depth };
}

/** A phone held upright sees the table from its short edge, so the long side runs up the screen. */
function screenUpright(canvasW: number, canvasH: number): boolean {
  if (typeof window === 'undefined') return canvasH > canvasW;
  return window.innerHeight > window.innerWidth;
}

const NO_TOUCH = { ONE: -1 as THREE.TOUCH, TWO: -1 as THREE.TOUCH };
