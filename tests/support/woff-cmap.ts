// The code points a WOFF 1 font maps to glyphs, read from its cmap table (formats 4 and 12): a
// test-only reader, to hold the app's table of covered characters to the fonts it ships.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/** The table `tag` of an OpenType/TrueType file (sfnt). */
function sfntTable(file: Buffer, tag: string): Buffer {
  const tables = file.readUInt16BE(4);
  for (let k = 0; k < tables; k++) {
    const at = 12 + k * 16;
    if (file.toString('latin1', at, at + 4) !== tag) continue;
    const offset = file.readUInt32BE(at + 8);
    return file.subarray(offset, offset + file.readUInt32BE(at + 12));
  }
  throw new Error(`no ${tag} table`);
}

/** The sfnt table `tag` of a WOFF 1 file, inflated. */
function woffTable(file: Buffer, tag: string): Buffer {
  const tables = file.readUInt16BE(12);
  for (let k = 0; k < tables; k++) {
    const at = 44 + k * 20;
    if (file.toString('latin1', at, at + 4) !== tag) continue;
    const offset = file.readUInt32BE(at + 4);
    const compLength = file.readUInt32BE(at + 8);
    const origLength = file.readUInt32BE(at + 12);
    const data = file.subarray(offset, offset + compLength);
    return compLength < origLength ? inflateSync(data) : Buffer.from(data);
  }
  throw new Error(`no ${tag} table`);
}

function format4(t: Buffer, at: number, out: Set<number>): void {
  const segs = t.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const offsets = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const end = t.readUInt16BE(ends + s * 2);
    const start = t.readUInt16BE(starts + s * 2);
    const delta = t.readUInt16BE(deltas + s * 2);
    const rangeOffset = t.readUInt16BE(offsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const g = t.readUInt16BE(offsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = g === 0 ? 0 : (g + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
}

function format12(t: Buffer, at: number, out: Set<number>): void {
  const groups = t.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const p = at + 16 + g * 12;
    const start = t.readUInt32BE(p);
    const end = t.readUInt32BE(p + 4);
    const glyph = t.readUInt32BE(p + 8);
    for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.add(c);
  }
}

/** Every code point the font (WOFF 1, OpenType or TrueType) maps to a glyph other than .notdef. */
export function woffCodePoints(path: string): Set<number> {
  const file = readFileSync(path);
  const cmap = file.toString('latin1', 0, 4) === 'wOFF' ? woffTable(file, 'cmap') : sfntTable(file, 'cmap');
  const out = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let k = 0; k < count; k++) {
    const platform = cmap.readUInt16BE(4 + k * 8);
    const encoding = cmap.readUInt16BE(6 + k * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const at = cmap.readUInt32BE(8 + k * 8);
    const format = cmap.readUInt16BE(at);
    if (format === 4) format4(cmap, at, out);
    if (format === 12) format12(cmap, at, out);
  }
  return out;
}

/** A set of code points as sorted inclusive ranges. */
export function rangesOf(points: Iterable<number>): [number, number][] {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  return out;
}
