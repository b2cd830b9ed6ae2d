// A rectangle's sides against the edge points (issue 35): which side a point faces, how far it
// lies from it, and which way its brightness steps. A base's rim steps the same way all round
// (a light top on a darker mat, or the reverse), and so does its foot; a figure's edge inside
// the outline steps the other way round more often than not, so a polarity is kept per outline.
import type { EdgeSample, PlanePoint } from './shape-fit-types';
import type { Vec2 } from './types';

export type RectPose = { readonly c: Vec2; readonly theta: number };

/**
 * A point against the side its normal faces: residual e (mm, outward positive), its gradient in
 * (cx, cy, θ), where along the side (−1..1), which side (0..3: +u, +v, −u, −v), the side's
 * outward normal, and its class: rim or foot reading, stepping brighter outward or inward.
 */
export type Agreement = {
  readonly e: number;
  readonly jac: readonly [number, number, number];
  readonly along: number;
  readonly side: number;
  readonly ox: number;
  readonly oy: number;
  readonly cls: PolarityClass;
};

/** 0: rim, brighter inside; 1: rim, brighter outside; 2: foot, brighter inside; 3: foot, brighter outside. */
export type PolarityClass = 0 | 1 | 2 | 3;

function agreement(p: PlanePoint, pose: RectPose, a: number, b: number, band: number, foot: boolean) {
  const ux = Math.cos(pose.theta);
  const uy = Math.sin(pose.theta);
  const dx = p.x - pose.c.x;
  const dy = p.y - pose.c.y;
  const qx = dx * ux + dy * uy;
  const qy = -dx * uy + dy * ux;
  const mx = p.nx * ux + p.ny * uy;
  const my = -p.nx * uy + p.ny * ux;
  const cls = (s: number, m: number) => ((foot ? 2 : 0) + (s * m > 0 ? 1 : 0)) as PolarityClass;
  if (Math.abs(mx) > 0.7) {
    const s = Math.sign(qx);
    if (Math.abs(qy) > b + band) return null;
    const jac = [-s * ux, -s * uy, s * qy] as const;
    return { e: Math.abs(qx) - a, jac, along: qy / b, side: s > 0 ? 0 : 2, ox: s * ux, oy: s * uy, cls: cls(s, mx) };
  }
  if (Math.abs(my) > 0.7) {
    const s = Math.sign(qy);
    if (Math.abs(qx) > a + band) return null;
    const jac = [s * uy, -s * ux, -s * qx] as const;
    return { e: Math.abs(qy) - b, jac, along: qx / a, side: s > 0 ? 1 : 3, ox: -s * uy, oy: s * ux, cls: cls(s, my) };
  }
  return null;
}

/**
 * The better of a sample's rim and foot readings, when either agrees with the rectangle within
 * the band and its class is among `classes` (a bit per PolarityClass).
 */
export function agreeing(
  s: EdgeSample,
  pose: RectPose,
  a: number,
  b: number,
  band: number,
  classes: number,
): Agreement | null {
  const ok = (g: Agreement | null) => (g && Math.abs(g.e) < band && classes & (1 << g.cls) ? g : null);
  const gr = ok(agreement(s.rim, pose, a, b, band, false));
  const f = ok(agreement(s.foot, pose, a, b, band, true));
  // The foot shows only where the side faces the camera (elsewhere the rim hides it).
  const gf = f && f.ox * s.towardCamera.x + f.oy * s.towardCamera.y > 0 ? f : null;
  if (gr && gf) return Math.abs(gr.e) <= Math.abs(gf.e) ? gr : gf;
  return gr ?? gf;
}

/** Every class. */
export const ALL_CLASSES = 0b1111;

/** The classes to keep: for rim and foot each, the polarity more agreeing points step. */
export function dominantClasses(counts: readonly number[]): number {
  const rim = counts[0] >= counts[1] ? 0 : 1;
  const foot = counts[2] >= counts[3] ? 2 : 3;
  return (1 << rim) | (1 << foot);
}

/**
 * Which parts of each side some agreeing edge point lies on: bins a perimeter's 36th long, each
 * holding the best agreement in it (the Tukey weight, 1 on the outline, 0 at the band's edge),
 * the rim's and the foot's apart: a side facing the camera shows both, 4 mm apart on the mat.
 */
export class SideBins {
  private readonly rim: Float32Array[];
  private readonly foot: Float32Array[];

  constructor(a: number, b: number) {
    // Sides 0 and 2 face along the first axis and are 2b long; sides 1 and 3 are 2a long.
    const across = Math.max(2, Math.round((18 * b) / (a + b)));
    const along = Math.max(2, Math.round((18 * a) / (a + b)));
    this.rim = [across, along, across, along].map((n) => new Float32Array(n));
    this.foot = [across, along, across, along].map((n) => new Float32Array(n));
  }

  add(g: Agreement, weight: number): void {
    const bins = (g.cls >= 2 ? this.foot : this.rim)[g.side];
    const k = Math.min(bins.length - 1, Math.max(0, Math.floor(((g.along + 1) / 2) * bins.length)));
    // Any agreeing point marks its bin seen: 1e-6 keeps one at the band's very edge counted.
    bins[k] = Math.max(bins[k], weight, 1e-6);
  }

  /** Each side's share seen (rim or foot), sides 0..3. */
  shares(): number[] {
    return this.rim.map((bins, side) => bins.filter((v, k) => v > 0 || this.foot[side][k] > 0).length / bins.length);
  }

  /** The share of the whole outline seen (rim or foot). */
  coverage(): number {
    const bins = this.rim.reduce((s, b) => s + b.length, 0);
    return this.shares().reduce((s, share, side) => s + share * this.rim[side].length, 0) / bins;
  }

  /**
   * What candidates are chosen by: the rim's bins and the foot's, each counted by how well its best
   * point agrees, over the outline's bins (over 1 when a side shows its foot too).
   */
  score(): number {
    const bins = this.rim.reduce((s, b) => s + b.length, 0);
    const sum = (sides: Float32Array[]) => sides.reduce((s, b) => s + b.reduce((t, v) => t + v, 0), 0);
    return (sum(this.rim) + sum(this.foot)) / bins;
  }

  /** The score of the rim's bins alone. */
  rimScore(): number {
    const bins = this.rim.reduce((s, b) => s + b.length, 0);
    return this.rim.reduce((s, b) => s + b.reduce((t, v) => t + v, 0), 0) / bins;
  }
}
