// R-5.7 (Rag'narok) a fast exact accept: a few segments between points well inside both bases,
// each checked exactly against every obstacle with CLEARANCE_MM to spare (barrier.ts). A segment
// from a point of the source's base to a point of the target's base that stays that far from every
// obstacle is a free line with room around it, which the line-space search of
// sight-base-to-base.ts finds too: the pair sees (`partial` when an obstacle interferes). Nothing
// is sampled: when no candidate is clear, the exact proofs decide.
import { type ErodedShape, segmentClearOf } from './barrier';
import type { Footprint } from './footprint';
import type { Point } from './vec';

/**
 * The candidates, as fractions of each base's inner radius across the line between the centres:
 * lines parallel to it (same sign at both ends) and crossing it (opposite signs). Both signs of
 * each are tried; the order puts first the lines that most often pass.
 */
const OFFSETS: readonly { readonly source: number; readonly target: number }[] = [
  { source: 0.5, target: 0.5 },
  { source: 0.9, target: 0.9 },
  { source: 0.5, target: -0.5 },
  { source: 0.9, target: -0.9 },
];

const INNER = new WeakMap<Footprint, { readonly x: number; readonly y: number; readonly radiusMm: number }>();

/** The radius of a disc about `centre` inside the footprint (a base is convex), kept per footprint for its centre. */
export function innerRadiusMm(f: Footprint, centre: Point): number {
  const kept = INNER.get(f);
  if (kept !== undefined && kept.x === centre.x && kept.y === centre.y) return kept.radiusMm;
  const radiusMm = innerRadiusOf(f, centre);
  if (kept === undefined) INNER.set(f, { x: centre.x, y: centre.y, radiusMm });
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

/** Ends of the candidate segment, reused (segmentClearOf keeps neither). */
const FROM: { x: number; y: number } = { x: 0, y: 0 };
const TO: { x: number; y: number } = { x: 0, y: 0 };

/** Keeps the candidate ends this far inside the inner discs, against rounding. */
const INSIDE = 0.999;

/**
 * Is one of the candidate segments from base `a` (centre `ca`) to base `t` (centre `ct`)
 * clear of every shape by CLEARANCE_MM? True is a proof that the pair sees; false proves nothing.
 */
export function quickOpening(a: Footprint, ca: Point, t: Footprint, ct: Point, shapes: readonly ErodedShape[]): boolean {
  const dx = ct.x - ca.x;
  const dy = ct.y - ca.y;
  const l = Math.hypot(dx, dy);
  if (l === 0) return false;
  const nx = -dy / l;
  const ny = dx / l;
  const ra = innerRadiusMm(a, ca) * INSIDE;
  const rt = innerRadiusMm(t, ct) * INSIDE;
  if (ra <= 0 || rt <= 0) return false;
  lastStop = 0;
  for (const o of OFFSETS) {
    for (const side of SIDES) {
      const ka = o.source * side * ra;
      const kt = o.target * side * rt;
      FROM.x = ca.x + nx * ka;
      FROM.y = ca.y + ny * ka;
      TO.x = ct.x + nx * kt;
      TO.y = ct.y + ny * kt;
      if (clearOfAll(shapes)) return true;
    }
  }
  return false;
}

const SIDES = [1, -1] as const;

/** The shape that stopped the last candidate is asked first: neighbouring candidates mostly meet the same one. */
let lastStop = 0;

function clearOfAll(shapes: readonly ErodedShape[]): boolean {
  if (lastStop < shapes.length && !segmentClearOf(shapes[lastStop], FROM, TO)) return false;
  for (let k = 0; k < shapes.length; k++) {
    if (k === lastStop || segmentClearOf(shapes[k], FROM, TO)) continue;
    lastStop = k;
    return false;
  }
  return true;
}
