// Dark quadrilaterals in a photo: adaptive threshold, connected dark regions, and the ones whose
// outline is a convex four-sided shape (a marker's black square seen in perspective).
import { boxMean, integralImage } from './image';
import type { GrayImage, Vec2 } from './types';

/** A candidate: its four corners (clockwise as seen, y down), roughly to a pixel. */
export type Quad = readonly [Vec2, Vec2, Vec2, Vec2];

/** Options of the search, in pixels of this image. */
export type QuadOptions = { readonly minSidePx: number; readonly maxSidePx: number };

/** Dark = darker than the local mean by a margin (a shadow across the table changes both alike). */
function darkMask(img: GrayImage, windowPx: number): Uint8Array {
  const sat = integralImage(img);
  const half = Math.max(4, Math.round(windowPx / 2));
  const mask = new Uint8Array(img.width * img.height);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const mean = boxMean(sat, img, x - half, y - half, x + half + 1, y + half + 1);
      if (img.data[y * img.width + x] < mean - 10) mask[y * img.width + x] = 1;
    }
  }
  return mask;
}

/** Each 4-connected dark region's boundary pixels (dark pixels with a light 4-neighbour), size-filtered. */
function regionBoundaries(mask: Uint8Array, w: number, h: number, opts: QuadOptions): Vec2[][] {
  const label = new Int32Array(w * h);
  const stack: number[] = [];
  const out: Vec2[][] = [];
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || label[start]) continue;
    next++;
    label[start] = next;
    stack.push(start);
    let minX = w;
    let maxX = 0;
    let minY = h;
    let maxY = 0;
    const boundary: Vec2[] = [];
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      let edge = false;
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]) {
        if (q < 0 || !mask[q]) {
          edge = true;
          continue;
        }
        if (!label[q]) {
          label[q] = next;
          stack.push(q);
        }
      }
      if (edge) boundary.push({ x: x + 0.5, y: y + 0.5 });
    }
    const side = Math.max(maxX - minX, maxY - minY);
    if (side >= opts.minSidePx && side <= opts.maxSidePx * 1.5) out.push(boundary);
  }
  return out;
}

/** Andrew's monotone chain: the convex hull, counter-clockwise in (x, y). */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: Vec2, a: Vec2, b: Vec2) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Vec2[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Vec2[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

const distToLine = (p: Vec2, a: Vec2, b: Vec2): number =>
  Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);

/** The hull's four-cornered fit: the farthest pair, then the farthest point on each side of their line. */
function quadOfHull(hull: readonly Vec2[]): Quad | null {
  if (hull.length < 4) return null;
  let a = 0;
  let b = 0;
  let best = -1;
  for (let i = 0; i < hull.length; i++) {
    for (let j = i + 1; j < hull.length; j++) {
      const d = (hull[i].x - hull[j].x) ** 2 + (hull[i].y - hull[j].y) ** 2;
      if (d > best) [best, a, b] = [d, i, j];
    }
  }
  const side = (p: Vec2) => (hull[b].x - hull[a].x) * (p.y - hull[a].y) - (hull[b].y - hull[a].y) * (p.x - hull[a].x);
  let c = -1;
  let d = -1;
  for (let i = 0; i < hull.length; i++) {
    const s = side(hull[i]);
    if (s > 0 && (c < 0 || s > side(hull[c]))) c = i;
    if (s < 0 && (d < 0 || s < side(hull[d]))) d = i;
  }
  if (c < 0 || d < 0) return null;
  return clockwise([hull[a], hull[c], hull[b], hull[d]]);
}

/** The four corners in clockwise order as seen (y down: positive shoelace area). */
function clockwise(q: Vec2[]): Quad {
  let area = 0;
  for (let i = 0; i < 4; i++) area += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
  const r = area > 0 ? q : [q[0], q[3], q[2], q[1]];
  return [r[0], r[1], r[2], r[3]];
}

/** The hull hugs the quad: no hull point strays from its nearest side by more than a few pixels. */
function hugs(hull: readonly Vec2[], q: Quad): boolean {
  const sidePx = Math.hypot(q[0].x - q[2].x, q[0].y - q[2].y) / Math.SQRT2;
  const tolPx = Math.max(2, 0.06 * sidePx);
  return hull.every((p) => Math.min(...q.map((a, i) => distToLine(p, a, q[(i + 1) % 4]))) <= tolPx);
}

/** Every dark region whose outline is a quadrilateral of a plausible marker size. */
export function findQuads(img: GrayImage, opts: QuadOptions): Quad[] {
  const mask = darkMask(img, opts.maxSidePx / 2);
  const quads: Quad[] = [];
  for (const boundary of regionBoundaries(mask, img.width, img.height, opts)) {
    const hull = convexHull(boundary);
    const q = quadOfHull(hull);
    if (!q) continue;
    const sides = q.map((a, i) => Math.hypot(q[(i + 1) % 4].x - a.x, q[(i + 1) % 4].y - a.y));
    if (Math.min(...sides) < opts.minSidePx || Math.max(...sides) > opts.maxSidePx) continue;
    if (Math.min(...sides) < 0.3 * Math.max(...sides)) continue;
    if (hugs(hull, q)) quads.push(q);
  }
  return quads;
}
