// A lazy route index: a search makes a site's tangents only toward the sites its
// reach needs, and answers exactly as an index that makes them all: searched alike (passing over
// the tangents beyond the reach), the two lay the same graph, so the same routes to the last bit,
// on wide tables where most sites lie out of a short route's reach, after moves, and for assaults
// and bounded searches. Arcs are measured from where the walk round the circle began, so the departures a
// lazy index leaves out change no length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IndexQuery, type RouteObstacle, RouteIndex, findRoute } from '../geometry/route';
import { mulberry32 } from '../geometry/rng';
import type { Point } from '../geometry/vec';
import { aQuery, box, C, disc, distanceToBox, walledTable, wideTable } from './support/route-tables';

/** An index that makes every tangent of a site it reaches, searched as a lazy one is (with the reach). */
function eagerIndex(obstacles: readonly RouteObstacle[], table: { width: number; depth: number }): RouteIndex {
  const index = new RouteIndex(obstacles, C, table);
  index.lazyTangents = false;
  return index;
}

describe('a lazy index answers as one with every tangent made (R-6.1, R-6.2)', () => {
  it('the same routes, to the last bit, with far fewer tangents on a wide table; and after moves (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const { obstacles, table } = wideTable(seed, 60 + (seed % 40));
        const lazy = new RouteIndex(obstacles, C, table);
        const eager = eagerIndex(obstacles, table);
        expect(lazy.lazyTangents).toBe(true);
        const rng = mulberry32(seed * 13 + 7);
        const fighters = obstacles.filter((o) => o.id.startsWith('f'));
        for (let step = 0; step < 4; step++) {
          for (let k = 0; k < 4; k++) {
            const q = aQuery(obstacles, fighters[Math.floor(rng() * fighters.length)], rng, table);
            expect(lazy.route(q)).toEqual(eager.route(q));
          }
          // One fighter moves; both indexes are told.
          const moved = fighters[Math.floor(rng() * fighters.length)];
          const r = (moved.shape as { radiusMm: number }).radiusMm;
          const shape = disc(30 + rng() * (table.width - 60), 30 + rng() * (table.depth - 60), r);
          const at = obstacles.findIndex((o) => o.id === moved.id);
          obstacles[at] = fighters[fighters.indexOf(moved)] = { id: moved.id, shape };
          lazy.update(moved.id, shape);
          eager.update(moved.id, shape);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('a short walk on a wide table makes its tangents toward the sites near it only', () => {
    const { obstacles, table } = wideTable(7, 150);
    // A piece between the mover and its goal: the route bends round it.
    obstacles.push({ id: 'block', shape: box(880, 400, 30, 100) });
    const lazy = new RouteIndex(obstacles, C, table);
    const eager = eagerIndex(obstacles, table);
    const q: IndexQuery = { start: { x: 840, y: 450 }, goal: { kind: 'point', point: { x: 950, y: 450 } }, ignore: [] };
    const route = lazy.route(q);
    expect(route).toEqual(eager.route(q));
    expect(route.reachable && route.obstaclesUsed).toContain('block');
    expect(lazy.tangentsMade()).toBeGreaterThan(0);
    expect(lazy.tangentsMade()).toBeLessThan(eager.tangentsMade() / 4);
  });
  it('with long walls to go round, the reach grows in place, lazy or eager alike: the same routes to the last bit (fast-check)', () => {
    let growths = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const { obstacles: all, table, rng } = walledTable(seed);
        const lazy = new RouteIndex(all, C, table);
        const eager = eagerIndex(all, table);
        // The oracle: every tangent made and searched without any reach.
        const unreached = eagerIndex(all, table);
        unreached.searchReach = false;
        const fighters = all.filter((o) => o.id.startsWith('f'));
        for (let k = 0; k < 6; k++) {
          const q = aQuery(all, fighters[Math.floor(rng() * fighters.length)], rng, table);
          const route = lazy.route(q);
          expect(route).toEqual(eager.route(q));
          const without = unreached.route(q);
          expect(route.reachable).toBe(without.reachable);
          if (route.reachable && without.reachable) expect(route.lengthMm).toBeCloseTo(without.lengthMm, 9);
        }
        growths += lazy.reachGrowths;
      }),
      { numRuns: 12 },
    );
    expect(growths).toBeGreaterThan(0);
  });

  it('walks across a table of walls: as long as a search with no reach at all (fast-check, with seeds that once differed)', () => {
    // A reach that grows in place once made a stop of a node the route only arrives at (expanded,
    // it had an arc): the walk passing it then went on from that node's longer length.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const { obstacles, table } = wideTable(seed, 60);
        const rng = mulberry32(seed * 7 + 3);
        for (let w = 0; w < 3; w++)
          obstacles.push({ id: `w${w}`, shape: box(300 + w * 500 + rng() * 200, w % 2 === 0 ? 0 : 150, 20, 750) });
        const lazy = new RouteIndex(obstacles, C, table);
        const unreached = eagerIndex(obstacles, table);
        unreached.searchReach = false;
        const fighters = obstacles.filter((o) => o.id.startsWith('f'));
        for (let k = 0; k < 20; k++) {
          const mover = fighters[Math.floor(rng() * fighters.length)];
          const point = { x: 20 + rng() * (table.width - 40), y: 20 + rng() * (table.depth - 40) };
          const q: IndexQuery = {
            start: (mover.shape as { center: Point }).center,
            goal: { kind: 'point', point },
            ignore: [mover.id],
          };
          const route = lazy.route(q);
          const without = unreached.route(q);
          expect(route.reachable).toBe(without.reachable);
          if (route.reachable && without.reachable) expect(route.lengthMm).toBeCloseTo(without.lengthMm, 9);
        }
      }),
      { numRuns: 20, examples: [[18], [33], [84], [118], [139]] },
    );
  });

  it('a route round a long wall, far beyond the first reach: the reach grows in place, the same route as without one (R-6.1)', () => {
    const { obstacles, table } = wideTable(11, 120);
    // A wall across most of the table between start and goal: the route goes round its end, many
    // times the straight distance (the first reach is 1.5 straights and a margin).
    const wall = { id: 'wall', shape: box(880, 40, 20, 800) };
    const clear = obstacles.filter((o) => distanceToBox(o.shape, 860, 20, 60, 840) > 2 * C);
    const all = [...clear, wall];
    const lazy = new RouteIndex(all, C, table);
    const eager = eagerIndex(all, table);
    const unreached = new RouteIndex(all, C, table);
    unreached.searchReach = false;
    const q: IndexQuery = { start: { x: 840, y: 450 }, goal: { kind: 'point', point: { x: 930, y: 450 } }, ignore: [] };
    const route = lazy.route(q);
    expect(lazy.reachGrowths).toBeGreaterThan(0);
    expect(route).toEqual(eager.route(q));
    const without = unreached.route(q);
    expect(route.reachable && without.reachable).toBe(true);
    if (!route.reachable || !without.reachable) return;
    expect(route.obstaclesUsed).toContain('wall');
    expect(route.lengthMm).toBeGreaterThan(2 * 380);
    expect(route.lengthMm).toBeCloseTo(without.lengthMm, 9);
  });
});

describe("a route's arcs measured from where its walk round the circle began (R-6.1)", () => {
  // Start and goal 300 mm apart, a base of radius 40 on the line between them: the route keeps the
  // clearance C round it, tangent – arc – tangent on the circle of radius R = 40 + C.
  const start = { x: 100, y: 300 };
  const goal = { kind: 'point' as const, point: { x: 400, y: 300 } };
  const R = 40 + C;
  const d = 150;
  // Each tangent is √(d² − R²) long; the arc's sweep is π − 2·acos(R/d).
  const handWorked = 2 * Math.sqrt(d * d - R * R) + R * (Math.PI - 2 * Math.acos(R / d));
  const base: RouteObstacle = { id: 'b', shape: disc(250, 300, 40) };

  it('goes round the base as worked by hand', () => {
    const r = findRoute({ start, goal, clearanceMm: C, obstacles: [base] });
    expect(r.reachable && r.lengthMm).toBeCloseTo(handWorked, 9);
  });

  it('is the same to the last bit whatever departures far obstacles put on its circle', () => {
    // Small pieces far off to either side, about level with the top and the bottom of the circle:
    // their tangents to it leave it along the arc the route takes, without blocking it (summed
    // step by step between those departures, the arc's length changed in its last bits).
    const far: RouteObstacle[] = [];
    for (let k = 0; k < 12; k++)
      far.push({
        id: `p${k}`,
        shape: disc(k % 2 === 0 ? -300 - 37 * k : 800 + 41 * k, 300 + (k % 4 < 2 ? -1 : 1) * (40 + 3 * k), 4 + (k % 3)),
      });
    const alone = findRoute({ start, goal, clearanceMm: C, obstacles: [base] });
    for (const n of [1, 4, 12]) {
      const r = findRoute({ start, goal, clearanceMm: C, obstacles: [base, ...far.slice(0, n)] });
      expect(r).toEqual(alone);
    }
  });
});
