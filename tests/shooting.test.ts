// Shooting (R-9, Confédé VI-A, VI-B): geometry/shooting.ts and `mire shoot`.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';
import { judgeShot } from '../geometry/shooting';
import { shotLine } from '../src/words';
import { parseScene } from '../geometry/scene';
import { World } from '../geometry/world';
import { fighter, makeScene, makeWorld, round } from './support/build';
import { scenarioWorld } from './support/scenes';

const SIGHT = join(__dirname, '..', 'assets', 'scenarios', 'r-5.8-sight.json');

async function mire(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['shoot', ...args], { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('R-9.2 difficulty (VI-A-3)', () => {
  it('the book’s example: a partly visible large target at medium range: 7 − 1 + 1 = 7 (R-5.8 table: A shoots X)', () => {
    const w = scenarioWorld('r-5.8-sight');
    const j = judgeShot(w, 'A', 'X', [20, 40, 60]);
    expect(j.los).toBe('partial');
    expect(j.band).toBe('medium');
    expect(j.modifiers.map((m) => [m.code, m.delta])).toEqual([
      ['partial', 1],
      ['large', -1],
    ]);
    expect(j.difficulty).toBe(7);
    expect(j.legal).toBe(true);
  });

  it('the bow 20-40-60: 20.0 cm is short, 20.1 cm medium, 60.0 long, 60.1 out and the shot fails (VI-A-1)', () => {
    // A's sight at (115, 300); T's edge at x = 385 − 15 ... placed so that the distance is exact.
    const at = (d: number) =>
      makeWorld({
        fighters: [
          fighter('A', round(30), [100, 300], 0),
          fighter('T', round(30), [115 + d + 15, 300], 180, { side: 'blue' }),
        ],
      });
    const band = (d: number) => judgeShot(at(d), 'A', 'T', [20, 40, 60]);
    expect(band(200).band).toBe('short');
    expect(band(200).difficulty).toBe(4);
    expect(band(201).band).toBe('medium');
    expect(band(600).band).toBe('long');
    expect(band(600).difficulty).toBe(10);
    expect(band(601).problems).toEqual([
      { code: 'out-of-range', rule: 'R-9.1', distanceMm: expect.closeTo(601, 6), longMm: 600 },
    ]);
  });

  it('R-0.3 with τ 0.5 mm: 200.3 mm is short (4), 200.6 medium; 600.3 mm is long and legal, 600.6 out of range (R-9.1)', () => {
    const at = (d: number) =>
      makeWorld({
        options: { tolerance: 0.5 },
        fighters: [
          fighter('A', round(30), [100, 300], 0),
          fighter('T', round(30), [115 + d + 15, 300], 180, { side: 'blue' }),
        ],
      });
    const shot = (d: number) => judgeShot(at(d), 'A', 'T', [20, 40, 60]);
    expect(shot(200.3).band).toBe('short');
    expect(shot(200.3).difficulty).toBe(4);
    expect(shot(200.6).band).toBe('medium');
    expect(shot(600.3).band).toBe('long');
    expect(shot(600.3).legal).toBe(true);
    expect(shot(600.6).band).toBe('out');
    expect(shot(600.6).problems).toEqual([
      { code: 'out-of-range', rule: 'R-9.1', distanceMm: expect.closeTo(600.6, 6), longMm: 600 },
    ]);
  });

  it('very large −2, another altitude level +2, Target/2 +2', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0),
        fighter('T', round(60), [300, 300], 180, { side: 'blue', size: 4, level: 1, targetAbility: 2 }),
      ],
    });
    const j = judgeShot(w, 'A', 'T', [20, 40, 60]);
    expect(j.modifiers.map((m) => m.code)).toEqual(['very-large', 'other-level', 'target-ability']);
    expect(j.difficulty).toBe(4 - 2 + 2 + 2);
  });
});

describe('R-9.1 who may shoot', () => {
  it('a shooter in contact with an enemy may not shoot; no sight, no shot; never at a friend', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0),
        fighter('E', round(30), [130, 300], 180, { side: 'blue' }),
        fighter('F', round(30), [100, 400], 180),
        fighter('G', round(30), [200, 400], 0),
      ],
    });
    expect(judgeShot(w, 'A', 'E', [20, 40, 60]).problems).toEqual([
      { code: 'not-free', rule: 'R-9.1', enemies: ['E'] },
    ]);
    expect(judgeShot(w, 'F', 'G', [20, 40, 60]).problems).toContainEqual({ code: 'friend-target', rule: 'R-9.2' });
    // E behind F, who faces away: not in F's field of view.
    expect(judgeShot(w, 'F', 'E', [20, 40, 60]).problems.map((p) => p.code)).toEqual(['no-sight']);
  });

  it('shooting into a melee (VI-B-1): the friends in contact with the target, nearest the shooter first', () => {
    const w = makeWorld({
      fighters: [
        fighter('S', round(30), [100, 300], 0),
        fighter('T', round(30), [300, 300], 0, { side: 'blue' }),
        fighter('F1', round(30), [300, 330], 0),
        fighter('F2', round(30), [330, 300], 180),
      ],
    });
    expect(judgeShot(w, 'S', 'T', [20, 40, 60]).melee).toEqual(['F1', 'F2']);
  });
});

describe('the scene’s weapon ranges and measuring option (R-9.3)', () => {
  it('a fighter’s weaponRanges are its weapon’s; they must be in order', () => {
    const scene = makeScene({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { weaponRanges: [20, 40, 60] }),
        fighter('T', round(30), [300, 300], 180, { side: 'blue' }),
      ],
    });
    const j = judgeShot(new World(scene), 'A', 'T');
    expect(j.band).toBe('short');
    expect(shotLine(j).en).toBe('short range (17.0 cm): difficulty 4 (R-9.2)');
    expect(() => parseScene({ ...scene, fighters: [{ ...scene.fighters[0], weaponRanges: [40, 20, 60] }] })).toThrow(
      /weaponRanges.*short ≤ medium ≤ long/,
    );
    expect(judgeShot(new World(scene), 'A', 'T').measuring).toBe('free');
    expect(
      judgeShot(new World({ ...scene, options: { ...scene.options, measuring: 'after-declaring' } }), 'A', 'T')
        .measuring,
    ).toBe('after-declaring');
  });
});

describe('mire shoot', () => {
  it('prints the band and difficulty, in English or French, or JSON', async () => {
    const en = await mire(SIGHT, 'A', 'X', '--range', '20-40-60');
    expect(en.code).toBe(0);
    expect(en.out).toContain('medium range (30.0 cm): difficulty 7 +1 partly visible -1 large target = 7 (R-9.2)');
    const fr = await mire(SIGHT, 'A', 'X', '--range', '20-40-60', '--lang', 'fr');
    expect(fr.out).toContain('portée moyenne (30,0 cm) : difficulté 7');
    const json = JSON.parse((await mire(SIGHT, 'A', 'X', '--range', '20-40-60', '--json')).out);
    expect(json).toMatchObject({ legal: true, los: 'partial', band: 'medium', difficulty: 7, rangesCm: [20, 40, 60] });
  });

  it('bad input: exit 2, one line naming the problem', async () => {
    const bad = await mire(SIGHT, 'A', 'X', '--range', '20-40');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('mire shoot: --range: expected "r1-r2-r3" in cm, each above 0, got "20-40"');
    expect((await mire(SIGHT, 'A', 'nobody')).err).toContain('no fighter with id "nobody"');
  });
});
