// The same answers, before and after a change to the route engine: every `mire check` and
// `mire path` answer (their whole JSON) over every scenario in assets/scenarios/, and the full
// judged moves (every number unrounded, every piece) of seeded queries on the bench tables and on
// crowded seeded tables, with fighters moved between queries so that the indexes' updates are
// answered too. Written one answer a line to a JSONL file; its SHA-256 is printed.
//
//   npx tsx bench/same-answers.ts out.jsonl          # then diff two runs' files
//   npx tsx bench/same-answers.ts out.jsonl --quick  # a tenth of the seeded queries
//   npx tsx bench/same-answers.ts out.jsonl --eager  # every route index's tangents made at once (--lazy: never)
import { createHash } from 'node:crypto';
import { createWriteStream, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MOVE_ACTIONS, type MoveAction, type MoveRequest, freeRuns, judgeMove } from '../geometry/moves';
import type { Scene } from '../geometry/scene';
import { RouteIndex } from '../geometry/route';
import { World } from '../geometry/world';
import { run as checkCli } from '../src/cli/check';
import { type Io, readScene } from '../src/cli/io';
import { run as pathCli } from '../src/cli/path';
import { moveContextOf, moveReasons } from '../src/words';
import { benchScene, randomScene, rng32 } from './scenes';

const outFile = process.argv[2];
if (!outFile) throw new Error('usage: tsx bench/same-answers.ts <out.jsonl> [--quick] [--eager | --lazy]');
const quick = process.argv.includes('--quick');
// Every route index eager (all tangents made at once) or every one lazy: the same answers either way.
if (process.argv.includes('--eager')) RouteIndex.tangents = 'eager';
if (process.argv.includes('--lazy')) RouteIndex.tangents = 'lazy';
const out = createWriteStream(outFile);
const hash = createHash('sha256');
let lines = 0;
let queries = 0;

function write(tag: string, answer: unknown): void {
  const line = `${JSON.stringify({ tag, answer })}\n`;
  hash.update(line);
  out.write(line);
  lines++;
}

/** One CLI command's output, as the CLI prints it (errors written as such: they are answers too). */
/** A command's answer. */
async function cli(
  run: (argv: readonly string[], io: Io) => number | Promise<number>,
  argv: string[],
): Promise<string> {
  const text: string[] = [];
  try {
    await run(argv, { out: (s) => text.push(s), err: (s) => text.push(`err: ${s}`) });
  } catch (e) {
    text.push(`throws: ${(e as Error).message}`);
  }
  return text.join('\n');
}

const ASSAULTS: readonly MoveAction[] = ['charge', 'engage', 'pursuit'];

/** A judged move with its problems and notes also as English reasons: the shape of these answers' lines. */
function plan(world: World, req: MoveRequest) {
  const j = judgeMove(world, req);
  const ctx = moveContextOf(world, req.mover, req.action);
  return { ...j, reasons: moveReasons(j, ctx, 'en') };
}

/** Every scenario: `check --json`; `path --json` of each fighter to every other (the actions taken in turn) and to three points. */
async function scenarios(): Promise<void> {
  const dir = 'assets/scenarios';
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = join(dir, name);
    const t = performance.now();
    write(`${name} check`, await cli(checkCli, [file, '--json']));
    const world = new World(readScene(file));
    const ids = world.fighterIds();
    const rng = rng32(ids.length * 7 + name.length);
    const { width, depth } = world.scene.table;
    // A big scenario's pairs are sampled: its answers then take seconds, not minutes.
    // (each CLI call builds its World and indexes afresh, ~0.1 s on 100 fighters).
    const stride = Math.max(1, Math.floor((ids.length * ids.length) / 150));
    const walkStride = Math.max(1, Math.floor(ids.length / 12));
    let turn = 0;
    for (let i = 0; i < ids.length; i++) {
      for (let j = 0; j < ids.length; j++) {
        if (i === j || (i * ids.length + j) % stride !== 0) continue;
        const action = MOVE_ACTIONS[turn++ % MOVE_ACTIONS.length];
        write(
          `${name} path ${ids[i]} ${action} ${ids[j]}`,
          await cli(pathCli, [file, ids[i], '--target', ids[j], '--action', action, '--json']),
        );
        queries++;
      }
      if (i % walkStride !== 0) continue;
      for (let k = 0; k < 3; k++) {
        const to = `${(rng() * width).toFixed(1)},${(rng() * depth).toFixed(1)}`;
        const action = MOVE_ACTIONS[turn++ % MOVE_ACTIONS.length];
        write(
          `${name} path ${ids[i]} ${action} ${to}`,
          await cli(pathCli, [file, ids[i], '--to', to, '--action', action, '--json']),
        );
        queries++;
      }
    }
    console.error(`${name}: ${Math.round(performance.now() - t)} ms`);
  }
}

/**
 * `count` seeded queries on one World: walks (to points, some off reach or inside bases), every
 * action to targets (and, for the assaults, the contact positions offered), the World's check at
 * the start and at the end, and a fighter moved every `moveEvery` queries.
 */
function seeded(tag: string, scene: Scene, seed: number, count: number, moveEvery: number): void {
  const t = performance.now();
  const world = new World(scene);
  const ids = world.fighterIds();
  const rng = rng32(seed);
  const { width, depth } = scene.table;
  write(`${tag} check`, world.check());
  for (let k = 0; k < count; k++) {
    const mover = ids[Math.floor(rng() * ids.length)];
    const action = MOVE_ACTIONS[Math.floor(rng() * MOVE_ACTIONS.length)];
    if (rng() < 0.5) {
      const point = { x: rng() * width, y: rng() * depth };
      write(
        `${tag} ${k} ${mover} ${action} (${point.x}, ${point.y})`,
        plan(world, { mover, goal: { point }, action, disengaged: rng() < 0.2 }),
      );
    } else {
      let target = ids[Math.floor(rng() * ids.length)];
      if (target === mover) target = ids[(ids.indexOf(mover) + 1) % ids.length];
      write(`${tag} ${k} ${mover} ${action} ${target}`, plan(world, { mover, goal: { target }, action }));
      if (ASSAULTS.includes(action) && k % 4 === 0)
        write(
          `${tag} ${k} free edges`,
          freeRuns(world, { mover, target }).map((r) => ({ from: r.edge.at(r.lo).sight, to: r.edge.at(r.hi).sight })),
        );
    }
    queries++;
    if (moveEvery > 0 && k % moveEvery === moveEvery - 1) {
      // A fighter moved to where a walk of its own ends (its route's end, so it stays legal enough).
      const who = ids[Math.floor(rng() * ids.length)];
      const walk = judgeMove(world, {
        mover: who,
        goal: { point: { x: rng() * width, y: rng() * depth } },
        action: 'walk',
      });
      const f = world.fighter(who);
      const sight = world.sightOf(who);
      const dx = walk.end.x - sight.x;
      const dy = walk.end.y - sight.y;
      if (walk.reachable) world.moveFighter(who, [f.position[0] + dx, f.position[1] + dy], walk.endFacing);
      write(`${tag} ${k} moved ${who}`, { reachable: walk.reachable, end: walk.end });
    }
  }
  write(`${tag} check after`, world.check());
  console.error(`${tag}: ${count} queries, ${Math.round(performance.now() - t)} ms`);
}

const t0 = performance.now();
await scenarios();
const scale = quick ? 0.1 : 1;
for (let s = 1; s <= 5; s++) seeded(`bench ${s}`, benchScene(s), 1000 + s, Math.round(4000 * scale), 0);
for (let s = 1; s <= 2; s++) seeded(`bench-moving ${s}`, benchScene(s), 2000 + s, Math.round(3000 * scale), 25);
for (let s = 21; s <= 28; s++) {
  const scene = randomScene(s, {
    fighters: 40,
    scenery: 8,
    contactChance: 0.5,
    flyingChance: s % 2 === 0 ? 0.2 : 0,
    passableChance: s % 3 === 0 ? 0.3 : 0,
    ...(s % 4 === 0 ? { ruleset: 'ragnarok' as const } : {}),
  });
  seeded(`crowded ${s}`, scene, 3000 + s, Math.round(3000 * scale), s % 2 === 0 ? 40 : 0);
}
// A big table (250 fighters at the bench table's density): its indexes beyond the size where
// the World works out every tangent at once.
const big = Math.sqrt(250 / 60);
seeded(
  'big 250',
  randomScene(250, {
    fighters: 250,
    scenery: 50,
    table: { width: Math.round(1200 * big), depth: Math.round(600 * big) },
  }),
  4250,
  Math.round(800 * scale),
  50,
);
out.end();
console.log(
  JSON.stringify({
    file: outFile,
    lines,
    queries,
    sha256: hash.digest('hex'),
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  }),
);
