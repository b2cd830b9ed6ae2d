// The photo seen from straight above (issue 35): each pixel of the top-down view is a point of the
// mat in table mm, looked up in the photo through the fitted homography and lens (plane-map.ts's
// mat plane), interpolated between the four nearest photo pixels. What stands above the mat
// (rims 4 mm up, figures) leans away from the camera's foot, as it does in the photo.
import { PlaneMap } from './plane-map';
import type { TableFit } from './table-fit';
import type { GrayImage } from './types';

/** A top-down view: `channels` values a pixel, row by row; pixel (i, j) shows the mat at ((i + 0.5)·mmPerPx, (j + 0.5)·mmPerPx). */
export type TopDown = {
  readonly width: number;
  readonly height: number;
  readonly mmPerPx: number;
  readonly channels: 1 | 4;
  readonly data: Uint8ClampedArray;
};

/** A photo to look up: its size, its channels (grey, or RGBA from a canvas or a decoded file). */
export type PhotoPixels = {
  readonly width: number;
  readonly height: number;
  readonly channels: 1 | 4;
  readonly data: ArrayLike<number>;
};

/** A grey image as photo pixels. */
export function grayPixels(img: GrayImage): PhotoPixels {
  return { width: img.width, height: img.height, channels: 1, data: img.data };
}

/** Channel `c` at a continuous photo point (pixel centres at +0.5, edges clamped), or −1 off the photo. */
function sample(photo: PhotoPixels, x: number, y: number, c: number): number {
  if (x < 0 || y < 0 || x > photo.width || y > photo.height) return -1;
  const fx = Math.min(Math.max(x - 0.5, 0), photo.width - 1.001);
  const fy = Math.min(Math.max(y - 0.5, 0), photo.height - 1.001);
  const i = Math.floor(fx);
  const j = Math.floor(fy);
  const ax = fx - i;
  const ay = fy - j;
  const n = photo.channels;
  const at = (di: number, dj: number) => photo.data[((j + dj) * photo.width + i + di) * n + c];
  const top = at(0, 0) + (at(1, 0) - at(0, 0)) * ax;
  const bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * ax;
  return top + (bottom - top) * ay;
}

/** The table from straight above at `mmPerPx` (1 mm a pixel shows a 1200 x 600 table in 1200 x 600 px). */
export function rectify(photo: PhotoPixels, fit: TableFit, mmPerPx: number): TopDown {
  if (!(mmPerPx > 0)) throw new Error(`mmPerPx: expected a length over 0, got ${mmPerPx}`);
  const mat = new PlaneMap(fit, 0);
  const width = Math.ceil(fit.table.widthMm / mmPerPx);
  const height = Math.ceil(fit.table.depthMm / mmPerPx);
  const n = photo.channels;
  const data = new Uint8ClampedArray(width * height * n);
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const p = mat.toPhoto({ x: (i + 0.5) * mmPerPx, y: (j + 0.5) * mmPerPx });
      for (let c = 0; c < n; c++) {
        const v = sample(photo, p.x, p.y, c);
        // Off the photo: black, and transparent for RGBA.
        data[(j * width + i) * n + c] = v < 0 ? 0 : v;
      }
    }
  }
  return { width, height, mmPerPx, channels: n, data };
}
