import { describe, expect, it } from 'vitest';
import { ShapeCache } from '../geometry/shape-cache';

describe('ShapeCache', () => {
  it('derives once per shape object and keeps null answers', () => {
    let calls = 0;
    const cache = new ShapeCache<{ r: number }, number | null>('test radii', (s) => {
      calls++;
      return s.r > 0 ? s.r * 2 : null;
    });
    const a = { r: 3 };
    const b = { r: 0 };
    expect(cache.get(a)).toBe(6);
    expect(cache.get(a)).toBe(6);
    expect(cache.get(b)).toBeNull();
    expect(cache.get(b)).toBeNull();
    expect(calls).toBe(2);
    // Another object with the same fields is another shape.
    expect(cache.get({ r: 3 })).toBe(6);
    expect(calls).toBe(3);
  });
});
