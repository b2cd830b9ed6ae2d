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
});

describe("R-2.2 Rag'narok bands of 10 cm, a base exactly on a boundary in the lower band", () => {
  it('hand-worked boundaries', () => {
    expect([0, 99.9, 100, 100.1, 200, 200.1, 1000].map(ragnarokBand)).toEqual([0, 0, 0, 1, 1, 2, 9]);
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
