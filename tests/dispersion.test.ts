// dispersion (Confédé II-C-5), R-7.3 the Rag'narok template, R-7.4 seeded dice recorded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISPERSION_DISTANCES_MM,
  dispersionFromDice,
  lineOfFire,
  ragnarokArea,
  ragnarokTemplateFromDice,
  rollDispersion,
  rollRagnarokTemplate,
} from '../geometry/dispersion';
import { createRng, mulberry32, toSeed } from '../geometry/rng';

const TABLE = { width: 1200, depth: 600 };
const S3 = Math.sqrt(3) / 2;

describe('R-7.1 every pair of d6 maps to its point (line of fire along +x)', () => {
  // Shooter's sight at (100, 300), impact at (600, 300): arrow 1 points along +x.
  const line = lineOfFire({ x: 600, y: 300 }, { x: 100, y: 300 });
  // Arrow k is (k − 1) × 60° counter-clockwise: unit vectors worked by hand.
  const arrows: [number, number][] = [
    [1, 0],
    [0.5, S3],
    [-0.5, S3],
    [-1, 0],
    [-0.5, -S3],
    [0.5, -S3],
  ];
  const cm = [4, 6, 8, 10, 12, 14];
  for (let d = 1; d <= 6; d++) {
    for (let k = 1; k <= 6; k++) {
      it(`distance ${d} (${cm[d - 1]} cm), arrow ${k}`, () => {
        const r = dispersionFromDice(
          { x: 600, y: 300 },
          line,
          { method: 'template6', distance: d, direction: k },
          TABLE,
        );
        const mm = cm[d - 1] * 10;
        expect(r.distanceMm).toBe(mm);
        expect(r.final.x).toBeCloseTo(600 + mm * arrows[k - 1][0], 9);
        expect(r.final.y).toBeCloseTo(300 + mm * arrows[k - 1][1], 9);
        expect(r.onTable).toBe(true);
      });
    }
  }

  it('spot checks: 1-1 → (640, 300); 6-4 → (460, 300), back towards the shooter', () => {
    const a = dispersionFromDice({ x: 600, y: 300 }, line, { method: 'template6', distance: 1, direction: 1 });
    expect(a.final).toEqual({ x: 640, y: 300 });
    const b = dispersionFromDice({ x: 600, y: 300 }, line, { method: 'template6', distance: 6, direction: 4 });
    expect(b.final.x).toBeCloseTo(460, 9);
    expect(b.final.y).toBeCloseTo(300, 9);
    expect(a.onTable).toBeNull();
  });
});

describe('R-7.1 reading: arrow 1 along the line of fire, from the shooter through the impact', () => {
  it('a diagonal line of fire turns the template: 3-1 moves 8 cm at 45°', () => {
    const line = lineOfFire({ x: 200, y: 200 }, { x: 100, y: 100 });
    expect(line).toEqual({ deg: 45, from: 'shooter' });
    const r = dispersionFromDice({ x: 200, y: 200 }, line, { method: 'template6', distance: 3, direction: 1 });
    expect(r.final.x).toBeCloseTo(200 + 80 / Math.SQRT2, 9);
    expect(r.final.y).toBeCloseTo(200 + 80 / Math.SQRT2, 9);
    expect(r.directionDeg).toBeCloseTo(45, 9);
  });

  it('no shooter: arrow 1 along +x', () => {
    expect(lineOfFire({ x: 10, y: 10 })).toEqual({ deg: 0, from: 'table' });
    expect(lineOfFire({ x: 10, y: 10 }, { x: 10, y: 10 })).toEqual({ deg: 0, from: 'table' });
  });

  it('the final point may leave the table, and says so', () => {
    // Shooter at x = 600 firing towards -x at an impact 2 cm from the left edge: 6-1 is 14 cm further.
    const line = lineOfFire({ x: 20, y: 300 }, { x: 600, y: 300 });
    const r = dispersionFromDice({ x: 20, y: 300 }, line, { method: 'template6', distance: 6, direction: 1 }, TABLE);
    expect(r.final.x).toBeCloseTo(-120, 9);
    expect(r.onTable).toBe(false);
  });

  it('continuous option: a roll of 0.25 is a quarter turn from the line of fire', () => {
    const line = lineOfFire({ x: 600, y: 300 }, { x: 100, y: 300 });
    const r = dispersionFromDice({ x: 600, y: 300 }, line, { method: 'continuous', distance: 2, directionRoll: 0.25 });
    expect(r.final.x).toBeCloseTo(600, 9);
    expect(r.final.y).toBeCloseTo(360, 9);
  });

  it('rejects dice that are not d6 results', () => {
    const line = lineOfFire({ x: 0, y: 0 });
    expect(() => dispersionFromDice({ x: 0, y: 0 }, line, { method: 'template6', distance: 7, direction: 1 })).toThrow(
      RangeError,
    );
    expect(() => dispersionFromDice({ x: 0, y: 0 }, line, { method: 'template6', distance: 1, direction: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('R-7.4 seeded rolls are reproducible and record their dice', () => {
  it('the same seed gives the same dice and point; the recorded dice replay it exactly', () => {
    const input = { impact: { x: 600, y: 300 }, shooterSight: { x: 100, y: 150 }, table: TABLE };
    const a = rollDispersion(createRng(42), input);
    const b = rollDispersion(createRng(42), input);
    expect(b).toEqual(a);
    expect(a.seed).toBe(42);
    const replay = dispersionFromDice(a.impact, a.lineOfFire, a.dice, TABLE, 42);
    expect(replay).toEqual(a);
  });

  it('the generator is mulberry32: fixed stream for a fixed seed, seeds normalised to 32 bits', () => {
    const g = mulberry32(1);
    const first = [g(), g(), g()];
    const h = mulberry32(1);
    expect([h(), h(), h()]).toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(toSeed(-1)).toBe(4294967295);
    expect(toSeed(2 ** 32 + 5)).toBe(5);
    expect(() => toSeed(Number.NaN)).toThrow(RangeError);
  });

  it('a d6 gives every face and nothing else', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) seen.add(rng.die(6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('R-7.1 properties', () => {
  const point = fc.record({
    x: fc.double({ min: -200, max: 1400, noNaN: true }),
    y: fc.double({ min: -200, max: 800, noNaN: true }),
  });
  it('the deviation is always one of 40..140 mm, and the final point is that far from the impact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        point,
        fc.option(point),
        fc.constantFrom('template6', 'continuous'),
        (seed, impact, shooter, method) => {
          const r = rollDispersion(createRng(seed), {
            impact,
            shooterSight: shooter,
            method: method as 'template6' | 'continuous',
          });
          expect(DISPERSION_DISTANCES_MM).toContain(r.distanceMm);
          expect(Math.hypot(r.final.x - impact.x, r.final.y - impact.y)).toBeCloseTo(r.distanceMm, 6);
          if (r.dice.method === 'template6') {
            // Template arrows: the direction is a multiple of 60° from the line of fire.
            const off = (((r.directionDeg - r.lineOfFire.deg) % 360) + 360) % 360;
            expect(Math.abs(off - 60 * Math.round(off / 60))).toBeLessThan(1e-9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("R-7.3 Rag'narok template: 1 cm per failure, area × successes capped at 10", () => {
  const impact = { x: 600, y: 300 };
  const shooterSight = { x: 100, y: 300 };

  it('3 failures, direction 2: 3 cm at 60° from the line of fire', () => {
    const r = ragnarokTemplateFromDice({ impact, shooterSight, failures: 3, successes: 1, weaponAreaCm: 3 }, 2);
    expect(r.deviationMm).toBe(30);
    expect(r.final.x).toBeCloseTo(615, 9);
    expect(r.final.y).toBeCloseTo(300 + 30 * S3, 9);
    expect(r.areaCm).toBe(3);
    expect(r.areaRadiusMm).toBe(30);
    expect(r.strengthTests).toBe(1);
  });

  it('all successes: the template stays and no die is rolled', () => {
    const rng = createRng(5);
    const r = rollRagnarokTemplate(rng, { impact, shooterSight, failures: 0, successes: 2, weaponAreaCm: 3 });
    expect(r.final).toEqual(impact);
    expect(r.dice.direction).toBeNull();
    expect(r.areaCm).toBe(6);
    // The generator was not advanced: its next draw is the stream's first.
    expect(rng.next()).toBe(mulberry32(5)());
  });

  it("area: all failures → the weapon's; 4 × 3 successes = 12 → 10 and two Strength tests", () => {
    expect(ragnarokArea(4, 0)).toEqual({ areaCm: 4, strengthTests: 1 });
    expect(ragnarokArea(4, 2)).toEqual({ areaCm: 8, strengthTests: 1 });
    expect(ragnarokArea(5, 2)).toEqual({ areaCm: 10, strengthTests: 1 });
    expect(ragnarokArea(4, 3)).toEqual({ areaCm: 10, strengthTests: 2 });
  });

  it('seeded: the same seed places the template at the same point', () => {
    const input = { impact, shooterSight, failures: 2, successes: 0, weaponAreaCm: 2, table: TABLE };
    const a = rollRagnarokTemplate(createRng(9), input);
    expect(rollRagnarokTemplate(createRng(9), input)).toEqual(a);
    expect(ragnarokTemplateFromDice(input, a.dice.direction, 9)).toEqual(a);
    expect(a.deviationMm).toBe(20);
  });
});
