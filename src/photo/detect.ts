// Finding the markers (issue 35): dark quadrilaterals (quads.ts), read as 4 x 4 bits inside a black
// ring (markers.ts), then each side of the black square located to a fraction of a pixel.
import { dltHomography } from './homography';
import { sampleBilinear } from './image';
import { applyH } from './linalg';
import { MARKER_CODES, bitCount } from './markers';
import { type Quad, findQuads } from './quads';
import type { GrayImage, Mat3, Vec2 } from './types';

/**
 * A marker found: its id, and for each side of its black square (top, right, bottom, left: from
 * its corner k to k + 1, corners TL, TR, BR, BL) points on that edge in photo pixels.
 */
export type FoundMarker = {
  readonly id: number;
  readonly corners: Quad;
  readonly edgePoints: readonly (readonly Vec2[])[];
  /** Bits read differently from the code (0 or 1: more is no marker). */
  readonly bitErrors: number;
};

/** Grid (0..6 across the black square) → photo, from the corners taken as TL, TR, BR, BL. */
function gridToImage(q: Quad): Mat3 {
  const grid = [
    { x: 0, y: 0 },
    { x: 6, y: 0 },
    { x: 6, y: 6 },
    { x: 0, y: 6 },
  ];
  return dltHomography(grid.map((g, i) => ({ table: g, image: q[i] })));
}

/** The mean of the middle of a cell (9 samples over its central half). */
function cellMean(img: GrayImage, h: Mat3, col: number, row: number): number {
  let s = 0;
  for (const dy of [0.3, 0.5, 0.7]) {
    for (const dx of [0.3, 0.5, 0.7]) {
      const p = applyH(h, { x: col + dx, y: row + dy });
      s += sampleBilinear(img, p.x, p.y);
    }
  }
  return s / 9;
}

/** The 16 bits read with the quad's corner `shift` as the marker's top-left; null when the ring is not black. */
function readBits(img: GrayImage, q: Quad, shift: number): number | null {
  const h = gridToImage([q[shift % 4], q[(shift + 1) % 4], q[(shift + 2) % 4], q[(shift + 3) % 4]]);
  const ring: number[] = [];
  const margin: number[] = [];
  for (let k = 0; k < 6; k++) {
    ring.push(cellMean(img, h, k, 0), cellMean(img, h, k, 5), cellMean(img, h, 0, k), cellMean(img, h, 5, k));
    margin.push(cellMean(img, h, k, -1), cellMean(img, h, k, 6), cellMean(img, h, -1, k), cellMean(img, h, 6, k));
  }
  const black = median(ring);
  const white = median(margin);
  if (white - black < 25) return null;
  const threshold = (black + white) / 2;
  if (ring.filter((v) => v > threshold).length > 2) return null;
  let code = 0;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) if (cellMean(img, h, col + 1, row + 1) < threshold) code |= 1 << (row * 4 + col);
  }
  return code;
}

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The id and turn that read best, within one bit (the codes are 5 apart: one wrong bit is still one marker). */
function decode(img: GrayImage, q: Quad): { id: number; shift: number; bitErrors: number } | null {
  for (let shift = 0; shift < 4; shift++) {
    const bits = readBits(img, q, shift);
    if (bits === null) return null;
    for (let id = 0; id < MARKER_CODES.length; id++) {
      const bitErrors = bitCount(bits ^ MARKER_CODES[id]);
      if (bitErrors <= 1) return { id, shift, bitErrors };
    }
  }
  return null;
}

/**
 * Points on one side of the black square: along the side, where the profile across it crosses
 * halfway between the black inside and the white margin (unbiased for a symmetric blur of a
 * straight edge), interpolated between samples a tenth of a pixel apart.
 */
function edgePoints(img: GrayImage, a: Vec2, b: Vec2, outward: Vec2, sidePx: number): Vec2[] {
  const out: Vec2[] = [];
  const count = Math.max(8, Math.min(40, Math.round(sidePx / 2)));
  const reach = Math.max(2.5, sidePx / 12);
  for (let k = 0; k < count; k++) {
    const t = 0.12 + (0.76 * k) / (count - 1);
    const base = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const at = (s: number) => sampleBilinear(img, base.x + outward.x * s, base.y + outward.y * s);
    const black = at(-reach);
    const white = at(reach);
    if (white - black < 20) continue;
    const mid = (black + white) / 2;
    const step = 0.1;
    let prev = at(-reach * 0.8);
    for (let s = -reach * 0.8 + step; s <= reach * 0.8; s += step) {
      const v = at(s);
      if (prev < mid && v >= mid) {
        const crossing = s - step + (step * (mid - prev)) / (v - prev);
        out.push({ x: base.x + outward.x * crossing, y: base.y + outward.y * crossing });
        break;
      }
      prev = v;
    }
  }
  return out;
}

/** The four sides' edge points of a quad whose corners are TL, TR, BR, BL. */
function sidesOf(img: GrayImage, q: Quad): Vec2[][] {
  const sidePx = Math.hypot(q[0].x - q[2].x, q[0].y - q[2].y) / Math.SQRT2;
  return q.map((a, k) => {
    const b = q[(k + 1) % 4];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    // Clockwise as seen (y down): the outside is on the left of a → b, (dy, −dx).
    const outward = { x: (b.y - a.y) / len, y: -(b.x - a.x) / len };
    return edgePoints(img, a, b, outward, sidePx);
  });
}

/** Every marker in the photo, each id once (the clearest reading when one is seen twice). */
export function detectMarkers(img: GrayImage): FoundMarker[] {
  const shortSide = Math.min(img.width, img.height);
  const quads = findQuads(img, { minSidePx: 12, maxSidePx: shortSide / 3 });
  const byId = new Map<number, FoundMarker>();
  for (const q of quads) {
    const read = decode(img, q);
    if (!read) continue;
    const s = read.shift;
    const corners: Quad = [q[s % 4], q[(s + 1) % 4], q[(s + 2) % 4], q[(s + 3) % 4]];
    const found = { id: read.id, corners, edgePoints: sidesOf(img, corners), bitErrors: read.bitErrors };
    const seen = byId.get(read.id);
    if (!seen || seen.bitErrors > found.bitErrors) byId.set(read.id, found);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
