// A vote for the centre: each edge point says where the centre would be if it lay on the
// outline; the cell with the most votes (0.5 mm cells, summed over 3 x 3) starts the fit.
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

  /** The centre of the best 3 x 3 block of cells, and its vote. */
  best(): { centre: Vec2; votes: number } {
    let bestVotes = -1;
    let bi = 0;
    let bj = 0;
    for (let j = 1; j < this.n - 1; j++) {
      for (let i = 1; i < this.n - 1; i++) {
        let s = 0;
        for (let dj = -1; dj <= 1; dj++) for (let di = -1; di <= 1; di++) s += this.grid[(j + dj) * this.n + i + di];
        if (s > bestVotes) [bestVotes, bi, bj] = [s, i, j];
      }
    }
    const at = (k: number, o: number) => o - this.reachMm + (k + 0.5) * CELL_MM;
    return { centre: { x: at(bi, this.around.x), y: at(bj, this.around.y) }, votes: bestVotes };
  }
}
