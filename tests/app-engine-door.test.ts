// The app's door to the engine (src/app/engine/index.ts): the World's answers come from a chunk
// loaded after the first frame. Before it is in, a question suspends (the promise of the chunk is
// thrown, as React Suspense expects) and the counters read zero; once in, the door gives exactly
// the core's answers. Each test loads the door afresh (its loaded state is per page).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { benchScene } from '../bench/scenes';
import { World } from '../geometry/index';

type Door = typeof import('../src/app/engine');

async function freshDoor(): Promise<Door> {
  vi.resetModules();
  return import('../src/app/engine');
}

/** What a call throws (or undefined if it answers). */
function thrownBy(f: () => unknown): unknown {
  try {
    f();
    return undefined;
  } catch (e) {
    return e;
  }
}

describe('the engine door (src/app/engine)', () => {
  beforeEach(() => vi.useRealTimers());

  it('suspends a question until the core is in, then answers as the core does', async () => {
    const door = await freshDoor();
    const scene = benchScene(3);
    expect(door.engineReady()).toBe(false);
    expect(door.worldRebuilds()).toBe(0);
    expect(door.moveTimings()).toEqual([]);
    const thrown = thrownBy(() => door.contacts(scene));
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(door.engineReady()).toBe(true);
    const core = await import('../src/app/engine/core');
    const [a, b] = scene.fighters;
    expect(door.contacts(scene)).toEqual(core.contacts(scene));
    expect(door.explainLos(scene, a.id, b.id)).toEqual(core.explainLos(scene, a.id, b.id));
    expect(door.measure(scene, { kind: 'fighter', id: a.id }, { kind: 'fighter', id: b.id })).toEqual(
      core.measure(scene, { kind: 'fighter', id: a.id }, { kind: 'fighter', id: b.id }),
    );
    expect(door.worldRebuilds()).toBeGreaterThan(0);
  });

  it('loads the core once, however many ask', async () => {
    const door = await freshDoor();
    const first = door.loadEngine();
    expect(door.loadEngine()).toBe(first);
    expect(thrownBy(() => door.worldFor(benchScene(1)))).toBe(first);
    await first;
    expect(thrownBy(() => door.worldFor(benchScene(1)))).toBeUndefined();
  });

  it('starts the idle warm-up only once the core is in, and a cancel before then starts nothing', async () => {
    const door = await freshDoor();
    const cancel = door.warmRoutes(benchScene(2));
    cancel();
    await door.loadEngine();
    await new Promise((r) => setTimeout(r, 200));
    expect(door.routeWarmQueries()).toBe(0);
    // The same call left running warms once the core is in (the count the cancel kept at zero).
    const stop = door.warmRoutes(benchScene(2));
    const t0 = Date.now();
    while (door.routeWarmQueries() === 0 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(door.routeWarmQueries()).toBeGreaterThan(0);
  });

  it("gives the first screen the engine's base outline without the World", async () => {
    const door = await freshDoor();
    for (const f of benchScene(4).fighters)
      expect(door.fighterFootprint(f)).toEqual(new World(benchScene(4)).footprintOf(f.id));
    expect(door.engineReady()).toBe(false);
  });
});
