// Assault shots (Confédé VI-B-3) and shooting into a melee (VI-B-1):
// geometry/assault-shot.ts, geometry/melee-risk.ts and `mire shoot --assault`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeAssaultShot } from '../geometry/assault-shot';
import { meleeRisk } from '../geometry/melee-risk';
import { fighter, makeWorld, round } from './support/build';
import { runMire } from './support/cli';
import { scenarioWorld } from './support/scenes';

const SIGHT = join(__dirname, '..', 'assets', 'scenarios', 'r-5.8-sight.json');

// table (II-D-3): A (Ø30, MOV 10: a charge of 200 mm) at (200, 300) facing +x, its sight at
// (215, 300). Y (Ø30) at (400, 260): √(185² + 40²) − 15 = 174.275 mm, within the charge.
describe('R-9.4 assault shots (VI-B-3)', () => {
  it('A charges Y: in reach (174.275 of 200 mm), difficulty 7 whatever the range, one shot', () => {
    const j = judgeAssaultShot(scenarioWorld('r-5.8-sight'), 'A', 'Y', 'charge');
    expect(j.legal).toBe(true);
    expect(j.routeMm).toBeCloseTo(Math.hypot(185, 40) - 15, 3);
    expect(j.potentialMm).toBe(200);
    expect(j.difficulty).toBe(7);
    expect(j.shots).toBe(1);
  });

  it('X (large, partly seen) is beyond the charge: no shot; its modifiers would be −1 + 1 on the 7', () => {
    const j = judgeAssaultShot(scenarioWorld('r-5.8-sight'), 'A', 'X', 'charge');
    expect(j.legal).toBe(false);
    expect(j.problems.map((p) => p.code)).toEqual(['out-of-assault-reach']);
    expect(j.routeMm!).toBeGreaterThan(200);
    expect(j.modifiers.map((m) => m.delta).sort()).toEqual([-1, 1]);
    expect(j.difficulty).toBe(7);
  });

  it('W unseen at the start: no assault shot (sight at the start, VI-B-3)', () => {
    const j = judgeAssaultShot(scenarioWorld('r-5.8-sight'), 'A', 'W', 'engage');
    expect(j.problems.map((p) => p.code)).toContain('no-sight');
    expect(j.legal).toBe(false);
  });

  it('mire shoot --assault: English, French and --json', async () => {
    const en = await runMire('shoot', SIGHT, 'A', 'Y', '--assault', 'charge');
    expect(en.out.split('\n')[0]).toBe(
      'A → Y (assault shot, charge): may shoot once before moving; difficulty 7 whatever the range (R-9.4, VI-B-3).',
    );
    const fr = await runMire('shoot', SIGHT, 'A', 'X', '--assault', 'charge', '--lang', 'fr');
    expect(fr.out.split('\n')[0]).toBe('A → X (tir d’assaut, charge) : PAS DE TIR.');
    const j = JSON.parse((await runMire('shoot', SIGHT, 'A', 'Y', '--assault', 'engage', '--json')).out);
    expect(j).toMatchObject({ action: 'engage', legal: true, baseDifficulty: 7, difficulty: 7, inReach: true });
  });

  it('bad input: --assault walk, --range with --assault: one line each, exit 2', async () => {
    const walk = await runMire('shoot', SIGHT, 'A', 'Y', '--assault', 'walk');
    expect(walk.code).toBe(2);
    expect(walk.err).toBe('mire shoot: --assault: expected charge or engage, got "walk"');
    const range = await runMire('shoot', SIGHT, 'A', 'Y', '--assault', 'charge', '--range', '20-40-60');
    expect(range.err).toBe('mire shoot: --range: an assault shot is at difficulty 7 whatever the range (R-9.4)');
  });
});

// E (blue, Ø30) at (400, 300); the shooter S at (100, 300) facing +x, its sight at (115, 300).
// F1 at (400, 330) touches E: √(285² + 30²) − 15 = 271.575 mm from S's sight.
const melee = (f2: [number, number]) =>
  makeWorld({
    fighters: [
      fighter('S', round(30), [100, 300], 0),
      fighter('E', round(30), [400, 300], 180, { side: 'blue' }),
      fighter('F1', round(30), [400, 330]),
      fighter('F2', round(30), f2),
    ],
  });

describe('R-9.5 shooting into a melee (VI-B-1)', () => {
  it('F2 at (400, 270.3), 0.3 mm into E: √(285² + 29.7²) − 15 = 271.543 mm, within τ of F1: both named', () => {
    const r = meleeRisk(melee([400, 270.3]), 'S', 'E');
    expect(r.friends[0].distanceMm).toBeCloseTo(Math.hypot(285, 29.7) - 15, 9);
    expect(r.friends[1].distanceMm).toBeCloseTo(Math.hypot(285, 30) - 15, 9);
    expect(r.atRisk).toEqual(['F2', 'F1']);
  });

  it('F2 behind E at (425.98, 315): √(310.98² + 15²) − 15 = 296.3 mm, farther by more than τ: F1 alone', () => {
    const r = meleeRisk(melee([425.98, 315]), 'S', 'E');
    expect(r.friends.map((f) => f.id)).toEqual(['F1', 'F2']);
    expect(r.atRisk).toEqual(['F1']);
  });

  it('mire shoot names both in words (English and French)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mire-melee-')), 'melee.json');
    writeFileSync(file, JSON.stringify(melee([400, 270.3]).scene));
    const en = await runMire('shoot', file, 'S', 'E');
    expect(en.out).toContain(
      'one of F2 and F1 is hit, equally near the shooter (within τ): their owner chooses which.',
    );
    const fr = await runMire('shoot', file, 'S', 'E', '--lang', 'fr');
    expect(fr.out).toContain('l’un de F2 et F1 est touché, à égale distance du tireur (à τ près)');
    expect(JSON.parse((await runMire('shoot', file, 'S', 'E', '--json')).out).meleeAtRisk).toEqual(['F2', 'F1']);
  });
});
