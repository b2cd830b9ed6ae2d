// A bench file run by itself (`npx tsx bench/<name>.ts`) rather than through bench/run.ts: its lines
// to stdout, one JSON object each; a failure one line on stderr and exit code 1.
import type { Emit } from './run';

/** Runs `run` when the process was started on bench/<name>.ts, and does nothing when imported. */
export function runAlone(name: string, run: (emit: Emit) => Promise<void>): void {
  const started = process.argv[1] ?? '';
  if (!started.endsWith(`bench/${name}.ts`) && !started.endsWith(`bench\\${name}.ts`)) return;
  run((line) => process.stdout.write(`${JSON.stringify(line)}\n`)).catch((e: unknown) => {
    process.stderr.write(`bench ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
