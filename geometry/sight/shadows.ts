// Shadows: the interval of directions a barrier covers as seen from a point outside it,
// in closed form for discs, convex polygons and eroded loops.
import { onArc } from './barrier';
import type { BarrierSeen, ErodedShape, Frame, SightBarrier } from './types';
import { type Point, hypot } from '../vec';

/** The barrier's shadow relative to the direction of its bounding circle's centre. */
export function shadowOf(s: Point, b: SightBarrier, seen: BarrierSeen): [number, number] | null {
  if (seen.shadow === undefined) seen.shadow = shadowAlong(s, b.shape, seen.dirRad);
  return seen.shadow;
}

/** The shape's shadow seen from s, relative to the direction dirRad (null: no closed form, see loopShadow). */
function shadowAlong(s: Point, shape: ErodedShape, dirRad: number): [number, number] | null {
  return shadowInto(s, shape, dirRad) ? [SHADOW.lo, SHADOW.hi] : null;
}

/** Where shadowInto() leaves a shadow (reused, never kept). */
export const SHADOW = { lo: 0, hi: 0 };
/** shadowInto()'s frame, reset for each shadow (no callee keeps it): a check works out about one per source and barrier. */
const SHADOW_FRAME: Frame = { s: { x: 0, y: 0 }, ux: 1, uy: 0, baseRad: 0 };

/** shadowAlong() left in SHADOW, allocating nothing; false where shadowAlong answers null. */
export function shadowInto(s: Point, shape: ErodedShape, dirRad: number): boolean {
  if (shape.kind === 'empty') return false;
  const fc = SHADOW_FRAME;
  fc.s = s;
  fc.ux = Math.cos(dirRad);
  fc.uy = Math.sin(dirRad);
  fc.baseRad = dirRad;
  if (shape.kind === 'loop') return loopShadow(fc, shape);
  convexShadow(fc, shape);
  return true;
}

/**
 * The angular interval (relative) of an eroded loop seen from outside it, left in SHADOW: the
 * extreme directions of its outline, at the ends of its pieces or where a line from the source is
 * tangent to an arc. False when the source is inside an arc's circle (no tangent).
 */
function loopShadow(fr: Frame, shape: Extract<ErodedShape, { kind: 'loop' }>): boolean {
  let s0 = Infinity;
  let s1 = -Infinity;
  const tp = TANGENT_POINT;
  for (const e of shape.elements) {
    const ap = relAngle(fr, e.a);
    if (ap < s0) s0 = ap;
    if (ap > s1) s1 = ap;
    if (e.kind !== 'arc') continue;
    const dx = fr.s.x - e.center.x;
    const dy = fr.s.y - e.center.y;
    const dc = hypot(dx, dy);
    if (dc <= e.radiusMm) return false;
    const toS = Math.atan2(dy, dx);
    const off = Math.acos(e.radiusMm / dc);
    // The two tangent directions, toS − off then toS + off.
    for (let side = -1; side <= 1; side += 2) {
      const ang = side < 0 ? toS - off : toS + off;
      tp.x = e.center.x + e.radiusMm * Math.cos(ang);
      tp.y = e.center.y + e.radiusMm * Math.sin(ang);
      if (!onArc(e, tp)) continue;
      const at = relAngle(fr, tp);
      if (at < s0) s0 = at;
      if (at > s1) s1 = at;
    }
  }
  SHADOW.lo = s0;
  SHADOW.hi = s1;
  return true;
}

/** loopShadow()'s tangent point (reused: onArc and relAngle keep nothing). */
const TANGENT_POINT = { x: 0, y: 0 };

/** The angular interval (relative) of a disc or convex polygon seen from outside it, left in SHADOW. */
function convexShadow(fr: Frame, shape: Extract<ErodedShape, { kind: 'disc' | 'convex' }>): void {
  if (shape.kind === 'disc') {
    const dc = hypot(shape.center.x - fr.s.x, shape.center.y - fr.s.y);
    const ac = relAngle(fr, shape.center);
    const h = Math.asin(Math.min(1, shape.radiusMm / dc));
    SHADOW.lo = ac - h;
    SHADOW.hi = ac + h;
    return;
  }
  let s0 = Infinity;
  let s1 = -Infinity;
  for (const p of shape.points) {
    const ap = relAngle(fr, p);
    if (ap < s0) s0 = ap;
    if (ap > s1) s1 = ap;
  }
  SHADOW.lo = s0;
  SHADOW.hi = s1;
}

/** directions.ts's relAngle, kept in this file so that the compiler inlines it in the loops over vertices. */
function relAngle(fr: Frame, p: Point): number {
  const vx = p.x - fr.s.x;
  const vy = p.y - fr.s.y;
  return Math.atan2(fr.ux * vy - fr.uy * vx, fr.ux * vx + fr.uy * vy);
}
