// `mire check` on a big table, shared out between threads: the sources are cut into blocks, each
// thread (check-worker.ts) takes the next free block and decides its pairs, and the main thread
// puts the blocks out in order as they come back (block-board.ts, check-thread-output.ts). A
// pair's verdicts do not depend on which thread decides it, so the bytes are those of one thread;
// the wall time is about the one thread's divided by the threads (the CPU time is not lowered).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Scene } from '../../geometry/index';
import type { Lang } from '../words';
import { BlockBoard } from './block-board';
import { InOrder, JsonOutput, TableOutput } from './check-thread-output';
import type { CheckForm, CheckWorkerData, CheckWorkerMessage } from './check-worker';
import { type Io, UsageError } from './io';

/** How a pass is shared out. */
export type ThreadPlan = { threads: number; blocks: number; blockSources: number; windowBlocks: number };

/** The setting that chooses the threads: a whole number (1: one thread), or unset for the table to decide. */
export const THREADS_SETTING = 'MIRE_CHECK_THREADS';
const MAX_THREADS = 64;
/** Unset, threads are used from this many fighters (below, starting them costs more than they save), and at most this many. */
const AUTO_MIN_FIGHTERS = 500;
const AUTO_MAX_THREADS = 4;
/** Blocks per thread: enough that no thread is left with a long last block while the others wait. */
const BLOCKS_PER_THREAD = 24;

/**
 * The plan for `fighters` fighters on a machine of `cores` cores, by the setting (its text, or
 * undefined when unset); undefined: one thread. A setting that is not a number of threads is an error.
 */
export function threadPlan(fighters: number, setting: string | undefined, cores: number): ThreadPlan | undefined {
  let threads: number;
  if (setting === undefined || setting === '') {
    if (fighters < AUTO_MIN_FIGHTERS) return undefined;
    threads = Math.min(cores, AUTO_MAX_THREADS);
  } else {
    threads = Number(setting);
    if (!Number.isInteger(threads) || threads < 1 || threads > MAX_THREADS) {
      throw new UsageError(
        `${THREADS_SETTING}: expected a whole number of threads from 1 to ${MAX_THREADS}, got ${JSON.stringify(setting)}`,
      );
    }
  }
  if (threads < 2 || fighters < 2) return undefined;
  const blockSources = Math.ceil(fighters / (threads * BLOCKS_PER_THREAD));
  return { threads, blocks: Math.ceil(fighters / blockSources), blockSources, windowBlocks: 2 * threads };
}

/**
 * How to start a thread: the compiled script beside this module (dist-cli), or, when the CLI runs
 * from its sources, the TypeScript loaded through tsx's loader, registered in the thread first
 * (a thread does not inherit the main thread's); undefined when neither is there.
 */
function workerScript(): { script: string | URL; eval: boolean } | undefined {
  const compiled = new URL('./check-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return { script: compiled, eval: false };
  const source = new URL('./check-worker.ts', import.meta.url);
  if (!import.meta.url.endsWith('.ts') || !existsSync(fileURLToPath(source))) return undefined;
  const tsx = tsxEsmApi();
  return {
    script: `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(source.href)}); });`,
    eval: true,
  };
}

/** tsx's `esm/api` as its package's exports give it to an import (a require would get its CommonJS face). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }
  ).exports;
  return pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
}

/** Whether `io` takes a form's blocks: text in pieces, and bytes for JSON. */
function takesBlocks(io: Io, form: CheckForm): boolean {
  return io.write !== undefined && (form === 'text' || io.writeBytes !== undefined);
}

/** Whether `check` in `form` can be shared out here: a thread script to run, and an io that takes the blocks. */
export function canShareOut(io: Io, form: CheckForm): boolean {
  return takesBlocks(io, form) && workerScript() !== undefined;
}

/** `mire check` in `form` of the scene over the plan's threads, written to `io`. */
export async function writeCheckThreaded(
  form: CheckForm,
  scene: Scene,
  plan: ThreadPlan,
  io: Io,
  lang: Lang = 'en',
): Promise<void> {
  const script = workerScript();
  if (script === undefined || !takesBlocks(io, form))
    throw new Error('check: no thread script, or no way to write its blocks');
  const board = new BlockBoard(plan.blocks, plan.windowBlocks);
  const output =
    form === 'json'
      ? new JsonOutput(io as Required<Io>)
      : new TableOutput(io as Io & { write: (s: string) => void }, lang, scene.ruleset === 'ragnarok');
  const inOrder = new InOrder(board, output, io);
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      inOrder.done.then(resolve, reject);
      let running = plan.threads;
      for (let t = 0; t < plan.threads; t++) {
        const workerData: CheckWorkerData = {
          form,
          lang,
          scene,
          shared: board.shared,
          blocks: plan.blocks,
          windowBlocks: plan.windowBlocks,
          blockSources: plan.blockSources,
          sendsRest: t === 0,
        };
        // None of the process's node options (a thread would take --input-type or a preloaded --import as its own).
        const worker = new Worker(script.script, { workerData, eval: script.eval, execArgv: [] });
        workers.push(worker);
        worker.on('message', (m: CheckWorkerMessage) => inOrder.take(m));
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`check: a thread stopped with code ${code}`));
          // Its messages come before its exit: with every thread gone, nothing more will come.
          else if (--running === 0 && !inOrder.complete)
            reject(new Error('check: the threads ended before every pair was decided'));
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
