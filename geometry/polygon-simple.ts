// Is a polygon simple (no two non-adjacent edges meet)? A Shamos-Hoey sweep: O(n log n) for n
// edges, where testing every pair took minutes on a 10,000-point polygon. The sweep visits the
// corners left to right (then bottom to top); the edges crossing the sweep line are kept in a
// treap ordered bottom to top, and only edges that become neighbours there are tested, with the
// same exact orientation tests (`orient`, `segmentsIntersect`) as the every-pair test. If any two
// non-adjacent edges meet, some such pair are neighbours before the leftmost meeting point.
import RBush from 'rbush';
import { type Point, orient, segmentsIntersect } from './vec';

/** True when the closed polygon has at least 3 points and no two non-adjacent edges touch or cross. */
export function isSimplePolygon(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  // Three edges are pairwise adjacent: nothing to test (a flat triangle is refused by its area).
  if (n === 3) return true;
  // Where two adjacent edges fold back over each other, the sweep cannot order them; such a
  // degenerate outline is decided on the edge pairs whose boxes meet instead (an R-tree proposes them).
  return hasFold(points) ? pairsAreApart(points) : new SimplicitySweep(points).run();
}

/** Does the outline turn back on itself at a corner (its two edges overlapping)? */
function hasFold(points: readonly Point[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const p = points[(i + n - 1) % n];
    const c = points[i];
    const q = points[(i + 1) % n];
    if (orient(p, c, q) === 0 && (p.x - c.x) * (q.x - c.x) + (p.y - c.y) * (q.y - c.y) > 0) return true;
  }
  return false;
}

type EdgeBox = { minX: number; minY: number; maxX: number; maxY: number; edge: number };

/** Every pair of non-adjacent edges whose boxes meet, tested exactly: true when none meet. */
function pairsAreApart(points: readonly Point[]): boolean {
  const n = points.length;
  const boxes: EdgeBox[] = [];
  for (let i = 0; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    boxes.push({
      minX: Math.min(a.x, b.x),
      minY: Math.min(a.y, b.y),
      maxX: Math.max(a.x, b.x),
      maxY: Math.max(a.y, b.y),
      edge: i,
    });
  }
  const tree = new RBush<EdgeBox>().load(boxes);
  for (const box of boxes) {
    const i = box.edge;
    for (const other of tree.search(box)) {
      const j = other.edge;
      if (j <= i || j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(points[i], points[(i + 1) % n], points[j], points[(j + 1) % n])) return false;
    }
  }
  return true;
}

const before = (p: Point, q: Point): boolean => p.x < q.x || (p.x === q.x && p.y < q.y);

/** One sweep over one polygon: edge i runs from corner i to corner i + 1. */
class SimplicitySweep {
  private readonly n: number;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly priority: Uint32Array;
  private root = -1;
  /** Set when two non-adjacent edges were found to meet while ordering them. */
  private met = false;

  constructor(private readonly points: readonly Point[]) {
    this.n = points.length;
    this.left = new Int32Array(this.n).fill(-1);
    this.right = new Int32Array(this.n).fill(-1);
    // A fixed hash for the treap's priorities: the same polygon is always swept the same way.
    this.priority = Uint32Array.from({ length: this.n }, (_, i) => Math.imul(i + 1, 0x9e3779b1) >>> 0);
  }

  run(): boolean {
    const { points, n } = this;
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      before(points[a], points[b]) ? -1 : before(points[b], points[a]) ? 1 : 0,
    );
    // A corner repeated: with four or more corners, two non-adjacent edges meet there.
    for (let k = 1; k < n; k++) {
      const p = points[order[k - 1]];
      const q = points[order[k]];
      if (p.x === q.x && p.y === q.y) return false;
    }
    for (const v of order) {
      const edges = [(v + n - 1) % n, v];
      // Edges ending here leave the sweep before edges starting here enter it.
      for (const e of edges) if (before(this.otherEnd(e, v), points[v]) && !this.remove(e)) return false;
      for (const e of edges) if (!before(this.otherEnd(e, v), points[v]) && !this.insert(e)) return false;
    }
    return true;
  }

  private otherEnd(edge: number, corner: number): Point {
    return this.points[edge === corner ? (corner + 1) % this.n : edge];
  }

  private ends(edge: number): [Point, Point] {
    const a = this.points[edge];
    const b = this.points[(edge + 1) % this.n];
    return before(a, b) ? [a, b] : [b, a];
  }

  private adjacent(e: number, f: number): boolean {
    return (e + 1) % this.n === f || (f + 1) % this.n === e;
  }

  /** Do two non-adjacent edges meet? */
  private meet(e: number, f: number): boolean {
    if (e < 0 || f < 0 || this.adjacent(e, f)) return false;
    return segmentsIntersect(
      this.points[e],
      this.points[(e + 1) % this.n],
      this.points[f],
      this.points[(f + 1) % this.n],
    );
  }

  /**
   * Negative when edge a lies below edge b on the sweep line (both on it, or b entering): b's left
   * end is tested against a when it is the later one (a then spans it), and the other way round.
   */
  private compare(a: number, b: number): number {
    const [aL, aR] = this.ends(a);
    const [bL, bR] = this.ends(b);
    if (before(bL, aL)) return -this.compare(b, a);
    let o = orient(aL, aR, bL);
    if (o === 0) {
      // b's left end on a: they meet, unless they are adjacent (they share a corner).
      if (!this.adjacent(a, b)) {
        this.met = true;
        return a - b;
      }
      o = orient(aL, aR, bR);
      if (o === 0) return a - b; // adjacent and collinear: any fixed order
    }
    return o > 0 ? -1 : 1;
  }

  private insert(e: number): boolean {
    const [below, above] = this.split(this.root, (t) => this.compare(t, e) < 0);
    const down = this.last(below);
    const up = this.first(above);
    this.root = this.merge(this.merge(below, e), above);
    return !this.met && !this.meet(down, e) && !this.meet(e, up);
  }

  private remove(e: number): boolean {
    const [below, rest] = this.split(this.root, (t) => t !== e && this.compare(t, e) < 0);
    const [, above] = this.split(rest, (t) => t === e);
    const down = this.last(below);
    const up = this.first(above);
    this.left[e] = -1;
    this.right[e] = -1;
    this.root = this.merge(below, above);
    return !this.met && !this.meet(down, up);
  }

  /** Split the treap into the edges `goesBelow` accepts (a prefix of its order) and the rest. */
  private split(t: number, goesBelow: (e: number) => boolean): [number, number] {
    if (t < 0) return [-1, -1];
    if (goesBelow(t)) {
      const [l, r] = this.split(this.right[t], goesBelow);
      this.right[t] = l;
      return [t, r];
    }
    const [l, r] = this.split(this.left[t], goesBelow);
    this.left[t] = r;
    return [l, t];
  }

  private merge(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    if (this.priority[a] > this.priority[b]) {
      this.right[a] = this.merge(this.right[a], b);
      return a;
    }
    this.left[b] = this.merge(a, this.left[b]);
    return b;
  }

  private first(t: number): number {
    if (t < 0) return -1;
    while (this.left[t] >= 0) t = this.left[t];
    return t;
  }

  private last(t: number): number {
    if (t < 0) return -1;
    while (this.right[t] >= 0) t = this.right[t];
    return t;
  }
}
