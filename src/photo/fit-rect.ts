// A square or rectangular base's rim (issue 35): centre and turn of a rectangle of known half
// extents (a along its first axis, b across) through edge points on the rim's plane. The turn
// starts from the edges' normals (a rectangle's sides point four ways: their angle times four
// agrees), the centre from a vote, then Gauss-Newton with Tukey weights on the distance to the side.
import { CentreVotes } from './hough-centre';
import { invertSmall, solveLinear } from './linalg';
import type { EdgeSample, PlanePoint, ShapeFit } from './shape-fit-types';
import type { Vec2 } from './types';

type Pose = { c: Vec2; theta: number };
/** A residual, its gradient, where along its side (−1..1), which side (0..3) and the side's outward normal. */
type Agreement = { e: number; jac: [number, number, number]; along: number; side: number; ox: number; oy: number };

/** A point's residual against the side its normal faces, with its gradient in (cx, cy, θ); null if none. */
function agreement(p: PlanePoint, pose: Pose, a: number, b: number, band: number): Agreement | null {
  const ux = Math.cos(pose.theta);
  const uy = Math.sin(pose.theta);
  const dx = p.x - pose.c.x;
  const dy = p.y - pose.c.y;
  const qx = dx * ux + dy * uy;
  const qy = -dx * uy + dy * ux;
  const mx = p.nx * ux + p.ny * uy;
  const my = -p.nx * uy + p.ny * ux;
  if (Math.abs(mx) > 0.7) {
    const s = Math.sign(qx);
    if (Math.abs(qy) > b + band) return null;
    return {
      e: Math.abs(qx) - a,
      jac: [-s * ux, -s * uy, s * qy],
      along: qy / b,
      side: s > 0 ? 0 : 2,
      ox: s * ux,
      oy: s * uy,
    };
  }
  if (Math.abs(my) > 0.7) {
    const s = Math.sign(qy);
    if (Math.abs(qx) > a + band) return null;
    return {
      e: Math.abs(qy) - b,
      jac: [s * uy, -s * ux, -s * qx],
      along: qx / a,
      side: s > 0 ? 1 : 3,
      ox: -s * uy,
      oy: s * ux,
    };
  }
  return null;
}

type Step = { pose: Pose; spread: number; inliers: number; jtj: number[]; coverage: number };

/** The better of a sample's rim and foot readings, when either agrees with the rectangle. */
function agreeing(s: EdgeSample, pose: Pose, a: number, b: number, band: number): Agreement | null {
  const r = agreement(s.rim, pose, a, b, band);
  const f = agreement(s.foot, pose, a, b, band);
  const ok = (g: Agreement | null) => (g && Math.abs(g.e) < band ? g : null);
  const gr = ok(r);
  // The foot shows only where the side faces the camera (elsewhere the rim hides it).
  const gf = f && f.ox * s.towardCamera.x + f.oy * s.towardCamera.y > 0 ? ok(f) : null;
  if (gr && gf) return Math.abs(gr.e) <= Math.abs(gf.e) ? gr : gf;
  return gr ?? gf;
}

function refineStep(samples: readonly EdgeSample[], pose: Pose, a: number, b: number, band: number): Step | null {
  const jtj = new Array<number>(9).fill(0);
  const jtr = [0, 0, 0];
  let sw = 0;
  let se = 0;
  let inliers = 0;
  const bins = new Set<number>();
  for (const s of samples) {
    const g = agreeing(s, pose, a, b, band);
    if (!g) continue;
    const w = (1 - (g.e / band) ** 2) ** 2;
    for (let i = 0; i < 3; i++) {
      jtr[i] -= w * g.jac[i] * g.e;
      for (let j = 0; j < 3; j++) jtj[i * 3 + j] += w * g.jac[i] * g.jac[j];
    }
    sw += w;
    se += w * g.e * g.e;
    inliers++;
    bins.add(g.side * 9 + Math.min(8, Math.max(0, Math.floor(((g.along + 1) / 2) * 9))));
  }
  if (inliers < 8) return null;
  const d = solveLinear(jtj, jtr, 3);
  if (!d) return null;
  const next = { c: { x: pose.c.x + d[0], y: pose.c.y + d[1] }, theta: pose.theta + d[2] };
  return { pose: next, spread: Math.sqrt(se / sw), inliers, jtj, coverage: bins.size / 36 };
}

/** The turn the normals agree on, modulo a quarter turn. */
function dominantTurn(points: readonly PlanePoint[]): number {
  let s = 0;
  let c = 0;
  for (const p of points) {
    const phi = Math.atan2(p.ny, p.nx);
    s += Math.sin(4 * phi);
    c += Math.cos(4 * phi);
  }
  return Math.atan2(s, c) / 4;
}

/** The centre vote for a turn: each point votes a half extent away along its normal, both ways. */
function votedCentre(
  points: readonly PlanePoint[],
  theta: number,
  a: number,
  b: number,
  guess: Vec2,
  reachMm: number,
): Vec2 {
  const votes = new CentreVotes(guess, reachMm);
  const ux = Math.cos(theta);
  const uy = Math.sin(theta);
  for (const p of points) {
    const mx = p.nx * ux + p.ny * uy;
    const my = -p.nx * uy + p.ny * ux;
    const half = Math.abs(mx) > 0.9 ? a : Math.abs(my) > 0.9 ? b : 0;
    if (half === 0) continue;
    votes.vote(p.x - half * p.nx, p.y - half * p.ny);
    votes.vote(p.x + half * p.nx, p.y + half * p.ny);
  }
  return votes.best().centre;
}

function refineFrom(points: readonly EdgeSample[], start: Pose, a: number, b: number): Step | null {
  let pose = start;
  let band = 1.5;
  let last: Step | null = null;
  for (let i = 0; i < 12; i++) {
    const step = refineStep(points, pose, a, b, band);
    if (!step) return last;
    last = step;
    pose = step.pose;
    band = Math.max(0.35, Math.min(1.5, 3 * step.spread));
  }
  return last;
}

/** The rectangle (half extents a along its turn, b across) best fitting the points near `guess`. */
export function fitRect(
  samples: readonly EdgeSample[],
  a: number,
  b: number,
  guess: Vec2,
  reachMm: number,
): ShapeFit | null {
  const points = samples.flatMap((s) => [s.rim, s.foot]);
  const theta0 = dominantTurn(points);
  // A square's turn is known to a quarter; a rectangle's long side may lie either way of it.
  const turns = a === b ? [theta0] : [theta0, theta0 + Math.PI / 2];
  let best: Step | null = null;
  for (const theta of turns) {
    const start = { c: votedCentre(points, theta, a, b, guess, reachMm), theta };
    const step = refineFrom(samples, start, a, b);
    if (step && (!best || step.inliers > best.inliers)) best = step;
  }
  if (!best) return null;
  const s2 = best.spread ** 2;
  const m = best.jtj;
  const inv = invertSmall(m, 3);
  if (!inv) return null;
  const period = a === b ? 90 : 180;
  const deg = ((((best.pose.theta * 180) / Math.PI) % period) + period) % period;
  return {
    centre: best.pose.c,
    angleDeg: deg,
    inliers: best.inliers,
    spreadMm: best.spread,
    covariance: [s2 * inv[0], s2 * inv[1], s2 * inv[4]],
    coverage: best.coverage,
  };
}
