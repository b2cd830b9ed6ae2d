// Trusting the scene made from a photo (issue 35): each verdict, and whether it holds wherever the
// bases truly stand within their uncertainty. Hand-worked closed forms,
// and properties against moved scenes re-judged by the engine (the oracle: moves sampled, tests only).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Base, type Scene, World, parseScene } from '../geometry/index';
import { SceneTrust, lengthTrust, touchTrust } from '../src/photo/trust';
import { baseRefusalWords, placedBaseWords, trustWords, trustedDistanceWords } from '../src/words';

/** A fighter of the test scenes, `at` from (300, 300) on a 1200 x 600 table. */
type Spot = { id: string; side: string; base: Base; at: [number, number]; facing?: number };

function sceneOf(spots: readonly Spot[], tolerance = 0.5): Scene {
  return parseScene({
    version: 1,
    table: { width: 1200, depth: 600 },
    options: { tolerance },
    fighters: spots.map((s) => ({
      id: s.id,
      side: s.side,
      size: 2,
      mov: 10,
      base: s.base,
      position: [s.at[0] + 300, s.at[1] + 300],
      facing: s.facing ?? 0,
    })),
  });
}

const square: Base = { type: 'square', width: 25 };
const round30: Base = { type: 'round', diameter: 30 };

describe('lengths against a threshold (R-0.3: within τ over it counts as at it)', () => {
  it('touching (R-3.1, τ = 0.5 mm): a 0.1 mm gap stays touching within ±0.4 mm, not within ±0.8 mm', () => {
    // 0.1 + 0.4 = 0.5 ≤ τ: touching wherever they stand; 0.1 + 0.8 = 0.9 > τ: maybe not.
    expect(touchTrust(0.1, 0.4, 0.5)).toEqual({ value: true, stays: true });
    expect(touchTrust(0.1, 0.8, 0.5)).toEqual({ value: true, stays: false });
    // 2 mm apart within ±1 mm: at least 1 mm > τ, never touching; 0.9 mm apart within ±0.5: maybe 0.4.
    expect(touchTrust(2, 1, 0.5)).toEqual({ value: false, stays: true });
    expect(touchTrust(0.9, 0.5, 0.5)).toEqual({ value: false, stays: false });
  });

  it('a reach of MOV 15 cm (150 mm): a 150 mm straight run is in reach within ±0.4 mm, not ±0.6 mm', () => {
    // 150 + 0.4 = 150.4 ≤ 150 + τ; 150 + 0.6 = 150.6 > 150.5.
    expect(lengthTrust(150, 150, 0.4, 0.5)).toEqual({ value: true, stays: true });
    expect(lengthTrust(150, 150, 0.6, 0.5)).toEqual({ value: true, stays: false });
    expect(lengthTrust(151.2, 150, 0.6, 0.5)).toEqual({ value: false, stays: true });
  });
});

describe('contact of square bases (R-3.2: half a side within τ)', () => {
  // A at (0, 0), B 25.1 mm to its right (a 0.1 mm gap), both facing +x. B raised by `lift` mm:
  // A's right side (y from −12.5 to 12.5) lies within τ of B from y = lift − 12.5 − √(τ² − 0.1²).
  const pair = (lift: number, u: number) => {
    const scene = sceneOf([
      { id: 'A', side: 'red', base: square, at: [0, 0] },
      { id: 'B', side: 'blue', base: square, at: [25.1, lift] },
    ]);
    return new SceneTrust(
      scene,
      new Map([
        ['A', u],
        ['B', u],
      ]),
    ).pair('A', 'B');
  };

  it('B raised 10 mm: 15 of 25 mm within τ (60%), in contact, and so within ±0.38 mm', () => {
    // The gap 0.1 + 0.38 = 0.48 ≤ τ: touching wherever they stand; within τ − U = 0.12 mm,
    // 15 of 25 mm still (60% ≥ 50%).
    const t = pair(10, 0.19);
    expect(t.plusMinusMm).toBeCloseTo(0.38, 9);
    expect(t.touching).toEqual({ value: true, stays: true });
    expect(t.contact).toEqual({ value: true, stays: true });
  });

  it('B raised 12.9 mm: 12.59 of 25 mm within τ (50.4%), in contact, but not for sure within ±0.4 mm', () => {
    // Within τ − U = 0.1 mm only y ≥ 0.4 is: 12.1 mm (48.4%). Raised 0.4 mm more, B leaves
    // 12.19 mm of A's side within τ (48.8%): no contact. The closed form says it could change.
    const t = pair(12.9, 0.2);
    expect(t.contact).toEqual({ value: true, stays: false });
    const moved = new World(
      sceneOf([
        { id: 'A', side: 'red', base: square, at: [0, 0] },
        { id: 'B', side: 'blue', base: square, at: [25.1, 13.3] },
      ]),
    );
    expect(moved.pair('A', 'B').contact).toBe(false);
  });
});

/** Every base moved by up to its uncertainty, a random way for each (the sampled oracle). */
function jiggled(scene: Scene, u: ReadonlyMap<string, number>, seeds: readonly number[]): Scene {
  const fighters = scene.fighters.map((f, k) => {
    const r = (u.get(f.id) ?? 0) * seeds[(2 * k) % seeds.length];
    const a = 2 * Math.PI * seeds[(2 * k + 1) % seeds.length];
    return { ...f, position: [f.position[0] + r * Math.cos(a), f.position[1] + r * Math.sin(a)] as [number, number] };
  });
  return { ...scene, fighters };
}

describe('a verdict said to stay never changes when the bases move within their uncertainty (fast-check)', () => {
  it('touching, contact, in view and sight, for a viewer, a target and a barrier near the line', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30.2, max: 45, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: -25, max: 25, noNaN: true }),
        fc.constantFrom<Base>(square, round30),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (dx, dy, facing, across, baseB, seeds, uScale) => {
          const scene = sceneOf([
            { id: 'A', side: 'red', base: round30, at: [0, 0], facing },
            { id: 'B', side: 'blue', base: baseB, at: [dx, dy] },
            { id: 'C', side: 'blue', base: round30, at: [90, across] },
            { id: 'D', side: 'blue', base: square, at: [160, 0] },
          ]);
          const u = new Map([
            ['A', 0.6 * uScale],
            ['B', 0.4 * uScale],
            ['C', 0.5 * uScale],
            ['D', 0.3 * uScale],
          ]);
          const trust = new SceneTrust(scene, u);
          const truth = new World(jiggled(scene, u, seeds));
          for (const [from, to] of [
            ['A', 'B'],
            ['A', 'D'],
            ['B', 'A'],
          ]) {
            const t = trust.pair(from, to);
            const v = truth.pair(from, to);
            if (t.touching.stays) expect(v.touching).toBe(t.touching.value);
            if (t.contact.stays) expect(v.contact).toBe(t.contact.value);
            if (t.inView.stays) expect(v.inView).toBe(t.inView.value);
            if (t.sees.stays) expect(v.los).toBe(t.sees.value);
            expect(Math.abs(v.distanceMm - t.distanceMm)).toBeLessThanOrEqual(t.plusMinusMm + 1e-9);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the trust in words (issue 35), English and French', () => {
  it('says the verdict, the pair uncertainty in mm and whether it stays', () => {
    const contact = { kind: 'contact', value: true } as const;
    expect(trustWords('en', contact, 'B2', 'A1', 0.4, true)).toBe(
      'B2 is in contact with A1; within ±0.4 mm it stays so.',
    );
    expect(trustWords('fr', contact, 'B2', 'A1', 0.4, true)).toBe(
      'B2 est au contact de A1 ; à ±0,4 mm près, cela reste vrai.',
    );
    expect(trustWords('en', { kind: 'sees', value: 'partial' }, 'A1', 'B2', 1.25, false)).toBe(
      'A1 partially sees B2; within ±1.3 mm it could change: check it on the table.',
    );
    expect(trustedDistanceWords('fr', 'A1', 'B2', 145.25, 0.8)).toBe('A1 – B2 : 145,3 mm ± 0,8 mm');
  });

  it('places a base with its uncertainty and doubts, or says why not and what to do', () => {
    expect(placedBaseWords('en', 'H', { x: 621.94, y: 262.61 }, 5.44, true, ['rival'])).toBe(
      "H: 621.9, 262.6 mm. Base placed to ±5.4 mm: check it (over 1 mm). Another outline of its size fits the edges nearly as well (a neighbour in contact, the base's other axis).",
    );
    expect(placedBaseWords('fr', 'A', { x: 300.04, y: 299.96 }, 0.5, false, [])).toBe(
      'A : 300,0 ; 300,0 mm. Socle placé à ±0,5 mm.',
    );
    const hidden = { reason: 'rim-hidden', coverage: 0.2, needed: 0.25 } as const;
    expect(baseRefusalWords('en', 'C', hidden)).toBe(
      "C: 20% of the base's rim seen, 25% needed. Take the photo from another side.",
    );
    expect(baseRefusalWords('fr', 'C', hidden)).toBe(
      "C : 20\u202f% du bord du socle vu, il en faut 25\u202f%. Reprenez la photo d'un autre côté.",
    );
  });
});
