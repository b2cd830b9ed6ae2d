// The scene format's JSON Schema (assets/scene.schema.json) against the zod schema it is made from:
// the shipped file is a fresh generation, every example scene validates with a real JSON Schema
// validator (ajv, draft 2020-12), and bad scenes are refused by both.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCENE_SCHEMA_ID, SceneError, parseScene, sceneJsonSchema } from '../geometry/index';
import { sceneSchema } from '../geometry/scene';
import { sceneSchemaText } from '../src/cli/schema';
import { runMire } from './support/cli';
import { sceneText } from './support/fuzz';
import { SCENARIOS } from './support/scenes';

const SHIPPED = join(__dirname, '..', 'assets', 'scene.schema.json');
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(sceneJsonSchema());

/** ajv's error locations as zod paths (`/fighters/0/base` → `fighters[0].base`), a missing field included. */
const ajvPaths = () =>
  (validate.errors ?? []).map((e) => {
    const keys = e.instancePath.split('/').slice(1);
    if (e.keyword === 'required') keys.push(String(e.params.missingProperty));
    return keys
      .map((k) => (/^\d+$/.test(k) ? `[${k}]` : `.${k}`))
      .join('')
      .replace(/^\./, '');
  });

function zodPath(data: unknown): string | null {
  try {
    parseScene(data);
    return null;
  } catch (e) {
    if (!(e instanceof SceneError)) throw e;
    return e.fieldPath;
  }
}

describe('scene JSON Schema', () => {
  it('ships as generated: assets/scene.schema.json is `mire schema`, so it cannot drift from the zod schema', async () => {
    const shipped = readFileSync(SHIPPED, 'utf8');
    expect(shipped).toBe(`${sceneSchemaText()}\n`);
    const cli = await runMire('schema');
    expect(cli.code).toBe(0);
    expect(`${cli.out}\n`).toBe(shipped);
  });

  it('names itself: draft 2020-12, an $id and a title', () => {
    const schema = JSON.parse(readFileSync(SHIPPED, 'utf8')) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(SCENE_SCHEMA_ID);
    expect(schema.title).toMatch(/scene/i);
    expect(schema.additionalProperties).toBe(false);
  });

  it('accepts every example scene of assets/scenarios, as written and as read (defaults filled in)', () => {
    const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const data = JSON.parse(readFileSync(join(SCENARIOS, f), 'utf8')) as unknown;
      expect(validate(data), `${f}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validate(parseScene(data, f)), `${f} as read`).toBe(true);
    }
  });

  const good = () => ({
    version: 1,
    table: { width: 1200, depth: 600 },
    scenery: [
      {
        id: 'wall',
        kind: 'wall',
        shape: {
          type: 'polygon',
          points: [
            [10, 10],
            [50, 10],
            [50, 20],
          ],
        },
      },
    ],
    fighters: [{ id: 'A', side: 'red', size: 2, mov: 10, base: { type: 'round', diameter: 30 }, position: [100, 100] }],
  });
  type Good = ReturnType<typeof good> & Record<string, unknown>;
  const bad: [string, (s: Good) => void, string][] = [
    ['no version', (s) => delete (s as Partial<Good>).version, 'version'],
    ['version 2', (s) => (s.version = 2), 'version'],
    ['an unknown field', (s) => (s.colour = 'red'), ''],
    ['a table of width 0 (R-0.1: lengths are positive)', (s) => (s.table.width = 0), 'table.width'],
    ['a table past the limit', (s) => (s.table.depth = 1e9), 'table.depth'],
    ['a base of diameter 0', (s) => (s.fighters[0].base.diameter = 0), 'fighters[0].base.diameter'],
    ['a base of an unknown type', (s) => (s.fighters[0].base.type = 'hex'), 'fighters[0].base.type'],
    ['a size of 2.5 (R-1.3: sizes are whole)', (s) => (s.fighters[0].size = 2.5), 'fighters[0].size'],
    ['a negative MOV', (s) => (s.fighters[0].mov = -1), 'fighters[0].mov'],
    ['an empty id', (s) => (s.fighters[0].id = ''), 'fighters[0].id'],
    ['a position of three numbers', (s) => (s.fighters[0].position = [1, 2, 3]), 'fighters[0].position'],
    ['a polygon of two points', (s) => s.scenery[0].shape.points.pop(), 'scenery[0].shape.points'],
    ['an unknown scenery kind', (s) => (s.scenery[0].kind = 'castle'), 'scenery[0].kind'],
    ['fighters as an object', (s) => ((s as Record<string, unknown>).fighters = { A: {} }), 'fighters'],
  ];

  it('the good scene of the cases below is good for both', () => {
    expect(validate(good())).toBe(true);
    expect(zodPath(good())).toBeNull();
  });

  it('a scene may name its schema for an editor ("$schema"); the engine reads it as any other scene', () => {
    const named = { $schema: './scene.schema.json', ...good() };
    expect(validate(named)).toBe(true);
    expect(zodPath(named)).toBeNull();
    expect(parseScene(named).fighters).toEqual(parseScene(good()).fighters);
    const wrong = { $schema: 1, ...good() };
    expect(zodPath(wrong)).toBe('"$schema"');
    expect(validate(wrong)).toBe(false);
    expect(ajvPaths()).toContain('$schema');
  });

  it.each(bad)('refuses %s, in zod and in the JSON Schema, at the same field', (_, spoil, field) => {
    const scene = good() as Good;
    spoil(scene);
    expect(zodPath(scene)).toBe(field);
    expect(validate(scene)).toBe(false);
    expect(
      ajvPaths().some(
        (p) =>
          p === field ||
          p.startsWith(`${field}.`) ||
          p.startsWith(`${field}[`) ||
          (field !== '' && field.startsWith(p) && p !== ''),
      ),
    ).toBe(true);
  });

  it('agrees with the zod schema on fuzzed scenes (valid ones and ones with a field poisoned)', () => {
    // Only the weapon range order is a refinement the JSON Schema cannot carry; the fuzzed scenes have none.
    fc.assert(
      fc.property(sceneText, (text) => {
        const data = JSON.parse(text) as unknown;
        expect(validate(data)).toBe(sceneSchema.safeParse(data).success);
      }),
      { numRuns: 400 },
    );
  });
});
