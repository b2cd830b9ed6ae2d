// `npm run bench [-- name ...]`: runs each bench/<name>.ts and prints one JSON object per line
// on stdout. A bench file exports `run(emit)`; files that are not there yet are skipped. The
// timing helpers below are shared by the bench files.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Emit = (line: Record<string, unknown>) => void;
type BenchModule = { run: (emit: Emit) => Promise<void> };

const BENCHES = ['los', 'route', 'moves', 'frame', 'render', 'check-scale', 'route-scale', 'live-browser', 'record'];

/** Run `fn` `warmup` times untimed, then `runs` times timed: the durations in ms. */
export function timeRuns(fn: (i: number) => void, runs: number, warmup = 3): number[] {
  return timeRunsAt(fn, runs, warmup).times;
}

/** timeRuns, with when each timed run started (performance.now()), for gcOverlap. */
export function timeRunsAt(fn: (i: number) => void, runs: number, warmup = 3): { times: number[]; starts: number[] } {
  for (let i = 0; i < warmup; i++) fn(i);
  const times: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
    starts.push(t0);
  }
  return { times, starts };
}

/** The garbage collector's pauses (start and duration, ms, on performance.now()'s clock) since watchGc(). */
export type GcWatch = { readonly pauses: { start: number; durationMs: number }[]; stop(): void };

export function watchGc(): GcWatch {
  const pauses: { start: number; durationMs: number }[] = [];
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ start: e.startTime, durationMs: e.duration });
  });
  obs.observe({ entryTypes: ['gc'] });
  return { pauses, stop: () => obs.disconnect() };
}

/**
 * Which timed runs a garbage-collector pause fell in, and the runs it did not: the engine's own
 * time, apart from the collector's pauses (reported beside the plain figures, never instead). The
 * observer reports pauses asynchronously: await a turn of the event loop before calling this.
 */
export function gcOverlap(
  run: { times: number[]; starts: number[] },
  gc: GcWatch,
): { hit: number; gcMs: number; clean: number[] } {
  let hit = 0;
  let gcMs = 0;
  const clean: number[] = [];
  for (let i = 0; i < run.times.length; i++) {
    const a = run.starts[i];
    const b = a + run.times[i];
    const p = gc.pauses.filter((g) => g.start < b && g.start + g.durationMs > a);
    if (p.length > 0) {
      hit++;
      gcMs += p.reduce((s, g) => s + g.durationMs, 0);
    } else clean.push(run.times[i]);
  }
  return { hit, gcMs, clean };
}

/** The q-quantile (0..1) of the samples, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  const k = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[k];
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5);

/** Milliseconds rounded to 0.001 for the JSON lines. */
export const ms = (v: number): number => Math.round(v * 1000) / 1000;

async function main(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !BENCHES.includes(w));
  if (unknown.length > 0) {
    process.stderr.write(`bench: unknown bench ${unknown.join(', ')} (known: ${BENCHES.join(', ')})\n`);
    process.exit(2);
  }
  const emit: Emit = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
  for (const name of BENCHES) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const file = join(here, `${name}.ts`);
    if (!existsSync(file)) {
      if (wanted.includes(name)) process.stderr.write(`bench: ${name}: no bench/${name}.ts yet\n`);
      continue;
    }
    const mod = (await import(pathToFileURL(file).href)) as BenchModule;
    await mod.run(emit);
  }
}

// Only when run as the entry point (bench files import the helpers above).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    process.stderr.write(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  });
}
