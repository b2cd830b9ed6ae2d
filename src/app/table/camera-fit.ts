// Where the camera goes for each view the player asks for: the whole table from above or tilted,
// a box of pieces, a selected piece; the plan view's orthographic scale. Pure three.js arithmetic
// on the camera and OrbitControls' target, apart from React and the store.
import * as THREE from 'three';
import type { FrameBox } from '../state/camera-view';

/** Room left around the table or the framed box (mm). */
const MARGIN_MM = 60;
/** The tilted view's angle from the vertical: the near edge is seen a little from the side. */
const TILT_RAD = (24 * Math.PI) / 180;
/** The closest a framed box is shown from (mm): a single piece is not filled edge to edge. */
const MIN_FRAME_MM = 220;

export type Rig = { camera: THREE.Camera; target: THREE.Vector3 };

/**
 * The whole table, `kind` 'top' straight from above or 'orbit' tilted from the near edge. Upright
 * (a phone held portrait) the table's long side runs up the screen, so it is seen from its short edge.
 */
export function fitTable(rig: Rig, kind: 'top' | 'orbit', box: FrameBox, upright: boolean): void {
  const w = box.maxX - box.minX;
  const d = box.maxY - box.minY;
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const { camera, target } = rig;
  if (camera instanceof THREE.OrthographicCamera) {
    fitPlan(rig, box, upright);
    return;
  }
  const persp = camera as THREE.PerspectiveCamera;
  const fit = upright
    ? fitDistance(persp, d + MARGIN_MM, w + MARGIN_MM)
    : fitDistance(persp, w + MARGIN_MM, d + MARGIN_MM);
  if (kind === 'top') {
    target.set(cx, cy, 0);
    // Half a millimetre off the vertical: looking exactly down, "up" (+z) would give no heading.
    if (upright) camera.position.set(cx - 0.5, cy, fit);
    else camera.position.set(cx, cy - 0.5, fit);
    return;
  }
  const dist = fit * 1.05;
  if (upright) {
    target.set(cx + 15, cy, 0);
    camera.position.set(cx + 15 - dist * Math.sin(TILT_RAD), cy, dist * Math.cos(TILT_RAD));
  } else {
    target.set(cx, cy + 15, 0);
    camera.position.set(cx, cy + 15 - dist * Math.sin(TILT_RAD), dist * Math.cos(TILT_RAD));
  }
}

/** The plan view: straight down, the scale (CSS px per mm) that shows the whole box. */
export function fitPlan(rig: Rig, box: FrameBox, upright: boolean): void {
  const camera = rig.camera as THREE.OrthographicCamera;
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const w = box.maxX - box.minX + MARGIN_MM;
  const d = box.maxY - box.minY + MARGIN_MM;
  const viewW = camera.right - camera.left;
  const viewH = camera.top - camera.bottom;
  const [across, along] = upright ? [d, w] : [w, d];
  camera.zoom = Math.min(viewW / across, viewH / along);
  camera.updateProjectionMatrix();
  rig.target.set(cx, cy, 0);
  if (upright) camera.position.set(cx - 0.01, cy, PLAN_HEIGHT_MM);
  else camera.position.set(cx, cy - 0.01, PLAN_HEIGHT_MM);
}

/** The plan camera's height above the table: above any piece, well inside its far plane. */
export const PLAN_HEIGHT_MM = 3000;

/** A box of the table (pieces a lesson asks about) filling the view, seen from the current direction. */
export function frameBox(rig: Rig, box: FrameBox): void {
  const { camera, target } = rig;
  const centre = new THREE.Vector3((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2, 0);
  const w = Math.max(MIN_FRAME_MM, box.maxX - box.minX + MARGIN_MM);
  const d = Math.max(MIN_FRAME_MM, box.maxY - box.minY + MARGIN_MM);
  if (camera instanceof THREE.OrthographicCamera) {
    const shift = centre.clone().sub(target);
    camera.position.add(shift);
    target.copy(centre);
    // Either way round: the box may be turned on screen.
    const side = Math.max(w, d);
    camera.zoom = Math.min(camera.right - camera.left, camera.top - camera.bottom) / side;
    camera.updateProjectionMatrix();
    return;
  }
  const persp = camera as THREE.PerspectiveCamera;
  const side = Math.max(w, d);
  const dist = fitDistance(persp, side, side);
  const dir = camera.position.clone().sub(target).normalize();
  target.copy(centre);
  camera.position.copy(centre).addScaledVector(dir, dist);
}

/** The selected piece in the middle of the view, 32 cm away, from the current direction. */
export function focusOn(rig: Rig, at: { x: number; y: number }): void {
  const { camera, target } = rig;
  const off = camera.position.clone().sub(target).setLength(320);
  target.set(at.x, at.y, 0);
  camera.position.set(at.x + off.x, at.y + off.y, Math.max(60, off.z));
}

/** Distance at which a w x d rectangle fills the view of a perspective camera looking straight at it. */
export function fitDistance(camera: THREE.PerspectiveCamera, w: number, d: number): number {
  const v = (camera.fov * Math.PI) / 360;
  const h = Math.atan(Math.tan(v) * camera.aspect);
  return Math.max(w / 2 / Math.tan(h), d / 2 / Math.tan(v));
}
