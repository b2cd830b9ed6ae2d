// Where a rectangle's fit may start (issue 35): with its turn known, each side's edge points say
// where the centre lies along one axis, half the base's size in from the side. Voting per axis
// (not on the plane) keeps a side's points together: an end seen over a few mm outvotes a long
// side shared with a neighbour, which says nothing along its length. Votes are kept apart by
// polarity (the base lighter or darker than the mat), so a figure's edge does not pass for the rim's.
import type { PlanePoint } from './shape-fit-types';
import type { Vec2 } from './types';

const BIN_MM = 0.5;

/** A one-dimensional vote over [−reach, reach] about 0, in 0.5 mm bins, peaks summed over 3 bins. */
class AxisVotes {
  private readonly bins: Float32Array;

  constructor(private readonly reachMm: number) {
    this.bins = new Float32Array(Math.max(3, Math.ceil((2 * reachMm) / BIN_MM)));
  }

  vote(at: number): void {
    const k = Math.floor((at + this.reachMm) / BIN_MM);
    if (k >= 0 && k < this.bins.length) this.bins[k]++;
  }

  /** Up to `count` peaks (their offsets, mm), best first, each `apartMm` or more from those before. */
  peaks(count: number, apartMm: number): number[] {
    const n = this.bins.length;
    const sums = Array.from({ length: n }, (_, k) =>
      k === 0 || k === n - 1 ? -1 : this.bins[k - 1] + this.bins[k] + this.bins[k + 1],
    );
    const out: number[] = [];
    const apart = Math.ceil(apartMm / BIN_MM);
    while (out.length < count) {
      let best = 0;
      for (let k = 1; k < n - 1; k++) if (sums[k] > sums[best]) best = k;
      if (sums[best] <= 0) break;
      out.push(-this.reachMm + (best + 0.5) * BIN_MM);
      for (let k = Math.max(0, best - apart); k <= Math.min(n - 1, best + apart); k++) sums[k] = -1;
    }
    return out;
  }
}

/** Peaks kept per axis and polarity. */
const PEAKS = 3;

/**
 * Starting centres for a rectangle turned `theta` (half extents a along it, b across) within
 * `reachMm` of `guess`: every pair of an axis's peaks, for the base lighter and darker than
 * around it. Each point votes along the axis its normal is within 25° of.
 */
export function rectStarts(
  points: readonly PlanePoint[],
  theta: number,
  [a, b]: readonly [number, number],
  guess: Vec2,
  reachMm: number,
): Vec2[] {
  const ux = Math.cos(theta);
  const uy = Math.sin(theta);
  // [polarity][axis]: polarity 0 the base lighter than around it (normals point inward).
  const votes = [0, 1].map(() => [new AxisVotes(reachMm), new AxisVotes(reachMm)]);
  for (const p of points) {
    const dx = p.x - guess.x;
    const dy = p.y - guess.y;
    const q = [dx * ux + dy * uy, -dx * uy + dy * ux];
    const m = [p.nx * ux + p.ny * uy, -p.nx * uy + p.ny * ux];
    const axis = Math.abs(m[0]) > 0.9 ? 0 : Math.abs(m[1]) > 0.9 ? 1 : -1;
    if (axis < 0 || Math.abs(q[1 - axis]) > [b, a][axis] + reachMm) continue;
    const half = [a, b][axis] * Math.sign(m[axis]);
    votes[0][axis].vote(q[axis] + half);
    votes[1][axis].vote(q[axis] - half);
  }
  const out: Vec2[] = [];
  for (const [alongU, alongV] of votes) {
    const us = alongU.peaks(PEAKS, 2);
    const vs = alongV.peaks(PEAKS, 2);
    for (const du of us)
      for (const dv of vs) out.push({ x: guess.x + du * ux - dv * uy, y: guess.y + du * uy + dv * ux });
  }
  return out;
}
