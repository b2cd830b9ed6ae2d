// A round base's rim (issue 35): the centre of a circle of known radius through edge points on the
// rim's plane. Hough vote to start, then Gauss-Newton with Tukey weights on the radial distance,
// from several starts and polarities, the outline the edges cover most kept.
import { CentreVotes } from './hough-centre';
import { rimFirst } from './rim-first';
import { wallMerged } from './wall';
import type { EdgeSample, PlanePoint, Rival, ShapeFit } from './shape-fit-types';
import type { Vec2 } from './types';

/** Points agree when their normal is within ~45° of radial and they lie within the band of the circle. */
const MIN_ALIGNMENT = 0.7;

type Step = {
  centre: Vec2;
  band: number;
  spread: number;
  inliers: PlanePoint[];
  weights: number[];
  isFoot: boolean[];
  ata: [number, number, number];
};

/** cls: the polarity class of rect-sides.ts (rim or foot, brighter inside or outside). */
type Radial = { e: number; ux: number; uy: number; align: number; cls: number };

/** The point's radial residual, direction, alignment and polarity class against the circle, or null at its centre. */
function radial(p: PlanePoint, c: Vec2, radiusMm: number, foot: boolean): Radial | null {
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return null;
  const ux = dx / d;
  const uy = dy / d;
  const dot = ux * p.nx + uy * p.ny;
  return { e: d - radiusMm, ux, uy, align: Math.abs(dot), cls: (foot ? 2 : 0) + (dot > 0 ? 1 : 0) };
}

/** The better of a sample's rim and foot readings, when either agrees with the circle in one of `classes`. */
function agreeing(s: EdgeSample, c: Vec2, radiusMm: number, band: number, classes: number): Radial | null {
  let best: Radial | null = null;
  for (const foot of [false, true]) {
    const r = radial(foot ? s.foot : s.rim, c, radiusMm, foot);
    if (!r || Math.abs(r.e) >= band || r.align < MIN_ALIGNMENT || !(classes & (1 << r.cls))) continue;
    if (wallMerged(s, r.ux, r.uy)) continue;
    // The foot shows only where the side faces the camera (elsewhere the rim hides it).
    if (foot && r.ux * s.towardCamera.x + r.uy * s.towardCamera.y <= 0) continue;
    if (!best || Math.abs(r.e) < Math.abs(best.e)) best = r;
  }
  return best;
}

function refineStep(
  samples: readonly EdgeSample[],
  c: Vec2,
  radiusMm: number,
  band: number,
  classes: number,
): Step | null {
  let a11 = 0;
  let a12 = 0;
  let a22 = 0;
  let b1 = 0;
  let b2 = 0;
  let sw = 0;
  let se = 0;
  const inliers: PlanePoint[] = [];
  const weights: number[] = [];
  const isFoot: boolean[] = [];
  for (const s of samples) {
    const r = agreeing(s, c, radiusMm, band, classes);
    if (!r) continue;
    const { e, ux, uy } = r;
    const w = (1 - (e / band) ** 2) ** 2;
    a11 += w * ux * ux;
    a12 += w * ux * uy;
    a22 += w * uy * uy;
    b1 += w * e * ux;
    b2 += w * e * uy;
    sw += w;
    se += w * e * e;
    inliers.push({ x: c.x + ux * radiusMm, y: c.y + uy * radiusMm, nx: ux, ny: uy });
    weights.push(w);
    isFoot.push(r.cls >= 2);
  }
  const det = a11 * a22 - a12 * a12;
  if (inliers.length < 6 || det <= 1e-9) return null;
  const centre = { x: c.x + (a22 * b1 - a12 * b2) / det, y: c.y + (a11 * b2 - a12 * b1) / det };
  const spread = Math.sqrt(se / sw);
  return { centre, band, spread, inliers, weights, isFoot, ata: [a11, a12, a22] };
}

/**
 * The outline in 36 arcs, the rim's and the foot's apart (a side facing the camera shows both),
 * each arc holding its best point's Tukey weight (1 on the circle, 0 a band off).
 */
function arcsOf(step: Step): { rim: Float32Array; foot: Float32Array } {
  const arcs = { rim: new Float32Array(36), foot: new Float32Array(36) };
  const c = step.centre;
  step.inliers.forEach((p, i) => {
    const k = Math.floor(((Math.atan2(p.y - c.y, p.x - c.x) + Math.PI) / (2 * Math.PI)) * 36) % 36;
    const to = step.isFoot[i] ? arcs.foot : arcs.rim;
    // Any agreeing point marks its arc seen: 1e-6 keeps one at the band's very edge counted.
    to[k] = Math.max(to[k], step.weights[i], 1e-6);
  });
  return arcs;
}

const coverageOf = ({ rim, foot }: { rim: Float32Array; foot: Float32Array }) =>
  rim.filter((v, k) => v > 0 || foot[k] > 0).length / 36;
const scoreOf = ({ rim, foot }: { rim: Float32Array; foot: Float32Array }) =>
  (rim.reduce((s, v) => s + v, 0) + foot.reduce((s, v) => s + v, 0)) / 36;
const rimScoreOf = ({ rim }: { rim: Float32Array }) => rim.reduce((s, v) => s + v, 0) / 36;

/** Every pairing of a rim polarity with a foot polarity (rect-sides.ts classes). */
const CLASS_PAIRS = [0b0101, 0b1001, 0b0110, 0b1010];
/** Every candidate is judged against the edges within this band, the same for all. */
const JUDGE_BAND_MM = 1;

type Candidate = { step: Step; coverage: number; score: number; rimScore: number };

function refineFrom(samples: readonly EdgeSample[], start: Vec2, radiusMm: number, classes: number): Step | null {
  let centre = start;
  let band = 1.5;
  let last: Step | null = null;
  for (let i = 0; i < 12; i++) {
    const step = refineStep(samples, centre, radiusMm, band, classes);
    if (!step) return last;
    last = step;
    centre = step.centre;
    band = Math.max(0.35, Math.min(1.5, 3 * step.spread));
  }
  return last;
}

/**
 * Fits from the tap and the vote's peaks, each with the rim and the foot stepping one way all
 * round (a light top above a dark side on a mid mat: the rim lighter inside, the foot lighter
 * outside); a figure's edge, a neighbour's rim, or the rim read on the foot's plane agree with
 * another pairing or another centre. Best scored first (SideBins.score, rect-sides.ts).
 */
function candidates(samples: readonly EdgeSample[], radiusMm: number, guess: Vec2, reachMm: number): Candidate[] {
  const votes = new CentreVotes(guess, reachMm);
  // The brighter side may be inside or outside: each reading votes both ways along its normal.
  for (const s of samples) {
    for (const p of [s.rim, s.foot]) {
      votes.vote(p.x - radiusMm * p.nx, p.y - radiusMm * p.ny);
      votes.vote(p.x + radiusMm * p.nx, p.y + radiusMm * p.ny);
    }
  }
  const starts = [guess, ...votes.peaks(3, 2).map((p) => p.centre)];
  const out: Candidate[] = [];
  for (const start of starts) {
    for (const classes of CLASS_PAIRS) {
      const step = refineFrom(samples, start, radiusMm, classes);
      if (!step || Math.hypot(step.centre.x - guess.x, step.centre.y - guess.y) > reachMm) continue;
      const judged = refineStep(samples, step.centre, radiusMm, JUDGE_BAND_MM, classes);
      if (!judged) continue;
      const arcs = arcsOf(judged);
      out.push({ step, coverage: coverageOf(arcs), score: scoreOf(arcs), rimScore: rimScoreOf(arcs) });
    }
  }
  return rimFirst(out.sort((p, q) => q.score - p.score));
}

/** The best candidate more than 1 mm from the chosen one. */
function rivalOf(best: Candidate, others: readonly Candidate[]): Rival | null {
  for (const o of others) {
    const distanceMm = Math.hypot(o.step.centre.x - best.step.centre.x, o.step.centre.y - best.step.centre.y);
    if (distanceMm > 1) return { distanceMm, turnDeg: 0, score: o.score / best.score };
  }
  return null;
}

/** The circle of radius `radiusMm` best fitting the points, its centre searched within `reachMm` of `guess`. */
export function fitCircle(
  samples: readonly EdgeSample[],
  radiusMm: number,
  guess: Vec2,
  reachMm: number,
): ShapeFit | null {
  const all = candidates(samples, radiusMm, guess, reachMm);
  if (all.length === 0) return null;
  const last = all[0].step;
  const centre = last.centre;
  const [a11, a12, a22] = last.ata;
  const det = a11 * a22 - a12 * a12;
  const s2 = last.spread ** 2;
  return {
    centre,
    angleDeg: 0,
    inliers: last.inliers.length,
    spreadMm: last.spread,
    covariance: [(s2 * a22) / det, (-s2 * a12) / det, (s2 * a11) / det],
    coverage: all[0].coverage,
    rival: rivalOf(all[0], all.slice(1)),
    slides: false,
  };
}
