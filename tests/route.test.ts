// Movement routes: .. — the V-A example, clearance, straight lines, rigid motions,
// and a brute-force bound from polygonised obstacles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Footprint,
  circle,
  containsPoint,
  distPointFootprint,
  distToBoundary,
  polygon,
} from '../geometry/footprint';
import { type MoveAction, judgeMove, potentialMm } from '../geometry/moves';
import { type RouteObstacle, arcEntersFootprint, findRoute, routePolyline } from '../geometry/route';
import type { Point } from '../geometry/vec';
import { fighter, makeWorld, round, square } from './support/build';
import { scenarioWorld } from './support/scenes';
import { mulberry32 as rng } from '../geometry/rng';
import { samplePieces } from './support/route';

describe('Confédé V-A: Z reaches A between Y and C', () => {
  it('the gap is wider than Z’s base: the route is the straight line from Z’s sight to A’s edge (R-6.1, R-6.2)', () => {
    const w = scenarioWorld('va-gap-wide');
    const plan = judgeMove(w, { mover: 'Z', goal: { target: 'A' }, action: 'charge' });
    // Sight (215, 300); A's nearest edge point (585, 300): 370 mm, within the 40 cm charge.
    expect(plan.lengthMm).toBeCloseTo(370, 9);
    expect(plan.withinPotential).toBe(true);
    expect(plan.legal).toBe(true);
    expect(plan.end.x).toBeCloseTo(585, 9);
    expect(plan.endFacing).toBeCloseTo(0, 9);
  });

  it('the gap is narrower than Z’s base: the route goes round, longer, and keeps its clearance (R-6.2)', () => {
    const w = scenarioWorld('va-gap-narrow');
    const plan = judgeMove(w, { mover: 'Z', goal: { target: 'A' }, action: 'charge' });
    expect(plan.reachable).toBe(true);
    expect(plan.lengthMm!).toBeGreaterThan(370 + 1);
    expect(plan.pieces.some((p) => p.type === 'arc')).toBe(true);
    for (const p of samplePieces(plan.pieces)) {
      for (const id of ['Y', 'C']) expect(distPointFootprint(p, w.footprintOf(id))).toBeGreaterThanOrEqual(15 - 1e-6);
    }
    // Going round Y (centre (400, 275)): the taut route hugs a 15 + 15 mm circle around it.
    const arc = plan.pieces.find((p) => p.type === 'arc')!;
    expect(arc.type === 'arc' && arc.radiusMm).toBe(30);
  });

  it('a point inside the closed gap is unreachable, with the reason', () => {
    const w = scenarioWorld('va-gap-narrow');
    const plan = judgeMove(w, { mover: 'Z', goal: { point: { x: 400, y: 300 } }, action: 'walk' });
    expect(plan.reachable).toBe(false);
    expect(plan.problems[0].rule).toBe('R-6.2');
  });
});

describe('R-6.5 actions and potentials', () => {
  it('potentials: walk ×1, run ×2, charge ×2, engage ×2 or ×1 after disengaging, cover ×1, pursuit MOV/2 rounded up', () => {
    const actions: MoveAction[] = ['walk', 'run', 'charge', 'engage', 'cover', 'pursuit'];
    expect(actions.map((a) => potentialMm(a, 15))).toEqual([150, 300, 300, 300, 150, 80]);
    expect(potentialMm('engage', 15, true)).toBe(150);
  });

  it('walking into contact with an enemy is illegal; charging into it is legal', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { mov: 10 }),
        fighter('E', round(30), [200, 300], 180, { side: 'blue' }),
      ],
    });
    const walk = judgeMove(w, { mover: 'A', goal: { target: 'E' }, action: 'walk' });
    expect(walk.withinPotential).toBe(true);
    expect(walk.legal).toBe(false);
    expect(walk.problems.some((p) => p.rule === 'R-6.5')).toBe(true);
    const charge = judgeMove(w, { mover: 'A', goal: { target: 'E' }, action: 'charge' });
    expect(charge.legal).toBe(true);
    // the sight ends on E's base.
    expect(distPointFootprint(charge.end, w.footprintOf('E'))).toBeLessThanOrEqual(1e-9);
  });

  it('a charge needs sight of the target at the start (R-6.5)', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 180, { mov: 10 }),
        fighter('E', round(30), [200, 300], 180, { side: 'blue' }),
      ],
    });
    const plan = judgeMove(w, { mover: 'A', goal: { target: 'E' }, action: 'charge' });
    expect(plan.legal).toBe(false);
    expect(plan.problems.map((p) => p.code)).toContain('no-sight-at-start');
  });

  it('out of reach: the mover goes its whole potential along the route (R-6.5)', () => {
    const w = makeWorld({ fighters: [fighter('A', round(30), [100, 300], 0, { mov: 10 })] });
    const plan = judgeMove(w, { mover: 'A', goal: { point: { x: 600, y: 300 } }, action: 'walk' });
    expect(plan.withinPotential).toBe(false);
    expect(plan.legal).toBe(true);
    expect(plan.end.x).toBeCloseTo(115 + 100, 9);
  });

  it('R-6.3 friends activated together are no obstacle; R-6.4 a wall smaller than the mover is crossed', () => {
    const fighters = [
      fighter('A', round(30), [100, 300], 0, { mov: 20 }),
      fighter('F', square(25), [250, 300], 0),
      fighter('G', square(25), [250, 275], 0),
      fighter('H', square(25), [250, 325], 0),
    ];
    const blocked = judgeMove(makeWorld({ fighters }), {
      mover: 'A',
      goal: { point: { x: 400, y: 300 } },
      action: 'walk',
    });
    expect(blocked.lengthMm!).toBeGreaterThan(285 + 1);
    const together = judgeMove(
      makeWorld({ fighters: [{ ...fighters[0], activatedWith: ['F', 'G', 'H'] }, ...fighters.slice(1)] }),
      {
        mover: 'A',
        goal: { point: { x: 400, y: 300 } },
        action: 'walk',
      },
    );
    expect(together.lengthMm!).toBeCloseTo(285, 9);
    const wall = {
      id: 'wall',
      kind: 'wall' as const,
      size: 1,
      shape: {
        type: 'polygon' as const,
        points: [
          [240, 100],
          [250, 100],
          [250, 500],
          [240, 500],
        ] as [number, number][],
      },
    };
    const overWall = judgeMove(makeWorld({ fighters: [fighters[0]], scenery: [wall] }), {
      mover: 'A',
      goal: { point: { x: 400, y: 300 } },
      action: 'walk',
    });
    expect(overWall.lengthMm!).toBeCloseTo(285, 9);
    const tallWall = { ...wall, size: 3 };
    const round2 = judgeMove(makeWorld({ fighters: [fighters[0]], scenery: [tallWall] }), {
      mover: 'A',
      goal: { point: { x: 400, y: 300 } },
      action: 'walk',
    });
    expect(round2.lengthMm!).toBeGreaterThan(285 + 100);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties and the brute-force bound, on seeded random convex obstacles.

function randomObstacles(seed: number, n: number): RouteObstacle[] {
  const r = rng(seed);
  const out: RouteObstacle[] = [];
  for (let i = 0; i < n; i++) {
    const cx = 150 + r() * 700;
    const cy = 100 + r() * 400;
    let shape: Footprint;
    if (r() < 0.4) shape = circle({ x: cx, y: cy }, 10 + r() * 30);
    else {
      const k = 3 + Math.floor(r() * 5);
      const rad = 15 + r() * 40;
      const off = r() * Math.PI;
      shape = polygon(
        Array.from({ length: k }, (_, j) => ({
          x: cx + rad * Math.cos(off + (j * 2 * Math.PI) / k),
          y: cy + rad * Math.sin(off + (j * 2 * Math.PI) / k),
        })),
      );
    }
    out.push({ id: `o${i}`, shape });
  }
  return out;
}

const START = { x: 60, y: 300 };
const GOAL = { x: 940, y: 300 };

/** Inflate a convex footprint by r as a polygon: inscribed (points on the true outline) or circumscribed. */
function inflatePolygon(f: Footprint, r: number, k: number, outer: boolean): Point[] {
  const scale = outer ? 1 / Math.cos(Math.PI / k) : 1;
  const discs: Point[] = f.kind === 'circle' ? [f.center] : [...f.points];
  const rad = f.kind === 'circle' ? f.radiusMm + r : r;
  const pts: Point[] = [];
  for (const c of discs)
    for (let j = 0; j < k; j++)
      pts.push({
        x: c.x + rad * scale * Math.cos((j * 2 * Math.PI) / k),
        y: c.y + rad * scale * Math.sin((j * 2 * Math.PI) / k),
      });
  return hull(pts);
}

function hull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Does the segment pass through the polygon's interior (not just along its outline)? */
function crossesInterior(a: Point, b: Point, poly: Point[]): boolean {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const c0 = ex * (a.y - p.y) - ey * (a.x - p.x);
    const c1 = ex * (b.y - a.y) - ey * (b.x - a.x);
    const len = Math.hypot(ex, ey);
    const margin = 1e-7 * len;
    if (Math.abs(c1) < 1e-12) {
      if (c0 <= margin) return false;
      continue;
    }
    const t = (margin - c0) / c1;
    if (c1 > 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
    if (lo >= hi) return false;
  }
  return hi - lo > 1e-9;
}

/** Shortest path in a visibility graph over polygon corners (the oracle). */
function visibilityGraphLength(polys: Point[][], s: Point, g: Point): number {
  const nodes = [s, g, ...polys.flat()];
  const n = nodes.length;
  const dist = new Array(n).fill(Infinity);
  const done = new Array(n).fill(false);
  dist[0] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && (u < 0 || dist[i] < dist[u])) u = i;
    if (u < 0 || !Number.isFinite(dist[u])) return Infinity;
    if (u === 1) return dist[1];
    done[u] = true;
    for (let v = 0; v < n; v++) {
      if (done[v]) continue;
      const d = dist[u] + Math.hypot(nodes[v].x - nodes[u].x, nodes[v].y - nodes[u].y);
      if (d >= dist[v]) continue;
      if (polys.some((poly) => crossesInterior(nodes[u], nodes[v], poly))) continue;
      dist[v] = d;
    }
  }
}

describe('route properties', () => {
  it('never closer than the clearance to any obstacle; never shorter than the straight line; straight when nothing is in the way', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const obstacles = randomObstacles(seed, 8);
      const clearanceMm = 12.5 + (seed % 3) * 5;
      const r = findRoute({ start: START, goal: { kind: 'point', point: GOAL }, clearanceMm, obstacles });
      if (!r.reachable) continue;
      expect(r.lengthMm).toBeGreaterThanOrEqual(880 - 1e-9);
      for (const p of samplePieces(r.pieces, 1)) {
        for (const o of obstacles)
          expect(distPointFootprint(p, o.shape), `seed ${seed} ${o.id}`).toBeGreaterThanOrEqual(clearanceMm - 1e-6);
      }
      const sum = r.pieces.reduce((s, p) => s + p.lengthMm, 0);
      expect(sum).toBeCloseTo(r.lengthMm, 6);
      const poly = routePolyline(r.pieces, START);
      expect(poly[0]).toEqual(START);
    }
    const empty = findRoute({ start: START, goal: { kind: 'point', point: GOAL }, clearanceMm: 15, obstacles: [] });
    expect(empty.reachable && empty.lengthMm).toBe(880);
  }, 60_000);

  it('the exact length lies between the inscribed and circumscribed polygon bounds (brute force, 12 seeds)', () => {
    let compared = 0;
    for (let seed = 100; seed < 112; seed++) {
      const obstacles = randomObstacles(seed, 6);
      const clearanceMm = 15;
      const exact = findRoute({ start: START, goal: { kind: 'point', point: GOAL }, clearanceMm, obstacles });
      const k = 32;
      const lower = visibilityGraphLength(
        obstacles.map((o) => inflatePolygon(o.shape, clearanceMm, k, false)),
        START,
        GOAL,
      );
      const upper = visibilityGraphLength(
        obstacles.map((o) => inflatePolygon(o.shape, clearanceMm, k, true)),
        START,
        GOAL,
      );
      if (!exact.reachable) {
        expect(upper, `seed ${seed}`).toBe(Infinity);
        continue;
      }
      expect(exact.lengthMm, `seed ${seed}`).toBeGreaterThanOrEqual(lower - 1e-6);
      expect(exact.lengthMm, `seed ${seed}`).toBeLessThanOrEqual(upper + 1e-6);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(9);
  }, 60_000);

  it('moving and rotating the whole scene changes no route length (fast-check)', () => {
    const obstacles = randomObstacles(7, 8);
    const base = findRoute({ start: START, goal: { kind: 'point', point: GOAL }, clearanceMm: 15, obstacles });
    fc.assert(
      fc.property(
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (ang, dx) => {
          const c = Math.cos(ang);
          const s = Math.sin(ang);
          const m = (p: Point): Point => ({ x: p.x * c - p.y * s + dx, y: p.x * s + p.y * c - dx });
          const moved = obstacles.map((o) => ({
            id: o.id,
            shape:
              o.shape.kind === 'circle' ? circle(m(o.shape.center), o.shape.radiusMm) : polygon(o.shape.points.map(m)),
          }));
          const r = findRoute({
            start: m(START),
            goal: { kind: 'point', point: m(GOAL) },
            clearanceMm: 15,
            obstacles: moved,
          });
          expect(r.reachable).toBe(base.reachable);
          if (r.reachable && base.reachable) expect(r.lengthMm).toBeCloseTo(base.lengthMm, 6);
        },
      ),
      { seed: 3, numRuns: 40 },
    );
  });
});

describe('an arc crossing a relaxed polygon (R-6.2: approached down to its outline, never crossed)', () => {
  it('the closed-form cut test agrees with dense sampling of the arc (brute force, 400 random arcs and polygons)', () => {
    const random = rng(41);
    const DEPTH = 1e-3;
    let checked = 0;
    let crossing = 0;
    for (let i = 0; i < 400; i++) {
      const n = 3 + Math.floor(random() * 6);
      const cx = random() * 100;
      const cy = random() * 100;
      // A star-shaped polygon, often non-convex, counter-clockwise.
      const pts = Array.from({ length: n }, (_, k) => {
        const a = (2 * Math.PI * k) / n;
        const rr = 20 + random() * 30;
        return { x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) };
      });
      const f = polygon(pts);
      const c = { x: cx + (random() - 0.5) * 120, y: cy + (random() - 0.5) * 120 };
      const r = 1 + random() * 40;
      const startRad = (random() - 0.5) * 2 * Math.PI;
      const sweepRad = (random() - 0.5) * 2 * Math.PI;
      // The oracle: the deepest of 20,000 points along the arc.
      let deepest = 0;
      for (let k = 0; k <= 20000; k++) {
        const ang = startRad + (sweepRad * k) / 20000;
        const p = { x: c.x + r * Math.cos(ang), y: c.y + r * Math.sin(ang) };
        if (containsPoint(f, p)) deepest = Math.max(deepest, distToBoundary(f, p));
      }
      // Sampling cannot settle an arc that only grazes the crossing depth.
      if (Math.abs(deepest - DEPTH) < 1e-4) continue;
      checked++;
      if (deepest > DEPTH) crossing++;
      expect(arcEntersFootprint(c, r, startRad, sweepRad, f), `case ${i}`).toBe(deepest > DEPTH);
    }
    expect(checked).toBeGreaterThan(300);
    expect(crossing).toBeGreaterThan(50);
  });
});
