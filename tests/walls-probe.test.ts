// A contact position walled in (a pocket between bases) is proven so by a search from its
// side (geometry/moves/placement.ts, walledIn). The verdict is kept while nothing moves: a charge
// evaluated again does not prove the same pocket again, and any move works it out afresh.
import { describe, expect, it, vi } from 'vitest';
import { benchScene } from '../bench/scenes';
import { distanceMm } from '../geometry/footprint';
import { type MoveRequest, judgeMove, routeIndexOf } from '../geometry/moves';
import { World, sceneryFootprint } from '../geometry/world';

describe('a walled-in contact position (R-6.6)', () => {
  // On the bench table, f52 charging f39: its route to f39's edge ends where its base would
  // overlap f0, and the one contact position where its base fits is walled in (f33 closes the
  // pocket, 7 cm off). The scenery without sizes (impassable to all): no wall of f52's size is
  // crossed in a short move, which would open another way.
  const scene = benchScene(1);
  const table = { ...scene, scenery: scene.scenery.map(({ size: _size, ...rest }) => rest) } as typeof scene;
  const req: MoveRequest = { mover: 'f52', goal: { target: 'f39' }, action: 'charge' };

  it('is proven once while nothing moves, and worked out again when a base moves', () => {
    const world = new World(table);
    const index = routeIndexOf(world, 'f52');
    const route = vi.spyOn(index, 'route');
    const probes = () => route.mock.calls.filter(([q]) => q.maxSettled !== undefined).length;
    const first = judgeMove(world, req);
    // One probe per free run of f39's edges (each walled in).
    const proven = probes();
    expect(proven).toBeGreaterThan(0);
    expect(first.legal).toBe(false);
    expect(first.problems).toContainEqual(expect.objectContaining({ code: 'overlap', other: 'f0' }));
    expect(first.problems).toContainEqual({ code: 'no-free-edge', rule: 'R-6.6', target: 'f39' });

    // The same charge again: the same answer, without a second probe.
    expect(judgeMove(world, req)).toEqual(first);
    expect(probes()).toBe(proven);

    // f33 moved to a free place of the table: the pocket opens, and the position is reached by a
    // long way round. The answer is that of a World built afresh on the moved table (no verdict
    // kept from before the move), and differs.
    const print = world.footprintOf('f33');
    const others = world.fighterIds().filter((id) => id !== 'f33');
    let moved = false;
    for (let x = 60; x < 1140 && !moved; x += 20) {
      for (let y = 60; y < 540 && !moved; y += 20) {
        world.moveFighter('f33', [x, y]);
        const here = world.footprintOf('f33');
        const clear =
          others.every((id) => distanceMm(world.footprintOf(id), here) > 40) &&
          world.scene.scenery.every((s) => distanceMm(sceneryFootprint(s), here) > 40);
        if (clear) moved = true;
      }
    }
    expect(moved).toBe(true);
    expect(world.footprintOf('f33')).not.toEqual(print);
    const after = judgeMove(world, req);
    expect(after).toEqual(judgeMove(new World(world.scene), req));
    expect(after.end).not.toEqual(first.end);
    // the long way round is out of reach: the charge falls short.
    expect(after.notes.some((n) => n.code === 'falls-short')).toBe(true);
  });
});
