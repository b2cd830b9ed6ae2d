// A photo file to RGBA pixels in the browser (issue 35): createImageBitmap decodes it at full
// resolution (the camera's photo, not the video stream) and turned upright from its EXIF; its size
// is checked before a pixel is drawn, and an OffscreenCanvas (a canvas where there is none) reads
// them; the phone's focal length comes from its EXIF when written there.
import { sizeRefusal } from './capture-protocol';
import type { Decoded } from './capture-session';
import { exifFocal35mm } from './exif-focal';

/** EXIF sits in the first segment of a JPEG: 128 kB holds it with its thumbnail. */
const EXIF_BYTES = 128 * 1024;

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

export async function decodePhoto(photo: Blob): Promise<Decoded> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return { kind: 'refused', refusal: { reason: 'not-an-image' } };
  }
  try {
    const tooMany = sizeRefusal(bitmap.width, bitmap.height);
    if (tooMany) return { kind: 'refused', refusal: tooMany };
    const canvas = canvasOf(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!ctx) return { kind: 'refused', refusal: { reason: 'not-an-image' } };
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const focal35mm = exifFocal35mm(await photo.slice(0, EXIF_BYTES).arrayBuffer());
    return { kind: 'pixels', pixels: { width: bitmap.width, height: bitmap.height, channels: 4, data }, focal35mm };
  } finally {
    bitmap.close();
  }
}
