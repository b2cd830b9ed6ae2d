// the final answer of line of sight (Confédé II-D-1, II-D-4, II-F-1), decided once in
// geometry/sight/verdict.ts for explainLos, losVerdict and check(): contact first, then
// the field of view, then the levels, then the barriers.
import { describe, expect, it } from 'vitest';
import { type LosAnswer, type SightFacts, decideLos, explainVerdict, lineOfSight, settledLos } from '../geometry/sight';
import { erode } from '../geometry/sight/barrier';
import { bbox, circle } from '../geometry/footprint';
import { box, fighter, makeWorld, round } from './support/build';

// A: Ø30 round at (100, 300) facing +x, its sight at (115, 300). B: Ø30 at (300, 300).
// From the sight, B's centre is 185 mm away: Φ = ±asin(15 / 185) = ±4.6507°, 9.3014° in all.
const A = fighter('A', round(30), [100, 300], 0);
const B = fighter('B', round(30), [300, 300], 180);
// A wall across the whole of Φ: at x = 200 the rays of Φ pass within 300 ± 85 · tan 4.65° = 300 ± 6.9,
// well inside y 250 .. 350 (eroded by τ = 0.5 to 250.5 .. 349.5). No size: it blocks every line.
const wall = box('W', 200, 250, 210, 350);

const answer = (): LosAnswer => ({ los: 'none', visibleFraction: NaN });

describe('R-5.6 decided before the barriers: contact, view, levels', () => {
  it('in contact the fighter sees, whatever the view and the barriers say (R-4.2)', () => {
    const out = answer();
    decideLos(out, true, false, false, 'none', 0);
    expect(out).toEqual({ los: 'full', visibleFraction: 1 });
    expect(settledLos(true, false, false)).toBe('full');
  });

  it('out of view and not in contact, it does not see, though no barrier stands between (R-4.1)', () => {
    const out = answer();
    decideLos(out, false, false, false, 'full', 1);
    expect(out).toEqual({ los: 'none', visibleFraction: 0 });
  });

  it('a level-1 end in view: nothing blocks the line (II-F-1), the barriers are not weighed', () => {
    const out = answer();
    decideLos(out, false, true, true, 'none', 0);
    expect(out).toEqual({ los: 'full', visibleFraction: 1 });
  });

  it('in view, level 0, not in contact: the barriers decide (R-5.4), their fraction is shown', () => {
    expect(settledLos(false, true, false)).toBeNull();
    const out = answer();
    decideLos(out, false, true, false, 'partial', 0.25);
    expect(out).toEqual({ los: 'partial', visibleFraction: 0.25 });
  });
});

describe('R-5.6 on the table (World.explainLos, losVerdict and check agree)', () => {
  it('contact behind the fighter: out of view, yet sees (R-4.2)', () => {
    // C at (70, 300): 30 mm from A's centre, so the two Ø30 bases touch; a round base in touch is in contact.
    const w = makeWorld({ fighters: [A, fighter('C', round(30), [70, 300], 0, { side: 'blue' })] });
    const ex = w.explainLos('A', 'C');
    expect(ex.inView).toBe(false);
    expect([ex.los, ex.visibleFraction]).toEqual(['full', 1]);
    expect(ex.reasons).toEqual([{ rule: 'R-4.2', code: 'contact' }]);
    expect(w.losVerdict('A', 'C')).toBe('full');
  });

  it('out of view: does not see (R-4.1), the barriers kept only as the obstruction', () => {
    // D at (40, 300) reaches x = 55 at most: behind A's view line x = 115.
    const w = makeWorld({ fighters: [A, fighter('D', round(30), [40, 300])] });
    const ex = w.explainLos('A', 'D');
    expect([ex.los, ex.visibleFraction, ex.obstruction]).toEqual(['none', 0, 'none']);
    expect(ex.reasons).toEqual([{ rule: 'R-4.1', code: 'not-in-view', fovLine: 'sight' }]);
    expect(w.losVerdict('A', 'D')).toBe('none');
  });

  it('a flyer sees over the wall: all-round view (R-4.3) and no barrier (R-5.6)', () => {
    const w = makeWorld({ fighters: [fighter('A', round(30), [100, 300], 0, { level: 1 }), B], scenery: [wall] });
    const ex = w.explainLos('A', 'B');
    expect([ex.los, ex.visibleFraction, ex.obstruction]).toEqual(['full', 1, 'none']);
    expect(ex.reasons.map((r) => r.rule)).toEqual(['R-4.3', 'R-5.6', 'R-5.4']);
    expect(w.losVerdict('A', 'B')).toBe('full');
  });

  it('barriers: none in the way, full; the wall across Φ, none; half a wall, partial', () => {
    const open = makeWorld({ fighters: [A, B] });
    expect([open.explainLos('A', 'B').los, open.explainLos('A', 'B').visibleFraction]).toEqual(['full', 1]);
    const closed = makeWorld({ fighters: [A, B], scenery: [wall] });
    const ex = closed.explainLos('A', 'B');
    expect([ex.los, ex.visibleFraction, ex.obstruction]).toEqual(['none', 0, 'full']);
    expect(ex.reasons).toEqual([
      { rule: 'R-4.1', code: 'in-view', fovLine: 'sight' },
      { rule: 'R-5.4', code: 'barriers', verdict: 'none' },
    ]);
    // Half a wall, y 300 .. 350 (eroded: from 300.5). A ray at angle θ above the axis crosses the
    // wall's eroded interior (x 200.5 .. 209.5) when 94.5 · tan θ > 0.5, θ > 0.3031°: the open
    // directions are −4.6507° .. 0.3031°, (4.6507 + 0.3031) / 9.3014 = 0.5326 of Φ.
    const half = makeWorld({ fighters: [A, B], scenery: [box('W', 200, 300, 210, 350)] });
    const hx = half.explainLos('A', 'B');
    expect(hx.los).toBe('partial');
    expect(hx.visibleFraction).toBeCloseTo(0.5326, 4);
    expect(half.losVerdict('A', 'B')).toBe('partial');
    expect(half.check().pairs.find((p) => p.from === 'A' && p.to === 'B')).toMatchObject({
      los: 'partial',
      obstruction: 'partial',
    });
  });

  it('every line passes over a smaller barrier: partial, 0% of Φ open, never "does not see" (R-5.4)', () => {
    // The same wall, size 1: below both fighters' size 2, so not tall enough to hide B.
    const w = makeWorld({ fighters: [A, B], scenery: [box('W', 200, 250, 210, 350, { size: 1 })] });
    const ex = w.explainLos('A', 'B');
    expect([ex.los, ex.visibleFraction, ex.obstruction]).toEqual(['partial', 0, 'partial']);
  });
});

describe('R-5.6 with the sight touching the target (R-3.4)', () => {
  it('no barrier can stand between a sight and the base it touches: full, with the reason', () => {
    // S = (115, 300) on the edge of a Ø30 target centred at (130, 300): distance 0 ≤ τ.
    const target = circle({ x: 130, y: 300 }, 15);
    const through = circle({ x: 120, y: 300 }, 5);
    const barrier = { id: 'X', kind: 'fighter' as const, size: 9, shape: erode(through, 0.5), bbox: bbox(through) };
    const sight: SightFacts = lineOfSight({ x: 115, y: 300 }, 2, target, 2, [barrier], 0.5);
    expect(sight).toMatchObject({ verdict: 'full', visibleFraction: 1, sightTouchesTarget: true, blockers: [] });
    // Touching yet not in contact (a square turned 45° meeting a square's sight with one corner: neither
    // has half a side against the other, R-3.2): the reasons name before the barriers.
    const v = explainVerdict(false, true, false, { allRound: false, fovLine: 'sight' }, sight);
    expect([v.los, v.visibleFraction]).toEqual(['full', 1]);
    expect(v.reasons.map((r) => r.rule)).toEqual(['R-4.1', 'R-3.4', 'R-5.4']);
  });
});
