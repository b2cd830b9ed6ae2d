// A route's pieces: segments and arcs, the point reached along them, and the route as points.
import { boxOfPoints } from '../footprint';
import type { Point } from '../vec';
import { arcPoint, lengthOf } from './clearance';
import type { RoutePiece } from './types';

export function segmentPiece(a: Point, b: Point): RoutePiece {
  return { type: 'segment', a, b, lengthMm: lengthOf(a.x, a.y, b.x, b.y) };
}

/** Consecutive arcs of one circle turning the same way (a chain of links between nodes) become one arc. */
export function mergeArcs(pieces: RoutePiece[]): void {
  let w = 0;
  for (let r = 0; r < pieces.length; r++) {
    const p = pieces[r];
    const prev = w > 0 ? pieces[w - 1] : null;
    if (
      prev &&
      prev.type === 'arc' &&
      p.type === 'arc' &&
      prev.center === p.center &&
      prev.radiusMm === p.radiusMm &&
      Math.sign(prev.sweepRad) === Math.sign(p.sweepRad)
    ) {
      pieces[w - 1] = {
        type: 'arc',
        center: prev.center,
        radiusMm: prev.radiusMm,
        startRad: prev.startRad,
        sweepRad: prev.sweepRad + p.sweepRad,
        lengthMm: prev.lengthMm + p.lengthMm,
      };
      continue;
    }
    pieces[w++] = p;
  }
  pieces.length = w;
}

/** The point reached after `distanceMm` along the route, and the direction of travel there (degrees). */
export function pointAlong(
  pieces: readonly RoutePiece[],
  distanceMm: number,
  start: Point,
): { point: Point; headingDeg: number } {
  let left = distanceMm;
  let heading = 0;
  let point = start;
  for (const p of pieces) {
    if (p.type === 'segment') {
      heading = (Math.atan2(p.b.y - p.a.y, p.b.x - p.a.x) * 180) / Math.PI;
      if (left <= p.lengthMm) {
        const t = p.lengthMm === 0 ? 0 : left / p.lengthMm;
        return { point: { x: p.a.x + (p.b.x - p.a.x) * t, y: p.a.y + (p.b.y - p.a.y) * t }, headingDeg: heading };
      }
      point = p.b;
    } else {
      const frac = Math.min(1, left / p.lengthMm);
      const ang = p.startRad + p.sweepRad * frac;
      heading = ((ang + (p.sweepRad >= 0 ? Math.PI / 2 : -Math.PI / 2)) * 180) / Math.PI;
      if (left <= p.lengthMm) return { point: arcPoint(p.center, p.radiusMm, ang), headingDeg: heading };
      point = arcPoint(p.center, p.radiusMm, p.startRad + p.sweepRad);
    }
    left -= p.lengthMm;
  }
  return { point, headingDeg: heading };
}

/** The route as points, arcs sampled with a chord error of at most `chordErrorMm`. */
export function routePolyline(pieces: readonly RoutePiece[], start: Point, chordErrorMm = 0.1): Point[] {
  const out: Point[] = [start];
  for (const p of pieces) {
    if (p.type === 'segment') {
      out.push(p.b);
      continue;
    }
    // Chord error of a step θ on radius r: r (1 − cos(θ/2)) ≤ e.
    const maxStep = 2 * Math.acos(Math.max(-1, 1 - chordErrorMm / p.radiusMm));
    const steps = Math.max(1, Math.ceil(Math.abs(p.sweepRad) / maxStep));
    for (let i = 1; i <= steps; i++) out.push(arcPoint(p.center, p.radiusMm, p.startRad + (p.sweepRad * i) / steps));
  }
  return out;
}

/** The bounding box of the route, for drawing. */
export function routeBox(points: readonly Point[]) {
  return boxOfPoints(points);
}
