// Straight edges through points: the total-least-squares line, and where two lines cross.
import { centroid } from './linalg';
import type { Vec2 } from './types';

/** A line through `point` along the unit vector `dir`. */
export type Line = { readonly point: Vec2; readonly dir: Vec2 };

/** The line minimising the sum of squared perpendicular distances (the principal axis of the points). */
export function fitLine(points: readonly Vec2[]): Line | null {
  if (points.length < 2) return null;
  const { x: mx, y: my } = centroid(points);
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { point: { x: mx, y: my }, dir: { x: Math.cos(angle), y: Math.sin(angle) } };
}

/** The crossing of two lines, or null when they are parallel. */
export function intersectLines(a: Line, b: Line): Vec2 | null {
  const det = a.dir.x * b.dir.y - a.dir.y * b.dir.x;
  if (Math.abs(det) < 1e-12) return null;
  const dx = b.point.x - a.point.x;
  const dy = b.point.y - a.point.y;
  const t = (dx * b.dir.y - dy * b.dir.x) / det;
  return { x: a.point.x + a.dir.x * t, y: a.point.y + a.dir.y * t };
}
