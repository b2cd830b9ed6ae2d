// Refusals naming their true reason (geometry/moves/judge.ts): an assault on another altitude level
// (R-5.6, II-F-1) and two targets no base can touch together, with their words.
import { describe, expect, it } from 'vitest';
import { judgeMove } from '../geometry/moves';
import { moveProblemShort, moveProblemWords } from '../src/words';
import { fighter, makeWorld, round } from './support/build';

const blue = { side: 'blue' };
const ctx = { mover: 'A', action: 'charge' as const, movCm: 10, widthMm: 30 };

describe('R-5.6 / II-F-1 an assault on a fighter at another altitude level', () => {
  it('A on the ground charging Z in flight (level 1) 85 mm away is refused for the levels, not for half a side', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0),
        fighter('Z', round(30), [200, 300], 180, { ...blue, level: 1 }),
      ],
    });
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Z' }, action: 'charge' });
    expect(j.legal).toBe(false);
    expect(j.problems).toEqual([{ code: 'other-level', rule: 'R-5.6', target: 'Z', moverLevel: 0, targetLevel: 1 }]);
    const words = moveProblemWords(j.problems[0], ctx);
    expect(words.en).toContain('contact only exists between fighters of one level');
    expect(words.en).toContain('(R-5.6, II-F-1)');
    expect(words.fr).toContain('le contact n’existe qu’entre combattants d’un même niveau');
    expect(moveProblemShort(j.problems[0], 'en')).toContain('no contact between levels (R-5.6, II-F-1)');
  });

  it('two fighters in flight: the charge is judged as on the ground', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { level: 1 }),
        fighter('Z', round(30), [200, 300], 180, { ...blue, level: 1 }),
      ],
    });
    expect(judgeMove(w, { mover: 'A', goal: { target: 'Z' }, action: 'charge' }).legal).toBe(true);
  });
});

describe('R-6.11 several targets: one base must touch them all', () => {
  it('Y and Z 170 mm apart edge to edge, A’s base 30 mm across: refused as too far apart, not as every position taken', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0),
        fighter('Y', round(30), [250, 200], 180, blue),
        fighter('Z', round(30), [250, 400], 180, blue),
      ],
    });
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Y', also: ['Z'] }, action: 'charge' });
    expect(j.legal).toBe(false);
    expect(j.problems).toEqual([
      { code: 'targets-apart', rule: 'R-6.11', targets: ['Y', 'Z'], gapMm: expect.closeTo(170, 9), spanMm: 30 },
    ]);
    const words = moveProblemWords(j.problems[0], ctx);
    expect(words.en).toContain('Y and Z are 17.0 cm apart');
    expect(words.en).toContain('(R-6.11)');
    expect(words.fr).toContain('aucune position ne les touche tous deux');
  });

  it('side by side (the vb3 fixture’s Y and Z): still taken together', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0),
        fighter('Y', round(30), [200, 285], 180, blue),
        fighter('Z', round(30), [200, 315], 180, blue),
      ],
    });
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Y', also: ['Z'] }, action: 'charge' });
    expect(j.problems.map((p) => p.code)).not.toContain('targets-apart');
  });
});
