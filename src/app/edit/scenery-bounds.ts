// A scenery piece's box: the roof drawn over a building's walls and the form that edits a piece's
// size both read it.
import type { ScenerySpec } from '../engine';

/** Centre (cx, cy), width along x (w) and depth along y (h), in mm. */
export type SceneryBox = { cx: number; cy: number; w: number; h: number };

export function sceneryBounds(s: ScenerySpec): SceneryBox {
  if (s.shape.type === 'circle')
    return { cx: s.shape.center[0], cy: s.shape.center[1], w: s.shape.radius * 2, h: s.shape.radius * 2 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of s.shape.points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, w: maxX - minX, h: maxY - minY };
}
