// Route benchmarks (issue: movement routes): walk to a point, charge a target, and a drag (100
// successive queries while the goal moves 5 mm at a time) on the line-of-sight bench scene, against
// a baseline grid A* (5 mm cells, 8-connected, the same obstacles and clearance) in the same run,
// with the baseline's length error against the exact route.
import { baseWidthMm } from '../geometry/base';
import { moveObstacles, judgeMove, routeIndexOf } from '../geometry/moves';
import { findRoute } from '../geometry/route';
import type { Point } from '../geometry/vec';
import type { Scene } from '../geometry/scene';
import { World } from '../geometry/world';
import { CELL_MM, type Grid, buildGrid, gridAStar, gridAStarToBase } from './baseline-grid';
import { type Emit, gcOverlap, median, ms, quantile, timeRuns, timeRunsAt, watchGc } from './run';
import { benchScene, rng32 } from './scenes';

const WALKS = 300;
/** Walks also routed by the grid baseline (it takes ~10 ms each). */
const BASELINE_WALKS = 100;
const DRAGS = 5;
/** Charges also routed by the grid baseline (a grid per charge: its obstacles leave the target out). */
const BASELINE_CHARGES = 30;

type Query = { mover: string; goal: Point };

/**
 * Each query's best of `n` runs (after the timed pass): on a shared machine a load spike or a
 * garbage collection lands on some single run; a query slow in all its runs is slow indeed.
 */
function bestOf(fn: (i: number) => void, queries: number, n = 3): number[] {
  const out: number[] = [];
  for (let i = 0; i < queries; i++) {
    let best = Infinity;
    for (let k = 0; k < n; k++) {
      const t0 = performance.now();
      fn(i);
      best = Math.min(best, performance.now() - t0);
    }
    out.push(best);
  }
  return out;
}

/**
 * The engine's code compiled before any timed run. A fresh process compiles the route code over
 * its first ~1,000 queries: on 2 cores, V8's background compilations (up to ~150 ms each for the
 * search) take the processor from the queries, and a search deoptimised by a kind of query it has
 * not met yet (a charge after walks) runs unoptimised until it is compiled again. That is a cost
 * paid once per process, not per query: the timed runs below come after walks and charges on four
 * other tables, each with its own World and indexes (nothing of the bench table is made before
 * its own runs: a charge's first query of a pair is still timed cold). Two queries in three are
 * charges: what a charge alone calls, once per query (its contact positions, the contact and fit
 * tests, R-6.6), is compiled only after ~1,500 of them; with 400 (two tables, one query in three)
 * those compilations fell in the timed charges, 2–5 ms each. The warm-up's queries are timed too
 * and reported (`route-warmup`), so the first-run figures stay visible.
 */
function warmUp(seed: number): number[] {
  const world = new World(benchScene(seed));
  const rng = rng32(seed * 101);
  const ids = world.fighterIds();
  for (const id of ids) routeIndexOf(world, id);
  const times: number[] = [];
  for (let k = 0; k < 600; k++) {
    const mover = ids[Math.floor(rng() * ids.length)];
    const enemies = ids.filter((b) => world.fighter(b).side !== world.fighter(mover).side);
    const t0 = performance.now();
    if (k % 3 !== 0)
      judgeMove(world, { mover, goal: { target: enemies[Math.floor(rng() * enemies.length)] }, action: 'charge' });
    else judgeMove(world, { mover, goal: { point: { x: 50 + rng() * 1100, y: 50 + rng() * 500 } }, action: 'walk' });
    times.push(performance.now() - t0);
  }
  return times;
}

export async function run(emit: Emit): Promise<void> {
  emitWarmUp(emit);
  const scene = benchScene(1);
  const world = new World(scene);
  const ids = world.fighterIds();
  emitIndexBuild(emit, world, ids);
  const engine = await timeEngine(world, ids, rng32(7));
  const grids = new GridCache(world, scene);
  emitWalk(emit, world, scene, engine, grids);
  emitCharge(emit, world, scene, engine);
  emitDrag(emit, world, engine, grids);
}

/** The warm-up's own figures: first-run costs, per table, kept visible. */
function emitWarmUp(emit: Emit): void {
  const first = warmUp(2);
  const second = warmUp(3);
  const later = [...warmUp(4), ...warmUp(5)];
  emit({
    bench: 'route-warmup',
    queries: first.length + second.length + later.length,
    firstTableMedianMs: ms(median(first)),
    firstTableP99Ms: ms(quantile(first, 0.99)),
    firstTableMaxMs: ms(Math.max(...first)),
    secondTableMedianMs: ms(median(second)),
    secondTableP99Ms: ms(quantile(second, 0.99)),
    secondTableMaxMs: ms(Math.max(...second)),
    laterTablesMedianMs: ms(median(later)),
    laterTablesP99Ms: ms(quantile(later, 0.99)),
    laterTablesMaxMs: ms(Math.max(...later)),
  });
}

/** The indexes, one per level and clearance (a scene's build cost, paid once, not per query). */
function emitIndexBuild(emit: Emit, world: World, ids: readonly string[]): void {
  const byClearance = new Map<string, string>();
  for (const id of ids) byClearance.set(`${world.fighter(id).level}|${baseWidthMm(world.fighter(id).base)}`, id);
  const buildTimes: number[] = [];
  for (const id of byClearance.values()) {
    const t0 = performance.now();
    routeIndexOf(world, id);
    buildTimes.push(performance.now() - t0);
  }
  emit({
    bench: 'route-index-build',
    indexes: buildTimes.length,
    medianMs: ms(median(buildTimes)),
    maxMs: ms(Math.max(...buildTimes)),
    totalMs: ms(buildTimes.reduce((a, b) => a + b, 0)),
  });
}

type Charge = { mover: string; target: string };

/** One kind of query timed on the engine: every run, each query's best of 3, and the collector's share. */
type EngineTimes = { readonly times: number[]; readonly best: number[]; readonly gc: ReturnType<typeof gcOverlap> };

/** The queries asked of the engine and its times on them, for the figures and their baselines. */
type EngineRuns = {
  readonly walks: Query[];
  readonly charges: Charge[];
  readonly walk: EngineTimes;
  readonly charge: EngineTimes;
  readonly drag: EngineTimes;
};

/**
 * Walk queries: reachable points (chosen with the exact engine, untimed). Enough of them for a
 * p99 that is not just the slowest sample: 300 queries, timed twice.
 */
function pickWalks(world: World, ids: readonly string[], rng: () => number): Query[] {
  const walks: Query[] = [];
  for (let tries = 0; walks.length < WALKS && tries < 50000; tries++) {
    const mover = ids[Math.floor(rng() * ids.length)];
    const goal = { x: 50 + rng() * 1100, y: 50 + rng() * 500 };
    if (judgeMove(world, { mover, goal: { point: goal }, action: 'walk' }).reachable) walks.push({ mover, goal });
  }
  return walks;
}

/** Each fighter's nearest and second nearest enemy (timed), and its third (to compile the code on). */
function pickCharges(world: World, ids: readonly string[]): { timed: Charge[]; others: Charge[] } {
  const timed: Charge[] = [];
  const others: Charge[] = [];
  for (const a of ids) {
    const enemies = ids
      .filter((b) => world.fighter(b).side !== world.fighter(a).side)
      .map((b) => ({ b, d: world.distanceMm(a, b) }));
    enemies.sort((p, q) => p.d - q.d || (p.b < q.b ? -1 : 1));
    for (const e of enemies.slice(0, 2)) timed.push({ mover: a, target: e.b });
    for (const e of enemies.slice(2, 3)) others.push({ mover: a, target: e.b });
  }
  return { timed, others };
}

/** Drags: the goal moves 5 mm at a time, 100 queries, for each of 5 movers. */
function dragGoal(walks: readonly Query[], i: number): Query {
  const q = walks[Math.floor(i / 100) % DRAGS];
  return { mover: q.mover, goal: { x: q.goal.x + (i % 100) * 5 - 250, y: q.goal.y } };
}

/**
 * The engine's timed runs (walks, charges, drags) come first, the baselines after them: the
 * grids' garbage is then never collected during the engine's runs (its own is, and counted).
 */
async function timeEngine(world: World, ids: readonly string[], rng: () => number): Promise<EngineRuns> {
  const walks = pickWalks(world, ids, rng);
  const walk = (i: number) =>
    judgeMove(world, {
      mover: walks[i % walks.length].mover,
      goal: { point: walks[i % walks.length].goal },
      action: 'walk',
    });
  // The garbage collector's pauses are watched through the timed runs: the figures below include
  // them; apart (noGc…), the runs no pause fell in.
  const gc = watchGc();
  const walkRun = timeRunsAt(walk, walks.length * 2);
  const walkBest = bestOf(walk, walks.length);

  // Charges: each fighter charges its nearest enemy and its second nearest (120 charges), each
  // timed twice: the first time (cold: the relaxed sites round the target and their tangents are
  // made then) and again.
  const { timed: charges, others } = pickCharges(world, ids);
  // The code is compiled on other charges (each fighter's third nearest enemy) first: "cold"
  // below is a pair's first query (its relaxed sites made), not the engine's first run.
  for (const c of others) judgeMove(world, { mover: c.mover, goal: { target: c.target }, action: 'charge' });
  const charge = (i: number) =>
    judgeMove(world, {
      mover: charges[i % charges.length].mover,
      goal: { target: charges[i % charges.length].target },
      action: 'charge',
    });
  const chargeRun = timeRunsAt(charge, charges.length * 2, 0);
  const chargeBest = bestOf(charge, charges.length);

  const drag = (i: number) => {
    const d = dragGoal(walks, i);
    judgeMove(world, { mover: d.mover, goal: { point: d.goal }, action: 'walk' });
  };
  const dragRun = timeRunsAt(drag, 100 * DRAGS, 0);
  const dragBest = bestOf(drag, 100 * DRAGS);
  // The observer reports pauses asynchronously: one turn of the event loop, then the engine's runs
  // are matched with them (the baselines are not watched).
  await new Promise((r) => setTimeout(r, 0));
  gc.stop();
  return {
    walks,
    charges,
    walk: { times: walkRun.times, best: walkBest, gc: gcOverlap(walkRun, gc) },
    charge: { times: chargeRun.times, best: chargeBest, gc: gcOverlap(chargeRun, gc) },
    drag: { times: dragRun.times, best: dragBest, gc: gcOverlap(dragRun, gc) },
  };
}

/** The baseline's grids, one per mover (the same obstacles and clearance as its walk). */
class GridCache {
  private readonly grids = new Map<string, Grid>();
  constructor(
    private readonly world: World,
    private readonly scene: Scene,
  ) {}

  for(mover: string): Grid {
    let g = this.grids.get(mover);
    if (!g) {
      const f = this.world.fighter(mover);
      g = buildGrid(
        moveObstacles(this.world, mover, 'walk'),
        baseWidthMm(f.base) / 2,
        this.scene.table.width,
        this.scene.table.depth,
      );
      this.grids.set(mover, g);
    }
    return g;
  }
}

/** The grid baseline on the first walks: its times, and its length against the exact route's. */
type WalkBaseline = {
  times: number[];
  errors: number[];
  relErrors: number[];
  unreachable: number;
  detours: number;
  detourMaxMm: number;
};

/**
 * The grid's error against the exact length. An 8-connected path is at most 1/cos(22.5°) ≈ 8.2%
 * longer than the taut string it follows, plus about a cell at each end; beyond that the grid
 * went another way: a gap open to the exact route (wider than the base) is closed on the grid
 * when no chain of free cell centres fits in it (a corridor under ~1.5 cells), or the start
 * lies within its clearance of a base it stands against (the exact route may leave it, R-6.2
 * reading in geometry/route/index.ts; the grid's start cell is walled in). Those are counted apart.
 */
function walkBaseline(world: World, scene: Scene, walks: readonly Query[], grids: GridCache): WalkBaseline {
  for (const q of walks.slice(0, BASELINE_WALKS)) grids.for(q.mover);
  const out: WalkBaseline = { times: [], errors: [], relErrors: [], unreachable: 0, detours: 0, detourMaxMm: 0 };
  out.times = timeRuns(
    (i) => {
      const q = walks[i % BASELINE_WALKS];
      const len = gridAStar(grids.for(q.mover), world.sightOf(q.mover), q.goal);
      if (i < BASELINE_WALKS) {
        const exact = findRoute({
          start: world.sightOf(q.mover),
          goal: { kind: 'point', point: q.goal },
          clearanceMm: baseWidthMm(world.fighter(q.mover).base) / 2,
          obstacles: moveObstacles(world, q.mover, 'walk'),
          table: scene.table,
        });
        if (exact.reachable && !Number.isFinite(len)) out.unreachable++;
        else if (exact.reachable) {
          const err = len - exact.lengthMm;
          if (err > (1 / Math.cos(Math.PI / 8) - 1) * exact.lengthMm + 2 * Math.SQRT2 * CELL_MM) {
            out.detours++;
            out.detourMaxMm = Math.max(out.detourMaxMm, err);
          } else {
            out.errors.push(Math.abs(err));
            out.relErrors.push(Math.abs(err) / Math.max(exact.lengthMm, 1));
          }
        }
      }
    },
    BASELINE_WALKS,
    0,
  );
  return out;
}

/** The walks' figure: the engine against the grid on the same walks. */
function emitWalk(emit: Emit, world: World, scene: Scene, engine: EngineRuns, grids: GridCache): void {
  const { times: walkTimes, best: walkBest, gc: walkGc } = engine.walk;
  const base = walkBaseline(world, scene, engine.walks, grids);
  emit({
    bench: 'route-walk',
    queries: engine.walks.length,
    samples: walkTimes.length,
    medianMs: ms(median(walkTimes)),
    p99Ms: ms(quantile(walkTimes, 0.99)),
    maxMs: ms(Math.max(...walkTimes)),
    p99BestOf3Ms: ms(quantile(walkBest, 0.99)),
    maxBestOf3Ms: ms(Math.max(...walkBest)),
    gcHitSamples: walkGc.hit,
    gcPauseMs: ms(walkGc.gcMs),
    noGcP99Ms: ms(quantile(walkGc.clean, 0.99)),
    baselineMedianMs: ms(median(base.times)),
    baselineP99Ms: ms(quantile(base.times, 0.99)),
    baselineQueries: BASELINE_WALKS,
    ratio: Math.round((median(base.times) / median(walkTimes)) * 10) / 10,
    baselineCellMm: CELL_MM,
    // Over the queries where the grid follows the exact route's way round (within 8.2% + 2 cells).
    baselineLengthErrorMedianMm: ms(median(base.errors)),
    baselineLengthErrorMaxMm: ms(Math.max(...base.errors)),
    baselineLengthErrorMaxPct: Math.round(Math.max(...base.relErrors) * 1000) / 10,
    baselineSameWay: base.errors.length,
    // Queries where the grid goes round a gap it closes (longer still), or finds no route at all.
    baselineDetours: base.detours,
    baselineDetourMaxMm: ms(base.detourMaxMm),
    baselineUnreachable: base.unreachable,
  });
}

/**
 * The charges' figure. Baseline on the first charges: the grid A* to the target's outline, on a
 * grid of the charge's obstacles (the target excluded, as in the exact route to its edge), against
 * that exact route.
 */
function emitCharge(emit: Emit, world: World, scene: Scene, engine: EngineRuns): void {
  const { charges } = engine;
  const { times: chargeTimes, best: chargeBest, gc: chargeGc } = engine.charge;
  const chargeGrids = charges
    .slice(0, BASELINE_CHARGES)
    .map((c) =>
      buildGrid(
        moveObstacles(world, c.mover, 'charge', [c.target]),
        baseWidthMm(world.fighter(c.mover).base) / 2,
        scene.table.width,
        scene.table.depth,
      ),
    );
  const chargeExact = charges.slice(0, BASELINE_CHARGES).map((c) =>
    findRoute({
      start: world.sightOf(c.mover),
      goal: { kind: 'base', id: c.target, shape: world.footprintOf(c.target) },
      clearanceMm: baseWidthMm(world.fighter(c.mover).base) / 2,
      obstacles: moveObstacles(world, c.mover, 'charge', [c.target]),
      table: scene.table,
    }),
  );
  const chargeGridLens: number[] = [];
  const chargeBase = timeRuns(
    (i) => {
      const c = charges[i];
      chargeGridLens[i] = gridAStarToBase(chargeGrids[i], world.sightOf(c.mover), world.footprintOf(c.target));
    },
    BASELINE_CHARGES,
    0,
  );
  const chargeErrors: number[] = [];
  let chargeGridUnreachable = 0;
  chargeExact.forEach((exact, i) => {
    if (exact.reachable && !Number.isFinite(chargeGridLens[i])) chargeGridUnreachable++;
    else if (exact.reachable) chargeErrors.push(Math.abs(chargeGridLens[i] - exact.lengthMm));
  });
  emit({
    bench: 'route-charge',
    queries: charges.length,
    samples: chargeTimes.length,
    medianMs: ms(median(chargeTimes)),
    p99Ms: ms(quantile(chargeTimes, 0.99)),
    maxMs: ms(Math.max(...chargeTimes)),
    coldP99Ms: ms(quantile(chargeTimes.slice(0, charges.length), 0.99)),
    p99BestOf3Ms: ms(quantile(chargeBest, 0.99)),
    maxBestOf3Ms: ms(Math.max(...chargeBest)),
    gcHitSamples: chargeGc.hit,
    gcPauseMs: ms(chargeGc.gcMs),
    noGcP99Ms: ms(quantile(chargeGc.clean, 0.99)),
    baselineQueries: BASELINE_CHARGES,
    baselineMedianMs: ms(median(chargeBase)),
    baselineP99Ms: ms(quantile(chargeBase, 0.99)),
    baselineLengthErrorMedianMm: ms(median(chargeErrors)),
    baselineLengthErrorMaxMm: ms(Math.max(...chargeErrors)),
    baselineUnreachable: chargeGridUnreachable,
  });
}

/** The drags' figure: the engine against the grid on the same moving goals. */
function emitDrag(emit: Emit, world: World, engine: EngineRuns, grids: GridCache): void {
  const { times: dragTimes, best: dragBest, gc: dragGc } = engine.drag;
  const dragBase = timeRuns(
    (i) => {
      const d = dragGoal(engine.walks, i);
      gridAStar(grids.for(d.mover), world.sightOf(d.mover), d.goal);
    },
    100 * DRAGS,
    0,
  );
  emit({
    bench: 'route-drag',
    queries: 100 * DRAGS,
    medianMs: ms(median(dragTimes)),
    p99Ms: ms(quantile(dragTimes, 0.99)),
    maxMs: ms(Math.max(...dragTimes)),
    p99BestOf3Ms: ms(quantile(dragBest, 0.99)),
    maxBestOf3Ms: ms(Math.max(...dragBest)),
    gcHitSamples: dragGc.hit,
    gcPauseMs: ms(dragGc.gcMs),
    noGcP99Ms: ms(quantile(dragGc.clean, 0.99)),
    baselineMedianMs: ms(median(dragBase)),
    baselineP99Ms: ms(quantile(dragBase, 0.99)),
  });
}
