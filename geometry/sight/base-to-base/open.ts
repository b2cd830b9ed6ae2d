// R-5.7 (Rag'narok) a fast exact accept: a few segments between points well inside both bases,
// each checked exactly against every obstacle with CLEARANCE_MM to spare (barrier.ts). A segment
// from a point of the source's base to a point of the target's base that stays that far from every
// obstacle is a free line with room around it, which the line-space search of
// lines.ts finds too: the pair sees (`partial` when an obstacle interferes). Nothing
// is sampled: when no candidate is clear, the exact proofs decide.
import { segmentClearOf } from '../barrier';
import type { Footprint } from '../../footprint';
import { type Point, farthestAlong } from '../../vec';
import { ShapeCache } from '../../shape-cache';
import type { ErodedShape } from '../types';

/** A base's inner radius about the first centre asked of it (known: false until then). */
type Inner = { known: boolean; x: number; y: number; radiusMm: number };

const INNER = new ShapeCache<Footprint, Inner>("bases' inner radius about their first centre", () => ({
  known: false,
  x: 0,
  y: 0,
  radiusMm: 0,
}));

/** The radius of a disc about `centre` inside the footprint (a base is convex), kept per footprint for its centre. */
export function innerRadiusMm(f: Footprint, centre: Point): number {
  const kept = INNER.get(f);
  if (kept.known && kept.x === centre.x && kept.y === centre.y) return kept.radiusMm;
  const radiusMm = innerRadiusOf(f, centre);
  if (!kept.known) {
    kept.known = true;
    kept.x = centre.x;
    kept.y = centre.y;
    kept.radiusMm = radiusMm;
  }
  return radiusMm;
}

function innerRadiusOf(f: Footprint, centre: Point): number {
  if (f.kind === 'circle') return centre.x === f.center.x && centre.y === f.center.y ? f.radiusMm : 0;
  // Signed distances to the edges' lines: all of one sign when the centre is inside.
  let left = Infinity;
  let right = Infinity;
  const p = f.points;
  for (let i = 0; i < p.length; i++) {
    const a = p[i];
    const b = p[(i + 1) % p.length];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    if (l === 0) continue;
    const d = ((b.x - a.x) * (centre.y - a.y) - (b.y - a.y) * (centre.x - a.x)) / l;
    left = Math.min(left, d);
    right = Math.min(right, -d);
  }
  // A non-convex outline, or a centre outside, gives no such disc: no candidate.
  return f.convex ? Math.max(0, left, right) : 0;
}

/** Keeps the candidate ends this far inside the bases (towards the centre), against rounding. */
const INSIDE = 0.999;

/** Where a candidate segment ends on one base: its centre moved across the axis, or its edge across the axis. */
type End = { readonly kind: 'across'; readonly fraction: number } | { readonly kind: 'edge'; readonly side: 1 | -1 };

/**
 * The candidates, in the order tried (the lines that most often pass first): lines parallel to the
 * axis between the centres and crossing it, at fractions of each base's inner radius (each tried
 * on both sides), then lines through the bases' outermost points across the axis, pulled a hair
 * inside, where the openings beside a crowded zone are.
 */
const CANDIDATES: readonly (readonly [End, End])[] = [
  ...[0.5, 0.9].flatMap((f) => [[across(f), across(f)] as const, [across(-f), across(-f)] as const]),
  ...[0.5, 0.9].flatMap((f) => [[across(f), across(-f)] as const, [across(-f), across(f)] as const]),
  [edge(1), edge(1)],
  [edge(-1), edge(-1)],
  [edge(1), edge(-1)],
  [edge(-1), edge(1)],
  [across(0), edge(1)],
  [across(0), edge(-1)],
  [edge(1), across(0)],
  [edge(-1), across(0)],
];

function across(fraction: number): End {
  return { kind: 'across', fraction };
}

function edge(side: 1 | -1): End {
  return { kind: 'edge', side };
}

/**
 * the quick accept for one pair after another: which of the candidate segments from base `a`
 * (centre `ca`) to base `t` (centre `ct`) is clear of every shape by CLEARANCE_MM. The ends are
 * written into reused points (segmentClearOf keeps neither).
 */
export class QuickOpening {
  private readonly from = { x: 0, y: 0 };
  private readonly to = { x: 0, y: 0 };
  /** The shape that stopped the last candidate, asked first: neighbouring candidates mostly meet the same one. */
  private lastStop = 0;

  /** True is a proof that the pair sees; false proves nothing. */
  opens(a: Footprint, ca: Point, t: Footprint, ct: Point, shapes: readonly ErodedShape[]): boolean {
    const dx = ct.x - ca.x;
    const dy = ct.y - ca.y;
    const l = Math.sqrt(dx * dx + dy * dy);
    if (l === 0) return false;
    const nx = -dy / l;
    const ny = dx / l;
    const ra = innerRadiusMm(a, ca);
    const rt = innerRadiusMm(t, ct);
    // A base whose centre is not inside it (no inner disc) gives no candidate.
    if (ra <= 0 || rt <= 0) return false;
    this.lastStop = 0;
    for (const [ea, et] of CANDIDATES) {
      place(this.from, ea, a, ca, ra, nx, ny);
      place(this.to, et, t, ct, rt, nx, ny);
      if (this.clearOfAll(shapes)) return true;
    }
    return false;
  }

  private clearOfAll(shapes: readonly ErodedShape[]): boolean {
    const last = this.lastStop;
    if (last < shapes.length && !segmentClearOf(shapes[last], this.from, this.to)) return false;
    for (let k = 0; k < shapes.length; k++) {
      if (k === last || segmentClearOf(shapes[k], this.from, this.to)) continue;
      this.lastStop = k;
      return false;
    }
    return true;
  }
}

/** Puts into `out` the end `e` on base f (centre c, inner radius r), across the axis along (nx, ny). */
function place(out: { x: number; y: number }, e: End, f: Footprint, c: Point, r: number, nx: number, ny: number): void {
  if (e.kind === 'across') {
    const k = e.fraction * r * INSIDE;
    out.x = c.x + nx * k;
    out.y = c.y + ny * k;
    return;
  }
  const sx = nx * e.side;
  const sy = ny * e.side;
  if (f.kind === 'circle') {
    out.x = c.x + sx * f.radiusMm * INSIDE;
    out.y = c.y + sy * f.radiusMm * INSIDE;
    return;
  }
  // The vertex farthest across, pulled towards the centre: inside, as the base is convex and holds c.
  const best = farthestAlong(f.points, sx, sy);
  out.x = c.x + (best.x - c.x) * INSIDE;
  out.y = c.y + (best.y - c.y) * INSIDE;
}
