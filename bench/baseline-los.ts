// The naive baseline for the line-of-sight bench: decided by sampling a fixed
// number of rays per pair across Φ and testing each against every barrier, with no spatial
// index and no angular shortcuts. It uses the engine's eroded shapes and segment test (the
// question is the method, not the primitives), so its verdicts approximate the engine's.
import { sightPoint } from '../geometry/base';
import type { ErodedShape } from '../geometry/sight';
import { erode, segmentCutsEroded } from '../geometry/sight/barrier';
import { clipSegmentConvex } from '../geometry/clip';
import { contactFacts } from '../geometry/contact';
import { type Footprint, containsPoint } from '../geometry/footprint';
import { RULE_VARIANTS } from '../geometry/ruleset';
import type { FighterSpec, Scene } from '../geometry/scene';
import type { SightVerdict } from '../geometry/sight';
import type { Point } from '../geometry/vec';
import { inFieldOfView } from '../geometry/sight/view';
import { type Obstruction, fighterFootprint, sceneryFootprint } from '../geometry/world';

const OBSTRUCTION_OF: Record<SightVerdict, Obstruction> = { full: 'none', partial: 'partial', none: 'full' };

type NaiveBarrier = { id: string; size: number; shape: ErodedShape; fighter: boolean };
type NaiveFighter = {
  spec: FighterSpec;
  footprint: Footprint;
  sight: Point;
  standsOn: Set<string>;
  barrier: NaiveBarrier;
};

export type NaiveWorld = { scene: Scene; fighters: NaiveFighter[]; scenery: NaiveBarrier[] };

/** `obstruction` as `mire check` reports it: how much the barriers obstruct. */
export type NaiveVerdict = { from: string; to: string; obstruction: Obstruction; visibleFraction: number };

export function naiveWorld(scene: Scene): NaiveWorld {
  const tol = scene.options.tolerance;
  const scenery: NaiveBarrier[] = [];
  const prints = new Map<string, Footprint>();
  for (const s of scene.scenery) {
    const fp = sceneryFootprint(s);
    prints.set(s.id, fp);
    if (s.blocksSight) scenery.push({ id: s.id, size: s.size ?? Infinity, shape: erode(fp, tol), fighter: false });
  }
  return { scene, scenery, fighters: scene.fighters.map((f) => naiveFighter(f, prints, tol)) };
}

function naiveFighter(spec: FighterSpec, prints: Map<string, Footprint>, tol: number): NaiveFighter {
  const footprint = fighterFootprint(spec);
  const centre = { x: spec.position[0], y: spec.position[1] };
  const standsOn = new Set<string>();
  for (const [id, fp] of prints) if (containsPoint(fp, centre)) standsOn.add(id);
  return {
    spec,
    footprint,
    sight: sightPoint(spec.base, centre, spec.facing),
    standsOn,
    barrier: { id: spec.id, size: spec.size, shape: erode(footprint, tol), fighter: true },
  };
}

/** Replace one fighter (the drag case). */
export function naiveMove(w: NaiveWorld, index: number, spec: FighterSpec): void {
  const prints = new Map(w.scene.scenery.map((s) => [s.id, sceneryFootprint(s)] as const));
  w.fighters[index] = naiveFighter(spec, prints, w.scene.options.tolerance);
}

/** Distance along the unit ray from s to its first point in the target, or Infinity. */
function rayHit(s: Point, dx: number, dy: number, t: Footprint): number {
  if (t.kind === 'circle') {
    const fx = s.x - t.center.x;
    const fy = s.y - t.center.y;
    const b = fx * dx + fy * dy;
    const disc = b * b - (fx * fx + fy * fy - t.radiusMm * t.radiusMm);
    if (disc < 0) return Infinity;
    const root = Math.sqrt(disc);
    if (-b + root < 0) return Infinity;
    return Math.max(0, -b - root);
  }
  const far = 1e5;
  const iv = clipSegmentConvex(s, { x: s.x + dx * far, y: s.y + dy * far }, t.points);
  return iv ? iv[0] * far : Infinity;
}

/** Φ as [from, to] absolute radians (to > from). */
function span(s: Point, t: Footprint): [number, number] {
  if (t.kind === 'circle') {
    const mid = Math.atan2(t.center.y - s.y, t.center.x - s.x);
    const half = Math.asin(Math.min(1, t.radiusMm / Math.hypot(t.center.x - s.x, t.center.y - s.y)));
    return [mid - half, mid + half];
  }
  let cx = 0;
  let cy = 0;
  for (const p of t.points) {
    cx += p.x;
    cy += p.y;
  }
  const mid = Math.atan2(cy / t.points.length - s.y, cx / t.points.length - s.x);
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of t.points) {
    let a = Math.atan2(p.y - s.y, p.x - s.x) - mid;
    if (a > Math.PI) a -= 2 * Math.PI;
    if (a < -Math.PI) a += 2 * Math.PI;
    if (a < lo) lo = a;
    if (a > hi) hi = a;
  }
  return [mid + lo, mid + hi];
}

/** by sampling `rays` directions at the centres of equal cells of Φ. */
export function naiveSight(w: NaiveWorld, a: NaiveFighter, b: NaiveFighter, rays: number): NaiveVerdict {
  const tol = w.scene.options.tolerance;
  const s = a.sight;
  const [lo, hi] = span(s, b.footprint);
  let blocked = 0;
  let tallBlocked = 0;
  const barriers: NaiveBarrier[] = [];
  if (a.spec.level === 0 && b.spec.level === 0) {
    for (const f of w.fighters) if (f !== a && f !== b && f.spec.level === 0) barriers.push(f.barrier);
    for (const sc of w.scenery) if (!a.standsOn.has(sc.id) && !b.standsOn.has(sc.id)) barriers.push(sc);
  }
  // a sight touching the target leaves nothing between them.
  const touches = distanceToTarget(s, b.footprint) <= tol;
  if (!touches) {
    for (let k = 0; k < rays; k++) {
      const ang = lo + ((k + 0.5) / rays) * (hi - lo);
      const dx = Math.cos(ang);
      const dy = Math.sin(ang);
      const reach = rayHit(s, dx, dy, b.footprint);
      if (!Number.isFinite(reach)) continue;
      const q = { x: s.x + dx * reach, y: s.y + dy * reach };
      let cut = false;
      let tallCut = false;
      for (const bar of barriers) {
        if (!segmentCutsEroded(bar.shape, s, q)) continue;
        cut = true;
        if (bar.size >= a.spec.size && bar.size >= b.spec.size) {
          tallCut = true;
          break;
        }
      }
      if (cut) blocked++;
      if (tallCut) tallBlocked++;
    }
  }
  const verdict: SightVerdict = blocked === 0 ? 'full' : tallBlocked === rays ? 'none' : 'partial';
  return { from: a.spec.id, to: b.spec.id, obstruction: OBSTRUCTION_OF[verdict], visibleFraction: 1 - blocked / rays };
}

function distanceToTarget(s: Point, t: Footprint): number {
  if (t.kind === 'circle') return Math.max(0, Math.hypot(s.x - t.center.x, s.y - t.center.y) - t.radiusMm);
  if (containsPoint(t, s)) return 0;
  let best = Infinity;
  const p = t.points;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const ex = p[i].x - p[j].x;
    const ey = p[i].y - p[j].y;
    const l2 = ex * ex + ey * ey;
    const u = Math.max(0, Math.min(1, ((s.x - p[j].x) * ex + (s.y - p[j].y) * ey) / l2));
    best = Math.min(best, Math.hypot(s.x - p[j].x - ex * u, s.y - p[j].y - ey * u));
  }
  return best;
}

/** One ordered pair, with the cheap verdicts (contact, view) the engine's pass also gives. */
export function naivePair(w: NaiveWorld, a: NaiveFighter, b: NaiveFighter, rays: number): NaiveVerdict {
  const variants = RULE_VARIANTS[w.scene.ruleset];
  contactFacts(a.spec.base, a.footprint, b.spec.base, b.footprint, w.scene.options.tolerance, variants);
  inFieldOfView(
    b.footprint,
    a.sight,
    a.spec.facing,
    a.spec.level === 1 ? 360 : variants.fieldOfViewDeg,
    w.scene.options.tolerance,
  );
  return naiveSight(w, a, b, rays);
}

/** Every ordered pair, the naive way. */
export function naiveAllPairs(w: NaiveWorld, rays = 360): NaiveVerdict[] {
  const out: NaiveVerdict[] = [];
  for (const a of w.fighters) for (const b of w.fighters) if (a !== b) out.push(naivePair(w, a, b, rays));
  return out;
}
