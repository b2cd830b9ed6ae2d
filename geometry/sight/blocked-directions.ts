// The directions one barrier blocks: exact shortcuts first (outside the cone, beyond
// the target, wholly in front of it), else the critical directions cut Φ into cells, and one exact
// segment test per cell classifies the whole cell. No sampling: exact up to rounding.
import { boundaryOf, segmentCutsEroded } from './barrier';
import { rayToTarget } from './directions';
import { ANGLE_EPS, type Intervals, sortInPlace } from './intervals';
import { shadowOf } from './shadows';
import type { BarrierSeen, ErodedShape, Frame, SightBarrier } from './types';
import { type Footprint, distanceMm } from '../footprint';
import { type Point, circleCircle, hypot, segmentCircle } from '../vec';

/** Critical directions of one barrier (relative angles), unfiltered. */
function criticalAngles(fr: Frame, shape: ErodedShape, t: Footprint, out: number[]): void {
  const { vertices, circles, segments } = boundaryOf(shape);
  for (const v of vertices) out.push(relAngle(fr, v));
  for (const c of circles) {
    const dx = c.center.x - fr.s.x;
    const dy = c.center.y - fr.s.y;
    const d = hypot(dx, dy);
    if (d <= c.radiusMm) continue;
    const mid = relAngle(fr, c.center);
    const half = Math.asin(c.radiusMm / d);
    out.push(mid - half, mid + half);
  }
  // Where the barrier's outline crosses the target's outline, the nearest target point may pass
  // from outside the barrier to inside it.
  if (t.kind === 'circle') {
    for (const [a, b] of segments) for (const p of segmentCircle(a, b, t.center, t.radiusMm)) out.push(relAngle(fr, p));
    for (const c of circles)
      for (const p of circleCircle(c.center, c.radiusMm, t.center, t.radiusMm)) out.push(relAngle(fr, p));
  } else {
    const tp = t.points;
    for (let i = 0, j = tp.length - 1; i < tp.length; j = i++) {
      for (const [a, b] of segments) pushCrossing(fr, a, b, tp[j], tp[i], out);
      for (const c of circles)
        for (const p of segmentCircle(tp[j], tp[i], c.center, c.radiusMm)) out.push(relAngle(fr, p));
    }
  }
}

/** segmentSegmentPoint(a, b, c, d), when there is one, pushed as a relative angle: the same arithmetic, no allocation. */
function pushCrossing(fr: Frame, a: Point, b: Point, c: Point, d: Point, out: number[]): void {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den === 0) return;
  const cax = c.x - a.x;
  const cay = c.y - a.y;
  const t = (cax * sy - cay * sx) / den;
  const v = (cax * ry - cay * rx) / den;
  if (t < 0 || t > 1 || v < 0 || v > 1) return;
  const px = a.x + rx * t;
  const py = a.y + ry * t;
  const vx = px - fr.s.x;
  const vy = py - fr.s.y;
  out.push(Math.atan2(fr.ux * vy - fr.uy * vx, fr.ux * vx + fr.uy * vy));
}

/** Scratch for blockedIntervals: the critical directions, and those within [lo, hi] in order. */
const CRIT: number[] = [];
const CUTS: number[] = [];
/**
 * The directions within [lo, hi] that the barrier blocks, as relative-angle intervals.
 * Exact: the critical directions split Φ into cells; one segment test decides each cell.
 */
function blockedIntervals(fr: Frame, shape: ErodedShape, t: Footprint, lo: number, hi: number, out: Intervals): void {
  const crit = CRIT;
  crit.length = 0;
  criticalAngles(fr, shape, t, crit);
  const cuts = CUTS;
  cuts.length = 0;
  cuts.push(lo);
  for (const a of crit) if (a > lo && a < hi) cuts.push(a);
  cuts.push(hi);
  sortInPlace(cuts);
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i];
    const b = cuts[i + 1];
    if (b - a <= ANGLE_EPS) continue;
    const mid = fr.baseRad + (a + b) / 2;
    const dx = Math.cos(mid);
    const dy = Math.sin(mid);
    const reach = rayToTarget(fr.s, dx, dy, t);
    if (!Number.isFinite(reach)) continue;
    const q = { x: fr.s.x + dx * reach, y: fr.s.y + dy * reach };
    if (!segmentCutsEroded(shape, fr.s, q)) continue;
    out.pushJoined(a, b);
  }
}

/**
 * The directions of [lo, hi] the barrier blocks, appended to `out` (nothing when it cannot block any). Exact
 * shortcuts come before the general method: a barrier whose bounding circle lies outside the
 * cone of Φ or wholly beyond the target's farthest point blocks nothing; a barrier wholly
 * nearer than the target's nearest point blocks exactly its own angular shadow; a disc or
 * convex barrier apart from the target blocks its whole shadow or nothing.
 */
export function barrierIntervals(
  fr: Frame,
  b: SightBarrier,
  t: Footprint,
  lo: number,
  hi: number,
  nearMm: number,
  farMm: number,
  seen: BarrierSeen,
  out: Intervals,
): void {
  const d = seen.distMm;
  const br = seen.radiusMm;
  if (seen.nearestMm >= farMm) return;
  if (d > br) {
    let a = seen.dirRad - fr.baseRad;
    if (a > Math.PI) a -= 2 * Math.PI;
    else if (a <= -Math.PI) a += 2 * Math.PI;
    const half = seen.halfRad;
    if (a + half <= lo || a - half >= hi) return;
    const shape = b.shape;
    // The shadows below are min/max of relative angles: only sound when the barrier's directions
    // do not straddle the one opposite the target (±π).
    if (Math.abs(a) + half >= Math.PI) return blockedIntervals(fr, shape, t, lo, hi, out);
    const shadow = shadowOf(fr.s, b, seen);
    if (shadow) {
      // Rays outside the shadow miss the barrier: only its shadow's part of Φ is in question.
      const x0 = Math.max(lo, a + shadow[0]);
      const x1 = Math.min(hi, a + shadow[1]);
      if (x1 <= x0) return;
      // Wholly nearer than the target: every ray through the (connected) eroded shape cuts it
      // before reaching the target, so the blocked directions are exactly its shadow.
      if (seen.farthestMm < nearMm) return out.push(x0, x1);
      // Two disjoint convex sets are met in the same order by every ray that meets both, so
      // one ray through the common directions tells whether the barrier is in front.
      if (shape.kind === 'disc' || shape.kind === 'convex') {
        const asFootprint: Footprint =
          shape.kind === 'disc'
            ? { kind: 'circle', center: shape.center, radiusMm: shape.radiusMm }
            : { kind: 'polygon', points: shape.points, convex: true };
        if (distanceMm(asFootprint, t) > 0) {
          const mid = fr.baseRad + (x0 + x1) / 2;
          const dx = Math.cos(mid);
          const dy = Math.sin(mid);
          const toBarrier = rayToTarget(fr.s, dx, dy, asFootprint);
          const toTarget = rayToTarget(fr.s, dx, dy, t);
          if (Number.isFinite(toTarget)) return toBarrier < toTarget ? out.push(x0, x1) : undefined;
        }
      }
      return blockedIntervals(fr, shape, t, x0, x1, out);
    }
  }
  blockedIntervals(fr, b.shape, t, lo, hi, out);
}

/** directions.ts's relAngle, kept in this file so that the compiler inlines it in the loops over vertices. */
function relAngle(fr: Frame, p: Point): number {
  const vx = p.x - fr.s.x;
  const vy = p.y - fr.s.y;
  return Math.atan2(fr.ux * vy - fr.uy * vx, fr.ux * vx + fr.uy * vy);
}
