// R-5.2 (Confédé II-D-3) touching barriers leave no seam: the tolerance τ erodes each barrier so
// that grazing it does not cut, but between two barriers closer than τ it must not open a crack
// the table does not have: a line through their seam is cut by both, as a tape held against the
// models would be. Every scene: A, Ø30 at (100, 300) facing +x, its sight at (115, 300);
// T, Ø30 at (400, 300). From the sight, T's centre is 285 mm away: Φ = ±asin(15 / 285) = ±3.0170°.
import { describe, expect, it } from 'vitest';
import { explainLosInWords } from '../src/words/sight';
import { pctWords } from '../src/words/numbers';
import { box, fighter, makeWorld, round, square } from './support/build';

const A = fighter('A', round(30), [100, 300], 0);
const T = fighter('T', round(30), [400, 300], 180);
const HALF_PHI = Math.asin(15 / 285);
const DEG = 180 / Math.PI;

/** explainLos, losVerdict, pair() and check() of A → T: the four must agree. */
function sightOfAT(w: ReturnType<typeof makeWorld>) {
  const ex = w.explainLos('A', 'T');
  const row = w.check({ from: 'A', to: 'T' }).pairs[0];
  expect(w.losVerdict('A', 'T')).toBe(ex.los);
  expect([row.los, row.visibleFraction]).toEqual([ex.los, ex.visibleFraction]);
  expect(w.pair('A', 'T').blockers).toEqual(row.blockers);
  return { ex, row };
}

// Two 25 mm squares shoulder to shoulder at x 200 .. 225: L over y 275 .. 300, U over 300 .. 325.
// The rays of Φ cross x 200 .. 225 within y = 300 ± 110 · tan 3.017° = 300 ± 5.8: the two squares
// together cover all of Φ. Eroded by τ = 0.5 they are [200.5, 224.5] × [275.5, 299.5] and
// [200.5, 224.5] × [300.5, 324.5]: between them the rays through y 299.5 .. 300.5 would pass, the
// widest at the far corners (224.5, 299.5) and (224.5, 300.5): ±atan(0.5 / 109.5) = ±0.2616°, a
// crack of 0.5233° of 6.0340°, "8.7% visible", that the table does not have.
const L = fighter('L', square(25), [212.5, 287.5], 0);
const U = fighter('U', square(25), [212.5, 312.5], 0);
const CRACK_HALF = Math.atan(0.5 / 109.5);

describe('R-5.2 two 25 mm squares shoulder to shoulder (II-D-3)', () => {
  it('τ = 0.5: the seam is cut by both, and A does not see T', () => {
    const { ex, row } = sightOfAT(makeWorld({ options: { tolerance: 0.5 }, fighters: [A, T, L, U] }));
    expect([ex.los, ex.visibleFraction]).toEqual(['none', 0]);
    expect(row.blockers).toEqual(['L', 'U']);
    // Each square alone blocks Φ but the crack's half on its side: (3.0170° − 0.2616°) / 6.0340° = 45.66%.
    const alone = (HALF_PHI - CRACK_HALF) / (2 * HALF_PHI);
    const byId = new Map(ex.sight.blockers.map((b) => [b.id, b]));
    expect(byId.get('L')!.blockedFraction).toBeCloseTo(alone, 9);
    expect(byId.get('U')!.blockedFraction).toBeCloseTo(alone, 9);
    // The seam (size 2, the smaller of 2 and 2) covers the crack −0.2616° .. +0.2616° whole.
    const seam = byId.get('L+U')!;
    expect(seam.seam).toEqual(['L', 'U']);
    expect(seam.tallEnough).toBe(true);
    const [from, to] = seam.intervalsDeg[0];
    expect(from).toBeLessThan(-CRACK_HALF * DEG);
    expect(to).toBeGreaterThan(CRACK_HALF * DEG);
  });

  it('τ = 0: nothing is eroded, the squares meet along y = 300, A does not see T', () => {
    const { ex } = sightOfAT(makeWorld({ options: { tolerance: 0 }, fighters: [A, T, L, U] }));
    expect([ex.los, ex.visibleFraction]).toEqual(['none', 0]);
    // With nothing eroded there is no crack, and no seam is made.
    expect(ex.sight.blockers.map((b) => b.id)).toEqual(['L', 'U']);
  });

  it('the target touching a square: the target is no barrier, so its seam with L is none (R-5.2 needs both)', () => {
    // T2 over [225, 250] × [275, 300] touches L's right face x = 225: the seam L+T stands between
    // them, never between A and T2; L, U and their own seam still do.
    const T2 = fighter('T', square(25), [237.5, 287.5], 180);
    const w = makeWorld({ options: { tolerance: 0.5 }, fighters: [A, T2, L, U] });
    const ex = w.explainLos('A', 'T');
    expect(ex.sight.blockers.filter((b) => b.seam?.includes('T'))).toEqual([]);
    expect(ex.sight.blockers.map((b) => b.id)).toEqual(['L', 'L+U']);
    expect(w.check({ from: 'A', to: 'T' }).pairs[0].los).toBe(ex.los);
  });
});

describe('R-5.2 a house against a wall, R-5.4 sizes', () => {
  // House H (no size: blocks every line, R-5.5) over [200, 240] × [260, 300]; wall W over
  // [200, 205] × [300, 360], standing against the house's top face. Eroded by 0.5 the crack runs
  // from the house's far top corner (239.5, 299.5), −atan(0.5 / 124.5) = −0.2301°, to the wall's
  // far bottom corner (204.5, 300.5), +atan(0.5 / 89.5) = +0.3201°: 0.5502° of 6.0340° = 9.1%.
  const house = box('H', 200, 260, 240, 300, { kind: 'house' });
  it('a wall without size: the seam hides the target too, A does not see T', () => {
    const { ex } = sightOfAT(makeWorld({ fighters: [A, T], scenery: [house, box('W', 200, 300, 205, 360)] }));
    expect([ex.los, ex.visibleFraction]).toEqual(['none', 0]);
  });

  it('a wall of size 1: the seam blocks as the smaller (size 1), so every line passes over smaller scenery', () => {
    const { ex } = sightOfAT(
      makeWorld({ fighters: [A, T], scenery: [house, box('W', 200, 300, 205, 360, { size: 1 })] }),
    );
    expect([ex.los, ex.visibleFraction]).toEqual(['partial', 0]);
    const seam = ex.sight.blockers.find((b) => b.seam !== undefined)!;
    expect([seam.size, seam.tallEnough]).toEqual([1, false]);
    // The crack it closes, −0.2301° .. +0.3201°, hand-worked above.
    expect(seam.intervalsDeg[0][0]).toBeLessThan(-Math.atan(0.5 / 124.5) * DEG);
    expect(seam.intervalsDeg[0][1]).toBeGreaterThan(Math.atan(0.5 / 89.5) * DEG);
    const en = explainLosInWords(ex, 'en');
    expect(en.split('\n')[0]).toBe('A partially sees T: every line passes over smaller fighters/scenery (R-5.4).');
    expect(en).toContain('the seam between H and W (touching each other, R-5.2, size 1)');
    expect(en).not.toMatch(/0\.0%/);
    const fr = explainLosInWords(ex, 'fr');
    expect(fr).toContain('la jointure entre H et W');
    expect(fr).not.toMatch(/0,0/);
  });
});

describe('R-5.2 round bases', () => {
  // R1 Ø30 at (212.5, 285) and R2 Ø30 at (212.5, 315) touch at (212.5, 300). From the sight, R1's
  // centre lies atan2(15, 97.5) = 8.7462° below the axis, hypot(97.5, 15) = 98.647 mm away; its
  // eroded disc (radius 14.5) reaches up to −8.7462° + asin(14.5 / 98.647) = −0.2937°: a crack of
  // ±0.2937° that the seam closes.
  it('two round bases touching: A does not see T', () => {
    const R1 = fighter('R1', round(30), [212.5, 285], 0);
    const R2 = fighter('R2', round(30), [212.5, 315], 0);
    const { ex, row } = sightOfAT(makeWorld({ fighters: [A, T, R1, R2] }));
    expect([ex.los, ex.visibleFraction]).toEqual(['none', 0]);
    expect(row.blockers).toEqual(['R1', 'R2']);
  });

  it('two round bases 1 mm apart: a real gap, wider than τ; it stays partial, the fraction worked by hand', () => {
    // Centres at y 284.5 and 315.5: 31 mm apart, a gap of 1 mm > τ = 0.5. The crack's half-width
    // is atan2(15.5, 97.5) − asin(14.5 / hypot(97.5, 15.5)) = 9.0327° − 8.4456° = 0.5871°:
    // visible 2 · 0.5871° / 6.0340° = 19.46%.
    const R1 = fighter('R1', round(30), [212.5, 284.5], 0);
    const R2 = fighter('R2', round(30), [212.5, 315.5], 0);
    const { ex } = sightOfAT(makeWorld({ fighters: [A, T, R1, R2] }));
    const half = Math.atan2(15.5, 97.5) - Math.asin(14.5 / Math.hypot(97.5, 15.5));
    expect(ex.los).toBe('partial');
    expect(ex.visibleFraction).toBeCloseTo(half / HALF_PHI, 9);
    expect(ex.visibleFraction).toBeCloseTo(0.1946, 4);
    expect(ex.sight.blockers.some((b) => b.seam !== undefined)).toBe(false);
  });
});

describe("R-5.2 with R-5.7 (Rag'narok base to base)", () => {
  it('a line through the seam of two touching squares is cut: every line from base to base is', () => {
    // Every point of both bases has 285 ≤ y ≤ 315, so every segment between them crosses
    // x 200 .. 225 within y 285 .. 315, inside L ∪ U (y 275 .. 325): only their seam was open.
    const { ex } = sightOfAT(makeWorld({ ruleset: 'ragnarok', fighters: [A, T, L, U] }));
    expect(ex.los).toBe('none');
    expect(ex.sight.method).toBe('base-to-base');
    expect(ex.sight.witness).toBeNull();
  });

  it('1 mm apart, the gap is real: interference, not blindness', () => {
    const L1 = fighter('L', square(25), [212.5, 287], 0);
    const U1 = fighter('U', square(25), [212.5, 313], 0);
    const { ex } = sightOfAT(makeWorld({ ruleset: 'ragnarok', fighters: [A, T, L1, U1] }));
    expect(ex.los).toBe('partial');
  });
});

describe('R-5.4 words: a partial verdict never reads 0% or 100%', () => {
  it('shares that round to 0.0% or 100.0% are shown as < 0.1% and > 99.9%', () => {
    expect(pctWords(0.0004).en).toBe('< 0.1%');
    expect(pctWords(0.9996).en).toBe('> 99.9%');
    expect(pctWords(0.0004).fr).toBe('< 0,1\u202f%');
    expect(pctWords(0.5).en).toBe('50.0%');
  });
});
