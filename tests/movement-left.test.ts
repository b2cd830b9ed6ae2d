// Issue 32, item 7: the movement a fighter has left in the activation under way — its potential
// MOV x 10 mm for a walk) less the routes recorded for it since the activation opened.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementLeft } from '../geometry/index';
import { TableRecord, freshRecord } from '../src/app/record/table-record';
import { tableDiff } from '../src/app/record/table-changes';
import { box, fighter, makeScene, round } from './support/build';

/** A (red) and Z (blue) 160 mm apart on a 1200 x 600 table, 30 mm round bases, MOV 10. */
const duel = () =>
  makeScene({
    fighters: [fighter('A', round(30), [100, 300], 0), fighter('Z', round(30), [260, 300], 180, { side: 'blue' })],
    scenery: [box('wall', 500, 100, 520, 200)],
  });
type Scene = ReturnType<typeof duel>;
const moved = (scene: Scene, id: string, position: [number, number]) => ({
  ...scene,
  fighters: scene.fighters.map((f) => (f.id === id ? { ...f, position } : f)),
});

/** Walk `id` to `to` in the record, from the table `from`; answers the table after. */
function walk(rec: TableRecord, from: Scene, id: string, to: [number, number]): Scene {
  const after = moved(from, id, to);
  rec.play(tableDiff(from, after, { type: 'move', action: 'walk', disengaged: false }).entries, null);
  return after;
}

describe('movement left this activation', () => {
  it('R-6.5: A (MOV 10, walk: 100 mm) walks 30 mm then 20 mm straight ahead: 50 mm left; Z untouched has 100 mm', () => {
    const rec = new TableRecord(freshRecord(duel()));
    rec.mark('activation', { side: 'red' });
    let table = walk(rec, duel(), 'A', [70, 300]);
    // 30 mm back (facing 0, walking away), then 20 mm more: routes of 30 and 20 mm.
    expect(movementLeft(rec.record, 'A', 100)).toMatchObject({ moves: 1, usedMm: 30, leftMm: 70 });
    table = walk(rec, table, 'A', [50, 300]);
    expect(movementLeft(rec.record, 'A', 100)).toEqual({ moves: 2, usedMm: 50, leftMm: 50, turn: 1, activation: 1 });
    expect(movementLeft(rec.record, 'Z', 100)).toMatchObject({ moves: 0, usedMm: 0, leftMm: 100 });
    // A new activation starts from the whole potential again.
    rec.mark('activation', { side: 'blue' });
    expect(movementLeft(rec.record, 'A', 100)).toMatchObject({ moves: 0, leftMm: 100, activation: 2 });
    walk(rec, table, 'A', [50, 420]);
    // 120 mm of a 100 mm potential: nothing left, never below 0.
    expect(movementLeft(rec.record, 'A', 100).leftMm).toBe(0);
  });

  it('property: left + used = potential whenever used stays under it; left never below 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 4 }),
        fc.integer({ min: 50, max: 200 }),
        (steps, potential) => {
          const rec = new TableRecord(freshRecord(duel()));
          rec.mark('activation', null);
          let table = duel();
          let x = 100;
          for (const d of steps) {
            x -= d;
            table = walk(rec, table, 'A', [x, 300]);
          }
          const used = steps.reduce((a, b) => a + b, 0);
          const left = movementLeft(rec.record, 'A', potential);
          expect(left.usedMm).toBeCloseTo(used, 6);
          expect(left.leftMm).toBeCloseTo(Math.max(0, potential - used), 6);
        },
      ),
      { numRuns: 25 },
    );
  });
});
