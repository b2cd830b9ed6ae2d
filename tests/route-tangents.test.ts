// The route index's tangents: each one's first blocker, found by a walk of the
// tree along the segment that stops at the first, is the one the whole list of the segment's box
// names first; the blocked tangents packed only when a query skips their first blocker, and the
// pairs one site makes taken by the other, change no route: an index worked out lazily, query by
// query, answers exactly as one worked out all at once (prepared), and as one without the
// obstacles a walk passes through (its passable friends, R-6.3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint } from '../geometry/footprint';
import { CLEARANCE_EPS_MM, type RouteObstacle, RouteIndex, distSegmentFootprint } from '../geometry/route';
import { mulberry32 } from '../geometry/rng';
import { type Point, segmentsIntersect } from '../geometry/vec';

const CLEAR = -1;
const OFF_TABLE = -3;
const C = 12.5;

/**
 * A crowded table of `seed`: round bases (some in contact), square pieces, and walls across it
 * with gaps (some narrower than a base, some wider), so that long routes wind between them.
 */
function crowdedTable(
  seed: number,
  size: number,
): { obstacles: RouteObstacle[]; table: { width: number; depth: number } } {
  const rng = mulberry32(seed);
  const table = { width: 400 + 400 * size, depth: 300 + 200 * size };
  const obstacles: RouteObstacle[] = [];
  const disc = (x: number, y: number, r: number): Footprint => ({ kind: 'circle', center: { x, y }, radiusMm: r });
  const box = (x: number, y: number, w: number, h: number): Footprint => ({
    kind: 'polygon',
    points: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ],
    convex: true,
  });
  const walls = 1 + Math.floor(rng() * 3);
  for (let w = 0; w < walls; w++) {
    // A wall across the table at x, in pieces, with gaps of 10 to 60 mm between them.
    const x = ((w + 1) * table.width) / (walls + 1) + (rng() - 0.5) * 60;
    let y = 0;
    let k = 0;
    while (y < table.depth) {
      const len = 40 + rng() * 160;
      obstacles.push({ id: `w${w}.${k++}`, shape: box(x, y, 6, Math.min(len, table.depth - y)) });
      y += len + 10 + rng() * 50;
    }
  }
  const fighters = 20 + Math.floor(rng() * 20) * size;
  for (let f = 0; f < fighters; f++) {
    const r = rng() < 0.7 ? 12.5 : 20;
    const last = obstacles[obstacles.length - 1].shape;
    // A third of them in contact with the one before, when it is round.
    if (f > 0 && rng() < 0.3 && last.kind === 'circle') {
      const a = rng() * 2 * Math.PI;
      const d = last.radiusMm + r;
      obstacles.push({ id: `f${f}`, shape: disc(last.center.x + d * Math.cos(a), last.center.y + d * Math.sin(a), r) });
    } else
      obstacles.push({ id: `f${f}`, shape: disc(30 + rng() * (table.width - 60), 30 + rng() * (table.depth - 60), r) });
  }
  for (let s = 0; s < 3 + size; s++)
    obstacles.push({
      id: `s${s}`,
      shape: box(20 + rng() * (table.width - 80), 20 + rng() * (table.depth - 80), 15 + rng() * 50, 15 + rng() * 50),
    });
  return { obstacles, table };
}

/** The oracle: the first obstacle of the segment box's hits, in the tree's order, closer than the clearance (the exact distance). */
function firstBlocker(index: RouteIndex, p: Point, q: Point, except: number): number {
  const r = index.clearanceMm - CLEARANCE_EPS_MM;
  if (!index.ground.insideTable(p, r) || !index.ground.insideTable(q, r)) return OFF_TABLE;
  const n = index.ground.searchInto(Math.min(p.x, q.x), Math.min(p.y, q.y), Math.max(p.x, q.x), Math.max(p.y, q.y));
  for (let i = 0; i < n; i++) {
    const k = index.ground.hits[i].slot;
    if (k !== except && distSegmentFootprint(p, q, index.ground.slots[k]!.shape) < r) return k;
  }
  return CLEAR;
}

/** Does segment pq meet the box (an end in it, or crossing a side)? */
function meetsBox(p: Point, q: Point, b: { minX: number; minY: number; maxX: number; maxY: number }): boolean {
  const inside = (u: Point) => u.x >= b.minX && u.x <= b.maxX && u.y >= b.minY && u.y <= b.maxY;
  if (inside(p) || inside(q)) return true;
  const c = [
    { x: b.minX, y: b.minY },
    { x: b.maxX, y: b.minY },
    { x: b.maxX, y: b.maxY },
    { x: b.minX, y: b.maxY },
  ];
  return c.some((u, k) => segmentsIntersect(p, q, u, c[(k + 1) % 4]));
}

const aPoint = (t: { width: number; depth: number }, rng: () => number): Point => ({
  x: rng() * t.width,
  y: rng() * t.depth,
});

describe("a tangent's first blocker: the walk of the tree along it (R-6.2)", () => {
  it('names the obstacle the whole list of its box names first, on crowded tables, short and long segments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 2 }), (seed, size) => {
        const { obstacles, table } = crowdedTable(seed, size);
        const index = new RouteIndex(obstacles, C, table);
        const rng = mulberry32(seed * 7 + 1);
        for (let k = 0; k < 60; k++) {
          const p = aPoint(table, rng);
          // Half of them short (a tangent between neighbours), half across the table.
          const q = k % 2 === 0 ? { x: p.x + (rng() - 0.5) * 120, y: p.y + (rng() - 0.5) * 120 } : aPoint(table, rng);
          const except = rng() < 0.3 ? Math.floor(rng() * obstacles.length) : -1;
          expect(index.ground.blockerOf(p, q, except)).toBe(firstBlocker(index, p, q, except));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("lists, in the tree's order, the obstacles whose grown box the segment meets", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const { obstacles, table } = crowdedTable(seed, 1);
        const index = new RouteIndex(obstacles, C, table);
        const rng = mulberry32(seed * 5 + 3);
        for (let k = 0; k < 30; k++) {
          const p = aPoint(table, rng);
          const q = aPoint(table, rng);
          const n = index.ground.searchInto(
            Math.min(p.x, q.x),
            Math.min(p.y, q.y),
            Math.max(p.x, q.x),
            Math.max(p.y, q.y),
          );
          const expected = index.ground.hits
            .slice(0, n)
            .filter((h) => meetsBox(p, q, h))
            .map((h) => h.slot);
          const got = index.ground.hits.slice(0, index.ground.segmentHits(p, q)).map((h) => h.slot);
          expect(got).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('walks through friends (R-6.3): tangents blocked by the obstacles a query skips', () => {
  it('an index worked out query by query answers every route exactly as one prepared, and as one without the obstacles skipped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.double({ min: 0.1, max: 0.6, noNaN: true }),
        (seed, size, share) => {
          const { obstacles, table } = crowdedTable(seed, size);
          const lazy = new RouteIndex(obstacles, C, table);
          const prepared = new RouteIndex(obstacles, C, table).prepare();
          const rng = mulberry32(seed * 3 + 2);
          const fighters = obstacles.filter((o) => o.id.startsWith('f'));
          for (let k = 0; k < 6; k++) {
            // The mover and a share of the fighters (its friends) skipped; a walk across the walls.
            const mover = fighters[Math.floor(rng() * fighters.length)];
            const ignore = [mover.id, ...fighters.filter((f) => f !== mover && rng() < share).map((f) => f.id)];
            const m = mover.shape as { center: Point };
            const goal = {
              kind: 'point' as const,
              point: { x: C + rng() * (table.width - 2 * C), y: C + rng() * (table.depth - 2 * C) },
            };
            const q = { start: m.center, goal, ignore };
            const got = lazy.route(q);
            expect(got).toEqual(prepared.route(q));
            const without = new RouteIndex(
              obstacles.filter((o) => !ignore.includes(o.id)),
              C,
              table,
            ).route({ start: m.center, goal });
            expect(got.reachable).toBe(without.reachable);
            if (got.reachable && without.reachable) expect(got.lengthMm).toBeCloseTo(without.lengthMm, 8);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('after obstacles move, the same routes as a fresh index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const { obstacles, table } = crowdedTable(seed, 1);
        const index = new RouteIndex(obstacles, C, table);
        const rng = mulberry32(seed * 11 + 5);
        const now = new Map(obstacles.map((o) => [o.id, o.shape]));
        const fighters = obstacles.filter((o) => o.id.startsWith('f')).map((o) => o.id);
        for (let step = 0; step < 6; step++) {
          const mover = fighters[Math.floor(rng() * fighters.length)];
          const ignore = [mover, ...fighters.filter((f) => f !== mover && rng() < 0.4)];
          const start = (now.get(mover) as { center: Point }).center;
          const goal = {
            kind: 'point' as const,
            point: { x: C + rng() * (table.width - 2 * C), y: C + rng() * (table.depth - 2 * C) },
          };
          const fresh = new RouteIndex(
            [...now].map(([id, shape]) => ({ id, shape })),
            C,
            table,
          ).route({ start, goal, ignore });
          const got = index.route({ start, goal, ignore });
          expect(got.reachable).toBe(fresh.reachable);
          if (got.reachable && fresh.reachable) expect(got.lengthMm).toBeCloseTo(fresh.lengthMm, 8);
          // One fighter moves (a base's new place).
          const moved = fighters[Math.floor(rng() * fighters.length)];
          const c = (now.get(moved) as { center: Point; radiusMm: number }).radiusMm;
          const shape: Footprint = {
            kind: 'circle',
            center: { x: 30 + rng() * (table.width - 60), y: 30 + rng() * (table.depth - 60) },
            radiusMm: c,
          };
          now.set(moved, shape);
          index.update(moved, shape);
        }
      }),
      { numRuns: 15 },
    );
  });
});
