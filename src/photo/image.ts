// Grey images: making, sampling between pixels, blurring. Pixel (i, j)'s value is at its centre
// (i + 0.5, j + 0.5): every coordinate in the pipeline is continuous with that convention.
import type { GrayImage } from './types';

export function grayImage(width: number, height: number, data?: Float32Array): GrayImage {
  return { width, height, data: data ?? new Float32Array(width * height) };
}

/** Grey from RGBA bytes (a canvas's ImageData, a decoded file): Rec. 601 luma. */
export function grayFromRgba(width: number, height: number, rgba: ArrayLike<number>): GrayImage {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) {
    out[i] = 0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2];
  }
  return grayImage(width, height, out);
}

/** The value at a continuous point, interpolated between the four nearest pixel centres (edges clamp). */
export function sampleBilinear(img: GrayImage, x: number, y: number): number {
  const fx = Math.min(Math.max(x - 0.5, 0), img.width - 1.001);
  const fy = Math.min(Math.max(y - 0.5, 0), img.height - 1.001);
  const i = Math.floor(fx);
  const j = Math.floor(fy);
  const ax = fx - i;
  const ay = fy - j;
  const o = j * img.width + i;
  const d = img.data;
  const top = d[o] + (d[o + 1] - d[o]) * ax;
  const bottom = d[o + img.width] + (d[o + img.width + 1] - d[o + img.width]) * ax;
  return top + (bottom - top) * ay;
}

/** A Gaussian blur of standard deviation `sigmaPx` (separable, kernel to 3σ, edges clamped). */
export function gaussianBlur(img: GrayImage, sigmaPx: number): GrayImage {
  if (sigmaPx <= 0) return img;
  const radius = Math.ceil(3 * sigmaPx);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigmaPx ** 2)));
  const sum = kernel.reduce((a, b) => a + b, 0);
  const k = kernel.map((v) => v / sum);
  const { width, height } = img;
  const tmp = new Float32Array(width * height);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let t = -radius; t <= radius; t++) s += k[t + radius] * img.data[y * width + clamp(x + t, width)];
      tmp[y * width + x] = s;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let t = -radius; t <= radius; t++) s += k[t + radius] * tmp[clamp(y + t, height) * width + x];
      out[y * width + x] = s;
    }
  }
  return grayImage(width, height, out);
}

const clamp = (v: number, n: number): number => (v < 0 ? 0 : v >= n ? n - 1 : v);

/** Summed-area table (width+1 x height+1, float64): any box's sum in four reads. */
export function integralImage(img: GrayImage): Float64Array {
  const w = img.width + 1;
  const sat = new Float64Array(w * (img.height + 1));
  for (let y = 0; y < img.height; y++) {
    let row = 0;
    for (let x = 0; x < img.width; x++) {
      row += img.data[y * img.width + x];
      sat[(y + 1) * w + x + 1] = sat[y * w + x + 1] + row;
    }
  }
  return sat;
}

/** The box's mean, [x0, x1) x [y0, y1) clamped to the image, from its summed-area table. */
export function boxMean(sat: Float64Array, img: GrayImage, x0: number, y0: number, x1: number, y1: number): number {
  const a = Math.max(0, x0);
  const b = Math.max(0, y0);
  const c = Math.min(img.width, x1);
  const d = Math.min(img.height, y1);
  const w = img.width + 1;
  const s = sat[d * w + c] - sat[b * w + c] - sat[d * w + a] + sat[b * w + a];
  return s / Math.max(1, (c - a) * (d - b));
}
