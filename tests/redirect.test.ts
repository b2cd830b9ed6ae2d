// Redirecting an assault (Confédé V-B-3 "Rediriger un assaut"): geometry/moves/redirect.ts
// and `mire path --redirect`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeRedirect } from '../geometry/moves';
import { box, fighter, makeScene, makeWorld, round, square } from './support/build';
import { runMire } from './support/cli';

// A (Ø30, MOV 10: a charge of 200 mm) at (250, 300) facing +x: its sight at (265, 300). Z (square
// 25) at (400, 300), gone: A goes to its place, the middle of its near side (387.5, 300), 122.5 mm;
// 77.5 mm remain. Y (Ø30) at (420, 360): from (387.5, 300) its edge is √(32.5² + 60²) − 15 =
// 53.236 mm away, within the 77.5. W (Ø30) at (300, 500): √(87.5² + 200²) − 15 = 203.3 mm, beyond.
const parts = {
  fighters: [
    fighter('A', round(30), [250, 300], 0),
    fighter('Z', square(25), [400, 300], 180, { side: 'blue' }),
    fighter('Y', round(30), [420, 360], 180, { side: 'blue' }),
    fighter('W', round(30), [300, 500], 180, { side: 'blue' }),
  ],
};

describe('R-6.16 an assault redirected (V-B-3)', () => {
  it('to the place, turned about the sight, on to Y with the 77.5 mm left: 53.236 mm, legal', () => {
    const j = judgeRedirect(makeWorld(parts), { mover: 'A', gone: 'Z', newTarget: 'Y', action: 'charge' });
    expect(j.usedMm).toBeCloseTo(122.5, 6);
    expect(j.remainingMm).toBeCloseTo(77.5, 6);
    expect(j.place.x).toBeCloseTo(387.5, 6);
    expect(j.place.y).toBeCloseTo(300, 6);
    // Facing Y's centre: atan2(60, 32.5) = 61.557°.
    expect(j.turnedFacingDeg).toBeCloseTo((Math.atan2(60, 32.5) * 180) / Math.PI, 6);
    const r = j.redirected!;
    expect(r.potentialMm).toBeCloseTo(77.5, 6);
    expect(r.lengthMm).toBeCloseTo(Math.hypot(32.5, 60) - 15, 3);
    expect(r.legal).toBe(true);
    expect(r.enemiesInContact).toEqual(['Y']);
    expect(j.runMm).toBeCloseTo(77.5, 6);
  });

  it('W beyond the rest falls short (R-6.17): 77.5 mm of the 203.3, not illegal', () => {
    const j = judgeRedirect(makeWorld(parts), { mover: 'A', gone: 'Z', newTarget: 'W', action: 'charge' });
    const r = j.redirected!;
    expect(r.lengthMm).toBeCloseTo(Math.hypot(87.5, 200) - 15, 3);
    expect(r.withinPotential).toBe(false);
    expect(r.notes.map((n) => n.code)).toContain('falls-short');
    expect(r.legal).toBe(true);
  });

  it('the base turned at the place must stand clear (R-6.2, R-6.6): a friend F where it turns, refused with the overlap', () => {
    // Turned to face Y (θ = atan2(60, 32.5)) about its sight (387.5, 300), A's centre goes to
    // (387.5 − 15 cos θ, 300 − 15 sin θ) = (380.357, 286.804). F (Ø30) at (395, 265) is 41.6 mm
    // from A's centre at the place (372.5, 300), clear; 26.271 mm from the turned one: 3.729 mm in.
    const withF = { fighters: [...parts.fighters, fighter('F', round(30), [395, 265])] };
    const j = judgeRedirect(makeWorld(withF), { mover: 'A', gone: 'Z', newTarget: 'Y', action: 'charge' });
    const th = Math.atan2(60, 32.5);
    const depth = 30 - Math.hypot(395 - (387.5 - 15 * Math.cos(th)), 265 - (300 - 15 * Math.sin(th)));
    expect(j.turnProblems).toHaveLength(1);
    expect(j.turnProblems[0]).toMatchObject({ code: 'overlap', rule: 'R-0.3', other: 'F' });
    expect((j.turnProblems[0] as { depthMm: number }).depthMm).toBeCloseTo(depth, 6);
    expect(depth).toBeCloseTo(3.729, 3);
    expect(j.redirected!.legal).toBe(false);
    expect(j.redirected!.problems[0]).toEqual(j.turnProblems[0]);
    // Without F the same turn stands clear.
    expect(
      judgeRedirect(makeWorld(parts), { mover: 'A', gone: 'Z', newTarget: 'Y', action: 'charge' }).turnProblems,
    ).toEqual([]);
  });

  it('a redirected charge still needs sight of the new target from the place: a wall between, no charge', () => {
    // A wall (380..470) x (320..330), taller than both, hides Y (its edge from y = 345) from (387.5, 300).
    const walled = { ...parts, scenery: [box('wall', 380, 320, 470, 330, { size: 5 })] };
    const j = judgeRedirect(makeWorld(walled), { mover: 'A', gone: 'Z', newTarget: 'Y', action: 'charge' });
    expect(j.redirected!.problems.map((p) => p.code)).toContain('no-sight-at-start');
    // An engagement needs no sight: the same place, no sight problem.
    const e = judgeRedirect(makeWorld(walled), { mover: 'A', gone: 'Z', newTarget: 'Y', action: 'engage' });
    expect(e.redirected!.problems.map((p) => p.code)).not.toContain('no-sight-at-start');
  });
});

describe('mire path --redirect (R-6.16)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mire-rd-')), 'rd.json');
  writeFileSync(file, JSON.stringify(makeScene(parts)));

  it('--json: the place, what remains and the redirected assault', async () => {
    const r = await runMire('path', file, 'A', '--target', 'Z', '--redirect', 'Y', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out);
    expect(o).toMatchObject({ gone: 'Z', place: [387.5, 300], usedMm: 122.5, remainingMm: 77.5, runMm: 77.5 });
    expect(o.redirect.legal).toBe(true);
    expect(o.redirect.lengthMm).toBeCloseTo(Math.hypot(32.5, 60) - 15, 2);
  });

  it('in words, English and French', async () => {
    const en = (await runMire('path', file, 'A', '--target', 'Z', '--redirect', 'Y')).out.split('\n');
    expect(en[0]).toBe('Z is gone: A goes to its place, 12.3 cm of its 20.0 cm charge; 7.8 cm remain (R-6.16, V-B-3).');
    expect(en.at(-1)).toBe('Or it stays where it is, or turns its assault into a run of the 7.8 cm left (R-6.16).');
    const fr = (await runMire('path', file, 'A', '--target', 'Z', '--redirect', 'Y', '--lang', 'fr')).out.split('\n');
    expect(fr[0]).toBe(
      'Z n’est plus là : A se rend à sa place, 12,3 cm sur ses 20,0 cm (charge) ; il reste 7,8 cm (R-6.16, V-B-3).',
    );
  });

  it('bad input: a new target that is the one gone, one line, exit 2', async () => {
    const r = await runMire('path', file, 'A', '--target', 'Z', '--redirect', 'Z');
    expect(r.code).toBe(2);
    expect(r.err).toBe('mire path: --redirect: the new target is another fighter than the mover and the target gone');
  });
});
