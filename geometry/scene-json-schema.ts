// The scene format's JSON Schema, made from the zod schema (one owner: geometry/scene.ts), for
// editors and other tools. assets/scene.schema.json is this value, written by `npm run schema`.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { sceneSchema } from './scene';

export const SCENE_SCHEMA_ID = 'urn:mire:scene:v1';

/**
 * The JSON Schema (draft 2020-12) of a scene file as written: fields with defaults are optional.
 * It checks structure, types and limits; parseScene also checks what a schema cannot say
 * (unique ids, simple polygons, bases on the table and not overlapping, weapon ranges in order,
 * the total of polygon points, the file's size and nesting).
 */
export function sceneJsonSchema(): Record<string, unknown> {
  const { $schema, ...body } = z.toJSONSchema(sceneSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'throw',
  });
  return {
    $schema,
    $id: SCENE_SCHEMA_ID,
    title: 'Mire scene, format v1',
    description:
      'A Mire scene: lengths in mm, angles in degrees. Also checked when a scene is read, beyond this schema: ' +
      'unique ids, simple polygons with an area, bases on the table and not overlapping, weapon ranges short ≤ medium ≤ long, ' +
      `activatedWith naming fighters of the scene, at most ${LIMITS.sceneryPoints} polygon points in all, a file of at most ${LIMITS.fileBytes} characters.`,
    ...body,
  };
}
