// Placing a base against another exactly: a hand on a mouse cannot land within the tolerance τ of
// so the table snaps a dropped base into contact when it is dropped on or next to another.
// Two closed forms: slide along the line of centres until the bases just touch, or the
// assault pose of — the sight on the nearest point of the target's edge, the mover
// facing it square on.
import { type Base, baseFootprint, halfDepthMm } from './base';
import { type Footprint, footprintCentre, penetrationMm } from './footprint';
import { type Point, closestOnSegment } from './vec';

export type Pose = { readonly position: Point; readonly facingDeg: number };

/** Bisection steps for the slide: 60 halvings of a table-sized interval leave < 1e-12 mm. */
const SLIDE_STEPS = 60;

/**
 * Slide the mover along the ray from the target's centre through the mover's centre to the
 * first position where the two bases no longer overlap: there they touch (distance 0). Bases are
 * convex, so the overlapping positions along the ray form one interval starting at the target's
 * centre and bisection finds its end.
 */
export function slideToTouch(base: Base, pose: Pose, target: Footprint): Pose {
  const tc = footprintCentre(target);
  let dx = pose.position.x - tc.x;
  let dy = pose.position.y - tc.y;
  let len = Math.hypot(dx, dy);
  if (len < 1e-9) {
    // Dropped dead centre: back off against the mover's facing.
    const rad = (pose.facingDeg * Math.PI) / 180;
    dx = -Math.cos(rad);
    dy = -Math.sin(rad);
    len = 1;
  }
  const ux = dx / len;
  const uy = dy / len;
  const at = (s: number): Footprint => baseFootprint(base, { x: tc.x + ux * s, y: tc.y + uy * s }, pose.facingDeg);
  let lo = 0;
  let hi = len + 1;
  // The same predicate as the bisection: hi must be a position where the bases do not overlap.
  while (penetrationMm(at(hi), target) > 0) hi *= 2;
  for (let i = 0; i < SLIDE_STEPS && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (penetrationMm(at(mid), target) > 0) lo = mid;
    else hi = mid;
  }
  return { position: { x: tc.x + ux * hi, y: tc.y + uy * hi }, facingDeg: pose.facingDeg };
}

/**
 * The assault pose nearest to `near`: the nearest point q of the target's outline
 * (on the edge nearest to `near`, or on the circle), the mover facing the outward normal's
 * opposite, its sight on q. A square front then lies flat on the target's edge, a round base
 * touches at q: in contact, the sight touching the target, no overlap (the target is convex).
 */
export function assaultPose(base: Base, near: Point, target: Footprint): Pose {
  let q: Point;
  let n: Point;
  if (target.kind === 'circle') {
    const dx = near.x - target.center.x;
    const dy = near.y - target.center.y;
    const len = Math.hypot(dx, dy);
    n = len < 1e-9 ? { x: 1, y: 0 } : { x: dx / len, y: dy / len };
    q = { x: target.center.x + n.x * target.radiusMm, y: target.center.y + n.y * target.radiusMm };
  } else {
    const pts = target.points;
    let best = Infinity;
    q = pts[0];
    n = { x: 1, y: 0 };
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      const c = closestOnSegment(near, a, b).point;
      const d = Math.hypot(near.x - c.x, near.y - c.y);
      // Counter-clockwise outline: the outward normal is the edge turned a quarter clockwise.
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const el = Math.hypot(ex, ey);
      if (el === 0) continue;
      const nx = ey / el;
      const ny = -ex / el;
      // Prefer the edge that faces `near` (a point in a corner region is nearest to a vertex
      // shared by two edges: the one it lies in front of wins).
      const facing = (near.x - c.x) * nx + (near.y - c.y) * ny >= -1e-9;
      const score = d + (facing ? 0 : 1e6);
      if (score < best) {
        best = score;
        q = c;
        n = { x: nx, y: ny };
      }
    }
  }
  const hd = halfDepthMm(base);
  return {
    position: { x: q.x + n.x * hd, y: q.y + n.y * hd },
    facingDeg: (Math.atan2(-n.y, -n.x) * 180) / Math.PI,
  };
}
