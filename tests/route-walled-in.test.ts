// A walk to a point walled in by scenery (issue: big battles): the search backwards from the goal
// runs out of ground first and answers `no-way-through` at once, the answer the whole search
// gives (R-6.1, R-6.2: no route keeps the clearance through a gap narrower than the base).
import { describe, expect, it } from 'vitest';
import { randomScene } from '../bench/scenes';
import { distanceMm } from '../geometry/footprint';
import { type RouteObstacle, RouteIndex } from '../geometry/route';
import { WALLED_IN_AFTER } from '../geometry/route/route-index';
import { mulberry32 } from '../geometry/rng';
import { parseScene } from '../geometry/scene';
import { World } from '../geometry/world';

/** A square wall of 100 mm round (cx, cy), 10 mm thick, with a gap of `gapMm` in its right side. */
function walls(cx: number, cy: number, gapMm: number): [number, number][] {
  const h = gapMm / 2;
  return [
    [cx - 50, cy - 50],
    [cx + 50, cy - 50],
    [cx + 50, cy - h],
    [cx + 40, cy - h],
    [cx + 40, cy - 40],
    [cx - 40, cy - 40],
    [cx - 40, cy + 40],
    [cx + 40, cy + 40],
    [cx + 40, cy + h],
    [cx + 50, cy + h],
    [cx + 50, cy + 50],
    [cx - 50, cy + 50],
  ];
}

/** The bench table's density (60 fighters, 12 pieces), with the walls at (cx, cy) and no fighter within 90 mm of them. */
function table(seed: number, cx: number, cy: number, gapMm: number): World {
  const scene = randomScene(seed, { fighters: 60, scenery: 12, table: { width: 1200, depth: 600 } });
  const before = new World(scene);
  const centre = { kind: 'circle' as const, center: { x: cx, y: cy }, radiusMm: 0 };
  const input = JSON.parse(JSON.stringify(scene));
  input.fighters = input.fighters.filter((f: { id: string }) => distanceMm(before.footprintOf(f.id), centre) > 90);
  input.scenery = input.scenery.filter(
    (s: { id: string }) => distanceMm(before.sceneryFootprintOf(s.id)!, centre) > 90,
  );
  input.scenery.push({ id: 'walls', kind: 'wall', size: 3, shape: { type: 'polygon', points: walls(cx, cy, gapMm) } });
  return new World(parseScene(input));
}

function obstaclesOf(world: World): RouteObstacle[] {
  return [
    ...world.fighterIds().map((id) => ({ id, shape: world.footprintOf(id) })),
    ...world.scene.scenery.map((s) => ({ id: s.id, shape: world.sceneryFootprintOf(s.id)! })),
  ];
}

describe('a walk to a point walled in', () => {
  it('answers as the whole search does: no way through a 10 mm gap for a 25 mm base, a way through a 40 mm one', () => {
    for (const seed of [3, 17]) {
      for (const [gapMm, walled] of [
        [10, true],
        [40, false],
      ] as const) {
        const world = table(seed, 300, 300, gapMm);
        const index = new RouteIndex(obstaclesOf(world), 12.5, world.scene.table);
        index.walledInAfter = WALLED_IN_AFTER;
        const oracle = new RouteIndex(obstaclesOf(world), 12.5, world.scene.table);
        const rng = mulberry32(seed);
        for (const id of world.fighterIds().filter(() => rng() < 0.25)) {
          const [x, y] = world.fighter(id).position;
          const q = {
            start: { x, y },
            goal: { kind: 'point' as const, point: { x: 300 + (rng() - 0.5) * 40, y: 300 + (rng() - 0.5) * 40 } },
            ignore: [id],
          };
          const got = index.route(q);
          expect(got).toEqual(oracle.routeUnpruned(q));
          expect(got.reachable).toBe(!walled);
        }
        // The backwards search, not the whole one, answered the walled-in walks.
        if (walled) expect(index.walledInProofs).toBeGreaterThan(0);
        else expect(index.walledInProofs).toBe(0);
      }
    }
  });
});
