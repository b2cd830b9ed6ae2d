// areas of effect (Confédé II-C-1): partly within X cm counts; the covered part is reported.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaOfEffect } from '../geometry/area';
import { baseFootprint } from '../geometry/base';
import { containsPoint, distanceMm, distPointFootprint } from '../geometry/footprint';
import { fighter, makeScene, round, square } from './support/build';

describe('R-7.2 an area of X cm around a point', () => {
  it('covers a base whose edge is exactly X cm away, not one a little further', () => {
    // Ø30 at (100, 100): its edge is 15 mm from the centre. A point 65 mm away: edge 50 mm.
    const scene = makeScene({ fighters: [fighter('A', round(30), [100, 100]), fighter('B', round(30), [300, 100])] });
    const at50 = areaOfEffect(scene, { point: { x: 165, y: 100 } }, 50);
    expect(at50.rule).toBe('R-7.2');
    expect(at50.hits.map((h) => h.id)).toEqual(['A']);
    expect(at50.hits[0].distanceMm).toBeCloseTo(50, 9);
    expect(at50.hits[0].coverage).toBe('partial');
    expect(areaOfEffect(scene, { point: { x: 165.1, y: 100 } }, 50).hits).toEqual([]);
  });

  it('a base wholly inside: coverage whole, fraction 1', () => {
    // Farthest point of A from (100, 100) is 15 mm away.
    const scene = makeScene({ fighters: [fighter('A', round(30), [100, 100])] });
    const [h] = areaOfEffect(scene, { point: { x: 100, y: 100 } }, 15).hits;
    expect(h).toMatchObject({ id: 'A', coverage: 'whole', coveredFraction: 1, centre: false, distanceMm: 0 });
  });

  it('the covered part: half of a square cut by a (nearly straight) far edge', () => {
    // A 20 mm square spanning y 90..110; an area of 10 m around a point 10 m below y = 100: its
    // edge crosses the square along y ≈ 100 (it bows by 0.005 mm over the square's width).
    const scene = makeScene({ fighters: [fighter('S', square(20), [100, 100])] });
    const [h] = areaOfEffect(scene, { point: { x: 100, y: 100 - 10_000 } }, 10_000).hits;
    expect(h.coverage).toBe('partial');
    expect(h.coveredFraction).toBeCloseTo(0.5, 2);
  });

  it("the covered part of a round base: the lens of two equal circles through each other's centre", () => {
    // Ø40 base at (100, 100); an area of 20 mm around its rim point (120, 100). The lens is
    // r²(2π/3 − √3/2), so the covered part is (2π/3 − √3/2)/π ≈ 39.1% of the base.
    const scene = makeScene({ fighters: [fighter('R', round(40), [100, 100])] });
    const [h] = areaOfEffect(scene, { point: { x: 120, y: 100 } }, 20).hits;
    const lens = (2 * Math.PI) / 3 - Math.sqrt(3) / 2;
    expect(h.coveredFraction).toBeCloseTo(lens / Math.PI, 2);
  });
});

describe("R-7.2 an area of X cm around a fighter's base", () => {
  it('measures from the edge of the centre base, covers the centre fighter itself', () => {
    // A: 25 mm square at (100, 100), right edge x = 112.5. B: Ø30 with its left edge 30 mm further (x = 142.5).
    const scene = makeScene({
      fighters: [
        fighter('A', square(25), [100, 100]),
        fighter('B', round(30), [157.5, 100]),
        fighter('C', round(30), [158.5, 200]),
      ],
    });
    const r = areaOfEffect(scene, { fighter: 'A' }, 30);
    expect(r.hits.map((h) => h.id)).toEqual(['A', 'B']);
    expect(r.hits[0]).toMatchObject({ centre: true, coverage: 'whole', coveredFraction: 1 });
    expect(r.hits[1].distanceMm).toBeCloseTo(30, 9);
    expect(r.hits[1].coverage).toBe('partial');
    // With 60 mm, B's far edge (x = 172.5) is exactly 60 mm from A's right edge: whole.
    const wide = areaOfEffect(scene, { fighter: 'A' }, 60);
    expect(wide.hits.find((h) => h.id === 'B')).toMatchObject({ coverage: 'whole', coveredFraction: 1 });
  });

  it('an unknown centre fighter is an error', () => {
    expect(() => areaOfEffect(makeScene({}), { fighter: 'nobody' }, 10)).toThrow(/nobody/);
  });
});

describe('R-7.2 properties', () => {
  it('covered iff the edge-to-edge distance is within the radius; fraction in [0, 1]; whole ⇒ 1; brute-force fraction', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 350, noNaN: true }),
        fc.double({ min: 50, max: 250, noNaN: true }),
        fc.integer({ min: 0, max: 359 }),
        fc.double({ min: 0, max: 80, noNaN: true }),
        fc.boolean(),
        (x, y, facing, radius, isRound) => {
          const base = isRound ? round(40) : square(25);
          const scene = makeScene({ fighters: [fighter('T', base, [x, y], facing)] });
          const p = { x: 200, y: 150 };
          const fp = baseFootprint(base, { x, y }, facing);
          const r = areaOfEffect(scene, { point: p }, radius);
          const d = distPointFootprint(p, fp);
          expect(r.hits.length === 1).toBe(d <= radius);
          if (r.hits.length === 0) return;
          const h = r.hits[0];
          expect(h.coveredFraction).toBeGreaterThanOrEqual(0);
          expect(h.coveredFraction).toBeLessThanOrEqual(1);
          if (h.coverage === 'whole') expect(h.coveredFraction).toBe(1);
          // Oracle: a coarse independent grid (1 mm, offset) agrees to a few percent.
          let inBase = 0;
          let inArea = 0;
          for (let gx = x - 30.3; gx < x + 30; gx += 1) {
            for (let gy = y - 30.3; gy < y + 30; gy += 1) {
              const q = { x: gx, y: gy };
              if (!containsPoint(fp, q)) continue;
              inBase++;
              if (Math.hypot(q.x - p.x, q.y - p.y) <= radius) inArea++;
            }
          }
          expect(Math.abs(h.coveredFraction - inArea / inBase)).toBeLessThan(0.05);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('around a base: covered iff distanceMm(centre base, base) ≤ X', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        (x, radius) => {
          const scene = makeScene({
            fighters: [fighter('A', square(25), [50, 300], 30), fighter('B', round(30), [x, 320])],
          });
          const d = distanceMm(
            baseFootprint(square(25), { x: 50, y: 300 }, 30),
            baseFootprint(round(30), { x, y: 320 }, 0),
          );
          const hit = areaOfEffect(scene, { fighter: 'A' }, radius).hits.some((h) => h.id === 'B');
          expect(hit).toBe(d <= radius);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('II-F-2 an area touches only the level of the fighter generating it', () => {
  it('around a flyer: the flyer’s level only; from a point: the level given, or every level', () => {
    const scene = makeScene({
      fighters: [
        fighter('A', round(30), [100, 100], 0, { level: 1 }),
        fighter('B', round(30), [140, 100]),
        fighter('C', round(30), [100, 140], 0, { level: 1 }),
      ],
    });
    expect(areaOfEffect(scene, { fighter: 'A' }, 30).hits.map((h) => h.id)).toEqual(['A', 'C']);
    expect(areaOfEffect(scene, { point: { x: 120, y: 120 } }, 30, 0).hits.map((h) => h.id)).toEqual(['B']);
    expect(
      areaOfEffect(scene, { point: { x: 120, y: 120 } }, 30)
        .hits.map((h) => h.id)
        .sort(),
    ).toEqual(['A', 'B', 'C']);
  });
});
