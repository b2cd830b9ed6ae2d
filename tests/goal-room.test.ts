// R-6.2 (Confédé V-A) the base trails behind its sight: a walk to a point closer than the clearance
// to an obstacle ends with a last straight whose clearance disc stops where it stands, at most one
// clearance short of the goal. The room it may stop on (geometry/route/goal-room.ts) in closed form:
// a goal with none is refused as before (goal-inside-obstacle), a goal whose room is walled in is
// proved so without a whole-table search, and a route may pivot where the goal's clearance circle
// meets a straight edge. Hand-worked cases with their numbers; fast-check properties against
// sampled oracles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Footprint, circle, distPointFootprint, polygon } from '../geometry/footprint';
import { type RouteObstacle, RouteIndex } from '../geometry/route';
import { type NearObstacle, roomNearGoal } from '../geometry/route/goal-room';
import type { Point } from '../geometry/vec';
import { World } from '../geometry/world';
import { benchScene } from '../bench/scenes';

const TABLE = { width: 1200, depth: 600 };
const rect = (x0: number, y0: number, x1: number, y1: number): Footprint =>
  polygon([
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ]);
const walk = (start: Point, goal: Point, ignore: string[] = []) => ({
  start,
  goal: { kind: 'point' as const, point: goal },
  ignore,
  trailingEnd: true,
});

/** A square ring of walls, 100 mm round (300, 300), 10 mm thick, with a 10 mm gap in its right side. */
function ring(): RouteObstacle {
  const pts: [number, number][] = [
    [250, 250],
    [350, 250],
    [350, 295],
    [340, 295],
    [340, 260],
    [260, 260],
    [260, 340],
    [340, 340],
    [340, 305],
    [350, 305],
    [350, 350],
    [250, 350],
  ];
  return { id: 'walls', shape: polygon(pts.map(([x, y]) => ({ x, y }))) };
}

describe('R-6.2 room at a trailing end (goal-room.ts)', () => {
  it('in a 5 mm gap between two Ø25 bases there is no room for a Ø25 base: refused as too near, at once', () => {
    // A at (100, 300), B at (130, 300), both Ø25: their edges at 112.5 and 117.5. The goal (115, 300)
    // is 2.5 mm from each. The sight may stop 25 mm (12.5 + 12.5) from either centre; within
    // 12.5 mm of the goal the farthest point from both centres lies on x = 115, at
    // √(15² + 12.5²) = 19.5 mm < 25 from each: no room.
    const near: NearObstacle[] = [
      { shape: circle({ x: 100, y: 300 }, 12.5), gapMm: 12.5 },
      { shape: circle({ x: 130, y: 300 }, 12.5), gapMm: 12.5 },
    ];
    expect(roomNearGoal({ x: 115, y: 300 }, 12.5, near, TABLE).room).toEqual([]);
    const index = new RouteIndex(
      [
        { id: 'A', shape: near[0].shape },
        { id: 'B', shape: near[1].shape },
      ],
      12.5,
      TABLE,
    );
    const r = index.route(walk({ x: 115, y: 200 }, { x: 115, y: 300 }));
    expect(r).toEqual({ reachable: false, reason: { code: 'goal-inside-obstacle', id: 'A' }, obstaclesUsed: [] });
    // Centres 45 mm apart (edges 20 mm apart, the goal 10 mm from each): (115, 312.5) is
    // √(22.5² + 12.5²) = 25.7 mm ≥ 25 from both, room.
    const wide: NearObstacle[] = [
      { shape: circle({ x: 92.5, y: 300 }, 12.5), gapMm: 12.5 },
      { shape: circle({ x: 137.5, y: 300 }, 12.5), gapMm: 12.5 },
    ];
    expect(roomNearGoal({ x: 115, y: 300 }, 12.5, wide, TABLE).room.length).toBeGreaterThan(0);
  });

  it('2 mm inside a walled corner: no room (goal-inside-obstacle); 5 mm from one inner wall: room, walled in, proved so backwards', () => {
    const walls = ring();
    const index = new RouteIndex([walls], 12.5, TABLE);
    // One wall only: the search would run out of ground within the usual budget; a budget of one
    // node has the backwards proof answer.
    index.walledInAfter = 1;
    // (262, 262) is 2 mm from both inner sides (x = 260, y = 260): the sight may stand only where
    // x ≥ 272.5 and y ≥ 272.5, nearest (272.5, 272.5), √(10.5² + 10.5²) = 14.85 mm > 12.5 away.
    const corner = index.route(walk({ x: 600, y: 300 }, { x: 262, y: 262 }));
    expect(corner).toEqual({
      reachable: false,
      reason: { code: 'goal-inside-obstacle', id: 'walls' },
      obstaclesUsed: [],
    });
    expect(index.walledInProofs).toBe(0);
    // (265, 300), 5 mm from the inner left side: room at x ≥ 272.5 within 12.5 mm (e.g. (277.5, 300)),
    // but the ring's 10 mm gap is narrower than the 25 mm base: no way through.
    const inside = index.route(walk({ x: 600, y: 300 }, { x: 265, y: 300 }));
    expect(inside).toEqual({ reachable: false, reason: { code: 'no-way-through' }, obstaclesUsed: [] });
    expect(index.walledInProofs).toBe(1);
    // The whole search (no backwards proof) answers the same.
    const whole = new RouteIndex([walls], 12.5, TABLE);
    whole.walledInAfter = Infinity;
    expect(whole.route(walk({ x: 600, y: 300 }, { x: 265, y: 300 }))).toEqual(inside);
    // From inside the ring: a straight of 35 mm, its disc stopping at (277.5, 300), 17.5 mm from the wall.
    const within = index.route(walk({ x: 300, y: 300 }, { x: 265, y: 300 }));
    expect(within.reachable && within.lengthMm).toBeCloseTo(35, 9);
  });

  it('a goal 5 mm above a floor, reached along a corridor: the route pivots where its circle meets the floor’s edge', () => {
    // Floor wall y 100..110 and ceiling wall y 140..200, both x 0..400: the sight's corridor is
    // y 122.5..127.5 (clearance 12.5). Goal (200, 115), 5 mm above the floor. The disc may stop
    // where y ≥ 122.5 within 12.5 of the goal: x within ±√(12.5² − 7.5²) = ±10 of 200, so the
    // nearest pivot from the start (50, 125) is (190, 122.5): √(140² + 2.5²) = 140.0223 mm, then
    // the 12.5 mm straight in. A straight from the start to the goal would stop its disc at
    // y ≈ 115.8, 5.8 mm from the floor: no.
    const index = new RouteIndex(
      [
        { id: 'floor', shape: rect(0, 100, 400, 110) },
        { id: 'ceiling', shape: rect(0, 140, 400, 200) },
      ],
      12.5,
      TABLE,
    );
    const r = index.route(walk({ x: 50, y: 125 }, { x: 200, y: 115 }));
    expect(r.reachable).toBe(true);
    if (!r.reachable) return;
    expect(r.lengthMm).toBeCloseTo(Math.hypot(140, 2.5) + 12.5, 9);
    const last = r.pieces[r.pieces.length - 1];
    expect(last.type === 'segment' && last.a.x).toBeCloseTo(190, 9);
    expect(last.type === 'segment' && last.a.y).toBeCloseTo(122.5, 9);
  });
});

/** One to four circles and squares near a goal at (300, 300), each kept at the clearance or a relaxed gap. */
const nearArb = fc.array(
  fc.record({
    round: fc.boolean(),
    dx: fc.double({ min: -45, max: 45, noNaN: true }),
    dy: fc.double({ min: -45, max: 45, noNaN: true }),
    size: fc.double({ min: 5, max: 30, noNaN: true }),
    turn: fc.double({ min: 0, max: Math.PI, noNaN: true }),
    relaxed: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  { minLength: 1, maxLength: 4 },
);

function obstacleOf(o: { round: boolean; dx: number; dy: number; size: number; turn: number }): Footprint {
  const c = { x: 300 + o.dx, y: 300 + o.dy };
  if (o.round) return circle(c, o.size / 2);
  const h = o.size / 2;
  const corners = [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
  ];
  const [cs, sn] = [Math.cos(o.turn), Math.sin(o.turn)];
  return polygon(corners.map(([x, y]) => ({ x: c.x + x * cs - y * sn, y: c.y + x * sn + y * cs })));
}

describe('R-6.2 room at a trailing end: fast-check against sampled oracles', () => {
  it('no room in closed form ⇒ no sampled point within one clearance of the goal stands free; every room point stands free', () => {
    fc.assert(
      fc.property(nearArb, fc.double({ min: 10, max: 30, noNaN: true }), (raw, C) => {
        const g = { x: 300, y: 300 };
        const near: NearObstacle[] = raw.map((o) => ({
          shape: obstacleOf(o),
          gapMm: o.relaxed < 0.7 ? C : C * o.relaxed,
        }));
        const free = (p: Point, slack: number) => near.every((o) => distPointFootprint(p, o.shape) >= o.gapMm - slack);
        const { room } = roomNearGoal(g, C, near, TABLE);
        for (const p of room) {
          expect(Math.hypot(p.x - g.x, p.y - g.y)).toBeLessThanOrEqual(C + 1e-5);
          expect(free(p, 1e-5)).toBe(true);
        }
        if (room.length > 0) return;
        // The oracle: a polar grid of the disc (in tests only), every point short of free by more than rounding.
        let freeSeen = 0;
        for (let i = 0; i <= 40; i++)
          for (let k = 0; k < 144; k++) {
            const r = (C * i) / 40;
            const a = (k * Math.PI) / 72;
            if (free({ x: g.x + r * Math.cos(a), y: g.y + r * Math.sin(a) }, -1e-9)) freeSeen++;
          }
        expect(freeSeen).toBe(0);
      }),
      { numRuns: 200, seed: 30 },
    );
  });

  it('a trailing walk is found whenever some point within one clearance of the goal has a route, and is no longer than through it', () => {
    fc.assert(
      fc.property(nearArb, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (raw, startAt) => {
        const C = 12.5;
        const g = { x: 300, y: 300 };
        const obstacles = raw.map((o, i) => ({ id: `o${i}`, shape: obstacleOf(o) }));
        const start = { x: 300 + 150 * Math.cos(startAt), y: 300 + 150 * Math.sin(startAt) };
        if (obstacles.some((o) => distPointFootprint(start, o.shape) < C)) return;
        const index = new RouteIndex(obstacles, C, TABLE);
        const got = index.route(walk(start, g));
        // The oracle: routes to sampled points of the disc round the goal, then straight in (≤ C: free).
        let best = Infinity;
        for (let i = 1; i <= 4; i++)
          for (let k = 0; k < 48; k++) {
            const r = (C * i) / 4;
            const p = { x: g.x + r * Math.cos((k * Math.PI) / 24), y: g.y + r * Math.sin((k * Math.PI) / 24) };
            const to = index.route({ start, goal: { kind: 'point', point: p } });
            if (to.reachable) best = Math.min(best, to.lengthMm + r);
          }
        if (best < Infinity) {
          expect(got.reachable).toBe(true);
          if (got.reachable) expect(got.lengthMm).toBeLessThanOrEqual(best + 1e-6);
        }
      }),
      { numRuns: 150, seed: 30 },
    );
  });

  it('on the bench table: a walk to a point closer than the clearance to a base is found whenever a point within one clearance of it has a route', () => {
    const world = new World(benchScene(1));
    const ids = world.fighterIds();
    const obstacles = ids.map((id) => ({ id, shape: world.footprintOf(id) }));
    const scenery = world.scene.scenery.map((s) => ({ id: s.id, shape: world.sceneryFootprintOf(s.id)! }));
    const index = new RouteIndex([...obstacles, ...scenery], 12.5, world.scene.table);
    fc.assert(
      fc.property(
        fc.nat(ids.length - 1),
        fc.nat(ids.length - 1),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        (m, n, angle, gapMm) => {
          if (m === n) return;
          const near = world.footprintOf(ids[n]);
          const [cx, cy] = world.fighter(ids[n]).position;
          // A point gapMm from the base, out along the angle from its centre (the ray's last exit).
          let r = 0;
          while (
            r < 200 &&
            distPointFootprint({ x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) }, near) < gapMm
          )
            r += 0.25;
          const g = { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
          const [sx, sy] = world.fighter(ids[m]).position;
          const start = { x: sx, y: sy };
          const got = index.route(walk(start, g, [ids[m]]));
          let best = Infinity;
          for (let i = 1; i <= 4 && best === Infinity; i++)
            for (let k = 0; k < 90; k++) {
              const rr = (12.5 * i) / 4;
              const p = { x: g.x + rr * Math.cos((k * Math.PI) / 45), y: g.y + rr * Math.sin((k * Math.PI) / 45) };
              const to = index.route({ start, goal: { kind: 'point', point: p }, ignore: [ids[m]] });
              if (to.reachable) best = Math.min(best, to.lengthMm + rr);
            }
          if (best < Infinity) expect(got.reachable).toBe(true);
        },
      ),
      { numRuns: 80, seed: 30 },
    );
  });
});
