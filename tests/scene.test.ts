// Scene format v1: defaults, the contract's example, and one-line errors naming the field (R-0.1 .. ).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SceneError, parseScene, parseSceneText } from '../geometry/scene';
import { SCENARIOS } from './support/scenes';

const minimal = { version: 1, table: { width: 1200, depth: 600 } };
const errorOf = (data: unknown): string => {
  try {
    parseScene(data, 'x.json');
  } catch (e) {
    expect(e).toBeInstanceOf(SceneError);
    return (e as Error).message;
  }
  throw new Error('expected the scene to be rejected');
};

describe('scene format v1', () => {
  it('parses the contract example with its defaults (blocksSight true, passable false, level 0)', () => {
    const file = join(SCENARIOS, 'example-v1.json');
    const scene = parseSceneText(readFileSync(file, 'utf8'), file);
    expect(scene.scenery.map((s) => [s.id, s.blocksSight, s.passable, s.size])).toEqual([
      ['ruin', true, false, 3],
      ['oak', true, false, 4],
      ['river', false, true, undefined],
    ]);
    expect(scene.fighters.map((f) => f.level)).toEqual([0, 0, 0]);
    expect(scene.options).toEqual({ tolerance: 0.5, fovLine: 'sight', dispersionDirections: 'template6' });
  });

  it('a minimal file is valid: ruleset confede, no fighters, no scenery', () => {
    const scene = parseScene(minimal);
    expect(scene.ruleset).toBe('confede');
    expect(scene.fighters).toEqual([]);
  });

  it('names the field path and the problem in one line', () => {
    expect(errorOf({ ...minimal, version: 2 })).toBe('x.json: version: must be 1 (the only scene format version)');
    expect(errorOf({ ...minimal, table: { width: '1200', depth: 600 } })).toMatch(/^x\.json: table\.width: .*number/);
    expect(errorOf({ ...minimal, ruleset: 'warhammer' })).toMatch(/^x\.json: ruleset: /);
    expect(
      errorOf({
        ...minimal,
        scenery: [
          {
            id: 'w',
            kind: 'wall',
            shape: {
              type: 'polygon',
              points: [
                [0, 0],
                [10, 10],
                [10, 0],
                [0, 10],
              ],
            },
          },
        ],
      }),
    ).toBe('x.json: scenery[0].shape.points: polygon crosses itself');
    expect(
      errorOf({
        ...minimal,
        scenery: [{ id: 'w', kind: 'castle', shape: { type: 'circle', center: [1, 1], radius: 1 } }],
      }),
    ).toMatch(/^x\.json: scenery\[0\]\.kind: /);
    const f = { id: 'A', side: 'red', size: 2, mov: 10, base: { type: 'round', diameter: 30 }, position: [100, 100] };
    expect(errorOf({ ...minimal, fighters: [{ ...f, base: { type: 'hex', width: 3 } }] })).toMatch(
      /^x\.json: fighters\[0\]\.base\.type: /,
    );
    expect(errorOf({ ...minimal, fighters: [{ ...f, activatedWith: ['Q'] }] })).toBe(
      'x.json: fighters[0].activatedWith: unknown fighter id "Q"',
    );
    expect(errorOf({ ...minimal, fighters: [{ ...f, size: 2.5 }] })).toBe(
      'x.json: fighters[0].size: must be a whole number',
    );
    expect(
      errorOf({
        ...minimal,
        fighters: [f],
        scenery: [{ id: 'A', kind: 'rocks', shape: { type: 'circle', center: [500, 500], radius: 5 } }],
      }),
    ).toBe('x.json: fighters[0].id: duplicate id "A" (also scenery[0])');
  });

  it('malformed JSON is one line too', () => {
    try {
      parseSceneText('{"version": 1,,}', 'y.json');
      throw new Error('unreachable');
    } catch (e) {
      expect((e as Error).message).toMatch(/^y\.json: malformed JSON: /);
      expect((e as Error).message).not.toContain('\n');
    }
  });

  it('bases at different levels may overlap (a flyer is a counter above the ground, II-F)', () => {
    const f = { side: 'red', size: 2, mov: 10, base: { type: 'round', diameter: 30 }, position: [100, 100] };
    expect(() =>
      parseScene({
        ...minimal,
        fighters: [
          { ...f, id: 'A' },
          { ...f, id: 'B', level: 1 },
        ],
      }),
    ).not.toThrow();
  });
});
