// The phone's focal length from its photo's EXIF (issue 35, src/app/photo/exif-focal.ts):
// FocalLengthIn35mmFilm (0xA405) in the Exif IFD that IFD0's tag 0x8769 points to, in either byte
// order; anything truncated or odd gives none, never a throw. Given, the crowd photo's fit says its
// focal came from the photo ('given') and the camera height stays 1100·cos 20° = 1033.7 mm.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exifFocal35mm } from '../src/app/photo/exif-focal';
import { CaptureSession } from '../src/app/photo/capture-session';
import { readPhotoFile } from '../src/cli/photo-file';

/** A JPEG holding only an APP1 EXIF segment: IFD0 → Exif IFD → 0xA405 = focal (SHORT). */
function jpegWithFocal(focal: number, little: boolean): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(44));
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
  tiff.setUint16(2, 42, little);
  tiff.setUint32(4, 8, little); // IFD0 at 8
  tiff.setUint16(8, 1, little); // one entry
  tiff.setUint16(10, 0x8769, little);
  tiff.setUint16(12, 4, little); // LONG
  tiff.setUint32(14, 1, little);
  tiff.setUint32(18, 26, little); // the Exif IFD at 26
  tiff.setUint32(22, 0, little);
  tiff.setUint16(26, 1, little);
  tiff.setUint16(28, 0xa405, little);
  tiff.setUint16(30, 3, little); // SHORT
  tiff.setUint32(32, 1, little);
  tiff.setUint16(36, focal, little);
  tiff.setUint32(40, 0, little);
  const body = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)]);
  const len = body.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, len >> 8, len & 0xff, ...body, 0xff, 0xd9]);
}

const buf = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe('exifFocal35mm', () => {
  it('reads 26 mm in Intel and Motorola byte order', () => {
    expect(exifFocal35mm(buf(jpegWithFocal(26, true)))).toBe(26);
    expect(exifFocal35mm(buf(jpegWithFocal(26, false)))).toBe(26);
  });

  it("gives none for a photo without EXIF, a zero focal (unknown), or one outside a phone's 10-200 mm", () => {
    expect(exifFocal35mm(buf(readFileSync('assets/photos/crowd-20deg.jpg')))).toBeUndefined();
    expect(exifFocal35mm(buf(jpegWithFocal(0, true)))).toBeUndefined();
    expect(exifFocal35mm(buf(jpegWithFocal(400, true)))).toBeUndefined();
  });

  it('never throws on a truncated or scrambled file (fast-check)', () => {
    const good = jpegWithFocal(26, true);
    fc.assert(
      fc.property(fc.nat(good.length), fc.nat(good.length - 1), fc.nat(255), (cut, at, byte) => {
        const bytes = good.slice(0, cut);
        if (at < bytes.length) bytes[at] = byte;
        const f = exifFocal35mm(buf(bytes));
        expect(f === undefined || (f >= 10 && f <= 200)).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => void exifFocal35mm(buf(b))));
  });
});

describe('the focal carried from the decoder to the fit', () => {
  it("fits the crowd photo with the phone's 26 mm given, the camera where it stood", async () => {
    const { rgba } = readPhotoFile('assets/photos/crowd-20deg.jpg');
    const session = new CaptureSession(async () => ({ kind: 'pixels', pixels: rgba, focal35mm: 26 }));
    const r = await session.handle({ kind: 'analyse', id: 1, photo: new Blob(['jpeg']) });
    expect(r.kind).toBe('fitted');
    if (r.kind !== 'fitted') return;
    expect(r.fit.focalSource).toBe('given');
    expect(Math.abs(r.fit.heightMm - 1033.7)).toBeLessThan(11);
  });
});
