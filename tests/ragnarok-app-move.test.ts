// The app's Move panel in Rag'narok: the MOV it shows is the unit's, its slowest member's,
// as the engine's judge moves it (moverMovCm); elsewhere the fighter's own. The Sight card's verdict
// words say seen / interference, never partial sight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moverMovCm } from '../geometry/ragnarok/assault';
import { parseScene } from '../geometry/scene';
import { World } from '../geometry/world';
import { movementCm, potentialMm } from '../src/app/engine/move-actions';
import { verdictWords } from '../src/words';
import { fighter, round } from './support/build';

const sceneOf = (ruleset: 'ragnarok' | 'confede', movs: number[], units: number[]) =>
  parseScene({
    version: 1,
    ruleset,
    table: { width: 1200, depth: 600 },
    fighters: movs.map((mov, i) =>
      fighter(`F${i}`, round(30), [50 + 40 * i, 300], 0, units[i] === 0 ? { mov } : { mov, unit: `U${units[i]}` }),
    ),
  });

describe('R-6.18 the Move panel shows the unit’s MOV', () => {
  it('A (MOV 10) with B (MOV 7) in unit U: 7, a walk of 70 mm; in Confédé A keeps 10', () => {
    const rag = sceneOf('ragnarok', [10, 7], [1, 1]);
    expect(movementCm(rag, rag.fighters[0])).toBe(7);
    expect(potentialMm(rag.fighters[0], 'walk', movementCm(rag, rag.fighters[0]))).toBe(70);
    const conf = sceneOf('confede', [10, 7], [1, 1]);
    expect(movementCm(conf, conf.fighters[0])).toBe(10);
  });

  it('property: the same MOV as the engine’s judge moves it at', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.constantFrom<'ragnarok' | 'confede'>('ragnarok', 'confede'),
        (rows, ruleset) => {
          const scene = sceneOf(
            ruleset,
            rows.map((r) => r[0]),
            rows.map((r) => r[1]),
          );
          const world = new World(scene);
          for (const f of scene.fighters) expect(movementCm(scene, f)).toBe(moverMovCm(world, f.id));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('R-5.7 the Sight card’s verb: "sees" beside the interference pill, never "partially sees"', () => {
    expect(verdictWords('en', 'partial', true)).toBe('sees');
    expect(verdictWords('fr', 'partial', true)).toBe('voit');
    expect(verdictWords('en', 'partial')).toBe('partially sees');
  });
});
