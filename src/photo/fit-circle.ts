// A round base's rim (issue 35): the centre of a circle of known radius through edge points on the
// rim's plane. Hough vote to start, then Gauss-Newton with Tukey weights on the radial distance.
import { CentreVotes } from './hough-centre';
import type { EdgeSample, PlanePoint, ShapeFit } from './shape-fit-types';
import type { Vec2 } from './types';

/** Points agree when their normal is within ~45° of radial and they lie within the band of the circle. */
const MIN_ALIGNMENT = 0.7;

type Step = { centre: Vec2; band: number; spread: number; inliers: PlanePoint[]; ata: [number, number, number] };

/** The point's radial residual, direction and alignment against the circle, or null at its centre. */
function radial(p: PlanePoint, c: Vec2, radiusMm: number): { e: number; ux: number; uy: number; align: number } | null {
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return null;
  const ux = dx / d;
  const uy = dy / d;
  return { e: d - radiusMm, ux, uy, align: Math.abs(ux * p.nx + uy * p.ny) };
}

/** The better of a sample's rim and foot readings, when either agrees with the circle. */
function agreeing(s: EdgeSample, c: Vec2, radiusMm: number, band: number) {
  let best: ReturnType<typeof radial> = null;
  for (const p of [s.rim, s.foot]) {
    const r = radial(p, c, radiusMm);
    if (!r || Math.abs(r.e) >= band || r.align < MIN_ALIGNMENT) continue;
    // The foot shows only where the side faces the camera (elsewhere the rim hides it).
    if (p === s.foot && r.ux * s.towardCamera.x + r.uy * s.towardCamera.y <= 0) continue;
    if (!best || Math.abs(r.e) < Math.abs(best.e)) best = r;
  }
  return best;
}

function refineStep(samples: readonly EdgeSample[], c: Vec2, radiusMm: number, band: number): Step | null {
  let a11 = 0;
  let a12 = 0;
  let a22 = 0;
  let b1 = 0;
  let b2 = 0;
  let sw = 0;
  let se = 0;
  const inliers: PlanePoint[] = [];
  for (const s of samples) {
    const r = agreeing(s, c, radiusMm, band);
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
  }
  const det = a11 * a22 - a12 * a12;
  if (inliers.length < 6 || det <= 1e-9) return null;
  const centre = { x: c.x + (a22 * b1 - a12 * b2) / det, y: c.y + (a11 * b2 - a12 * b1) / det };
  const spread = Math.sqrt(se / sw);
  return { centre, band, spread, inliers, ata: [a11, a12, a22] };
}

function coverageOf(inliers: readonly PlanePoint[], c: Vec2): number {
  const bins = new Set<number>();
  for (const p of inliers)
    bins.add(Math.floor(((Math.atan2(p.y - c.y, p.x - c.x) + Math.PI) / (2 * Math.PI)) * 36) % 36);
  return bins.size / 36;
}

/** The circle of radius `radiusMm` best fitting the points, its centre searched within `reachMm` of `guess`. */
export function fitCircle(
  samples: readonly EdgeSample[],
  radiusMm: number,
  guess: Vec2,
  reachMm: number,
): ShapeFit | null {
  const votes = new CentreVotes(guess, reachMm);
  // The brighter side may be inside or outside: each reading votes both ways along its normal.
  for (const s of samples) {
    for (const p of [s.rim, s.foot]) {
      votes.vote(p.x - radiusMm * p.nx, p.y - radiusMm * p.ny);
      votes.vote(p.x + radiusMm * p.nx, p.y + radiusMm * p.ny);
    }
  }
  let centre = votes.best().centre;
  let band = 1.5;
  let last: Step | null = null;
  for (let i = 0; i < 12; i++) {
    const step = refineStep(samples, centre, radiusMm, band);
    if (!step) return null;
    last = step;
    centre = step.centre;
    band = Math.max(0.35, Math.min(1.5, 3 * step.spread));
  }
  if (!last) return null;
  const [a11, a12, a22] = last.ata;
  const det = a11 * a22 - a12 * a12;
  const s2 = last.spread ** 2;
  return {
    centre,
    angleDeg: 0,
    inliers: last.inliers.length,
    spreadMm: last.spread,
    covariance: [(s2 * a22) / det, (-s2 * a12) / det, (s2 * a11) / det],
    coverage: coverageOf(last.inliers, centre),
  };
}
