// The nearest points of two eroded shapes (R-5.2 seams): the two ends of the gap the tolerance
// opens between barriers that touch. Closed form over the outlines' pieces: between two pieces
// that do not cross, the least distance is reached at an end of one of them, or along a common
// normal (a segment and an arc: the arc's centre's foot on the segment; two arcs: their centres' line).
import { onArc } from './barrier';
import type { Arc, Element, ErodedShape } from './types';
import { type Point, closestOnSegment, hypot } from '../vec';

/** The outline of an eroded shape as pieces; a disc is one arc that goes all the way round. */
export function outlineOf(s: ErodedShape): Element[] {
  switch (s.kind) {
    case 'empty':
      return [];
    case 'disc': {
      const a = { x: s.center.x + s.radiusMm, y: s.center.y };
      return [{ kind: 'arc', center: s.center, radiusMm: s.radiusMm, startRad: 0, sweepRad: 2 * Math.PI, a, b: a }];
    }
    case 'convex':
      return s.points.map((a, i) => ({ kind: 'seg', a, b: s.points[(i + 1) % s.points.length] }));
    case 'loop':
      return [...s.elements];
  }
}

/** The point of piece e nearest to p. */
function nearestOn(e: Element, p: Point): Point {
  if (e.kind === 'seg') return closestOnSegment(p, e.a, e.b).point;
  const radial = towards(e, p);
  if (radial !== null && onArc(e, radial)) return radial;
  return hypot(e.a.x - p.x, e.a.y - p.y) <= hypot(e.b.x - p.x, e.b.y - p.y) ? e.a : e.b;
}

/** The point of the arc's circle in the direction of p from its centre (null when p is the centre). */
function towards(arc: Arc, p: Point): Point | null {
  const dx = p.x - arc.center.x;
  const dy = p.y - arc.center.y;
  const d = hypot(dx, dy);
  if (d === 0) return null;
  return { x: arc.center.x + (dx / d) * arc.radiusMm, y: arc.center.y + (dy / d) * arc.radiusMm };
}

/** The candidate pairs (p on e, q on f) where the least distance between two pieces may be reached. */
function candidates(e: Element, f: Element, out: [Point, Point][]): void {
  out.push([e.a, nearestOn(f, e.a)], [e.b, nearestOn(f, e.b)]);
  out.push([nearestOn(e, f.a), f.a], [nearestOn(e, f.b), f.b]);
  if (e.kind === 'arc' && f.kind === 'seg') commonNormal(e, f, false, out);
  if (e.kind === 'seg' && f.kind === 'arc') commonNormal(f, e, true, out);
  if (e.kind === 'arc' && f.kind === 'arc') {
    for (const p of [towards(e, f.center), mirrored(e, f.center)])
      for (const q of [towards(f, e.center), mirrored(f, e.center)])
        if (p !== null && q !== null && onArc(e, p) && onArc(f, q)) out.push([p, q]);
  }
}

/** An arc and a segment: the foot of the arc's centre on the segment, and the arc's point towards it. */
function commonNormal(arc: Arc, seg: Extract<Element, { kind: 'seg' }>, swap: boolean, out: [Point, Point][]): void {
  const foot = closestOnSegment(arc.center, seg.a, seg.b).point;
  for (const p of [towards(arc, foot), mirrored(arc, foot)]) {
    if (p === null || !onArc(arc, p)) continue;
    out.push(swap ? [foot, p] : [p, foot]);
  }
}

/** The point of the arc's circle opposite the direction of p (null when p is the centre). */
function mirrored(arc: Arc, p: Point): Point | null {
  const t = towards(arc, p);
  return t === null ? null : { x: 2 * arc.center.x - t.x, y: 2 * arc.center.y - t.y };
}

/** Two pairs that nearly tie are both nearest when their gaps run the same way (parallel faces). */
const TIE_MM = 1e-9;

/**
 * Nearest points [p on a, q on b] of two eroded shapes' outlines, best first (none when either is
 * empty): where a whole stretch of parallel faces is nearest, first the middle of that stretch (the
 * seam's bar then crosses the seam half way along it), then one end of it.
 */
export function nearestPoints(a: ErodedShape, b: ErodedShape): [Point, Point][] {
  const ea = outlineOf(a);
  const eb = outlineOf(b);
  if (ea.length === 0 || eb.length === 0) return [];
  const all: [Point, Point][] = [];
  for (const e of ea) for (const f of eb) candidates(e, f, all);
  let best = Infinity;
  for (const [p, q] of all) best = Math.min(best, hypot(q.x - p.x, q.y - p.y));
  const ties = all.filter(([p, q]) => hypot(q.x - p.x, q.y - p.y) <= best + TIE_MM);
  const middle = middleOfTies(ties, best);
  return middle === null ? [ties[0]] : [middle, ties[0]];
}

/** The tied pairs' mean when they all run the same way (a stretch of parallel faces), else null. */
function middleOfTies(ties: [Point, Point][], best: number): [Point, Point] | null {
  const [p0, q0] = ties[0];
  if (best <= 0 || ties.length < 2) return null;
  const ux = (q0.x - p0.x) / best;
  const uy = (q0.y - p0.y) / best;
  let px = 0;
  let py = 0;
  let qx = 0;
  let qy = 0;
  for (const [p, q] of ties) {
    const d = hypot(q.x - p.x, q.y - p.y);
    if (d === 0 || Math.abs(ux * (q.y - p.y) - uy * (q.x - p.x)) / d > 1e-9) return null;
    px += p.x;
    py += p.y;
    qx += q.x;
    qy += q.y;
  }
  const n = ties.length;
  return [
    { x: px / n, y: py / n },
    { x: qx / n, y: qy / n },
  ];
}
