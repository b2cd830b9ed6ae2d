#!/usr/bin/env node
// The `mire` adjudicator. It runs the compiled CLI (dist-cli/main.mjs, made by `npm run build:cli`,
// which `npm ci` runs) when no source it was built from is newer; otherwise (no build yet, or a
// source edited since) tsx compiles the TypeScript on the fly, a second slower to start.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledIsFresh } from './cli-fresh.mjs';

// A closed pipe (`mire check … | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const compiled = join(root, 'dist-cli');

async function load() {
  if (compiledIsFresh(compiled, root)) return import(pathToFileURL(join(compiled, 'main.mjs')).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import('../src/cli/main.ts');
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
