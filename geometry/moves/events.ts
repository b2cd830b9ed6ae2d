// Closed-form events of a base moving along a target's edge: the parameters at
// which it may begin or stop touching, overlapping or standing on another shape. A superset: a
// caller classifies the pieces between consecutive events with the true tests (standing.ts), so an
// extra event costs a test and a missed one cannot occur (every change of those tests is a vertex
// crossing an edge line, or a circle's centre crossing a line or a circle, at one of the margins).
import type { Footprint } from '../footprint';
import type { Point } from '../vec';

/**
 * How the base moves along an edge: `slide` by t·d (t in [0, 1]) along a side of a square or
 * rectangular target; `turn` by θ radians about the centre `c` of a round target (θ in [0, 2π)).
 */
export type Motion = { readonly kind: 'slide'; readonly d: Point } | { readonly kind: 'turn'; readonly c: Point };

/** The parameter range of a motion. */
export function motionEnd(m: Motion): number {
  return m.kind === 'slide' ? 1 : 2 * Math.PI;
}

/** Roots of A cos φ + B sin φ = K, as φ. */
function sinusoidRoots(A: number, B: number, K: number, out: number[], s: number): void {
  const r = Math.hypot(A, B);
  if (r < 1e-12 || Math.abs(K) > r) return;
  const base = Math.atan2(B, A);
  const w = Math.acos(Math.max(-1, Math.min(1, K / r)));
  out.push((base + w) / s, (base - w) / s);
}

/** Parameters at which point p, carried with sign s, lies on the line n·x = k (n of unit length). */
export function pointLine(m: Motion, p: Point, s: number, n: Point, k: number, out: number[]): void {
  if (m.kind === 'slide') {
    const rate = s * (n.x * m.d.x + n.y * m.d.y);
    if (Math.abs(rate) > 1e-15) out.push((k - n.x * p.x - n.y * p.y) / rate);
    return;
  }
  const qx = p.x - m.c.x;
  const qy = p.y - m.c.y;
  sinusoidRoots(n.x * qx + n.y * qy, n.y * qx - n.x * qy, k - n.x * m.c.x - n.y * m.c.y, out, s);
}

/** Parameters at which point p, carried with sign s, lies on the circle (o, ρ). */
function pointCircle(m: Motion, p: Point, s: number, o: Point, rho: number, out: number[]): void {
  if (rho < 0) return;
  if (m.kind === 'slide') {
    // |p + s t d − o|² = ρ²
    const dx = s * m.d.x;
    const dy = s * m.d.y;
    const fx = p.x - o.x;
    const fy = p.y - o.y;
    const a = dx * dx + dy * dy;
    const b = 2 * (fx * dx + fy * dy);
    const c = fx * fx + fy * fy - rho * rho;
    const disc = b * b - 4 * a * c;
    if (a < 1e-15 || disc < 0) return;
    const sq = Math.sqrt(disc);
    out.push((-b - sq) / (2 * a), (-b + sq) / (2 * a));
    return;
  }
  const qx = p.x - m.c.x;
  const qy = p.y - m.c.y;
  const wx = o.x - m.c.x;
  const wy = o.y - m.c.y;
  sinusoidRoots(wx * qx + wy * qy, wy * qx - wx * qy, (qx * qx + qy * qy + wx * wx + wy * wy - rho * rho) / 2, out, s);
}

type Line = { readonly n: Point; readonly k: number };
function linesOf(points: readonly Point[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    if (l === 0) continue;
    const n = { x: (b.y - a.y) / l, y: -(b.x - a.x) / l };
    out.push({ n, k: n.x * a.x + n.y * a.y });
  }
  return out;
}

/**
 * The events of the base (`moving`, at parameter 0) against a still shape, at each of the margins
 * (mm: 0, τ, −τ...). Raw parameters, not yet limited to the motion's range.
 */
export function contactEvents(m: Motion, moving: Footprint, still: Footprint, margins: readonly number[]): number[] {
  const out: number[] = [];
  if (moving.kind === 'polygon' && still.kind === 'polygon') {
    const ml = linesOf(moving.points);
    const sl = linesOf(still.points);
    for (const w of still.points) for (const l of ml) for (const d of margins) pointLine(m, w, -1, l.n, l.k + d, out);
    for (const v of moving.points) for (const l of sl) for (const d of margins) pointLine(m, v, 1, l.n, l.k + d, out);
  } else if (moving.kind === 'polygon' && still.kind === 'circle') {
    for (const l of linesOf(moving.points))
      for (const d of margins)
        for (const sg of [1, -1]) pointLine(m, still.center, -1, l.n, l.k + sg * (still.radiusMm + d), out);
    for (const v of moving.points) for (const d of margins) pointCircle(m, v, 1, still.center, still.radiusMm + d, out);
  } else if (moving.kind === 'circle' && still.kind === 'polygon') {
    for (const l of linesOf(still.points))
      for (const d of margins)
        for (const sg of [1, -1]) pointLine(m, moving.center, 1, l.n, l.k + sg * (moving.radiusMm + d), out);
    for (const w of still.points)
      for (const d of margins) pointCircle(m, moving.center, 1, w, moving.radiusMm + d, out);
  } else if (moving.kind === 'circle' && still.kind === 'circle') {
    for (const d of margins) pointCircle(m, moving.center, 1, still.center, moving.radiusMm + still.radiusMm + d, out);
  }
  return out;
}

/** The events of the base reaching the table's edges, τ outside them. */
export function tableEvents(
  m: Motion,
  moving: Footprint,
  table: { readonly width: number; readonly depth: number },
  toleranceMm: number,
): number[] {
  const out: number[] = [];
  const lines: Line[] = [
    { n: { x: 1, y: 0 }, k: -toleranceMm },
    { n: { x: 1, y: 0 }, k: table.width + toleranceMm },
    { n: { x: 0, y: 1 }, k: -toleranceMm },
    { n: { x: 0, y: 1 }, k: table.depth + toleranceMm },
  ];
  if (moving.kind === 'polygon') {
    for (const v of moving.points) for (const l of lines) pointLine(m, v, 1, l.n, l.k, out);
  } else {
    for (const l of lines)
      for (const sg of [1, -1]) pointLine(m, moving.center, 1, l.n, l.k + sg * moving.radiusMm, out);
  }
  return out;
}
