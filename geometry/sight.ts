// Line of sight by the angular-interval method: .. R-5.5 (Confédé II-D-1, II-D-3).
//
// From the sight point S, Φ is the interval of directions that meet the target base T. In each
// direction only the segment from S to the nearest point of T matters. A barrier blocks a
// direction when it cuts that segment. The set of directions a barrier blocks is a finite union
// of intervals whose ends are "critical" directions: towards a vertex of the barrier's (eroded)
// outline, tangent to one of its arcs, or towards a point where its outline crosses T's outline.
// Between two consecutive critical directions nothing changes, so one exact segment test per cell
// classifies the whole cell. No sampling: the answer is exact up to floating-point rounding.
import {
  type ErodedShape,
  boundaryCircles,
  boundarySegments,
  boundaryVertices,
  onArc,
  segmentCutsEroded,
} from './barrier';
import { clipSegmentConvex } from './clip';
import { type BBox, type Footprint, bbox, distanceMm, distPointFootprint, farthestDistance, footprintCentre } from './footprint';
import { type Point, circleCircle, lineCircle, pointInPolygon, segmentCircle, segmentSegmentPoint } from './vec';

export type SightVerdict = 'full' | 'partial' | 'none';

/** A barrier as the sight engine sees it: an id, a size (Infinity = no size, blocks every line) and its eroded shape. */
export type SightBarrier = {
  readonly id: string;
  readonly kind: 'fighter' | 'scenery';
  /** R-5.5 Size on the fighters' scale; Infinity when the element has none. */
  readonly size: number;
  readonly shape: ErodedShape;
  readonly bbox: BBox;
};

export type BlockerFacts = {
  readonly id: string;
  readonly kind: 'fighter' | 'scenery';
  /** null when the element has no size (it blocks every line, R-5.5). */
  readonly size: number | null;
  /** Its size is ≥ the source's and ≥ the target's: it can hide the target. */
  readonly tallEnough: boolean;
  /** Fraction of Φ this barrier blocks on its own. */
  readonly blockedFraction: number;
  /** The blocked directions, absolute, in degrees counter-clockwise from +x. */
  readonly intervalsDeg: readonly [number, number][];
};

export type SightFacts = {
  /** from barriers alone (view, contact and levels are applied by the caller, R-5.6). */
  readonly verdict: SightVerdict;
  /** Angular measure of unblocked directions over Φ. */
  readonly visibleFraction: number;
  /** Φ in absolute degrees [from, to] (to > from; may exceed 360). */
  readonly spanDeg: readonly [number, number];
  readonly blockers: readonly BlockerFacts[];
  /** The sight touches the target's base: no barrier can stand between them. */
  readonly sightTouchesTarget: boolean;
  /** from the sight (Confédé, C3) or from any point of the base (Rag'narok). */
  readonly method?: 'sight-to-base' | 'base-to-base';
  /** a free segment from the source's base to the target's base, when one exists. */
  readonly witness?: readonly [Point, Point] | null;
};

/** Angular measure (rad) below which an interval counts as empty: floating-point slack only. */
const ANGLE_EPS = 1e-12;

type Frame = { s: Point; ux: number; uy: number; baseRad: number };

/** Direction of p from the frame origin, as an angle relative to the frame's axis, in (−π, π]. */
function relAngle(fr: Frame, p: Point): number {
  const vx = p.x - fr.s.x;
  const vy = p.y - fr.s.y;
  return Math.atan2(fr.ux * vy - fr.uy * vx, fr.ux * vx + fr.uy * vy);
}

/** Parameter along the ray (unit direction) of its first meeting with the target, or Infinity. */
function rayToTarget(s: Point, dx: number, dy: number, t: Footprint): number {
  if (t.kind === 'circle') {
    const ts = lineCircle(s, { x: dx, y: dy }, t.center, t.radiusMm);
    if (!ts || ts[1] < 0) return Infinity;
    return Math.max(0, ts[0]);
  }
  const far = { x: s.x + dx * 1e7, y: s.y + dy * 1e7 };
  const iv = clipSegmentConvex(s, far, t.points);
  return iv ? iv[0] * 1e7 : Infinity;
}

/** Φ relative to the axis towards the target's centre: [lo, hi] in radians. */
function targetSpan(fr: Frame, t: Footprint): [number, number] {
  if (t.kind === 'circle') {
    const d = Math.hypot(t.center.x - fr.s.x, t.center.y - fr.s.y);
    const half = Math.asin(Math.min(1, t.radiusMm / d));
    return [-half, half];
  }
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of t.points) {
    const a = relAngle(fr, p);
    if (a < lo) lo = a;
    if (a > hi) hi = a;
  }
  return [lo, hi];
}

/** Critical directions of one barrier (relative angles), unfiltered. */
function criticalAngles(fr: Frame, shape: ErodedShape, t: Footprint, out: number[]): void {
  for (const v of boundaryVertices(shape)) out.push(relAngle(fr, v));
  for (const c of boundaryCircles(shape)) {
    const dx = c.center.x - fr.s.x;
    const dy = c.center.y - fr.s.y;
    const d = Math.hypot(dx, dy);
    if (d <= c.radiusMm) continue;
    const mid = relAngle(fr, c.center);
    const half = Math.asin(c.radiusMm / d);
    out.push(mid - half, mid + half);
  }
  // Where the barrier's outline crosses the target's outline, the nearest target point may pass
  // from outside the barrier to inside it.
  const segs = boundarySegments(shape);
  const circles = boundaryCircles(shape);
  if (t.kind === 'circle') {
    for (const [a, b] of segs) for (const p of segmentCircle(a, b, t.center, t.radiusMm)) out.push(relAngle(fr, p));
    for (const c of circles) for (const p of circleCircle(c.center, c.radiusMm, t.center, t.radiusMm)) out.push(relAngle(fr, p));
  } else {
    const tp = t.points;
    for (let i = 0, j = tp.length - 1; i < tp.length; j = i++) {
      for (const [a, b] of segs) {
        const p = segmentSegmentPoint(a, b, tp[j], tp[i]);
        if (p) out.push(relAngle(fr, p));
      }
      for (const c of circles) for (const p of segmentCircle(tp[j], tp[i], c.center, c.radiusMm)) out.push(relAngle(fr, p));
    }
  }
}

/** Union of sorted-or-not intervals, merged. */
function union(intervals: [number, number][]): [number, number][] {
  if (intervals.length <= 1) return intervals.slice();
  const sorted = intervals.slice().sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [sorted[0].slice() as [number, number]];
  for (let i = 1; i < sorted.length; i++) {
    const last = out[out.length - 1];
    const cur = sorted[i];
    if (cur[0] <= last[1] + ANGLE_EPS) {
      if (cur[1] > last[1]) last[1] = cur[1];
    } else out.push(cur.slice() as [number, number]);
  }
  return out;
}

function measure(intervals: [number, number][]): number {
  let m = 0;
  for (const [a, b] of intervals) m += b - a;
  return m;
}

/**
 * The directions within [lo, hi] that the barrier blocks, as relative-angle intervals.
 * Exact: the critical directions split Φ into cells; one segment test decides each cell.
 */
function blockedIntervals(fr: Frame, shape: ErodedShape, t: Footprint, lo: number, hi: number): [number, number][] {
  const crit: number[] = [];
  criticalAngles(fr, shape, t, crit);
  const cuts = [lo];
  for (const a of crit) if (a > lo && a < hi) cuts.push(a);
  cuts.push(hi);
  cuts.sort((a, b) => a - b);
  const out: [number, number][] = [];
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
    const last = out[out.length - 1];
    if (last && last[1] === a) last[1] = b;
    else out.push([a, b]);
  }
  return out;
}

/**
 * A barrier as seen from one source point, whatever the target: the direction and distance of its
 * bounding circle's centre, the circle's radius and angular half-width, and (once asked for) its
 * shadow relative to that direction. `check` keeps one per source and barrier (see SightCache).
 */
export type BarrierSeen = {
  readonly dirRad: number;
  readonly halfRad: number;
  readonly distMm: number;
  readonly radiusMm: number;
  /** Bounds on the distance from the source to the barrier's points (tighter than the circle's). */
  readonly nearestMm: number;
  readonly farthestMm: number;
  /** Undefined until computed; null when the shadow has no closed form (see loopShadow). */
  shadow: [number, number] | null | undefined;
};

/** Per-source memo of BarrierSeen, valid while the source point and the barriers stay put. */
export type SightCache = Map<SightBarrier, BarrierSeen>;

function seenFrom(s: Point, b: SightBarrier, cache: SightCache | undefined): BarrierSeen {
  const known = cache?.get(b);
  if (known) return known;
  const cx = (b.bbox.minX + b.bbox.maxX) / 2;
  const cy = (b.bbox.minY + b.bbox.maxY) / 2;
  const br = Math.hypot(b.bbox.maxX - b.bbox.minX, b.bbox.maxY - b.bbox.minY) / 2;
  const d = Math.hypot(cx - s.x, cy - s.y);
  const [nearestMm, farthestMm] = reachOf(s, b.shape);
  const seen: BarrierSeen = {
    dirRad: Math.atan2(cy - s.y, cx - s.x),
    halfRad: d > br ? Math.asin(br / d) : Math.PI,
    distMm: d,
    radiusMm: br,
    nearestMm,
    farthestMm,
    shadow: undefined,
  };
  cache?.set(b, seen);
  return seen;
}

/**
 * Lower and upper bounds on the distance from s to the points of an eroded shape: exact for
 * discs and convex polygons; a loop lies within its original polygon, which bounds it.
 */
function reachOf(s: Point, shape: ErodedShape): [number, number] {
  switch (shape.kind) {
    case 'empty':
      return [Infinity, -Infinity];
    case 'disc': {
      const dc = Math.hypot(shape.center.x - s.x, shape.center.y - s.y);
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

/** The barrier's shadow relative to the direction of its bounding circle's centre. */
function shadowOf(s: Point, b: SightBarrier, seen: BarrierSeen): [number, number] | null {
  if (seen.shadow !== undefined) return seen.shadow;
  const fc: Frame = { s, ux: Math.cos(seen.dirRad), uy: Math.sin(seen.dirRad), baseRad: seen.dirRad };
  const shape = b.shape;
  seen.shadow = shape.kind === 'loop' ? loopShadow(fc, shape) : shape.kind === 'empty' ? null : convexShadow(fc, shape);
  return seen.shadow;
}

/**
 * The directions of [lo, hi] the barrier blocks, or null when it cannot block any. Exact
 * shortcuts come before the general method: a barrier whose bounding circle lies outside the
 * cone of Φ or wholly beyond the target's farthest point blocks nothing; a barrier wholly
 * nearer than the target's nearest point blocks exactly its own angular shadow; a disc or
 * convex barrier apart from the target blocks its whole shadow or nothing.
 */
function barrierIntervals(
  fr: Frame,
  b: SightBarrier,
  t: Footprint,
  lo: number,
  hi: number,
  nearMm: number,
  farMm: number,
  cache: SightCache | undefined,
): [number, number][] | null {
  const seen = seenFrom(fr.s, b, cache);
  const d = seen.distMm;
  const br = seen.radiusMm;
  if (seen.nearestMm >= farMm) return null;
  if (d > br) {
    let a = seen.dirRad - fr.baseRad;
    if (a > Math.PI) a -= 2 * Math.PI;
    else if (a <= -Math.PI) a += 2 * Math.PI;
    const half = seen.halfRad;
    if (a + half <= lo || a - half >= hi) return null;
    const shape = b.shape;
    // The shadows below are min/max of relative angles: only sound when the barrier's directions
    // do not straddle the one opposite the target (±π).
    if (Math.abs(a) + half >= Math.PI) return blockedIntervals(fr, shape, t, lo, hi);
    const shadow = shadowOf(fr.s, b, seen);
    if (shadow) {
      // Rays outside the shadow miss the barrier: only its shadow's part of Φ is in question.
      const x0 = Math.max(lo, a + shadow[0]);
      const x1 = Math.min(hi, a + shadow[1]);
      if (x1 <= x0) return null;
      // Wholly nearer than the target: every ray through the (connected) eroded shape cuts it
      // before reaching the target, so the blocked directions are exactly its shadow.
      if (seen.farthestMm < nearMm) return [[x0, x1]];
      // Two disjoint convex sets are met in the same order by every ray that meets both, so
      // one ray through the common directions tells whether the barrier is in front.
      if (shape.kind === 'disc' || shape.kind === 'convex') {
        const asFootprint: Footprint =
          shape.kind === 'disc' ? { kind: 'circle', center: shape.center, radiusMm: shape.radiusMm } : { kind: 'polygon', points: shape.points, convex: true };
        if (distanceMm(asFootprint, t) > 0) {
          const mid = fr.baseRad + (x0 + x1) / 2;
          const dx = Math.cos(mid);
          const dy = Math.sin(mid);
          const toBarrier = rayToTarget(fr.s, dx, dy, asFootprint);
          const toTarget = rayToTarget(fr.s, dx, dy, t);
          if (Number.isFinite(toTarget)) return toBarrier < toTarget ? [[x0, x1]] : null;
        }
      }
      return blockedIntervals(fr, shape, t, x0, x1);
    }
  }
  return blockedIntervals(fr, b.shape, t, lo, hi);
}

/**
 * The angular interval (relative) of an eroded loop seen from outside it: the extreme directions
 * of its outline, at the ends of its pieces or where a line from the source is tangent to an arc.
 * Null when the source is inside an arc's circle (no tangent).
 */
function loopShadow(fr: Frame, shape: Extract<ErodedShape, { kind: 'loop' }>): [number, number] | null {
  let s0 = Infinity;
  let s1 = -Infinity;
  for (const e of shape.elements) {
    const ap = relAngle(fr, e.a);
    if (ap < s0) s0 = ap;
    if (ap > s1) s1 = ap;
    if (e.kind !== 'arc') continue;
    const dx = fr.s.x - e.center.x;
    const dy = fr.s.y - e.center.y;
    const dc = Math.hypot(dx, dy);
    if (dc <= e.radiusMm) return null;
    const toS = Math.atan2(dy, dx);
    const off = Math.acos(e.radiusMm / dc);
    for (const ang of [toS - off, toS + off]) {
      const tp = { x: e.center.x + e.radiusMm * Math.cos(ang), y: e.center.y + e.radiusMm * Math.sin(ang) };
      if (!onArc(e, tp)) continue;
      const at = relAngle(fr, tp);
      if (at < s0) s0 = at;
      if (at > s1) s1 = at;
    }
  }
  return [s0, s1];
}

/** The angular interval (relative) of a disc or convex polygon seen from outside it. */
function convexShadow(fr: Frame, shape: Extract<ErodedShape, { kind: 'disc' | 'convex' }>): [number, number] {
  if (shape.kind === 'disc') {
    const dc = Math.hypot(shape.center.x - fr.s.x, shape.center.y - fr.s.y);
    const ac = relAngle(fr, shape.center);
    const h = Math.asin(Math.min(1, shape.radiusMm / dc));
    return [ac - h, ac + h];
  }
  let s0 = Infinity;
  let s1 = -Infinity;
  for (const p of shape.points) {
    const ap = relAngle(fr, p);
    if (ap < s0) s0 = ap;
    if (ap > s1) s1 = ap;
  }
  return [s0, s1];
}

/** Quick rejection: can this barrier's box meet the sight triangle's box at all? */
function boxesMeet(a: BBox, b: BBox): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

/**
 * Line of sight from the sight point `source` (of a fighter of size `sourceSize`) to
 * the base `target` (of a fighter of size `targetSize`), through the candidate `barriers`.
 */
export function lineOfSight(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: Iterable<SightBarrier>,
  tolMm: number,
  cache?: SightCache,
): SightFacts {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) {
    return { verdict: 'full', visibleFraction: 1, spanDeg: [0, 0], blockers: [], sightTouchesTarget: true };
  }
  const c = footprintCentre(target);
  const baseRad = Math.atan2(c.y - source.y, c.x - source.x);
  const fr: Frame = { s: source, ux: Math.cos(baseRad), uy: Math.sin(baseRad), baseRad };
  const [lo, hi] = targetSpan(fr, target);
  const span = hi - lo;
  const toDeg = (r: number) => ((fr.baseRad + r) * 180) / Math.PI;
  const spanDeg: [number, number] = [toDeg(lo), toDeg(hi)];

  // The sight triangle's box: every segment from S to T lies in it.
  const tb = bbox(target);
  const tri: BBox = {
    minX: Math.min(tb.minX, source.x),
    minY: Math.min(tb.minY, source.y),
    maxX: Math.max(tb.maxX, source.x),
    maxY: Math.max(tb.maxY, source.y),
  };

  const blockers: BlockerFacts[] = [];
  const all: [number, number][] = [];
  const tall: [number, number][] = [];
  const farMm = farthestDistance(target, source);
  for (const b of barriers) {
    if (b.shape.kind === 'empty' || !boxesMeet(b.bbox, tri)) continue;
    const ivs = barrierIntervals(fr, b, target, lo, hi, nearMm, farMm, cache);
    if (ivs === null) continue;
    const m = measure(ivs);
    if (m <= ANGLE_EPS) continue;
    const tallEnough = b.size >= sourceSize && b.size >= targetSize;
    for (const iv of ivs) {
      all.push(iv);
      if (tallEnough) tall.push(iv);
    }
    blockers.push({
      id: b.id,
      kind: b.kind,
      size: Number.isFinite(b.size) ? b.size : null,
      tallEnough,
      blockedFraction: span > 0 ? m / span : 0,
      intervalsDeg: ivs.map(([a, z]) => [toDeg(a), toDeg(z)] as [number, number]),
    });
  }
  const blocked = measure(union(all));
  const tallBlocked = measure(union(tall));
  const visibleFraction = span > 0 ? Math.max(0, Math.min(1, 1 - blocked / span)) : 1;
  let verdict: SightVerdict = 'full';
  if (blocked > ANGLE_EPS) verdict = span - tallBlocked <= ANGLE_EPS * 10 ? 'none' : 'partial';
  blockers.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { verdict, visibleFraction, spanDeg, blockers, sightTouchesTarget: false };
}
