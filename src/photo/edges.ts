// Edge points in a window of the photo: the gradient's local maxima across the edge, each placed
// to a fraction of a pixel by a parabola through the gradient's size at −1, 0, +1 px along it.
import { sampleBilinear } from './image';
import type { GrayImage } from './types';

/** An edge point: where it is (photo px), the unit normal of the edge (toward brighter), its strength. */
export type EdgePoint = {
  readonly x: number;
  readonly y: number;
  readonly nx: number;
  readonly ny: number;
  readonly mag: number;
};

/** A window of pixel indices, [x0, x1) x [y0, y1). */
export type PixelBox = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

/** Sobel gradient of the 3 x 3 around pixel (i, j) (clamped at the image's border). */
function sobel(img: GrayImage, i: number, j: number): [number, number] {
  const w = img.width;
  const at = (x: number, y: number) =>
    img.data[Math.min(img.height - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))];
  const gx =
    at(i + 1, j - 1) + 2 * at(i + 1, j) + at(i + 1, j + 1) - at(i - 1, j - 1) - 2 * at(i - 1, j) - at(i - 1, j + 1);
  const gy =
    at(i - 1, j + 1) + 2 * at(i, j + 1) + at(i + 1, j + 1) - at(i - 1, j - 1) - 2 * at(i, j - 1) - at(i + 1, j - 1);
  return [gx / 8, gy / 8];
}

/** The gradient's size at a continuous point (Sobel on the bilinear image, one pixel apart). */
function magAt(img: GrayImage, x: number, y: number): number {
  const gx = (sampleBilinear(img, x + 1, y) - sampleBilinear(img, x - 1, y)) / 2;
  const gy = (sampleBilinear(img, x, y + 1) - sampleBilinear(img, x, y - 1)) / 2;
  return Math.hypot(gx, gy);
}

/** Every edge point in the window stronger than `minMag` grey levels per pixel. */
export function edgePointsIn(img: GrayImage, box: PixelBox, minMag: number): EdgePoint[] {
  const x0 = Math.max(1, Math.floor(box.x0));
  const y0 = Math.max(1, Math.floor(box.y0));
  const x1 = Math.min(img.width - 1, Math.ceil(box.x1));
  const y1 = Math.min(img.height - 1, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return [];
  const bw = x1 - x0;
  const mags = new Float32Array(bw * (y1 - y0));
  const dirs = new Float32Array(2 * bw * (y1 - y0));
  for (let j = y0; j < y1; j++) {
    for (let i = x0; i < x1; i++) {
      const [gx, gy] = sobel(img, i, j);
      const k = (j - y0) * bw + (i - x0);
      mags[k] = Math.hypot(gx, gy);
      dirs[2 * k] = gx;
      dirs[2 * k + 1] = gy;
    }
  }
  const out: EdgePoint[] = [];
  for (let j = y0 + 1; j < y1 - 1; j++) {
    for (let i = x0 + 1; i < x1 - 1; i++) {
      const k = (j - y0) * bw + (i - x0);
      const m = mags[k];
      if (m < minMag) continue;
      const nx = dirs[2 * k] / m;
      const ny = dirs[2 * k + 1] / m;
      // Pixel centres are at +0.5 (image.ts).
      const cx = i + 0.5;
      const cy = j + 0.5;
      const before = magAt(img, cx - nx, cy - ny);
      const after = magAt(img, cx + nx, cy + ny);
      const here = magAt(img, cx, cy);
      if (here < before || here <= after) continue;
      const den = before - 2 * here + after;
      const offset = den < 0 ? (0.5 * (before - after)) / den : 0;
      out.push({ x: cx + offset * nx, y: cy + offset * ny, nx, ny, mag: here });
    }
  }
  return out;
}
