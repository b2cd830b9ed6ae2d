// A photo file read for `mire photo` (issue 35): JPEG (jpeg-js) or PNG (pngjs), told apart by their
// first bytes, as RGBA. Node only: the app decodes through a canvas.
import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { quote } from '../../geometry/index';
import type { PhotoPixels } from '../photo/rectify';
import { UsageError } from './io';

/** A 12 MP phone photo is 12; this leaves room for 50 MP ones and refuses what would not fit in memory. */
const MAX_MEGAPIXELS = 64;

export type PhotoFile = { readonly rgba: PhotoPixels; readonly format: 'jpeg' | 'png' };

function decode(
  bytes: Buffer,
  file: string,
): { width: number; height: number; data: Uint8Array; format: 'jpeg' | 'png' } {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const d = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: 1024,
    });
    return { ...d, format: 'jpeg' };
  }
  if (bytes.readUInt32BE(0) === 0x89504e47) {
    const png = PNG.sync.read(bytes);
    if (png.width * png.height > MAX_MEGAPIXELS * 1e6)
      throw new UsageError(`${quote(file)}: over ${MAX_MEGAPIXELS} megapixels`);
    return { width: png.width, height: png.height, data: png.data, format: 'png' };
  }
  throw new UsageError(`${quote(file)}: not a JPEG or PNG image`);
}

export function readPhotoFile(file: string): PhotoFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new UsageError(`${quote(file)}: no such file or not readable`);
  }
  if (bytes.length < 8) throw new UsageError(`${quote(file)}: not a JPEG or PNG image`);
  let image: ReturnType<typeof decode>;
  try {
    image = decode(bytes, file);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`${quote(file)}: the image cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
  const rgba: PhotoPixels = { width: image.width, height: image.height, channels: 4, data: image.data };
  return { rgba, format: image.format };
}
