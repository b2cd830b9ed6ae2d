// A barrier as seen from one source point, whatever the target: the direction, distance and
// angular half-width of its bounding circle, and bounds on the distance to its points.
import type { BarrierSeen, ErodedShape, SightBarrier, SightCache } from './types';
import { type Point, hypot, pointInPolygon } from '../vec';

export function seenFrom(s: Point, b: SightBarrier, cache: SightCache | undefined): BarrierSeen {
  const known = cache?.get(b);
  if (known) return known;
  const circle = barrierCircle(b);
  const seen = seeBarrier(s, b, circle.x, circle.y, circle.radiusMm);
  cache?.set(b, seen);
  return seen;
}

/** The circle around a barrier's box: its centre and half its diagonal. */
export function barrierCircle(b: SightBarrier): { x: number; y: number; radiusMm: number } {
  return {
    x: (b.bbox.minX + b.bbox.maxX) / 2,
    y: (b.bbox.minY + b.bbox.maxY) / 2,
    radiusMm: hypot(b.bbox.maxX - b.bbox.minX, b.bbox.maxY - b.bbox.minY) / 2,
  };
}

/** The barrier `b` as seen from `s`; (cx, cy, br) is barrierCircle(b). */
export function seeBarrier(s: Point, b: SightBarrier, cx: number, cy: number, br: number): BarrierSeen {
  const d = hypot(cx - s.x, cy - s.y);
  const [nearestMm, farthestMm] = reachOf(s, b.shape);
  return {
    dirRad: Math.atan2(cy - s.y, cx - s.x),
    halfRad: d > br ? Math.asin(br / d) : Math.PI,
    distMm: d,
    radiusMm: br,
    nearestMm,
    farthestMm,
    shadow: undefined,
  };
}

/**
 * Lower and upper bounds on the distance from s to the points of an eroded shape: exact for
 * discs and convex polygons; a loop lies within its original polygon, which bounds it.
 */
export function reachOf(s: Point, shape: ErodedShape): [number, number] {
  switch (shape.kind) {
    case 'empty':
      return [Infinity, -Infinity];
    case 'disc': {
      const dc = hypot(shape.center.x - s.x, shape.center.y - s.y);
      return [Math.max(0, dc - shape.radiusMm), dc + shape.radiusMm];
    }
    case 'convex':
    case 'loop': {
      // Squared distances, one square root each: this runs for every source and barrier.
      const pts = shape.kind === 'convex' ? shape.points : shape.polygon;
      let far2 = 0;
      let near2 = Infinity;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const px = pts[i].x - s.x;
        const py = pts[i].y - s.y;
        const d2 = px * px + py * py;
        if (d2 > far2) far2 = d2;
        const ex = pts[i].x - pts[j].x;
        const ey = pts[i].y - pts[j].y;
        const l2 = ex * ex + ey * ey;
        const u = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((s.x - pts[j].x) * ex + (s.y - pts[j].y) * ey) / l2));
        const qx = pts[j].x + ex * u - s.x;
        const qy = pts[j].y + ey * u - s.y;
        const q2 = qx * qx + qy * qy;
        if (q2 < near2) near2 = q2;
      }
      const near = pointInPolygon(s, pts) ? 0 : Math.sqrt(near2);
      return [near, Math.sqrt(far2)];
    }
  }
}
