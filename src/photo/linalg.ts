// Small dense linear algebra for the photo pipeline: 3 x 3 products, a symmetric eigen-solver
// (Jacobi: exact to rounding for the 9 x 9 of a homography) and a linear solve for Gauss-Newton.
import type { Mat3, Vec2 } from './types';

/** The points' mean (their centroid). */
export function centroid(points: readonly Vec2[]): Vec2 {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

export function mat3Mul(a: Mat3, b: Mat3): Mat3 {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) out.push(a[r * 3] * b[c] + a[r * 3 + 1] * b[3 + c] + a[r * 3 + 2] * b[6 + c]);
  }
  return out as unknown as Mat3;
}

export function mat3Inverse(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (det === 0 || !Number.isFinite(det)) throw new RangeError('singular 3 x 3 matrix');
  const k = 1 / det;
  return [
    A * k,
    -(b * i - c * h) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    -(a * f - c * d) * k,
    C * k,
    -(a * h - b * g) * k,
    (a * e - b * d) * k,
  ];
}

/** The point a homography maps `p` to. */
export function applyH(h: Mat3, p: Vec2): Vec2 {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/**
 * Eigen-decomposition of a symmetric n x n matrix (row-major, copied) by cyclic Jacobi rotations.
 * Returns the eigenvalues and the eigenvectors as rows, in the same order.
 */
export function symmetricEigen(input: ArrayLike<number>, n: number): { values: number[]; vectors: number[][] } {
  const a = Array.from(input);
  const v = Array.from({ length: n * n }, (_, k) => (Math.floor(k / n) === k % n ? 1 : 0));
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q] ** 2;
    if (off < 1e-30) break;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) jacobiRotate(a, v, n, p, q);
  }
  const values = Array.from({ length: n }, (_, k) => a[k * n + k]);
  const vectors = Array.from({ length: n }, (_, k) => Array.from({ length: n }, (_, r) => v[r * n + k]));
  return { values, vectors };
}

function jacobiRotate(a: number[], v: number[], n: number, p: number, q: number): void {
  const apq = a[p * n + q];
  if (Math.abs(apq) < 1e-300) return;
  const theta = (a[q * n + q] - a[p * n + p]) / (2 * apq);
  const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
  const c = 1 / Math.sqrt(t * t + 1);
  const s = t * c;
  for (let k = 0; k < n; k++) {
    const akp = a[k * n + p];
    const akq = a[k * n + q];
    a[k * n + p] = c * akp - s * akq;
    a[k * n + q] = s * akp + c * akq;
  }
  for (let k = 0; k < n; k++) {
    const apk = a[p * n + k];
    const aqk = a[q * n + k];
    a[p * n + k] = c * apk - s * aqk;
    a[q * n + k] = s * apk + c * aqk;
  }
  for (let k = 0; k < n; k++) {
    const vkp = v[k * n + p];
    const vkq = v[k * n + q];
    v[k * n + p] = c * vkp - s * vkq;
    v[k * n + q] = s * vkp + c * vkq;
  }
}

/** Solve a x = b (n x n, row-major) by Gaussian elimination with partial pivoting; null when singular. */
export function solveLinear(aIn: ArrayLike<number>, bIn: ArrayLike<number>, n: number): number[] | null {
  const a = Array.from(aIn);
  const b = Array.from(bIn);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]) > Math.abs(a[pivot * n + col])) pivot = r;
    if (Math.abs(a[pivot * n + col]) < 1e-14) return null;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) [a[col * n + k], a[pivot * n + k]] = [a[pivot * n + k], a[col * n + k]];
      [b[col], b[pivot]] = [b[pivot], b[col]];
    }
    for (let r = col + 1; r < n; r++) {
      const f = a[r * n + col] / a[col * n + col];
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[r * n + k] -= f * a[col * n + k];
      b[r] -= f * b[col];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r];
    for (let k = r + 1; k < n; k++) s -= a[r * n + k] * x[k];
    x[r] = s / a[r * n + r];
  }
  return x;
}

/** The inverse of a small symmetric positive matrix (a covariance from JᵀJ), or null. */
export function invertSmall(a: ArrayLike<number>, n: number): number[] | null {
  const out = new Array<number>(n * n).fill(0);
  for (let c = 0; c < n; c++) {
    const e = Array.from({ length: n }, (_, k) => (k === c ? 1 : 0));
    const x = solveLinear(a, e, n);
    if (!x) return null;
    for (let r = 0; r < n; r++) out[r * n + c] = x[r];
  }
  return out;
}
