// Random valid tables for the live-table tests: fighters on a coarse grid (bases never overlap),
// optional fields present or absent, scenery of both shapes.
import fc from 'fast-check';
import { type Scene, parseScene, RULESETS, SCENERY_KINDS } from '../geometry/index';

const CELL_MM = 80;
const COLS = 18;
const ROWS = 9;

const baseArb = fc.oneof(
  fc.record({ type: fc.constant('round' as const), diameter: fc.constantFrom(20, 25, 30, 40) }),
  fc.record({ type: fc.constant('square' as const), width: fc.constantFrom(20, 25, 30) }),
  fc.record({ type: fc.constant('rect' as const), width: fc.constantFrom(25, 30), depth: fc.constantFrom(40, 50) }),
);

const fighterArb = (id: string, cell: number) =>
  fc.record(
    {
      id: fc.constant(id),
      name: fc.string({ maxLength: 8 }),
      side: fc.constantFrom('red', 'blue'),
      size: fc.integer({ min: 1, max: 5 }),
      mov: fc.integer({ min: 0, max: 20 }),
      level: fc.constantFrom(0 as const, 1 as const),
      base: baseArb,
      position: fc
        .tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }))
        .map(
          ([dx, dy]) =>
            [(cell % COLS) * CELL_MM + CELL_MM / 2 + dx, Math.floor(cell / COLS) * CELL_MM + CELL_MM / 2 + dy] as [
              number,
              number,
            ],
        ),
      facing: fc.integer({ min: -180, max: 180 }),
      wound: fc.constantFrom('none' as const, 'light' as const, 'critical' as const),
      routed: fc.boolean(),
      unit: fc.constantFrom('u1', 'u2'),
    },
    { requiredKeys: ['id', 'side', 'size', 'mov', 'level', 'base', 'position', 'facing'] },
  );

const sceneryArb = (id: string) =>
  fc.record(
    {
      id: fc.constant(id),
      kind: fc.constantFrom(...SCENERY_KINDS),
      size: fc.integer({ min: 1, max: 5 }),
      blocksSight: fc.boolean(),
      passable: fc.boolean(),
      shape: fc.oneof(
        fc.record({
          type: fc.constant('circle' as const),
          center: fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 500 })),
          radius: fc.integer({ min: 5, max: 80 }),
        }),
        fc
          .tuple(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 10, max: 200 }))
          .map(([x, y, w]) => ({
            type: 'polygon' as const,
            points: [
              [x, y],
              [x + w, y],
              [x + w, y + w / 2],
              [x, y + w / 2],
            ] as [number, number][],
          })),
      ),
    },
    { requiredKeys: ['id', 'kind', 'blocksSight', 'passable', 'shape'] },
  );

/** A valid scene with up to `maxFighters` fighters (ids F0…) and `maxScenery` pieces (S0…). */
export function sceneArb(maxFighters = 8, maxScenery = 4): fc.Arbitrary<Scene> {
  return fc
    .record({
      cells: fc.uniqueArray(fc.integer({ min: 0, max: COLS * ROWS - 1 }), { maxLength: maxFighters }),
      nScenery: fc.integer({ min: 0, max: maxScenery }),
      ruleset: fc.constantFrom(...RULESETS),
      name: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
      idOffset: fc.integer({ min: 0, max: 3 }),
    })
    .chain(({ cells, nScenery, ruleset, name, idOffset }) =>
      fc
        .record({
          fighters: fc.tuple(...cells.map((c, i) => fighterArb(`F${i + idOffset}`, c))),
          scenery: fc.tuple(...Array.from({ length: nScenery }, (_, i) => sceneryArb(`S${i + idOffset}`))),
        })
        .map(({ fighters, scenery }) =>
          parseScene({
            version: 1,
            ruleset,
            name,
            table: { width: COLS * CELL_MM, depth: ROWS * CELL_MM },
            fighters,
            scenery,
          }),
        ),
    );
}
