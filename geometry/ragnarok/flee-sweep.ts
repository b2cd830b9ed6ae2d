// R-6.18 "its fleeing movement brings the unit in contact with an enemy unit": how near a base
// comes to another footprint while its centre follows a route, the base turned along its way.
// A round base sweeps exactly the route widened by its radius: the distance is closed-form. A
// square or rectangular base is translated along a segment (the hull of its two ends, exact) and
// turned with the route on an arc: there it is posed at steps of SWEEP_BOUND_MM / ρ radians (ρ its
// farthest corner's distance from the arc's centre) and consecutive poses are hulled. No point
// moves more than ρ·step = SWEEP_BOUND_MM between two poses, so a hull reaches at most that beyond
// the true sweep, and misses at most the sagitta ρ(1 − cos(step / 2)), far less: the distance is
// within SWEEP_BOUND_MM of the true sweep's (tested against a fine oracle in ragnarok-flee.test.ts).
import { type Base, baseFootprint } from '../base';
import { type Footprint, distanceMm, polygon } from '../footprint';
import { type RoutePiece, distArcFootprint, distSegmentFootprint } from '../route';
import { type Point, convexHull } from '../vec';

/** The most an arc's posed hulls may differ from a turning base's true sweep (mm), a tenth of the default τ. */
export const SWEEP_BOUND_MM = 0.05;

/** The farthest point of a base from its centre (mm). */
function cornerMm(base: Base): number {
  if (base.type === 'round') return base.diameter / 2;
  return Math.hypot(base.width, base.type === 'rect' ? base.depth : base.width) / 2;
}

/** The base centred at `c` facing along `headingRad`. */
function pose(base: Base, c: Point, headingRad: number): Footprint {
  return baseFootprint(base, c, (headingRad * 180) / Math.PI);
}

/** The least distance from the hull of two poses of a polygon base to `other`. */
function hullDistance(a: Footprint, b: Footprint, other: Footprint): number {
  if (a.kind === 'circle' || b.kind === 'circle') return Math.min(distanceMm(a, other), distanceMm(b, other));
  return distanceMm(polygon(convexHull([...a.points, ...b.points])), other);
}

/** A polygon base turning with an arc of its centre's route: the nearest of its posed hulls. */
function arcDistance(base: Base, p: RoutePiece & { type: 'arc' }, other: Footprint, uptoMm: number): number {
  const rho = p.radiusMm + cornerMm(base);
  // Farther than `uptoMm` even from the corners' reach: a lower bound is all the caller needs.
  const coarse = distArcFootprint(p.center, p.radiusMm, p.startRad, p.sweepRad, other) - cornerMm(base);
  if (coarse > uptoMm) return coarse;
  const steps = Math.max(1, Math.ceil((Math.abs(p.sweepRad) * rho) / SWEEP_BOUND_MM));
  const turn = p.sweepRad >= 0 ? Math.PI / 2 : -Math.PI / 2;
  const at = (k: number) => {
    const ang = p.startRad + (p.sweepRad * k) / steps;
    const c = { x: p.center.x + p.radiusMm * Math.cos(ang), y: p.center.y + p.radiusMm * Math.sin(ang) };
    return pose(base, c, ang + turn);
  };
  let best = Infinity;
  let prev = at(0);
  for (let k = 1; k <= steps && best > 0; k++) {
    const next = at(k);
    best = Math.min(best, hullDistance(prev, next, other));
    prev = next;
  }
  return best;
}

/**
 * The least distance (mm) from the area a base sweeps, its centre going from `start` along
 * `pieces`, to `other`; the base at the start, facing `startFacingDeg`, included. Beyond `uptoMm`
 * a lower bound greater than it may stand for the distance (enough to compare with τ).
 */
export function sweptDistanceMm(
  base: Base,
  start: Point,
  startFacingDeg: number,
  pieces: readonly RoutePiece[],
  other: Footprint,
  uptoMm = Infinity,
): number {
  let best = distanceMm(baseFootprint(base, start, startFacingDeg), other);
  if (base.type === 'round') {
    const r = base.diameter / 2;
    for (const p of pieces) {
      const d =
        p.type === 'segment'
          ? distSegmentFootprint(p.a, p.b, other)
          : distArcFootprint(p.center, p.radiusMm, p.startRad, p.sweepRad, other);
      best = Math.min(best, Math.max(0, d - r));
    }
    return best;
  }
  for (const p of pieces) {
    if (best === 0) break;
    const d =
      p.type === 'segment'
        ? hullDistance(
            pose(base, p.a, Math.atan2(p.b.y - p.a.y, p.b.x - p.a.x)),
            pose(base, p.b, Math.atan2(p.b.y - p.a.y, p.b.x - p.a.x)),
            other,
          )
        : arcDistance(base, p, other, uptoMm);
    best = Math.min(best, d);
  }
  return best;
}
