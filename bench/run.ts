// `npm run bench [-- name ...]`: runs each bench/<name>.ts and prints one JSON object per line
// on stdout. A bench file exports `run(emit)`; files that are not there yet are skipped. The
// timing helpers below are shared by the bench files.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Emit = (line: Record<string, unknown>) => void;
type BenchModule = { run: (emit: Emit) => Promise<void> };

const BENCHES = ['los', 'route', 'frame'];

/** Run `fn` `warmup` times untimed, then `runs` times timed: the durations in ms. */
export function timeRuns(fn: (i: number) => void, runs: number, warmup = 3): number[] {
  for (let i = 0; i < warmup; i++) fn(i);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(i);
    out.push(performance.now() - t0);
  }
  return out;
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
