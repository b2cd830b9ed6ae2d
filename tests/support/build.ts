// Small builders for hand-worked test scenes (validated through the real schema).
import { type Scene, type SceneInput, parseScene } from '../../geometry/scene';
import { World } from '../../geometry/world';

type FighterInput = SceneInput['fighters'] extends (infer F)[] | undefined ? F : never;
type SceneryInput = SceneInput['scenery'] extends (infer S)[] | undefined ? S : never;

export const round = (diameter: number) => ({ type: 'round' as const, diameter });
export const square = (width: number) => ({ type: 'square' as const, width });
export const rect = (width: number, depth: number) => ({ type: 'rect' as const, width, depth });

export function fighter(
  id: string,
  base: FighterInput['base'],
  position: [number, number],
  facing = 0,
  extra: Partial<FighterInput> = {},
): FighterInput {
  return { id, side: 'red', size: 2, mov: 10, base, position, facing, ...extra };
}

export function box(
  id: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  extra: Partial<SceneryInput> = {},
): SceneryInput {
  return {
    id,
    kind: 'wall',
    shape: {
      type: 'polygon',
      points: [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
    },
    ...extra,
  };
}

export function makeScene(parts: {
  fighters?: FighterInput[];
  scenery?: SceneryInput[];
  options?: SceneInput['options'];
  ruleset?: SceneInput['ruleset'];
  table?: { width: number; depth: number };
}): Scene {
  return parseScene({
    version: 1,
    ruleset: parts.ruleset ?? 'confede',
    table: parts.table ?? { width: 1200, depth: 600 },
    options: parts.options,
    fighters: parts.fighters ?? [],
    scenery: parts.scenery ?? [],
  });
}

export const makeWorld = (parts: Parameters<typeof makeScene>[0]) => new World(makeScene(parts));
