// Clearance: exact distances from the route's segments and arcs to footprints, whether they
// cross a footprint, and quick rejects by a disc holding it. The search's inner loop runs these:
// they take numbers and allocate nothing.
import { type Footprint, bbox, containsPoint, distToBoundary } from '../footprint';
import {
  type Point,
  closestTOnSegmentXY,
  distPointSegment,
  distPointSegmentSq,
  distPointSegmentSqXY,
  segmentsIntersect,
} from '../vec';

/** Slack for floating-point rounding in clearance tests (not a rules tolerance). */
export const CLEARANCE_EPS_MM = 1e-6;

/** Least distance between segment ab and a footprint (0 when they meet). */
export function distSegmentFootprint(a: Point, b: Point, f: Footprint): number {
  if (f.kind === 'circle') return Math.max(0, distPointSegment(f.center, a, b) - f.radiusMm);
  const pts = f.points;
  if (containsPoint(f, a)) return 0;
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const q = pts[i];
    if (segmentsIntersect(a, b, p, q)) return 0;
    best = Math.min(
      best,
      distPointSegment(a, p, q),
      distPointSegment(b, p, q),
      distPointSegment(p, a, b),
      distPointSegment(q, a, b),
    );
  }
  return best;
}

/**
 * `distSegmentFootprint(a, b, f) < gap`, the same verdict, from squared distances (no Math.hypot,
 * slow and allocating in V8) unless the distance lies within rounding of `gap`, where the exact
 * test decides.
 */
export function segmentFootprintWithin(a: Point, b: Point, f: Footprint, gap: number): boolean {
  if (f.kind === 'circle') return Math.max(0, Math.sqrt(distPointSegmentSq(f.center, a, b)) - f.radiusMm) < gap;
  const pts = f.points;
  if (containsPoint(f, a)) return 0 < gap;
  let best2 = Infinity;
  const ax = a.x;
  const ay = a.y;
  const abx = b.x - ax;
  const aby = b.y - ay;
  const ab2 = abx * abx + aby * aby;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const q = pts[i];
    if (segmentsIntersect(a, b, p, q)) return 0 < gap;
    // a and b to pq, p and q to ab, written out (distPointSegmentSqXY's arithmetic): a call per
    // distance passes six numbers, each boxed on the heap when the call is not inlined (most of a
    // query's garbage).
    const px = p.x;
    const py = p.y;
    const pqx = q.x - px;
    const pqy = q.y - py;
    const pq2 = pqx * pqx + pqy * pqy;
    for (let k = 0; k < 4; k++) {
      // The point (x, y) and the segment from (sx, sy) along (dx, dy), of squared length l2.
      const x = k === 0 ? ax : k === 1 ? b.x : k === 2 ? px : q.x;
      const y = k === 0 ? ay : k === 1 ? b.y : k === 2 ? py : q.y;
      const onPq = k < 2;
      const sx = onPq ? px : ax;
      const sy = onPq ? py : ay;
      const dx = onPq ? pqx : abx;
      const dy = onPq ? pqy : aby;
      const l2 = onPq ? pq2 : ab2;
      let t = l2 === 0 ? 0 : ((x - sx) * dx + (y - sy) * dy) / l2;
      if (t < 0) t = 0;
      else if (t > 1) t = 1;
      const ex = x - (sx + dx * t);
      const ey = y - (sy + dy * t);
      const d2 = ex * ex + ey * ey;
      if (d2 < best2) best2 = d2;
    }
  }
  const d = Math.sqrt(best2);
  // Math.hypot and this square root agree to a few ulps: far wider apart than that, the verdict stands.
  if (Math.abs(d - gap) > 1e-9 * Math.max(1, gap)) return d < gap;
  return distSegmentFootprint(a, b, f) < gap;
}

export function angleOnArc(startRad: number, sweepRad: number, ang: number): boolean {
  let d = ang - startRad;
  if (sweepRad >= 0) {
    d = ((d % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    return d <= sweepRad + 1e-12;
  }
  d = ((-d % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return d <= -sweepRad + 1e-12;
}

export function arcPoint(c: Point, r: number, ang: number): Point {
  return { x: c.x + r * Math.cos(ang), y: c.y + r * Math.sin(ang) };
}

// The arc kernels below take coordinates as numbers and allocate nothing: they run in the
// search's inner loop, where V8's short-lived points and Math.hypot's boxed results were most of
// a query's garbage (and its collections the slowest queries' extra time).

/** Distance from (px, py) to segment ab. */
export function distPointSegmentXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(distPointSegmentSqXY(px, py, ax, ay, bx, by));
}

/** Least distance from (px, py) to the arc of circle (c, r) from startRad over sweepRad. */
export function distPointArcXY(
  px: number,
  py: number,
  cx: number,
  cy: number,
  r: number,
  startRad: number,
  sweepRad: number,
): number {
  const dx = px - cx;
  const dy = py - cy;
  const dc = Math.sqrt(dx * dx + dy * dy);
  if (dc > 0 && angleOnArc(startRad, sweepRad, Math.atan2(dy, dx))) return Math.abs(dc - r);
  const e0x = cx + r * Math.cos(startRad) - px;
  const e0y = cy + r * Math.sin(startRad) - py;
  const e1x = cx + r * Math.cos(startRad + sweepRad) - px;
  const e1y = cy + r * Math.sin(startRad + sweepRad) - py;
  return Math.sqrt(Math.min(e0x * e0x + e0y * e0y, e1x * e1x + e1y * e1y));
}

/** Least distance from a point to an arc. */
export function distPointArc(p: Point, c: Point, r: number, startRad: number, sweepRad: number): number {
  return distPointArcXY(p.x, p.y, c.x, c.y, r, startRad, sweepRad);
}

/** Least distance between an arc and segment ab. */
export function distArcSegment(c: Point, r: number, startRad: number, sweepRad: number, a: Point, b: Point): number {
  const cx = c.x;
  const cy = c.y;
  const ax = a.x;
  const ay = a.y;
  const ux = b.x - ax;
  const uy = b.y - ay;
  // Where the segment crosses the circle (as lineCircle, numerically stable roots): on the arc, they meet.
  const l2 = ux * ux + uy * uy;
  const fx = ax - cx;
  const fy = ay - cy;
  if (l2 > 0) {
    const bq = 2 * (fx * ux + fy * uy);
    const k = fx * fx + fy * fy - r * r;
    const disc = bq * bq - 4 * l2 * k;
    if (disc >= 0) {
      const sq = Math.sqrt(disc);
      const q = bq >= 0 ? -0.5 * (bq + sq) : -0.5 * (bq - sq);
      const t1 = q / l2;
      const t2 = q === 0 ? -t1 : k / q;
      if (t1 >= 0 && t1 <= 1 && angleOnArc(startRad, sweepRad, Math.atan2(fy + uy * t1, fx + ux * t1))) return 0;
      if (t2 >= 0 && t2 <= 1 && angleOnArc(startRad, sweepRad, Math.atan2(fy + uy * t2, fx + ux * t2))) return 0;
    }
  }
  const bx = b.x;
  const by = b.y;
  const e0x = cx + r * Math.cos(startRad);
  const e0y = cy + r * Math.sin(startRad);
  const e1x = cx + r * Math.cos(startRad + sweepRad);
  const e1y = cy + r * Math.sin(startRad + sweepRad);
  let best = Math.min(
    distPointSegmentXY(e0x, e0y, ax, ay, bx, by),
    distPointSegmentXY(e1x, e1y, ax, ay, bx, by),
    distPointArcXY(ax, ay, cx, cy, r, startRad, sweepRad),
    distPointArcXY(bx, by, cx, cy, r, startRad, sweepRad),
  );
  // The arc points whose radius is perpendicular to the segment, when its foot falls on the segment.
  if (l2 > 0) {
    const t = (-fx * ux - fy * uy) / l2;
    if (t > 0 && t < 1) {
      const dx = fx + ux * t;
      const dy = fy + uy * t;
      if (dx !== 0 || dy !== 0) {
        for (let s = 1; s >= -1; s -= 2) {
          const ang = Math.atan2(s * dy, s * dx);
          if (angleOnArc(startRad, sweepRad, ang))
            best = Math.min(best, distPointSegmentXY(cx + r * Math.cos(ang), cy + r * Math.sin(ang), ax, ay, bx, by));
        }
      }
    }
  }
  return best;
}

/** A point reused by the kernels for a call that takes a Point (never kept by the callee). */
const scratchPoint = { x: 0, y: 0 };

/** Least distance between an arc and a footprint. */
export function distArcFootprint(c: Point, r: number, startRad: number, sweepRad: number, f: Footprint): number {
  if (f.kind === 'circle') {
    // The circle may hold the arc's points inside it or cross it: 0 then.
    return Math.max(0, distPointArc(f.center, c, r, startRad, sweepRad) - f.radiusMm);
  }
  const pts = f.points;
  scratchPoint.x = c.x + r * Math.cos(startRad);
  scratchPoint.y = c.y + r * Math.sin(startRad);
  if (containsPoint(f, scratchPoint)) return 0;
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++)
    best = Math.min(best, distArcSegment(c, r, startRad, sweepRad, pts[j], pts[i]));
  return best;
}

/**
 * Does every point of the arc stay at least `rT` inside the table? Its ends and the extreme points
 * of its circle that lie on it are the only candidates for its least and greatest x and y.
 */
export function arcOnTable(
  table: { readonly width: number; readonly depth: number },
  cx: number,
  cy: number,
  r: number,
  startRad: number,
  sweepRad: number,
  rT: number,
): boolean {
  if (cx - r >= rT && cy - r >= rT && cx + r <= table.width - rT && cy + r <= table.depth - rT) return true;
  for (let k = 0; k < 6; k++) {
    const ang = k === 0 ? startRad : k === 1 ? startRad + sweepRad : ((k - 2) * Math.PI) / 2;
    if (k >= 2 && !angleOnArc(startRad, sweepRad, ang)) continue;
    const x = cx + r * Math.cos(ang);
    const y = cy + r * Math.sin(ang);
    if (!(x >= rT && y >= rT && x <= table.width - rT && y <= table.depth - rT)) return false;
  }
  return true;
}

/** Depth (mm) a point must reach inside an obstacle to count as crossing it, not sliding along it. */
export const CROSSING_DEPTH_MM = 1e-3;

/**
 * Does segment ab pass through the footprint's interior? A relaxed obstacle (the mover starts in
 * contact with it, or the goal touches it) may be approached down to its outline, never crossed:
 * without this test a gap of 0 would let the route run straight through a base in contact.
 */
export function segmentEntersFootprint(a: Point, b: Point, f: Footprint): boolean {
  if (f.kind === 'circle') return distPointSegment(f.center, a, b) < f.radiusMm - CROSSING_DEPTH_MM;
  // Cut ab at every crossing with the outline; a piece between two cuts lies wholly inside or
  // wholly outside, so its midpoint decides. (The cuts in a scratch array kept sorted by
  // insertion: no allocation.)
  const pts = f.points;
  if (crossingCuts.length < pts.length + 2) crossingCuts = new Float64Array(2 * pts.length + 2);
  const ts = crossingCuts;
  ts[0] = 0;
  ts[1] = 1;
  let n = 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const ex = pts[i].x - p.x;
    const ey = pts[i].y - p.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-15) continue;
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const u = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (!(t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12)) continue;
    let k = n++;
    while (k > 0 && ts[k - 1] > t) {
      ts[k] = ts[k - 1];
      k--;
    }
    ts[k] = t;
  }
  for (let i = 0; i + 1 < n; i++) {
    if (ts[i + 1] - ts[i] < 1e-12) continue;
    const t = (ts[i] + ts[i + 1]) / 2;
    const m = crossingMid;
    m.x = a.x + dx * t;
    m.y = a.y + dy * t;
    if (containsPoint(f, m) && distToBoundary(f, m) > CROSSING_DEPTH_MM) return true;
  }
  return false;
}
let crossingCuts = new Float64Array(16);
const crossingMid = { x: 0, y: 0 };

/**
 * The same for an arc. Against a circle, exactly. Against a polygon, the arc is cut where it
 * crosses the outline (closed-form circle–side intersections); each piece between two cuts lies
 * wholly inside or wholly outside, and its middle and quarter points decide, as a segment's
 * middle point does (the old test, on chords within 1e-4 mm of the arc, made hundreds of them for
 * each arc beside a relaxed polygon).
 */
export function arcEntersFootprint(c: Point, r: number, startRad: number, sweepRad: number, f: Footprint): boolean {
  if (f.kind === 'circle') return distPointArc(f.center, c, r, startRad, sweepRad) < f.radiusMm - CROSSING_DEPTH_MM;
  if (r === 0 || sweepRad === 0) return false;
  const pts = f.points;
  if (arcCuts.length < 2 * pts.length + 2) arcCuts = new Float64Array(4 * pts.length + 2);
  const us = arcCuts;
  us[0] = 0;
  us[1] = 1;
  let n = 2;
  const span = Math.abs(sweepRad);
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const ax = pts[j].x;
    const ay = pts[j].y;
    const ux = pts[i].x - ax;
    const uy = pts[i].y - ay;
    const l2 = ux * ux + uy * uy;
    if (l2 === 0) continue;
    const fx = ax - c.x;
    const fy = ay - c.y;
    const bq = 2 * (fx * ux + fy * uy);
    const k = fx * fx + fy * fy - r * r;
    const disc = bq * bq - 4 * l2 * k;
    if (disc < 0) continue;
    const sq = Math.sqrt(disc);
    const q = bq >= 0 ? -0.5 * (bq + sq) : -0.5 * (bq - sq);
    for (let root = 0; root < 2; root++) {
      const t = root === 0 ? q / l2 : q === 0 ? -q / l2 : k / q;
      if (!(t >= 0 && t <= 1)) continue;
      // Where along the arc (0 at its start, 1 at its end).
      const ang = Math.atan2(fy + uy * t, fx + ux * t);
      let d = sweepRad >= 0 ? ang - startRad : startRad - ang;
      d %= 2 * Math.PI;
      if (d < 0) d += 2 * Math.PI;
      const u = d / span;
      if (!(u > 0 && u < 1)) continue;
      let m = n++;
      while (m > 0 && us[m - 1] > u) {
        us[m] = us[m - 1];
        m--;
      }
      us[m] = u;
    }
  }
  const pt = arcMid;
  for (let i = 0; i + 1 < n; i++) {
    if (us[i + 1] - us[i] < 1e-12) continue;
    for (let k = 1; k <= 3; k++) {
      const ang = startRad + sweepRad * (us[i] + ((us[i + 1] - us[i]) * k) / 4);
      pt.x = c.x + r * Math.cos(ang);
      pt.y = c.y + r * Math.sin(ang);
      if (containsPoint(f, pt) && distToBoundary(f, pt) > CROSSING_DEPTH_MM) return true;
    }
  }
  return false;
}
let arcCuts = new Float64Array(34);
const arcMid = { x: 0, y: 0 };

/** Length of segment ab (Math.hypot allocates in V8's hot loops; mm values are far from overflow). */
export function lengthOf(ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
}

/**
 * closestPoint(f, p) written into `out` (returned), for the search's aims at a target base: the
 * same point without the points closestPoint makes per side (sides compared by squared distance:
 * only a tie within rounding can pick the other side, and its point is then as near).
 */
export function closestPointInto(f: Footprint, p: Point, out: { x: number; y: number }): Point {
  out.x = p.x;
  out.y = p.y;
  if (containsPoint(f, p)) return out;
  if (f.kind === 'circle') {
    const dx = p.x - f.center.x;
    const dy = p.y - f.center.y;
    const d = Math.hypot(dx, dy);
    out.x = f.center.x + (dx / d) * f.radiusMm;
    out.y = f.center.y + (dy / d) * f.radiusMm;
    return out;
  }
  let best = Infinity;
  const pts = f.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j];
    const b = pts[i];
    const t = closestTOnSegmentXY(p.x, p.y, a.x, a.y, b.x, b.y);
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t;
    // Squared: Math.hypot returns a fresh number from every call, and only the order matters here.
    const d2 = (x - p.x) * (x - p.x) + (y - p.y) * (y - p.y);
    if (d2 < best) {
      best = d2;
      out.x = x;
      out.y = y;
    }
  }
  return out;
}

/** An obstacle's box grown by the clearance, for the R-tree, and a disc holding its footprint (ox, oy, or) for quick rejects. */
export type BoxItem = {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  slot: number;
  ox: number;
  oy: number;
  or: number;
};

/** A disc holding the footprint. */
export function boundingDisc(f: Footprint): { ox: number; oy: number; or: number } {
  if (f.kind === 'circle') return { ox: f.center.x, oy: f.center.y, or: f.radiusMm };
  const b = bbox(f);
  const ox = (b.minX + b.maxX) / 2;
  const oy = (b.minY + b.maxY) / 2;
  let or = 0;
  for (const p of f.points) or = Math.max(or, Math.sqrt((p.x - ox) * (p.x - ox) + (p.y - oy) * (p.y - oy)));
  return { ox, oy, or };
}

/** Distance from (px, py) to segment ab (allocation-free, for the quick rejects). */
export function distToSegment(px: number, py: number, a: Point, b: Point): number {
  return Math.sqrt(distPointSegmentSqXY(px, py, a.x, a.y, b.x, b.y));
}

/**
 * Quick reject: the footprint in `h` is surely farther than `gapMm` (and, as it is then at a
 * positive distance, not crossed) from segment ab. The margin covers rounding in the bound.
 */
export function segmentSurelyClear(h: BoxItem, a: Point, b: Point, gapMm: number): boolean {
  return distToSegment(h.ox, h.oy, a, b) - h.or > Math.max(gapMm, 0) + 1e-9;
}

/** The same for an arc of circle (c, r): every arc point is at least |‖o − c‖ − r| from the disc's centre. */
export function arcSurelyClear(h: BoxItem, c: Point, r: number, gapMm: number): boolean {
  const dx = h.ox - c.x;
  const dy = h.oy - c.y;
  return Math.abs(Math.sqrt(dx * dx + dy * dy) - r) - h.or > Math.max(gapMm, 0) + 1e-9;
}
