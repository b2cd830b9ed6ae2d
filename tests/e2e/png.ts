// A minimal PNG reader for the screenshot checks (8-bit RGB/RGBA, not interlaced: what Chromium
// writes), so the tests can compare pixel properties without another dependency.
import { inflateSync } from 'node:zlib';

export class PNG {
  constructor(
    readonly width: number,
    readonly height: number,
    /** RGBA, row-major. */
    readonly data: Uint8Array,
  ) {}

  static decode(buf: Buffer): PNG {
    if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
    let pos = 8;
    let width = 0;
    let height = 0;
    let colourType = 0;
    let bitDepth = 0;
    const idat: Buffer[] = [];
    while (pos < buf.length) {
      const len = buf.readUInt32BE(pos);
      const type = buf.toString('ascii', pos + 4, pos + 8);
      const body = buf.subarray(pos + 8, pos + 8 + len);
      if (type === 'IHDR') {
        width = body.readUInt32BE(0);
        height = body.readUInt32BE(4);
        bitDepth = body[8];
        colourType = body[9];
        if (body[12] !== 0) throw new Error('interlaced PNG not supported');
      } else if (type === 'IDAT') idat.push(body);
      else if (type === 'IEND') break;
      pos += 12 + len;
    }
    if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6))
      throw new Error(`PNG type ${colourType}/${bitDepth} not supported`);
    const bpp = colourType === 6 ? 4 : 3;
    const raw = inflateSync(Buffer.concat(idat));
    const stride = width * bpp;
    const out = new Uint8Array(width * height * 4);
    let prev = new Uint8Array(stride);
    for (let y = 0; y < height; y++) {
      const f = raw[y * (stride + 1)];
      const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
      const cur = new Uint8Array(stride);
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? cur[i - bpp] : 0;
        const b = prev[i];
        const c = i >= bpp ? prev[i - bpp] : 0;
        let v = line[i];
        if (f === 1) v += a;
        else if (f === 2) v += b;
        else if (f === 3) v += (a + b) >> 1;
        else if (f === 4) {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        cur[i] = v & 0xff;
      }
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        out[o] = cur[x * bpp];
        out[o + 1] = cur[x * bpp + 1];
        out[o + 2] = cur[x * bpp + 2];
        out[o + 3] = bpp === 4 ? cur[x * bpp + 3] : 255;
      }
      prev = cur;
    }
    return new PNG(width, height, out);
  }

  pixel(x: number, y: number): [number, number, number] {
    const o = (Math.round(y) * this.width + Math.round(x)) * 4;
    return [this.data[o], this.data[o + 1], this.data[o + 2]];
  }

  /** Pixels in a box (clamped) matching a predicate, as a fraction of the box. */
  fraction(x0: number, y0: number, x1: number, y1: number, pred: (r: number, g: number, b: number) => boolean): number {
    let n = 0;
    let hit = 0;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        const o = (y * this.width + x) * 4;
        n++;
        if (pred(this.data[o], this.data[o + 1], this.data[o + 2])) hit++;
      }
    }
    return n === 0 ? 0 : hit / n;
  }

  /** Number of distinct colours (quantised to 5 bits per channel) in a box. */
  distinctColours(x0: number, y0: number, x1: number, y1: number): number {
    const seen = new Set<number>();
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y += 2) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x += 2) {
        const o = (y * this.width + x) * 4;
        seen.add(((this.data[o] >> 3) << 10) | ((this.data[o + 1] >> 3) << 5) | (this.data[o + 2] >> 3));
      }
    }
    return seen.size;
  }

  /** Count of pixels that differ (any channel by more than `tol`) between two same-size images in a box. */
  static diff(a: PNG, b: PNG, tol = 24): number {
    let n = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      if (
        Math.abs(a.data[i] - b.data[i]) > tol ||
        Math.abs(a.data[i + 1] - b.data[i + 1]) > tol ||
        Math.abs(a.data[i + 2] - b.data[i + 2]) > tol
      )
        n++;
    }
    return n;
  }
}
