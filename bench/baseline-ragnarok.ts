// The previous R-5.7 (Rag'narok base-to-base) line of sight, frozen as a reference for the bench
// and the equivalence tests: the whole line-space search run on every pair that has an obstacle in
// the zone between the bases, then the ordinary lineOfSight from the source's base centre for the
// recorded fractions. The engine's faster path (geometry/sight/base-to-base/lines.ts) must give the same
// verdicts, blockers, fractions and witnesses.
import type { Element, ErodedShape } from '../geometry/sight';
import { insideEroded, onArc, segmentCutsEroded } from '../geometry/sight/barrier';
import { clipSegmentConvex } from '../geometry/clip';
import { type Footprint, distanceMm, footprintCentre } from '../geometry/footprint';
import { type SightBarrier, type SightVerdict, lineOfSight } from '../geometry/sight';
import { type Point, circleCircle, segmentCircle, segmentSegmentPoint, segmentsIntersect } from '../geometry/vec';

const OPENING_SLACK_MM = 1e-6;
const NEAR_TWIN_MM = 1e-6;

type BaseToBaseFacts = {
  readonly verdict: SightVerdict;
  /** Obstacles standing in the zone between the bases (interference). */
  readonly interfering: readonly string[];
  /** A free segment from the source's base to the target's base, when one exists. */
  readonly witness: readonly [Point, Point] | null;
};

type Feature = { kind: 'point'; p: Point } | { kind: 'circle'; c: Point; r: number };
type Line = { p: Point; u: Point };

export function baseToBaseSightReference(
  a: Footprint,
  t: Footprint,
  barriers: Iterable<SightBarrier>,
  tolMm: number,
): BaseToBaseFacts {
  if (distanceMm(a, t) <= tolMm) return { verdict: 'full', interfering: [], witness: null };
  const core = coreOf(a, t);
  const interfering: SightBarrier[] = [];
  for (const b of barriers) if (b.shape.kind !== 'empty' && shapeMeetsZone(b.shape, core, a, t)) interfering.push(b);
  if (interfering.length === 0) {
    return { verdict: 'full', interfering: [], witness: [footprintCentre(a), footprintCentre(t)] };
  }
  const shapes = interfering.map((b) => b.shape);
  const witness = findFreeSegment(a, t, shapes);
  return {
    verdict: witness ? 'partial' : 'none',
    interfering: interfering.map((b) => b.id).sort(),
    witness,
  };
}

// ---------------------------------------------------------------------------------------------
// The zone between the bases.

/** Tangent points on circle (c, r) of the two tangent lines from q (none when q is inside). */
function tangentPoints(q: Point, c: Point, r: number): Point[] {
  const dx = q.x - c.x;
  const dy = q.y - c.y;
  const d2 = dx * dx + dy * dy;
  if (d2 <= r * r) return [];
  const d = Math.sqrt(d2);
  const base = Math.atan2(dy, dx);
  const off = Math.acos(r / d);
  return [base + off, base - off].map((ang) => ({ x: c.x + r * Math.cos(ang), y: c.y + r * Math.sin(ang) }));
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

/** The convex polygon Core with conv(A ∪ T) = Core ∪ A ∪ T. */
function coreOf(a: Footprint, t: Footprint): Point[] {
  const pts: Point[] = [];
  const add = (f: Footprint, other: Footprint) => {
    if (f.kind === 'polygon') {
      pts.push(...f.points);
      return;
    }
    if (other.kind === 'circle') pts.push(...outerTangentPoints(f.center, f.radiusMm, other.center, other.radiusMm));
    else for (const q of other.points) pts.push(...tangentPoints(q, f.center, f.radiusMm));
    pts.push(f.center);
  };
  add(a, t);
  add(t, a);
  // Two round bases give each tangent point twice, equal up to rounding: one of each near-twin
  // pair is dropped, as in the engine (NEAR_TWIN_MM), or the core gets an edge of noise.
  const kept: Point[] = [];
  for (const p of pts)
    if (!kept.some((q) => Math.abs(p.x - q.x) <= NEAR_TWIN_MM && Math.abs(p.y - q.y) <= NEAR_TWIN_MM)) kept.push(p);
  return convexHull(kept);
}

/** Andrew's monotone chain; counter-clockwise, no collinear points. */
function convexHull(points: readonly Point[]): Point[] {
  const p = [...points].sort((u, v) => u.x - v.x || u.y - v.y);
  if (p.length < 3) return p;
  const cross = (o: Point, u: Point, v: Point) => (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

function boundaryElements(s: ErodedShape): Element[] {
  switch (s.kind) {
    case 'empty':
    case 'disc':
      return [];
    case 'convex':
      return s.points.map((p, i) => ({ kind: 'seg', a: p, b: s.points[(i + 1) % s.points.length] }));
    case 'loop':
      return [...s.elements];
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
  // A vertex of the polygon inside the shape, a point of the shape inside the polygon, or crossing outlines.
  for (const p of poly) if (insideEroded(s, p)) return true;
  const els = boundaryElements(s);
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

function shapeMeetsZone(s: ErodedShape, core: readonly Point[], a: Footprint, t: Footprint): boolean {
  return shapeMeetsConvex(s, core) || shapeMeetsFootprint(s, a) || shapeMeetsFootprint(s, t);
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
  const a = { x: line.p.x - line.u.x * FAR, y: line.p.y - line.u.y * FAR };
  const b = { x: line.p.x + line.u.x * FAR, y: line.p.y + line.u.y * FAR };
  if (f.kind === 'circle') {
    const fx = line.p.x - f.center.x;
    const fy = line.p.y - f.center.y;
    const bq = fx * line.u.x + fy * line.u.y;
    const cq = fx * fx + fy * fy - f.radiusMm * f.radiusMm;
    const disc = bq * bq - cq;
    if (disc < 0) return null;
    const s = Math.sqrt(disc);
    return [-bq - s, -bq + s];
  }
  const iv = clipSegmentConvex(a, b, f.points);
  if (!iv) return null;
  return [(iv[0] * 2 - 1) * FAR, (iv[1] * 2 - 1) * FAR];
}

/** The shortest segment of the line from A to T, if the line meets both. */
function segmentOnLine(line: Line, a: Footprint, t: Footprint): [Point, Point] | null {
  const ia = lineInterval(line, a);
  const it = lineInterval(line, t);
  if (!ia || !it) return null;
  const at = (s: number) => ({ x: line.p.x + line.u.x * s, y: line.p.y + line.u.y * s });
  // Always [point of A, point of T].
  if (ia[1] <= it[0]) return [at(ia[1]), at(it[0])];
  if (it[1] <= ia[0]) return [at(ia[0]), at(it[1])];
  return null; // the bases overlap along this line: they touch, handled before
}

function nudges(line: Line): Line[] {
  const n = { x: -line.u.y, y: line.u.x };
  const out: Line[] = [line];
  const rot = 1e-9;
  for (const side of [1, -1]) {
    out.push({
      p: { x: line.p.x + n.x * OPENING_SLACK_MM * side, y: line.p.y + n.y * OPENING_SLACK_MM * side },
      u: line.u,
    });
    const c = Math.cos(rot * side);
    const s = Math.sin(rot * side);
    out.push({ p: line.p, u: { x: line.u.x * c - line.u.y * s, y: line.u.x * s + line.u.y * c } });
  }
  return out;
}

function findFreeSegment(a: Footprint, t: Footprint, shapes: readonly ErodedShape[]): [Point, Point] | null {
  const features: Feature[] = [...featuresOfFootprint(a), ...featuresOfFootprint(t)];
  features.push({ kind: 'point', p: footprintCentre(a) }, { kind: 'point', p: footprintCentre(t) });
  for (const s of shapes) {
    features.push(...featuresOfShape(s), ...crossingFeatures(s, a), ...crossingFeatures(s, t));
  }
  for (let i = 0; i < features.length; i++) {
    for (let j = i + 1; j < features.length; j++) {
      for (const line of linesThrough(features[i], features[j])) {
        for (const l of nudges(line)) {
          const seg = segmentOnLine(l, a, t);
          if (!seg) continue;
          if (shapes.every((s) => !segmentCutsEroded(s, seg[0], seg[1]))) return seg;
        }
      }
    }
  }
  return null;
}

/** What World.sightFacts reported for one pair under before the fast path: the verdict, the fraction, the blockers. */
export type ReferenceBaseToBase = {
  readonly verdict: SightVerdict;
  readonly visibleFraction: number;
  readonly blockers: readonly string[];
  readonly witness: readonly [Point, Point] | null;
};

/**
 * for one pair as the engine decided it before: `aCentre` is the centre of the source's
 * base; `barriers` are every candidate barrier of the pair (R-5.5, R-5.6 already applied).
 */
export function referenceBaseToBase(
  a: Footprint,
  aCentre: Point,
  t: Footprint,
  barriers: readonly SightBarrier[],
  tolMm: number,
): ReferenceBaseToBase {
  const b2b = baseToBaseSightReference(a, t, barriers, tolMm);
  const fromCentre = lineOfSight(aCentre, 0, t, 0, barriers, tolMm);
  const visibleFraction = b2b.verdict === 'full' ? 1 : b2b.verdict === 'none' ? 0 : fromCentre.visibleFraction;
  return { verdict: b2b.verdict, visibleFraction, blockers: [...b2b.interfering], witness: b2b.witness };
}
