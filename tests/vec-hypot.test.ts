// hypot (geometry/vec.ts): Math.hypot of two numbers to the last bit, without the builtin's call,
// so that distances and the sight's angles are the same numbers as before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hypot } from '../geometry/vec';

/** Offsets on a table's scale, tiny and huge ones, and the special values. */
const offsetArb = fc.oneof(
  fc.double({ min: -2000, max: 2000, noNaN: true }),
  fc.double({ min: -1e-6, max: 1e-6, noNaN: true }),
  fc.double(),
  fc.constantFrom(0, -0, NaN, Infinity, -Infinity, Number.MIN_VALUE, Number.MAX_VALUE, 3, 4),
);

describe('hypot', () => {
  it('is Math.hypot, bit for bit, on any two numbers', () => {
    fc.assert(
      fc.property(offsetArb, offsetArb, (x, y) => {
        expect(Object.is(hypot(x, y), Math.hypot(x, y)), `hypot(${x}, ${y})`).toBe(true);
      }),
      { seed: 20261126, numRuns: 20000 },
    );
  });

  it('worked by hand: 3, 4 gives 5; a NaN gives NaN unless the other is infinite; −0 gives 0', () => {
    expect(hypot(3, -4)).toBe(5);
    expect(hypot(NaN, 1)).toBeNaN();
    expect(hypot(NaN, -Infinity)).toBe(Infinity);
    expect(Object.is(hypot(-0, -0), 0)).toBe(true);
    expect(hypot(Number.MAX_VALUE, Number.MAX_VALUE)).toBe(Math.hypot(Number.MAX_VALUE, Number.MAX_VALUE));
  });
});
