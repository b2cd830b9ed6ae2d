// Incremental queries (issue: movement routes): a RouteIndex kept across queries and updated one
// obstacle at a time gives the same routes as one built afresh.
import { describe, expect, it } from 'vitest';
import { randomScene } from '../bench/scenes';
import { baseWidthMm } from '../geometry/base';
import { type Footprint, containsPoint, distanceMm } from '../geometry/footprint';
import { moveObstacles, judgeMove, routeIndexOf } from '../geometry/moves';
import { type RouteObstacle, type RouteResult, RouteIndex, findRoute } from '../geometry/route';
import { mulberry32 as rng32 } from '../geometry/rng';
import { type Point, distPointSegment, distSegmentSegment } from '../geometry/vec';
import { World } from '../geometry/world';

/** The point of a footprint's outline opposite the one nearest p (through its centre). */
function farSide(f: Footprint, p: Point): Point {
  const c =
    f.kind === 'circle'
      ? f.center
      : {
          x: f.points.reduce((s, q) => s + q.x, 0) / f.points.length,
          y: f.points.reduce((s, q) => s + q.y, 0) / f.points.length,
        };
  const d = Math.hypot(c.x - p.x, c.y - p.y) || 1;
  const u = { x: (c.x - p.x) / d, y: (c.y - p.y) / d };
  // Walk out from the centre along u to the outline (bisection on containment).
  let lo = 0;
  let hi = 200;
  for (let k = 0; k < 60; k++) {
    const m = (lo + hi) / 2;
    if (containsPoint(f, { x: c.x + u.x * m, y: c.y + u.y * m })) lo = m;
    else hi = m;
  }
  return { x: c.x + u.x * lo, y: c.y + u.y * lo };
}

/** Every fighter's base and every scenery piece of a World, as route obstacles. */
function obstaclesOf(world: World): RouteObstacle[] {
  return [
    ...world.fighterIds().map((id) => ({ id, shape: world.footprintOf(id) })),
    ...world.scene.scenery.map((s) => ({ id: s.id, shape: world.sceneryFootprintOf(s.id)! })),
  ];
}

/** An index on these obstacles, its tangents worked out all at once first (`prepared`, as a World's are) or lazily. */
function indexOf(
  obstacles: readonly RouteObstacle[],
  clearanceMm: number,
  table: { width: number; depth: number },
  prepared: boolean,
): RouteIndex {
  const index = new RouteIndex(obstacles, clearanceMm, table);
  return prepared ? index.prepare() : index;
}

/** A route's end is where its last piece ends (the start for an empty route). */
function endsWhereItsPiecesEnd(r: RouteResult, start: Point, what: string) {
  if (!r.reachable) return;
  const last = r.pieces[r.pieces.length - 1];
  const e = !last
    ? start
    : last.type === 'segment'
      ? last.b
      : {
          x: last.center.x + last.radiusMm * Math.cos(last.startRad + last.sweepRad),
          y: last.center.y + last.radiusMm * Math.sin(last.startRad + last.sweepRad),
        };
  expect(Math.hypot(r.end.x - e.x, r.end.y - e.y), what).toBeLessThan(1e-9);
}

function same(a: RouteResult, b: RouteResult, what: string) {
  expect(a.reachable, what).toBe(b.reachable);
  if (a.reachable && b.reachable) {
    expect(a.lengthMm, what).toBeCloseTo(b.lengthMm, 9);
    expect(a.end.x, what).toBeCloseTo(b.end.x, 9);
    expect(a.end.y, what).toBeCloseTo(b.end.y, 9);
  } else if (!a.reachable && !b.reachable) expect(a.reason.code, what).toBe(b.reason.code);
}

describe('RouteIndex.update: the same routes as a fresh index', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: obstacles moved, added and removed one at a time`, () => {
      const scene = randomScene(seed, { fighters: 30, scenery: 6, contactChance: 0.2 });
      const rng = rng32(seed * 101);
      const clearanceMm = 15;
      let obstacles = obstaclesOf(new World(scene));
      // Worked out lazily (odd seeds) or all at once first (even seeds: prepare, as a World's are).
      const kept = indexOf(obstacles, clearanceMm, scene.table, seed % 2 === 0);
      const point = (): Point => ({
        x: 20 + rng() * (scene.table.width - 40),
        y: 20 + rng() * (scene.table.depth - 40),
      });
      for (let step = 0; step < 12; step++) {
        // Queries first, so that the kept index has tangents worked out before the change.
        for (let k = 0; k < 6; k++) {
          const start = point();
          const goal = point();
          const ignore = rng() < 0.5 ? [obstacles[Math.floor(rng() * obstacles.length)].id] : [];
          const q = { start, goal: { kind: 'point' as const, point: goal }, ignore, approachGoal: rng() < 0.5 };
          const fresh = new RouteIndex(obstacles, clearanceMm, scene.table).route(q);
          same(kept.route(q), fresh, `seed ${seed} step ${step} query ${k}`);
          endsWhereItsPiecesEnd(fresh, start, `seed ${seed} step ${step} query ${k}`);
        }
        // Move one obstacle (a fighter's footprint shifted), or remove one, or add a round one.
        const r = rng();
        if (r < 0.7) {
          const i = Math.floor(rng() * obstacles.length);
          const dx = (rng() - 0.5) * 200;
          const dy = (rng() - 0.5) * 200;
          const o = obstacles[i];
          const shape =
            o.shape.kind === 'circle'
              ? { ...o.shape, center: { x: o.shape.center.x + dx, y: o.shape.center.y + dy } }
              : { ...o.shape, points: o.shape.points.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
          obstacles = obstacles.map((x, j) => (j === i ? { id: o.id, shape } : x));
          kept.update(o.id, shape);
        } else if (r < 0.85) {
          const i = Math.floor(rng() * obstacles.length);
          kept.update(obstacles[i].id, null);
          obstacles = obstacles.filter((_, j) => j !== i);
        } else {
          const shape = { kind: 'circle' as const, center: point(), radiusMm: 10 + rng() * 20 };
          const id = `new${step}`;
          obstacles = [...obstacles, { id, shape }];
          kept.update(id, shape);
        }
      }
    });
  }
});

/**
 * A run through judgeMove (the World's kept index) and through findRoute on a fresh index of the
 * move's obstacles: the same reachability and length. Whether the goal was reachable.
 */
function runLikeFresh(world: World, mover: string, goal: Point, what: string): boolean {
  const plan = judgeMove(world, { mover, goal: { point: goal }, action: 'run' });
  const fresh = findRoute({
    start: world.sightOf(mover),
    goal: { kind: 'point', point: goal },
    clearanceMm: baseWidthMm(world.fighter(mover).base) / 2,
    obstacles: moveObstacles(world, mover, 'run'),
    table: world.scene.table,
    // a move to a point may end right in front of a base: its last straight trails (as judgeMove's).
    trailingEnd: true,
  });
  expect(plan.reachable, what).toBe(fresh.reachable);
  if (fresh.reachable) expect(plan.lengthMm!, what).toBeCloseTo(fresh.lengthMm, 9);
  return fresh.reachable;
}

describe('judgeMove keeps its index across fighters moving', () => {
  it('after each move, the same routes as fresh queries on the obstacles of the move', () => {
    const scene = randomScene(9, { fighters: 40, scenery: 8, contactChance: 0.15 });
    const world = new World(scene);
    const rng = rng32(77);
    const ids = world.fighterIds();
    for (let step = 0; step < 15; step++) {
      for (let k = 0; k < 5; k++) {
        const mover = ids[Math.floor(rng() * ids.length)];
        const goal = { x: 30 + rng() * (scene.table.width - 60), y: 30 + rng() * (scene.table.depth - 60) };
        runLikeFresh(world, mover, goal, `step ${step} ${mover}`);
      }
      // One fighter moves a little (it may end anywhere: the index does not judge the scene).
      const id = ids[Math.floor(rng() * ids.length)];
      const f = world.fighter(id);
      world.moveFighter(id, [f.position[0] + (rng() - 0.5) * 120, f.position[1] + (rng() - 0.5) * 120], f.facing + 30);
    }
  });
});

describe('a dragged fighter held still in the index (the Move tool, R-6.2)', () => {
  it('is put where it stands for the next query that does not hold it, in the same World state', () => {
    const scene = randomScene(10, { fighters: 30, scenery: 6, contactChance: 0.15 });
    const world = new World(scene);
    const rng = rng32(31);
    const ids = world.fighterIds();
    let compared = 0;
    for (let step = 0; step < 12; step++) {
      const dragged = ids[Math.floor(rng() * ids.length)];
      const f = world.fighter(dragged);
      const from = { x: f.position[0], y: f.position[1] };
      // A drag frame: the fighter placed elsewhere in the World, its route asked with it held still.
      world.moveFighter(
        dragged,
        [60 + rng() * (scene.table.width - 120), 60 + rng() * (scene.table.depth - 120)],
        f.facing,
      );
      routeIndexOf(world, dragged, { holdStill: dragged });
      // In that same state, a fighter routed with the same index (level and base width) walks to
      // where the dragged one stood: the spot is free now, as a fresh route finds.
      const mover = ids.find(
        (id) =>
          id !== dragged &&
          world.fighter(id).level === f.level &&
          baseWidthMm(world.fighter(id).base) === baseWidthMm(f.base),
      );
      if (!mover) continue;
      const goal = from;
      if (runLikeFresh(world, mover, goal, `step ${step}`)) compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });
});

/** The common tangents of two circles, worked out here: [point on a, point on b] for each. */
function commonTangents(a: { c: Point; rho: number }, b: { c: Point; rho: number }): [Point, Point][] {
  const d = Math.hypot(b.c.x - a.c.x, b.c.y - a.c.y);
  const base = Math.atan2(b.c.y - a.c.y, b.c.x - a.c.x);
  const out: [Point, Point][] = [];
  for (const sign of [1, -1]) {
    const k = (a.rho - sign * b.rho) / d;
    if (Math.abs(k) > 1) continue;
    for (const ang of [base + Math.acos(k), base - Math.acos(k)]) {
      const n = { x: Math.cos(ang), y: Math.sin(ang) };
      out.push([
        { x: a.c.x + a.rho * n.x, y: a.c.y + a.rho * n.y },
        { x: b.c.x + sign * b.rho * n.x, y: b.c.y + sign * b.rho * n.y },
      ]);
    }
  }
  return out;
}

const CROWDED_CLEARANCE_MM = 12.5;

/** A seeded table with many bases in contact (relaxed obstacles), and its index at a 12.5 mm clearance. */
function crowdedTable(seed: number) {
  const scene = randomScene(seed, { fighters: 40, scenery: 8, contactChance: 0.5 });
  const world = new World(scene);
  const obstacles = obstaclesOf(world);
  return {
    scene,
    world,
    ids: world.fighterIds(),
    obstacles,
    index: new RouteIndex(obstacles, CROWDED_CLEARANCE_MM, scene.table).prepare(),
  };
}

/** Edge-to-edge distance from segment pq to a footprint (0 when it enters it). */
function segmentDistance(p: Point, q: Point, f: Footprint): number {
  if (f.kind === 'circle') return Math.max(0, distPointSegment(f.center, p, q) - f.radiusMm);
  if (containsPoint(f, p)) return 0;
  let best = Infinity;
  for (let i = 0, j = f.points.length - 1; i < f.points.length; j = i++)
    best = Math.min(best, distSegmentSegment(p, q, f.points[j], f.points[i]));
  return best;
}

describe('the shadows prune only pairs whose every tangent is blocked (R-6.2)', () => {
  for (const seed of [21, 22]) {
    it(`seed ${seed}: every pair of a relaxed site and an index site left out has each common tangent within the clearance of an obstacle the query keeps`, () => {
      const { world, ids, obstacles, index } = crowdedTable(seed);
      const clearanceMm = CROWDED_CLEARANCE_MM;
      const rng = rng32(seed * 11);
      // Every relaxed site's shadows made, however few pairs the search would make.
      index.shadowMinPairs = 0;
      let kept: RouteObstacle[] = [];
      let pruned = 0;
      let tangents = 0;
      index.onShadowPruned = (a, b) => {
        pruned++;
        for (const [p, q] of commonTangents(a, b)) {
          tangents++;
          // The shadow's obstacles are grown by the clearance less 1e-6 mm.
          const nearest = Math.min(...kept.map((o) => segmentDistance(p, q, o.shape)));
          expect(nearest, `seed ${seed}: tangent (${p.x}, ${p.y}) – (${q.x}, ${q.y})`).toBeLessThan(clearanceMm - 1e-7);
        }
      };
      for (const id of ids) {
        const start = world.sightOf(id);
        const target = ids[Math.floor(rng() * ids.length)];
        const goal = () => ({ kind: 'point' as const, point: { x: 30 + rng() * 1140, y: 30 + rng() * 540 } });
        const queries = [
          { start, goal: goal(), ignore: [id] },
          { start, goal: goal(), ignore: [id] },
          { start, goal: goal(), ignore: [id] },
          ...(target === id
            ? []
            : [
                {
                  start,
                  goal: { kind: 'base' as const, id: target, shape: world.footprintOf(target) },
                  ignore: [id, target],
                },
              ]),
        ];
        for (const q of queries) {
          // The obstacles the query keeps at the full clearance: neither ignored nor relaxed (the
          // start, or a target base, already closer to them than the clearance).
          const near = (o: RouteObstacle, f: Footprint) => distanceMm(o.shape, f) < clearanceMm;
          kept = obstacles.filter(
            (o) =>
              !q.ignore.includes(o.id) &&
              !near(o, { kind: 'circle', center: start, radiusMm: 0 }) &&
              !(q.goal.kind === 'base' && near(o, q.goal.shape)),
          );
          index.route(q);
        }
      }
      expect(pruned).toBeGreaterThan(150);
      expect(tangents).toBeGreaterThan(pruned);
    });
  }
});

describe("the start's shadows leave out only segments that come too close to an obstacle (R-6.2)", () => {
  for (const seed of [23, 24]) {
    it(`seed ${seed}: every segment from the start left out passes closer to some obstacle than the gap the query keeps from it`, () => {
      const { world, ids, obstacles, index } = crowdedTable(seed);
      const clearanceMm = CROWDED_CLEARANCE_MM;
      const rng = rng32(seed * 13);
      index.startShadowAfter = 0;
      let gaps = new Map<string, number>();
      let pruned = 0;
      index.onStartPruned = (a, b) => {
        pruned++;
        // Worked out apart: the least of the obstacles' distances to the segment, less their gaps.
        const closest = Math.min(
          ...[...gaps].map(([id, gap]) => segmentDistance(a, b, obstacles.find((o) => o.id === id)!.shape) - gap),
        );
        expect(closest, `seed ${seed}: segment (${a.x}, ${a.y}) – (${b.x}, ${b.y})`).toBeLessThan(-1e-6);
      };
      for (const id of ids) {
        const start = world.sightOf(id);
        const target = ids[Math.floor(rng() * ids.length)];
        const queries = [
          {
            start,
            goal: { kind: 'point' as const, point: { x: 30 + rng() * 1140, y: 30 + rng() * 540 } },
            ignore: [id],
          },
          // From a contact position on the target's far side back to the mover (the walls probe of ).
          ...(target === id
            ? []
            : [
                {
                  start: farSide(world.footprintOf(target), start),
                  goal: { kind: 'point' as const, point: start },
                  approachGoal: true,
                  ignore: [id],
                },
              ]),
          ...(target === id
            ? []
            : [
                {
                  start,
                  goal: { kind: 'point' as const, point: farSide(world.footprintOf(target), start) },
                  contact: target,
                  ignore: [id],
                },
              ]),
        ];
        for (const q of queries) {
          // The gap the query keeps from each obstacle it does not ignore: the clearance, or less
          // where the start (or a goal it may approach) is already nearer (the readings of ).
          const ends: Footprint[] = [{ kind: 'circle', center: q.start, radiusMm: 0 }];
          if ('approachGoal' in q || 'contact' in q) ends.push({ kind: 'circle', center: q.goal.point, radiusMm: 0 });
          gaps = new Map(
            obstacles
              .filter((o) => !q.ignore.includes(o.id))
              .map((o) => [o.id, Math.min(clearanceMm, ...ends.map((e) => distanceMm(o.shape, e)))]),
          );
          index.route(q);
        }
      }
      expect(pruned).toBeGreaterThan(200);
    });
  }
});

describe('the search bounds change no route (R-6.1, R-6.2)', () => {
  for (const seed of [5, 6, 7]) {
    it(`seed ${seed}: routes from bases in contact (relaxed obstacles) equal the search without the trial bound or shadows`, () => {
      const { world, ids, obstacles, index } = crowdedTable(seed);
      const clearanceMm = CROWDED_CLEARANCE_MM;
      const rng = rng32(seed * 7);
      // Odd seeds: every relaxed site's shadows made (by default only where a search would make
      // many of its pairs).
      if (seed % 2 === 1) index.shadowMinPairs = 0;
      // And the start's shadows from the first site linked (by default only once many are).
      if (seed % 2 === 1) index.startShadowAfter = 0;
      // The oracle: the same index's search with no trial bound and no shadows (every pair of a
      // relaxed site made and tested).
      const exhaustive = (q: Parameters<RouteIndex['route']>[0]) => index.routeUnpruned(q);
      let relaxedStarts = 0;
      let reachable = 0;
      let endingOnArcs = 0;
      for (const id of ids) {
        const start = world.sightOf(id);
        if (
          obstacles.some(
            (o) => o.id !== id && distanceMm(o.shape, { kind: 'circle', center: start, radiusMm: 0 }) < clearanceMm,
          )
        )
          relaxedStarts++;
        const target = ids[Math.floor(rng() * ids.length)];
        const queries = [
          {
            start,
            goal: { kind: 'point' as const, point: { x: 30 + rng() * 1140, y: 30 + rng() * 540 } },
            ignore: [id],
            approachGoal: rng() < 0.5,
          },
          ...(target === id
            ? []
            : [
                {
                  start,
                  goal: { kind: 'base' as const, id: target, shape: world.footprintOf(target) },
                  ignore: [id, target],
                },
              ]),
          // A contact position on the target's far side: the route may end along its outline.
          ...(target === id
            ? []
            : [
                {
                  start,
                  goal: { kind: 'point' as const, point: farSide(world.footprintOf(target), start) },
                  contact: target,
                  ignore: [id],
                },
              ]),
        ];
        for (const q of queries) {
          const got = index.route(q);
          same(got, exhaustive(q), `seed ${seed} from ${id} to ${q.goal.kind === 'base' ? target : 'a point'}`);
          endsWhereItsPiecesEnd(got, start, `seed ${seed} from ${id}`);
          if (got.reachable && got.pieces.at(-1)?.type === 'arc') endingOnArcs++;
          if (!got.reachable || got.lengthMm < 1) continue;
          reachable++;
          // A caller's bound: below the length, no route; at it, the same route.
          const below = index.route({ ...q, maxLengthMm: got.lengthMm * 0.9 });
          expect(below.reachable).toBe(false);
          if (!below.reachable) expect(below.reason.code).toBe('longer-than-bound');
          same(
            index.route({ ...q, maxLengthMm: got.lengthMm + 1e-6 }),
            got,
            `seed ${seed} from ${id}, bounded at its length`,
          );
        }
      }
      // The cases the trial bound is about did occur.
      expect(relaxedStarts).toBeGreaterThan(5);
      expect(endingOnArcs).toBeGreaterThan(0);
      expect(reachable).toBeGreaterThan(20);
    });
  }
});

describe('ignoring obstacles is leaving them out (R-6.3, R-6.4)', () => {
  for (const seed of [11, 12, 13, 14]) {
    it(`seed ${seed}: routes ignoring several obstacles, near each other, equal those of an index without them`, () => {
      const scene = randomScene(seed, { fighters: 40, scenery: 8, contactChance: 0.3 });
      const world = new World(scene);
      const rng = rng32(seed * 13);
      const ids = world.fighterIds();
      const clearanceMm = 12.5;
      const obstacles = obstaclesOf(world);
      // Prepared (as a World's) on even seeds, worked out lazily on odd ones; kept across queries.
      const index = indexOf(obstacles, clearanceMm, scene.table, seed % 2 === 0);
      let compared = 0;
      let longerWithThem = 0;
      for (let k = 0; k < 40; k++) {
        // Two to five obstacles among the nearest to a random one, and the mover among the next
        // ones: tangents and arcs blocked by two of them (or more) at once occur only where
        // obstacles crowd, and the goal lies among them.
        const centre = obstacles[Math.floor(rng() * obstacles.length)];
        const near = obstacles
          .filter((o) => ids.includes(o.id) || o === centre)
          .sort((a, b) => distanceMm(a.shape, centre.shape) - distanceMm(b.shape, centre.shape));
        const n = 2 + Math.floor(rng() * 4);
        const mover = near.slice(n, n + 6).filter((o) => ids.includes(o.id))[0]?.id ?? ids[0];
        const start = world.sightOf(mover);
        const ignore = [mover, ...near.slice(0, n).map((o) => o.id)];
        const c = world.sightOf(ids.includes(centre.id) ? centre.id : mover);
        const goal = {
          kind: 'point' as const,
          point: {
            x: Math.min(Math.max(c.x + (rng() - 0.5) * 160, 20), scene.table.width - 20),
            y: Math.min(Math.max(c.y + (rng() - 0.5) * 160, 20), scene.table.depth - 20),
          },
        };
        const q = { start, goal, ignore, approachGoal: rng() < 0.5 };
        const without = new RouteIndex(
          obstacles.filter((o) => !ignore.includes(o.id)),
          clearanceMm,
          scene.table,
        ).route({ start, goal, approachGoal: q.approachGoal });
        const got = index.route(q);
        same(got, without, `seed ${seed} query ${k} ignoring ${ignore.join(',')}`);
        compared++;
        const withThem = index.route({ start, goal, ignore: [mover], approachGoal: q.approachGoal });
        if (got.reachable && (!withThem.reachable || withThem.lengthMm > got.lengthMm + 1)) longerWithThem++;
      }
      expect(compared).toBe(40);
      // The obstacles ignored were in the way of some of these routes.
      expect(longerWithThem).toBeGreaterThan(3);
    });
  }
});

describe('obstacles ignored in a row (R-6.3, R-6.4): the one kept still blocks', () => {
  // A wall standing on the table's near edge: a route from its left to its right goes over it,
  // along its top side (a tangent between its two top corners, clearance 10) and round a round
  // obstacle R sitting on it (an arc between two tangents). Three small discs lie on each of
  // those: a query ignores two and keeps one, in every way. The index finds the obstacles near a
  // tangent or an arc in its own order: whichever two it meets first, the third still blocks.
  const clearanceMm = 10;
  const table = { width: 700, depth: 400 };
  const wall: RouteObstacle = {
    id: 'wall',
    shape: {
      kind: 'polygon',
      convex: true,
      points: [
        { x: 100, y: 0 },
        { x: 500, y: 0 },
        { x: 500, y: 200 },
        { x: 100, y: 200 },
      ],
    },
  };
  const disc = (id: string, x: number, y: number): RouteObstacle => ({
    id,
    shape: { kind: 'circle', center: { x, y }, radiusMm: 2 },
  });
  const start = { x: 50, y: 100 };
  const goal = { kind: 'point' as const, point: { x: 650, y: 100 } };
  const cases: [string, RouteObstacle[]][] = [
    ['the top side (a tangent)', [disc('d1', 160, 213), disc('d2', 200, 213), disc('d3', 240, 213)]],
    [
      'the arc round R',
      [
        { id: 'R', shape: { kind: 'circle', center: { x: 300, y: 230 }, radiusMm: 30 } },
        ...[80, 90, 100].map((deg, k) =>
          disc(`a${k + 1}`, 300 + 45 * Math.cos((deg * Math.PI) / 180), 230 + 45 * Math.sin((deg * Math.PI) / 180)),
        ),
      ],
    ],
  ];
  for (const [what, extra] of cases) {
    it(`${what}: ignoring two of three discs equals leaving those two out, and the third lengthens the route`, () => {
      const obstacles = [wall, ...extra];
      const discs = extra.filter((o) => o.id !== 'R').map((o) => o.id);
      for (const prepared of [false, true]) {
        const index = indexOf(obstacles, clearanceMm, table, prepared);
        const free = index.route({ start, goal, ignore: discs });
        expect(free.reachable).toBe(true);
        for (const kept of discs) {
          const ignore = discs.filter((id) => id !== kept);
          // Asked before and after the query that ignores all three (the index keeps what it learns).
          for (const pass of [0, 1]) {
            const got = index.route({ start, goal, ignore });
            const without = new RouteIndex(
              obstacles.filter((o) => !ignore.includes(o.id)),
              clearanceMm,
              table,
            ).route({ start, goal });
            same(got, without, `${what}: keeping ${kept} (prepared ${prepared}, pass ${pass})`);
            if (got.reachable && free.reachable)
              expect(got.lengthMm, `keeping ${kept}`).toBeGreaterThan(free.lengthMm + 0.5);
            index.route({ start, goal, ignore: discs });
          }
        }
      }
    });
  }
});

describe('a trial bound raised mid-search (R-6.1, R-6.2)', () => {
  // The start touches base B (relaxed: its sites at gap 0, or 5 mm), and a wall stands between it and the
  // goal: the route leaves round B's corner straight for the wall's far end, a tangent from a
  // relaxed site to an index site far beyond the first trial bound (1.5 × 200 + 8 × 12.5 + 50 =
  // 450 mm). The search raises its bound twice, making that tangent for B's corner, reached long
  // before, and linking it round B's corner from the nodes settled there.
  const clearanceMm = 12.5;
  const table = { width: 1000, depth: 400 };
  const square = (cx: number, cy: number, half: number): Footprint => ({
    kind: 'polygon',
    convex: true,
    points: [
      { x: cx - half, y: cy - half },
      { x: cx + half, y: cy - half },
      { x: cx + half, y: cy + half },
      { x: cx - half, y: cy + half },
    ],
  });
  const wall: RouteObstacle = {
    id: 'wall',
    shape: {
      kind: 'polygon',
      convex: true,
      points: [
        { x: 20, y: 195 },
        { x: 900, y: 195 },
        { x: 900, y: 205 },
        { x: 20, y: 205 },
      ],
    },
  };
  const b: RouteObstacle = { id: 'B', shape: square(130, 100, 12.5) };
  for (const [what, start, goal] of [
    ["from B's west side", { x: 117.5, y: 100 }, { x: 100, y: 300 }],
    ["from B's south side", { x: 130, y: 87.5 }, { x: 140, y: 320 }],
    // 5 mm from B: its sites are circles of radius 5, left along arcs.
    ['5 mm west of B', { x: 112.5, y: 104 }, { x: 100, y: 300 }],
  ] as const) {
    it(`${what}: the same route as the search without any bound`, () => {
      for (const prepared of [false, true]) {
        const index = indexOf([wall, b], clearanceMm, table, prepared);
        const q = { start, goal: { kind: 'point' as const, point: goal } };
        const got = index.route(q);
        const exhaustive = index.routeUnpruned(q);
        same(got, exhaustive, `${what} (prepared ${prepared})`);
        expect(got.reachable).toBe(true);
        // Far beyond the first trial bound (and its double): the bound was raised twice at least.
        if (got.reachable) expect(got.lengthMm).toBeGreaterThan(2 * 450);
        // Asked again, the index (its relaxed sites kept) gives it again.
        same(index.route(q), got, `${what} again`);
      }
    });
  }
});
