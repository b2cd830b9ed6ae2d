// R-5.7 (Rag'narok) the proof that every segment from one base to the other is cut, direction by
// direction: a line turned through every direction a segment from base A to base T can take.
//
// The lemma. Lines of direction u are told apart by their offset s = n·x (n: u turned a quarter
// left); those meeting a set X have s in X's projection on n, [lo_X(u), hi_X(u)] (an interval when
// X is connected). Let P be a connected set, and m_A, m_T the unit normals of lines strictly
// separating A from P (A on the side of −m_A) and P from T (T on the side of +m_T). A line of
// direction u with u·m_A > 0 and u·m_T > 0 that meets A, P and T meets them in that order, so the
// stretch of it between A and T, which every segment from A to T along it holds, meets P. So when,
// for every direction u from A to T, the offsets of the lines meeting both bases,
// J(u) = [max(lo_A, lo_T), min(hi_A, hi_T)], are covered by the projections of pieces of obstacles
// that lie between A and T for u, every segment from A to T is cut. Pieces of several obstacles
// cover the lines of one direction together: where blocked.ts halves the bases until
// one obstacle closes each part, two or three obstacles standing side by side are taken at once.
//
// The turn. The directions from A to T form a cone, that of T − A. At a direction, a chain of
// pieces covering J is found greedily (from J's low end, the piece reaching highest). Each of the
// chain's inequalities compares support functions; holding the support points of the pieces fixed
// bounds those from the safe side, and each inequality becomes a sinusoid n(θ)·z staying above a
// constant, which holds up to a turn solved exactly. The least such turn is how far the direction
// may go on with the same chain; the turn resumes there with a new chain, until the cone is
// crossed. Where no chain covers J, the lines in the widest gaps between the pieces (at that
// direction and at a few further on) are handed back: the caller checks them with room to spare.
//
// Margins keep the proof sound against rounding, as in blocked.ts: the bases are grown
// by EXPAND_MM (the search's segments end within rounding of them), the obstacles' pieces are their
// points DEPTH_MM deep, the separating lines leave SEPARATION_MM, and every inequality of a chain
// holds by STRICT_MM; so a segment the proof calls cut passes DEPTH_MM deep inside an obstacle, far
// beyond the OPENING_SLACK_MM nudges of the search (lines.ts). A turn that does not
// finish within its budget proves nothing: the caller goes on with the other proofs and the search.
import { erode, erodeConvex } from '../barrier';
import type { Footprint } from '../../footprint';
import { type Point, convexHull, vertexCentroid } from '../../vec';
import { ShapeCache } from '../../shape-cache';
import type { ErodedShape, TurnProof } from '../types';

const DEPTH_MM = 1e-5;
const EXPAND_MM = 1e-6;
/** Every inequality of a chain holds by this much (a line's offsets, mm). */
const STRICT_MM = 1e-7;
/** A chain is taken at a direction only with twice that to spare, so that the turn moves on. */
const CHAIN_MM = 2 * STRICT_MM;
/** A separating line leaves at least this much between a (grown) base and a piece. */
const SEPARATION_MM = 1e-6;
/** u·m above this is taken as positive (unit vectors; far above rounding). */
const SIDE_EPS = 1e-9;
/** Chains tried per pair before giving up. */
const MAX_STEPS = 48;
/** The cone's edges are widened by this against rounding (radians). */
const CONE_SLACK_RAD = 1e-12;
/** Directions probed for gaps after the turn stops (as parts of the rest of the cone), and candidate lines handed back. */
const PROBES = [0.5, 0.15, 0.85, 0.05, 0.3, 0.015, 0.004, 1e-3, 1e-4, 0.65];
const MAX_LINES = 3;
/** A gap narrower than this leaves no line clear by CLEARANCE_MM (barrier.ts) on both sides. */
const MIN_GAP_MM = 3e-4;
/** A gap this wide ends the probing. */
const WIDE_GAP_MM = 0.05;
/** A turn smaller than this is no progress (radians). */
const MIN_TURN_RAD = 1e-9;

/**
 * A piece of an obstacle for the turn: a disc, or a connected region given by the vertices of its
 * convex hull (counter-clockwise), which have the region's projections.
 */
type Piece = {
  readonly disc: boolean;
  /** Disc: centre and radius. Polygon: the mean of its vertices (inside it), and r = 0. */
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  /** The farthest the piece reaches from (cx, cy). */
  readonly reach: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
};

const PIECES = new ShapeCache<ErodedShape, Piece | null>("obstacles' pieces DEPTH_MM inside them", makePiece);

/**
 * The piece of an eroded obstacle whose points all lie DEPTH_MM inside it (built once per shape):
 * the disc or convex polygon shrunk by DEPTH_MM, or the region of a loop eroded DEPTH_MM further,
 * bounded by barrier.ts's eroded outline (a simple closed curve, so the region is connected), whose
 * arcs turn inwards so that its hull is that of the outline's vertices. Null when there is none.
 */
function pieceOf(s: ErodedShape): Piece | null {
  return PIECES.get(s);
}

function makePiece(s: ErodedShape): Piece | null {
  switch (s.kind) {
    case 'empty':
      return null;
    case 'disc':
      return s.radiusMm > DEPTH_MM
        ? {
            disc: true,
            cx: s.center.x,
            cy: s.center.y,
            r: s.radiusMm - DEPTH_MM,
            reach: s.radiusMm - DEPTH_MM,
            xs: NONE,
            ys: NONE,
          }
        : null;
    case 'convex': {
      const shrunk = erodeConvex(s.points, DEPTH_MM);
      return shrunk.length >= 3 ? polygonPiece(shrunk) : null;
    }
    case 'loop': {
      const depth = s.depthMm + DEPTH_MM;
      const deeper = erode({ kind: 'polygon', points: s.polygon, convex: false }, depth);
      if (deeper.kind !== 'loop' || deeper.depthMm !== depth) return null;
      const hull = convexHull(deeper.elements.map((e) => e.a));
      return hull.length >= 3 ? polygonPiece(hull) : null;
    }
  }
}

const NONE = new Float64Array(0);

function polygonPiece(pts: readonly Point[]): Piece {
  const c = vertexCentroid(pts);
  let reach = 0;
  for (const p of pts) reach = Math.max(reach, Math.sqrt((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)));
  return {
    disc: false,
    cx: c.x,
    cy: c.y,
    r: 0,
    reach,
    xs: Float64Array.from(pts, (p) => p.x),
    ys: Float64Array.from(pts, (p) => p.y),
  };
}

/** A base grown by EXPAND_MM: a disc (centre, radius) or a convex polygon's vertices and the growth. */
type Base = { disc: boolean; cx: number; cy: number; r: number; reach: number; xs: Float64Array; ys: Float64Array };

const BASES = new ShapeCache<Footprint, Base | null>('bases grown by EXPAND_MM for the turn', makeBase);

function baseOf(f: Footprint): Base | null {
  return BASES.get(f);
}

function makeBase(f: Footprint): Base | null {
  let b: Base | null;
  if (f.kind === 'circle')
    b = {
      disc: true,
      cx: f.center.x,
      cy: f.center.y,
      r: f.radiusMm + EXPAND_MM,
      reach: f.radiusMm + EXPAND_MM,
      xs: NONE,
      ys: NONE,
    };
  else if (!f.convex || f.points.length < 3) b = null;
  else {
    const c = vertexCentroid(f.points);
    let reach = 0;
    for (const p of f.points) reach = Math.max(reach, Math.sqrt((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)));
    b = {
      disc: false,
      cx: c.x,
      cy: c.y,
      r: EXPAND_MM,
      reach: reach + EXPAND_MM,
      xs: Float64Array.from(f.points, (p) => p.x),
      ys: Float64Array.from(f.points, (p) => p.y),
    };
  }
  return b;
}

/** projectBase()'s answer: the least and greatest offset. */
const EXTENT = new Float64Array(2);

/** The offsets (along n) of the lines meeting base b: its projection on n, grown by its margin r. */
function projectBase(b: Base, nx: number, ny: number, out: Float64Array): void {
  if (b.disc) {
    const s = nx * b.cx + ny * b.cy;
    out[0] = s - b.r;
    out[1] = s + b.r;
    return;
  }
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < b.xs.length; i++) {
    const s = nx * b.xs[i] + ny * b.ys[i];
    if (s < lo) lo = s;
    if (s > hi) hi = s;
  }
  out[0] = lo - b.r;
  out[1] = hi + b.r;
}

/** separate()'s scratch point. */
const NEAR = { x: 0, y: 0 };

/**
 * A unit normal m of a line strictly separating base b (on the side of −m) from piece p (on the
 * side of +m), written into out; false when none is found. Tried: the direction between their
 * centres, then the direction between their nearest points.
 */
function separate(b: Base, p: Piece, out: { x: number; y: number }): boolean {
  let mx = p.cx - b.cx;
  let my = p.cy - b.cy;
  let l = Math.sqrt(mx * mx + my * my);
  // Circles about each apart: the line between them separates (no need to look at the points).
  if (l > b.reach + p.reach + 2 * SEPARATION_MM) {
    out.x = mx / l;
    out.y = my / l;
    return true;
  }
  if (l > 0 && separates(b, p, mx / l, my / l)) {
    out.x = mx / l;
    out.y = my / l;
    return true;
  }
  if (b.disc && p.disc) return false;
  // Nearest points: from the base's centre to the hull, or from the piece's centre to the base.
  const q = NEAR;
  if (!p.disc) {
    nearestOnPolygon(p.xs, p.ys, b.cx, b.cy, q);
    mx = q.x - b.cx;
    my = q.y - b.cy;
  } else {
    nearestOnPolygon(b.xs, b.ys, p.cx, p.cy, q);
    mx = p.cx - q.x;
    my = p.cy - q.y;
  }
  l = Math.sqrt(mx * mx + my * my);
  if (l > 0 && separates(b, p, mx / l, my / l)) {
    out.x = mx / l;
    out.y = my / l;
    return true;
  }
  if (b.disc || p.disc) return false;
  // Two convex polygons: when any line separates them, the line of an edge of one does; its
  // normal is tried either way round (whatever the polygons' orientation).
  let best = -Infinity;
  for (let side = 0; side < 2; side++) {
    const xs = side === 0 ? b.xs : p.xs;
    const ys = side === 0 ? b.ys : p.ys;
    const n = xs.length;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const ex = xs[j] - xs[i];
      const ey = ys[j] - ys[i];
      const el = Math.sqrt(ex * ex + ey * ey);
      if (el === 0) continue;
      for (let sign = -1; sign <= 1; sign += 2) {
        const sx = (sign * ey) / el;
        const sy = (-sign * ex) / el;
        const gap = gapAlong(b, p, sx, sy);
        if (gap > best) {
          best = gap;
          out.x = sx;
          out.y = sy;
        }
      }
    }
  }
  return best > SEPARATION_MM;
}

/** min over the piece of m·x minus max over the base of m·x (the base grown). */
function gapAlong(b: Base, p: Piece, mx: number, my: number): number {
  let hiB: number;
  if (b.disc) hiB = mx * b.cx + my * b.cy + b.r;
  else {
    hiB = -Infinity;
    for (let i = 0; i < b.xs.length; i++) hiB = Math.max(hiB, mx * b.xs[i] + my * b.ys[i]);
    hiB += b.r;
  }
  let loP: number;
  if (p.disc) loP = mx * p.cx + my * p.cy - p.r;
  else {
    loP = Infinity;
    for (let i = 0; i < p.xs.length; i++) loP = Math.min(loP, mx * p.xs[i] + my * p.ys[i]);
  }
  return loP - hiB;
}

function separates(b: Base, p: Piece, mx: number, my: number): boolean {
  return gapAlong(b, p, mx, my) > SEPARATION_MM;
}

/** The point of a polygon's outline nearest (x, y), into out. */
function nearestOnPolygon(
  xs: Float64Array,
  ys: Float64Array,
  x: number,
  y: number,
  out: { x: number; y: number },
): void {
  let best = Infinity;
  const n = xs.length;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ex = xs[j] - xs[i];
    const ey = ys[j] - ys[i];
    const l2 = ex * ex + ey * ey;
    let t = l2 > 0 ? ((x - xs[i]) * ex + (y - ys[i]) * ey) / l2 : 0;
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const qx = xs[i] + ex * t;
    const qy = ys[i] + ey * t;
    const d = (qx - x) * (qx - x) + (qy - y) * (qy - y);
    if (d < best) {
      best = d;
      out.x = qx;
      out.y = qy;
    }
  }
}

const CUT: TurnProof = { kind: 'cut' };
const UNKNOWN: TurnProof = { kind: 'unknown' };

/**
 * the turn for one pair after another (its arrays are reused). `cut` is a proof that every
 * segment from base `a` to base `t` is cut by one of the shapes, with a margin.
 */
export class TurnProver {
  private pieces: Piece[] = [];
  /** How many of `pieces` are this pair's. */
  private count = 0;
  private mAx = new Float64Array(8);
  private mAy = new Float64Array(8);
  private mTx = new Float64Array(8);
  private mTy = new Float64Array(8);
  private lo = new Float64Array(8);
  private hi = new Float64Array(8);
  private loAt = new Int32Array(8);
  private hiAt = new Int32Array(8);
  private usable = new Uint8Array(8);
  private chain = new Int32Array(8);
  private readonly m = { x: 0, y: 0 };
  // The current direction u = (ux, uy) and n, u turned a quarter left.
  private ux = 0;
  private uy = 0;
  private nx = 0;
  private ny = 0;
  // The offsets at the current direction: the bases' and J's.
  private loA = 0;
  private hiA = 0;
  private loT = 0;
  private hiT = 0;
  private loJ = 0;
  private hiJ = 0;
  /** The cone of directions from A to T (relative to the centres' direction). */
  private coneLo = 0;
  private coneHi = 0;
  /** How far the current chain holds (radians), lowered constraint by constraint. */
  private room = 0;

  prove(af: Footprint, tf: Footprint, shapes: readonly ErodedShape[]): TurnProof {
    const a = baseOf(af);
    const t = baseOf(tf);
    if (a === null || t === null) return UNKNOWN;
    this.take(a, t, shapes);
    if (this.count === 0) return UNKNOWN;
    const cx = t.cx - a.cx;
    const cy = t.cy - a.cy;
    const cl = Math.sqrt(cx * cx + cy * cy);
    if (cl === 0 || !this.coneOf(a, t, cx / cl, cy / cl)) return UNKNOWN;
    const axis = Math.atan2(cy, cx);
    const end = axis + this.coneHi;
    let theta = axis + this.coneLo;
    for (let step = 0; step < MAX_STEPS; step++) {
      this.face(theta);
      this.offsets(a, t);
      // The room is never asked beyond the end of the cone.
      this.room = end - theta + MIN_TURN_RAD;
      if (!this.chainHolds(a, t)) return this.gaps(a, t, theta, end);
      theta += this.room;
      if (theta >= end) return CUT;
      if (this.room < MIN_TURN_RAD) return UNKNOWN;
    }
    return UNKNOWN;
  }

  /** Sets the direction u (angle theta) and n. */
  private face(theta: number): void {
    this.ux = Math.cos(theta);
    this.uy = Math.sin(theta);
    this.nx = -this.uy;
    this.ny = this.ux;
  }

  /** The pieces of the shapes with lines separating them from both bases, into the arrays. */
  private take(a: Base, t: Base, shapes: readonly ErodedShape[]): void {
    this.count = 0;
    if (this.lo.length < shapes.length) this.grow(shapes.length);
    for (const s of shapes) {
      const p = pieceOf(s);
      if (p === null || !separate(a, p, this.m)) continue;
      const i = this.count;
      this.mAx[i] = this.m.x;
      this.mAy[i] = this.m.y;
      if (!separate(t, p, this.m)) continue;
      // T lies on the far side: the normal from P to T is minus the one from T to P.
      this.mTx[i] = -this.m.x;
      this.mTy[i] = -this.m.y;
      this.pieces[i] = p;
      this.count++;
    }
  }

  private grow(n: number): void {
    const size = Math.max(n, 2 * this.lo.length);
    this.mAx = new Float64Array(size);
    this.mAy = new Float64Array(size);
    this.mTx = new Float64Array(size);
    this.mTy = new Float64Array(size);
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.loAt = new Int32Array(size);
    this.hiAt = new Int32Array(size);
    this.usable = new Uint8Array(size);
    this.chain = new Int32Array(size);
  }

  /**
   * The cone of directions of T − A (both grown) into coneLo, coneHi, as angles relative to the
   * unit direction (dx, dy) between the centres: over each pair of vertices (or centres), the
   * direction between them and the half-angle their radii (or growths) add; false when the bases
   * come too near for one.
   */
  private coneOf(a: Base, t: Base, dx: number, dy: number): boolean {
    if (!a.disc && !t.disc) return this.polygonCone(a, t, dx, dy);
    let lo = Infinity;
    let hi = -Infinity;
    const na = a.disc ? 1 : a.xs.length;
    const nt = t.disc ? 1 : t.xs.length;
    const r = a.r + t.r;
    for (let i = 0; i < na; i++) {
      const ax = a.disc ? a.cx : a.xs[i];
      const ay = a.disc ? a.cy : a.ys[i];
      for (let j = 0; j < nt; j++) {
        const wx = (t.disc ? t.cx : t.xs[j]) - ax;
        const wy = (t.disc ? t.cy : t.ys[j]) - ay;
        const wl = Math.sqrt(wx * wx + wy * wy);
        if (wl <= r * (1 + 1e-9) + 1e-9) return false;
        const angle = Math.atan2(dx * wy - dy * wx, dx * wx + dy * wy);
        const half = Math.asin(r / wl);
        if (angle - half < lo) lo = angle - half;
        if (angle + half > hi) hi = angle + half;
      }
    }
    return this.setCone(lo, hi);
  }

  private setCone(lo: number, hi: number): boolean {
    // Half a turn or more: the bases are too near for the turn.
    if (!(hi - lo < Math.PI)) return false;
    this.coneLo = lo - CONE_SLACK_RAD;
    this.coneHi = hi + CONE_SLACK_RAD;
    return true;
  }

  /**
   * coneOf for two polygons: their growths add a half-angle of at most asin(r / |w|) to each
   * direction w between vertices, so the extreme directions are found by a pseudo-angle (a
   * monotone function of the angle) and only they are measured, widened by the largest half-angle.
   */
  private polygonCone(a: Base, t: Base, dx: number, dy: number): boolean {
    const r = a.r + t.r;
    let lo = Infinity;
    let hi = -Infinity;
    let loX = 0;
    let loY = 0;
    let hiX = 0;
    let hiY = 0;
    let nearest = Infinity;
    for (let i = 0; i < a.xs.length; i++) {
      for (let j = 0; j < t.xs.length; j++) {
        const wx = t.xs[j] - a.xs[i];
        const wy = t.ys[j] - a.ys[i];
        // Relative to (dx, dy): x along, y across.
        const x = dx * wx + dy * wy;
        const y = dx * wy - dy * wx;
        const l1 = Math.abs(x) + Math.abs(y);
        if (l1 < nearest) nearest = l1;
        if (l1 === 0) return false;
        const q = x >= 0 ? y / l1 : (y >= 0 ? 2 : -2) - y / l1;
        if (q < lo) {
          lo = q;
          loX = x;
          loY = y;
        }
        if (q > hi) {
          hi = q;
          hiX = x;
          hiY = y;
        }
      }
    }
    // |w| ≥ l1 / √2.
    const wl = nearest / Math.SQRT2;
    if (wl <= r * (1 + 1e-9) + 1e-9) return false;
    const half = Math.asin(r / wl);
    return this.setCone(Math.atan2(loY, loX) - half, Math.atan2(hiY, hiX) + half);
  }

  /** The bases' offsets, J's, and the usable pieces' with their support points, at the current direction. */
  private offsets(a: Base, t: Base): void {
    const { nx, ny, ux, uy } = this;
    projectBase(a, nx, ny, EXTENT);
    this.loA = EXTENT[0];
    this.hiA = EXTENT[1];
    projectBase(t, nx, ny, EXTENT);
    this.loT = EXTENT[0];
    this.hiT = EXTENT[1];
    this.loJ = Math.max(this.loA, this.loT);
    this.hiJ = Math.min(this.hiA, this.hiT);
    const pieces = this.pieces;
    for (let i = 0; i < this.count; i++) {
      const usable = ux * this.mAx[i] + uy * this.mAy[i] > SIDE_EPS && ux * this.mTx[i] + uy * this.mTy[i] > SIDE_EPS;
      this.usable[i] = usable ? 1 : 0;
      if (!usable) continue;
      const p = pieces[i];
      if (p.disc) {
        const s = nx * p.cx + ny * p.cy;
        this.lo[i] = s - p.r;
        this.hi[i] = s + p.r;
        continue;
      }
      const xs = p.xs;
      const ys = p.ys;
      let lo = Infinity;
      let hi = -Infinity;
      let loAt = 0;
      let hiAt = 0;
      for (let j = 0; j < xs.length; j++) {
        const s = nx * xs[j] + ny * ys[j];
        if (s < lo) {
          lo = s;
          loAt = j;
        }
        if (s > hi) {
          hi = s;
          hiAt = j;
        }
      }
      this.lo[i] = lo;
      this.hi[i] = hi;
      this.loAt[i] = loAt;
      this.hiAt[i] = hiAt;
    }
  }

  /**
   * At the current direction, a chain of usable pieces covering the lines that meet both bases,
   * greedily; when there is one, this.room is lowered to how far the direction may turn on with
   * it. False when no chain covers.
   */
  private chainHolds(a: Base, t: Base): boolean {
    const k = this.count;
    // Over [min(loJ, hiJ), max(loJ, hiJ)]: J itself, or (at the cone's edges) where it is about to open.
    const from = Math.min(this.loJ, this.hiJ);
    const to = Math.max(this.loJ, this.hiJ);
    let reach = from;
    let links = 0;
    do {
      let best = -1;
      let bestHi = reach;
      for (let i = 0; i < k; i++) {
        if (this.usable[i] === 1 && this.lo[i] < reach - CHAIN_MM && this.hi[i] > bestHi) {
          best = i;
          bestHi = this.hi[i];
        }
      }
      if (best < 0) return false;
      this.chain[links++] = best;
      reach = bestHi;
    } while (reach <= to + CHAIN_MM);
    const pieces = this.pieces;
    // The low end against the base whose lines start higher (lo_J), the high end against the one
    // whose lines end lower (hi_J).
    const first = this.chain[0];
    this.lowEnd(this.loA >= this.loT ? a : t, pieces[first], first);
    const last = this.chain[links - 1];
    this.highEnd(this.hiA <= this.hiT ? a : t, pieces[last], last);
    // Each link: hi_P > lo_Q, with P's high support point and Q's low one held (a disc's centre and radius are exact).
    for (let c = 0; c + 1 < links; c++) {
      const i = this.chain[c];
      const j = this.chain[c + 1];
      const p = pieces[i];
      const q = pieces[j];
      this.limitAlong(
        (p.disc ? p.cx : p.xs[this.hiAt[i]]) - (q.disc ? q.cx : q.xs[this.loAt[j]]),
        (p.disc ? p.cy : p.ys[this.hiAt[i]]) - (q.disc ? q.cy : q.ys[this.loAt[j]]),
        STRICT_MM - p.r - q.r,
      );
    }
    // Each piece stays between the bases: u·m_A > 0 and u·m_T > 0, with u(θ + δ) = u cos δ + n sin δ.
    const { ux, uy, nx, ny } = this;
    for (let c = 0; c < links; c++) {
      const i = this.chain[c];
      this.limit(ux * this.mAx[i] + uy * this.mAy[i], -(nx * this.mAx[i] + ny * this.mAy[i]), SIDE_EPS);
      this.limit(ux * this.mTx[i] + uy * this.mTy[i], -(nx * this.mTx[i] + ny * this.mTy[i]), SIDE_EPS);
    }
    return true;
  }

  /** lo_P < lo_B: with P's low support point p held, n·(v − p) > STRICT + b.r − p.r for every vertex v of B (its centre for a disc). */
  private lowEnd(b: Base, p: Piece, i: number): void {
    const px = p.disc ? p.cx : p.xs[this.loAt[i]];
    const py = p.disc ? p.cy : p.ys[this.loAt[i]];
    const k = STRICT_MM + b.r - p.r;
    if (b.disc) this.limitAlong(b.cx - px, b.cy - py, k);
    else for (let j = 0; j < b.xs.length; j++) this.limitAlong(b.xs[j] - px, b.ys[j] - py, k);
  }

  /** hi_P > hi_B, likewise. */
  private highEnd(b: Base, p: Piece, i: number): void {
    const px = p.disc ? p.cx : p.xs[this.hiAt[i]];
    const py = p.disc ? p.cy : p.ys[this.hiAt[i]];
    const k = STRICT_MM + b.r - p.r;
    if (b.disc) this.limitAlong(px - b.cx, py - b.cy, k);
    else for (let j = 0; j < b.xs.length; j++) this.limitAlong(px - b.xs[j], py - b.ys[j], k);
  }

  /** limit() for n(θ + δ)·z > k: n(θ + δ) = n cos δ − u sin δ, so D = n·z, E = u·z. */
  private limitAlong(zx: number, zy: number, k: number): void {
    this.limit(this.nx * zx + this.ny * zy, this.ux * zx + this.uy * zy, k);
  }

  /**
   * Lowers the room to the least δ ≥ 0 where D cos δ − E sin δ (= R cos(δ + ω), R = |(D, E)|,
   * ω = atan2(E, D)) falls to k, that is acos(k / R) − ω; D > k at δ = 0. The sinusoid's slope is
   * at most R ≤ |D| + |E|, so (D − k) / (|D| + |E|) is less than the answer: when that is no less
   * than the room already found, the constraint lowers nothing and is not solved.
   */
  private limit(d: number, e: number, k: number): void {
    const margin = d - k;
    if (!(margin > 0)) {
      this.room = 0;
      return;
    }
    if (margin >= this.room * (Math.abs(d) + Math.abs(e))) return;
    const r = Math.sqrt(d * d + e * e);
    if (k <= -r) return;
    const room = Math.acos(Math.min(1, k / r)) - Math.atan2(e, d);
    // Anything but a number no less than the room found (NaN too) lowers it.
    if (!(room >= this.room)) this.room = room > 0 ? room : 0;
  }

  /**
   * Candidate free lines after the turn stopped at `from`: the widest gap between the pieces at
   * that direction and at the PROBES further on (the gap opens there: most probes lie near it),
   * each gap's middle line, the widest first (no more than MAX_LINES); the probing stops at a gap
   * WIDE_GAP_MM wide.
   */
  private gaps(a: Base, t: Base, from: number, end: number): TurnProof {
    // The widest gaps so far, widest first: width, and the line's point and direction.
    const kept = this.kept;
    let n = 0;
    for (let j = 0; j <= PROBES.length; j++) {
      if (j > 0) {
        this.face(from + (end - from) * PROBES[j - 1]);
        this.offsets(a, t);
      }
      const width = this.widestGap();
      if (width < MIN_GAP_MM) continue;
      let at = n;
      while (at > 0 && kept[5 * (at - 1)] < width) at--;
      if (at >= MAX_LINES) continue;
      if (n < MAX_LINES) n++;
      kept.copyWithin(5 * (at + 1), 5 * at, 5 * (n - 1));
      // The line n·x = s through the foot of A's centre.
      const off = this.gapMiddle - (this.nx * a.cx + this.ny * a.cy);
      kept[5 * at] = width;
      kept[5 * at + 1] = a.cx + this.nx * off;
      kept[5 * at + 2] = a.cy + this.ny * off;
      kept[5 * at + 3] = this.ux;
      kept[5 * at + 4] = this.uy;
      if (width >= WIDE_GAP_MM) break;
    }
    if (n === 0) return UNKNOWN;
    const lines: [Point, Point][] = [];
    for (let i = 0; i < n; i++) {
      const x = kept[5 * i + 1];
      const y = kept[5 * i + 2];
      lines.push([
        { x, y },
        { x: x + kept[5 * i + 3], y: y + kept[5 * i + 4] },
      ]);
    }
    return { kind: 'gap', lines };
  }

  /** gaps()'s candidates, five numbers each. */
  private readonly kept = new Float64Array(5 * (MAX_LINES + 1));

  /** widestGap()'s middle offset. */
  private gapMiddle = 0;

  /** The width of the widest stretch of J that no usable piece covers (its middle into gapMiddle); −Infinity when none. */
  private widestGap(): number {
    const k = this.count;
    // The usable pieces by their low ends (insertion sort of a handful).
    let m = 0;
    for (let i = 0; i < k; i++) {
      if (this.usable[i] !== 1) continue;
      let j = m++;
      for (; j > 0 && this.lo[this.chain[j - 1]] > this.lo[i]; j--) this.chain[j] = this.chain[j - 1];
      this.chain[j] = i;
    }
    let best = -Infinity;
    let reach = this.loJ;
    for (let c = 0; c <= m && reach < this.hiJ; c++) {
      const next = c < m ? Math.min(this.lo[this.chain[c]], this.hiJ) : this.hiJ;
      if (next - reach > best) {
        best = next - reach;
        this.gapMiddle = (reach + next) / 2;
      }
      if (c < m && this.hi[this.chain[c]] > reach) reach = this.hi[this.chain[c]];
    }
    return best;
  }
}
