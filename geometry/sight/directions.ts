// Directions from a source point: angles relative to a frame's axis, the first
// meeting of a ray with the target, and Φ, the interval of directions that meet the target.
import { clipSegmentConvex } from '../clip';
import type { Footprint } from '../footprint';
import { type Point, hypot, lineCircle } from '../vec';
import type { Frame } from './types';

/**
 * Direction of p from the frame origin, as an angle relative to the frame's axis, in (−π, π].
 * shadows.ts and blocked-directions.ts keep their own copy: called through an import in their
 * loops over vertices, it was not inlined and cost single pairs' sweeps about 7%.
 */
function relAngle(fr: Frame, p: Point): number {
  const vx = p.x - fr.s.x;
  const vy = p.y - fr.s.y;
  return Math.atan2(fr.ux * vy - fr.uy * vx, fr.ux * vx + fr.uy * vy);
}

/** Parameter along the ray (unit direction) of its first meeting with the target, or Infinity. */
export function rayToTarget(s: Point, dx: number, dy: number, t: Footprint): number {
  if (t.kind === 'circle') {
    const ts = lineCircle(s, { x: dx, y: dy }, t.center, t.radiusMm);
    if (!ts || ts[1] < 0) return Infinity;
    return Math.max(0, ts[0]);
  }
  const far = { x: s.x + dx * 1e7, y: s.y + dy * 1e7 };
  const iv = clipSegmentConvex(s, far, t.points);
  return iv ? iv[0] * 1e7 : Infinity;
}

/** What targetSpan leaves for its caller to read at once; for a round target, also its centre's distance. */
export const SPAN = { lo: 0, hi: 0, centreMm: NaN };

/** Φ relative to the axis towards the target's centre: [lo, hi] in radians, left in SPAN. */
export function targetSpan(fr: Frame, t: Footprint): void {
  if (t.kind === 'circle') {
    const d = hypot(t.center.x - fr.s.x, t.center.y - fr.s.y);
    const half = Math.asin(Math.min(1, t.radiusMm / d));
    SPAN.centreMm = d;
    SPAN.lo = -half;
    SPAN.hi = half;
    return;
  }
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of t.points) {
    const a = relAngle(fr, p);
    if (a < lo) lo = a;
    if (a > hi) hi = a;
  }
  SPAN.lo = lo;
  SPAN.hi = hi;
}
