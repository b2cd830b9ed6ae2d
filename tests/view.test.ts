// Field of view: .. and the contact exception R-4.2 (Confédé II-D-2, II-D-4, II-F-1).
import { describe, expect, it } from 'vitest';
import { fighter, makeWorld, round, square } from './support/build';

// A: Ø30 round at (300, 300) facing +x: the sight is (315, 300) and the view line is x = 315.
const viewer = fighter('A', round(30), [300, 300], 0);

describe('R-4.1 180° in front of the line through the sight', () => {
  it('a base reaching exactly τ in front of the line is not in view; a little more is', () => {
    // B: 25 mm square whose front-most side is at x = 315 + 0.5 (τ): not "more than τ".
    const at = (x: number) => makeWorld({ fighters: [viewer, fighter('B', square(25), [x - 12.5, 200])] });
    expect(at(315.5).inView('A', 'B')).toBe(false);
    expect(at(315.6).inView('A', 'B')).toBe(true);
    expect(at(315.5).explainLos('A', 'B').los).toBe('none');
  });

  it('option fovLine = center moves the line to the base centre (a disputed reading, R-4.1)', () => {
    // B reaches x = 310: behind the sight line (315) but in front of the centre line (300).
    const fighters = [viewer, fighter('B', square(25), [297.5, 150])];
    expect(makeWorld({ fighters }).inView('A', 'B')).toBe(false);
    expect(makeWorld({ fighters, options: { fovLine: 'center' } }).inView('A', 'B')).toBe(true);
  });

  it('the view turns with the facing', () => {
    const fighters = [fighter('A', round(30), [300, 300], 90), fighter('B', round(30), [300, 100])];
    const w = makeWorld({ fighters });
    expect(w.inView('A', 'B')).toBe(false);
    w.moveFighter('A', [300, 300], 270);
    expect(w.inView('A', 'B')).toBe(true);
  });
});

describe('R-4.2 a fighter sees every fighter in contact with it', () => {
  it('an enemy in contact behind the fighter is seen, though out of view', () => {
    const w = makeWorld({ fighters: [viewer, fighter('B', round(30), [270, 300], 0, { side: 'blue' })] });
    expect(w.inView('A', 'B')).toBe(false);
    const ex = w.explainLos('A', 'B');
    expect(ex.contact).toBe(true);
    expect(ex.los).toBe('full');
    expect(ex.reasons[0]).toEqual({ rule: 'R-4.2', code: 'contact' });
  });
});

describe('R-4.3 360° view', () => {
  it("a level-1 (flying) fighter sees all round; in Rag'narok everyone does", () => {
    const behind = fighter('B', round(30), [150, 300]);
    expect(makeWorld({ fighters: [viewer, behind] }).inView('A', 'B')).toBe(false);
    expect(makeWorld({ fighters: [{ ...viewer, level: 1 }, behind] }).inView('A', 'B')).toBe(true);
    expect(makeWorld({ fighters: [viewer, behind], ruleset: 'ragnarok' }).inView('A', 'B')).toBe(true);
  });
});
