// R-5.7 (Rag'narok) early out: a proof that every segment from one base to the other is cut, so
// that the line-space search of lines.ts need not try its candidate lines one by one
// (on a crowded table most pairs see nothing, and the search is quadratic in the features).
//
// The lemma. Let X and Y be disjoint convex sets, x0y0 and x1y1 the two edges of conv(X ∪ Y) that
// join them, and S a convex set. If p ∈ x0y0 ∩ S, q ∈ x1y1 ∩ S and the line pq strictly separates
// X from Y, then every segment from X to Y crosses the line pq inside conv(X ∪ Y), that is on
// [p, q] ⊂ S: every such segment meets S.
//
// The proof applies it to pieces of the two bases' outlines facing each other (X, Y: the hulls of
// two chains of the outlines, halved until each box X × Y is closed by one obstacle). Every
// segment from base to base has a sub-segment from a point where it last leaves the source's base
// to a point where it first enters the target's, and that sub-segment lies in one of the boxes, so
// it is cut too. Only [p, q] ⊂ S matters: for a non-convex obstacle, [p, q] is checked directly.
//
// Margins keep the proof sound against rounding: the bases are grown by EXPAND_MM (circles by a
// circumscribed polygon), and [p, q] must lie DEPTH_MM inside the eroded obstacle, so that a
// segment the proof calls cut passes at least DEPTH_MM inside an obstacle — far beyond rounding,
// and far beyond the OPENING_SLACK_MM nudges of the search. A box the proof cannot close is no
// verdict: the caller runs the exact search. So the early out changes no verdict and no witness.
import { erodeConvex, segmentCutsEroded } from '../barrier';
import { clipSegmentConvex, clipSegmentDisc } from '../../clip';
import { type Footprint, boxOfPoints, offsetConvex } from '../../footprint';
import { type Point, distPointSegmentSqXY, pointInPolygon, segmentsIntersect } from '../../vec';
import { ShapeCache } from '../../shape-cache';
import type { CutProof, ErodedShape } from '../types';

const EXPAND_MM = 1e-6;
const DEPTH_MM = 1e-5;
/** Sides of the polygon circumscribing a round base. */
const CIRCLE_SIDES = 64;
/** Boxes tried per pair before giving up (the exact search then decides). */
const MAX_BOXES = 400;
/** Chains shorter than this are not halved again. */
const MIN_CHAIN_MM = 0.01;
/** Strictness of the separation by the line pq. */
const SEPARATION_MM = 1e-7;

/**
 * A part of an obstacle that can close a box: a convex counter-clockwise polygon or a disc, both
 * shrunk by DEPTH_MM; or a whole non-convex polygon, whose points deeper than `clearMm` count.
 */
type Piece = (
  | { readonly kind: 'convex'; readonly points: readonly Point[] }
  | { readonly kind: 'disc'; readonly c: Point; readonly r: number }
  | { readonly kind: 'deep'; readonly polygon: readonly Point[]; readonly clearMm: number }
) & {
  /** A circle around the piece, to pass over bridges that miss it at once. */
  readonly cx: number;
  readonly cy: number;
  readonly reachMm: number;
};

/** A circle holding the points: their box's centre and the farthest point from it. */
function around(points: readonly Point[]): { cx: number; cy: number; reachMm: number } {
  const { minX, minY, maxX, maxY } = boxOfPoints(points);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  let r = 0;
  for (const p of points) r = Math.max(r, Math.hypot(p.x - cx, p.y - cy));
  return { cx, cy, reachMm: r };
}

const PIECES = new ShapeCache<ErodedShape, readonly Piece[]>(
  'obstacles cut in convex pieces shrunk by DEPTH_MM',
  makePieces,
);

/** The convex pieces of an eroded obstacle, shrunk by DEPTH_MM (built once per shape). */
function piecesOf(s: ErodedShape): readonly Piece[] {
  return PIECES.get(s);
}

function makePieces(s: ErodedShape): readonly Piece[] {
  const found: Piece[] = [];
  switch (s.kind) {
    case 'empty':
      break;
    case 'disc':
      if (s.radiusMm > DEPTH_MM)
        found.push({
          kind: 'disc',
          c: s.center,
          r: s.radiusMm - DEPTH_MM,
          cx: s.center.x,
          cy: s.center.y,
          reachMm: s.radiusMm,
        });
      break;
    case 'convex': {
      const shrunk = erodeConvex(s.points, DEPTH_MM);
      if (shrunk.length >= 3) found.push({ kind: 'convex', points: shrunk, ...around(shrunk) });
      break;
    }
    case 'loop':
      // The eroded loop is the points of the polygon deeper than its depth (barrier.ts).
      found.push({ kind: 'deep', polygon: s.polygon, clearMm: s.depthMm + DEPTH_MM, ...around(s.polygon) });
      break;
  }
  return found;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** A grown base: its polygon and, for each edge i (points[i] to points[i + 1]), the unit outward normal and n·points[i]. */
type Grown = {
  readonly points: readonly Point[];
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly h: Float64Array;
};

const GROWN = new ShapeCache<Footprint, Grown | null>('bases grown by EXPAND_MM with their edges', makeGrown);

/** grownPolygon with its edges' normals, built once per footprint (a fighter's footprint lives as long as its position). */
function grownOf(f: Footprint): Grown | null {
  return GROWN.get(f);
}

function makeGrown(f: Footprint): Grown | null {
  let g: Grown | null = null;
  const points = grownPolygon(f);
  if (points) {
    const n = points.length;
    const nx = new Float64Array(n);
    const ny = new Float64Array(n);
    const h = new Float64Array(n);
    let ok = true;
    for (let i = 0; i < n; i++) {
      const nrm = outward(points[i], points[(i + 1) % n]);
      if (nrm === null) ok = false;
      else {
        nx[i] = nrm.x;
        ny[i] = nrm.y;
        h[i] = nrm.x * points[i].x + nrm.y * points[i].y;
      }
    }
    if (ok) g = { points, nx, ny, h };
  }
  return g;
}

/** A convex counter-clockwise polygon containing the footprint grown by EXPAND_MM; null when the footprint is not convex. */
function grownPolygon(f: Footprint): Point[] | null {
  if (f.kind === 'circle') {
    const R = (f.radiusMm + EXPAND_MM) / Math.cos(Math.PI / CIRCLE_SIDES);
    const out: Point[] = [];
    for (let k = 0; k < CIRCLE_SIDES; k++) {
      const ang = (2 * Math.PI * k) / CIRCLE_SIDES;
      out.push({ x: f.center.x + R * Math.cos(ang), y: f.center.y + R * Math.sin(ang) });
    }
    return out;
  }
  if (!f.convex) return null;
  return offsetConvex(f.points, EXPAND_MM);
}

/** Unit outward normal of the edge pq of a counter-clockwise polygon. */
function outward(p: Point, q: Point): Point | null {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const l = Math.hypot(dx, dy);
  return l === 0 ? null : { x: dy / l, y: -dx / l };
}

/**
 * The chain of `p`'s outline through which a segment can leave `p` towards `q`: every edge whose
 * outer half-plane reaches `q`, closed over the shortest run of edges that holds them all.
 * `q` is the footprint of the other base, `grown` its grown polygon; `g` is the grown polygon of this one.
 */
function facingChain(g: Grown, q: Footprint, grown: Grown): Point[] | null {
  const p = g.points;
  const n = p.length;
  const facing: boolean[] = new Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    // Generous: a borderline edge is kept (a longer chain only asks more of the proof).
    facing[i] = reach(q, grown.points, g.nx[i], g.ny[i]) > g.h[i] - SEPARATION_MM;
    if (facing[i]) count++;
  }
  if (count === 0) return null;
  // Every edge faces a long target lying across a corner: the chain is the whole outline.
  if (count === n) return [...p, p[0]];
  // The longest cyclic run of edges facing away is left out.
  let bestStart = 0;
  let bestLen = 0;
  for (let i = 0; i < n; i++) {
    if (facing[i] || !facing[(i + n - 1) % n]) continue;
    let len = 0;
    while (!facing[(i + len) % n]) len++;
    if (len > bestLen) {
      bestLen = len;
      bestStart = i;
    }
  }
  const first = (bestStart + bestLen) % n;
  const chain: Point[] = [];
  for (let k = 0; k <= n - bestLen; k++) chain.push(p[(first + k) % n]);
  return chain;
}

/** An upper bound of max n·v over the grown polygon of f (its circumradius for a circle). */
function reach(f: Footprint, grown: readonly Point[], nx: number, ny: number): number {
  if (f.kind === 'circle')
    return nx * f.center.x + ny * f.center.y + (f.radiusMm + EXPAND_MM) / Math.cos(Math.PI / CIRCLE_SIDES);
  let best = -Infinity;
  for (const v of grown) best = Math.max(best, nx * v.x + ny * v.y);
  return best;
}

function chainLength(c: readonly Point[]): number {
  let l = 0;
  for (let i = 0; i + 1 < c.length; i++) {
    const dx = c[i + 1].x - c[i].x;
    const dy = c[i + 1].y - c[i].y;
    l += Math.sqrt(dx * dx + dy * dy);
  }
  return l;
}

function halves(c: readonly Point[]): [Point[], Point[]] {
  if (c.length >= 3) {
    const m = c.length >> 1;
    return [c.slice(0, m + 1), c.slice(m)];
  }
  const mid = { x: (c[0].x + c[1].x) / 2, y: (c[0].y + c[1].y) / 2 };
  return [
    [c[0], mid],
    [mid, c[1]],
  ];
}

/** The edges of conv(X ∪ Y) from X to Y and from Y to X, as [x0, y0, y1, x1]; null when not found. */
function bridges(x: readonly Point[], y: readonly Point[]): [Point, Point, Point, Point] | null {
  const xy = bridge(x, y);
  if (!xy) return null;
  const yx = bridge(y, x);
  if (!yx) return null;
  return [xy[0], xy[1], yx[0], yx[1]];
}

/**
 * The edge u→v of conv(U ∪ V), u in U and v in V, with every point on its left: tangents from one
 * set to the other, alternately, until they agree; then checked outright, so that a failure to
 * converge gives null, never a wrong edge.
 */
function bridge(us: readonly Point[], vs: readonly Point[]): [Point, Point] | null {
  let u = us[0];
  let v = vs[0];
  for (let it = 0; it < 16; it++) {
    const v0 = v;
    const u0 = u;
    for (const w of vs) if (cross(u, v, w) < 0) v = w;
    for (const w of us) if (cross(u, v, w) < 0) u = w;
    if (u === u0 && v === v0) {
      // Rounding may leave a point a hair outside: far below DEPTH_MM, which absorbs it.
      const slack = -1e-9 * Math.sqrt((v.x - u.x) * (v.x - u.x) + (v.y - u.y) * (v.y - u.y));
      for (const w of us) if (cross(u, v, w) < slack) return null;
      for (const w of vs) if (cross(u, v, w) < slack) return null;
      return [u, v];
    }
  }
  return null;
}

/** The middle of the piece's stretch of segment ab (the longest, for a polygon), or null when the segment misses it. */
function middleInside(piece: Piece, a: Point, b: Point): Point | null {
  let lo: number;
  let hi: number;
  if (piece.kind === 'deep') {
    const iv = longestInside(piece.polygon, a, b);
    if (!iv) return null;
    [lo, hi] = iv;
  } else {
    const iv =
      piece.kind === 'convex' ? clipSegmentConvex(a, b, piece.points) : clipSegmentDisc(a, b, piece.c, piece.r);
    if (!iv) return null;
    [lo, hi] = iv;
  }
  const t = (lo + hi) / 2;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** The longest stretch of segment ab inside the polygon, as parameters; null when none. */
function longestInside(poly: readonly Point[], a: Point, b: Point): [number, number] | null {
  const ts = [0, 1];
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const e0 = poly[j];
    const sx = poly[i].x - e0.x;
    const sy = poly[i].y - e0.y;
    const den = rx * sy - ry * sx;
    if (den === 0) continue;
    const cx = e0.x - a.x;
    const cy = e0.y - a.y;
    const t = (cx * sy - cy * sx) / den;
    const v = (cx * ry - cy * rx) / den;
    if (t > 0 && t < 1 && v >= 0 && v <= 1) ts.push(t);
  }
  sortNumbers(ts);
  let best: [number, number] | null = null;
  for (let k = 0; k + 1 < ts.length; k++) {
    const m = (ts[k] + ts[k + 1]) / 2;
    if (ts[k + 1] - ts[k] <= (best ? best[1] - best[0] : 0)) continue;
    if (pointInPolygon({ x: a.x + rx * m, y: a.y + ry * m }, poly)) best = [ts[k], ts[k + 1]];
  }
  return best;
}

/** Ascending, in place: a handful of crossings (no comparator closure, no sort's scratch arrays). */
function sortNumbers(ts: number[]): void {
  for (let i = 1; i < ts.length; i++) {
    const v = ts[i];
    let j = i;
    for (; j > 0 && ts[j - 1] > v; j--) ts[j] = ts[j - 1];
    ts[j] = v;
  }
}

/** Does the segment pq lie inside the polygon, at least clearMm from its outline? (Squared distances: the margin dwarfs rounding.) */
function deepInside(poly: readonly Point[], clearMm: number, p: Point, q: Point): boolean {
  if (!pointInPolygon(p, poly)) return false;
  const clear2 = clearMm * clearMm;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const c = poly[j];
    const d = poly[i];
    if (segmentsIntersect(p, q, c, d)) return false;
    if (
      distPointSegmentSqXY(p.x, p.y, c.x, c.y, d.x, d.y) < clear2 ||
      distPointSegmentSqXY(q.x, q.y, c.x, c.y, d.x, d.y) < clear2
    )
      return false;
    if (
      distPointSegmentSqXY(c.x, c.y, p.x, p.y, q.x, q.y) < clear2 ||
      distPointSegmentSqXY(d.x, d.y, p.x, p.y, q.x, q.y) < clear2
    )
      return false;
  }
  return true;
}

/** Does the line pq leave every point of X strictly on one side and every point of Y on the other? */
function separates(p: Point, q: Point, x: readonly Point[], y: readonly Point[]): boolean {
  const l = Math.sqrt((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y));
  if (l === 0) return false;
  // Signed distances to the line, times l.
  const s = cross(p, q, x[0]) > 0 ? 1 : -1;
  const margin = SEPARATION_MM * l;
  for (const v of x) if (s * cross(p, q, v) <= margin) return false;
  for (const v of y) if (s * cross(p, q, v) >= -margin) return false;
  return true;
}

/** The lemma for one box and one piece. */
function pieceCloses(
  piece: Piece,
  br: readonly [Point, Point, Point, Point],
  x: readonly Point[],
  y: readonly Point[],
): boolean {
  if (!nearSegment(piece, br[0], br[1]) || !nearSegment(piece, br[2], br[3])) return false;
  const p = middleInside(piece, br[0], br[1]);
  if (!p) return false;
  const q = middleInside(piece, br[2], br[3]);
  if (q === null || !separates(p, q, x, y)) return false;
  // A convex piece holds [p, q]; a polygon must be checked along it.
  return piece.kind !== 'deep' || deepInside(piece.polygon, piece.clearMm, p, q);
}

/** Does segment ab come within the piece's circle? (Only rules out.) */
function nearSegment(piece: Piece, a: Point, b: Point): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const px = piece.cx - a.x;
  const py = piece.cy - a.y;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = px - t * dx;
  const ey = py - t * dy;
  const r = piece.reachMm + 1e-6;
  return ex * ex + ey * ey <= r * r;
}

type Search = {
  boxes: number;
  pieces: readonly Piece[];
  shapes: readonly ErodedShape[];
  last: number;
  open: [Point, Point] | null;
};

/** Does one piece close the box X × Y (the lemma)? The piece that closed the last box is tried first. */
function closedByPiece(x: readonly Point[], y: readonly Point[], s: Search): boolean {
  const br = bridges(x, y);
  if (br === null) return false;
  // Neighbouring boxes are mostly closed by the same piece.
  if (pieceCloses(s.pieces[s.last], br, x, y)) return true;
  for (let k = 0; k < s.pieces.length; k++) {
    if (k === s.last || !pieceCloses(s.pieces[k], br, x, y)) continue;
    s.last = k;
    return true;
  }
  return false;
}

/**
 * 'cut': every segment of the box is cut; 'open': a free segment was met; 'unknown': out of budget.
 * `piecesTried`: the box was counted and its pieces tried already (CutProver.firstBox).
 */
function closeBox(
  x: readonly Point[],
  y: readonly Point[],
  s: Search,
  piecesTried = false,
): 'cut' | 'open' | 'unknown' {
  if (!piecesTried) {
    if (++s.boxes > MAX_BOXES) return 'unknown';
    if (closedByPiece(x, y, s)) return 'cut';
  }
  // A free segment between the middles of the chains settles it: the search will find one.
  const mx = x[x.length >> 1];
  const my = y[y.length >> 1];
  let free = true;
  for (const sh of s.shapes) if (segmentCutsEroded(sh, mx, my)) free = false;
  if (free) {
    s.open = [mx, my];
    return 'open';
  }
  const lx = chainLength(x);
  const ly = chainLength(y);
  if (Math.max(lx, ly) < MIN_CHAIN_MM) return 'unknown';
  if (lx >= ly) {
    const [x1, x2] = halves(x);
    const r = closeBox(x1, y, s);
    return r === 'cut' ? closeBox(x2, y, s) : r;
  }
  const [y1, y2] = halves(y);
  const r = closeBox(x, y1, s);
  return r === 'cut' ? closeBox(x, y2, s) : r;
}

const UNKNOWN: CutProof = { kind: 'unknown' };

/**
 * R-5.7 the proof for one pair, in two stages: the whole box first (one obstacle across the whole
 * zone: the cheap and common case), then the halving of the bases' chains. Between the two, the
 * caller may try cheaper ways to show a free line (open.ts).
 */
export class CutProver {
  private readonly search: Search | null = null;
  private readonly x: readonly Point[] = [];
  private readonly y: readonly Point[] = [];
  private firstTried = false;

  constructor(a: Footprint, t: Footprint, shapes: readonly ErodedShape[]) {
    const pieces: Piece[] = [];
    for (const sh of shapes) pieces.push(...piecesOf(sh));
    if (pieces.length === 0) return;
    const pa = grownOf(a);
    const pt = grownOf(t);
    if (!pa || !pt) return;
    const x = facingChain(pa, t, pt);
    const y = facingChain(pt, a, pa);
    if (!x || !y) return;
    this.x = x;
    this.y = y;
    this.search = { boxes: 0, pieces, shapes, last: 0, open: null };
  }

  /** Does one obstacle close the whole box (every segment cut, with a margin)? */
  firstBox(): boolean {
    const s = this.search;
    if (s === null || this.firstTried) return false;
    this.firstTried = true;
    s.boxes++;
    return closedByPiece(this.x, this.y, s);
  }

  /** The whole proof (after firstBox, its box is not tried again). */
  prove(): CutProof {
    const s = this.search;
    if (s === null) return UNKNOWN;
    const r = closeBox(this.x, this.y, s, this.firstTried);
    if (r === 'cut') return { kind: 'cut' };
    return r === 'open' && s.open !== null ? { kind: 'open', p: s.open[0], q: s.open[1] } : UNKNOWN;
  }
}

/** Is every segment from base `a` to base `t` cut by one of the `shapes`, with a margin? */
export function proveCut(a: Footprint, t: Footprint, shapes: readonly ErodedShape[]): CutProof {
  return new CutProver(a, t, shapes).prove();
}

/**
 * proveCut as a yes or no: true is a proof that every segment is cut; false means only that
 * no proof was found (a free segment may or may not exist).
 */
export function everySegmentCut(a: Footprint, t: Footprint, shapes: readonly ErodedShape[]): boolean {
  return proveCut(a, t, shapes).kind === 'cut';
}
