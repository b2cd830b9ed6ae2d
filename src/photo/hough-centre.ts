// A vote for the centre: each edge point says where the centre would be if it lay on the
// outline; the cell with the most votes (0.5 mm cells, summed over 3 x 3) starts the fit, the
// next few peaks start rival fits (a neighbour's outline, the rim read as the foot).
import type { Vec2 } from './types';

const CELL_MM = 0.5;

export class CentreVotes {
  private readonly n: number;
  private readonly grid: Float32Array;

  constructor(
    readonly around: Vec2,
    readonly reachMm: number,
  ) {
    this.n = Math.max(3, Math.ceil((2 * reachMm) / CELL_MM));
    this.grid = new Float32Array(this.n * this.n);
  }

  vote(x: number, y: number, weight = 1): void {
    const i = Math.floor((x - this.around.x + this.reachMm) / CELL_MM);
    const j = Math.floor((y - this.around.y + this.reachMm) / CELL_MM);
    if (i < 0 || j < 0 || i >= this.n || j >= this.n) return;
    this.grid[j * this.n + i] += weight;
  }

  /** Up to `count` peaks of the 3 x 3 sums, best first, each at least `apartMm` from those before. */
  peaks(count: number, apartMm: number): { centre: Vec2; votes: number }[] {
    const n = this.n;
    const sums = new Float32Array(n * n).fill(-1);
    for (let j = 1; j < n - 1; j++) {
      for (let i = 1; i < n - 1; i++) {
        let s = 0;
        for (let dj = -1; dj <= 1; dj++) for (let di = -1; di <= 1; di++) s += this.grid[(j + dj) * n + i + di];
        sums[j * n + i] = s;
      }
    }
    const at = (k: number, o: number) => o - this.reachMm + (k + 0.5) * CELL_MM;
    const out: { centre: Vec2; votes: number }[] = [];
    const r = Math.ceil(apartMm / CELL_MM);
    while (out.length < count) {
      let bk = 0;
      for (let k = 1; k < sums.length; k++) if (sums[k] > sums[bk]) bk = k;
      if (sums[bk] < 0) break;
      const [bi, bj] = [bk % n, Math.floor(bk / n)];
      out.push({ centre: { x: at(bi, this.around.x), y: at(bj, this.around.y) }, votes: sums[bk] });
      for (let j = Math.max(0, bj - r); j <= Math.min(n - 1, bj + r); j++)
        for (let i = Math.max(0, bi - r); i <= Math.min(n - 1, bi + r); i++) sums[j * n + i] = -1;
    }
    return out;
  }
}
