// Moving and turning a scenery piece as a whole: a rigid motion of its outline (a circle turns
// onto itself). Coordinates are rounded to 0.01 mm, as the drag does.
import type { ScenerySpec } from '../engine';

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The point a piece turns about: the mean of its corners (or the circle's centre). A turn maps it
 * onto itself, so turning one way then back returns the piece where it was.
 */
export function pivotOf(s: ScenerySpec): { x: number; y: number } {
  if (s.shape.type === 'circle') return { x: s.shape.center[0], y: s.shape.center[1] };
  let x = 0;
  let y = 0;
  for (const p of s.shape.points) {
    x += p[0];
    y += p[1];
  }
  return { x: x / s.shape.points.length, y: y / s.shape.points.length };
}

/** The piece turned by `deg` (counter-clockwise, table axes) about its pivot. */
export function rotateScenery(s: ScenerySpec, deg: number): ScenerySpec {
  if (s.shape.type === 'circle') return s;
  const c = pivotOf(s);
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const points = s.shape.points.map(
    ([x, y]) =>
      [r2(c.x + (x - c.x) * cos - (y - c.y) * sin), r2(c.y + (x - c.x) * sin + (y - c.y) * cos)] as [number, number],
  );
  return { ...s, shape: { ...s.shape, points } };
}

/** The piece moved so that its pivot lands on (x, y). */
export function moveSceneryTo(s: ScenerySpec, x: number, y: number): ScenerySpec {
  const c = pivotOf(s);
  const dx = x - c.x;
  const dy = y - c.y;
  if (s.shape.type === 'circle') return { ...s, shape: { ...s.shape, center: [r2(x), r2(y)] } };
  return {
    ...s,
    shape: { ...s.shape, points: s.shape.points.map(([px, py]) => [r2(px + dx), r2(py + dy)] as [number, number]) },
  };
}
