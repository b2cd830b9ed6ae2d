// Measure: edge to edge between fighters, scenery and points of the table.
import {
  type Footprint,
  type Point,
  type Scene,
  circle,
  closestPoint,
  distanceMm,
  vertexCentroid,
} from '../../../geometry/index';
import { type Placement, worldFor } from './world-sync';

export type MeasureEnd =
  { kind: 'fighter'; id: string } | { kind: 'scenery'; id: string } | { kind: 'point'; at: Point };

export function footprintOfEnd(scene: Scene, end: MeasureEnd, placement?: Placement | null): Footprint | null {
  const w = worldFor(scene, placement);
  if (end.kind === 'point') return circle(end.at, 0);
  if (end.kind === 'fighter') return w.hasFighter(end.id) ? w.footprintOf(end.id) : null;
  return w.sceneryFootprintOf(end.id) ?? null;
}

/** edge to edge, with the two nearest points to draw the tape between. */
export function measure(
  scene: Scene,
  a: MeasureEnd,
  b: MeasureEnd,
): { distanceMm: number; from: Point; to: Point } | null {
  const fa = footprintOfEnd(scene, a);
  const fb = footprintOfEnd(scene, b);
  if (!fa || !fb) return null;
  const d = distanceMm(fa, fb);
  const [p, q] = closestPair(fa, fb);
  return { distanceMm: d, from: p, to: q };
}

/** Nearest points of two footprints, for drawing (alternating projections; the number comes from distanceMm). */
export function closestPair(a: Footprint, b: Footprint): [Point, Point] {
  let p = a.kind === 'circle' ? a.center : vertexCentroid(a.points);
  let q = closestPoint(b, p);
  for (let i = 0; i < 12; i++) {
    p = closestPoint(a, q);
    q = closestPoint(b, p);
  }
  return [p, q];
}
