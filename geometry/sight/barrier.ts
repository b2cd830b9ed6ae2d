// Barriers for line of sight: every shape is eroded by the tolerance τ, so a line that
// only grazes a barrier within τ of its edge does not cut it. The erosion is exact: circles
// shrink, convex polygons lose τ on every side, and a non-convex polygon's eroded boundary is its
// edges moved inward by τ joined by arcs of radius τ around its reflex vertices.
import { clipSegmentConvex } from '../clip';
import { type Footprint, distToBoundary, isConvex, offsetConvex } from '../footprint';
import {
  type Point,
  circleCircle,
  distPointSegment,
  hypot,
  lineCircle,
  pointInPolygon,
  segmentCircle,
  segmentsIntersect,
} from '../vec';
import { ShapeCache } from '../shape-cache';
import type { Arc, Boundary, Element, ErodedShape, Seg } from './types';

/** Erode a footprint by `tolMm`. */
export function erode(f: Footprint, tolMm: number): ErodedShape {
  if (f.kind === 'circle') {
    const r = f.radiusMm - tolMm;
    return r > 0 ? { kind: 'disc', center: f.center, radiusMm: r } : { kind: 'empty' };
  }
  if (f.convex || isConvex(f.points)) {
    const pts = erodeConvex(f.points, tolMm);
    return pts.length >= 3 ? { kind: 'convex', points: pts } : { kind: 'empty' };
  }
  const elements = erodeLoop(f.points, tolMm);
  if (elements) return { kind: 'loop', polygon: f.points, depthMm: tolMm, elements };
  // The polygon has features narrower than 2τ: fall back to the exact, uneroded outline.
  return { kind: 'loop', polygon: f.points, depthMm: 0, elements: edgesOf(f.points) };
}

function edgesOf(points: readonly Point[]): Seg[] {
  return points.map((a, i) => ({ kind: 'seg', a, b: points[(i + 1) % points.length] }));
}

/** Intersection of the inward half-planes of a convex CCW polygon's edges moved in by `d` (Sutherland–Hodgman). */
export function erodeConvex(points: readonly Point[], d: number): Point[] {
  let poly: Point[] = [...points];
  const n = points.length;
  for (let i = 0; i < n && poly.length > 0; i++) {
    const p = points[i];
    const q = points[(i + 1) % n];
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const l = hypot(ex, ey);
    if (l === 0) continue;
    // Inside: cross(e, x − p) / l >= d.
    const side = (x: Point) => (ex * (x.y - p.y) - ey * (x.x - p.x)) / l - d;
    const out: Point[] = [];
    for (let k = 0; k < poly.length; k++) {
      const cur = poly[k];
      const prev = poly[(k + poly.length - 1) % poly.length];
      const sc = side(cur);
      const sp = side(prev);
      if (sc >= 0) {
        if (sp < 0) out.push(lerp(prev, cur, sp / (sp - sc)));
        out.push(cur);
      } else if (sp >= 0) out.push(lerp(prev, cur, sp / (sp - sc)));
    }
    poly = out;
  }
  return poly;
}

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/**
 * The eroded boundary of a simple CCW polygon as segments and arcs, or null when the simple
 * construction does not hold (an offset edge vanishes or two pieces cross).
 */
function erodeLoop(points: readonly Point[], d: number): Element[] | null {
  const n = points.length;
  if (d === 0) return edgesOf(points);
  const normals: Point[] = [];
  const dirs: Point[] = [];
  for (let i = 0; i < n; i++) {
    const p = points[i];
    const q = points[(i + 1) % n];
    const l = hypot(q.x - p.x, q.y - p.y);
    dirs.push({ x: (q.x - p.x) / l, y: (q.y - p.y) / l });
    normals.push({ x: -(q.y - p.y) / l, y: (q.x - p.x) / l }); // inward (left) normal
  }
  // Start and end of each offset edge, and the arcs at reflex vertices.
  const start: Point[] = new Array(n);
  const end: Point[] = new Array(n);
  const arcs: (Arc | null)[] = new Array(n).fill(null);
  for (let i = 0; i < n; i++) {
    const prev = (i + n - 1) % n;
    const v = points[i];
    const turn = dirs[prev].x * dirs[i].y - dirs[prev].y * dirs[i].x;
    if (turn < 0) {
      // Reflex vertex: an arc of radius d around v joins the two offset edges.
      const a = { x: v.x + normals[prev].x * d, y: v.y + normals[prev].y * d };
      const b = { x: v.x + normals[i].x * d, y: v.y + normals[i].y * d };
      const startRad = Math.atan2(normals[prev].y, normals[prev].x);
      const endRad = Math.atan2(normals[i].y, normals[i].x);
      let sweep = endRad - startRad;
      while (sweep > 0) sweep -= 2 * Math.PI;
      while (sweep <= -2 * Math.PI) sweep += 2 * Math.PI;
      arcs[i] = { kind: 'arc', center: v, radiusMm: d, startRad, sweepRad: sweep, a, b };
      end[prev] = a;
      start[i] = b;
    } else {
      // Convex or straight vertex: the offset lines meet (mitre).
      const cosHalf = Math.sqrt(Math.max(0, (1 + dirs[prev].x * dirs[i].x + dirs[prev].y * dirs[i].y) / 2));
      if (cosHalf < 1e-9) return null;
      const bis = { x: normals[prev].x + normals[i].x, y: normals[prev].y + normals[i].y };
      const bl = hypot(bis.x, bis.y);
      const k = d / cosHalf / bl;
      const m = { x: v.x + bis.x * k, y: v.y + bis.y * k };
      end[prev] = m;
      start[i] = m;
    }
  }
  const elements: Element[] = [];
  for (let i = 0; i < n; i++) {
    if (arcs[i]) elements.push(arcs[i]!);
    const a = start[i];
    const b = end[i];
    if ((b.x - a.x) * dirs[i].x + (b.y - a.y) * dirs[i].y <= 0) return null; // this offset edge vanished
    elements.push({ kind: 'seg', a, b });
  }
  // The pieces must not cross each other except where consecutive ones join.
  for (let i = 0; i < elements.length; i++) {
    for (let j = i + 2; j < elements.length; j++) {
      if (i === 0 && j === elements.length - 1) continue;
      if (elementsCross(elements[i], elements[j])) return null;
    }
  }
  return elements;
}

export function elementsCross(e: Element, f: Element): boolean {
  if (e.kind === 'seg' && f.kind === 'seg') return segmentsIntersect(e.a, e.b, f.a, f.b);
  if (e.kind === 'arc' && f.kind === 'arc')
    return circleCircle(e.center, e.radiusMm, f.center, f.radiusMm).some((p) => onArc(e, p) && onArc(f, p));
  const s = (e.kind === 'seg' ? e : f) as Seg;
  const a = (e.kind === 'arc' ? e : f) as Arc;
  return segmentCircle(s.a, s.b, a.center, a.radiusMm).some((p) => onArc(a, p));
}

/** Is a point of the arc's circle within the arc's angular span? */
export function onArc(arc: Arc, p: Point): boolean {
  const ang = Math.atan2(p.y - arc.center.y, p.x - arc.center.x);
  let delta = ang - arc.startRad;
  if (arc.sweepRad < 0) {
    while (delta > 1e-12) delta -= 2 * Math.PI;
    while (delta < -2 * Math.PI) delta += 2 * Math.PI;
    return delta >= arc.sweepRad - 1e-12;
  }
  while (delta < -1e-12) delta += 2 * Math.PI;
  while (delta > 2 * Math.PI) delta -= 2 * Math.PI;
  return delta <= arc.sweepRad + 1e-12;
}

/** Is the point strictly inside the eroded shape? */
export function insideEroded(s: ErodedShape, p: Point): boolean {
  switch (s.kind) {
    case 'empty':
      return false;
    case 'disc':
      return hypot(p.x - s.center.x, p.y - s.center.y) < s.radiusMm;
    case 'convex':
      return pointInPolygon(p, s.points);
    case 'loop':
      if (!pointInPolygon(p, s.polygon)) return false;
      return s.depthMm === 0 || distToBoundary({ kind: 'polygon', points: s.polygon, convex: false }, p) > s.depthMm;
  }
}

/** Does the segment pq meet the interior of the eroded shape? (Tangency is measure-zero and may go either way.) */
export function segmentCutsEroded(s: ErodedShape, p: Point, q: Point): boolean {
  switch (s.kind) {
    case 'empty':
      return false;
    case 'disc': {
      const ts = lineCircle(p, { x: q.x - p.x, y: q.y - p.y }, s.center, s.radiusMm);
      return ts !== null && ts[1] > 0 && ts[0] < 1 && ts[1] - ts[0] > 0;
    }
    case 'convex': {
      const iv = clipSegmentConvex(p, q, s.points);
      return iv !== null && iv[1] > iv[0];
    }
    case 'loop':
      return segmentCutsLoop(s, p, q);
  }
}

/** Slack (segment parameter, arc angle) for crossings that may be lost to rounding at a joint. */
const JOINT_EPS = 1e-9;

/**
 * A segment with both ends outside cuts the loop only by crossing its boundary. A crossing found
 * outright decides; but a segment passing exactly through the joint of two pieces can miss both
 * to rounding (the line-space search of tries exactly such lines), so near-crossings are
 * kept and the pieces of the segment between them are tested at their middles.
 */
function segmentCutsLoop(s: Extract<ErodedShape, { kind: 'loop' }>, p: Point, q: Point): boolean {
  if (insideEroded(s, p) || insideEroded(s, q)) return true;
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  let near: number[] | null = null;
  for (const e of s.elements) {
    if (e.kind === 'seg') {
      const sx = e.b.x - e.a.x;
      const sy = e.b.y - e.a.y;
      const den = rx * sy - ry * sx;
      if (den === 0) continue;
      const cx = e.a.x - p.x;
      const cy = e.a.y - p.y;
      const t = (cx * sy - cy * sx) / den;
      const v = (cx * ry - cy * rx) / den;
      if (t >= 0 && t <= 1 && v >= 0 && v <= 1) return true;
      if (t >= -JOINT_EPS && t <= 1 + JOINT_EPS && v >= -JOINT_EPS && v <= 1 + JOINT_EPS) (near ??= []).push(t);
      continue;
    }
    const ts = lineCircle(p, { x: rx, y: ry }, e.center, e.radiusMm);
    if (!ts) continue;
    for (const t of ts) {
      if (t < -JOINT_EPS || t > 1 + JOINT_EPS) continue;
      const x = { x: p.x + rx * t, y: p.y + ry * t };
      if (t >= 0 && t <= 1 && onArc(e, x)) return true;
      if (nearArc(e, x)) (near ??= []).push(t);
    }
  }
  if (near === null) return false;
  near.push(0, 1);
  near.sort((a, b) => a - b);
  for (let i = 0; i + 1 < near.length; i++) {
    const a = Math.max(0, near[i]);
    const b = Math.min(1, near[i + 1]);
    if (b <= a) continue;
    const m = (a + b) / 2;
    if (insideEroded(s, { x: p.x + rx * m, y: p.y + ry * m })) return true;
  }
  return false;
}

/** onArc with the joint slack. */
function nearArc(arc: Arc, p: Point): boolean {
  const ang = Math.atan2(p.y - arc.center.y, p.x - arc.center.x);
  const lo = Math.min(arc.startRad, arc.startRad + arc.sweepRad) - JOINT_EPS;
  const hi = Math.max(arc.startRad, arc.startRad + arc.sweepRad) + JOINT_EPS;
  for (const k of [-1, 0, 1]) {
    const a = ang + k * 2 * Math.PI;
    if (a >= lo && a <= hi) return true;
  }
  return false;
}

/** Points of the shape's boundary where the set of lines it cuts can change: vertices and arc ends. */
export function boundaryVertices(s: ErodedShape): Point[] {
  switch (s.kind) {
    case 'empty':
    case 'disc':
      return [];
    case 'convex':
      return [...s.points];
    case 'loop':
      return s.elements.map((e) => e.a);
  }
}

/** Full circles on the shape's boundary (tangent lines to them are critical directions). */
export function boundaryCircles(s: ErodedShape): { center: Point; radiusMm: number }[] {
  if (s.kind === 'disc') return [s];
  if (s.kind === 'loop') return s.elements.filter((e): e is Arc => e.kind === 'arc');
  return [];
}

/** Straight pieces of the boundary. */
export function boundarySegments(s: ErodedShape): [Point, Point][] {
  if (s.kind === 'convex') return s.points.map((a, i) => [a, s.points[(i + 1) % s.points.length]]);
  if (s.kind === 'loop') return s.elements.filter((e): e is Seg => e.kind === 'seg').map((e) => [e.a, e.b]);
  return [];
}

const BOUNDARIES = new ShapeCache<ErodedShape, Boundary>('eroded shape boundaries', (s) => ({
  vertices: boundaryVertices(s),
  circles: boundaryCircles(s),
  segments: boundarySegments(s),
}));

/** boundaryVertices, boundaryCircles and boundarySegments of a shape, built once per shape. */
export function boundaryOf(s: ErodedShape): Boundary {
  return BOUNDARIES.get(s);
}

/**
 * How far a segment must stay from every obstacle for segmentClearOf: far above rounding and the
 * search's nudges (OPENING_SLACK_MM), so that lines near a clear segment are free too.
 */
export const CLEARANCE_MM = 1e-4;

/** Each shape grown by CLEARANCE_MM (a superset of the points within it), built once per shape; null: no proof. */
const GROWN = new ShapeCache<ErodedShape, ErodedShape | null>('eroded shapes grown by CLEARANCE_MM', makeGrown);

function grownOf(s: ErodedShape): ErodedShape | null {
  return GROWN.get(s);
}

function makeGrown(s: ErodedShape): ErodedShape | null {
  let g: ErodedShape | null = null;
  if (s.kind === 'convex') {
    // The mitred offset holds every point within CLEARANCE_MM of the polygon.
    const points = offsetConvex(s.points, CLEARANCE_MM);
    if (points !== null) g = { kind: 'convex', points };
  } else if (s.kind === 'loop' && s.depthMm > CLEARANCE_MM) {
    // Depth below the outline is 1-Lipschitz: points within CLEARANCE_MM of the loop are deeper than depthMm − CLEARANCE_MM.
    const shallower = erode({ kind: 'polygon', points: s.polygon, convex: false }, s.depthMm - CLEARANCE_MM);
    if (shallower.kind === 'loop') g = shallower;
  }
  return g;
}

/**
 * Does the segment pq stay at least CLEARANCE_MM away from the eroded shape? True is a proof
 * (every segment within CLEARANCE_MM of pq misses the shape too); false may be a miss.
 */
export function segmentClearOf(s: ErodedShape, p: Point, q: Point): boolean {
  switch (s.kind) {
    case 'empty':
      return true;
    case 'disc':
      return distPointSegment(s.center, p, q) >= s.radiusMm + CLEARANCE_MM;
    case 'convex':
    case 'loop': {
      const g = grownOf(s);
      return g !== null && !segmentCutsEroded(g, p, q);
    }
  }
}
