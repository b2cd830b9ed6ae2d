// Line-of-sight benchmark on the 60-fighter table (bench/scenes.ts): the whole `World.check()`
// pass (every ordered pair: distance, contact, view, line of sight) against the naive baseline
// (bench/baseline-los.ts: 360 sampled rays per pair against every barrier, no index), and the
// per-frame drag case: move one fighter, then recompute its row and column of pairs.
// `ratio` is baselineMedianMs / medianMs: how many times faster the engine is.
import { World } from '../geometry/world';
import { naiveAllPairs, naiveMove, naivePair, naiveWorld } from './baseline-los';
import { type Emit, median, ms, quantile, timeRuns } from './run';
import { benchScene } from './scenes';

const RUNS = 25;
const BASELINE_RUNS = 5;
const BASELINE_RAYS = 360;
const DRAG_FRAMES = 60;

export async function run(emit: Emit): Promise<void> {
  const scene = benchScene(1);
  const world = new World(scene);
  const ids = world.fighterIds();

  // The whole pass.
  const result = world.check();
  const times = timeRuns(() => world.check(), RUNS, 3);
  const nw = naiveWorld(scene);
  const naive = naiveAllPairs(nw, BASELINE_RAYS);
  const baseTimes = timeRuns(() => naiveAllPairs(nw, BASELINE_RAYS), BASELINE_RUNS, 1);
  let agree = 0;
  for (let k = 0; k < naive.length; k++) if (naive[k].obstruction === result.pairs[k].obstruction) agree++;
  emit({
    bench: 'los-all-pairs',
    medianMs: ms(median(times)),
    p95Ms: ms(quantile(times, 0.95)),
    baselineMedianMs: ms(median(baseTimes)),
    ratio: Math.round((median(baseTimes) / median(times)) * 10) / 10,
    pairs: result.pairs.length,
    runs: RUNS,
    baselineRuns: BASELINE_RUNS,
    baselineRays: BASELINE_RAYS,
    fighters: ids.length,
    scenery: scene.scenery.length,
    obstructionAgreement: Math.round((agree / naive.length) * 10000) / 10000,
  });

  // The drag: one fighter walks a small loop; each frame moves it and recomputes its row and column.
  const dragged = ids[Math.floor(ids.length / 2)];
  const index = ids.indexOf(dragged);
  const home = world.fighter(dragged);
  const at = (frame: number): [number, number, number] => {
    const t = (frame / DRAG_FRAMES) * 2 * Math.PI;
    return [home.position[0] + 30 * Math.cos(t), home.position[1] + 30 * Math.sin(t), home.facing + frame * 3];
  };
  const others = ids.filter((id) => id !== dragged);
  const rowAndColumn = () => {
    for (const o of others) {
      world.pair(dragged, o);
      world.pair(o, dragged);
    }
  };
  const moveTimes = timeRuns(
    (frame) => {
      const [x, y, facing] = at(frame);
      world.moveFighter(dragged, [x, y], facing);
    },
    DRAG_FRAMES,
    3,
  );
  const frameTimes = timeRuns(
    (frame) => {
      const [x, y, facing] = at(frame);
      world.moveFighter(dragged, [x, y], facing);
      rowAndColumn();
    },
    DRAG_FRAMES,
    3,
  );
  const baseFrameTimes = timeRuns(
    (frame) => {
      const [x, y, facing] = at(frame);
      naiveMove(nw, index, { ...home, position: [x, y], facing });
      const a = nw.fighters[index];
      for (const b of nw.fighters) {
        if (b === a) continue;
        naivePair(nw, a, b, BASELINE_RAYS);
        naivePair(nw, b, a, BASELINE_RAYS);
      }
    },
    Math.min(DRAG_FRAMES, 20),
    1,
  );
  world.moveFighter(dragged, home.position, home.facing);
  emit({
    bench: 'los-drag-row-column',
    medianMs: ms(median(frameTimes)),
    p95Ms: ms(quantile(frameTimes, 0.95)),
    baselineMedianMs: ms(median(baseFrameTimes)),
    ratio: Math.round((median(baseFrameTimes) / median(frameTimes)) * 10) / 10,
    pairs: 2 * others.length,
    runs: DRAG_FRAMES,
    baselineRuns: Math.min(DRAG_FRAMES, 20),
  });
  emit({
    bench: 'los-drag-move',
    medianMs: ms(median(moveTimes)),
    p95Ms: ms(quantile(moveTimes, 0.95)),
    runs: DRAG_FRAMES,
  });

  // The same pass on other tables of the same make, for spread.
  const seeds = [2, 3, 4, 5];
  const perSeed = seeds.map((seed) => {
    const w = new World(benchScene(seed));
    return ms(median(timeRuns(() => w.check(), 10, 2)));
  });
  emit({ bench: 'los-all-pairs-other-seeds', seeds, medianMs: perSeed, runs: 10 });
}
