// Rag'narok line of sight, R-5.7: a fighter sees a target when some straight line from any point of
// its base to any point of the target's base crosses no obstacle ("Field of vision and line of
// sight"). When an obstacle stands anywhere in the zone between the two bases, a ranged attack
// suffers interference (Rag'narok "Ranged attacks": the zone between the two bases' edges); we
// report that as `partial`. Obstacles are eroded by τ as in.
//
// Method, exact up to a stated slack:
//  1. The zone between the bases is K = conv(A ∪ T) = Core ∪ A ∪ T, Core being the convex hull of
//     the bases' vertices and of the tangent points on round bases. An obstacle whose eroded shape
//     meets K interferes; none → `full`.
//  2. Otherwise a free segment exists iff one exists among the "extreme" lines of the free region
//     of line space: lines touching two features (vertices, circles, and points where an
//     obstacle's outline crosses a base's outline). Each candidate line is tested, nudged by
//     OPENING_SLACK_MM to either side, for a segment from A to T that no obstacle cuts. So an
//     opening narrower than OPENING_SLACK_MM (10⁻⁶ mm) may be missed; nothing else is approximate.
// Shortcuts that change no verdict and no witness (bench/baseline-ragnarok.ts keeps the search
// without them; tests/sight-ragnarok.test.ts and tests/check-reference.test.ts hold the two equal):
// obstacles far from the zone are passed over by a bounding capsule, and most others are settled
// by two discs each (zone.ts), with a margin, before the exact zone test; before
// step 2, blocked.ts tries to prove that every segment is cut, with margins far
// above the slack (then `none` at once); and step 2 passes over candidate lines that miss a base
// by a margin, which none of their nudges could reach either.
import { insideEroded, onArc, segmentCutsEroded } from '../barrier';
import { everySegmentCut } from './blocked';
import { sortUnique } from '../intervals';
import { memberIds } from '../seam';
import { QuickZone } from './zone';
import { clipSegmentConvex } from '../../clip';
import { type BBox, type Footprint, bbox, boxOfPoints, distanceMm, footprintCentre } from '../../footprint';
import type { BaseToBaseFacts, Element, ErodedShape, SightBarrier } from '../types';
import { type Point, circleCircle, convexHull, segmentCircle, segmentSegmentPoint, segmentsIntersect } from '../../vec';
import { ShapeCache } from '../../shape-cache';

export const OPENING_SLACK_MM = 1e-6;

type Feature = { kind: 'point'; p: Point } | { kind: 'circle'; c: Point; r: number };
type Line = { p: Point; u: Point };

/** sight from base `a` to base `t`, with a witness: what explainLos shows (check() asks verdicts.ts). */
export function baseToBaseSight(
  a: Footprint,
  t: Footprint,
  barriers: readonly SightBarrier[],
  tolMm: number,
): BaseToBaseFacts {
  if (distanceMm(a, t) <= tolMm) return { verdict: 'full', interfering: [], witness: null };
  const interfering = interferingOf(a, t, barriers);
  if (interfering.length === 0) {
    return { verdict: 'full', interfering: [], witness: [footprintCentre(a), footprintCentre(t)] };
  }
  const shapes = interfering.map((b) => b.shape);
  // a seam in the zone stands for both its touching members.
  const ids = interfering.flatMap(memberIds);
  sortUnique(ids);
  // Most crowded pairs see nothing: prove it box by box before trying every candidate line,
  // unless the line between the centres is already free (the proof could only fail).
  const ca = footprintCentre(a);
  const ct = footprintCentre(t);
  let centresFree = true;
  for (const s of shapes) if (segmentCutsEroded(s, ca, ct)) centresFree = false;
  if (!centresFree && everySegmentCut(a, t, shapes)) return { verdict: 'none', interfering: ids, witness: null };
  const witness = findFreeSegment(a, t, shapes);
  return {
    verdict: witness ? 'partial' : 'none',
    interfering: ids,
    witness,
  };
}

/**
 * The barriers that stand in the zone between the bases (R-5.7 interference), in the order given.
 * The zone is the same either way round, and so is the answer. `quick`: a QuickZone to reuse;
 * `ca`, `ct`: points inside the bases (their centres by default), about which the quick tests measure.
 */
export function interferingOf(
  a: Footprint,
  t: Footprint,
  barriers: readonly SightBarrier[],
  quick: QuickZone = new QuickZone(),
  ca: Point = footprintCentre(a),
  ct: Point = footprintCentre(t),
): SightBarrier[] {
  const bound = zoneBoundInto(a, ca, t, ct, BOUND);
  let zone: Zone | null = null;
  let quickSet = false;
  const interfering: SightBarrier[] = [];
  for (let k = 0; k < barriers.length; k++) {
    const b = barriers[k];
    if (b.shape.kind === 'empty' || !mayMeetZone(b, bound)) continue;
    // Most obstacles stand well inside or well outside: quick tests tell, the exact test decides the rest.
    if (!quickSet) {
      quick.set(a, bound.ca, t, bound.ct);
      quickSet = true;
    }
    const answer = quick.answer(b.shape);
    if (answer === 'exact') zone ??= zoneOf(a, t);
    if (answer === 'meets' || (answer === 'exact' && shapeMeetsZone(b.shape, zone!))) interfering.push(b);
  }
  return interfering;
}

// ---------------------------------------------------------------------------------------------
// The zone between the bases.

/** A capsule holding the zone: the segment between the bases' centres (ca, ct), widened by the larger base's reach. */
type ZoneBound = {
  ca: Point;
  ct: Point;
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  len2: number;
  reachMm: number;
};

/** interferingOf's capsule, written anew for each pair. */
const BOUND: ZoneBound = { ca: { x: 0, y: 0 }, ct: { x: 0, y: 0 }, ax: 0, ay: 0, dx: 0, dy: 0, len2: 0, reachMm: 0 };

function reachFrom(f: Footprint, c: Point): number {
  if (f.kind === 'circle') return f.radiusMm;
  let r = 0;
  for (const p of f.points) r = Math.max(r, Math.hypot(p.x - c.x, p.y - c.y));
  return r;
}

/** reachFrom for the capsule (it only rules out, with a hair to spare): one square root. */
function boundReach(f: Footprint, c: Point): number {
  if (f.kind === 'circle') return f.radiusMm;
  let r2 = 0;
  for (const p of f.points) r2 = Math.max(r2, (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y));
  return Math.sqrt(r2);
}

function zoneBoundInto(a: Footprint, ca: Point, t: Footprint, ct: Point, out: ZoneBound): ZoneBound {
  out.ca = ca;
  out.ct = ct;
  out.ax = ca.x;
  out.ay = ca.y;
  out.dx = ct.x - ca.x;
  out.dy = ct.y - ca.y;
  out.len2 = out.dx * out.dx + out.dy * out.dy;
  out.reachMm = Math.max(boundReach(a, ca), boundReach(t, ct));
  return out;
}

/**
 * Can the barrier meet the zone? Both bases lie within reachMm of the segment between their
 * centres, so the zone (their convex hull) does too; a barrier whose bounding circle stays
 * farther than that (with a hair to spare for rounding) cannot meet it. Only rules out.
 */
function mayMeetZone(b: SightBarrier, z: ZoneBound): boolean {
  const cx = (b.bbox.minX + b.bbox.maxX) / 2;
  const cy = (b.bbox.minY + b.bbox.maxY) / 2;
  const w = b.bbox.maxX - b.bbox.minX;
  const h = b.bbox.maxY - b.bbox.minY;
  const r = Math.sqrt(w * w + h * h) / 2;
  const px = cx - z.ax;
  const py = cy - z.ay;
  let u = z.len2 > 0 ? (px * z.dx + py * z.dy) / z.len2 : 0;
  if (u < 0) u = 0;
  else if (u > 1) u = 1;
  const ex = px - u * z.dx;
  const ey = py - u * z.dy;
  const reach = r + z.reachMm + 1e-6;
  return ex * ex + ey * ey <= reach * reach;
}

/** Tangent points on circle (c, r) of the two tangent lines from q (none when q is inside). */
function tangentPoints(q: Point, c: Point, r: number): Point[] {
  const dx = q.x - c.x;
  const dy = q.y - c.y;
  const d2 = dx * dx + dy * dy;
  if (d2 <= r * r) return [];
  const d = Math.sqrt(d2);
  const base = Math.atan2(dy, dx);
  const off = Math.acos(r / d);
  return [
    { x: c.x + r * Math.cos(base + off), y: c.y + r * Math.sin(base + off) },
    { x: c.x + r * Math.cos(base - off), y: c.y + r * Math.sin(base - off) },
  ];
}

/** Tangent points of the outer common tangents of two circles. */
function outerTangentPoints(c1: Point, r1: number, c2: Point, r2: number): Point[] {
  const dx = c2.x - c1.x;
  const dy = c2.y - c1.y;
  const d = Math.hypot(dx, dy);
  if (d <= Math.abs(r1 - r2)) return [];
  const base = Math.atan2(dy, dx);
  const off = Math.acos((r1 - r2) / d);
  const out: Point[] = [];
  for (const ang of [base + off, base - off]) {
    out.push({ x: c1.x + r1 * Math.cos(ang), y: c1.y + r1 * Math.sin(ang) });
    out.push({ x: c2.x + r2 * Math.cos(ang), y: c2.y + r2 * Math.sin(ang) });
  }
  return out;
}

/**
 * Points of the core closer than this are one point. Two round bases give each tangent point twice
 * (from either base), equal up to rounding; kept both, they make an edge whose direction is noise
 * and whose half-plane cuts the zone anywhere. Far above rounding on a table's coordinates, and no
 * wider than the opening the search already lets go (OPENING_SLACK_MM): the core moves by less.
 */
export const NEAR_TWIN_MM = 1e-6;

/** The convex polygon Core with conv(A ∪ T) = Core ∪ A ∪ T. */
export function coreOf(a: Footprint, t: Footprint): Point[] {
  const pts: Point[] = [];
  addCorePoints(pts, a, t);
  addCorePoints(pts, t, a);
  return convexHull(withoutNearTwins(pts));
}

/** The points in their order, each dropped when within NEAR_TWIN_MM (in x and in y) of one kept before it. */
function withoutNearTwins(pts: readonly Point[]): Point[] {
  const kept: Point[] = [];
  for (const p of pts) {
    let twin = false;
    for (const q of kept) if (Math.abs(p.x - q.x) <= NEAR_TWIN_MM && Math.abs(p.y - q.y) <= NEAR_TWIN_MM) twin = true;
    if (!twin) kept.push(p);
  }
  return kept;
}

function addCorePoints(pts: Point[], f: Footprint, other: Footprint): void {
  if (f.kind === 'polygon') {
    pts.push(...f.points);
    return;
  }
  if (other.kind === 'circle') pts.push(...outerTangentPoints(f.center, f.radiusMm, other.center, other.radiusMm));
  else for (const q of other.points) pts.push(...tangentPoints(q, f.center, f.radiusMm));
  pts.push(f.center);
}

const ELEMENTS = new ShapeCache<ErodedShape, readonly Element[]>('eroded outlines as segments and arcs', (s) =>
  elementsOf(s),
);

/** The outline of an eroded shape as segments and arcs (none for a disc), built once per shape. */
function boundaryElements(s: ErodedShape): readonly Element[] {
  return ELEMENTS.get(s);
}

function elementsOf(s: ErodedShape): readonly Element[] {
  switch (s.kind) {
    case 'empty':
    case 'disc':
      return [];
    case 'convex':
      return s.points.map((p, i) => ({ kind: 'seg', a: p, b: s.points[(i + 1) % s.points.length] }));
    case 'loop':
      return s.elements;
  }
}

/** Does the eroded obstacle meet the interior of a convex polygon (or a footprint)? */
function shapeMeetsConvex(s: ErodedShape, poly: readonly Point[]): boolean {
  if (poly.length < 3) return false;
  if (s.kind === 'disc')
    return (
      distanceMm(
        { kind: 'circle', center: s.center, radiusMm: s.radiusMm },
        { kind: 'polygon', points: poly, convex: true },
      ) === 0
    );
  const els = boundaryElements(s);
  // A point of the outline strictly inside: the test below would find it too, after the others.
  if (els.length > 0 && strictlyInConvex(els[0].a, poly)) return true;
  // A vertex of the polygon inside the shape, a point of the shape inside the polygon, or crossing outlines.
  for (const p of poly) if (insideEroded(s, p)) return true;
  for (const e of els) {
    if (e.kind === 'seg' ? clipSegmentConvex(e.a, e.b, poly) : pointInConvex(e.a, poly)) return true;
    if (e.kind === 'arc') {
      for (let i = 0; i < poly.length; i++) {
        const q = poly[(i + 1) % poly.length];
        if (segmentCircle(poly[i], q, e.center, e.radiusMm).some((x) => onArc(e, x))) return true;
      }
    }
  }
  return false;
}

function strictlyInConvex(p: Point, poly: readonly Point[]): boolean {
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) <= 0) return false;
  }
  return true;
}

function pointInConvex(p: Point, poly: readonly Point[]): boolean {
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0) return false;
  }
  return true;
}

function shapeMeetsFootprint(s: ErodedShape, f: Footprint): boolean {
  if (f.kind === 'polygon') return shapeMeetsConvex(s, f.points);
  if (s.kind === 'disc') return Math.hypot(s.center.x - f.center.x, s.center.y - f.center.y) < s.radiusMm + f.radiusMm;
  if (insideEroded(s, f.center)) return true;
  for (const e of boundaryElements(s)) {
    if (Math.hypot(e.a.x - f.center.x, e.a.y - f.center.y) < f.radiusMm) return true;
    if (e.kind === 'seg') {
      if (segmentCircle(e.a, e.b, f.center, f.radiusMm).length > 0) return true;
    } else if (circleCircle(e.center, e.radiusMm, f.center, f.radiusMm).some((x) => onArc(e, x))) return true;
  }
  return false;
}

/** The zone's parts with their boxes. */
type Zone = {
  readonly core: Point[];
  readonly coreBox: BBox;
  /** The core's edges as outward unit normals and offsets: n·x ≤ h inside. */
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly h: Float64Array;
  readonly a: Footprint;
  readonly aBox: BBox;
  readonly t: Footprint;
  readonly tBox: BBox;
};

function zoneOf(a: Footprint, t: Footprint): Zone {
  const core = coreOf(a, t);
  const n = core.length;
  const nx = new Float64Array(n);
  const ny = new Float64Array(n);
  const h = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = core[i];
    const q = core[(i + 1) % n];
    const l = Math.hypot(q.x - p.x, q.y - p.y);
    // A degenerate edge rules nothing out (h = Infinity).
    nx[i] = l > 0 ? (q.y - p.y) / l : 0;
    ny[i] = l > 0 ? -(q.x - p.x) / l : 0;
    h[i] = l > 0 ? nx[i] * p.x + ny[i] * p.y : Infinity;
  }
  return { core, coreBox: boxOfPoints(core), nx, ny, h, a, aBox: bbox(a), t, tBox: bbox(t) };
}

/** Does the circle around the box lie beyond one of the core's edges, by a margin? Then the shape misses the core. */
function beyondAnEdge(sb: BBox, z: Zone): boolean {
  const cx = (sb.minX + sb.maxX) / 2;
  const cy = (sb.minY + sb.maxY) / 2;
  const r = Math.hypot(sb.maxX - sb.minX, sb.maxY - sb.minY) / 2 + BOX_MARGIN_MM;
  for (let i = 0; i < z.h.length; i++) if (z.nx[i] * cx + z.ny[i] * cy - z.h[i] > r) return true;
  return false;
}

function shapeMeetsZone(s: ErodedShape, z: Zone): boolean {
  // Boxes apart by a margin, or the shape's circle beyond an edge of the core: the shapes are
  // apart, and every exact test below would say so.
  const sb = shapeBox(s);
  return (
    (!boxesApart(sb, z.coreBox) && !(z.core.length >= 3 && beyondAnEdge(sb, z)) && shapeMeetsConvex(s, z.core)) ||
    (!boxesApart(sb, z.aBox) && shapeMeetsFootprint(s, z.a)) ||
    (!boxesApart(sb, z.tBox) && shapeMeetsFootprint(s, z.t))
  );
}

const BOX_MARGIN_MM = 1e-6;

function boxesApart(u: BBox, v: BBox): boolean {
  return (
    u.minX > v.maxX + BOX_MARGIN_MM ||
    v.minX > u.maxX + BOX_MARGIN_MM ||
    u.minY > v.maxY + BOX_MARGIN_MM ||
    v.minY > u.maxY + BOX_MARGIN_MM
  );
}

const SHAPE_BOXES = new ShapeCache<ErodedShape, BBox>("eroded shapes' boxes", makeShapeBox);

/** A box holding the eroded shape (a loop lies within its polygon), built once per shape. */
function shapeBox(s: ErodedShape): BBox {
  return SHAPE_BOXES.get(s);
}

function makeShapeBox(s: ErodedShape): BBox {
  let b: BBox;
  switch (s.kind) {
    case 'empty':
      b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      break;
    case 'disc':
      b = {
        minX: s.center.x - s.radiusMm,
        minY: s.center.y - s.radiusMm,
        maxX: s.center.x + s.radiusMm,
        maxY: s.center.y + s.radiusMm,
      };
      break;
    case 'convex':
      b = boxOfPoints(s.points);
      break;
    case 'loop':
      b = boxOfPoints(s.polygon);
      break;
  }
  return b;
}

// ---------------------------------------------------------------------------------------------
// Searching line space for a free segment.

function featuresOfFootprint(f: Footprint): Feature[] {
  if (f.kind === 'circle') return [{ kind: 'circle', c: f.center, r: f.radiusMm }];
  return f.points.map((p) => ({ kind: 'point', p }));
}

function featuresOfShape(s: ErodedShape): Feature[] {
  switch (s.kind) {
    case 'empty':
      return [];
    case 'disc':
      return [{ kind: 'circle', c: s.center, r: s.radiusMm }];
    case 'convex':
      return s.points.map((p) => ({ kind: 'point', p }));
    case 'loop': {
      const out: Feature[] = [];
      for (const e of s.elements) {
        out.push({ kind: 'point', p: e.a });
        if (e.kind === 'arc') out.push({ kind: 'circle', c: e.center, r: e.radiusMm });
      }
      return out;
    }
  }
}

/** Points where an obstacle's outline crosses a base's outline. */
function crossingFeatures(s: ErodedShape, f: Footprint): Feature[] {
  const out: Feature[] = [];
  const els = boundaryElements(s);
  const circles = s.kind === 'disc' ? [{ c: s.center, r: s.radiusMm }] : [];
  if (f.kind === 'circle') {
    for (const e of els) {
      const pts =
        e.kind === 'seg'
          ? segmentCircle(e.a, e.b, f.center, f.radiusMm)
          : circleCircle(e.center, e.radiusMm, f.center, f.radiusMm).filter((x) => onArc(e, x));
      for (const p of pts) out.push({ kind: 'point', p });
    }
    for (const c of circles)
      for (const p of circleCircle(c.c, c.r, f.center, f.radiusMm)) out.push({ kind: 'point', p });
    return out;
  }
  const fp = f.points;
  for (let i = 0; i < fp.length; i++) {
    const q0 = fp[i];
    const q1 = fp[(i + 1) % fp.length];
    for (const e of els) {
      if (e.kind === 'seg') {
        if (!segmentsIntersect(e.a, e.b, q0, q1)) continue;
        const p = segmentSegmentPoint(e.a, e.b, q0, q1);
        if (p) out.push({ kind: 'point', p });
      } else
        for (const p of segmentCircle(q0, q1, e.center, e.radiusMm)) if (onArc(e, p)) out.push({ kind: 'point', p });
    }
    for (const c of circles) for (const p of segmentCircle(q0, q1, c.c, c.r)) out.push({ kind: 'point', p });
  }
  return out;
}

/** Lines touching both features: through two points, tangent from a point, or common tangents. */
function linesThrough(f: Feature, g: Feature): Line[] {
  if (f.kind === 'point' && g.kind === 'point') return lineOf(f.p, g.p);
  if (f.kind === 'point' && g.kind === 'circle') return tangentPoints(f.p, g.c, g.r).flatMap((q) => lineOf(f.p, q));
  if (f.kind === 'circle' && g.kind === 'point') return linesThrough(g, f);
  const c1 = f as Extract<Feature, { kind: 'circle' }>;
  const c2 = g as Extract<Feature, { kind: 'circle' }>;
  const out: Line[] = [];
  const dx = c2.c.x - c1.c.x;
  const dy = c2.c.y - c1.c.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return out;
  const base = Math.atan2(dy, dx);
  // Outer tangents (same side) and inner tangents (opposite sides): normal n with n·c1 − r1 = n·c2 ∓ r2.
  for (const [r1, r2] of [
    [c1.r, c2.r],
    [c1.r, -c2.r],
  ]) {
    const k = (r1 - r2) / d;
    if (Math.abs(k) > 1) continue;
    const off = Math.acos(k);
    for (const ang of [base + off, base - off]) {
      const n = { x: Math.cos(ang), y: Math.sin(ang) };
      const p1 = { x: c1.c.x + r1 * n.x, y: c1.c.y + r1 * n.y };
      out.push({ p: p1, u: { x: -n.y, y: n.x } });
    }
  }
  return out;
}

/** The shortest segment from base `a` to base `t` on the line through p and q, or null when the line misses either. */
export function segmentThrough(p: Point, q: Point, a: Footprint, t: Footprint): [Point, Point] | null {
  const [line] = lineOf(p, q);
  return line === undefined ? null : segmentOnLine(line, a, t);
}

function lineOf(p: Point, q: Point): Line[] {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const l = Math.hypot(dx, dy);
  if (l < 1e-12) return [];
  return [{ p, u: { x: dx / l, y: dy / l } }];
}

const FAR = 1e6;

/** Parameter interval of the line inside the footprint (closed), or null. */
function lineInterval(line: Line, f: Footprint): [number, number] | null {
  const span = { lo: 0, hi: 0 };
  return intervalInto(line, f, { x: 0, y: 0 }, { x: 0, y: 0 }, span) ? [span.lo, span.hi] : null;
}

/** lineInterval into `span` (false when the line misses the footprint); far0 and far1 are the caller's scratch points. */
function intervalInto(
  line: Line,
  f: Footprint,
  far0: { x: number; y: number },
  far1: { x: number; y: number },
  span: { lo: number; hi: number },
): boolean {
  if (f.kind === 'circle') {
    const fx = line.p.x - f.center.x;
    const fy = line.p.y - f.center.y;
    const bq = fx * line.u.x + fy * line.u.y;
    const cq = fx * fx + fy * fy - f.radiusMm * f.radiusMm;
    const disc = bq * bq - cq;
    if (disc < 0) return false;
    const s = Math.sqrt(disc);
    span.lo = -bq - s;
    span.hi = -bq + s;
    return true;
  }
  far0.x = line.p.x - line.u.x * FAR;
  far0.y = line.p.y - line.u.y * FAR;
  far1.x = line.p.x + line.u.x * FAR;
  far1.y = line.p.y + line.u.y * FAR;
  const iv = clipSegmentConvex(far0, far1, f.points);
  if (!iv) return false;
  span.lo = (iv[0] * 2 - 1) * FAR;
  span.hi = (iv[1] * 2 - 1) * FAR;
  return true;
}

/** The shortest segment of the line from A to T, if the line meets both. */
function segmentOnLine(line: Line, a: Footprint, t: Footprint): [Point, Point] | null {
  const ia = lineInterval(line, a);
  const it = lineInterval(line, t);
  if (!ia || !it) return null;
  // Always [point of A, point of T].
  if (ia[1] <= it[0]) return [pointAt(line, ia[1]), pointAt(line, it[0])];
  if (it[1] <= ia[0]) return [pointAt(line, ia[0]), pointAt(line, it[1])];
  return null; // the bases overlap along this line: they touch, handled before
}

function pointAt(line: Line, s: number): Point {
  return { x: line.p.x + line.u.x * s, y: line.p.y + line.u.y * s };
}

/** The turn of the rotated nudges, and its cosine and sine each way. */
const NUDGE_RAD = 1e-9;
const NUDGE_COS = [Math.cos(NUDGE_RAD * 1), Math.cos(NUDGE_RAD * -1)] as const;
const NUDGE_SIN = [Math.sin(NUDGE_RAD * 1), Math.sin(NUDGE_RAD * -1)] as const;

/**
 * The search's candidate lines, each tried as itself and nudged (OPENING_SLACK_MM aside, NUDGE_RAD
 * turned, each way), in one reused line: the search tries thousands of them per pair, and only a
 * free one becomes a segment. The arithmetic is that of segmentOnLine, term for term.
 */
class NudgedLines {
  private readonly line = { p: { x: 0, y: 0 }, u: { x: 0, y: 0 } };
  private readonly far0 = { x: 0, y: 0 };
  private readonly far1 = { x: 0, y: 0 };
  private readonly span = { lo: 0, hi: 0 };
  private readonly from = { x: 0, y: 0 };
  private readonly to = { x: 0, y: 0 };
  private readonly cutter = { last: 0 };
  private lo = 0;
  private hi = 0;

  constructor(
    private readonly a: Footprint,
    private readonly t: Footprint,
    private readonly shapes: readonly ErodedShape[],
  ) {}

  /** The first free segment among the line and its nudges (itself, then aside and turned each way), or null. */
  firstFree(base: Line): [Point, Point] | null {
    const nx = -base.u.y;
    const ny = base.u.x;
    if (this.tryLine(base.p.x, base.p.y, base.u.x, base.u.y)) return this.found();
    for (let k = 0; k < 2; k++) {
      const side = k === 0 ? 1 : -1;
      if (
        this.tryLine(
          base.p.x + nx * OPENING_SLACK_MM * side,
          base.p.y + ny * OPENING_SLACK_MM * side,
          base.u.x,
          base.u.y,
        )
      )
        return this.found();
      const c = NUDGE_COS[k];
      const s = NUDGE_SIN[k];
      if (this.tryLine(base.p.x, base.p.y, base.u.x * c - base.u.y * s, base.u.x * s + base.u.y * c))
        return this.found();
    }
    return null;
  }

  private found(): [Point, Point] {
    return [
      { x: this.from.x, y: this.from.y },
      { x: this.to.x, y: this.to.y },
    ];
  }

  /** Is the segment of this line from A to T there and cut by no shape? Its ends are left in from, to. */
  private tryLine(px: number, py: number, ux: number, uy: number): boolean {
    const l = this.line;
    l.p.x = px;
    l.p.y = py;
    l.u.x = ux;
    l.u.y = uy;
    if (!this.interval(this.a)) return false;
    const aLo = this.lo;
    const aHi = this.hi;
    if (!this.interval(this.t)) return false;
    let sa: number;
    let st: number;
    if (aHi <= this.lo) {
      sa = aHi;
      st = this.lo;
    } else if (this.hi <= aLo) {
      sa = aLo;
      st = this.hi;
    } else return false;
    this.from.x = px + ux * sa;
    this.from.y = py + uy * sa;
    this.to.x = px + ux * st;
    this.to.y = py + uy * st;
    return !cutByAny(this.shapes, this.from, this.to, this.cutter);
  }

  /** lineInterval into lo, hi; false when the line misses the footprint. */
  private interval(f: Footprint): boolean {
    if (!intervalInto(this.line, f, this.far0, this.far1, this.span)) return false;
    this.lo = this.span.lo;
    this.hi = this.span.hi;
    return true;
  }
}

/** The search of step 2: the first free segment among the candidate lines, in their order, or null. */
export function findFreeSegment(a: Footprint, t: Footprint, shapes: readonly ErodedShape[]): [Point, Point] | null {
  const features: Feature[] = [...featuresOfFootprint(a), ...featuresOfFootprint(t)];
  const ca = footprintCentre(a);
  const ct = footprintCentre(t);
  features.push({ kind: 'point', p: ca }, { kind: 'point', p: ct });
  for (const s of shapes) {
    features.push(...featuresOfShape(s), ...crossingFeatures(s, a), ...crossingFeatures(s, t));
  }
  const reachA = reachFrom(a, ca) + LINE_MARGIN_MM;
  const reachT = reachFrom(t, ct) + LINE_MARGIN_MM;
  const lines = new NudgedLines(a, t, shapes);
  const through: LineInPlace = { p: ca, u: { x: 0, y: 0 } };
  for (let i = 0; i < features.length; i++) {
    const f = features[i];
    for (let j = i + 1; j < features.length; j++) {
      const g = features[j];
      // Two points (most pairs): their one line is written in place, not allocated; as lineOf.
      if (f.kind === 'point' && g.kind === 'point') {
        if (!lineInPlace(f.p, g.p, through) || !passesNear(through, ca, reachA) || !passesNear(through, ct, reachT))
          continue;
        const seg = lines.firstFree(through);
        if (seg !== null) return seg;
        continue;
      }
      for (const line of linesThrough(f, g)) {
        // A line that misses either base by a margin misses it with every nudge: no segment.
        if (!passesNear(line, ca, reachA) || !passesNear(line, ct, reachT)) continue;
        const seg = lines.firstFree(line);
        if (seg !== null) return seg;
      }
    }
  }
  return null;
}

/** A Line whose direction is written in place. */
type LineInPlace = { p: Point; u: { x: number; y: number } };

/** lineOf(p, q) written into `line` (its point is p itself); false where lineOf gives none. */
function lineInPlace(p: Point, q: Point, line: LineInPlace): boolean {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const l = Math.hypot(dx, dy);
  if (l < 1e-12) return false;
  line.p = p;
  line.u.x = dx / l;
  line.u.y = dy / l;
  return true;
}

/** Far beyond the nudges (OPENING_SLACK_MM aside, 1e-9 rad turned about a point of the table). */
const LINE_MARGIN_MM = 1e-3;

/** Does the line pass within reachMm of c? */
function passesNear(line: Line, c: Point, reachMm: number): boolean {
  const d = (c.x - line.p.x) * line.u.y - (c.y - line.p.y) * line.u.x;
  return d * d <= reachMm * reachMm;
}

/** Does any shape cut pq? The shape that cut last is asked first: neighbouring lines are mostly cut by the same one. */
function cutByAny(shapes: readonly ErodedShape[], p: Point, q: Point, cutter: { last: number }): boolean {
  if (segmentCutsEroded(shapes[cutter.last], p, q)) return true;
  for (let k = 0; k < shapes.length; k++) {
    if (k === cutter.last || !segmentCutsEroded(shapes[k], p, q)) continue;
    cutter.last = k;
    return true;
  }
  return false;
}
