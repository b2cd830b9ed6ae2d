// The fighters placed from a photo (issue 35, src/app/state/photo-placed.ts and the facing a fitted
// outline gives, src/app/photo/fitted-facing.ts): a fighter keeps the
// photo's uncertainty only while it stands where the photo put it; moved by hand (even 0.01 mm) or
// gone, its place is the player's and the trust lines (src/photo/trust.ts) take it as exact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { photoUncertainties } from '../src/app/state/photo-placed';
import type { FighterSpec } from '../src/app/engine';
import type { Base } from '../src/app/photo/capture-protocol';
import { facingFromFit } from '../src/app/photo/fitted-facing';

const fighter = (id: string, position: [number, number]): FighterSpec =>
  ({
    id,
    side: 'red',
    size: 2,
    mov: 10,
    level: 0,
    base: { type: 'round', diameter: 30 },
    position,
    facing: 0,
  }) as FighterSpec;

describe('photoUncertainties', () => {
  it('keeps the uncertainty of a fighter where the photo put it, and only there', () => {
    // The crowd photo's A fitted at (299.94, 300.4) to ±0.55 mm (tests/app-capture-protocol.test.ts).
    const places = { R2: { uncertaintyMm: 0.55, position: [299.94, 300.4] as const } };
    expect(photoUncertainties([fighter('R2', [299.94, 300.4]), fighter('R1', [410, 150])], places)).toEqual(
      new Map([['R2', 0.55]]),
    );
    expect(photoUncertainties([fighter('R2', [299.95, 300.4])], places).size).toBe(0);
    expect(photoUncertainties([fighter('R1', [299.94, 300.4])], places).size).toBe(0);
  });

  it('never lists a fighter the photo did not place, nor one moved off its place (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1200, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (x, y, dx) => {
          const places = { A: { uncertaintyMm: 0.4, position: [x, y] as const } };
          const got = photoUncertainties([fighter('A', [x + dx, y]), fighter('B', [x, y])], places);
          expect(got.has('B')).toBe(false);
          // A shift too small to change the number (1200 + 1e-300) leaves the fighter where it was.
          expect(got.get('A')).toBe(x + dx === x ? 0.4 : undefined);
        },
      ),
    );
  });
});

describe('facingFromFit (R-1.1: a square repeats every 90°, a rectangle every 180°)', () => {
  it('takes the turn nearest the facing the player had', () => {
    // The crowd photo's C: a 25 mm square fitted at 30°; a fighter facing 100° keeps 120°.
    expect(facingFromFit({ type: 'square', width: 25 }, 30, 100)).toBe(120);
    // E: a 25 x 50 cavalry base fitted at 100°; facing −70° is 180° from it: −80° is nearest.
    expect(facingFromFit({ type: 'rect', width: 25, depth: 50 }, 100, -70)).toBe(-80);
    expect(facingFromFit({ type: 'round', diameter: 30 }, 0, 73)).toBe(73);
  });

  it('lies within half a period of the guess and on the outline (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Base>({ type: 'square', width: 25 }, { type: 'rect', width: 25, depth: 50 }),
        fc.double({ min: 0, max: 180, noNaN: true }),
        fc.double({ min: -360, max: 360, noNaN: true }),
        (base, angle, near) => {
          const period = base.type === 'square' ? 90 : 180;
          const f = facingFromFit(base, angle, near);
          expect(Math.abs(f - near)).toBeLessThanOrEqual(period / 2 + 1e-9);
          const turns = (f - angle) / period;
          expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
        },
      ),
    );
  });
});
