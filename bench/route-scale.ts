// Routes on bigger tables (issue: big battles): tables of constant density (the bench table's,
// 60 fighters and 12 scenery pieces on 1200 x 600 mm, grown in area with the fighters).
// Two kinds of line per table size and query kind (first charge to the nearest enemy, first walk):
// - `route-scale` (form `cli`): `node bin/mire.js path … --json` as fresh processes running the
//   compiled CLI (dist-cli/, refused when stale), wall time of the whole process and its peak
//   resident memory (bench/peak-memory.mjs), best and median of RUNS;
// - `route-scale` (form `breakdown`): the same first query in process, split into reading and
//   parsing the scene, the World, the route index, the search and the answer's JSON, then 20 more
//   queries of the kind on the same index (median, max and the slowest one's goal).
//
//   npm run bench -- route-scale                    # 60 and 250 fighters
//   ROUTE_SCALE_SIZES=60,250,1000 npm run bench -- route-scale
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baseWidthMm } from '../geometry/base';
import { LIMITS } from '../geometry/limits';
import { judgeMove, routeIndexOf } from '../geometry/moves';
import { parseScene } from '../geometry/scene';
import { RouteIndex, WALLED_IN_AFTER } from '../geometry/route/route-index';
import { World } from '../geometry/world';
import { readScene } from '../src/cli/io';
import { main } from '../src/cli/main';
import { type Emit, median, ms } from './run';
import { randomScene, rng32 } from './scenes';

const REPEATS = 20;
const RUNS = 3;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MIRE = join(ROOT, 'bin', 'mire.js');
const PEAK = join(ROOT, 'bench', 'peak-memory.mjs');

type Kind = 'charge' | 'walk';
type FirstQuery = { mover: string; args: string[] };

/** The first query of a kind as `mire path` arguments: the same mover and goal as the child's. */
function firstQuery(world: World, kind: Kind): FirstQuery {
  const ids = world.fighterIds();
  const rng = rng32(11);
  const { width, depth } = world.scene.table;
  const mover = ids[Math.floor(rng() * ids.length)];
  if (kind === 'walk') {
    const x = 50 + rng() * (width - 100);
    const y = 50 + rng() * (depth - 100);
    return { mover, args: [mover, '--to', `${x},${y}`, '--action', 'walk', '--json'] };
  }
  return { mover, args: [mover, '--target', nearestEnemy(world, mover), '--action', 'charge', '--json'] };
}

function nearestEnemy(world: World, mover: string): string {
  let target = '';
  let best = Infinity;
  for (const b of world.fighterIds()) {
    if (world.fighter(b).side === world.fighter(mover).side) continue;
    const d = world.distanceMm(mover, b);
    if (d < best) [best, target] = [d, b];
  }
  return target;
}

/** One fresh compiled `mire path` process: its wall time and peak memory. */
function cliOnce(file: string, q: FirstQuery): { wallMs: number; peakMb: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', PEAK, MIRE, 'path', file, ...q.args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`route-scale: mire path exited with ${r.status}: ${r.stderr.slice(0, 300)}`);
  const last = r.stderr.trim().split('\n').pop() ?? '';
  return { wallMs, peakMb: Math.round((JSON.parse(last) as { maxRssKb: number }).maxRssKb / 1024) };
}

/** A table of the bench table's density with `fighters` fighters (one scenery piece per five). */
function scaledScene(fighters: number) {
  const grow = Math.sqrt(fighters / 60);
  return randomScene(fighters, {
    fighters,
    scenery: Math.round(fighters / 5),
    table: { width: Math.round(1200 * grow), depth: Math.round(600 * grow) },
  });
}

/** The breakdown child (in process, through tsx): one scene file, one kind; one JSON line. */
function child(file: string, kind: Kind): void {
  const t0 = performance.now();
  const world = new World(readScene(file));
  const t1 = performance.now();
  const ids = world.fighterIds();
  const q = firstQuery(world, kind);
  const t2 = performance.now();
  const index = routeIndexOf(world, q.mover);
  const t3 = performance.now();
  const first = ask(world, kind, q.mover, q.args);
  const t4 = performance.now();
  const firstTangents = index.tangentsMade();
  // The whole command again in the same (warm) process, on a new World: search plus the answer.
  let answer = '';
  main(['path', file, ...q.args], { out: (line: string) => (answer += line), err: () => {} } as never);
  const t5 = performance.now();
  // The repeated queries' movers share the first one's index (its level and base width).
  const rng = rng32(29);
  const { width, depth } = world.scene.table;
  const m0 = world.fighter(q.mover);
  const same = ids.filter(
    (id) => world.fighter(id).level === m0.level && baseWidthMm(world.fighter(id).base) === baseWidthMm(m0.base),
  );
  const repeats: { ms: number; goal: string }[] = [];
  for (let k = 0; k < REPEATS; k++) {
    const m = same[Math.floor(rng() * same.length)];
    const args =
      kind === 'walk'
        ? [m, '--to', `${50 + rng() * (width - 100)},${50 + rng() * (depth - 100)}`]
        : [m, '--target', nearestEnemy(world, m)];
    const a = performance.now();
    const r = ask(world, kind, m, args);
    repeats.push({
      ms: performance.now() - a,
      goal: `${args.join(' ')} reachable=${r.reachable} within=${r.withinPotential}`,
    });
  }
  const slowest = repeats.reduce((x, y) => (y.ms > x.ms ? y : x));
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const out = {
    readAndWorldMs: ms(t1 - t0),
    indexBuildMs: ms(t3 - t2),
    firstQueryMs: ms(t4 - t3),
    warmCommandMs: ms(t5 - t4),
    answerBytes: answer.length,
    firstReachable: first.reachable,
    repeatMedianMs: ms(median(repeats.map((r) => r.ms))),
    repeatMaxMs: ms(slowest.ms),
    slowest: slowest.goal,
    peakRssMb,
    ...tangentCounts(index, firstTangents),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

/**
 * The work of the index's searches: tangents made by the first query and after the repeated ones,
 * against the pairs of sites (an eager index makes every pair's tangents) and, up to EAGER_COUNT_SITES
 * sites, the tangents an index that makes them all (prepare) holds. Counted after the timings and
 * the peak memory.
 */
function tangentCounts(index: RouteIndex, firstTangents: number) {
  const sites = index.sites.filter((s) => s.alive).length;
  const counts = {
    lazyTangents: index.lazyTangents,
    sites,
    sitePairs: (sites * (sites - 1)) / 2,
    firstTangents,
    tangentsAfterRepeats: index.tangentsMade(),
  };
  if (sites > EAGER_COUNT_SITES) return counts;
  const obstacles = index.ids().map((id) => ({ id, shape: index.ground.slots[index.ground.slotOf.get(id)!]!.shape }));
  return {
    ...counts,
    eagerTangents: new RouteIndex(obstacles, index.clearanceMm, index.table).prepare().tangentsMade(),
  };
}
const EAGER_COUNT_SITES = 700;

/**
 * A walk to a point walled in (a square wall round it with a 10 mm gap, no base passes) on the
 * 250-fighter table, six movers' walks: as asked (the search backwards proves it walled in)
 * against the search without that proof (as before it), alternately in the same run, on new Worlds.
 */
function walledIn(emit: Emit): void {
  const input = JSON.parse(JSON.stringify(scaledScene(250)));
  const [cx, cy] = [1200, 600];
  const h = 5;
  const keep = (p: [number, number]) => Math.hypot(p[0] - cx, p[1] - cy) > 150;
  input.fighters = input.fighters.filter((f: { position: [number, number] }) => keep(f.position));
  input.scenery = input.scenery.filter((s: { shape: { center?: [number, number]; points?: [number, number][] } }) =>
    (s.shape.points ?? [s.shape.center!]).every(keep),
  );
  const ring = [
    [-50, -50],
    [50, -50],
    [50, -h],
    [40, -h],
    [40, -40],
    [-40, -40],
    [-40, 40],
    [40, 40],
    [40, h],
    [50, h],
    [50, 50],
    [-50, 50],
  ].map(([x, y]) => [cx + x, cy + y]);
  input.scenery.push({ id: 'walls', kind: 'wall', size: 3, shape: { type: 'polygon', points: ring } });
  const scene = parseScene(input);
  const goal = { x: cx, y: cy };
  const movers = scene.fighters.slice(0, 6).map((f) => f.id);
  // Each mover's walk on a new World, with the backwards search (after its node count) or without.
  const time = (after: number) => {
    let total = 0;
    for (const mover of movers) {
      const w = new World(scene);
      routeIndexOf(w, mover).walledInAfter = after;
      const t = performance.now();
      const r = judgeMove(w, { mover, goal: { point: goal }, action: 'walk' });
      total += performance.now() - t;
      if (r.reachable) throw new Error('route-scale: the walled-in goal was reached');
    }
    return total;
  };
  const asked: number[] = [];
  const before: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    asked.push(time(WALLED_IN_AFTER));
    before.push(time(Infinity));
  }
  emit({
    bench: 'route-scale',
    form: 'walled-in',
    fighters: scene.fighters.length,
    walks: movers.length,
    walksBestMs: ms(Math.min(...asked)),
    walksMedianMs: ms(median(asked)),
    withoutBestMs: ms(Math.min(...before)),
    withoutMedianMs: ms(median(before)),
    load1: loadavg()[0],
  });
}

function ask(world: World, kind: Kind, mover: string, args: string[]) {
  if (kind === 'charge') return judgeMove(world, { mover, goal: { target: args[2] }, action: 'charge' });
  const [x, y] = args[2].split(',').map(Number);
  return judgeMove(world, { mover, goal: { point: { x, y } }, action: 'walk' });
}

export async function run(emit: Emit): Promise<void> {
  const sizes = (process.env.ROUTE_SCALE_SIZES ?? '60,250').split(',').map(Number);
  const fresh = (await import(pathToFileURL(join(ROOT, 'bin', 'cli-fresh.mjs')).href)) as {
    compiledIsFresh: (dir: string, root: string) => boolean;
  };
  if (!fresh.compiledIsFresh(join(ROOT, 'dist-cli'), ROOT)) {
    // The compiled CLI is what players run: built first when missing or stale (its output to stderr, off the JSON lines).
    const built = spawnSync(process.execPath, [join(ROOT, 'bin', 'build-cli.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    process.stderr.write(built.stdout ?? '');
    if (built.status !== 0) throw new Error(`route-scale: building dist-cli/ failed (exit ${built.status})`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'route-scale-'));
  try {
    for (const n of sizes) {
      const scene = scaledScene(n);
      const file = join(dir, `table-${n}.json`);
      writeFileSync(file, JSON.stringify(scene));
      const table = {
        fighters: scene.fighters.length,
        scenery: scene.scenery.length,
        table: `${scene.table.width}x${scene.table.depth}`,
      };
      if (n > LIMITS.fighters || scene.scenery.length > LIMITS.scenery) {
        emit({
          bench: 'route-scale',
          ...table,
          skipped: `over the scene limits (${LIMITS.fighters} fighters, ${LIMITS.scenery} scenery)`,
        });
        continue;
      }
      const world = new World(readScene(file));
      for (const kind of ['charge', 'walk'] as const) {
        const q = firstQuery(world, kind);
        const samples = Array.from({ length: RUNS }, () => cliOnce(file, q));
        const walls = samples.map((s) => s.wallMs);
        emit({
          bench: 'route-scale',
          form: 'cli',
          ...table,
          kind,
          bestMs: ms(Math.min(...walls)),
          medianMs: ms(median(walls)),
          peakMbMax: Math.max(...samples.map((s) => s.peakMb)),
          runs: RUNS,
          load1: loadavg()[0],
        });
        const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/route-scale.ts', '--child', file, kind], {
          encoding: 'utf8',
        });
        const line = r.stdout.trim().split('\n').pop() ?? '';
        if (r.status !== 0 || !line.startsWith('{')) throw new Error(`route-scale ${n} ${kind}: ${r.stderr}`);
        emit({ bench: 'route-scale', form: 'breakdown', ...table, kind, ...JSON.parse(line) });
      }
    }
    walledIn(emit);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--child');
if (at >= 0) child(process.argv[at + 1], process.argv[at + 2] as Kind);
