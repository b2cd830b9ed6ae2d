// The game format's JSON Schema, made from its zod schema (schema.ts), for editors and other tools.
// assets/record.schema.json is this value, written by `mire schema --game`.
import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { gameSchema } from './schema';

export const GAME_SCHEMA_ID = 'urn:mire:game:v1';

/**
 * The JSON Schema (draft 2020-12) of a game file as written. It checks structure, types and
 * limits; parseGame also checks what a schema cannot say (the starting scene's own checks, turns
 * and activations in order, every id on the table at its entry's point of the game).
 */
export function gameJsonSchema(): Record<string, unknown> {
  const { $schema, ...body } = z.toJSONSchema(gameSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'throw',
  });
  return {
    $schema,
    $id: GAME_SCHEMA_ID,
    title: 'Mire game record, format v1',
    description:
      'A Mire game: the starting scene and every entry after it (actions with the facts of their verdicts, edits, ' +
      'turn and activation markers); lengths in mm, angles in degrees. Also checked when a game is read, beyond this ' +
      'schema: the starting scene as a scene file is, turns and activations never going back, every fighter and scenery ' +
      `id an entry names on the table at that point of the game, a file of at most ${LIMITS.gameFileBytes} characters.`,
    ...body,
  };
}
