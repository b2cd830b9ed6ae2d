// A square or rectangular base's rim (issue 35): centre and turn of a rectangle of known half
// extents (a along its first axis, b across) through edge points on the rim's plane. The turn
// starts from the edges' normals (a rectangle's sides point four ways: their angle times four
// agrees), the centre from a vote, then Gauss-Newton with Tukey weights on the distance to the side.
import { invertSmall, solveLinear } from './linalg';
import { rectStarts } from './rect-starts';
import { rimFirst } from './rim-first';
import { ALL_CLASSES, type RectPose as Pose, SideBins, agreeing, dominantClasses } from './rect-sides';
import type { EdgeSample, PlanePoint, Rival, ShapeFit } from './shape-fit-types';
import type { Vec2 } from './types';

/** Less than this share of the two sides across an axis seen together and nothing holds the fit along it. */
const MIN_HOLD = 0.3;

type Step = {
  pose: Pose;
  spread: number;
  inliers: number;
  jtj: number[];
  bins: SideBins;
  /** Agreeing points per polarity class (rect-sides.ts). */
  counts: number[];
};

function refineStep(
  samples: readonly EdgeSample[],
  pose: Pose,
  [a, b]: readonly [number, number],
  band: number,
  classes: number,
): Step | null {
  const jtj = new Array<number>(9).fill(0);
  const jtr = [0, 0, 0];
  let sw = 0;
  let se = 0;
  let inliers = 0;
  const bins = new SideBins(a, b);
  const counts = [0, 0, 0, 0];
  for (const s of samples) {
    const g = agreeing(s, pose, a, b, band, classes);
    if (!g) continue;
    const w = (1 - (g.e / band) ** 2) ** 2;
    for (let i = 0; i < 3; i++) {
      jtr[i] -= w * g.jac[i] * g.e;
      for (let j = 0; j < 3; j++) jtj[i * 3 + j] += w * g.jac[i] * g.jac[j];
    }
    sw += w;
    se += w * g.e * g.e;
    inliers++;
    counts[g.cls]++;
    bins.add(g, w);
  }
  if (inliers < 8) return null;
  const d = solveLinear(jtj, jtr, 3);
  if (!d) return null;
  const next = { c: { x: pose.c.x + d[0], y: pose.c.y + d[1] }, theta: pose.theta + d[2] };
  return { pose: next, spread: Math.sqrt(se / sw), inliers, jtj, bins, counts };
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

/** Gauss-Newton from a start; after the first step only the polarity classes most points agreed in. */
function refineFrom(points: readonly EdgeSample[], start: Pose, half: readonly [number, number]) {
  let pose = start;
  let band = 1.5;
  let classes = ALL_CLASSES;
  let last: Step | null = null;
  for (let i = 0; i < 12; i++) {
    const step = refineStep(points, pose, half, band, classes);
    if (!step) return last && { step: last, classes };
    last = step;
    pose = step.pose;
    band = Math.max(0.35, Math.min(1.5, 3 * step.spread));
    if (i === 0) classes = dominantClasses(step.counts);
  }
  return last && { step: last, classes };
}

/** Every candidate is judged against the edges within this band, the same for all. */
const JUDGE_BAND_MM = 1;

type Candidate = { step: Step; coverage: number; score: number; rimScore: number };

/** Every candidate outline from the tap and the vote's peaks, each turn, best scored first (rim-first.ts). */
function candidates(samples: readonly EdgeSample[], a: number, b: number, guess: Vec2, reachMm: number): Candidate[] {
  const points = samples.flatMap((s) => [s.rim, s.foot]);
  const theta0 = dominantTurn(points);
  // A square's turn is known to a quarter; a rectangle's long side may lie either way of it.
  const turns = a === b ? [theta0] : [theta0, theta0 + Math.PI / 2];
  const out: Candidate[] = [];
  for (const theta of turns) {
    // The tap itself starts one fit: the player points at the base, the vote may not.
    for (const c of [guess, ...rectStarts(points, theta, [a, b], guess, reachMm)]) {
      const fit = refineFrom(samples, { c, theta }, [a, b]);
      if (!fit || Math.hypot(fit.step.pose.c.x - guess.x, fit.step.pose.c.y - guess.y) > reachMm) continue;
      const judged = refineStep(samples, fit.step.pose, [a, b], JUDGE_BAND_MM, fit.classes);
      if (!judged) continue;
      const bins = judged.bins;
      out.push({ step: fit.step, coverage: bins.coverage(), score: bins.score(), rimScore: bins.rimScore() });
    }
  }
  return rimFirst(out.sort((p, q) => q.score - p.score));
}

/** Two outlines' turn apart, degrees, modulo the shape's symmetry (a quarter turn for a square). */
function turnApartDeg(p: Pose, q: Pose, period: number): number {
  const d = (((((q.theta - p.theta) * 180) / Math.PI) % period) + period) % period;
  return Math.min(d, period - d);
}

/** The best candidate that is another outline: more than 1 mm away or turned more than 10°. */
function rivalOf(best: Candidate, others: readonly Candidate[], period: number): Rival | null {
  for (const o of others) {
    const distanceMm = Math.hypot(o.step.pose.c.x - best.step.pose.c.x, o.step.pose.c.y - best.step.pose.c.y);
    const turnDeg = turnApartDeg(best.step.pose, o.step.pose, period);
    if (distanceMm > 1 || turnDeg > 10) return { distanceMm, turnDeg, score: o.score / best.score };
  }
  return null;
}

/**
 * The rectangle (half extents a along its turn, b across) best fitting the points near `guess`:
 * of the outlines started from each peak of the vote and each turn, the one whose four sides the
 * edges cover most (a slide along a neighbour's side leaves an end bare; the wrong axis of a
 * 25 x 50 base leaves half of each long side bare), and the best other one as its rival.
 */
export function fitRect(
  samples: readonly EdgeSample[],
  a: number,
  b: number,
  guess: Vec2,
  reachMm: number,
): ShapeFit | null {
  const all = candidates(samples, a, b, guess, reachMm);
  if (all.length === 0) return null;
  const best = all[0].step;
  const s2 = best.spread ** 2;
  const inv = invertSmall(best.jtj, 3);
  if (!inv) return null;
  const period = a === b ? 90 : 180;
  const deg = ((((best.pose.theta * 180) / Math.PI) % period) + period) % period;
  const [s0, s1, s2Side, s3] = best.bins.shares();
  return {
    centre: best.pose.c,
    angleDeg: deg,
    inliers: best.inliers,
    spreadMm: best.spread,
    covariance: [s2 * inv[0], s2 * inv[1], s2 * inv[4]],
    coverage: all[0].coverage,
    rival: rivalOf(all[0], all.slice(1), period),
    slides: s0 + s2Side < MIN_HOLD || s1 + s3 < MIN_HOLD,
  };
}
