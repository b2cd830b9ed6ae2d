// The game's record on the live table (issue 34): the room shares a record that players only
// append to. The gate (src/server/record-check.ts) refuses a deleted entry, a start or list set by
// a peer, an entry that is no entry (zod schema, ENTRY_CHARS), an entry slipped into the past and
// a record past LIMITS.gameEntries; every replica reads the same entries (sharedEntries).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  ENTRY_CHARS,
  LIMITS,
  type GameRecord,
  type RecordEntry,
  type Scene,
  parseEntry,
  parseGame,
  parseScene,
  sharedEntries,
} from '../geometry/index';
import { TableGate } from '../src/server/table-check';
import { CONCURRENT_APPENDS } from '../src/server/record-check';
import { docFromScene } from '../src/live/scene-doc';
import { OWN_SIDES_KEY, PLAY_ROOTS } from '../src/live/play-doc';
import { appendEntries, entriesOf, entryValues, recordOf, recordStartJson, seedRecord } from '../src/live/record-doc';
import { playGame } from './support/game';

const DEFAULT_TABLE = parseScene(JSON.parse(readFileSync('assets/scenarios/default-table.json', 'utf8')));
/** A game of one turn on the default table, every verdict the engine's (tests/support/game.ts). */
const GAME: GameRecord = playGame(DEFAULT_TABLE, { turns: 1 });

/** The room's document (made as the server makes it) and a player's replica of it. */
function room(scene: Scene = DEFAULT_TABLE): { doc: Y.Doc; gate: TableGate; join: () => Y.Doc } {
  const doc = docFromScene(scene);
  seedRecord(doc, scene);
  const join = () => {
    const player = new Y.Doc();
    Y.applyUpdate(player, Y.encodeStateAsUpdate(doc));
    return player;
  };
  return { doc, gate: new TableGate(doc), join };
}

/** What a player's change makes, not yet sent. */
function changeOf(player: Y.Doc, change: (doc: Y.Doc) => void): Uint8Array {
  const before = Y.encodeStateVector(player);
  change(player);
  return Y.encodeStateAsUpdate(player, before);
}

/** The room judges `update` from player `who` (none by default) and takes it when it passes. */
function take(doc: Y.Doc, gate: TableGate, update: Uint8Array, who: string | null = null) {
  const verdict = gate.check(update, who);
  if (verdict.ok) Y.applyUpdate(doc, update);
  return verdict;
}

const refusal = (v: ReturnType<TableGate['check']>) => (v.ok ? null : v.refusal.problem);
const append = (entries: readonly unknown[]) => (d: Y.Doc) => appendEntries(d, entries, 'local');

describe('the live table shares one record', () => {
  it('the room starts its record at its table; two players appending at once both keep theirs, in one order on every replica', () => {
    const { doc, gate, join } = room();
    expect(parseScene(recordStartJson(doc), 'start')).toEqual(DEFAULT_TABLE);
    const anne = join();
    const bruno = join();
    const [first, second] = [GAME.entries.slice(0, 3), GAME.entries.slice(3, 6)];
    // Both append before either hears of the other's entries (concurrent appends).
    const fromAnne = changeOf(anne, append(first));
    const fromBruno = changeOf(bruno, append(second));
    expect(take(doc, gate, fromAnne)).toMatchObject({ ok: true });
    expect(take(doc, gate, fromBruno)).toMatchObject({ ok: true });
    Y.applyUpdate(anne, Y.encodeStateAsUpdate(doc));
    Y.applyUpdate(bruno, Y.encodeStateAsUpdate(doc));
    expect(entryValues(doc)).toHaveLength(6);
    expect(entryValues(anne)).toEqual(entryValues(doc));
    expect(entryValues(bruno)).toEqual(entryValues(doc));
    expect(new Set(entryValues(doc).map((v) => JSON.stringify(v)))).toEqual(
      new Set([...first, ...second].map((v) => JSON.stringify(v))),
    );
  });

  it('a whole recorded game appended entry by entry reads back as the same record (no entry skipped)', () => {
    const { doc, gate, join } = room();
    const anne = join();
    for (const entry of GAME.entries)
      expect(take(doc, gate, changeOf(anne, append([entry])))).toMatchObject({ ok: true });
    const { entries, skipped } = sharedEntries(parseScene(recordStartJson(doc), 'start'), entryValues(doc));
    expect(skipped).toEqual([]);
    expect(parseGame(JSON.parse(JSON.stringify({ ...GAME, entries })))).toEqual(GAME);
  });
});

describe('a hostile peer can neither wipe nor poison the record', () => {
  it('deleting a shared entry is refused whole; the record keeps it', () => {
    const { doc, gate, join } = room();
    const anne = join();
    take(doc, gate, changeOf(anne, append(GAME.entries.slice(0, 4))));
    const mallory = join();
    const wipe = changeOf(mallory, (d) => entriesOf(d)!.delete(0, 4));
    expect(refusal(take(doc, gate, wipe))).toBe('4 shared record entries deleted (the record only grows)');
    expect(entryValues(doc)).toHaveLength(4);
  });

  it('rewriting an entry (delete and insert in its place) is refused', () => {
    const { doc, gate, join } = room();
    take(doc, gate, changeOf(join(), append(GAME.entries.slice(0, 2))));
    const mallory = join();
    const forged = { ...GAME.entries[1], turn: 1 } as RecordEntry;
    const rewrite = changeOf(mallory, (d) =>
      d.transact(() => (entriesOf(d)!.delete(1, 1), entriesOf(d)!.insert(1, [forged]))),
    );
    expect(refusal(take(doc, gate, rewrite))).toMatch(/deleted/);
  });

  it('the start and the list are the server’s: a peer setting either is refused', () => {
    const { doc, gate, join } = room();
    const mallory = join();
    const emptyTable = { ...DEFAULT_TABLE, fighters: [] };
    expect(
      refusal(
        take(
          doc,
          gate,
          changeOf(mallory, (d) => recordOf(d).set('start', emptyTable)),
        ),
      ),
    ).toMatch(/server’s to set/);
    expect(
      refusal(
        take(
          doc,
          gate,
          changeOf(join(), (d) => recordOf(d).set('entries', new Y.Array())),
        ),
      ),
    ).toMatch(/server’s to set/);
    expect(parseScene(recordStartJson(doc), 'start')).toEqual(DEFAULT_TABLE);
  });

  it('an entry that is no entry is refused with its field: a negative length (R-6.1), an unknown type, a Yjs type', () => {
    const { doc, gate, join } = room();
    const move = GAME.entries.find((e) => e.type === 'move')!;
    const negative = { ...move, verdict: { ...(move as { verdict: object }).verdict, lengthMm: -1 } };
    expect(refusal(take(doc, gate, changeOf(join(), append([negative]))))).toBe(
      '"record entry": verdict.lengthMm: must be 0 or more',
    );
    expect(refusal(take(doc, gate, changeOf(join(), append([{ type: 'wipe', turn: 1, activation: 0 }]))))).toMatch(
      /^"record entry": type: /,
    );
    const nested = changeOf(join(), (d) => entriesOf(d)!.push([new Y.Map()]));
    expect(refusal(take(doc, gate, nested))).not.toBeNull();
    expect(entryValues(doc)).toEqual([]);
  });

  it(`an entry over ${ENTRY_CHARS} characters is refused`, () => {
    const { doc, gate, join } = room();
    const huge = { type: 'turn', turn: 1, activation: 0, by: { player: 'x'.repeat(200), side: 's' } };
    const many = Array.from({ length: 400 }, (_, i) => ({ ...huge, by: { player: `${i}`.padEnd(200, 'x') } }));
    // One entry carries at most a 200-character name: the size limit is met by the schema first.
    expect(refusal(take(doc, gate, changeOf(join(), append(many))))).toBeNull();
    const big = { ...huge, padding: 'p'.repeat(ENTRY_CHARS) };
    expect(refusal(take(doc, gate, changeOf(join(), append([big]))))).toMatch(
      new RegExp(`more than the limit of ${ENTRY_CHARS} for an entry`),
    );
  });

  it(`an entry slipped in before more than ${CONCURRENT_APPENDS} older ones is refused; just behind a concurrent one is kept`, () => {
    const { doc, gate, join } = room();
    const markers = Array.from({ length: 20 }, (_, i) => ({ type: 'turn', turn: i + 1, activation: 0 }));
    take(doc, gate, changeOf(join(), append(markers)));
    const early = changeOf(join(), (d) => entriesOf(d)!.insert(0, [markers[0]]));
    expect(refusal(take(doc, gate, early))).toBe('a record entry put before 20 older ones (entries are appended)');
    const late = changeOf(join(), (d) => entriesOf(d)!.insert(20 - CONCURRENT_APPENDS, [markers[19]]));
    expect(refusal(take(doc, gate, late))).toBeNull();
  });

  it(`a record past ${LIMITS.gameEntries} entries is refused`, () => {
    const { doc, gate, join } = room();
    const marker = { type: 'turn', turn: 1, activation: 0 };
    // The room's own record, filled to the limit (not through the gate: that is the peer's part).
    appendEntries(
      doc,
      Array.from({ length: LIMITS.gameEntries }, () => marker),
      'server',
    );
    const one = changeOf(join(), append([marker]));
    expect(refusal(take(doc, gate, one))).toBe(
      `the record holds ${LIMITS.gameEntries + 1} entries, more than ${LIMITS.gameEntries}`,
    );
  });
});

describe('the record’s size on the server', () => {
  it(`a record past a game file’s ${LIMITS.gameFileBytes} characters is refused (kept count of, not recounted)`, () => {
    const { doc, gate, join } = room();
    // The room's own entries (not through the gate), 270 of 62,000 characters: 16.74 M in all, past 16.78 M after one more.
    const big = { type: 'turn', turn: 1, activation: 0, note: 'n'.repeat(62_000 - 60) };
    const size = JSON.stringify(big).length;
    const count = Math.floor(LIMITS.gameFileBytes / size);
    appendEntries(
      doc,
      Array.from({ length: count }, () => big),
      'server',
    );
    const marker = { type: 'turn', turn: 1, activation: 0 };
    const room0 = count * size;
    // One marker fits while the total stays within the limit; the gate then counts only what each update adds.
    const fits = Math.floor((LIMITS.gameFileBytes - room0) / JSON.stringify(marker).length);
    expect(refusal(take(doc, gate, changeOf(join(), append(Array.from({ length: fits }, () => marker)))))).toBeNull();
    const total = room0 + (fits + 1) * JSON.stringify(marker).length;
    expect(refusal(take(doc, gate, changeOf(join(), append([marker]))))).toBe(
      `the record holds ${total} characters, more than a game file's ${LIMITS.gameFileBytes}`,
    );
  });
});

describe('every replica reads the shared entries the same way (sharedEntries)', () => {
  it('skips an entry out of order and one naming a fighter not on the table, keeps the rest', () => {
    const start = DEFAULT_TABLE;
    const removed = {
      type: 'edit',
      turn: 2,
      activation: 0,
      edit: { kind: 'fighter-removed', id: start.fighters[0].id },
    };
    const values = [
      { type: 'turn', turn: 2, activation: 0 },
      { type: 'turn', turn: 1, activation: 0 },
      removed,
      removed,
      'not an entry',
    ];
    const { entries, skipped } = sharedEntries(start, values);
    expect(entries).toEqual([values[0], removed]);
    expect(skipped.map((s) => s.index)).toEqual([1, 3, 4]);
    expect(skipped[0].problem).toBe('entries[1].turn is 1, before turn 2 of the entry above');
    expect(skipped[1].problem).toMatch(/^entries\[3\]\.edit\.id /);
  });

  it('property: any values at all never throw, and what is kept is a record parseGame accepts', () => {
    const entryish = fc.oneof(
      fc.constantFrom(...GAME.entries),
      fc.record({
        type: fc.constantFrom('turn', 'activation'),
        turn: fc.integer({ min: -1, max: 4 }),
        activation: fc.integer({ min: -1, max: 4 }),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(entryish, { maxLength: 30 }), (values) => {
        const { entries, skipped } = sharedEntries(DEFAULT_TABLE, values);
        expect(entries.length + skipped.length).toBe(values.length);
        expect(skipped.every((k) => k.index >= 0 && k.index < values.length)).toBe(true);
        const game = { version: 1, kind: 'mire-game', start: DEFAULT_TABLE, entries };
        expect(() => parseGame(JSON.parse(JSON.stringify(game)))).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it(`past ${LIMITS.gameEntries} entries the rest is one skip`, () => {
    // A turn marker, then activation markers (5,000 to a turn), all in order: only the count stops them.
    const values = Array.from({ length: LIMITS.gameEntries + 500 }, (_, i) =>
      i === 0
        ? { type: 'turn', turn: 1, activation: 0 }
        : { type: 'activation', turn: 1 + Math.floor(i / 5000), activation: (i % 5000) + 1 },
    );
    const { entries, skipped } = sharedEntries(DEFAULT_TABLE, values);
    expect(entries).toHaveLength(LIMITS.gameEntries);
    expect(skipped).toEqual([
      { index: LIMITS.gameEntries, problem: `500 entries past the limit of ${LIMITS.gameEntries}` },
    ]);
  });

  it('every entry a recorded game holds reads alone (parseEntry), as a peer sends it', () => {
    for (const entry of GAME.entries) expect(parseEntry(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
  });
});

describe('with each player moving only their own side, the record too (issue 32)', () => {
  const ANNE = 'anne-0000000000';
  const BRUNO = 'bruno-000000000';
  const sideOf = (id: string) => DEFAULT_TABLE.fighters.find((f) => f.id === id)?.side;

  /** A room where Anne holds red and Bruno blue, the setting on. */
  function heldRoom() {
    const r = room();
    const send = (who: string, change: (d: Y.Doc) => void) => take(r.doc, r.gate, changeOf(r.join(), change), who);
    expect(send(ANNE, (d) => d.getMap(PLAY_ROOTS.seats).set('red', ANNE))).toMatchObject({ ok: true });
    expect(send(BRUNO, (d) => d.getMap(PLAY_ROOTS.seats).set('blue', BRUNO))).toMatchObject({ ok: true });
    expect(send(ANNE, (d) => d.getMap(PLAY_ROOTS.seats).set(OWN_SIDES_KEY, true))).toMatchObject({ ok: true });
    return { ...r, send };
  }

  it("a move of the other side's fighter is refused whole; one's own is kept", () => {
    const { send } = heldRoom();
    const redMove = GAME.entries.find((e) => e.type === 'move' && sideOf(e.mover) === 'red')!;
    const blueMove = GAME.entries.find((e) => e.type === 'move' && sideOf(e.mover) === 'blue')!;
    expect(refusal(send(BRUNO, append([redMove])))).toBe('a record entry for side "red", played by another player');
    expect(send(ANNE, append([redMove]))).toMatchObject({ ok: true });
    expect(send(BRUNO, append([blueMove]))).toMatchObject({ ok: true });
  });

  it('an entry signed for the other side, or an edit of its fighter, is refused; a turn anyone marks', () => {
    const { send } = heldRoom();
    const turn = { type: 'turn', turn: 2, activation: 0 };
    expect(send(BRUNO, append([turn]))).toMatchObject({ ok: true });
    expect(refusal(send(BRUNO, append([{ ...turn, by: { side: 'red' } }])))).toMatch(/side "red"/);
    const r1 = DEFAULT_TABLE.fighters.find((f) => f.id === 'R1')!;
    const moved = {
      type: 'edit',
      turn: 2,
      activation: 0,
      edit: { kind: 'fighter-moved', id: 'R1', position: [100, 100], facingDeg: 0 },
    };
    expect(refusal(send(BRUNO, append([moved])))).toMatch(/side "red"/);
    const added = {
      type: 'edit',
      turn: 2,
      activation: 0,
      edit: { kind: 'fighter-added', fighter: { ...r1, id: 'R99' } },
    };
    expect(refusal(send(BRUNO, append([added])))).toMatch(/side "red"/);
    expect(send(ANNE, append([moved, added]))).toMatchObject({ ok: true });
  });
});
