// Line of sight by the angular-interval method: .. R-5.5 (Confédé II-D-1, II-D-3).
//
// From the sight point S, Φ is the interval of directions that meet the target base T. In each
// direction only the segment from S to the nearest point of T matters. A barrier blocks a
// direction when it cuts that segment. The set of directions a barrier blocks is a finite union
// of intervals whose ends are "critical" directions: towards a vertex of the barrier's (eroded)
// outline, tangent to one of its arcs, or towards a point where its outline crosses T's outline.
// Between two consecutive critical directions nothing changes, so one exact segment test per cell
// classifies the whole cell. No sampling: the answer is exact up to floating-point rounding.
import { type ErodedShape, boundaryOf, onArc, segmentCutsEroded } from './barrier';
import { clipSegmentConvex } from '../clip';
import { type BBox, type Footprint, distanceMm, distPointFootprint, farthestDistance, footprintCentre } from '../footprint';
import { type Point, circleCircle, hypot, lineCircle, pointInPolygon, segmentCircle } from '../vec';

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

/** What targetSpan leaves for its caller to read at once; for a round target, also its centre's distance. */
const SPAN = { lo: 0, hi: 0, centreMm: NaN };

/** Φ relative to the axis towards the target's centre: [lo, hi] in radians, left in SPAN. */
function targetSpan(fr: Frame, t: Footprint): void {
  if (t.kind === 'circle') {
    const d = hypot(t.center.x - fr.s.x, t.center.y - fr.s.y);
    const half = Math.asin(Math.min(1, t.radiusMm / d));
    SPAN.centreMm = d;
    SPAN.lo = -half;
    SPAN.hi = half;
    return;
  }
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of t.points) {
    const a = relAngle(fr, p);
    if (a < lo) lo = a;
    if (a > hi) hi = a;
  }
  SPAN.lo = lo;
  SPAN.hi = hi;
}

/** Critical directions of one barrier (relative angles), unfiltered. */
function criticalAngles(fr: Frame, shape: ErodedShape, t: Footprint, out: number[]): void {
  const { vertices, circles, segments } = boundaryOf(shape);
  for (const v of vertices) out.push(relAngle(fr, v));
  for (const c of circles) {
    const dx = c.center.x - fr.s.x;
    const dy = c.center.y - fr.s.y;
    const d = hypot(dx, dy);
    if (d <= c.radiusMm) continue;
    const mid = relAngle(fr, c.center);
    const half = Math.asin(c.radiusMm / d);
    out.push(mid - half, mid + half);
  }
  // Where the barrier's outline crosses the target's outline, the nearest target point may pass
  // from outside the barrier to inside it.
  if (t.kind === 'circle') {
    for (const [a, b] of segments) for (const p of segmentCircle(a, b, t.center, t.radiusMm)) out.push(relAngle(fr, p));
    for (const c of circles) for (const p of circleCircle(c.center, c.radiusMm, t.center, t.radiusMm)) out.push(relAngle(fr, p));
  } else {
    const tp = t.points;
    for (let i = 0, j = tp.length - 1; i < tp.length; j = i++) {
      for (const [a, b] of segments) pushCrossing(fr, a, b, tp[j], tp[i], out);
      for (const c of circles) for (const p of segmentCircle(tp[j], tp[i], c.center, c.radiusMm)) out.push(relAngle(fr, p));
    }
  }
}

/** segmentSegmentPoint(a, b, c, d), when there is one, pushed as a relative angle: the same arithmetic, no allocation. */
function pushCrossing(fr: Frame, a: Point, b: Point, c: Point, d: Point, out: number[]): void {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den === 0) return;
  const cax = c.x - a.x;
  const cay = c.y - a.y;
  const t = (cax * sy - cay * sx) / den;
  const v = (cax * ry - cay * rx) / den;
  if (t < 0 || t > 1 || v < 0 || v > 1) return;
  const px = a.x + rx * t;
  const py = a.y + ry * t;
  const vx = px - fr.s.x;
  const vy = py - fr.s.y;
  out.push(Math.atan2(fr.ux * vy - fr.uy * vx, fr.ux * vx + fr.uy * vy));
}

/**
 * Relative-angle intervals in flat scratch arrays. The sweep reuses three of them from call to
 * call, so a pair allocates nothing per barrier: check() runs thousands of pairs per pass.
 */
class Intervals {
  from = new Float64Array(64);
  to = new Float64Array(64);
  n = 0;

  push(a: number, b: number): void {
    if (this.n === this.from.length) {
      const from = new Float64Array(this.n * 2);
      const to = new Float64Array(this.n * 2);
      from.set(this.from);
      to.set(this.to);
      this.from = from;
      this.to = to;
    }
    this.from[this.n] = a;
    this.to[this.n] = b;
    this.n++;
  }

  /** Append [a, b], or extend the last interval when it ends exactly at a (adjacent cells). */
  pushJoined(a: number, b: number): void {
    if (this.n > 0 && this.to[this.n - 1] === a) this.to[this.n - 1] = b;
    else this.push(a, b);
  }

  /** The longest interval's length (0 when none). */
  longest(): number {
    let m = 0;
    for (let i = 0; i < this.n; i++) if (this.to[i] - this.from[i] > m) m = this.to[i] - this.from[i];
    return m;
  }

  /** Sum of the lengths, in order. */
  measure(): number {
    let m = 0;
    for (let i = 0; i < this.n; i++) m += this.to[i] - this.from[i];
    return m;
  }

  /**
   * unionMeasure() of intervals that all lie within [lo, hi]: when one of them is the whole of
   * [lo, hi], the sorted merge starts at lo and never ends before hi, so its measure is exactly
   * hi − lo, with no sort (a distant target is often wholly hidden by one nearer barrier). The
   * intervals are then left in their order.
   */
  unionMeasureWithin(lo: number, hi: number): number {
    for (let i = 0; i < this.n; i++) if (this.from[i] === lo && this.to[i] === hi) return hi - lo;
    return this.unionMeasure();
  }

  /**
   * Measure of the union: sorted by start in place (insertion sort: a pair has a handful of
   * intervals), merged when they meet within ANGLE_EPS, the merged lengths summed left to right.
   * The order among equal starts cannot change the merged intervals, so neither the sum.
   */
  unionMeasure(): number {
    const from = this.from;
    const to = this.to;
    const n = this.n;
    if (n === 0) return 0;
    this.sortByStart();
    let m = 0;
    let lastFrom = from[0];
    let lastTo = to[0];
    for (let i = 1; i < n; i++) {
      if (from[i] <= lastTo + ANGLE_EPS) {
        if (to[i] > lastTo) lastTo = to[i];
      } else {
        m += lastTo - lastFrom;
        lastFrom = from[i];
        lastTo = to[i];
      }
    }
    return m + (lastTo - lastFrom);
  }

  /** Sorted by start in place, by insertion (few intervals, often nearly in order). */
  sortByStart(): void {
    const from = this.from;
    const to = this.to;
    for (let i = 1; i < this.n; i++) {
      const a = from[i];
      const b = to[i];
      let k = i - 1;
      while (k >= 0 && from[k] > a) {
        from[k + 1] = from[k];
        to[k + 1] = to[k];
        k--;
      }
      from[k + 1] = a;
      to[k + 1] = b;
    }
  }
}

/** Scratch for blockedIntervals: the critical directions, and those within [lo, hi] in order. */
const CRIT: number[] = [];
const CUTS: number[] = [];

/**
 * Sort numbers or strings ascending in place. Insertion sort: a few dozen items at most (critical
 * directions, a pair's blockers), and Array#sort allocates on every call.
 */
function sortInPlace<T extends number | string>(a: T[]): void {
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    let k = i - 1;
    while (k >= 0 && a[k] > x) {
      a[k + 1] = a[k];
      k--;
    }
    a[k + 1] = x;
  }
}

/**
 * The directions within [lo, hi] that the barrier blocks, as relative-angle intervals.
 * Exact: the critical directions split Φ into cells; one segment test decides each cell.
 */
function blockedIntervals(fr: Frame, shape: ErodedShape, t: Footprint, lo: number, hi: number, out: Intervals): void {
  const crit = CRIT;
  crit.length = 0;
  criticalAngles(fr, shape, t, crit);
  const cuts = CUTS;
  cuts.length = 0;
  cuts.push(lo);
  for (const a of crit) if (a > lo && a < hi) cuts.push(a);
  cuts.push(hi);
  sortInPlace(cuts);
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
    out.pushJoined(a, b);
  }
}

/**
 * A barrier as seen from one source point, whatever the target: the direction and distance of its
 * bounding circle's centre, the circle's radius and angular half-width, and (once asked for) its
 * shadow relative to that direction. `check` keeps one per source and barrier in its source
 * views; single pairs memoise them per source fighter (SightCache).
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
export type SightCache = {
  get(b: SightBarrier): BarrierSeen | undefined;
  set(b: SightBarrier, seen: BarrierSeen): unknown;
};

function seenFrom(s: Point, b: SightBarrier, cache: SightCache | undefined): BarrierSeen {
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
function reachOf(s: Point, shape: ErodedShape): [number, number] {
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

/** The barrier's shadow relative to the direction of its bounding circle's centre. */
function shadowOf(s: Point, b: SightBarrier, seen: BarrierSeen): [number, number] | null {
  if (seen.shadow === undefined) seen.shadow = shadowAlong(s, b.shape, seen.dirRad);
  return seen.shadow;
}

/** The shape's shadow seen from s, relative to the direction dirRad (null: no closed form, see loopShadow). */
function shadowAlong(s: Point, shape: ErodedShape, dirRad: number): [number, number] | null {
  return shadowInto(s, shape, dirRad) ? [SHADOW.lo, SHADOW.hi] : null;
}

/** Where shadowInto() leaves a shadow (reused, never kept). */
const SHADOW = { lo: 0, hi: 0 };
/** shadowInto()'s frame, reset for each shadow (no callee keeps it): a check works out about one per source and barrier. */
const SHADOW_FRAME: Frame = { s: { x: 0, y: 0 }, ux: 1, uy: 0, baseRad: 0 };

/** shadowAlong() left in SHADOW, allocating nothing; false where shadowAlong answers null. */
function shadowInto(s: Point, shape: ErodedShape, dirRad: number): boolean {
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
 * The directions of [lo, hi] the barrier blocks, appended to `out` (nothing when it cannot block any). Exact
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
  seen: BarrierSeen,
  out: Intervals,
): void {
  const d = seen.distMm;
  const br = seen.radiusMm;
  if (seen.nearestMm >= farMm) return;
  if (d > br) {
    let a = seen.dirRad - fr.baseRad;
    if (a > Math.PI) a -= 2 * Math.PI;
    else if (a <= -Math.PI) a += 2 * Math.PI;
    const half = seen.halfRad;
    if (a + half <= lo || a - half >= hi) return;
    const shape = b.shape;
    // The shadows below are min/max of relative angles: only sound when the barrier's directions
    // do not straddle the one opposite the target (±π).
    if (Math.abs(a) + half >= Math.PI) return blockedIntervals(fr, shape, t, lo, hi, out);
    const shadow = shadowOf(fr.s, b, seen);
    if (shadow) {
      // Rays outside the shadow miss the barrier: only its shadow's part of Φ is in question.
      const x0 = Math.max(lo, a + shadow[0]);
      const x1 = Math.min(hi, a + shadow[1]);
      if (x1 <= x0) return;
      // Wholly nearer than the target: every ray through the (connected) eroded shape cuts it
      // before reaching the target, so the blocked directions are exactly its shadow.
      if (seen.farthestMm < nearMm) return out.push(x0, x1);
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
          if (Number.isFinite(toTarget)) return toBarrier < toTarget ? out.push(x0, x1) : undefined;
        }
      }
      return blockedIntervals(fr, shape, t, x0, x1, out);
    }
  }
  blockedIntervals(fr, b.shape, t, lo, hi, out);
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

/** Absolute degrees of a relative angle in a frame whose axis points at baseRad. */
function toDeg(baseRad: number, rel: number): number {
  return ((baseRad + rel) * 180) / Math.PI;
}

/** Scratch for sweep(): one barrier's intervals, every blocked interval, the tall ones' (R-5.4). */
const ONE = new Intervals();
const ALL = new Intervals();
const TALL = new Intervals();

/** What sweep() leaves for its caller to read at once (reused, never kept). */
const SWEPT = { verdict: 'full' as SightVerdict, visibleFraction: 1, baseRad: 0, lo: 0, hi: 0 };

/**
 * What openSweep() sets up for one source and target (reused, never kept): the frame, Φ = [lo, hi],
 * the sight triangle's box (every segment from S to T lies in it) and the target's farthest point.
 */
const OPEN = { fr: { s: { x: 0, y: 0 }, ux: 1, uy: 0, baseRad: 0 } satisfies Frame, lo: 0, hi: 0, span: 0, minX: 0, minY: 0, maxX: 0, maxY: 0, farMm: 0 };

function openSweep(source: Point, target: Footprint): void {
  const c = footprintCentre(target);
  const baseRad = Math.atan2(c.y - source.y, c.x - source.x);
  // One frame, reset for each sweep (no callee keeps it).
  const fr = OPEN.fr;
  fr.s = source;
  fr.ux = Math.cos(baseRad);
  fr.uy = Math.sin(baseRad);
  fr.baseRad = baseRad;
  targetSpan(fr, target);
  OPEN.lo = SPAN.lo;
  OPEN.hi = SPAN.hi;
  OPEN.span = SPAN.hi - SPAN.lo;
  let minX = source.x;
  let minY = source.y;
  let maxX = source.x;
  let maxY = source.y;
  if (target.kind === 'circle') {
    minX = Math.min(target.center.x - target.radiusMm, minX);
    minY = Math.min(target.center.y - target.radiusMm, minY);
    maxX = Math.max(target.center.x + target.radiusMm, maxX);
    maxY = Math.max(target.center.y + target.radiusMm, maxY);
  } else {
    for (const p of target.points) {
      if (p.x < minX) minX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.x > maxX) maxX = p.x;
      if (p.y > maxY) maxY = p.y;
    }
  }
  OPEN.minX = minX;
  OPEN.minY = minY;
  OPEN.maxX = maxX;
  OPEN.maxY = maxY;
  ALL.n = 0;
  TALL.n = 0;
  // farthestDistance of a circle, on the centre's distance targetSpan found (hypot ignores the signs).
  OPEN.farMm = target.kind === 'circle' ? SPAN.centreMm + target.radiusMm : farthestDistance(target, source);
}

/** ONE's intervals (a barrier's, of measure m > 0) added to every blocked interval, and to the tall ones' when it is tall enough. */
function takeOne(tallEnough: boolean): void {
  for (let k = 0; k < ONE.n; k++) {
    ALL.push(ONE.from[k], ONE.to[k]);
    if (tallEnough) TALL.push(ONE.from[k], ONE.to[k]);
  }
}

/**
 * the verdict and fraction from the blocked intervals, left in SWEPT. Without `fraction`,
 * the fraction is left NaN and the union of every blocked interval is measured only when no one
 * interval settles that something is blocked (the union is at least its longest member).
 */
function closeSweep(fraction = true): void {
  const { span, lo, hi } = OPEN;
  // Every blocked interval lies within Φ = [lo, hi] (each barrier's are cut to it).
  const blocked = fraction || !(ALL.longest() > ANGLE_EPS) ? ALL.unionMeasureWithin(lo, hi) : Infinity;
  const tallBlocked = TALL.unionMeasureWithin(lo, hi);
  let verdict: SightVerdict = 'full';
  if (blocked > ANGLE_EPS) verdict = span - tallBlocked <= ANGLE_EPS * 10 ? 'none' : 'partial';
  SWEPT.verdict = verdict;
  SWEPT.visibleFraction = !fraction ? NaN : span > 0 ? Math.max(0, Math.min(1, 1 - blocked / span)) : 1;
  SWEPT.baseRad = OPEN.fr.baseRad;
  SWEPT.lo = lo;
  SWEPT.hi = hi;
}

/**
 * the core of lineOfSight, for a source not touching the target (nearMm > τ): each
 * barrier's blocked directions over Φ, their union, and the verdict, left in SWEPT. Each barrier
 * that blocks a part of Φ is reported in `facts` (with its intervals) or only by id in `ids`.
 */
function sweep(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: readonly SightBarrier[],
  count: number,
  nearMm: number,
  cache: SightCache | undefined,
  seenList: readonly BarrierSeen[] | null,
  facts: BlockerFacts[] | null,
  ids: string[] | null,
): void {
  openSweep(source, target);
  const { fr, lo, hi, span, minX, minY, maxX, maxY, farMm } = OPEN;
  const baseRad = fr.baseRad;
  for (let i = 0; i < count; i++) {
    const b = barriers[i];
    const bb = b.bbox;
    if (b.shape.kind === 'empty' || bb.minX > maxX || bb.maxX < minX || bb.minY > maxY || bb.maxY < minY) continue;
    ONE.n = 0;
    const seen = seenList !== null ? seenList[i] : seenFrom(source, b, cache);
    barrierIntervals(fr, b, target, lo, hi, nearMm, farMm, seen, ONE);
    const m = ONE.measure();
    if (m <= ANGLE_EPS) continue;
    const tallEnough = b.size >= sourceSize && b.size >= targetSize;
    takeOne(tallEnough);
    if (facts !== null) {
      const intervalsDeg: [number, number][] = [];
      for (let k = 0; k < ONE.n; k++) intervalsDeg.push([toDeg(baseRad, ONE.from[k]), toDeg(baseRad, ONE.to[k])]);
      facts.push({
        id: b.id,
        kind: b.kind,
        size: Number.isFinite(b.size) ? b.size : null,
        tallEnough,
        blockedFraction: span > 0 ? m / span : 0,
        intervalsDeg,
      });
    } else if (ids !== null) ids.push(b.id);
  }
  closeSweep();
}

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Line of sight from the sight point `source` (of a fighter of size `sourceSize`) to
 * the base `target` (of a fighter of size `targetSize`), through the candidate `barriers`.
 */
export function lineOfSight(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: readonly SightBarrier[],
  tolMm: number,
  cache?: SightCache,
): SightFacts {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) {
    return { verdict: 'full', visibleFraction: 1, spanDeg: [0, 0], blockers: [], sightTouchesTarget: true };
  }
  const blockers: BlockerFacts[] = [];
  sweep(source, sourceSize, target, targetSize, barriers, barriers.length, nearMm, cache, null, blockers, null);
  const { verdict, visibleFraction, baseRad, lo, hi } = SWEPT;
  blockers.sort(byId);
  return { verdict, visibleFraction, spanDeg: [toDeg(baseRad, lo), toDeg(baseRad, hi)], blockers, sightTouchesTarget: false };
}

/** The verdict of lineOfSight without its facts: what `mire check` prints for every pair. */
export type SightSummary = {
  readonly verdict: SightVerdict;
  readonly visibleFraction: number;
  /** The ids of lineOfSight's blockers, in the same order. */
  readonly blockerIds: string[];
};

/**
 * lineOfSight's verdict, fraction and blocker ids, computed the same way but without
 * the per-barrier facts, through the first `count` barriers. `seen` is either, for each barrier i,
 * seen[i] = barrier i as seen from the source (seeBarrier), or a memo of them for this source;
 * `nearMm`, the distance from the source to the target, when the caller already has it.
 */
export function sightSummary(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: readonly SightBarrier[],
  count: number,
  tolMm: number,
  seen?: readonly BarrierSeen[] | SightCache,
  nearMm: number = distPointFootprint(source, target),
): SightSummary {
  if (nearMm <= tolMm) return { verdict: 'full', visibleFraction: 1, blockerIds: [] };
  const blockerIds: string[] = [];
  const list = Array.isArray(seen) ? (seen as readonly BarrierSeen[]) : null;
  const cache = list === null ? (seen as SightCache | undefined) : undefined;
  sweep(source, sourceSize, target, targetSize, barriers, count, nearMm, cache, list, null, blockerIds);
  sortInPlace(blockerIds);
  return { verdict: SWEPT.verdict, visibleFraction: SWEPT.visibleFraction, blockerIds };
}

/** The widest open interval of directions of the last sweep: its middle (absolute, rad) and width. */
export type Opening = { readonly dirRad: number; readonly widthRad: number };

/**
 * sightSummary from `source` with every barrier tall enough (sizes 0), and also the widest open
 * interval of directions over Φ (null when none is open): reads the fraction from the base
 * centre, and tries the opening's middle as a free line between the bases. `cache`: the barriers
 * as seen from `source`, memoised across its targets.
 */
export function sightSummaryOpening(
  source: Point,
  target: Footprint,
  barriers: readonly SightBarrier[],
  count: number,
  tolMm: number,
  cache?: SightCache,
): SightSummary & { readonly opening: Opening | null } {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) return { verdict: 'full', visibleFraction: 1, blockerIds: [], opening: null };
  const blockerIds: string[] = [];
  sweep(source, 0, target, 0, barriers, count, nearMm, cache, null, null, blockerIds);
  sortInPlace(blockerIds);
  const { verdict, visibleFraction, baseRad, lo, hi } = SWEPT;
  // widestGap reads the intervals in order of start; the sweep's union may have been measured without sorting them.
  ALL.sortByStart();
  return { verdict, visibleFraction, blockerIds, opening: widestGap(ALL, baseRad, lo, hi) };
}

/**
 * sightSummaryOpening's fraction alone, the same number: sweeps each seeing pair's fraction
 * from both base centres, and asks neither the blockers (the pair has its own) nor the opening.
 */
export function sightFraction(source: Point, target: Footprint, barriers: readonly SightBarrier[], tolMm: number, cache?: SightCache): number {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) return 1;
  sweep(source, 0, target, 0, barriers, barriers.length, nearMm, cache, null, null, null);
  return SWEPT.visibleFraction;
}

/** The widest part of [lo, hi] that no interval covers; `blocked` is sorted by start (Intervals.sortByStart). */
function widestGap(blocked: Intervals, baseRad: number, lo: number, hi: number): Opening | null {
  let best = 0;
  let bestMid = 0;
  let from = lo;
  for (let i = 0; i <= blocked.n; i++) {
    const to = i < blocked.n ? Math.min(hi, blocked.from[i]) : hi;
    if (to - from > best) {
      best = to - from;
      bestMid = (from + to) / 2;
    }
    if (i < blocked.n && blocked.to[i] > from) from = blocked.to[i];
  }
  return best > 0 ? { dirRad: baseRad + bestMid, widthRad: best } : null;
}

/**
 * Barriers in flat arrays, for check(): a million pairs read each barrier's box, size and shape
 * kind, and a blocker's place in the order of the ids (so that a pair's blockers are put in that
 * order without comparing strings). `cx`, `cy`, `radiusMm`: each barrier's barrierCircle.
 */
export type BarrierTable = {
  readonly barriers: readonly SightBarrier[];
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly radiusMm: Float64Array;
  readonly box: Float64Array;
  readonly size: Float64Array;
  readonly empty: Uint8Array;
  readonly idRank: Int32Array;
  /** The places in the order of the ids: byRank[idRank[k]] = k. */
  readonly byRank: Int32Array;
};

export function barrierTable(barriers: readonly SightBarrier[]): BarrierTable {
  const n = barriers.length;
  const t = {
    barriers,
    cx: new Float64Array(n),
    cy: new Float64Array(n),
    radiusMm: new Float64Array(n),
    box: new Float64Array(4 * n),
    size: new Float64Array(n),
    empty: new Uint8Array(n),
    idRank: new Int32Array(n),
    byRank: new Int32Array(n),
  };
  for (let k = 0; k < n; k++) {
    const b = barriers[k];
    const c = barrierCircle(b);
    t.cx[k] = c.x;
    t.cy[k] = c.y;
    t.radiusMm[k] = c.radiusMm;
    t.box.set([b.bbox.minX, b.bbox.minY, b.bbox.maxX, b.bbox.maxY], 4 * k);
    t.size[k] = b.size;
    t.empty[k] = b.shape.kind === 'empty' ? 1 : 0;
  }
  // The ids' order is sortInPlace's (string `>`): equal ids, if any, print the same either way.
  const order = Array.from({ length: n }, (_, k) => k).sort((x, y) => byId(barriers[x], barriers[y]));
  for (let r = 0; r < n; r++) {
    t.idRank[order[r]] = r;
    t.byRank[r] = order[r];
  }
  return t;
}

/** A shadow not yet worked out, worked out, or without a closed form (shadowOf's null). */
const SHADOW_UNKNOWN = 0;
const SHADOW_SOME = 1;
const SHADOW_NONE = 2;

/** What nearShadow() settles of one barrier: nothing blocked, exactly its shadow, or not settled (barrierIntervals decides). */
const NEAR = { none: 0, shadow: 1, open: 2 } as const;
type Near = (typeof NEAR)[keyof typeof NEAR];

/**
 * Slack, mm, for reading a barrier's nearest and farthest distance off its bounding circle: far
 * above the rounding of coordinates within the scene limits, far below any gap that matters. Only
 * when the circle, so widened, cannot settle a comparison are the exact bounds worked out.
 */
const CIRCLE_SLACK_MM = 1e-6;

/**
 * Every barrier of a BarrierTable as seen from one source point (BarrierSeen, in flat arrays):
 * the direction, distance and angular half-width of its circle at once; its nearest and farthest
 * distance and its shadow as a pair first needs them. summary() is sightSummary's sweep over
 * barriers given by their places in the table, with the same arithmetic, read from these arrays.
 */
export class SourceSight {
  readonly dirRad: Float64Array;
  readonly halfRad: Float64Array;
  readonly distMm: Float64Array;
  /**
   * The bounding circle's nearest and farthest distance with CIRCLE_SLACK_MM to spare, the very
   * sums the tests below would make: most comparisons are settled by these alone.
   */
  private readonly circleNearMm: Float64Array;
  private readonly circleFarMm: Float64Array;
  private readonly seen: (BarrierSeen | undefined)[];
  /** reachOf(barrier k), once asked for (reachKnown[k] = 1). */
  private readonly reachKnown: Uint8Array;
  private readonly nearestMm: Float64Array;
  private readonly farthestMm: Float64Array;
  private readonly shadowState: Uint8Array;
  private readonly shadowLo: Float64Array;
  private readonly shadowHi: Float64Array;
  /** The blockers of the pair in hand, by place. */
  private blocking = new Int32Array(64);
  /** One bit per id rank, all clear between pairs (sortBlockers). */
  private readonly rankBits: Int32Array;
  /** The interval nearShadow() found blocked, when it answers NEAR.shadow. */
  private shadowFrom = 0;
  private shadowTo = 0;

  constructor(
    readonly s: Point,
    readonly table: BarrierTable,
  ) {
    const n = table.barriers.length;
    this.dirRad = new Float64Array(n);
    this.halfRad = new Float64Array(n);
    this.distMm = new Float64Array(n);
    this.circleNearMm = new Float64Array(n);
    this.circleFarMm = new Float64Array(n);
    this.seen = new Array(n);
    this.reachKnown = new Uint8Array(n);
    this.nearestMm = new Float64Array(n);
    this.farthestMm = new Float64Array(n);
    this.shadowState = new Uint8Array(n);
    this.shadowLo = new Float64Array(n);
    this.shadowHi = new Float64Array(n);
    this.rankBits = new Int32Array((n + 31) >> 5);
    for (let k = 0; k < n; k++) {
      // seeBarrier's arithmetic.
      const cx = table.cx[k];
      const cy = table.cy[k];
      const br = table.radiusMm[k];
      const d = hypot(cx - s.x, cy - s.y);
      this.distMm[k] = d;
      this.dirRad[k] = Math.atan2(cy - s.y, cx - s.x);
      this.halfRad[k] = d > br ? Math.asin(br / d) : Math.PI;
      this.circleNearMm[k] = d - br - CIRCLE_SLACK_MM;
      this.circleFarMm[k] = d + br + CIRCLE_SLACK_MM;
    }
  }

  /** Barrier k as seen from the source (made once): seeBarrier's answer, from what is already known of it. */
  seenAt(k: number): BarrierSeen {
    let seen = this.seen[k];
    if (seen === undefined) {
      this.reach(k);
      const shadow = this.shadowState[k] === SHADOW_UNKNOWN ? undefined : this.shadowState[k] === SHADOW_NONE ? null : ([this.shadowLo[k], this.shadowHi[k]] as [number, number]);
      const radiusMm = this.table.radiusMm[k];
      seen = { dirRad: this.dirRad[k], halfRad: this.halfRad[k], distMm: this.distMm[k], radiusMm, nearestMm: this.nearestMm[k], farthestMm: this.farthestMm[k], shadow };
      this.seen[k] = seen;
    }
    return seen;
  }

  /** reachOf(barrier k), kept in nearestMm[k] and farthestMm[k]. */
  private reach(k: number): void {
    if (this.reachKnown[k] === 1) return;
    const [nearestMm, farthestMm] = reachOf(this.s, this.table.barriers[k].shape);
    this.nearestMm[k] = nearestMm;
    this.farthestMm[k] = farthestMm;
    this.reachKnown[k] = 1;
  }

  /** Whether barrier k's nearest point is at least `mm` away (reachOf's bound), read off its circle when it can be. */
  private nearestAtLeast(k: number, mm: number): boolean {
    if (this.circleNearMm[k] >= mm) return true;
    if (this.circleFarMm[k] < mm) return false;
    this.reach(k);
    return this.nearestMm[k] >= mm;
  }

  /** Whether barrier k's farthest point is nearer than `mm` (reachOf's bound), read off its circle when it can be. */
  private farthestBelow(k: number, mm: number): boolean {
    if (this.circleFarMm[k] < mm) return true;
    if (this.circleNearMm[k] >= mm) return false;
    this.reach(k);
    return this.farthestMm[k] < mm;
  }

  /** What the last measure() found: R-5.4's verdict and fraction, and how many blockers (see blockers). */
  verdict: SightVerdict = 'full';
  visibleFraction = 1;
  found = 0;

  /** The last measure()'s blockers: places in the table, blockers[0 .. found), in the order of their ids. */
  get blockers(): Int32Array {
    return this.blocking;
  }

  /**
   * sightSummary of the target through the barriers at places ks[0 .. count) of the table, left in
   * verdict, visibleFraction, found and blockers: barrierIntervals' commonest outcomes (nothing;
   * exactly the shadow of a barrier wholly nearer than the target) read from the flat arrays,
   * every other case handed to barrierIntervals. The order of ks changes nothing: each barrier's
   * intervals are its own, their unions are taken sorted, the blockers are put in id order.
   * Without `fraction` (R-5.6: a target out of view or in contact shows none of it), the
   * fraction is left NaN and not worked out.
   */
  measure(sourceSize: number, target: Footprint, targetSize: number, ks: Int32Array, count: number, nearMm: number, tolMm: number, fraction = true): void {
    this.found = 0;
    if (nearMm <= tolMm) {
      this.verdict = 'full';
      this.visibleFraction = 1;
      return;
    }
    openSweep(this.s, target);
    const { fr, lo, hi, minX, minY, maxX, maxY, farMm } = OPEN;
    const t = this.table;
    const box = t.box;
    let found = 0;
    for (let i = 0; i < count; i++) {
      const k = ks[i];
      if (t.empty[k] === 1 || box[4 * k] > maxX || box[4 * k + 2] < minX || box[4 * k + 1] > maxY || box[4 * k + 3] < minY) continue;
      const near = this.nearShadow(k, lo, hi, nearMm, farMm);
      if (near === NEAR.none) continue;
      const tallEnough = t.size[k] >= sourceSize && t.size[k] >= targetSize;
      if (near === NEAR.shadow) {
        // One interval: ONE.measure() would be exactly its length.
        if (!(this.shadowTo - this.shadowFrom > ANGLE_EPS)) continue;
        ALL.push(this.shadowFrom, this.shadowTo);
        if (tallEnough) TALL.push(this.shadowFrom, this.shadowTo);
      } else {
        ONE.n = 0;
        barrierIntervals(fr, t.barriers[k], target, lo, hi, nearMm, farMm, this.seenAt(k), ONE);
        if (ONE.measure() <= ANGLE_EPS) continue;
        takeOne(tallEnough);
      }
      if (found === this.blocking.length) {
        const more = new Int32Array(2 * found);
        more.set(this.blocking);
        this.blocking = more;
      }
      // By rank, so that they are put in id order by comparing numbers (sortBlockers).
      this.blocking[found++] = t.idRank[k];
    }
    closeSweep(fraction);
    this.verdict = SWEPT.verdict;
    this.visibleFraction = SWEPT.visibleFraction;
    this.found = found;
    this.sortBlockers();
  }

  /** measure(), answered as sightSummary answers. */
  summary(sourceSize: number, target: Footprint, targetSize: number, ks: Int32Array, count: number, nearMm: number, tolMm: number): SightSummary {
    this.measure(sourceSize, target, targetSize, ks, count, nearMm, tolMm);
    const ids: string[] = new Array(this.found);
    for (let i = 0; i < this.found; i++) ids[i] = this.table.barriers[this.blocking[i]].id;
    return { verdict: this.verdict, visibleFraction: this.visibleFraction, blockerIds: ids };
  }

  /**
   * barrierIntervals(barrier k) where it ends early: it would block nothing (NEAR.none), or
   * exactly its shadow [shadowFrom, shadowTo] (NEAR.shadow); NEAR.open when barrierIntervals
   * must decide.
   */
  private nearShadow(k: number, lo: number, hi: number, nearMm: number, farMm: number): Near {
    if (this.nearestAtLeast(k, farMm)) return NEAR.none;
    // halfRad is π exactly when the source is not outside the circle (asin never reaches it).
    const half = this.halfRad[k];
    if (half === Math.PI) return NEAR.open;
    let a = this.dirRad[k] - OPEN.fr.baseRad;
    if (a > Math.PI) a -= 2 * Math.PI;
    else if (a <= -Math.PI) a += 2 * Math.PI;
    if (a + half <= lo || a - half >= hi) return NEAR.none;
    if (Math.abs(a) + half >= Math.PI) return NEAR.open;
    if (this.shadowState[k] === SHADOW_UNKNOWN) this.workOutShadow(k);
    if (this.shadowState[k] === SHADOW_NONE) return NEAR.open;
    const x0 = Math.max(lo, a + this.shadowLo[k]);
    const x1 = Math.min(hi, a + this.shadowHi[k]);
    if (x1 <= x0) return NEAR.none;
    if (!this.farthestBelow(k, nearMm)) return NEAR.open;
    this.shadowFrom = x0;
    this.shadowTo = x1;
    return NEAR.shadow;
  }

  /**
   * Barrier k's shadow into shadowLo[k], shadowHi[k], or SHADOW_NONE: shadowOf's arithmetic
   * (dirRad[k] is seeBarrier's direction). Apart from nearShadow(), which stays small enough for
   * the compiler to inline into measure()'s loop.
   */
  private workOutShadow(k: number): void {
    const some = shadowInto(this.s, this.table.barriers[k].shape, this.dirRad[k]);
    this.shadowState[k] = some ? SHADOW_SOME : SHADOW_NONE;
    if (some) {
      this.shadowLo[k] = SHADOW.lo;
      this.shadowHi[k] = SHADOW.hi;
    }
  }

  /**
   * blockers[0 .. found), held as id ranks, put in the order of the ids (sightSummary's sortInPlace)
   * and made places: each rank's bit set in rankBits, then the bits read back in order. A pair's
   * ranks come in no order, and an insertion sort mispredicts a branch at nearly every one. The
   * same rank twice (no caller passes a barrier twice, but sortInPlace would keep both) is sorted
   * by insertion instead.
   */
  private sortBlockers(): void {
    const b = this.blocking;
    const bits = this.rankBits;
    let lo = bits.length;
    let hi = -1;
    let twice = false;
    for (let i = 0; i < this.found; i++) {
      const w = b[i] >> 5;
      const bit = 1 << (b[i] & 31);
      if ((bits[w] & bit) !== 0) twice = true;
      bits[w] |= bit;
      if (w < lo) lo = w;
      if (w > hi) hi = w;
    }
    if (twice) {
      for (let w = lo; w <= hi; w++) bits[w] = 0;
      this.sortByInsertion();
      return;
    }
    const byRank = this.table.byRank;
    let c = 0;
    for (let w = lo; w <= hi; w++) {
      let word = bits[w];
      bits[w] = 0;
      while (word !== 0) {
        const lowest = word & -word;
        b[c++] = byRank[(w << 5) | (31 - Math.clz32(lowest))];
        word ^= lowest;
      }
    }
  }

  /** sortBlockers() by insertion, for ranks that may repeat. */
  private sortByInsertion(): void {
    const b = this.blocking;
    for (let i = 1; i < this.found; i++) {
      const r = b[i];
      let j = i - 1;
      while (j >= 0 && b[j] > r) {
        b[j + 1] = b[j];
        j--;
      }
      b[j + 1] = r;
    }
    const byRank = this.table.byRank;
    for (let i = 0; i < this.found; i++) b[i] = byRank[b[i]];
  }
}
