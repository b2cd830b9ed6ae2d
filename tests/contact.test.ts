// Contact between bases: .. hand-worked cases, square, round, rectangle and mixed.
import { describe, expect, it } from 'vitest';
import { fighter, makeWorld, rect, round, square } from './support/build';

describe('R-3.1 touching within the tolerance τ', () => {
  it('two round bases 0.5 mm apart touch, 0.6 mm apart do not (τ = 0.5)', () => {
    const w = makeWorld({ fighters: [fighter('A', round(30), [100, 100]), fighter('B', round(30), [130.5, 100])] });
    expect(w.distanceMm('A', 'B')).toBeCloseTo(0.5, 12);
    expect(w.contact('A', 'B').touching).toBe(true);
    const w2 = makeWorld({ fighters: [fighter('A', round(30), [100, 100]), fighter('B', round(30), [130.6, 100])] });
    expect(w2.contact('A', 'B').touching).toBe(false);
  });
});

describe('R-3.2 half a side for square and rectangle bases', () => {
  // Two 25 mm squares side by side, the second shifted along the shared side by `shift` mm:
  // the length of side in common is 25 − shift; with τ = 0 that must be ≥ 12.5.
  const pairWithShift = (shift: number, tolerance = 0) =>
    makeWorld({
      options: { tolerance },
      fighters: [fighter('A', square(25), [100, 100], 90), fighter('B', square(25), [100 + shift, 125], 270)],
    });

  it('exactly half a side in common qualifies both; a hair less qualifies neither', () => {
    const half = pairWithShift(12.5).contact('A', 'B');
    expect([half.touching, half.aQualifies, half.bQualifies, half.contact]).toEqual([true, true, true, true]);
    const less = pairWithShift(12.6).contact('A', 'B');
    expect([less.touching, less.aQualifies, less.bQualifies, less.contact]).toEqual([true, false, false, false]);
  });

  it('τ widens the band: with τ = 0.5, 12.0 mm in common plus 0.5 mm of tolerance reaches 12.5', () => {
    expect(pairWithShift(13, 0.5).contact('A', 'B').contact).toBe(true);
    expect(pairWithShift(13.1, 0.5).contact('A', 'B').contact).toBe(false);
  });

  it('a cavalry rectangle needs half of one of its sides: 12.5 of its 25 mm front, or 25 of its 50 mm flank', () => {
    // Cavalry 25 x 50 facing +x at (100, 100): flank y = 112.5 from x = 75 to 125.
    // A 25 mm square on the flank covering x 95..120: 25 mm of the 50 mm flank = half, and all of the square's side.
    const w = makeWorld({
      options: { tolerance: 0 },
      fighters: [fighter('K', rect(25, 50), [100, 100], 0), fighter('S', square(25), [107.5, 125], 270)],
    });
    const c = w.contact('K', 'S');
    expect(c.aQualifies).toBe(true);
    expect(c.bQualifies).toBe(true);
    // Shift the square to x 105..130: 20 mm of the 50 mm flank (< 25), but 20 ≥ 12.5 of the square's side.
    const w2 = makeWorld({
      options: { tolerance: 0 },
      fighters: [fighter('K', rect(25, 50), [100, 100], 0), fighter('S', square(25), [117.5, 125], 270)],
    });
    const c2 = w2.contact('K', 'S');
    expect(c2.touching).toBe(true);
    expect(c2.aQualifies).toBe(false);
    expect(c2.bQualifies).toBe(true);
    expect(c2.contact).toBe(true);
  });

  it('a square touching a round base is in contact because the round base qualifies (R-3.2, R-3.3)', () => {
    // Square side x = 112.5 tangent to a Ø30 circle centred at (127.5, 100): one point in common.
    const w = makeWorld({ fighters: [fighter('S', square(25), [100, 100]), fighter('R', round(30), [127.5, 100])] });
    const c = w.contact('S', 'R');
    expect(c.touching).toBe(true);
    expect(c.aQualifies).toBe(false); // 2·√(2·15·0.5) ≈ 7.7 mm of the side lies within τ of the circle
    expect(c.bQualifies).toBe(true);
    expect(c.contact).toBe(true);
  });

  it('two squares corner to corner touch but are not in contact', () => {
    const w = makeWorld({ fighters: [fighter('A', square(25), [100, 100]), fighter('B', square(25), [125, 125])] });
    const c = w.contact('A', 'B');
    expect(c.touching).toBe(true);
    expect(c.contact).toBe(false);
  });
});

describe('R-3.4 the sight touching the target', () => {
  it('a round base facing the other touches it with its sight; facing away it does not', () => {
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 100], 0), fighter('B', round(30), [130, 100], 0)],
    });
    expect(w.sightTouches('A', 'B')).toBe(true);
    expect(w.sightTouches('B', 'A')).toBe(false);
  });
});

describe('R-3.5 most enemies in contact by size', () => {
  it('small 3, normal 4, large 6, very large 8, titan 16; C3 counts by base', () => {
    const ids = ['s', 'n', 'l', 'v', 't'];
    const fighters = [
      fighter('s', round(30), [100, 100], 0, { size: 1 }),
      fighter('n', round(30), [200, 100], 0, { size: 2 }),
      fighter('l', round(40), [300, 100], 0, { size: 3 }),
      fighter('v', round(60), [400, 100], 0, { size: 5 }),
      fighter('t', round(60), [500, 100], 0, { size: 6, titan: true }),
    ];
    const counts = makeWorld({ fighters }).check().contactCounts;
    expect(ids.map((id) => counts[id].max)).toEqual([3, 4, 6, 8, 16]);
    const c3 = makeWorld({
      ruleset: 'c3',
      fighters: [
        fighter('i', square(25), [100, 100]),
        fighter('c', rect(25, 50), [200, 100]),
        fighter('m', square(50), [300, 100]),
      ],
    }).check().contactCounts;
    expect([c3.i.max, c3.c.max, c3.m.max]).toEqual([4, 6, 8]);
  });
});

describe("R-3.7 Rag'narok: any touch is contact", () => {
  it('two squares corner to corner are in contact in ragnarok, not in confede', () => {
    const fighters = [fighter('A', square(25), [100, 100]), fighter('B', square(25), [125, 125])];
    expect(makeWorld({ fighters }).contact('A', 'B').contact).toBe(false);
    expect(makeWorld({ fighters, ruleset: 'ragnarok' }).contact('A', 'B').contact).toBe(true);
  });
});

describe('R-3.6 free of contact and melees (VII-A)', () => {
  it('friends in contact do not link melees; a fighter touching only friends is free of contact', () => {
    // red A – blue B – blue C – red D in a row, each touching the next (round bases).
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 100], 0, { side: 'red' }),
        fighter('B', round(30), [130, 100], 0, { side: 'blue' }),
        fighter('C', round(30), [160, 100], 0, { side: 'blue' }),
        fighter('D', round(30), [190, 100], 0, { side: 'red' }),
        fighter('E', round(30), [220, 100], 0, { side: 'red' }),
      ],
    });
    expect(w.check().melees).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(w.freeOfContact('E')).toBe(true);
    expect(w.freeOfContact('D')).toBe(false);
  });

  it('a flyer (level 1) is in contact only with fighters also at level 1 (II-F-1)', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [100, 100]),
        fighter('F', round(30), [130, 100], 0, { level: 1, side: 'blue' }),
      ],
    });
    expect(w.contact('A', 'F').contact).toBe(false);
  });
});
