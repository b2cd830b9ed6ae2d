// The Contact tool's pair in dispute (R-0.3, R-3.1 ..; Confédé II-E-1): the facts the
// app asks the engine for and the words beside them, worked by hand on 25 mm squares (τ = 0.5 mm).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pairContact } from '../src/app/engine/contacts';
import { contactPairLines, mmAgainstTolerance } from '../src/words/contact-pair';
import { fighter, makeScene, makeWorld, square } from './support/build';

// A: 25 mm square centred at (100, 100) facing +x: its right side is x = 112.5, y 87.5 .. 112.5.
const A = fighter('A', square(25), [100, 100], 0);
const blue = (x: number, y: number) => fighter('B', square(25), [x, y], 180, { side: 'blue' });
const pair = (x: number, y: number, ruleset: 'confede' | 'ragnarok' = 'confede') =>
  pairContact(makeScene({ fighters: [A, blue(x, y)], ruleset }), 'A', 'B');

describe('R-3.1 the gap in mm against τ', () => {
  it('0.8 mm apart is not touching, and the words say 0.8 mm, not "no contact" alone', () => {
    // B's left side at x = 125.8 - 12.5 = 113.3: 0.8 mm from A's right side.
    const p = pair(125.8, 100);
    expect(p.gapMm).toBeCloseTo(0.8, 9);
    expect(p.touching).toBe(false);
    expect(p.contact).toBe(false);
    const en = contactPairLines(p, 'en').map((l) => l.text);
    expect(en[0]).toBe('0.8 mm apart, more than τ = 0.5 mm: not touching.');
    expect(en[1]).toBe('Not in contact: the bases do not touch.');
    const fr = contactPairLines(p, 'fr').map((l) => l.text);
    expect(fr[0]).toBe('Écart de 0,8 mm, plus que τ = 0,5 mm : ils ne se touchent pas.');
  });

  it('0.54 mm apart reads 0.54 mm (one decimal would read 0.5, as τ): the number agrees with the verdict', () => {
    const p = pair(125.54, 100);
    expect(p.touching).toBe(false);
    expect(contactPairLines(p, 'en')[0].text).toBe('0.54 mm apart, more than τ = 0.5 mm: not touching.');
  });

  it('property: the gap shown is on the verdict’s side of τ', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3, noNaN: true }), (gapMm) => {
        const shown = Number(mmAgainstTolerance('en', gapMm, 0.5, gapMm <= 0.5).replace(' mm', ''));
        const closeToTau = Math.abs(gapMm - 0.5) < 5e-7;
        return closeToTau || (gapMm <= 0.5 ? shown <= 0.5 : shown > 0.5);
      }),
    );
  });
});

describe('R-3.2 half a side, R-3.3 bilateral contact', () => {
  it('face to face 0.3 mm apart: each has its whole 25 mm side within τ, both qualify', () => {
    const p = pair(125.3, 100);
    expect(p.touching).toBe(true);
    expect(p.a.lengthMm).toBeCloseTo(25, 6);
    expect(p.contact).toBe(true);
    const en = contactPairLines(p, 'en').map((l) => `${l.rule} ${l.text}`);
    expect(en).toContain('R-3.1 0.3 mm apart, within τ = 0.5 mm: touching.');
    expect(en).toContain('R-3.2 A: 25.0 mm of its 25.0 mm side within τ — half a side or more: it qualifies.');
    expect(en).toContain('R-3.3 In contact: both qualify.');
  });

  it('offset by 13 mm: 12.4 mm of each side within τ (< 12.5), neither qualifies — they touch, no contact', () => {
    // B spans y 100.5 .. 125.5; A's side within 0.5 mm of B's corner (112.8, 100.5) starts at
    // y = 100.5 - √(0.5² - 0.3²) = 100.1, so 112.5 - 100.1 = 12.4 mm of A's side is within τ.
    const p = pair(125.3, 113);
    expect(p.touching).toBe(true);
    expect(p.a.lengthMm).toBeCloseTo(12.4, 6);
    expect(p.a.qualifies).toBe(false);
    expect(p.contact).toBe(false);
    expect(contactPairLines(p, 'en').map((l) => l.text)).toContain(
      'Not in contact: they touch, but neither has half a side against the other.',
    );
    // Offset by 12.5 mm instead: 12.9 mm within τ, half a side, contact.
    expect(pair(125.3, 112.5).contact).toBe(true);
  });

  it('II-E-1 B/Y: touching, 10.5 mm of each side within τ, not in contact (as mire check says)', () => {
    const scene = makeScene({
      fighters: [fighter('B', square(25), [500, 300], 90), fighter('Y', square(25), [515, 325], 270, { side: 'blue' })],
    });
    const p = pairContact(scene, 'B', 'Y');
    expect(p.a.lengthMm).toBeCloseTo(10.5, 6);
    expect(p.contact).toBe(makeWorld({ fighters: scene.fighters }).contact('B', 'Y').contact);
    expect(p.contact).toBe(false);
    expect(contactPairLines(p, 'fr').map((l) => l.text)).toContain(
      'B : 10,5 mm de son côté de 25,0 mm dans τ — moins d’un demi-côté : il n’est pas qualifié.',
    );
  });

  it('R-3.7 Rag’narok: the same offset touch is contact', () => {
    const p = pair(125.3, 113, 'ragnarok');
    expect(p.contact).toBe(true);
    expect(contactPairLines(p, 'en').find((l) => l.rule === 'R-3.7')?.text).toBe(
      'In contact: in Rag’narok any touch is contact.',
    );
  });

  it('R-3.4 the sights: A faces B, B faces A, both sights touch the other base', () => {
    const lines = contactPairLines(pair(125.3, 100), 'en').filter((l) => l.rule === 'R-3.4');
    expect(lines.map((l) => l.text)).toEqual(['A’s sight touches B: yes.', 'B’s sight touches A: yes.']);
  });
});
