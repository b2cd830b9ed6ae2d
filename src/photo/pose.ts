// The camera's pose from the table's homography (issue 35): H = K·[r1 r2 t] up to scale (Zhang),
// K from the focal length (EXIF, or estimated from H when the view is oblique enough).
import { mat3Inverse, mat3Mul } from './linalg';
import type { Intrinsics, Mat3 } from './types';

/** Where the focal length came from. */
export type FocalSource = 'given' | 'estimated' | 'assumed';

/** The camera in table mm (x along the width, y along the depth, z up), and its tilt from straight down. */
export type CameraPose = {
  readonly xMm: number;
  readonly yMm: number;
  readonly heightMm: number;
  readonly tiltDeg: number;
  readonly focalPx: number;
  readonly focalSource: FocalSource;
};

/** A 35 mm film frame's diagonal: a phone's "26 mm" focal means 26/43.27 of the image diagonal. */
const FILM_DIAGONAL_MM = Math.hypot(36, 24);
/** A phone's main camera when nothing is known (26 mm equivalent). */
export const ASSUMED_FOCAL_35MM = 26;

export function focalPxOf35mm(focal35mm: number, width: number, height: number): number {
  return (focal35mm / FILM_DIAGONAL_MM) * Math.hypot(width, height);
}

/**
 * The focal length that makes H's first two columns orthogonal and of equal length with the
 * principal point at (cx, cy): two equations in w = 1/f², solved in least squares. Null when the
 * view is too near straight down for them to say anything (h31, h32 ≈ 0).
 */
export function estimateFocalPx(h: Mat3, cx: number, cy: number): number | null {
  const t: Mat3 = [1, 0, -cx, 0, 1, -cy, 0, 0, 1];
  const g = mat3Mul(t, h);
  const [h11, h12, , h21, h22, , h31, h32] = g;
  const a = [h11 * h12 + h21 * h22, h11 * h11 + h21 * h21 - h12 * h12 - h22 * h22];
  const b = [h31 * h32, h31 * h31 - h32 * h32];
  const den = a[0] * a[0] + a[1] * a[1];
  if (den === 0) return null;
  const w = -(a[0] * b[0] + a[1] * b[1]) / den;
  if (!(w > 0)) return null;
  return 1 / Math.sqrt(w);
}

/** The pose for intrinsics K: B = K⁻¹H = λ[r1 r2 t], the rotation made orthonormal, C = −Rᵀt. */
export function poseFromHomography(h: Mat3, k: Intrinsics, focalSource: FocalSource): CameraPose {
  const kMat: Mat3 = [k.focalPx, 0, k.cx, 0, k.focalPx, k.cy, 0, 0, 1];
  const b = mat3Mul(mat3Inverse(kMat), h);
  const col = (c: number) => [b[c], b[3 + c], b[6 + c]];
  let r1 = col(0);
  let r2 = col(1);
  let t = col(2);
  const lambda = 2 / (norm(r1) + norm(r2));
  const sign = t[2] * lambda < 0 ? -1 : 1;
  r1 = r1.map((v) => v * lambda * sign);
  r2 = r2.map((v) => v * lambda * sign);
  t = t.map((v) => v * lambda * sign);
  // Make r1, r2 orthonormal symmetrically (half the correction to each), then r3 = r1 × r2.
  const d = dot(r1, r2) / 2;
  const a1 = unit(r1.map((v, i) => v - d * r2[i]));
  const a2 = unit(r2.map((v, i) => v - d * r1[i]));
  const r3 = [a1[1] * a2[2] - a1[2] * a2[1], a1[2] * a2[0] - a1[0] * a2[2], a1[0] * a2[1] - a1[1] * a2[0]];
  const c = [-dot(a1, t), -dot(a2, t), -dot(r3, t)];
  // The optical axis against the table's up: the cosine of the tilt is the z of r3 (table z in the camera).
  const axisZ = r3[2];
  return {
    xMm: c[0],
    yMm: c[1],
    heightMm: c[2],
    tiltDeg: (Math.acos(Math.min(1, Math.abs(axisZ))) * 180) / Math.PI,
    focalPx: k.focalPx,
    focalSource,
  };
}

const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: number[]) => Math.sqrt(dot(a, a));
const unit = (a: number[]) => a.map((v) => v / norm(a));
