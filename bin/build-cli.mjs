#!/usr/bin/env node
// Builds the `mire` CLI to JavaScript (dist-cli/main.mjs: src/cli and geometry bundled, packages
// left to node_modules; beside it check-worker.mjs, a thread of `mire check` on a big table), so
// bin/mire.js starts without compiling TypeScript. Run by
// `npm run build:cli` and by `prepare` (so `npm ci` builds it). inputs.json beside it lists the
// source files it was made from, for bin/mire.js's freshness check (bin/cli-fresh.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_DIR = join(ROOT, 'dist-cli');

/** Build into `outdir` (inside the repository, so the bundle finds node_modules). */
export async function buildCli(outdir = CLI_DIR) {
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: { main: join(ROOT, 'src/cli/main.ts'), 'check-worker': join(ROOT, 'src/cli/check-worker.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    metafile: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  // Paths from the repository root, as bin/mire.js resolves them.
  const inputs = Object.keys(result.metafile.inputs).map((p) => relative(ROOT, resolve(ROOT, p)));
  writeFileSync(join(outdir, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
  return inputs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildCli();
