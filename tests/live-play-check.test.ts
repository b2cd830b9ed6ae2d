// Issue 32, item 7: the gate's part for what players share beside the table (src/server/play-check.ts):
// seats (each side held by one player; with the setting on, nobody else moves its fighters), rulers
// and rings (bounded count, immutable, removable), the dice log (R-7.4: results follow from the seed,
// bounded, never rewritten). A key that fails goes back to the room's value; the rest is kept.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createRng, parseScene, type Scene } from '../geometry/index';
import { TableGate } from '../src/server/table-check';
import { docFromScene, readSceneJson, writeScene } from '../src/live/scene-doc';
import { OWN_SIDES_KEY, PLAY_LIMITS, PLAY_ROOTS, readPlay } from '../src/live/play-doc';
import { PLAY_RULES } from '../src/server/play-rules';
import { loadScene } from '../bench/live-load';

const ALICE = 'alice-000000000';
const BOB = 'bob-00000000000';

function room(scene: Scene) {
  const doc = docFromScene(scene);
  const gate = new TableGate(doc);
  const replica = () => {
    const d = new Y.Doc();
    Y.applyUpdate(d, Y.encodeStateAsUpdate(doc));
    return d;
  };
  /** `who` changes their replica with `edit`; the room judges and takes the update. */
  const send = (who: string | null, edit: (d: Y.Doc) => void) => {
    const d = replica();
    const before = Y.encodeStateVector(d);
    d.transact(() => edit(d));
    const update = Y.encodeStateAsUpdate(d, before);
    const verdict = gate.check(update, who);
    if (verdict.ok)
      doc.transact(() => {
        Y.applyUpdate(doc, update);
        if (verdict.fix) Y.applyUpdate(doc, verdict.fix);
      });
    return verdict;
  };
  return { doc, send };
}

const seats = (d: Y.Doc) => d.getMap(PLAY_ROOTS.seats);
const marks = (d: Y.Doc) => d.getMap(PLAY_ROOTS.marks);
const rolls = (d: Y.Doc) => d.getMap(PLAY_ROOTS.rolls);
const moveIn = (id: string, position: [number, number]) => (d: Y.Doc) => {
  const s = parseScene(readSceneJson(d), 'table');
  writeScene(d, { ...s, fighters: s.fighters.map((f) => (f.id === id ? { ...f, position } : f)) });
};
const at = (doc: Y.Doc, id: string) =>
  parseScene(readSceneJson(doc), 'table').fighters.find((f) => f.id === id)!.position;
const roll = (by: string, seed: number, dice: number, extra: Record<string, unknown> = {}) => ({
  seed,
  dice,
  results: PLAY_RULES.rollDice(seed, dice),
  by,
  name: 'Alice',
  atMs: 1000,
  ...extra,
});

describe('seats: each side held by one player', () => {
  it('a player claims a free side for themself, never for another, never one held, never without an id', () => {
    const { doc, send } = room(loadScene(4));
    expect(send(ALICE, (d) => seats(d).set('blue', ALICE))).toMatchObject({ ok: true, wentBack: [] });
    expect(send(BOB, (d) => seats(d).set('blue', BOB)).ok && readPlay(doc, PLAY_RULES).seats.blue).toBe(ALICE);
    expect(send(BOB, (d) => seats(d).delete('blue'))).toMatchObject({
      wentBack: [{ kind: 'play', id: 'play.seats/blue', problem: 'this side is held by another player' }],
    });
    expect(send(BOB, (d) => seats(d).set('red', ALICE))).toMatchObject({
      wentBack: [{ problem: 'a player claims a side for themself only' }],
    });
    expect(send(null, (d) => seats(d).set('red', 'anyone-000000'))).toMatchObject({
      wentBack: [{ problem: 'a side is claimed by a named player' }],
    });
    expect(readPlay(doc, PLAY_RULES).seats).toEqual({ blue: ALICE });
    // Her own seat she gives up.
    expect(send(ALICE, (d) => seats(d).delete('blue'))).toMatchObject({ wentBack: [] });
    expect(readPlay(doc, PLAY_RULES).seats).toEqual({});
  });

  it(`at most ${PLAY_LIMITS.seats} sides held`, () => {
    const { doc, send } = room(loadScene(4));
    const v = send(ALICE, (d) => {
      for (let i = 0; i <= PLAY_LIMITS.seats; i++) seats(d).set(`s${i}`, ALICE);
    });
    expect(v.ok && v.wentBack.length).toBe(PLAY_LIMITS.seats + 1);
    expect(Object.keys(readPlay(doc, PLAY_RULES).seats)).toHaveLength(0);
  });

  it('with the setting on, a fighter of a side another player holds goes back; one’s own and free sides move', () => {
    // loadScene: F0 blue, F1 red, F2 blue, F3 red.
    const { doc, send } = room(loadScene(4));
    send(ALICE, (d) => seats(d).set('blue', ALICE));
    send(BOB, (d) => seats(d).set('red', BOB));
    const f0 = at(doc, 'F0');
    // Setting off: anyone moves anything.
    expect(send(BOB, moveIn('F0', [f0[0] + 1, f0[1]]))).toMatchObject({ wentBack: [] });
    expect(send(ALICE, (d) => seats(d).set(OWN_SIDES_KEY, true))).toMatchObject({ wentBack: [] });
    const now = at(doc, 'F0');
    expect(send(BOB, moveIn('F0', [now[0] + 1, now[1]]))).toMatchObject({
      wentBack: [{ kind: 'fighter', id: 'F0', problem: 'side "blue" is played by another player' }],
    });
    expect(at(doc, 'F0')).toEqual(now);
    const f1 = at(doc, 'F1');
    expect(send(BOB, moveIn('F1', [f1[0] + 1, f1[1]]))).toMatchObject({ wentBack: [] });
    expect(send(ALICE, moveIn('F0', [now[0] + 1, now[1]]))).toMatchObject({ wentBack: [] });
    // A peer with no player id moves no held side; nor turns the setting off while others hold sides.
    expect(send(null, moveIn('F1', [f1[0] + 2, f1[1]])).ok && at(doc, 'F1')).toEqual([f1[0] + 1, f1[1]]);
    expect(send(BOB, (d) => seats(d).set(OWN_SIDES_KEY, false))).toMatchObject({
      wentBack: [{ problem: 'only turned off when no other player holds a side' }],
    });
    expect(readPlay(doc, PLAY_RULES).ownSides).toBe(true);
    // Nor does a fighter change sides to slip out: its side before counts.
    expect(
      send(BOB, (d) => {
        const s = parseScene(readSceneJson(d), 'table');
        writeScene(d, { ...s, fighters: s.fighters.map((f) => (f.id === 'F0' ? { ...f, side: 'red' } : f)) });
      }),
    ).toMatchObject({ wentBack: [{ id: 'F0' }] });
  });
});

describe('marks: rulers and rings that stay until removed', () => {
  const ruler = (by: string) => ({ kind: 'ruler', from: [10, 10], to: [110, 10], by });
  it('keeps a valid ruler and ring; refuses a forged maker, a change, a bad shape; any player removes one', () => {
    const { doc, send } = room(loadScene(2));
    expect(send(ALICE, (d) => marks(d).set('m1', ruler(ALICE)))).toMatchObject({ wentBack: [] });
    expect(
      send(BOB, (d) => marks(d).set('m2', { kind: 'ring', center: [50, 50], radiusMm: 250, by: BOB })),
    ).toMatchObject({ wentBack: [] });
    expect(Object.keys(readPlay(doc, PLAY_RULES).marks)).toEqual(['m1', 'm2']);
    expect(send(BOB, (d) => marks(d).set('m3', ruler(ALICE)))).toMatchObject({
      wentBack: [{ problem: 'a mark names its maker as "by"' }],
    });
    expect(send(ALICE, (d) => marks(d).set('m1', { ...ruler(ALICE), to: [0, 0] }))).toMatchObject({
      wentBack: [{ problem: 'a mark is not changed, only removed' }],
    });
    for (const bad of [
      { kind: 'ring', center: [0, 0], radiusMm: PLAY_LIMITS.radiusMm + 1, by: ALICE },
      { kind: 'ring', center: [0, 0], radiusMm: 0, by: ALICE },
      { kind: 'ruler', from: [Infinity, 0], to: [0, 0], by: ALICE },
      { kind: 'ruler', from: [0, 0], to: [0, 0], by: ALICE, note: 'x'.repeat(1000) },
      { kind: 'arrow', by: ALICE },
    ])
      expect(send(ALICE, (d) => marks(d).set('bad', bad)).ok && Object.keys(readPlay(doc, PLAY_RULES).marks)).toEqual([
        'm1',
        'm2',
      ]);
    expect(send(BOB, (d) => marks(d).delete('m1'))).toMatchObject({ wentBack: [] });
    expect(Object.keys(readPlay(doc, PLAY_RULES).marks)).toEqual(['m2']);
  });

  it(`at most ${PLAY_LIMITS.marks} on the table: the ones past it go back`, () => {
    const { doc, send } = room(loadScene(2));
    const v = send(ALICE, (d) => {
      for (let i = 0; i < PLAY_LIMITS.marks + 3; i++) marks(d).set(`m${i}`, ruler(ALICE));
    });
    expect(v.ok && v.wentBack.length).toBe(PLAY_LIMITS.marks + 3);
    for (let i = 0; i < PLAY_LIMITS.marks; i++) send(ALICE, (d) => marks(d).set(`m${i}`, ruler(ALICE)));
    expect(Object.keys(readPlay(doc, PLAY_RULES).marks)).toHaveLength(PLAY_LIMITS.marks);
    expect(send(ALICE, (d) => marks(d).set('one-more', ruler(ALICE)))).toMatchObject({
      wentBack: [{ problem: `at most ${PLAY_LIMITS.marks} rulers and rings on the table` }],
    });
  });
});

describe('the dice log (R-7.4)', () => {
  it('R-7.4: takes a roll whose results follow from its seed; refuses forged results, too many dice, a long name', () => {
    const { doc, send } = room(loadScene(2));
    // seed 42 gives 4, 3, 6 from the engine's generator (mulberry32), on every device and
    // every run: a roll is replayed exactly from its logged seed.
    const rng = createRng(42);
    expect([rng.die(6), rng.die(6), rng.die(6)]).toEqual([4, 3, 6]);
    expect(send(ALICE, (d) => rolls(d).set('r1', roll(ALICE, 42, 3)))).toMatchObject({ wentBack: [] });
    const [r] = readPlay(doc, PLAY_RULES).rolls;
    expect(r.results).toEqual([4, 3, 6]);
    expect(r.results.every((x) => x >= 1 && x <= 6)).toBe(true);
    const sixes = PLAY_RULES.rollDice(42, 3).map(() => 6);
    const forged = sixes.join() === PLAY_RULES.rollDice(42, 3).join() ? [1, 1, 1] : sixes;
    expect(send(ALICE, (d) => rolls(d).set('r2', roll(ALICE, 42, 3, { results: forged })))).toMatchObject({
      wentBack: [{ problem: "a roll's results are not those of its seed (R-7.4)" }],
    });
    expect(send(ALICE, (d) => rolls(d).set('r3', roll(ALICE, 7, PLAY_LIMITS.dice + 1)))).toMatchObject({
      wentBack: [{ problem: `a roll has 1 to ${PLAY_LIMITS.dice} dice` }],
    });
    expect(send(ALICE, (d) => rolls(d).set('r4', roll(ALICE, 7, 2, { name: 'A'.repeat(500) })))).toMatchObject({
      wentBack: [{ problem: `a roll's name is plain text of at most ${PLAY_LIMITS.nameChars} characters` }],
    });
    expect(send(BOB, (d) => rolls(d).set('r5', roll(ALICE, 7, 2)))).toMatchObject({
      wentBack: [{ problem: 'a roll names its roller as "by"' }],
    });
    expect(readPlay(doc, PLAY_RULES).rolls.map((x) => x.key)).toEqual(['r1']);
  });

  it('a roll in the log is never changed or removed, and the log is bounded', () => {
    const { doc, send } = room(loadScene(2));
    send(ALICE, (d) => rolls(d).set('r1', roll(ALICE, 1, 2)));
    expect(send(BOB, (d) => rolls(d).delete('r1'))).toMatchObject({
      wentBack: [{ problem: 'a roll in the log is never changed or removed (R-7.4)' }],
    });
    expect(send(ALICE, (d) => rolls(d).set('r1', roll(ALICE, 2, 2)))).toMatchObject({
      wentBack: [{ id: 'play.rolls/r1' }],
    });
    expect(readPlay(doc, PLAY_RULES).rolls[0].seed).toBe(1);
    send(ALICE, (d) => {
      for (let i = 2; i <= PLAY_LIMITS.rolls; i++) rolls(d).set(`r${i}`, roll(ALICE, i, 1));
    });
    expect(readPlay(doc, PLAY_RULES).rolls).toHaveLength(PLAY_LIMITS.rolls);
    expect(send(ALICE, (d) => rolls(d).set('past', roll(ALICE, 9, 1)))).toMatchObject({
      wentBack: [{ problem: `the log keeps at most ${PLAY_LIMITS.rolls} rolls` }],
    });
  });

  it('a nested type or another root is no play value: refused whole', () => {
    const { send } = room(loadScene(2));
    expect(send(ALICE, (d) => d.getMap('play.cheats').set('x', 1))).toMatchObject({ ok: false });
    const v = send(ALICE, (d) => marks(d).set('m', new Y.Map()));
    expect(v.ok && v.wentBack.length).toBe(1);
  });
});
