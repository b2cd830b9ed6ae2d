// Move judge benchmark: charges whose default end (the nearest point of the target's
// edge) does not fit or does not touch, so the judge places the base exactly on the target's free
// edges (geometry/moves/placement.ts). Timed through judgeMove on the route bench's table, after
// the code has been compiled on other tables: the first runs' median and p99, the median and
// p99 of each query's best of 3.
import { judgeMove } from '../geometry/moves';
import { ignoredBy, routeIndexOf } from '../geometry/moves/obstacles';
import { World } from '../geometry/world';
import { type Emit, median, ms, quantile } from './run';
import { benchScene } from './scenes';

type Charge = { readonly mover: string; readonly target: string };

/** Every charge of a table within its potential, and those of them the judge places exactly. */
function chargesOf(world: World): { all: Charge[]; placed: Charge[] } {
  const ids = world.fighterIds();
  const all: Charge[] = [];
  const placed: Charge[] = [];
  for (const mover of ids) {
    const me = world.fighter(mover);
    for (const target of ids) {
      if (world.fighter(target).side === me.side || world.distanceMm(mover, target) > me.mov * 20) continue;
      const c = { mover, target };
      all.push(c);
      // The route to the target's outline: where the default end would be. A judged end elsewhere
      // is an exact placement.
      const plain = routeIndexOf(world, mover).route({
        start: world.sightOf(mover),
        goal: { kind: 'base', id: target, shape: world.footprintOf(target) },
        ignore: ignoredBy(world, mover, false, [target], [], 'charge'),
      });
      const j = judgeMove(world, { mover, goal: { target }, action: 'charge' });
      if (plain.reachable && j.withinPotential && Math.hypot(j.end.x - plain.end.x, j.end.y - plain.end.y) > 1e-6)
        placed.push(c);
    }
  }
  return { all, placed };
}

const judge = (world: World, c: Charge) =>
  judgeMove(world, { mover: c.mover, goal: { target: c.target }, action: 'charge' });

export async function run(emit: Emit): Promise<void> {
  // Compiled first on every charge of three other tables.
  for (const seed of [2, 3, 4]) {
    const w = new World(benchScene(seed));
    for (const c of chargesOf(w).all) judge(w, c);
  }
  // Timed on three tables (the route bench's and two more: enough queries for a p99 that is not
  // just the slowest), each a fresh World with its indexes built: the first run of a query is cold.
  const times: number[] = [];
  const best: number[] = [];
  let charges = 0;
  for (const seed of [1, 6, 7]) {
    const world = new World(benchScene(seed));
    const { all, placed } = chargesOf(new World(benchScene(seed)));
    charges += all.length;
    for (const id of world.fighterIds()) routeIndexOf(world, id);
    for (const c of placed) {
      let b = Infinity;
      for (let k = 0; k < 3; k++) {
        const t0 = performance.now();
        judge(world, c);
        const t = performance.now() - t0;
        if (k === 0) times.push(t);
        b = Math.min(b, t);
      }
      best.push(b);
    }
  }
  emit({
    bench: 'moves-charge',
    charges,
    queries: best.length,
    firstMedianMs: ms(median(times)),
    firstP99Ms: ms(quantile(times, 0.99)),
    medianMs: ms(median(best)),
    p99BestOf3Ms: ms(quantile(best, 0.99)),
    maxBestOf3Ms: ms(Math.max(...best)),
  });
}
