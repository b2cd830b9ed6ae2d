// The free edges of a target's base: every position along every side (or round the
// circle) where the mover's base, its sight against the target and facing it, stands clear of
// every other base and of the scenery it may not cross, and on the table. Exact: the pieces
// between consecutive closed-form events (events.ts) are each tested once with the end position's
// own tests (standing.ts); no spot is sampled.
import { type Base, baseFootprint, halfDepthMm } from '../base';
import { contactFacts } from '../contact';
import { type BBox, type Footprint, bbox, boxesMeet, penetrationMm } from '../footprint';
import { type Point, dirOfDeg } from '../vec';
import type { World } from '../world';
import { type Motion, contactEvents, motionEnd, pointLine, tableEvents } from './events';
import { boxOf, erodedBase, onTable, standsOnScenery } from './standing';

/** Where the base stands when its sight is at `sight` facing `facingDeg`. */
export function baseAtSight(base: Base, sight: Point, facingDeg: number): Footprint {
  const u = dirOfDeg(facingDeg);
  const h = halfDepthMm(base);
  return baseFootprint(base, { x: sight.x - u.x * h, y: sight.y - u.y * h }, facingDeg);
}

/** One edge of the target the mover's sight runs along: a side (slide) or the circle (turn). */
export type Edge = {
  readonly motion: Motion;
  /** The sight and facing at parameter u. */
  readonly at: (u: number) => { readonly sight: Point; readonly facingDeg: number };
};

/** A stretch [lo, hi] of an edge where every position is free. */
export type FreeRun = { readonly edge: Edge; readonly lo: number; readonly hi: number };

/** The edges of a target's base: each side of a square or rectangle, facing in; the circle of a round one, facing its centre. */
export function edgesOf(target: Footprint): Edge[] {
  if (target.kind === 'circle') {
    const c = target.center;
    const r = target.radiusMm;
    return [
      {
        motion: { kind: 'turn', c },
        at: (u) => ({
          sight: { x: c.x + r * Math.cos(u), y: c.y + r * Math.sin(u) },
          facingDeg: (u * 180) / Math.PI + 180,
        }),
      },
    ];
  }
  const pts = target.points;
  return pts.map((a, i) => {
    const b = pts[(i + 1) % pts.length];
    const d = { x: b.x - a.x, y: b.y - a.y };
    // Outward normal of a counter-clockwise side; the mover faces the opposite way.
    const facingDeg = (Math.atan2(-d.x, d.y) * 180) / Math.PI + 180;
    return {
      motion: { kind: 'slide', d } as Motion,
      at: (u: number) => ({ sight: { x: a.x + d.x * u, y: a.y + d.y * u }, facingDeg }),
    };
  });
}

/** The shapes a placement must keep clear of, and the enemies it must also touch. */
export type Surroundings = {
  readonly fighters: readonly Footprint[];
  readonly scenery: readonly Footprint[];
  /** Further targets the base must be in contact with (R-6.11 several targets). */
  readonly alsoTouch: readonly { readonly base: Base; readonly print: Footprint }[];
};

/** Does the mover's base fit at `print`, touching every further target? */
export function fitsAmong(world: World, base: Base, print: Footprint, around: Surroundings): boolean {
  const tol = world.toleranceMm;
  const box = bbox(print);
  if (!onTable(box, world.scene.table, tol)) return false;
  for (const o of around.fighters) if (boxesMeet(box, boxOf(o), tol) && penetrationMm(print, o) > tol) return false;
  for (const s of around.scenery) if (boxesMeet(box, boxOf(s), tol) && standsOnScenery(print, s, tol)) return false;
  for (const t of around.alsoTouch)
    if (!contactFacts(base, print, t.base, t.print, tol, world.variants).contact) return false;
  return true;
}

/** The box the base sweeps along an edge. */
function sweptBox(edge: Edge, base: Base, first: Footprint): BBox {
  const reach = Math.hypot(
    base.type === 'round' ? base.diameter : base.width,
    base.type === 'rect' ? base.depth : base.type === 'round' ? base.diameter : base.width,
  );
  if (edge.motion.kind === 'turn') {
    const c = edge.motion.c;
    const s = edge.at(0).sight;
    const r = Math.hypot(s.x - c.x, s.y - c.y) + reach;
    return { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
  }
  const a = bbox(first);
  const d = edge.motion.d;
  return {
    minX: Math.min(a.minX, a.minX + d.x),
    minY: Math.min(a.minY, a.minY + d.y),
    maxX: Math.max(a.maxX, a.maxX + d.x),
    maxY: Math.max(a.maxY, a.maxY + d.y),
  };
}

/**
 * The free runs of one edge. `fighters` and `scenery`: every shape the base must keep clear of
 * (those out of the edge's reach are dropped here).
 */
export function freeRunsOf(
  world: World,
  base: Base,
  edge: Edge,
  fighters: readonly Footprint[],
  scenery: readonly Footprint[],
  alsoTouch: Surroundings['alsoTouch'],
): FreeRun[] {
  const tol = world.toleranceMm;
  const start = edge.at(0);
  const first = baseAtSight(base, start.sight, start.facingDeg);
  const swept = sweptBox(edge, base, first);
  const near: Surroundings = {
    fighters: fighters.filter((f) => boxesMeet(swept, boxOf(f), tol)),
    scenery: scenery.filter((f) => boxesMeet(swept, boxOf(f), tol)),
    alsoTouch,
  };
  const m = edge.motion;
  const end = motionEnd(m);
  const events: number[] = tableEvents(m, first, world.scene.table, tol);
  for (const f of near.fighters) events.push(...contactEvents(m, first, f, [tol, -tol]));
  const eroded = near.scenery.length > 0 ? erodedBase(first, tol) : first;
  for (const s of near.scenery) events.push(...contactEvents(m, eroded, s, [0]));
  for (const t of alsoTouch)
    events.push(...contactEvents(m, first, t.print, [tol, 0, -tol]), ...halfSideEvents(m, first, t.print, tol));
  const cuts = [0, end];
  for (const e of events) {
    const u = m.kind === 'turn' ? ((e % end) + end) % end : e;
    if (u > 0 && u < end) cuts.push(u);
  }
  cuts.sort((a, b) => a - b);
  const fits = (u: number) => {
    const p = edge.at(u);
    return fitsAmong(world, base, baseAtSight(base, p.sight, p.facingDeg), near);
  };
  const runs: FreeRun[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const lo = cuts[i - 1];
    const hi = cuts[i];
    if (hi - lo < 1e-12) continue;
    if (!fits((lo + hi) / 2)) continue;
    const last = runs[runs.length - 1];
    if (last && Math.abs(last.hi - lo) < 1e-12) runs[runs.length - 1] = { edge, lo: last.lo, hi };
    else runs.push({ edge, lo, hi });
  }
  return runs;
}

/**
 * contact with a further target may start where half a side of the mover's base comes
 * within τ of it: where a corner or the middle of a side comes within τ of the line across a side's end.
 */
export function halfSideEvents(m: Motion, moving: Footprint, still: Footprint, toleranceMm: number): number[] {
  if (moving.kind !== 'polygon' || still.kind !== 'polygon') return [];
  const out: number[] = [];
  const midsOf = (pts: readonly Point[]) =>
    pts.map((p, i) => ({ x: (p.x + pts[(i + 1) % pts.length].x) / 2, y: (p.y + pts[(i + 1) % pts.length].y) / 2 }));
  const mids = midsOf(moving.points);
  // Lines across each side through its corners, the target's (the mover's corners and middles
  // crossing them) and the mover's (the target's corners crossing them).
  const cross = (pts: readonly Point[], others: readonly Point[], s: number) => {
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      const l = Math.hypot(b.x - a.x, b.y - a.y);
      if (l === 0) continue;
      const u = { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
      for (const o of others)
        for (const c of [a, b])
          for (const d of [0, toleranceMm, -toleranceMm]) pointLine(m, o, s, u, u.x * c.x + u.y * c.y + d, out);
    }
  };
  cross(still.points, [...moving.points, ...mids], 1);
  cross([...moving.points, ...mids], [...still.points, ...midsOf(still.points)], -1);
  return out;
}
