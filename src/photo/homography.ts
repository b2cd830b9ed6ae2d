// The table plane's homography (issue 35): table mm → ideal pixels, a least-squares fit to every
// marker corner found. Normalised DLT (Hartley: centroid at 0, mean distance √2 on both sides, so
// that the 9 x 9 system is well conditioned), then Gauss-Newton on the reprojection error in pixels.
import { applyH, centroid, mat3Inverse, mat3Mul, solveLinear, symmetricEigen } from './linalg';
import type { Mat3, Vec2 } from './types';

/** A pair: a point on the table (mm) and where the photo shows it (ideal pixels). */
export type Correspondence = { readonly table: Vec2; readonly image: Vec2 };

/** The similarity that moves points' centroid to 0 and their mean distance to √2. */
function normaliser(points: readonly Vec2[]): Mat3 {
  const { x: mx, y: my } = centroid(points);
  let d = 0;
  for (const p of points) d += Math.hypot(p.x - mx, p.y - my);
  const s = Math.SQRT2 / (d / points.length || 1);
  return [s, 0, -s * mx, 0, s, -s * my, 0, 0, 1];
}

/** The direct linear transform on normalised points: the null vector of Aᵀ A. */
export function dltHomography(pairs: readonly Correspondence[]): Mat3 {
  if (pairs.length < 4) throw new RangeError('a homography needs 4 points');
  const tn = normaliser(pairs.map((p) => p.table));
  const inorm = normaliser(pairs.map((p) => p.image));
  const ata = new Float64Array(81);
  for (const pair of pairs) {
    const a = applyH(tn, pair.table);
    const b = applyH(inorm, pair.image);
    const rows = [
      [a.x, a.y, 1, 0, 0, 0, -b.x * a.x, -b.x * a.y, -b.x],
      [0, 0, 0, a.x, a.y, 1, -b.y * a.x, -b.y * a.y, -b.y],
    ];
    for (const r of rows) for (let i = 0; i < 9; i++) for (let j = 0; j < 9; j++) ata[i * 9 + j] += r[i] * r[j];
  }
  const { values, vectors } = symmetricEigen(ata, 9);
  let k = 0;
  for (let i = 1; i < 9; i++) if (values[i] < values[k]) k = i;
  const hn = vectors[k] as unknown as Mat3;
  const h = mat3Mul(mat3Inverse(inorm), mat3Mul(hn, tn));
  return scaleH(h);
}

/** The same homography with h33 = 1 (a table seen by a camera never maps to infinity at its origin). */
function scaleH(h: Mat3): Mat3 {
  return h.map((v) => v / h[8]) as unknown as Mat3;
}

/** Per-pair reprojection errors in pixels. */
export function reprojectionErrorsPx(h: Mat3, pairs: readonly Correspondence[]): number[] {
  return pairs.map((p) => {
    const q = applyH(h, p.table);
    return Math.hypot(q.x - p.image.x, q.y - p.image.y);
  });
}

export function rms(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.sqrt(values.reduce((s, v) => s + v * v, 0) / values.length);
}

/**
 * Gauss-Newton on the 8 free entries (h33 = 1), minimising the sum of squared pixel distances: the
 * maximum-likelihood fit for corners with equal, independent pixel noise.
 */
export function refineHomography(start: Mat3, pairs: readonly Correspondence[], steps = 6): Mat3 {
  let h = start;
  for (let step = 0; step < steps; step++) {
    const jtj = new Float64Array(64);
    const jtr = new Float64Array(8);
    for (const p of pairs) accumulate(h, p, jtj, jtr);
    const delta = solveLinear(jtj, jtr, 8);
    if (!delta) break;
    const next = h.map((v, i) => (i < 8 ? v + delta[i] : 1)) as unknown as Mat3;
    if (rms(reprojectionErrorsPx(next, pairs)) > rms(reprojectionErrorsPx(h, pairs)) + 1e-12) break;
    h = next;
  }
  return h;
}

function accumulate(h: Mat3, p: Correspondence, jtj: Float64Array, jtr: Float64Array): void {
  const { x, y } = p.table;
  const w = h[6] * x + h[7] * y + 1;
  const u = (h[0] * x + h[1] * y + h[2]) / w;
  const v = (h[3] * x + h[4] * y + h[5]) / w;
  const ju = [x / w, y / w, 1 / w, 0, 0, 0, (-u * x) / w, (-u * y) / w];
  const jv = [0, 0, 0, x / w, y / w, 1 / w, (-v * x) / w, (-v * y) / w];
  const ru = p.image.x - u;
  const rv = p.image.y - v;
  for (let i = 0; i < 8; i++) {
    jtr[i] += ju[i] * ru + jv[i] * rv;
    for (let j = 0; j < 8; j++) jtj[i * 8 + j] += ju[i] * ju[j] + jv[i] * jv[j];
  }
}

/** The least-squares homography: DLT, then refined. */
export function fitHomography(pairs: readonly Correspondence[]): Mat3 {
  return refineHomography(dltHomography(pairs), pairs);
}

/**
 * How far, in mm on the table, a pixel error moves a point near `at`: the inverse map's local
 * scale (the larger singular value of its Jacobian), for turning pixel errors into mm.
 */
export function mmPerPixelAt(h: Mat3, at: Vec2): number {
  const inv = mat3Inverse(h);
  const p = applyH(h, at);
  const e = 0.5;
  const a = applyH(inv, { x: p.x + e, y: p.y });
  const b = applyH(inv, { x: p.x, y: p.y + e });
  const j = [(a.x - at.x) / e, (b.x - at.x) / e, (a.y - at.y) / e, (b.y - at.y) / e];
  const t = j[0] * j[0] + j[1] * j[1] + j[2] * j[2] + j[3] * j[3];
  const d = j[0] * j[3] - j[1] * j[2];
  return Math.sqrt((t + Math.sqrt(Math.max(0, t * t - 4 * d * d))) / 2);
}
