// R-6.7 (V-B-3) the charges of the turn under way read from a game's record, and their penalties
// weighed as each charge's verdict recorded them when it was made (geometry/record/turn-charges.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameRecord, World, chargeGroups, parseGameText, turnCharges } from '../geometry/index';

const EXAMPLE = parseGameText(readFileSync(join(__dirname, '../assets/games/example.json'), 'utf8'));

/** The example game cut after its entry k (0-based): the record as it stood then. */
const upTo = (k: number): GameRecord => ({ ...EXAMPLE, entries: EXAMPLE.entries.slice(0, k + 1) });

describe('the charges of the turn under way (R-6.7)', () => {
  it('the example game at its end: turn 3, R4 charging B6 (activation 7) and B7 charging R3 (activation 14)', () => {
    const t = turnCharges(EXAMPLE);
    expect(t.turn).toBe(3);
    expect(t.charges).toEqual([
      { charger: 'R4', target: 'B6', activation: 7 },
      { charger: 'B7', target: 'R3', activation: 14 },
    ]);
  });

  it('the penalties match what each charge’s recorded verdict said (R-6.7: per activation, until the end of the turn)', () => {
    const world = new World(EXAMPLE.start);
    for (const end of [EXAMPLE.entries.length - 1, EXAMPLE.entries.findIndex((e) => e.turn === 3) - 1]) {
      const game = upTo(end);
      const { turn, charges } = turnCharges(game);
      const groups = chargeGroups(world, charges);
      const recorded = game.entries.filter((e) => e.type === 'move' && e.action === 'charge' && e.turn === turn);
      // One charger, one target per activation in this game: a group per charge that reached contact.
      expect(groups).toHaveLength(charges.length);
      expect(recorded.length).toBeGreaterThan(0);
      for (const e of recorded) {
        if (e.type !== 'move') continue;
        const g = groups.find((x) => x.activation === e.activation);
        expect(g?.penalised ? g.targets : []).toEqual(e.verdict.penalised);
      }
    }
  });

  it('a charge on two fighters names both; a charge to a point names none; a charge that falls short none; other turns are not counted', () => {
    const k = EXAMPLE.entries.findIndex((e) => e.turn === 3 && e.type === 'move' && e.action === 'charge');
    const entries = EXAMPLE.entries.map((e, i) =>
      e.type === 'move' && i === k
        ? { ...e, goal: { target: 'B6', also: ['B4'] }, verdict: { ...e.verdict, enemiesInContact: ['B6', 'B4'] } }
        : e,
    );
    const both = turnCharges({ ...EXAMPLE, entries });
    expect(both.charges.slice(0, 2)).toEqual([
      { charger: 'R4', target: 'B6', activation: 7 },
      { charger: 'R4', target: 'B4', activation: 7 },
    ]);
    const toPoint = entries.map((e, i) => (e.type === 'move' && i === k ? { ...e, goal: { point: [500, 300] } } : e));
    expect(turnCharges({ ...EXAMPLE, entries: toPoint as GameRecord['entries'] }).charges).toEqual([
      { charger: 'B7', target: 'R3', activation: 14 },
    ]);
    // Cut before turn 3's first entry: turn 2's charges, none of turn 1's or 3's; B7's on R2 fell
    // short (its verdict notes falls-short, R-6.17): it charges nobody.
    const t2 = turnCharges(upTo(EXAMPLE.entries.findIndex((e) => e.turn === 3) - 1));
    expect(t2.turn).toBe(2);
    expect(t2.charges.map((c) => `${c.charger}:${c.target}`)).toEqual(['R2:B8', 'B2:R2', 'R3:B3', 'R5:B2', 'R7:B6']);
  });
});
