// `mire schema [--game] [--lang en|fr]`: the JSON Schema of the scene format (v1), or with --game of
// the game record format (v1), made from the engine's zod schemas, for editors and other tools
// (assets/scene.schema.json and assets/record.schema.json are this output, written by `npm run schema`).
import { gameJsonSchema, sceneJsonSchema } from '../../geometry/index';
import { type Io, UsageError, langOf, parseArgs } from './io';

export const usage = 'mire schema [--game] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['game'], ['lang']);
  if (positional.length !== 0) throw new UsageError(`usage: ${usage}`);
  // The schema is data, the same in every language: --lang is checked, and changes nothing.
  langOf(flags);
  io.out(flags.has('game') ? gameSchemaText() : sceneSchemaText());
  return 0;
}

/** The schema as the shipped file holds it: indented, one trailing line end added by `out`. */
export function sceneSchemaText(): string {
  return JSON.stringify(sceneJsonSchema(), null, 2);
}

/** The game record's schema as assets/record.schema.json holds it. */
export function gameSchemaText(): string {
  return JSON.stringify(gameJsonSchema(), null, 2);
}
