// The table's touch gestures, apart from React and the store: one finger on the empty table pans,
// two fingers pinch to zoom, twist to turn the camera about the vertical and move together to pan;
// a finger held still on a piece is a long press. The camera is three's, the orbit target
// OrbitControls' (its own touch handling is switched off in table/Controls.tsx); the grabbed table
// point stays under the fingers, as on a map.
import * as THREE from 'three';
import { dist, sub, vertexCentroid } from '../engine';

/** A press that moves less than this (CSS px) is still a press, not a drag. */
export const TAP_SLOP_PX = 10;
/** How long a finger rests on a piece before its actions open. */
export const LONG_PRESS_MS = 650;
/** Zoom limits: camera-to-target distance (mm). */
export const MIN_DISTANCE_MM = 60;
export const MAX_DISTANCE_MM = 6000;
/** The plan view's zoom limits (CSS px per mm). */
const MIN_PLAN_ZOOM = 0.05;
const MAX_PLAN_ZOOM = 40;

export type CameraRig = {
  camera: THREE.PerspectiveCamera | THREE.OrthographicCamera;
  /** OrbitControls' target, moved with the camera. */
  target: THREE.Vector3;
  /** The element whose box maps client pixels to the view (the canvas). */
  element: HTMLElement;
  /** After every change: OrbitControls.update() and a new frame. */
  changed: () => void;
};

type Finger = { x: number; y: number };

/** Where a screen point meets the table's plane (z = 0), or null above the horizon. */
export function tablePoint(rig: CameraRig, f: Finger): THREE.Vector3 | null {
  const r = rig.element.getBoundingClientRect();
  const ndc = new THREE.Vector2(((f.x - r.left) / r.width) * 2 - 1, -((f.y - r.top) / r.height) * 2 + 1);
  const ray = new THREE.Raycaster();
  ray.setFromCamera(ndc, rig.camera);
  const hit = new THREE.Vector3();
  return ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 0, 1), 0), hit) ? hit : null;
}

/**
 * Camera gestures from touch pointers. Pointers a piece has claimed (a fighter being dragged) are
 * left to it; the camera moves only for fingers that started on the empty table, or for two.
 */
export class TouchCamera {
  private readonly fingers = new Map<number, Finger>();
  private readonly claimed = new Set<number>();
  /** The table point held under one finger, or under the two fingers' midpoint. */
  private grabbed: THREE.Vector3 | null = null;
  private spreadPx = 0;
  private angleRad = 0;

  constructor(private readonly rig: CameraRig) {}

  /** A piece took this pointer (called before the canvas sees the pointerdown). */
  claim(pointerId: number): void {
    this.claimed.add(pointerId);
  }

  down(id: number, f: Finger): void {
    this.fingers.set(id, { ...f });
    this.regrab();
  }

  move(id: number, f: Finger): void {
    const prev = this.fingers.get(id);
    if (!prev) return;
    prev.x = f.x;
    prev.y = f.y;
    const free = this.freeFingers();
    if (free.length === 0 || !this.grabbed) return;
    if (free.length >= 2) this.pinchAndTwist(free[0], free[1]);
    this.keepUnder(this.grabbed, vertexCentroid(free));
    this.rig.changed();
  }

  up(id: number): void {
    this.fingers.delete(id);
    this.claimed.delete(id);
    this.regrab();
  }

  /** How many fingers are on the table now (the tests read the gesture's state through it). */
  get fingerCount(): number {
    return this.fingers.size;
  }

  private freeFingers(): Finger[] {
    const all = [...this.fingers.entries()];
    // Two fingers always move the camera, even if the first one had landed on a piece.
    if (all.length >= 2) return all.slice(0, 2).map(([, f]) => f);
    return all.filter(([id]) => !this.claimed.has(id)).map(([, f]) => f);
  }

  /** A finger came or went: what is held changes, so the gesture starts afresh from here. */
  private regrab(): void {
    const free = this.freeFingers();
    this.grabbed = free.length > 0 ? tablePoint(this.rig, vertexCentroid(free)) : null;
    if (free.length >= 2) {
      this.spreadPx = dist(free[0], free[1]);
      this.angleRad = angleOf(free[0], free[1]);
    }
  }

  private pinchAndTwist(a: Finger, b: Finger): void {
    const { camera, target } = this.rig;
    const spread = dist(a, b);
    const angle = angleOf(a, b);
    const offset = camera.position.clone().sub(target);
    if (this.spreadPx > 1 && spread > 1 && camera instanceof THREE.OrthographicCamera) {
      // The plan view has no distance to change: its scale follows the fingers' spread.
      camera.zoom = THREE.MathUtils.clamp((camera.zoom * spread) / this.spreadPx, MIN_PLAN_ZOOM, MAX_PLAN_ZOOM);
      camera.updateProjectionMatrix();
    } else if (this.spreadPx > 1 && spread > 1) {
      const len = THREE.MathUtils.clamp((offset.length() * this.spreadPx) / spread, MIN_DISTANCE_MM, MAX_DISTANCE_MM);
      offset.setLength(len);
    }
    // Turning the fingers clockwise on screen turns the table clockwise under them.
    offset.applyAxisAngle(new THREE.Vector3(0, 0, 1), -(angle - this.angleRad));
    camera.position.copy(target).add(offset);
    camera.lookAt(target);
    camera.updateMatrixWorld();
    this.spreadPx = spread;
    this.angleRad = angle;
  }

  /** Slide camera and target together so that the table point `held` is drawn at `at`. */
  private keepUnder(held: THREE.Vector3, at: Finger): void {
    const now = tablePoint(this.rig, at);
    if (!now) return;
    const shift = held.clone().sub(now);
    shift.z = 0;
    this.rig.camera.position.add(shift);
    this.rig.target.add(shift);
    this.rig.camera.updateMatrixWorld();
  }
}

/** The direction from one finger to the other (radians, screen axes). */
function angleOf(a: Finger, b: Finger): number {
  const d = sub(b, a);
  return Math.atan2(d.y, d.x);
}

/** A finger held still on one spot for LONG_PRESS_MS; moving it or lifting it cancels. */
export class LongPress {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private frame: number | null = null;
  private from: Finger | null = null;

  start(at: Finger, fire: () => void): void {
    this.cancel();
    this.from = { ...at };
    this.timer = setTimeout(() => {
      this.timer = null;
      // Under load the finger's moves may still wait behind this timer: the browser hands them
      // over at the start of a frame, so the press is judged two frames on, after any move that cancels it.
      this.frame = requestAnimationFrame(() => {
        this.frame = requestAnimationFrame(() => {
          this.frame = null;
          if (this.from) fire();
        });
      });
    }, LONG_PRESS_MS);
  }

  move(at: Finger): void {
    if (this.from && dist(at, this.from) > TAP_SLOP_PX) this.cancel();
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.timer = null;
    this.frame = null;
    this.from = null;
  }
}
