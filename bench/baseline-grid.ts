// The grid baseline for the route bench: 8-connected A* on 5 mm cells, a cell blocked when its
// centre is within the clearance of an obstacle or the table's edge. The same obstacles and
// clearance as the engine's route (the question is the method, not the obstacles).
import { type Footprint, bbox, distPointFootprint } from '../geometry/footprint';
import type { RouteObstacle } from '../geometry/route';
import type { Point } from '../geometry/vec';

export const CELL_MM = 5;

export type Grid = { cols: number; rows: number; blocked: Uint8Array };

export function buildGrid(
  obstacles: readonly RouteObstacle[],
  clearanceMm: number,
  width: number,
  depth: number,
): Grid {
  const cols = Math.floor(width / CELL_MM);
  const rows = Math.floor(depth / CELL_MM);
  const blocked = new Uint8Array(cols * rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p = { x: (i + 0.5) * CELL_MM, y: (j + 0.5) * CELL_MM };
      if (p.x < clearanceMm || p.y < clearanceMm || p.x > width - clearanceMm || p.y > depth - clearanceMm) {
        blocked[j * cols + i] = 1;
        continue;
      }
      for (const o of obstacles) {
        if (distPointFootprint(p, o.shape) < clearanceMm) {
          blocked[j * cols + i] = 1;
          break;
        }
      }
    }
  }
  return { cols, rows, blocked };
}

/**
 * 8-connected A* with the octile heuristic: the path length in mm (from the start point to its
 * cell's centre, centre to centre, then to the goal point), or Infinity.
 */
export function gridAStar(g: Grid, from: Point, to: Point): number {
  const t = cellOf(g, to);
  const tx = t % g.cols;
  const ty = Math.floor(t / g.cols);
  return gridSearch(
    g,
    from,
    (c) => c === t,
    (c) => {
      const dx = Math.abs((c % g.cols) - tx);
      const dy = Math.abs(Math.floor(c / g.cols) - ty);
      return CELL_MM * (Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy));
    },
    () => Math.hypot(to.x - (tx + 0.5) * CELL_MM, to.y - (ty + 0.5) * CELL_MM),
  );
}

/**
 * The same to a target base (a charge's default end, R-6.6): any cell whose centre lies within
 * half a cell's diagonal of its outline ends the search, then the straight step to the outline.
 * The heuristic is the straight distance to a disc round the target, less a cell.
 */
export function gridAStarToBase(g: Grid, from: Point, target: Footprint): number {
  const b = bbox(target);
  const ox = (b.minX + b.maxX) / 2;
  const oy = (b.minY + b.maxY) / 2;
  const or = Math.hypot(b.maxX - ox, b.maxY - oy);
  const centre = (c: number) => ({ x: ((c % g.cols) + 0.5) * CELL_MM, y: (Math.floor(c / g.cols) + 0.5) * CELL_MM });
  // The goal cells, marked once over the target's box grown by a cell.
  const goal = new Uint8Array(g.cols * g.rows);
  for (
    let j = Math.max(0, Math.floor(b.minY / CELL_MM) - 1);
    j <= Math.min(g.rows - 1, Math.floor(b.maxY / CELL_MM) + 1);
    j++
  ) {
    for (
      let i = Math.max(0, Math.floor(b.minX / CELL_MM) - 1);
      i <= Math.min(g.cols - 1, Math.floor(b.maxX / CELL_MM) + 1);
      i++
    ) {
      if (distPointFootprint(centre(j * g.cols + i), target) <= (CELL_MM * Math.SQRT2) / 2) goal[j * g.cols + i] = 1;
    }
  }
  return gridSearch(
    g,
    from,
    (c) => goal[c] === 1,
    (c) => {
      const p = centre(c);
      return Math.max(0, Math.hypot(p.x - ox, p.y - oy) - or - CELL_MM);
    },
    (c) => distPointFootprint(centre(c), target),
  );
}

function cellOf(g: Grid, p: Point): number {
  return (
    Math.min(g.rows - 1, Math.max(0, Math.floor(p.y / CELL_MM))) * g.cols +
    Math.min(g.cols - 1, Math.max(0, Math.floor(p.x / CELL_MM)))
  );
}

function gridSearch(
  g: Grid,
  from: Point,
  isGoal: (c: number) => boolean,
  h: (c: number) => number,
  finish: (c: number) => number,
): number {
  const s = cellOf(g, from);
  const dist = new Float64Array(g.cols * g.rows).fill(Infinity);
  const heap: number[] = [];
  const key = new Float64Array(g.cols * g.rows);
  const push = (c: number) => {
    heap.push(c);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (key[heap[p]] <= key[heap[i]]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && key[heap[l]] < key[heap[m]]) m = l;
        if (r < heap.length && key[heap[r]] < key[heap[m]]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  dist[s] = 0;
  key[s] = h(s);
  push(s);
  const steps = [
    [1, 0, 1],
    [-1, 0, 1],
    [0, 1, 1],
    [0, -1, 1],
    [1, 1, Math.SQRT2],
    [1, -1, Math.SQRT2],
    [-1, 1, Math.SQRT2],
    [-1, -1, Math.SQRT2],
  ];
  while (heap.length) {
    const c = pop();
    if (isGoal(c))
      return (
        dist[c] +
        Math.hypot(from.x - ((s % g.cols) + 0.5) * CELL_MM, from.y - (Math.floor(s / g.cols) + 0.5) * CELL_MM) +
        finish(c)
      );
    const cx = c % g.cols;
    const cy = Math.floor(c / g.cols);
    for (const [dx, dy, w] of steps) {
      const nx = cx + dx;
      const ny = cy + dy;
      if (nx < 0 || ny < 0 || nx >= g.cols || ny >= g.rows) continue;
      const n = ny * g.cols + nx;
      if (g.blocked[n] && !isGoal(n)) continue;
      const nd = dist[c] + w * CELL_MM;
      if (nd < dist[n]) {
        dist[n] = nd;
        key[n] = nd + h(n);
        push(n);
      }
    }
  }
  return Infinity;
}
