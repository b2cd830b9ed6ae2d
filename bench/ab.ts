// A/B in one run: this tree's engine against a baseline commit's (bench/ab-engines.ts), on the same
// queries, each sample timed on both in turn (pairedRuns), so a load spike on the shared machine
// falls on both. Figures: the route bench's walk, charge and drag (bench/route.ts), the
// all-pairs sight pass (bench/los.ts) and the same pass under Rag'narok, each a median per
// round; the line gives each side's best round, every round, and this / base.
//
//   npx tsx bench/run.ts ab                # against BASE_COMMIT
//   npx tsx bench/run.ts ab --base=<commit or directory>
import type { MoveJudgement, MoveRequest } from '../geometry/moves';
import type { Point } from '../geometry/vec';
import { type Engine, engineAt, thisEngine } from './ab-engines';
import { type Emit, median, ms, quantile } from './run';

/** main before issue 30's round of verdicts (R-6.2 goal room, R-5.2 seams, Rag'narok edge to edge). */
export const BASE_COMMIT = '2286281cb746ff8b33e5a8f093328324190ce7fe';
const ROUNDS = 3;
const WALKS = 300;
const DRAGS = 5;
const CHECK_RUNS = 25;
const RAGNAROK_RUNS = 60;
// Passes before a round's timed ones (bench/los.ts's counts); the code is compiled by warmUp before.
const CHECK_WARMUP = 3;
const RAGNAROK_WARMUP = 20;

type Walk = { readonly mover: string; readonly goal: Point };
type Charge = { readonly mover: string; readonly target: string };
/** The queries, and which charges and drags both engines judge alike (same verdict, problems and reach). */
type Queries = {
  readonly walks: readonly Walk[];
  readonly charges: readonly Charge[];
  readonly chargeAlike: readonly boolean[];
  readonly dragAlike: readonly boolean[];
};
// The charges and drags both engines judge alike, apart: a query whose verdict changed on purpose
// an end close ahead of a base was refused at once, now routed) costs what its new answer costs.
const FIGURES = [
  'walk',
  'charge',
  'charge-judged-alike',
  'drag',
  'drag-judged-alike',
  'all-pairs',
  'ragnarok-all-pairs',
] as const;
type Figure = (typeof FIGURES)[number];
/** A figure's samples on one engine: wall-clock ms, and the process's CPU ms (time descheduled left out). */
type Samples = { readonly wall: number[]; readonly cpu: number[] };
/** One round's times on one engine, per figure. */
type Round = Record<Figure, Samples>;

export async function run(emit: Emit): Promise<void> {
  const baseArg = process.argv.find((a) => a.startsWith('--base='))?.slice('--base='.length) ?? BASE_COMMIT;
  const engines = [await engineAt(baseArg), thisEngine()] as const;
  for (const e of engines) warmUp(e);
  const queries = pickQueries(engines);
  // An untimed round first: until the code settled a later round ran faster than an earlier one.
  timeRound(engines, queries);
  const rounds: Round[][] = [[], []];
  for (let r = 0; r < ROUNDS; r++) {
    const [a, b] = timeRound(engines, queries);
    rounds[0].push(a);
    rounds[1].push(b);
  }
  for (const figure of FIGURES) emit(figureLine(figure, baseArg, rounds));
}

/**
 * Each engine's code compiled before any timed round (bench/route.ts's warm-up: 600 queries, two
 * charges in three, on each of four other tables; then sight passes on one of them, both rulesets).
 */
function warmUp(e: Engine): void {
  for (const seed of [2, 3, 4, 5]) {
    const world = new e.World(e.benchScene(seed));
    const rng = e.rng32(seed * 101);
    const ids = world.fighterIds();
    for (let k = 0; k < 600; k++) {
      const mover = ids[Math.floor(rng() * ids.length)];
      const enemies = ids.filter((b) => world.fighter(b).side !== world.fighter(mover).side);
      const target = enemies[Math.floor(rng() * enemies.length)];
      const point = { x: 50 + rng() * 1100, y: 50 + rng() * 500 };
      if (k % 3 !== 0) e.judgeMove(world, { mover, goal: { target }, action: 'charge' });
      else e.judgeMove(world, { mover, goal: { point }, action: 'walk' });
    }
  }
  const scene = e.benchScene(2);
  for (const s of [scene, { ...scene, ruleset: 'ragnarok' as const }]) {
    const world = new e.World(s);
    for (let k = 0; k < RAGNAROK_WARMUP; k++) world.check();
  }
}

/**
 * The route bench's queries on table 1, the same for both engines: walks to points both find
 * reachable (bench/route.ts picks points its engine reaches; R-6.2's lateral clearance reaches more),
 * each fighter's charge on its nearest and second nearest enemy.
 */
function pickQueries(engines: readonly [Engine, Engine]): Queries {
  const worlds = engines.map((e) => new e.World(e.benchScene(1)));
  const ids = worlds[0].fighterIds();
  const rng = engines[0].rng32(7);
  const walks: Walk[] = [];
  for (let tries = 0; walks.length < WALKS && tries < 50000; tries++) {
    const mover = ids[Math.floor(rng() * ids.length)];
    const goal = { x: 50 + rng() * 1100, y: 50 + rng() * 500 };
    const reached = engines.every(
      (e, k) => e.judgeMove(worlds[k], { mover, goal: { point: goal }, action: 'walk' }).reachable,
    );
    if (reached) walks.push({ mover, goal });
  }
  const charges: Charge[] = [];
  for (const mover of ids) {
    const enemies = ids
      .filter((b) => worlds[0].fighter(b).side !== worlds[0].fighter(mover).side)
      .map((b) => ({ b, d: worlds[0].distanceMm(mover, b) }))
      .sort((p, q) => p.d - q.d || (p.b < q.b ? -1 : 1));
    for (const en of enemies.slice(0, 2)) charges.push({ mover, target: en.b });
  }
  const alike = (req: (k: number) => MoveRequest) => {
    const [a, b] = engines.map((e, k) => e.judgeMove(worlds[k], req(k)));
    return a.legal === b.legal && a.reachable === b.reachable && problemCodes(a) === problemCodes(b);
  };
  const chargeAlike = charges.map((c) =>
    alike(() => ({ mover: c.mover, goal: { target: c.target }, action: 'charge' })),
  );
  const dragAlike = Array.from({ length: 100 * DRAGS }, (_, i) => {
    const d = dragGoal(walks, i);
    return alike(() => ({ mover: d.mover, goal: { point: d.goal }, action: 'walk' }));
  });
  return { walks, charges, chargeAlike, dragAlike };
}

const problemCodes = (j: MoveJudgement): string => j.problems.map((p) => p.code).join();

/** The samples of the queries `alike` marks (sample i is query i mod its length). */
function alikeOnly(s: Samples, alike: readonly boolean[]): Samples {
  const keep = (_: number, i: number) => alike[i % alike.length];
  return { wall: s.wall.filter(keep), cpu: s.cpu.filter(keep) };
}

/** Drags: the goal moves 5 mm at a time, 100 queries, for each of 5 movers (bench/route.ts). */
function dragGoal(walks: readonly Walk[], i: number): Walk {
  const q = walks[Math.floor(i / 100) % DRAGS];
  return { mover: q.mover, goal: { x: q.goal.x + (i % 100) * 5 - 250, y: q.goal.y } };
}

/**
 * `fns[0]` and `fns[1]` timed in turn on each sample, the first to go alternating: on a shared
 * machine a load spike falls on both sides alike (whole rounds one after the other, an A/A run,
 * this tree against itself, read from 0.7 to 1.25).
 */
function pairedRuns(fns: readonly [(i: number) => void, (i: number) => void], runs: number, warmup = 0): Samples[] {
  const times: Samples[] = [
    { wall: [], cpu: [] },
    { wall: [], cpu: [] },
  ];
  for (let i = 0; i < warmup + runs; i++) {
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      fns[k](i);
      const t = performance.now() - t0;
      const c = process.cpuUsage(c0);
      if (i < warmup) continue;
      times[k].wall.push(t);
      times[k].cpu.push((c.user + c.system) / 1000);
    }
  }
  return times;
}

/** Both engines' fresh worlds on table 1 (each its own scene), route indexes built untimed (bench/route.ts). */
function worldsOf(engines: readonly [Engine, Engine], ruleset?: 'ragnarok') {
  return engines.map((e) => {
    const scene = e.benchScene(1);
    const world = new e.World(ruleset === undefined ? scene : { ...scene, ruleset });
    if (ruleset === undefined) for (const id of world.fighterIds()) e.routeIndexOf(world, id);
    return { e, world };
  });
}

/**
 * One round on both engines, on fresh worlds: walks twice, charges twice (the first time cold: a
 * pair's relaxed sites made then), drags once; the sight passes of bench/los.ts on each ruleset.
 */
function timeRound(engines: readonly [Engine, Engine], q: Queries): [Round, Round] {
  const ws = worldsOf(engines);
  const walk = (k: number, w: Walk) =>
    ws[k].e.judgeMove(ws[k].world, { mover: w.mover, goal: { point: w.goal }, action: 'walk' });
  const charge = (k: number, c: Charge) =>
    ws[k].e.judgeMove(ws[k].world, { mover: c.mover, goal: { target: c.target }, action: 'charge' });
  const nw = q.walks.length;
  const nc = q.charges.length;
  const walks = pairedRuns([(i) => walk(0, q.walks[i % nw]), (i) => walk(1, q.walks[i % nw])], nw * 2);
  const charges = pairedRuns([(i) => charge(0, q.charges[i % nc]), (i) => charge(1, q.charges[i % nc])], nc * 2);
  const drags = pairedRuns([(i) => walk(0, dragGoal(q.walks, i)), (i) => walk(1, dragGoal(q.walks, i))], 100 * DRAGS);
  const cs = worldsOf(engines);
  const checks = pairedRuns([() => cs[0].world.check(), () => cs[1].world.check()], CHECK_RUNS, CHECK_WARMUP);
  const rs = worldsOf(engines, 'ragnarok');
  const rag = pairedRuns([() => rs[0].world.check(), () => rs[1].world.check()], RAGNAROK_RUNS, RAGNAROK_WARMUP);
  const side = (k: number): Round => ({
    walk: walks[k],
    charge: charges[k],
    'charge-judged-alike': alikeOnly(charges[k], q.chargeAlike),
    drag: drags[k],
    'drag-judged-alike': alikeOnly(drags[k], q.dragAlike),
    'all-pairs': checks[k],
    'ragnarok-all-pairs': rag[k],
  });
  return [side(0), side(1)];
}

/** A figure's line: each side's best round median (and its p99), every round's median, this / base. */
function figureLine(figure: Figure, base: string, rounds: readonly Round[][]): Record<string, unknown> {
  const medians = rounds.map((side) => side.map((r) => median(r[figure].wall)));
  const cpuMedians = rounds.map((side) => side.map((r) => median(r[figure].cpu)));
  const p99s = rounds.map((side) => side.map((r) => quantile(r[figure].wall, 0.99)));
  const best = medians.map((m) => Math.min(...m));
  const bestCpu = cpuMedians.map((m) => Math.min(...m));
  return {
    bench: `ab-${figure}`,
    base,
    samplesPerRound: rounds[1][0][figure].wall.length,
    rounds: ROUNDS,
    baseMedianMs: ms(best[0]),
    medianMs: ms(best[1]),
    ratio: Math.round((best[1] / best[0]) * 1000) / 1000,
    baseRoundMediansMs: medians[0].map(ms),
    roundMediansMs: medians[1].map(ms),
    baseCpuMedianMs: ms(bestCpu[0]),
    cpuMedianMs: ms(bestCpu[1]),
    cpuRatio: Math.round((bestCpu[1] / bestCpu[0]) * 1000) / 1000,
    baseP99Ms: ms(Math.min(...p99s[0])),
    p99Ms: ms(Math.min(...p99s[1])),
  };
}
