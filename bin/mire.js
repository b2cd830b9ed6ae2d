#!/usr/bin/env node
// The `mire` adjudicator. The CLI is written in TypeScript; tsx compiles it on the fly.
import { register } from 'tsx/esm/api';

// A closed pipe (`mire check … | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
