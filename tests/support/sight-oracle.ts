// A brute-force oracle for, written apart from the engine: it shares no code with
// geometry/sight/ or geometry/sight/barrier.ts. Φ is cut into N equal cells and one ray is cast
// through the middle of each; a ray is blocked by a barrier when the segment from the sight to
// the target's nearest point along it runs through the barrier deeper than τ: inside the shape
// and farther than τ from its outline (the shape minus a capsule of radius τ around each edge).
import type { Scene } from '../../geometry/scene';

type P = { x: number; y: number };
type Shape = { kind: 'circle'; c: P; r: number } | { kind: 'polygon'; pts: P[] };
type OracleBarrier = { id: string; size: number; shape: Shape; c: P; r: number };

export type OracleSight = {
  /** the sight lies within τ of the target (nothing can stand between). */
  touching: boolean;
  rays: number;
  blocked: number;
  /** Rays blocked by a barrier at least as big as both fighters. */
  tallBlocked: number;
  /** Changes of state (blocked or not, tall-blocked or not) between neighbouring rays. */
  transitions: number;
  verdict: 'full' | 'partial' | 'none';
  visibleFraction: number;
};

function baseShape(f: Scene['fighters'][number]): Shape {
  const c = { x: f.position[0], y: f.position[1] };
  if (f.base.type === 'round') return { kind: 'circle', c, r: f.base.diameter / 2 };
  const w = f.base.width;
  const d = f.base.type === 'square' ? f.base.width : f.base.depth;
  const a = (f.facing * Math.PI) / 180;
  const u = { x: Math.cos(a), y: Math.sin(a) };
  const v = { x: -u.y, y: u.x };
  const corner = (s: number, t: number) => ({
    x: c.x + u.x * s * (d / 2) + v.x * t * (w / 2),
    y: c.y + u.y * s * (d / 2) + v.y * t * (w / 2),
  });
  return { kind: 'polygon', pts: [corner(1, -1), corner(1, 1), corner(-1, 1), corner(-1, -1)] };
}

function sightOf(f: Scene['fighters'][number]): P {
  const half =
    f.base.type === 'round' ? f.base.diameter / 2 : f.base.type === 'square' ? f.base.width / 2 : f.base.depth / 2;
  const a = (f.facing * Math.PI) / 180;
  return { x: f.position[0] + Math.cos(a) * half, y: f.position[1] + Math.sin(a) * half };
}

function inside(shape: Shape, p: P): boolean {
  if (shape.kind === 'circle') return Math.hypot(p.x - shape.c.x, p.y - shape.c.y) <= shape.r;
  let odd = false;
  const q = shape.pts;
  for (let i = 0, j = q.length - 1; i < q.length; j = i++) {
    if (q[i].y > p.y !== q[j].y > p.y && p.x < q[j].x + ((p.y - q[j].y) * (q[i].x - q[j].x)) / (q[i].y - q[j].y))
      odd = !odd;
  }
  return odd;
}

function distToSeg(p: P, a: P, b: P): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)));
  return Math.hypot(p.x - a.x - ex * t, p.y - a.y - ey * t);
}

function distToShape(shape: Shape, p: P): number {
  if (shape.kind === 'circle') return Math.max(0, Math.hypot(p.x - shape.c.x, p.y - shape.c.y) - shape.r);
  if (inside(shape, p)) return 0;
  let best = Infinity;
  const q = shape.pts;
  for (let i = 0, j = q.length - 1; i < q.length; j = i++) best = Math.min(best, distToSeg(p, q[j], q[i]));
  return best;
}

/** Parameters t in [lo, hi] of the line p + t·u inside the disc (c, r), or null. */
function lineDisc(p: P, u: P, c: P, r: number): [number, number] | null {
  const fx = p.x - c.x;
  const fy = p.y - c.y;
  const a = u.x * u.x + u.y * u.y;
  const b = fx * u.x + fy * u.y;
  const k = fx * fx + fy * fy - r * r;
  const disc = b * b - a * k;
  if (disc <= 0) return null;
  const s = Math.sqrt(disc);
  return [(-b - s) / a, (-b + s) / a];
}

/** Parameters of the line p + t·u within distance r of segment ab (a capsule: one interval). */
function lineCapsule(p: P, u: P, a: P, b: P, r: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  const take = (iv: [number, number] | null) => {
    if (!iv) return;
    lo = Math.min(lo, iv[0]);
    hi = Math.max(hi, iv[1]);
  };
  take(lineDisc(p, u, a, r));
  take(lineDisc(p, u, b, r));
  // The band: |cross(e, x − a)| / |e| < r and 0 < dot(e, x − a) < |e|².
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const el = Math.hypot(ex, ey);
  let blo = -Infinity;
  let bhi = Infinity;
  const slab = (c0: number, c1: number, min: number, max: number): boolean => {
    // min < c0 + c1·t < max
    if (c1 === 0) return c0 > min && c0 < max;
    let t0 = (min - c0) / c1;
    let t1 = (max - c0) / c1;
    if (t0 > t1) [t0, t1] = [t1, t0];
    blo = Math.max(blo, t0);
    bhi = Math.min(bhi, t1);
    return true;
  };
  const ok1 = slab((ex * (p.y - a.y) - ey * (p.x - a.x)) / el, (ex * u.y - ey * u.x) / el, -r, r);
  const ok2 = slab(ex * (p.x - a.x) + ey * (p.y - a.y), ex * u.x + ey * u.y, 0, el * el);
  if (ok1 && ok2 && blo < bhi) take([blo, bhi]);
  return lo < hi ? [lo, hi] : null;
}

/** Does the segment pq run through the shape deeper than τ (for a positive length)? */
export function cutsDeeperThan(shape: Shape, p: P, q: P, tol: number): boolean {
  const u = { x: q.x - p.x, y: q.y - p.y };
  if (shape.kind === 'circle') {
    const iv = lineDisc(p, u, shape.c, shape.r - tol);
    return iv !== null && Math.min(1, iv[1]) - Math.max(0, iv[0]) > 1e-12;
  }
  // Pieces of [0, 1] inside the polygon: split at every edge crossing, test each piece's middle.
  const pts = shape.pts;
  const ts = [0, 1];
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j];
    const e = { x: pts[i].x - a.x, y: pts[i].y - a.y };
    const den = u.x * e.y - u.y * e.x;
    if (den === 0) continue;
    const t = ((a.x - p.x) * e.y - (a.y - p.y) * e.x) / den;
    const s = ((a.x - p.x) * u.y - (a.y - p.y) * u.x) / den;
    if (t > 0 && t < 1 && s >= 0 && s <= 1) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  const pieces: [number, number][] = [];
  for (let k = 0; k + 1 < ts.length; k++) {
    const lo = ts[k];
    const hi = ts[k + 1];
    if (hi - lo <= 1e-12) continue;
    const m = (lo + hi) / 2;
    if (inside(shape, { x: p.x + u.x * m, y: p.y + u.y * m })) pieces.push([lo, hi]);
  }
  if (pieces.length === 0) return false;
  const capsules: [number, number][] = [];
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const iv = lineCapsule(p, u, pts[j], pts[i], tol);
    if (iv) capsules.push(iv);
  }
  capsules.sort((x, y) => x[0] - y[0]);
  // Is some part of an inside piece outside every capsule?
  for (const [lo, hi] of pieces) {
    let cur = lo;
    for (const [c0, c1] of capsules) {
      if (c1 <= cur) continue;
      if (c0 > cur + 1e-12) break;
      cur = c1;
      if (cur >= hi) break;
    }
    if (cur < hi - 1e-12) return true;
  }
  return false;
}

/** Distance along the unit ray from s to its first point in the (convex) target, or Infinity. */
function rayEntry(s: P, u: P, t: Shape): number {
  if (t.kind === 'circle') {
    const iv = lineDisc(s, u, t.c, t.r);
    return iv && iv[1] >= 0 ? Math.max(0, iv[0]) : Infinity;
  }
  let lo = 0;
  let hi = Infinity;
  const q = t.pts;
  for (let i = 0, j = q.length - 1; i < q.length; j = i++) {
    // Inside a counter-clockwise edge: cross(e, x − a) ≥ 0.
    const a = q[j];
    const ex = q[i].x - a.x;
    const ey = q[i].y - a.y;
    const c0 = ex * (s.y - a.y) - ey * (s.x - a.x);
    const c1 = ex * u.y - ey * u.x;
    if (c1 === 0) {
      if (c0 < 0) return Infinity;
      continue;
    }
    const x = -c0 / c1;
    if (c1 > 0) lo = Math.max(lo, x);
    else hi = Math.min(hi, x);
  }
  return lo <= hi ? lo : Infinity;
}

function ccw(pts: P[]): P[] {
  let a = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) a += pts[j].x * pts[i].y - pts[i].x * pts[j].y;
  return a < 0 ? [...pts].reverse() : pts;
}

function boundingCircle(shape: Shape): { c: P; r: number } {
  if (shape.kind === 'circle') return { c: shape.c, r: shape.r };
  let c = { x: 0, y: 0 };
  for (const p of shape.pts) c = { x: c.x + p.x / shape.pts.length, y: c.y + p.y / shape.pts.length };
  let r = 0;
  for (const p of shape.pts) r = Math.max(r, Math.hypot(p.x - c.x, p.y - c.y));
  return { c, r };
}

/** from `from` to `to` in a ground-level scene, by sampling `rays` directions. */
export function oracleSight(scene: Scene, from: string, to: string, rays: number): OracleSight {
  const tol = scene.options.tolerance;
  const fa = scene.fighters.find((f) => f.id === from)!;
  const fb = scene.fighters.find((f) => f.id === to)!;
  const s = sightOf(fa);
  const target = baseShape(fb);
  if (target.kind === 'polygon') target.pts = ccw(target.pts);
  const empty = { rays, blocked: 0, tallBlocked: 0, transitions: 0 };
  if (distToShape(target, s) <= tol) return { touching: true, ...empty, verdict: 'full', visibleFraction: 1 };

  const barriers: OracleBarrier[] = [];
  const centreA = { x: fa.position[0], y: fa.position[1] };
  const centreB = { x: fb.position[0], y: fb.position[1] };
  for (const f of scene.fighters) {
    if (f.id === from || f.id === to) continue;
    const shape = baseShape(f);
    barriers.push({ id: f.id, size: f.size, shape, ...boundingCircle(shape) });
  }
  for (const sc of scene.scenery) {
    if (!sc.blocksSight) continue;
    const shape: Shape =
      sc.shape.type === 'circle'
        ? { kind: 'circle', c: { x: sc.shape.center[0], y: sc.shape.center[1] }, r: sc.shape.radius }
        : { kind: 'polygon', pts: sc.shape.points.map(([x, y]) => ({ x, y })) };
    // Reading: scenery the source or the target stands on is no barrier between them.
    if (inside(shape, centreA) || inside(shape, centreB)) continue;
    barriers.push({ id: sc.id, size: sc.size ?? Infinity, shape, ...boundingCircle(shape) });
  }

  // Φ: the directions from s that meet the target, around the direction of its centre.
  const tc = boundingCircle(target).c;
  const mid = Math.atan2(tc.y - s.y, tc.x - s.x);
  let lo: number;
  let hi: number;
  if (target.kind === 'circle') {
    const half = Math.asin(target.r / Math.hypot(target.c.x - s.x, target.c.y - s.y));
    lo = mid - half;
    hi = mid + half;
  } else {
    lo = Infinity;
    hi = -Infinity;
    for (const p of target.pts) {
      let a = Math.atan2(p.y - s.y, p.x - s.x) - mid;
      a = Math.atan2(Math.sin(a), Math.cos(a));
      lo = Math.min(lo, mid + a);
      hi = Math.max(hi, mid + a);
    }
  }

  let blocked = 0;
  let tallBlocked = 0;
  let transitions = 0;
  let prev = -1;
  for (let k = 0; k < rays; k++) {
    const ang = lo + ((k + 0.5) / rays) * (hi - lo);
    const u = { x: Math.cos(ang), y: Math.sin(ang) };
    const reach = rayEntry(s, u, target);
    const q = { x: s.x + u.x * reach, y: s.y + u.y * reach };
    let cut = false;
    let tallCut = false;
    for (const b of barriers) {
      // Quick rejection: the segment stays out of the barrier's bounding circle.
      if (distToSeg(b.c, s, q) >= b.r) continue;
      const tall = b.size >= fa.size && b.size >= fb.size;
      if (cut && !tall) continue;
      if (!cutsDeeperThan(b.shape, s, q, tol)) continue;
      cut = true;
      if (tall) {
        tallCut = true;
        break;
      }
    }
    if (cut) blocked++;
    if (tallCut) tallBlocked++;
    const state = (cut ? 1 : 0) + (tallCut ? 2 : 0);
    if (prev >= 0 && state !== prev) transitions++;
    prev = state;
  }
  const verdict = blocked === 0 ? 'full' : tallBlocked === rays ? 'none' : 'partial';
  return { touching: false, rays, blocked, tallBlocked, transitions, verdict, visibleFraction: 1 - blocked / rays };
}
