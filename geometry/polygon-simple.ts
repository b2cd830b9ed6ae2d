// Is a polygon simple (no two non-adjacent edges meet)? Decided exactly as before (the orientation
// tests of `segmentsIntersect`), but only for the edge pairs whose bounding boxes overlap, proposed
// by an R-tree: O(n log n + k) for n edges and k overlapping box pairs, instead of every n² pair
// (a 10,000-point polygon took minutes). The scene limits (geometry/limits.ts) bound k as well.
import RBush from 'rbush';
import { type Point, segmentsIntersect } from './vec';

type EdgeBox = { minX: number; minY: number; maxX: number; maxY: number; edge: number };

/** True when the closed polygon has at least 3 points and no two non-adjacent edges touch or cross. */
export function isSimplePolygon(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  const boxes: EdgeBox[] = [];
  for (let i = 0; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    boxes.push({ minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y), edge: i });
  }
  const tree = new RBush<EdgeBox>().load(boxes);
  for (const box of boxes) {
    const i = box.edge;
    for (const other of tree.search(box)) {
      const j = other.edge;
      // Each pair once (j > i), adjacent edges (sharing a corner) skipped, as the quadratic test did.
      if (j <= i || j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(points[i], points[(i + 1) % n], points[j], points[(j + 1) % n])) return false;
    }
  }
  return true;
}
