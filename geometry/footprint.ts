// Footprints: the shapes that bases and scenery occupy on the table.
import {
  type Point,
  SQUARED_SLACK,
  closestOnSegment,
  distPointSegment,
  distPointSegmentSq,
  hypot,
  pointInPolygon,
  segmentsIntersect,
  signedArea,
  vertexCentroid,
} from './vec';

export type Circle = { readonly kind: 'circle'; readonly center: Point; readonly radiusMm: number };
/** A simple polygon, stored counter-clockwise. `convex` is true for bases and convex scenery. */
export type Polygon = { readonly kind: 'polygon'; readonly points: readonly Point[]; readonly convex: boolean };
export type Footprint = Circle | Polygon;

export type BBox = { minX: number; minY: number; maxX: number; maxY: number };

export function circle(center: Point, radiusMm: number): Circle {
  return { kind: 'circle', center, radiusMm };
}

/** Build a polygon footprint; the points are re-ordered counter-clockwise. */
export function polygon(points: readonly Point[]): Polygon {
  const ccw = signedArea(points) < 0 ? [...points].reverse() : [...points];
  return { kind: 'polygon', points: ccw, convex: isConvex(ccw) };
}

export function isConvex(points: readonly Point[]): boolean {
  const n = points.length;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    const c = points[(i + 2) % n];
    const z = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (z === 0) continue;
    const s = z > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

export function bbox(f: Footprint): BBox {
  if (f.kind === 'circle') {
    const { center: c, radiusMm: r } = f;
    return { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
  }
  return boxOfPoints(f.points);
}

/** The box of points (the one loop of the engine that makes one; empty: an inverted box, min +∞, max −∞). */
export function boxOfPoints(points: readonly Point[]): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Quick reject for the overlap and contact tests: footprints whose boxes are more than `marginMm`
 * apart neither overlap nor touch within that margin.
 */
export function boxesMeet(a: BBox, b: BBox, marginMm: number): boolean {
  const m = Math.max(0, marginMm) + 1e-6;
  return !(a.minX - m > b.maxX || b.minX - m > a.maxX || a.minY - m > b.maxY || b.minY - m > a.maxY);
}

/** The centre of a circle, or the mean of a polygon's vertices (a base's centre). */
export function footprintCentre(f: Footprint): Point {
  return f.kind === 'circle' ? f.center : vertexCentroid(f.points);
}

/**
 * A convex counter-clockwise polygon with every side moved out by `byMm` (in when negative),
 * the corners mitred: each corner moves along the bisector of its two sides' normals. Null when
 * a side has no length.
 */
export function offsetConvex(points: readonly Point[], byMm: number): Point[] | null {
  const n = points.length;
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n];
    const v = points[i];
    const next = points[(i + 1) % n];
    const l1 = hypot(v.x - prev.x, v.y - prev.y);
    const l2 = hypot(next.x - v.x, next.y - v.y);
    if (l1 === 0 || l2 === 0) return null;
    // Outward normals of the two sides (the right of a counter-clockwise outline).
    const n1x = (v.y - prev.y) / l1;
    const n1y = -(v.x - prev.x) / l1;
    const n2x = (next.y - v.y) / l2;
    const n2y = -(next.x - v.x) / l2;
    const k = byMm / (1 + n1x * n2x + n1y * n2y);
    out.push({ x: v.x + (n1x + n2x) * k, y: v.y + (n1y + n2y) * k });
  }
  return out;
}

/** Is the point inside the footprint (closed for circles; boundary unspecified for polygons)? */
export function containsPoint(f: Footprint, p: Point): boolean {
  if (f.kind === 'circle') return hypot(p.x - f.center.x, p.y - f.center.y) <= f.radiusMm;
  return pointInPolygon(p, f.points);
}

/** Distance from a point to the footprint's boundary. */
export function distToBoundary(f: Footprint, p: Point): number {
  if (f.kind === 'circle') return Math.abs(hypot(p.x - f.center.x, p.y - f.center.y) - f.radiusMm);
  // The least of the edges' distPointSegment, ranked by squares first (see SQUARED_SLACK).
  const pts = f.points;
  let best2 = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const d2 = distPointSegmentSq(p, pts[j], pts[i]);
    if (d2 < best2) best2 = d2;
  }
  const near2 = best2 * (1 + SQUARED_SLACK);
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    if (distPointSegmentSq(p, pts[j], pts[i]) > near2) continue;
    const d = distPointSegment(p, pts[j], pts[i]);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from a point to the footprint (0 inside).. */
export function distPointFootprint(p: Point, f: Footprint): number {
  if (f.kind === 'circle') {
    // containsPoint then distToBoundary, on the one distance to the centre that both work out.
    const centreMm = hypot(p.x - f.center.x, p.y - f.center.y);
    return centreMm <= f.radiusMm ? 0 : Math.abs(centreMm - f.radiusMm);
  }
  if (pointInPolygon(p, f.points)) return 0;
  return distToBoundary(f, p);
}

/** Closest point of the footprint to p (p itself when inside). */
export function closestPoint(f: Footprint, p: Point): Point {
  if (containsPoint(f, p)) return p;
  if (f.kind === 'circle') {
    const dx = p.x - f.center.x;
    const dy = p.y - f.center.y;
    const d = hypot(dx, dy);
    return { x: f.center.x + (dx / d) * f.radiusMm, y: f.center.y + (dy / d) * f.radiusMm };
  }
  let best = Infinity;
  let bestPt = p;
  const pts = f.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const { point } = closestOnSegment(p, pts[j], pts[i]);
    const d = hypot(point.x - p.x, point.y - p.y);
    if (d < best) {
      best = d;
      bestPt = point;
    }
  }
  return bestPt;
}

/** Edge-to-edge distance between two footprints: 0 when they touch or overlap.. */
export function distanceMm(a: Footprint, b: Footprint): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, hypot(a.center.x - b.center.x, a.center.y - b.center.y) - a.radiusMm - b.radiusMm);
  }
  if (a.kind === 'circle') return Math.max(0, distPointFootprint(a.center, b) - a.radiusMm);
  if (b.kind === 'circle') return Math.max(0, distPointFootprint(b.center, a) - b.radiusMm);
  return distPolygonPolygon(a.points, b.points);
}

/**
 * The least distance between two edges is 0 when they cross, else the least distance from an
 * end of one to the other (distSegmentSegment). So: 0 when any two edges cross, else the least
 * distance from a vertex of one polygon to an edge of the other. Each vertex-edge distance is
 * taken once here rather than once per edge pair: the same values, the same minimum.
 */
function distPolygonPolygon(p: readonly Point[], q: readonly Point[]): number {
  if (pointInPolygon(p[0], q) || pointInPolygon(q[0], p)) return 0;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    for (let k = 0, l = q.length - 1; k < q.length; l = k++) {
      if (segmentsIntersect(p[j], p[i], q[l], q[k])) return 0;
    }
  }
  return Math.min(distVerticesEdges(p, q), distVerticesEdges(q, p));
}

/** Least distPointSegment from a vertex of p to an edge of q, ranked by squares first (see SQUARED_SLACK). */
function distVerticesEdges(p: readonly Point[], q: readonly Point[]): number {
  let best2 = Infinity;
  for (const v of p) {
    for (let k = 0, l = q.length - 1; k < q.length; l = k++) {
      const d2 = distPointSegmentSq(v, q[l], q[k]);
      if (d2 < best2) best2 = d2;
    }
  }
  const near2 = best2 * (1 + SQUARED_SLACK);
  let best = Infinity;
  for (const v of p) {
    for (let k = 0, l = q.length - 1; k < q.length; l = k++) {
      if (distPointSegmentSq(v, q[l], q[k]) > near2) continue;
      const d = distPointSegment(v, q[l], q[k]);
      if (d < best) best = d;
    }
  }
  return best;
}

/** Do the two footprints' interiors or boundaries share a point? */
export function intersects(a: Footprint, b: Footprint): boolean {
  return distanceMm(a, b) === 0;
}

/**
 * Penetration depth of two convex footprints: the length of the shortest translation that
 * separates them (0 when they do not overlap). Used by the validator for.
 */
export function penetrationMm(a: Footprint, b: Footprint): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, a.radiusMm + b.radiusMm - hypot(a.center.x - b.center.x, a.center.y - b.center.y));
  }
  if (a.kind === 'circle' || b.kind === 'circle') {
    const c = (a.kind === 'circle' ? a : b) as Circle;
    const poly = (a.kind === 'circle' ? b : a) as Polygon;
    if (pointInPolygon(c.center, poly.points)) return c.radiusMm + distToBoundary(poly, c.center);
    return Math.max(0, c.radiusMm - distToBoundary(poly, c.center));
  }
  return satPenetration(a.points, b.points);
}

function satPenetration(p: readonly Point[], q: readonly Point[]): number {
  // Each polygon's edge normals in turn (no array of the two, no projected intervals as arrays:
  // a charge tests a dozen contact positions against every base near them, R-6.6).
  const a = satAxes(p, p, q, Infinity);
  return a === 0 ? 0 : satAxes(q, p, q, a);
}

/** The least overlap of p and q projected on the edge normals of `poly` (0 when one separates them), starting from `best`. */
function satAxes(poly: readonly Point[], p: readonly Point[], q: readonly Point[], best: number): number {
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const ex = poly[i].x - poly[j].x;
    const ey = poly[i].y - poly[j].y;
    const l = Math.sqrt(ex * ex + ey * ey);
    if (l === 0) continue;
    const nx = -ey / l;
    const ny = ex / l;
    const overlap =
      Math.min(projectMax(p, nx, ny), projectMax(q, nx, ny)) - Math.max(projectMin(p, nx, ny), projectMin(q, nx, ny));
    if (overlap <= 0) return 0;
    if (overlap < best) best = overlap;
  }
  return best;
}

function projectMin(pts: readonly Point[], nx: number, ny: number): number {
  let lo = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const v = pts[i].x * nx + pts[i].y * ny;
    if (v < lo) lo = v;
  }
  return lo;
}

function projectMax(pts: readonly Point[], nx: number, ny: number): number {
  let hi = -Infinity;
  for (let i = 0; i < pts.length; i++) {
    const v = pts[i].x * nx + pts[i].y * ny;
    if (v > hi) hi = v;
  }
  return hi;
}

/** Is the polygon simple (no two non-adjacent edges meet)? */
export function isSimplePolygon(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    for (let j = i + 1; j < n; j++) {
      if (j === i || (j + 1) % n === i || j === (i + 1) % n) continue;
      if (segmentsIntersect(a, b, points[j], points[(j + 1) % n])) return false;
    }
  }
  return true;
}

/** Largest distance from the point to any point of the footprint. */
export function farthestDistance(f: Footprint, p: Point): number {
  if (f.kind === 'circle') return hypot(p.x - f.center.x, p.y - f.center.y) + f.radiusMm;
  // The greatest hypot, ranked by squares first (see SQUARED_SLACK).
  let best2 = 0;
  for (const q of f.points) {
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const d2 = dx * dx + dy * dy;
    if (d2 > best2) best2 = d2;
  }
  const far2 = best2 * (1 - SQUARED_SLACK);
  let best = 0;
  for (const q of f.points) {
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    if (dx * dx + dy * dy < far2) continue;
    const d = hypot(dx, dy);
    if (d > best) best = d;
  }
  return best;
}

/** Is the whole footprint inside the axis-aligned rectangle [0, w] x [0, h], with a slack? */
export function insideRect(f: Footprint, w: number, h: number, slackMm: number): boolean {
  const b = bbox(f);
  return b.minX >= -slackMm && b.minY >= -slackMm && b.maxX <= w + slackMm && b.maxY <= h + slackMm;
}

/**
 * The two nearest points of two footprints, one on each: the ends of the edge-to-edge
 * gap, so that their distance is `distanceMm(a, b)`. When they touch or overlap, a common point
 * twice. Between polygons the nearest pair always has a corner of one of them at one end.
 */
export function closestPoints(a: Footprint, b: Footprint): [Point, Point] {
  if (distanceMm(a, b) === 0) {
    const c = a.kind === 'circle' ? a.center : vertexCentroid(a.points);
    const p = closestPoint(b, c);
    return [p, p];
  }
  if (a.kind === 'circle') {
    const q = closestPoint(b, a.center);
    return [closestPoint(a, q), q];
  }
  if (b.kind === 'circle') {
    const p = closestPoint(a, b.center);
    return [p, closestPoint(b, p)];
  }
  let best: [Point, Point] = [a.points[0], closestPoint(b, a.points[0])];
  let bestD = Infinity;
  const consider = (p: Point, q: Point) => {
    const d = hypot(p.x - q.x, p.y - q.y);
    if (d < bestD) {
      bestD = d;
      best = [p, q];
    }
  };
  for (const p of a.points) consider(p, closestPoint(b, p));
  for (const q of b.points) consider(closestPoint(a, q), q);
  return best;
}
