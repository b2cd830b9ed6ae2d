// The synthetic photo (issue 35 tests): each pixel ray-cast from the phone camera through its
// lens (supersampled 2 x 2 inside the pixel), the mat textured, the markers printed on 80 mm cards,
// then blurred and given sensor noise and 8-bit levels, and saved as a JPEG when the scene says so.
import { mulberry32 } from '../../../geometry/index';
import { gaussianBlur, grayImage } from '../../../src/photo/image';
import { MARKER_CODES, MARKER_MARGIN_MM, MARKER_SIDE_MM, codeBit, markerSpots } from '../../../src/photo/markers';
import type { GrayImage } from '../../../src/photo/types';
import { CameraRig, type V3 } from './camera';
import { jpegRoundTrip } from './jpeg';
import type { PhotoScene } from './scene';
import { type Hit, type Solid, hitSolid, solidsOf } from './solids';

/** A smooth random value in [0, 1) at (x, y), on a lattice of `cellMm`. */
function valueNoise(x: number, y: number, cellMm: number, seed: number): number {
  const gx = x / cellMm;
  const gy = y / cellMm;
  const ix = Math.floor(gx);
  const iy = Math.floor(gy);
  const fx = gx - ix;
  const fy = gy - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const h = (i: number, j: number) => {
    let n = Math.imul(i, 374761393) ^ Math.imul(j, 668265263) ^ Math.imul(seed, 2147483647);
    n = Math.imul(n ^ (n >>> 13), 1274126177);
    return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
  };
  const top = h(ix, iy) + (h(ix + 1, iy) - h(ix, iy)) * sx;
  const bottom = h(ix, iy + 1) + (h(ix + 1, iy + 1) - h(ix, iy + 1)) * sx;
  return top + (bottom - top) * sy;
}

type Card = { cx: number; cy: number; code: number };

/** A marker card's shade at (x, y), or null when (x, y) is not on it. Row 0 of the code is toward +y. */
function cardShade(card: Card, x: number, y: number): number | null {
  const cell = MARKER_SIDE_MM / 6;
  const half = MARKER_SIDE_MM / 2 + MARKER_MARGIN_MM;
  const dx = x - card.cx;
  const dy = y - card.cy;
  if (Math.abs(dx) > half || Math.abs(dy) > half) return null;
  const col = Math.floor((dx + MARKER_SIDE_MM / 2) / cell);
  const row = Math.floor((MARKER_SIDE_MM / 2 - dy) / cell);
  if (col < 0 || col > 5 || row < 0 || row > 5) return 232;
  if (col === 0 || col === 5 || row === 0 || row === 5) return 28;
  return codeBit(card.code, row - 1, col - 1) ? 28 : 232;
}

class Shader {
  readonly cards: Card[];
  constructor(readonly scene: PhotoScene) {
    const missing = new Set(scene.missingMarkers ?? []);
    this.cards = markerSpots(scene.table)
      .filter((s) => !missing.has(s.id))
      .map((s) => ({ cx: s.centre.x, cy: s.centre.y, code: MARKER_CODES[s.id] }));
  }

  mat(x: number, y: number): number {
    const reach = MARKER_SIDE_MM / 2 + MARKER_MARGIN_MM;
    for (const c of this.cards) {
      if (Math.abs(x - c.cx) > reach || Math.abs(y - c.cy) > reach) continue;
      const s = cardShade(c, x, y);
      if (s !== null) return s;
    }
    const inside = x >= 0 && y >= 0 && x <= this.scene.table.widthMm && y <= this.scene.table.depthMm;
    const seed = this.scene.seed;
    const n =
      0.5 * valueNoise(x, y, 60, seed) + 0.3 * valueNoise(x, y, 15, seed + 1) + 0.2 * valueNoise(x, y, 4, seed + 2);
    return inside ? 75 + 90 * n : 40 + 20 * n;
  }

  solid(hit: Hit, x: number, y: number): number {
    const s = hit.solid;
    if (s.role === 'base') return hit.top ? 150 + 30 * valueNoise(x, y, 1.5, this.scene.seed + 3) : 32;
    // A figure lit from above and a little from −y: tops bright, sides by their normal.
    return hit.top ? 200 : 105 + 45 * Math.max(0, -hit.ny * 0.6 + hit.nx * 0.3);
  }
}

function castRay(rig: CameraRig, solids: readonly Solid[], shader: Shader, d: V3): number {
  let best: Hit | null = null;
  for (const s of solids) {
    const h = hitSolid(s, rig.origin, d);
    if (h && (!best || h.t < best.t)) best = h;
  }
  if (best) return shader.solid(best, rig.origin[0] + d[0] * best.t, rig.origin[1] + d[1] * best.t);
  const t = -rig.origin[2] / d[2];
  if (!(t > 0)) return 20;
  return shader.mat(rig.origin[0] + d[0] * t, rig.origin[1] + d[1] * t);
}

/** The pixel box a solid can cover (its bounding box's corners projected, 3 px to spare). */
function screenBox(rig: CameraRig, s: Solid): [number, number, number, number] {
  const reach = s.shape === 'cylinder' ? s.r : Math.hypot(s.hu, s.hv);
  let box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const dx of [-reach, reach]) {
    for (const dy of [-reach, reach]) {
      for (const z of [s.z0, s.z1]) {
        const p = rig.project([s.cx + dx, s.cy + dy, z]);
        box = [Math.min(box[0], p.x), Math.min(box[1], p.y), Math.max(box[2], p.x), Math.max(box[3], p.y)];
      }
    }
  }
  return [box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3];
}

const inBox = (b: readonly number[], i: number): boolean => b[0] <= i + 1 && b[2] >= i;

/** The photo of the scene, as the phone would give it (grey, 0..255). */
export function renderPhoto(scene: PhotoScene): GrayImage {
  const rig = new CameraRig(scene.camera);
  const solids = scene.bases.flatMap(solidsOf);
  const boxes = solids.map((s) => screenBox(rig, s));
  const shader = new Shader(scene);
  // Cards as flat solids, only to know where edges need the 2 x 2 samples.
  const half = MARKER_SIDE_MM / 2 + MARKER_MARGIN_MM;
  const cardBoxes = shader.cards.map((c) =>
    screenBox(rig, { ...solids[0], shape: 'box', cx: c.cx, cy: c.cy, hu: half, hv: half, ux: 1, uy: 0, z0: 0, z1: 0 }),
  );
  const { width, height } = scene.camera;
  const data = new Float32Array(width * height);
  const offsets = [0.25, 0.75];
  for (let j = 0; j < height; j++) {
    const rowSolids = solids.filter((_, k) => boxes[k][1] <= j + 1 && boxes[k][3] >= j);
    const rowCards = cardBoxes.filter((b) => b[1] <= j + 1 && b[3] >= j);
    for (let i = 0; i < width; i++) {
      const near = rowSolids.length === 0 ? rowSolids : rowSolids.filter((s) => inBox(boxes[solids.indexOf(s)], i));
      // The bare mat is smooth at a pixel's scale: one sample; edges (cards, solids) get four.
      if (near.length === 0 && !rowCards.some((b) => inBox(b, i))) {
        data[j * width + i] = castRay(rig, near, shader, rig.rayThrough(i + 0.5, j + 0.5));
        continue;
      }
      let sum = 0;
      for (const oy of offsets)
        for (const ox of offsets) sum += castRay(rig, near, shader, rig.rayThrough(i + ox, j + oy));
      data[j * width + i] = sum / 4;
    }
  }
  const blurred = gaussianBlur(grayImage(width, height, data), scene.blurSigmaPx);
  const rng = mulberry32(scene.seed);
  const out = blurred.data;
  for (let k = 0; k < out.length; k++) {
    // Box-Muller noise, then the sensor's 8-bit levels.
    const g = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    out[k] = Math.min(255, Math.max(0, Math.round(out[k] + scene.noiseSigma * g)));
  }
  return scene.jpegQuality === undefined ? blurred : jpegRoundTrip(blurred, scene.jpegQuality);
}
