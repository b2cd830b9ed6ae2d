#!/usr/bin/env node
// The `mire` adjudicator. The CLI is written in TypeScript; tsx compiles it on the fly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
