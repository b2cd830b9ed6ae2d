// Routes on bigger tables (issue: big battles): tables of constant density (the bench table's,
// 60 fighters and 12 scenery pieces on 1200 x 600 mm, grown in area with the fighters), each
// query kind in a fresh process, as a `mire path` is: the time from the process's start to the
// first charge or walk answered (scene read, World, route index built, the query), the index's
// build alone, 20 more queries of the kind on the same index, and the process's peak memory.
//
//   npm run bench -- route-scale                    # 60 and 250 fighters
//   ROUTE_SCALE_SIZES=60,250,1000 npm run bench -- route-scale
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseWidthMm } from '../geometry/base';
import { planMove, routeIndexOf } from '../geometry/movement';
import { World } from '../geometry/world';
import { readScene } from '../src/cli/io';
import { type Emit, median, ms } from './run';
import { randomScene, rng32 } from './scenes';

const REPEATS = 20;

/** A table of the bench table's density with `fighters` fighters (one scenery piece per five). */
function scaledScene(fighters: number) {
  const grow = Math.sqrt(fighters / 60);
  return randomScene(fighters, { fighters, scenery: Math.round(fighters / 5), table: { width: Math.round(1200 * grow), depth: Math.round(600 * grow) } });
}

/** The child process: one scene file, one kind of query; prints its figures as one JSON line. */
function child(file: string, kind: 'charge' | 'walk'): void {
  const loadedMs = performance.now();
  const world = new World(readScene(file));
  const ids = world.fighterIds();
  const rng = rng32(11);
  const { width, depth } = world.scene.table;
  const mover = ids[Math.floor(rng() * ids.length)];
  // The repeated queries' movers share the first one's index (its level and base width): the
  // repeated figures are queries on an index already built.
  const same = ids.filter((id) => world.fighter(id).level === world.fighter(mover).level && baseWidthMm(world.fighter(id).base) === baseWidthMm(world.fighter(mover).base));
  const pick = () => same[Math.floor(rng() * same.length)];
  const query = (mover: string) => {
    if (kind === 'walk') return planMove(world, { mover, to: { point: { x: 50 + rng() * (width - 100), y: 50 + rng() * (depth - 100) } }, action: 'walk' });
    // The nearest enemy, as the bench's charges.
    let target = '';
    let best = Infinity;
    for (const b of ids) {
      if (world.fighter(b).side === world.fighter(mover).side) continue;
      const d = world.distanceMm(mover, b);
      if (d < best) [best, target] = [d, b];
    }
    return planMove(world, { mover, to: { target }, action: 'charge' });
  };
  const t0 = performance.now();
  routeIndexOf(world, mover);
  const t1 = performance.now();
  const first = query(mover);
  const t2 = performance.now();
  const repeats: number[] = [];
  for (let k = 0; k < REPEATS; k++) {
    const m = pick();
    const a = performance.now();
    query(m);
    repeats.push(performance.now() - a);
  }
  const out = {
    loadMs: ms(loadedMs),
    worldMs: ms(t0 - loadedMs),
    indexBuildMs: ms(t1 - t0),
    firstQueryMs: ms(t2 - t1),
    firstInAllMs: ms(t2),
    firstReachable: first.reachable,
    repeatMedianMs: ms(median(repeats)),
    repeatMaxMs: ms(Math.max(...repeats)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

export async function run(emit: Emit): Promise<void> {
  const sizes = (process.env.ROUTE_SCALE_SIZES ?? '60,250').split(',').map(Number);
  const dir = mkdtempSync(join(tmpdir(), 'route-scale-'));
  try {
    for (const n of sizes) {
      const scene = scaledScene(n);
      const file = join(dir, `table-${n}.json`);
      writeFileSync(file, JSON.stringify(scene));
      for (const kind of ['charge', 'walk'] as const) {
        const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/route-scale.ts', '--child', file, kind], { encoding: 'utf8' });
        const line = r.stdout.trim().split('\n').pop() ?? '';
        if (r.status !== 0 || !line.startsWith('{')) throw new Error(`route-scale ${n} ${kind}: ${r.stderr}`);
        emit({ bench: 'route-scale', fighters: scene.fighters.length, scenery: scene.scenery.length, table: `${scene.table.width}x${scene.table.depth}`, kind, ...JSON.parse(line) });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--child');
if (at >= 0) child(process.argv[at + 1], process.argv[at + 2] as 'charge' | 'walk');
