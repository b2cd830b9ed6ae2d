// `mire schema`: the JSON Schema of the scene format (v1), made from the engine's zod schema, for
// editors and other tools (assets/scene.schema.json is this output, written by `npm run schema`).
import { sceneJsonSchema } from '../../geometry/index';
import { type Io, UsageError, parseArgs } from './io';

export const usage = 'mire schema';

export function run(argv: readonly string[], io: Io): number {
  const { positional } = parseArgs(argv, [], []);
  if (positional.length !== 0) throw new UsageError(`usage: ${usage}`);
  io.out(sceneSchemaText());
  return 0;
}

/** The schema as the shipped file holds it: indented, one trailing line end added by `out`. */
export function sceneSchemaText(): string {
  return JSON.stringify(sceneJsonSchema(), null, 2);
}
