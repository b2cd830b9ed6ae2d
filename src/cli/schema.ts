// `mire schema [--lang en|fr]`: the JSON Schema of the scene format (v1), made from the engine's zod schema, for
// editors and other tools (assets/scene.schema.json is this output, written by `npm run schema`).
import { sceneJsonSchema } from '../../geometry/index';
import { type Io, UsageError, langOf, parseArgs } from './io';

export const usage = 'mire schema [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, [], ['lang']);
  if (positional.length !== 0) throw new UsageError(`usage: ${usage}`);
  // The schema is data, the same in every language: --lang is checked, and changes nothing.
  langOf(flags);
  io.out(sceneSchemaText());
  return 0;
}

/** The schema as the shipped file holds it: indented, one trailing line end added by `out`. */
export function sceneSchemaText(): string {
  return JSON.stringify(sceneJsonSchema(), null, 2);
}
