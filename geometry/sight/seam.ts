// R-5.2 (Confédé II-D-3) touching barriers leave no seam. Each barrier is eroded by τ so that a
// line grazing it within τ does not cut it; between two barriers closer than τ (bases shoulder to
// shoulder, a house against a wall) that erosion would open a crack the table does not have. The
// seam's bar closes it: a thin rectangle across the gap between the two eroded shapes, from inside
// one to inside the other, whose every line is then cut, as a tape held against the models would be.
//
// Why the bar blocks no other line: its axis runs from a point `a` inside the first eroded shape,
// across the gap between their nearest points, to a point `b` inside the second; its ends are the
// discs of radius w about a and b, inside the shapes. A segment with both ends outside the bar that
// meets its inside crosses its axis (then the gap, or a shape) or one of its ends (inside a shape):
// it was cut by a shape or crosses the gap. So the lines it cuts are exactly the lines through the
// seam. Every touching pair has its own bar, so a cluster of touching barriers and its bars are one
// connected set, and a line through any of its seams is cut.
import { elementsCross, insideEroded } from './barrier';
import { nearestPoints, outlineOf } from './nearest-points';
import type { ErodedShape, SightBarrier } from './types';
import { type Footprint, boxOfPoints, distanceMm, distToBoundary } from '../footprint';
import { type Point, hypot, pointInPolygon, segmentCircle, segmentsIntersect } from '../vec';
import { onArc } from './barrier';

/** Halvings tried for the bar's depth into the shapes and its width before giving the seam up. */
const TRIES = 12;

/**
 * the seam barrier between barriers a and b (outlines `aOutline`, `bOutline`: the shapes
 * before erosion), or null when they do not touch (farther apart than τ) or when their eroded
 * shapes already meet (no crack). Its size is the smaller of the two: a tape through the seam
 * passes over the smaller model's top beside the taller one, so the seam hides no more than the
 * smaller barrier would. Members in the order of their ids.
 */
export function seamBetween(
  a: SightBarrier,
  aOutline: Footprint,
  b: SightBarrier,
  bOutline: Footprint,
  tolMm: number,
): SightBarrier | null {
  if (!(tolMm > 0) || distanceMm(aOutline, bOutline) > tolMm) return null;
  if (a.id > b.id) return seamBetween(b, bOutline, a, aOutline, tolMm);
  if (a.shape.kind === 'empty' || b.shape.kind === 'empty' || erodedMeet(a.shape, b.shape)) return null;
  for (const [p, q] of nearestPoints(a.shape, b.shape)) {
    const points = barAcross(a.shape, p, b.shape, q, tolMm);
    if (points === null) continue;
    return {
      id: `${a.id}+${b.id}`,
      kind: a.kind === 'scenery' || b.kind === 'scenery' ? 'scenery' : 'fighter',
      size: Math.min(a.size, b.size),
      shape: { kind: 'convex', points },
      bbox: boxOfPoints(points),
      seamOf: [a, b],
    };
  }
  return null;
}

/** Do two eroded shapes share a point: their outlines cross, or one holds a point of the other's? */
function erodedMeet(s: ErodedShape, t: ErodedShape): boolean {
  const es = outlineOf(s);
  const et = outlineOf(t);
  if (insideEroded(s, et[0].a) || insideEroded(t, es[0].a)) return true;
  for (const e of es) for (const f of et) if (elementsCross(e, f)) return true;
  return false;
}

/**
 * The bar from p (nearest point of shape s) to q (of shape t), its ends pushed a depth e into
 * each shape and of half-width w, as a counter-clockwise rectangle; both halved together (the
 * width faster) until each end's disc of radius w lies inside its shape. Null when none fits.
 */
function barAcross(s: ErodedShape, p: Point, t: ErodedShape, q: Point, tolMm: number): Point[] | null {
  const d = hypot(q.x - p.x, q.y - p.y);
  if (d === 0) return null;
  const ux = (q.x - p.x) / d;
  const uy = (q.y - p.y) / d;
  for (let k = 0; k < TRIES; k++) {
    const e = tolMm / 2 ** k;
    const w = e / 2 ** (2 + k);
    const a = { x: p.x - ux * e, y: p.y - uy * e };
    const b = { x: q.x + ux * e, y: q.y + uy * e };
    if (!endInside(s, a, p, w) || !endInside(t, b, q, w)) continue;
    return [
      { x: a.x + uy * w, y: a.y - ux * w },
      { x: b.x + uy * w, y: b.y - ux * w },
      { x: b.x - uy * w, y: b.y + ux * w },
      { x: a.x - uy * w, y: a.y + ux * w },
    ];
  }
  return null;
}

/** Does the disc of radius w about c lie inside the eroded shape, and the segment from c to its outline point p in it? */
function endInside(s: ErodedShape, c: Point, p: Point, w: number): boolean {
  switch (s.kind) {
    case 'empty':
      return false;
    case 'disc':
      return hypot(c.x - s.center.x, c.y - s.center.y) + w < s.radiusMm;
    case 'convex':
      // Convex: the segment to its own outline point lies in it.
      return edgeClearance(s.points, c) > w;
    case 'loop': {
      const polygon: Footprint = { kind: 'polygon', points: s.polygon, convex: false };
      if (!pointInPolygon(c, s.polygon) || !(distToBoundary(polygon, c) > s.depthMm + w)) return false;
      return !outlineCrossesBefore(s, c, p);
    }
  }
}

/** The least signed distance from c to the lines of a counter-clockwise convex polygon's edges. */
function edgeClearance(points: readonly Point[], c: Point): number {
  let least = Infinity;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const l = hypot(b.x - a.x, b.y - a.y);
    if (l > 0) least = Math.min(least, ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / l);
  }
  return least;
}

/** Slack, mm, by which the segment c→p stops short of p, its end on the outline. */
const SHORT_MM = 1e-7;

/** Does the loop's outline cross the segment from c to just short of p (leaving the shape on the way)? */
function outlineCrossesBefore(s: Extract<ErodedShape, { kind: 'loop' }>, c: Point, p: Point): boolean {
  const l = hypot(p.x - c.x, p.y - c.y);
  if (l <= SHORT_MM) return false;
  const k = (l - SHORT_MM) / l;
  const end = { x: c.x + (p.x - c.x) * k, y: c.y + (p.y - c.y) * k };
  for (const e of s.elements) {
    if (
      e.kind === 'seg'
        ? segmentsIntersect(c, end, e.a, e.b)
        : segmentCircle(c, end, e.center, e.radiusMm).some((x) => onArc(e, x))
    )
      return true;
  }
  return false;
}

/** The ids a barrier stands for among a pair's blockers: a seam's two members, else its own. */
export function memberIds(b: SightBarrier): readonly string[] {
  return b.seamOf === undefined ? [b.id] : [b.seamOf[0].id, b.seamOf[1].id];
}
