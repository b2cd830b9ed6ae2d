// orderByKey (geometry/check/order-by-key.ts), the order of a check source view's barriers by distance
// the barriers nearer than a target's farthest point are read as a prefix of it): every
// place once, keys ascending, equal keys (ties, 0 and −0) side by side; with a NaN key, the
// comparator's sort as before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByKey } from '../geometry/check/order-by-key';

/** Keys drawn from a few values (so that ties are common) or from anywhere. */
const keyArb = fc.oneof(fc.constantFrom(0, -0, 1.5, -2, 1e-300, Infinity, -Infinity), fc.double({ noNaN: true }));

describe('orderByKey', () => {
  it('puts every place once, keys ascending (ties in any order)', () => {
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 80 }), (keys) => {
        const key = Float64Array.from(keys);
        const order = new Int32Array(key.length).fill(-1);
        orderByKey(key, order);
        expect([...order].sort((x, y) => x - y)).toEqual(keys.map((_, k) => k));
        for (let p = 1; p < order.length; p++) expect(key[order[p - 1]] <= key[order[p]], `slot ${p}`).toBe(true);
      }),
      { seed: 20261126, numRuns: 400 },
    );
  });

  it('worked by hand: distances 30, 10, 20, 10 give 1 and 3 (either way round), then 2, then 0', () => {
    const order = new Int32Array(4);
    orderByKey(Float64Array.of(30, 10, 20, 10), order);
    expect([...order.subarray(0, 2)].sort()).toEqual([1, 3]);
    expect([...order.subarray(2)]).toEqual([2, 0]);
  });

  it('with a NaN key, the comparator sort (the order a source view had before)', () => {
    const key = Float64Array.of(3, NaN, 1, 2);
    const order = new Int32Array(4);
    orderByKey(key, order);
    const want = Int32Array.of(0, 1, 2, 3).sort((x, y) => key[x] - key[y]);
    expect([...order]).toEqual([...want]);
  });
});
