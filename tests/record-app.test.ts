// The app's half of the game record (issue 34): a change of the table told as a move or made by
// hand becomes the record's entries (table-changes.ts); each is judged on the position it is made
// from and kept with its verdict (table-record.ts, R-6.1, R-6.5); undo and redo take the record
// back and forth with the table (recording.ts); a record ends where its table stands (record-ends.ts).
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { replayGame } from '../geometry/index';
import { useStore } from '../src/app/state/store';
import { willPlay } from '../src/app/state/record-hook';
import { shiftBetween, tableDiff } from '../src/app/record/table-changes';
import { TableRecord, freshRecord } from '../src/app/record/table-record';
import { Recording, startRecording } from '../src/app/record/recording';
import { ENDS_TOLERANCE_MM, endsAt } from '../src/app/record/record-ends';
import { useRecord } from '../src/app/record/record-store';
import { box, fighter, makeScene, round } from './support/build';

/** A (red) and Z (blue) 160 mm apart on a 1200 x 600 table, 30 mm round bases, MOV 10; a wall. */
const duel = () =>
  makeScene({
    fighters: [fighter('A', round(30), [100, 300], 0), fighter('Z', round(30), [260, 300], 180, { side: 'blue' })],
    scenery: [box('wall', 500, 100, 520, 200)],
  });

const moved = (scene: ReturnType<typeof duel>, id: string, position: [number, number], facing: number) => ({
  ...scene,
  fighters: scene.fighters.map((f) => (f.id === id ? { ...f, position, facing } : f)),
});

describe('a change of the table as the record keeps it', () => {
  it('a move told by the Move tool is a move entry with its action and its goal where the base was put', () => {
    const before = duel();
    const after = moved(before, 'A', [150, 300], 0);
    const diff = tableDiff(before, after, { type: 'move', action: 'walk', disengaged: false });
    expect(diff).toEqual({
      settings: false,
      entries: [{ type: 'move', mover: 'A', action: 'walk', goal: { place: { position: [150, 300], facingDeg: 0 } } }],
    });
  });

  it('the same change untold is an edit by hand; a removal, an addition and a changed wound are edits too', () => {
    const before = duel();
    expect(tableDiff(before, moved(before, 'A', [150, 300], 90), null).entries).toEqual([
      { type: 'edit', edit: { kind: 'fighter-moved', id: 'A', position: [150, 300], facingDeg: 90 } },
    ]);
    const z = before.fighters[1];
    const after = {
      ...before,
      fighters: [
        { ...z, id: 'Y' },
        { ...before.fighters[0], wound: 'light' as const },
      ],
    };
    expect(tableDiff(before, after, null).entries.map((e) => e.type === 'edit' && e.edit.kind)).toEqual([
      'fighter-removed',
      'fighter-added',
      'fighter-changed',
    ]);
  });

  it('a move told for a fighter whose other fields changed too is no move: edits by hand', () => {
    const before = duel();
    const after = {
      ...before,
      fighters: [{ ...before.fighters[0], position: [150, 300] as [number, number], mov: 12 }, before.fighters[1]],
    };
    expect(tableDiff(before, after, { type: 'move', action: 'walk', disengaged: false }).entries[0]).toMatchObject({
      type: 'edit',
      edit: { kind: 'fighter-changed' },
    });
  });

  it('scenery shifted whole is a shift by exactly the amount; reshaped, it is changed; settings are flagged', () => {
    const before = duel();
    const wall = before.scenery[0];
    const shifted = {
      ...wall,
      shape: {
        type: 'polygon' as const,
        points: [
          [540, 130],
          [560, 130],
          [560, 230],
          [540, 230],
        ] as [number, number][],
      },
    };
    expect(shiftBetween(wall, shifted)).toEqual([40, 30]);
    const after = { ...before, scenery: [shifted], table: { width: 1000, depth: 600 } };
    expect(tableDiff(before, after, null)).toEqual({
      settings: true,
      entries: [{ type: 'edit', edit: { kind: 'scenery-moved', id: 'wall', byMm: [40, 30] } }],
    });
    const skewed = {
      ...wall,
      shape: {
        type: 'polygon' as const,
        points: [
          [540, 130],
          [561, 130],
          [560, 230],
          [540, 230],
        ] as [number, number][],
      },
    };
    expect(tableDiff(before, { ...before, scenery: [skewed] }, null).entries[0]).toMatchObject({
      edit: { kind: 'scenery-changed' },
    });
  });

  it('property: any shift of a polygon piece by whole mm is found exactly, and applying it gives the piece back', () => {
    const wall = duel().scenery[0];
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -90, max: 90 }), (dx, dy) => {
        const pts = (wall.shape as { points: [number, number][] }).points.map(
          ([x, y]) => [x + dx, y + dy] as [number, number],
        );
        const s = { ...wall, shape: { type: 'polygon' as const, points: pts } };
        expect(shiftBetween(wall, s)).toEqual([dx, dy]);
      }),
    );
  });
});

describe('the record of the table, judged as it is played', () => {
  it('R-6.1 / R-6.5 A walks 50 mm straight ahead of MOV 10: 50 mm of a 100 mm potential, legal; the replay agrees', () => {
    const rec = new TableRecord(freshRecord(duel()));
    const before = duel();
    rec.mark('activation', { side: 'red' });
    expect(
      rec.play(
        tableDiff(before, moved(before, 'A', [150, 300], 0), { type: 'move', action: 'walk', disengaged: false })
          .entries,
        { side: 'red' },
      ),
    ).toBe(true);
    const move = rec.record.entries[1];
    expect(move).toMatchObject({ type: 'move', turn: 1, activation: 1, by: { side: 'red' } });
    if (move.type !== 'move') throw new Error('not a move');
    // The sight of a 30 mm round base sits on its front edge: it travels the centre's 50 mm.
    expect(move.verdict).toMatchObject({
      legal: true,
      lengthMm: 50,
      potentialMm: 100,
      position: [150, 300],
      facingDeg: 0,
    });
    expect(replayGame(rec.record).differing).toEqual([]);
    rec.mark('turn', null);
    expect(rec.when).toEqual({ turn: 2, activation: 0 });
  });

  it('R-6.5 a walk that ends in contact with an enemy is kept with its verdict: illegal, the base where it was put', () => {
    const rec = new TableRecord(freshRecord(duel()));
    const before = duel();
    // A's base (15 mm radius) at x 230 touches Z's (centre 260, radius 15).
    rec.play(
      tableDiff(before, moved(before, 'A', [230, 300], 0), { type: 'move', action: 'walk', disengaged: false }).entries,
      null,
    );
    const move = rec.record.entries[0];
    if (move.type !== 'move') throw new Error('not a move');
    expect(move.verdict.legal).toBe(false);
    expect(endsAt(rec.record, moved(before, 'A', [230, 300], 0))).toBe(true);
  });

  it('a record ends at its table within two kept steps (0.002 mm), and not beyond', () => {
    const game = freshRecord(duel());
    expect(endsAt(game, duel())).toBe(true);
    expect(endsAt(game, moved(duel(), 'A', [100 + ENDS_TOLERANCE_MM / 2, 300], 0))).toBe(true);
    expect(endsAt(game, moved(duel(), 'A', [100.01, 300], 0))).toBe(false);
    expect(endsAt(game, { ...duel(), scenery: [] })).toBe(false);
  });
});

describe('recording the store’s table: undo and redo take the record with the table', () => {
  beforeEach(() => {
    useStore.setState({ scene: duel(), past: [], future: [], own: null, borrowed: null, action: 'walk' });
  });

  it('a move, undone, redone, then another change: the record follows each step', () => {
    const r: Recording = startRecording();
    r.shown(useStore.getState().scene);
    useStore.getState().load(duel());
    const start = useRecord.getState().game!;
    expect(start.entries).toEqual([]);
    willPlay({ type: 'move', action: 'walk', disengaged: false });
    useStore.getState().commit(moved(useStore.getState().scene, 'A', [150, 300], 0));
    const one = useRecord.getState().game!;
    expect(one.entries.map((e) => e.type)).toEqual(['move']);
    useStore.getState().undo();
    expect(useRecord.getState().game).toBe(start);
    useStore.getState().redo();
    expect(useRecord.getState().game).toBe(one);
    useStore.getState().undo();
    useStore.getState().commit(moved(useStore.getState().scene, 'Z', [300, 300], 180));
    expect(useRecord.getState().game!.entries).toMatchObject([
      { type: 'edit', by: { side: 'blue' }, edit: { kind: 'fighter-moved', id: 'Z' } },
    ]);
  });

  it('a borrowed table (a step of the record, a lesson) is never recorded', () => {
    startRecording();
    useStore.getState().load(duel());
    const before = useRecord.getState().game;
    useStore.getState().borrow({ kind: 'record' }, duel());
    useStore.getState().commit(moved(duel(), 'A', [150, 300], 0));
    expect(useRecord.getState().game).toBe(before);
    useStore.getState().returnToOwn();
    expect(useRecord.getState().game).toBe(before);
  });
});
