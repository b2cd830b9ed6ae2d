// How many sides the round parts of the fighters need at the camera's distance: a circle of
// radius r drawn as a polygon of n sides strays at most r(1 − cos(π/n)) inside it, so n is the
// fewest sides (from a short ladder, so that few shapes are ever made) that keep that under half a
// pixel where the table is seen largest. Never more sides than the drawing had before.
import * as THREE from 'three';
import { type Detail, FULL_DETAIL } from './part-geometry';

/** The most an on-screen outline may stray from the true circle (CSS px). */
export const MAX_STRAY_PX = 0.5;
const LADDER = [6, 8, 12, 16, 24, 32, 40];

/** How far inside its circle of `radiusPx` a regular polygon of `sides` sides comes (px). */
export function strayPx(radiusPx: number, sides: number): number {
  return radiusPx * (1 - Math.cos(Math.PI / sides));
}

/** The fewest sides on the ladder, up to `most`, keeping a circle of `radiusPx` within MAX_STRAY_PX. */
export function sidesFor(radiusPx: number, most: number): number {
  for (const n of LADDER) if (n >= most || strayPx(radiusPx, n) <= MAX_STRAY_PX) return Math.min(n, most);
  return most;
}

/** The sizes (mm) of the largest round parts on the table. */
export type RoundSizes = { baseRadiusMm: number; headRadiusMm: number };

export function detailFor(pxPerMm: number, sizes: RoundSizes): Detail {
  return {
    base: sidesFor(sizes.baseRadiusMm * pxPerMm, FULL_DETAIL.base),
    // The sight dot's radius is 2.6 mm; a figure's widest, 8 mm (part-geometry.ts).
    dot: sidesFor(2.6 * pxPerMm, FULL_DETAIL.dot),
    figure: sidesFor(8 * pxPerMm, FULL_DETAIL.figure),
    head: sidesFor(sizes.headRadiusMm * pxPerMm, FULL_DETAIL.head),
  };
}

const corner = new THREE.Vector3();

/**
 * The most CSS px per mm anywhere on a `widthMm` x `depthMm` table up to `topMm` high: at its
 * nearest point in view depth, which lies at a corner of that box (depth is linear in position).
 */
export function largestPxPerMm(
  camera: THREE.Camera,
  widthMm: number,
  depthMm: number,
  topMm: number,
  heightPx: number,
): number {
  if (!(camera instanceof THREE.PerspectiveCamera)) return Infinity;
  let nearest = Infinity;
  for (const x of [0, widthMm])
    for (const y of [0, depthMm])
      for (const z of [0, topMm])
        nearest = Math.min(nearest, -corner.set(x, y, z).applyMatrix4(camera.matrixWorldInverse).z);
  const depth = Math.max(nearest, camera.near);
  return heightPx / (2 * depth * Math.tan(THREE.MathUtils.degToRad(camera.fov / 2)));
}
