// The game record (issue 34, geometry/record/): a game recorded by playing it replays with every
// verdict equal; a record edited at one step makes the replay report exactly the entries that
// change, with their rules; stepping from snapshots equals applying every entry from the start.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GameRecord,
  GamePositions,
  GameRecorder,
  type PlayedEntry,
  type Scene,
  applyEntry,
  parseGame,
  parseScene,
  replayGame,
} from '../geometry/index';
import { entryWords } from '../src/words';
import { playGame } from './support/game';

const DEFAULT_TABLE = parseScene(JSON.parse(readFileSync('assets/scenarios/default-table.json', 'utf8')));
const EXAMPLE = parseGame(JSON.parse(readFileSync('assets/games/example.json', 'utf8')));

/** A and Z face each other on a 1200 x 600 table, 30 mm round bases; B (blue) looks on from afar. */
function duel(): Scene {
  const round = { type: 'round', diameter: 30 } as const;
  return parseScene({
    version: 1,
    table: { width: 1200, depth: 600 },
    fighters: [
      { id: 'A', side: 'red', size: 2, mov: 10, base: round, position: [100, 300], facing: 0 },
      { id: 'Z', side: 'blue', size: 2, mov: 10, base: round, position: [260, 300], facing: 180 },
      { id: 'B', side: 'blue', size: 2, mov: 10, base: round, position: [100, 500], facing: 90 },
    ],
  });
}

/** Z is put at `zx` by hand, then A charges it and an area of 2 cm is centred on Z. */
function duelGame(zx: number): GameRecord {
  const rec = new GameRecorder(duel());
  const at = { turn: 1, activation: 1, by: { player: 'Anne', side: 'red' } };
  const played: PlayedEntry[] = [
    { type: 'turn', turn: 1, activation: 0 },
    {
      type: 'edit',
      turn: 1,
      activation: 0,
      edit: { kind: 'fighter-moved', id: 'Z', position: [zx, 300], facingDeg: 180 },
    },
    { type: 'activation', ...at },
    { type: 'move', ...at, mover: 'A', action: 'charge', goal: { target: 'Z' } },
    { type: 'area', ...at, centre: { fighter: 'Z' }, radiusMm: 20 },
    { type: 'shot', ...at, shooter: 'B', target: 'A', rangesCm: [20, 40, 60] },
  ];
  for (const p of played) rec.play(p);
  return rec.record();
}

describe('a game recorded as it is played', () => {
  it('three turns on the default table: at least 40 actions, every verdict equal when replayed from its file', () => {
    const game = playGame(DEFAULT_TABLE, { turns: 3 });
    const judged = game.entries.filter((e) => 'verdict' in e);
    expect(judged.length).toBeGreaterThanOrEqual(40);
    expect(new Set(judged.map((e) => e.type))).toEqual(new Set(['move', 'shot', 'dispersion', 'area']));
    const fromFile = parseGame(JSON.parse(JSON.stringify(game)));
    const replay = replayGame(fromFile);
    expect(replay.differing).toEqual([]);
    expect(replay.entries.filter((e) => e.verdict !== null)).toHaveLength(judged.length);
  });

  it('the shipped example (assets/games/example.json) replays with every verdict equal', () => {
    expect(EXAMPLE.entries.filter((e) => 'verdict' in e).length).toBeGreaterThanOrEqual(40);
    expect(replayGame(EXAMPLE).differing).toEqual([]);
  });

  it('every position of the shipped example opens as a table: a charge ending τ into a friend (R-0.3) stays within τ once kept to the micrometre', () => {
    const positions = new GamePositions(EXAMPLE, 20);
    for (let k = 0; k <= EXAMPLE.entries.length; k++) {
      const scene = positions.after(k);
      expect(() => parseScene(JSON.parse(JSON.stringify(scene)), `after entry ${k}`)).not.toThrow();
    }
  });
});

describe('R-6.5 / R-6.17 / R-6.7 a charge, recorded then re-judged after an earlier edit', () => {
  it('Z 30 cm from A: the charge (potential MOV 10 × 2 = 20 cm) goes 17.0 cm from A’s sight to Z’s edge, and penalises Z', () => {
    // A's sight at x = 100 + 15 = 115; Z at 300 has its edge at 285: 170 mm ≤ 200 mm.
    const move = duelGame(300).entries[3];
    if (move.type !== 'move') throw new Error('entry 3 is the charge');
    expect(move.verdict.legal).toBe(true);
    expect(move.verdict.lengthMm).toBe(170);
    expect(move.verdict.potentialMm).toBe(200);
    // the sight against Z's edge at 285: A's centre 15 mm behind it.
    expect(move.verdict.position).toEqual([270, 300]);
    // A (size 2, power 1) against Z (power 1): chargers at least as powerful, Z penalised.
    expect(move.verdict.penalised).toEqual(['Z']);
    expect(entryWords(move, move.verdict)).toEqual({
      en: 'A charged Z: 17.0 cm of 20.0 cm, legal; Z penalised (R-6.7)',
      fr: 'A a chargé Z : 17,0 cm sur 20,0 cm, légal ; Z pénalisé(s) (R-6.7)',
    });
  });

  it('Z moved by hand to 40 cm instead: the charge falls short and the area round Z no longer covers A; nothing else changes', () => {
    const recorded = duelGame(300);
    const edited: GameRecord = { ...recorded, entries: [...recorded.entries] };
    const edit = recorded.entries[1];
    if (edit.type !== 'edit') throw new Error('entry 1 is the edit');
    edited.entries[1] = { ...edit, edit: { kind: 'fighter-moved', id: 'Z', position: [400, 300], facingDeg: 180 } };
    const replay = replayGame(parseGame(JSON.parse(JSON.stringify(edited))));
    // Entry 3, the charge: Z's edge at 385, 270 mm from A's sight, beyond 200 mm (R-6.17: it falls short).
    // Entry 4, the area of 2 cm round Z: recorded, A's base (3 cm across, touching Z) was partly
    // within it; now A stands where the record put it, at 270 — its edge at 285, 100 mm from Z's — uncovered. Entry 5, B's shot at A, is untouched.
    expect(replay.differing).toEqual([3, 4]);
    const charge = Object.fromEntries(replay.entries[3].differences.map((d) => [d.field, d]));
    expect(charge.lengthMm.rejudged).toBe(270);
    expect(charge.withinPotential.rejudged).toBe(false);
    expect(charge.notes.added).toEqual(['falls-short']);
    expect(charge.notes.rules).toContain('R-6.17');
    expect(charge.enemiesInContact.removed).toEqual(['Z']);
    expect(charge.penalised.rules).toEqual(['R-6.7']);
    expect(charge.legal).toBeUndefined(); // falling short is no illegal move
    const area = replay.entries[4].differences;
    expect(area).toEqual([expect.objectContaining({ field: 'hits', removed: ['A partial'], rules: ['R-7.2'] })]);
  });
});

describe('stepping through a game (GamePositions)', () => {
  const stepwise = (game: GameRecord, count: number) => game.entries.slice(0, count).reduce(applyEntry, game.start);

  it('for any snapshot spacing and any entry: the position from a snapshot equals every entry applied from the start, in at most spacing − 1 applies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), (every, pick) => {
        const positions = new GamePositions(EXAMPLE, every);
        const count = pick % (EXAMPLE.entries.length + 1);
        expect(positions.after(count)).toEqual(stepwise(EXAMPLE, count));
        expect(positions.lastApplies).toBeLessThanOrEqual(every - 1);
      }),
      { numRuns: 60 },
    );
  });

  it('the position before the charge is the one it was judged on: the mover where the record left it', () => {
    const game = duelGame(300);
    const positions = new GamePositions(game, 2);
    expect(positions.before(3).fighters.find((f) => f.id === 'Z')!.position).toEqual([300, 300]);
    expect(positions.after(4).fighters.find((f) => f.id === 'A')!.position).toEqual([270, 300]);
    expect(() => positions.after(game.entries.length + 1)).toThrow(RangeError);
  });
});
