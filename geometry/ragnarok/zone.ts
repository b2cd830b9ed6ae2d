// R-9.6 Rag'narok "Interference": "trace two imaginary lines connecting the left and right edges
// of the shooting unit to the left and right edge of the unit targeted. If there is any obstacle
// in the zone between them, there is interference."
// Reading: a unit's left and right edges are the outermost points of its bases across the line of
// fire, so the two lines are the outer common tangents of the two units' bases, and the zone they
// bound with the units is the convex hull of every base of both units. Exact: the hull of discs
// (round bases) and points (the corners of square and rectangular bases) is the convex polygon of
// the tangent points of its edges, plus circular caps that lie inside the members' own bases; so
// an obstacle (never overlapping a base by more than τ, R-0.3) meets the hull's interior exactly
// when it meets that polygon's.
import { type Footprint, type Polygon, distanceMm, offsetConvex, polygon } from '../footprint';
import { type Point, convexHull, signedArea } from '../vec';

type Disc = { readonly x: number; readonly y: number; readonly r: number };

/** Round bases as discs, polygon bases as their corners (discs of radius 0). */
function discsOf(prints: readonly Footprint[]): Disc[] {
  const out: Disc[] = [];
  for (const f of prints) {
    if (f.kind === 'circle') out.push({ x: f.center.x, y: f.center.y, r: f.radiusMm });
    else for (const p of f.points) out.push({ x: p.x, y: p.y, r: 0 });
  }
  return out;
}

/** Slack for "every disc on the inner side of a tangent" (mm): rounding, never a rule's distance. */
const SUPPORT_SLACK_MM = 1e-9;

/**
 * The tangent points of the hull's edges: for each ordered pair of discs, the outer tangent with
 * every disc on its left (going from the first disc to the second), if there is one.
 */
function hullTangentPoints(discs: readonly Disc[]): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < discs.length; i++) {
    for (let j = 0; j < discs.length; j++) {
      if (i === j) continue;
      const a = discs[i];
      const b = discs[j];
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      // One disc inside the other: no outer tangent between them.
      if (d <= Math.abs(a.r - b.r)) continue;
      const vx = (b.x - a.x) / d;
      const vy = (b.y - a.y) / d;
      const c = (a.r - b.r) / d;
      const s = Math.sqrt(Math.max(0, 1 - c * c));
      // The outward normal, on the right of a → b: n·a + a.r = n·b + b.r.
      const nx = c * vx + s * vy;
      const ny = c * vy - s * vx;
      const h = nx * a.x + ny * a.y + a.r;
      let onHull = true;
      for (const k of discs) {
        if (nx * k.x + ny * k.y + k.r > h + SUPPORT_SLACK_MM) {
          onHull = false;
          break;
        }
      }
      if (!onHull) continue;
      pts.push({ x: a.x + nx * a.r, y: a.y + ny * a.r }, { x: b.x + nx * b.r, y: b.y + ny * b.r });
    }
  }
  return pts;
}

/** the zone between two units: the polygon of the hull of all their bases, without its caps (null if degenerate). */
export function interferenceZone(prints: readonly Footprint[]): Polygon | null {
  const hull = convexHull(hullTangentPoints(discsOf(prints)));
  return hull.length >= 3 ? polygon(hull) : null;
}

/**
 * Does `obstacle` stand in the zone? It must meet the zone's interior deeper than τ (R-0.3: a
 * grazing obstacle, within τ of the lines, does not interfere, as a grazing barrier does not cut a
 * line of sight, R-5.2).
 */
export function standsInZone(zone: Polygon, obstacle: Footprint, toleranceMm: number): boolean {
  if (toleranceMm <= 0) return distanceMm(zone, obstacle) === 0;
  const inner = offsetConvex(zone.points, -toleranceMm);
  if (inner === null) return distanceMm(zone, obstacle) === 0;
  // A zone thinner than 2τ turns inside out when shrunk: nothing stands in it deeper than τ.
  if (signedArea(inner) <= 0) return false;
  return distanceMm({ kind: 'polygon', points: inner, convex: true }, obstacle) === 0;
}
