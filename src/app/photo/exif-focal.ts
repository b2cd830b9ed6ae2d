// The focal length a phone writes in its photo (EXIF FocalLengthIn35mmFilm, tag 0xA405), so that
// the camera's height, and with it each rim's height shift, comes from the photo rather than being
// estimated or assumed (src/photo/pose.ts). Read from the JPEG's APP1 segment; anything else,
// truncated or odd, gives none: the fit then estimates it as before.
const EXIF_IFD_POINTER = 0x8769;
const FOCAL_35MM = 0xa405;

/** A reader of TIFF numbers in the file's own byte order, every read bounds-checked. */
class TiffView {
  constructor(
    private readonly view: DataView,
    private readonly start: number,
    private readonly little: boolean,
  ) {}
  u16(at: number): number | null {
    const p = this.start + at;
    return p >= 0 && p + 2 <= this.view.byteLength ? this.view.getUint16(p, this.little) : null;
  }
  u32(at: number): number | null {
    const p = this.start + at;
    return p >= 0 && p + 4 <= this.view.byteLength ? this.view.getUint32(p, this.little) : null;
  }
  /** The value of `tag` in the IFD at `ifd` (SHORT or LONG, held in the entry), or null. */
  tag(ifd: number, tag: number): number | null {
    const count = this.u16(ifd);
    if (count === null || count > 500) return null;
    for (let k = 0; k < count; k++) {
      const entry = ifd + 2 + 12 * k;
      if (this.u16(entry) !== tag) continue;
      return this.u16(entry + 2) === 3 ? this.u16(entry + 8) : this.u32(entry + 8);
    }
    return null;
  }
}

/** The TIFF block of the JPEG's EXIF segment: its start in `view`, or null. */
function tiffStart(view: DataView): number | null {
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let p = 2;
  while (p + 4 <= view.byteLength && view.getUint8(p) === 0xff) {
    const marker = view.getUint8(p + 1);
    const length = view.getUint16(p + 2);
    // APP1 "Exif\0\0": the TIFF block follows the 6-byte header.
    if (marker === 0xe1 && p + 10 <= view.byteLength && view.getUint32(p + 4) === 0x45786966) return p + 10;
    if (marker === 0xda || length < 2) return null;
    p += 2 + length;
  }
  return null;
}

/** The 35 mm equivalent focal length in mm from a JPEG's first bytes, or undefined. */
export function exifFocal35mm(bytes: ArrayBuffer): number | undefined {
  const view = new DataView(bytes);
  const start = tiffStart(view);
  if (start === null || start + 8 > view.byteLength) return undefined;
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const tiff = new TiffView(view, start, order === 0x4949);
  const ifd0 = tiff.u32(4);
  const exif = ifd0 === null ? null : tiff.tag(ifd0, EXIF_IFD_POINTER);
  const focal = exif === null ? null : tiff.tag(exif, FOCAL_35MM);
  // table-fit's own bounds for a phone's lens, as `mire photo --focal` takes them.
  return focal !== null && focal >= 10 && focal <= 200 ? focal : undefined;
}
