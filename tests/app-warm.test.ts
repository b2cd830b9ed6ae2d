// The app compiles the route code in idle time after a table loads (src/app/engine/route-warm.ts):
// route queries whose answers are dropped. They must change no verdict and
// no part of the table, and stop at the user's first move. Each test loads the engine afresh (its
// warm-up state is per page).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { benchScene } from '../bench/scenes';
import { type MoveRequest, judgeMove } from '../geometry/moves';
import { World } from '../geometry/world';

type Engine = typeof import('../src/app/engine/core');

async function freshEngine(): Promise<Engine> {
  vi.resetModules();
  return import('../src/app/engine/core');
}

/** Wait until `done()` holds (polling every 20 ms), at most `ms`. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const t0 = Date.now();
  while (!done() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
}

describe('the route code compiled in idle time (R-6.1, R-6.5)', () => {
  beforeEach(() => vi.useRealTimers());

  it('runs its queries, then changes neither the table nor any verdict', async () => {
    const engine = await freshEngine();
    const scene = benchScene(2);
    const before = JSON.stringify(scene);
    const cancel = engine.warmRoutes(scene);
    await until(() => engine.routeWarmQueries() >= engine.ROUTE_WARM_QUERIES, 60_000);
    cancel();
    expect(engine.routeWarmQueries()).toBe(engine.ROUTE_WARM_QUERIES);
    expect(JSON.stringify(scene)).toBe(before);
    // The engine's World, warmed, answers as a World that never ran a query.
    const warmed = engine.worldFor(scene);
    const fresh = new World(scene);
    const ids = scene.fighters.map((f) => f.id);
    for (let k = 0; k < 40; k++) {
      const mover = ids[(k * 7) % ids.length];
      const side = scene.fighters.find((f) => f.id === mover)!.side;
      const enemy = scene.fighters.find((f) => f.side !== side && (k * 13) % 3 === 0)?.id;
      const req: MoveRequest =
        enemy && k % 2 === 0
          ? { mover, goal: { target: enemy }, action: 'charge' }
          : { mover, goal: { point: { x: 60 + ((k * 97) % 1080), y: 60 + ((k * 53) % 480) } }, action: 'walk' };
      const got = judgeMove(warmed, req);
      const want = judgeMove(fresh, req);
      const what = `${mover} ${req.action} to ${JSON.stringify(req.goal)}`;
      expect(got.reachable, what).toBe(want.reachable);
      expect(got.legal, what).toBe(want.legal);
      if (want.lengthMm !== null) expect(got.lengthMm, what).toBeCloseTo(want.lengthMm, 9);
      expect(got.end.x, what).toBeCloseTo(want.end.x, 9);
      expect(got.end.y, what).toBeCloseTo(want.end.y, 9);
    }
  }, 90_000);

  it('waits, on a table without fighters, for a table to warm', async () => {
    const engine = await freshEngine();
    const empty = { ...benchScene(2), fighters: [] };
    engine.warmRoutes(empty);
    await new Promise((r) => setTimeout(r, 300));
    expect(engine.routeWarmQueries()).toBe(0);
    engine.warmRoutes(benchScene(2));
    await until(() => engine.routeWarmQueries() >= 20, 60_000);
    expect(engine.routeWarmQueries()).toBeGreaterThanOrEqual(20);
  }, 90_000);

  it('stops for good at the first move the user makes', async () => {
    const engine = await freshEngine();
    const scene = benchScene(3);
    engine.warmRoutes(scene);
    await until(() => engine.routeWarmQueries() >= 20, 60_000);
    expect(engine.routeWarmQueries()).toBeGreaterThanOrEqual(20);
    // The user drags a fighter: one move evaluated.
    const f = scene.fighters[0];
    engine.evaluateMove(
      scene,
      engine.moveStart(scene, f.id),
      { id: f.id, position: [f.position[0] + 20, f.position[1]], facing: f.facing },
      'walk',
    );
    const stopped = engine.routeWarmQueries();
    await new Promise((r) => setTimeout(r, 400));
    expect(engine.routeWarmQueries()).toBe(stopped);
    expect(stopped).toBeLessThan(engine.ROUTE_WARM_QUERIES);
    // A table loaded later warms nothing more either.
    engine.warmRoutes(benchScene(4));
    await new Promise((r) => setTimeout(r, 400));
    expect(engine.routeWarmQueries()).toBe(stopped);
  }, 90_000);
});
