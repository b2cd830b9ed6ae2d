// `mire check` as a fresh CLI process on tables of constant density (the bench table's: 60
// fighters and 12 scenery pieces on 1200 × 600 mm, so one piece per 5 fighters), at 60, 250 and
// 1,000 fighters: the wall time of the whole process (start, reading, every ordered pair, the
// answer written to a null sink), the CPU time it used and its peak resident memory, both
// measured in the child itself (bench/peak-memory.mjs). One JSON line per table size and output
// form: JSON as `mire check` shares it out between threads on a big table, JSON in one thread
// (MIRE_CHECK_THREADS=1, the baseline in the same run) and text; the forms take turns, run by run.
// The machine's load average is printed beside: on a shared machine the wall time follows it,
// the CPU time much less.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../geometry/limits';
import { type Emit, median, ms } from './run';
import { randomScene } from './scenes';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MIRE = join(ROOT, 'bin', 'mire.js');
const PEAK = join(ROOT, 'bench', 'peak-memory.mjs');
/** Table sizes and how many fresh processes each (the biggest takes seconds a run). */
const SIZES: readonly { fighters: number; runs: number }[] = [
  { fighters: 60, runs: 5 },
  { fighters: 250, runs: 3 },
  { fighters: 1000, runs: 3 },
];

/** A table like the bench table, scaled in both directions to keep its density. */
function scaledScene(fighters: number) {
  const k = Math.sqrt(fighters / 60);
  return randomScene(11, {
    fighters,
    scenery: Math.round(fighters / 5),
    table: { width: Math.round(1200 * k), depth: Math.round(600 * k) },
  });
}

type Sample = { wallMs: number; cpuMs: number; peakMb: number };

/** The output forms measured: the CLI's arguments, and its threads setting ('' unset: the CLI decides). */
const FORMS = [
  { form: 'json', args: ['--json'], threads: '' },
  { form: 'json', args: ['--json'], threads: '1' },
  { form: 'text', args: [], threads: '' },
] as const;

/** One fresh `mire check` process: its wall time, CPU time (every thread's) and peak memory. */
function runOnce(file: string, args: readonly string[], threads: string): Sample {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', PEAK, MIRE, 'check', file, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    env: { ...process.env, MIRE_CHECK_THREADS: threads },
  });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`check-scale: mire check exited with ${r.status}: ${r.stderr.slice(0, 300)}`);
  const last = r.stderr.trim().split('\n').pop() ?? '';
  const usage = JSON.parse(last) as { maxRssKb: number; userCpuUs: number; systemCpuUs: number };
  return { wallMs, cpuMs: (usage.userCpuUs + usage.systemCpuUs) / 1000, peakMb: Math.round(usage.maxRssKb / 1024) };
}

export async function run(emit: Emit): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mire-check-scale-'));
  try {
    for (const { fighters, runs } of SIZES) {
      // A table over the scene limits would be refused by the CLI before any pair is decided.
      if (fighters > LIMITS.fighters || Math.round(fighters / 5) > LIMITS.scenery) {
        emit({
          bench: 'check-scale',
          fighters,
          skipped: `over the scene limits (${LIMITS.fighters} fighters, ${LIMITS.scenery} scenery)`,
        });
        continue;
      }
      const scene = scaledScene(fighters);
      const file = join(dir, `table-${fighters}.json`);
      writeFileSync(file, JSON.stringify(scene));
      const samples: Sample[][] = FORMS.map(() => []);
      for (let r = 0; r < runs; r++) FORMS.forEach((f, k) => samples[k].push(runOnce(file, f.args, f.threads)));
      FORMS.forEach((f, k) => {
        const walls = samples[k].map((s) => s.wallMs);
        const cpus = samples[k].map((s) => s.cpuMs);
        emit({
          bench: 'check-scale',
          form: f.form,
          threads: f.threads === '' ? 'auto' : Number(f.threads),
          fighters: scene.fighters.length,
          scenery: scene.scenery.length,
          table: scene.table,
          pairs: scene.fighters.length * (scene.fighters.length - 1),
          medianMs: ms(median(walls)),
          bestMs: ms(Math.min(...walls)),
          cpuMedianMs: ms(median(cpus)),
          cpuBestMs: ms(Math.min(...cpus)),
          peakMbMedian: median(samples[k].map((s) => s.peakMb)),
          peakMbMax: Math.max(...samples[k].map((s) => s.peakMb)),
          runs,
          loadAvg: loadavg().map((l) => Math.round(l * 100) / 100),
        });
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
