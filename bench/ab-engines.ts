// Two engines in one process for an A/B bench: this tree's, and another commit's (or checkout's).
// A commit is written out with `git archive` (geometry/, bench/ and package.json) in the system's
// temporary folder, beside a link to this tree's node_modules so that its imports resolve. Its
// package.json matters: without it the copy's files load as CommonJS, each imported name read off a
// module object at every call, and an A/A run (this tree against its own copy) read them 20–30% slower.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { judgeMove, routeIndexOf } from '../geometry/moves';
import { World } from '../geometry/world';
import { benchScene, rng32 } from './scenes';

/** What the A/B bench asks of an engine: the same names in both trees. */
export type Engine = {
  readonly name: string;
  readonly World: typeof World;
  readonly judgeMove: typeof judgeMove;
  readonly routeIndexOf: typeof routeIndexOf;
  readonly benchScene: typeof benchScene;
  readonly rng32: typeof rng32;
};

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** This tree's engine. */
export function thisEngine(): Engine {
  return { name: 'this tree', World, judgeMove, routeIndexOf, benchScene, rng32 };
}

/** The tree at `base`: a directory holding geometry/ and bench/, or a commit of this repository. */
export async function engineAt(base: string): Promise<Engine> {
  const dir = existsSync(join(base, 'geometry')) ? resolve(base) : checkoutOf(base);
  const load = (file: string) => import(pathToFileURL(join(dir, file)).href);
  const [world, moves, scenes] = await Promise.all([
    load('geometry/world.ts'),
    load('geometry/moves/index.ts'),
    load('bench/scenes.ts'),
  ]);
  return {
    name: base,
    World: world.World,
    judgeMove: moves.judgeMove,
    routeIndexOf: moves.routeIndexOf,
    benchScene: scenes.benchScene,
    rng32: scenes.rng32,
  };
}

/** The commit's geometry/, bench/ and package.json, written once in <tmp>/mire-ab/<sha>. */
function checkoutOf(commit: string): string {
  const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  let sha: string;
  try {
    sha = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  } catch {
    throw new Error(`--base: ${commit} is neither a directory holding geometry/ nor a commit of this repository`);
  }
  const dir = join(tmpdir(), 'mire-ab', sha);
  if (!existsSync(join(dir, 'geometry'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} geometry bench package.json | tar -x -C "${dir}"`], { cwd: ROOT });
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
