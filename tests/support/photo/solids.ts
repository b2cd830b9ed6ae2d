// The scene's solids for ray casting: upright prisms (a base, a figure) as cylinders or boxes,
// with the nearest hit of a ray and whether it struck the top or the side.
import { dirOfDeg } from '../../../geometry/index';
import type { V3 } from './camera';
import type { PhotoBase } from './scene';

export type Solid = {
  readonly shape: 'cylinder' | 'box';
  readonly cx: number;
  readonly cy: number;
  /** Cylinder radius, or the box's half extents along its axes u (facing) and v. */
  readonly r: number;
  readonly hu: number;
  readonly hv: number;
  readonly ux: number;
  readonly uy: number;
  readonly z0: number;
  readonly z1: number;
  readonly role: 'base' | 'figure';
};

export type Hit = { t: number; solid: Solid; top: boolean; nx: number; ny: number };

/** The base and its figure as solids. */
export function solidsOf(b: PhotoBase): Solid[] {
  const f = dirOfDeg(b.facingDeg);
  const [x, y] = b.position;
  const out: Solid[] = [];
  const base = b.base;
  if (base.type === 'round') {
    out.push({
      shape: 'cylinder',
      cx: x,
      cy: y,
      r: base.diameter / 2,
      hu: 0,
      hv: 0,
      ux: 1,
      uy: 0,
      z0: 0,
      z1: b.rimMm,
      role: 'base',
    });
  } else {
    const depth = base.type === 'square' ? base.width : base.depth;
    const hu = depth / 2;
    const hv = base.width / 2;
    out.push({ shape: 'box', cx: x, cy: y, r: 0, hu, hv, ux: f.x, uy: f.y, z0: 0, z1: b.rimMm, role: 'base' });
  }
  const fig = b.figure;
  if (fig) {
    const fx = x + fig.offsetMm[0];
    const fy = y + fig.offsetMm[1];
    const h = fig.sizeMm / 2;
    const z1 = b.rimMm + fig.heightMm;
    const shape = fig.shape;
    out.push({ shape, cx: fx, cy: fy, r: h, hu: h, hv: h, ux: f.x, uy: f.y, z0: b.rimMm, z1, role: 'figure' });
  }
  return out;
}

/** The nearest hit of the ray o + t·d (t > 0) on the solid, or null. */
export function hitSolid(s: Solid, o: V3, d: V3): Hit | null {
  return s.shape === 'cylinder' ? hitCylinder(s, o, d) : hitBox(s, o, d);
}

function hitCylinder(s: Solid, o: V3, d: V3): Hit | null {
  // Top cap first: rays come from above, so a top hit is the nearest when there is one.
  const tTop = (s.z1 - o[2]) / d[2];
  if (tTop > 0) {
    const x = o[0] + d[0] * tTop - s.cx;
    const y = o[1] + d[1] * tTop - s.cy;
    if (x * x + y * y <= s.r * s.r) return { t: tTop, solid: s, top: true, nx: 0, ny: 0 };
  }
  const ox = o[0] - s.cx;
  const oy = o[1] - s.cy;
  const a = d[0] * d[0] + d[1] * d[1];
  const b = 2 * (ox * d[0] + oy * d[1]);
  const c = ox * ox + oy * oy - s.r * s.r;
  const disc = b * b - 4 * a * c;
  if (disc < 0 || a === 0) return null;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  const z = o[2] + d[2] * t;
  if (t <= 0 || z < s.z0 || z > s.z1) return null;
  return { t, solid: s, top: false, nx: (ox + d[0] * t) / s.r, ny: (oy + d[1] * t) / s.r };
}

function hitBox(s: Solid, o: V3, d: V3): Hit | null {
  // In the box's frame: u along its facing, v to its left.
  const ox = o[0] - s.cx;
  const oy = o[1] - s.cy;
  const lo = [ox * s.ux + oy * s.uy, -ox * s.uy + oy * s.ux, o[2]];
  const ld = [d[0] * s.ux + d[1] * s.uy, -d[0] * s.uy + d[1] * s.ux, d[2]];
  const half = [s.hu, s.hv];
  let tNear = -Infinity;
  let tFar = Infinity;
  let axis = -1;
  for (let k = 0; k < 3; k++) {
    const min = k < 2 ? -half[k] : s.z0;
    const max = k < 2 ? half[k] : s.z1;
    if (ld[k] === 0) {
      if (lo[k] < min || lo[k] > max) return null;
      continue;
    }
    let t0 = (min - lo[k]) / ld[k];
    let t1 = (max - lo[k]) / ld[k];
    if (t0 > t1) [t0, t1] = [t1, t0];
    if (t0 > tNear) [tNear, axis] = [t0, k];
    if (t1 < tFar) tFar = t1;
  }
  if (tNear > tFar || tNear <= 0) return null;
  if (axis === 2) return { t: tNear, solid: s, top: true, nx: 0, ny: 0 };
  const sgn = -Math.sign(ld[axis]);
  const nu = axis === 0 ? sgn : 0;
  const nv = axis === 1 ? sgn : 0;
  return { t: tNear, solid: s, top: false, nx: nu * s.ux - nv * s.uy, ny: nu * s.uy + nv * s.ux };
}
