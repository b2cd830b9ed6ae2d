// A synthetic photo saved as a phone saves it (issue 35 tests): JPEG at a quality, read back grey.
import jpeg from 'jpeg-js';
import { grayFromRgba } from '../../../src/photo/image';
import type { GrayImage } from '../../../src/photo/types';

/** The grey image as RGBA bytes (each channel the grey level, rounded and clamped). */
export function rgbaOf(img: GrayImage): Uint8Array {
  const rgba = new Uint8Array(img.width * img.height * 4);
  for (let k = 0; k < img.data.length; k++) {
    const v = Math.min(255, Math.max(0, Math.round(img.data[k])));
    rgba.set([v, v, v, 255], k * 4);
  }
  return rgba;
}

export function encodeJpeg(img: GrayImage, quality: number): Uint8Array {
  return jpeg.encode({ width: img.width, height: img.height, data: rgbaOf(img) }, quality).data;
}

/** The photo through a JPEG of `quality` (0..100) and back: its 8 x 8 blocks and lost fine detail. */
export function jpegRoundTrip(img: GrayImage, quality: number): GrayImage {
  const back = jpeg.decode(encodeJpeg(img, quality), { useTArray: true, formatAsRGBA: true });
  return grayFromRgba(back.width, back.height, back.data);
}
