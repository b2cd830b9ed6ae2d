// Sites (the circles a route bends round) and their common tangents, in closed form.
import type { Footprint } from '../footprint';
import type { Point } from '../vec';
import { lengthOf } from './clearance';

/** Which way round a circle a line turns: +1 when the point p on it, at p − c = (rx, ry) from the centre, moves along (dx, dy) counter-clockwise. */
export function orientXY(rx: number, ry: number, dx: number, dy: number): 1 | -1 {
  return rx * dy - ry * dx >= 0 ? 1 : -1;
}

/** Convex corners of a polygon (reflex ones never bend a taut route). */
export function convexCorners(points: readonly Point[]): { v: Point; fromRad: number; spanRad: number }[] {
  const n = points.length;
  const out: { v: Point; fromRad: number; spanRad: number }[] = [];
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n];
    const b = points[i];
    const c = points[(i + 1) % n];
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) < 0) continue;
    // Counter-clockwise polygon: the outward normal of side pq points along (dy, −dx).
    const from = Math.atan2(-(b.x - a.x), b.y - a.y);
    const to = Math.atan2(-(c.x - b.x), c.y - b.y);
    const span = (((to - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    out.push({ v: b, fromRad: from, spanRad: span });
  }
  return out;
}

/** Is the tangent point (px, py) on the part of the site's circle that lies on the inflated outline? */
export function onOutlineAt(s: Site, px: number, py: number): boolean {
  if (s.spanRad >= 2 * Math.PI || s.rho === 0) return true;
  return onOutlineAng(s, Math.atan2(py - s.c.y, px - s.c.x));
}

/** onOutlineAt for the point at angle `ang` (atan2 from the site's centre) on the site's circle. */
export function onOutlineAng(s: Site, ang: number): boolean {
  if (s.spanRad >= 2 * Math.PI || s.rho === 0) return true;
  // Both angles lie in [−π, π]: one turn added or taken brings d into [0, 2π).
  let d = ang - s.fromRad;
  if (d < 0) d += 2 * Math.PI;
  if (d >= 2 * Math.PI) d -= 2 * Math.PI;
  if (d > Math.PI + s.spanRad / 2) d -= 2 * Math.PI;
  return d >= -1e-9 && d <= s.spanRad + 1e-9;
}

/**
 * A circle the route may bend round: a round obstacle grown by the gap, or a polygon's convex
 * corner with radius the gap. For a corner, only the arc between the outward normals of its two
 * sides (from `fromRad`, counter-clockwise over `spanRad`) lies on the inflated outline:
 * elsewhere the circle is closer than the gap to a side, so no clear tangent touches it there.
 * Tangent points outside that arc are dropped before any clearance test.
 */
export type Site = { c: Point; rho: number; slot: number; fromRad: number; spanRad: number; alive: boolean };

/**
 * A common tangent of two sites, from p on site a to q on site b. `blocker`: CLEAR at the full
 * clearance, the first obstacle found too close, OFF_TABLE, UNKNOWN (to be worked out again after
 * an update) or LAZY (a query's own tangent, tested when the search first tries it). For a
 * relaxed site's tangent, `stamp` and `n0..n3` hold its four search nodes for the current query,
 * −1 until the search makes them (the index's tangents' nodes leaving a site are kept beside its
 * pack: SiteOut.depNode).
 */
export type Tangent = {
  a: number;
  b: number;
  /** Its ends p (on a) and q (on b), as numbers: no point objects to keep or to reach through. */
  px: number;
  py: number;
  qx: number;
  qy: number;
  lengthMm: number;
  blocker: number;
  /**
   * For a blocked tangent: the first other obstacle closer than the clearance (CLEAR if `blocker`
   * alone blocks it, UNKNOWN until worked out). A query that skips `blocker` but not this one
   * knows the tangent blocked without testing it; one that ignores `blocker` when this is CLEAR
   * knows it clear. So CLEAR is exact: `update` tests a moved obstacle against the tangents it
   * may now block.
   */
  blocker2: number;
  stamp: number;
  n0: number;
  n1: number;
  n2: number;
  n3: number;
  /** Angles of p round a's centre and of q round b's, and the turning senses of the four nodes. */
  angP: number;
  angQ: number;
  o0: 1 | -1;
  o1: 1 | -1;
  o2: 1 | -1;
  o3: 1 | -1;
  /** Its number in the index (−1 for a query's own). */
  id: number;
  /**
   * A relaxed site's kept tangent (`blocker` LAZY until a query first tests it, then its first
   * blocker but the relaxed obstacle itself): 1 if it keeps the relaxed obstacle's gap without
   * crossing it, −1 if not, 0 not yet known.
   */
  ownOk: number;
};

/** A tangent's `blocker` when no obstacle comes closer than the clearance; the others as in Tangent's doc. */
export const CLEAR = -1;
export const UNKNOWN = -2;
export const OFF_TABLE = -3;
export const LAZY = -4;
/** The id of a relaxed site's tangent kept across queries. */
export const KEPT = -2;

/**
 * The points of site s's circle whose tangents pass through (qx, qy), at ±acos(ρ / d) from its
 * direction, into `out` (x, y, x, y): their number, 0 when the point is not outside the circle.
 */
export function tangentPointsOn(s: Site, qx: number, qy: number, out: Float64Array): number {
  const dx = qx - s.c.x;
  const dy = qy - s.c.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d <= s.rho) return 0;
  const baseAng = Math.atan2(dy, dx);
  const off = Math.acos(s.rho / d);
  out[0] = s.c.x + s.rho * Math.cos(baseAng + off);
  out[1] = s.c.y + s.rho * Math.sin(baseAng + off);
  out[2] = s.c.x + s.rho * Math.cos(baseAng - off);
  out[3] = s.c.y + s.rho * Math.sin(baseAng - off);
  return 2;
}

/** Tangent points written by tangentPointsOn, read at once. */
export const tangentXY = new Float64Array(4);

/** The sites of one obstacle kept at `gap`. */
export function sitesOf(shape: Footprint, gap: number, slot: number): Site[] {
  if (shape.kind === 'circle')
    return [{ c: shape.center, rho: shape.radiusMm + gap, slot, fromRad: 0, spanRad: 2 * Math.PI, alive: true }];
  return convexCorners(shape.points).map(({ v, fromRad, spanRad }) => ({
    c: v,
    rho: gap,
    slot,
    fromRad,
    spanRad,
    alive: true,
  }));
}

/** A tangent's ends as points, in two reused objects (the tests called with them keep neither). */
const tangentP = { x: 0, y: 0 };
const tangentQ = { x: 0, y: 0 };
export function endP(t: Tangent): Point {
  tangentP.x = t.px;
  tangentP.y = t.py;
  return tangentP;
}
export function endQ(t: Tangent): Point {
  tangentQ.x = t.qx;
  tangentQ.y = t.qy;
  return tangentQ;
}

export function pairKey(i: number, j: number): number {
  return i < j ? i * 2 ** 24 + j : j * 2 ** 24 + i;
}

/** A pair of sites without a tangent (most pairs: one circle within the other's reach, or none on both outlines), shared. */
export const NO_TANGENTS: Tangent[] = [];

export function tangentsOf(
  i: number,
  si: Site,
  j: number,
  sj: Site,
  blocker: (p: Point, q: Point) => number,
): Tangent[] {
  const n = tangentEnds(si, sj, endsXY);
  if (n === 0) return NO_TANGENTS;
  const out: Tangent[] = [];
  for (let k = 0; k < n; k++) {
    const e = ENDS * k;
    out.push(
      tangentAt(
        i,
        si,
        j,
        sj,
        endsXY[e],
        endsXY[e + 1],
        endsXY[e + 2],
        endsXY[e + 3],
        endsXY[e + 4],
        endsXY[e + 5],
        blocker,
      ),
    );
  }
  return out;
}

/** Numbers per tangent written by tangentEnds: px, py, qx, qy, angP, angQ. */
export const ENDS = 6;
/** Tangents' ends written by tangentEnds, read at once. */
export const endsXY = new Float64Array(4 * ENDS);

/**
 * The common tangents of sites si and sj whose ends lie on both outlines, into `out` (ENDS
 * numbers each): their number. From p on si to q on sj; the angles of p and q round their centres.
 */
export function tangentEnds(si: Site, sj: Site, out: Float64Array): number {
  // The common tangents of the two circles, in scalars (this runs for every pair of sites an
  // index or a relaxed site meets: nothing is allocated). Outer tangents (sign 1) then inner
  // ones (sign −1), each at base ± off; a circle of radius 0 (a corner kept at a gap of 0) is a
  // point: through it the inner and outer tangents are the same two lines (the same one if both
  // are points).
  const ax = si.c.x;
  const ay = si.c.y;
  const bx = sj.c.x;
  const by = sj.c.y;
  const dx = bx - ax;
  const dy = by - ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return 0;
  const ra = si.rho;
  const rb = sj.rho;
  if (ra === 0 && rb === 0) return endsAt(si, sj, ax, ay, bx, by, 0, 0, out, 0);
  let n = 0;
  const base = Math.atan2(dy, dx);
  const signs = ra === 0 || rb === 0 ? 1 : 2;
  for (let k = 0; k < signs; k++) {
    const sign = k === 0 ? 1 : -1;
    const c = (ra - sign * rb) / d;
    if (Math.abs(c) > 1) continue;
    const off = Math.acos(c);
    for (let m = 0; m < 2; m++) {
      const ang = m === 0 ? base + off : base - off;
      const nx = Math.cos(ang);
      const ny = Math.sin(ang);
      // The ends' angles round their sites follow from the construction: p lies along n from a's
      // centre, q along sign·n from b's (a point site's end, at its centre, at angle 0 as atan2(0, 0)).
      const angP = ra === 0 ? 0 : wrapAngle(ang);
      const angQ = rb === 0 ? 0 : wrapAngle(sign > 0 ? ang : ang + Math.PI);
      n += endsAt(si, sj, ax + ra * nx, ay + ra * ny, bx + sign * rb * nx, by + sign * rb * ny, angP, angQ, out, n);
    }
  }
  return n;
}

/** The tangent from p on si to q on sj written as the n-th of `out`, unless an end is off its site's part of the outline (1 written, 0 not). */
function endsAt(
  si: Site,
  sj: Site,
  px: number,
  py: number,
  qx: number,
  qy: number,
  angP: number,
  angQ: number,
  out: Float64Array,
  n: number,
): number {
  if (!onOutlineAng(si, angP) || !onOutlineAng(sj, angQ)) return 0;
  const e = ENDS * n;
  out[e] = px;
  out[e + 1] = py;
  out[e + 2] = qx;
  out[e + 3] = qy;
  out[e + 4] = angP;
  out[e + 5] = angQ;
  return 1;
}

/** Two reused points for a tangent's blocker test (blockerOf keeps neither). */
const blockP = { x: 0, y: 0 };
const blockQ = { x: 0, y: 0 };

/** An angle in [−2π, 3π] brought into [−π, π]. */
export function wrapAngle(ang: number): number {
  return ang > Math.PI ? ang - 2 * Math.PI : ang < -Math.PI ? ang + 2 * Math.PI : ang;
}

/** A tangent's four turning senses as bits (1 for +1, counter-clockwise): leaving a (bit 0), reaching b (1), leaving b (2), reaching a (3). */
export function turnBits(si: Site, sj: Site, px: number, py: number, qx: number, qy: number): number {
  // The tangent's direction (dx, dy) leaving a and reaching b, its reverse (−dx, −dy) leaving b and reaching a.
  const dx = qx - px;
  const dy = qy - py;
  const o0 = orientXY(px - si.c.x, py - si.c.y, dx, dy);
  const o1 = orientXY(qx - sj.c.x, qy - sj.c.y, dx, dy);
  const o2 = orientXY(qx - sj.c.x, qy - sj.c.y, -dx, -dy);
  const o3 = orientXY(px - si.c.x, py - si.c.y, -dx, -dy);
  return (o0 > 0 ? 1 : 0) | (o1 > 0 ? 2 : 0) | (o2 > 0 ? 4 : 0) | (o3 > 0 ? 8 : 0);
}

/** The tangent from p on site i to q on site j (at angles angP and angQ round their centres), its ends on both outlines. */
function tangentAt(
  i: number,
  si: Site,
  j: number,
  sj: Site,
  px: number,
  py: number,
  qx: number,
  qy: number,
  angP: number,
  angQ: number,
  blocker: (p: Point, q: Point) => number,
): Tangent {
  const dx = qx - px;
  const dy = qy - py;
  blockP.x = px;
  blockP.y = py;
  blockQ.x = qx;
  blockQ.y = qy;
  return {
    a: i,
    b: j,
    px,
    py,
    qx,
    qy,
    lengthMm: lengthOf(px, py, qx, qy),
    blocker: blocker(blockP, blockQ),
    blocker2: UNKNOWN,
    stamp: 0,
    n0: 0,
    n1: 0,
    n2: 0,
    n3: 0,
    angP,
    angQ,
    // Which way round each end turns: the tangent's direction (dx, dy) leaving a and reaching b,
    // its reverse (−dx, −dy) leaving b and reaching a.
    o0: orientXY(px - si.c.x, py - si.c.y, dx, dy),
    o1: orientXY(qx - sj.c.x, qy - sj.c.y, dx, dy),
    o2: orientXY(qx - sj.c.x, qy - sj.c.y, -dx, -dy),
    o3: orientXY(px - si.c.x, py - si.c.y, -dx, -dy),
    id: -1,
    ownOk: 0,
  };
}

/** A relaxed obstacle's sites at one gap: per site, its tangents to each index site made so far. */
export type KeptSites = {
  sites: Site[];
  toIndex: Map<number, Tangent[]>[];
  /** The sites' shadows (RouteIndex.route): per direction bin, the distance and the obstacle casting it. */
  shadows: (Float64Array | null)[];
  shadowSlots: (Int32Array | null)[];
  /** How far from the site the obstacles casting them were taken (mm). */
  shadowReach: Float64Array;
  /** Per site, per index site j: the first and last shadow bins their tangents run in and how far (NaN until worked out). */
  pairBins: (Float64Array | null)[];
};
