// range bands, boundaries included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ragnarokBand, weaponBand } from '../geometry/range';

describe('R-2.2 Confédé weapon bands r1-r2-r3 (cm), edge to edge in mm', () => {
  it('each boundary belongs to the shorter band', () => {
    const r: [number, number, number] = [10, 20, 30];
    expect(weaponBand(0, r)).toBe('short');
    expect(weaponBand(100, r)).toBe('short');
    expect(weaponBand(100.001, r)).toBe('medium');
    expect(weaponBand(200, r)).toBe('medium');
    expect(weaponBand(300, r)).toBe('long');
    expect(weaponBand(300.001, r)).toBe('out');
  });

  it('R-0.3 a distance within τ over a band’s limit is in that band: τ 0.5 mm, 100.3 mm short, 100.6 medium, 300.5 long, 300.6 out', () => {
    const r: [number, number, number] = [10, 20, 30];
    expect(weaponBand(100.3, r, 0.5)).toBe('short');
    expect(weaponBand(100.6, r, 0.5)).toBe('medium');
    expect(weaponBand(200.5, r, 0.5)).toBe('medium');
    expect(weaponBand(300.5, r, 0.5)).toBe('long');
    expect(weaponBand(300.6, r, 0.5)).toBe('out');
  });
});

describe("R-2.2 Rag'narok bands of 10 cm, a base exactly on a boundary in the lower band", () => {
  it('hand-worked boundaries', () => {
    expect([0, 99.9, 100, 100.1, 200, 200.1, 1000].map((d) => ragnarokBand(d))).toEqual([0, 0, 0, 1, 1, 2, 9]);
  });
  it('R-0.3 within τ over a boundary is in the lower band: τ 0.5 mm, 100.3 mm range 0, 100.6 range 1, 200.5 range 1', () => {
    expect([100.3, 100.6, 200.5, 200.6].map((d) => ragnarokBand(d, 0.5))).toEqual([0, 1, 1, 2]);
  });
  it('bands never decrease with distance and a band spans 10 cm', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(ragnarokBand(lo)).toBeLessThanOrEqual(ragnarokBand(hi));
          const band = ragnarokBand(hi);
          expect(hi).toBeLessThanOrEqual((band + 1) * 100);
          if (band > 0) expect(hi).toBeGreaterThan(band * 100);
        },
      ),
      { seed: 22, numRuns: 500 },
    );
  });
});
