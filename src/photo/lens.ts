// Radial lens distortion (types.ts Lens): from ideal pixels to the photo's and back.
import type { Lens, Vec2 } from './types';

/** A lens without distortion for an image of this size. */
export function straightLens(width: number, height: number): Lens {
  return { cx: width / 2, cy: height / 2, halfDiagPx: Math.hypot(width, height) / 2, k1: 0 };
}

/** Where an ideal (pinhole) pixel lands in the photo. */
export function distort(lens: Lens, p: Vec2): Vec2 {
  const dx = p.x - lens.cx;
  const dy = p.y - lens.cy;
  const s = 1 + (lens.k1 * (dx * dx + dy * dy)) / (lens.halfDiagPx * lens.halfDiagPx);
  return { x: lens.cx + dx * s, y: lens.cy + dy * s };
}

/**
 * The ideal pixel a photo pixel came from. Distortion only scales the radius, so this solves
 * r·(1 + k1·r²) = rd (r in half-diagonals) by Newton's method from r = rd: quadratic convergence,
 * 8 steps reach rounding for |k1| ≤ 0.1 on the whole frame (tests/photo-geometry.test.ts).
 */
export function undistort(lens: Lens, p: Vec2): Vec2 {
  if (lens.k1 === 0) return p;
  const dx = p.x - lens.cx;
  const dy = p.y - lens.cy;
  const rd = Math.hypot(dx, dy) / lens.halfDiagPx;
  if (rd === 0) return p;
  let r = rd;
  for (let i = 0; i < 8; i++) {
    const f = r + lens.k1 * r * r * r - rd;
    r -= f / (1 + 3 * lens.k1 * r * r);
  }
  const s = r / rd;
  return { x: lens.cx + dx * s, y: lens.cy + dy * s };
}
