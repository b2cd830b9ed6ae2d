// Field of view: .. R-4.3 (Confédé II-D-2, II-D-4, II-F-1).
import type { Footprint } from '../footprint';
import { type Point, dirOfDeg } from '../vec';

/**
 * How far the footprint reaches in front of the line through `origin` perpendicular to the
 * facing: the largest signed distance of a point of the footprint along the facing direction.
 */
export function reachInFrontMm(f: Footprint, origin: Point, facingDeg: number): number {
  return reachAlongMm(f, origin, dirOfDeg(facingDeg));
}

/** reachInFrontMm with the facing given as its unit vector `u` (dirOfDeg of the facing). */
export function reachAlongMm(f: Footprint, origin: Point, u: Point): number {
  if (f.kind === 'circle') return (f.center.x - origin.x) * u.x + (f.center.y - origin.y) * u.y + f.radiusMm;
  let best = -Infinity;
  for (const p of f.points) {
    const s = (p.x - origin.x) * u.x + (p.y - origin.y) * u.y;
    if (s > best) best = s;
  }
  return best;
}

/**
 * A target is in view when some part of its base lies in front of the line through the
 * sight (or, with option fovLine = 'center', through the base centre), perpendicular to the
 * facing, by more than τ.: a 360° field of view sees everything.
 */
export function inFieldOfView(
  target: Footprint,
  lineOrigin: Point,
  facingDeg: number,
  fieldOfViewDeg: 180 | 360,
  tolMm: number,
): boolean {
  if (fieldOfViewDeg === 360) return true;
  return inFieldOfViewAlong(target, lineOrigin, dirOfDeg(facingDeg), fieldOfViewDeg, tolMm);
}

/** inFieldOfView with the facing as its unit vector (a source meeting many targets turns it once). */
export function inFieldOfViewAlong(
  target: Footprint,
  lineOrigin: Point,
  facingDir: Point,
  fieldOfViewDeg: 180 | 360,
  tolMm: number,
): boolean {
  if (fieldOfViewDeg === 360) return true;
  return reachAlongMm(target, lineOrigin, facingDir) > tolMm;
}
