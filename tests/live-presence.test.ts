// Issue 32, item 7: another player's presence comes from the network unchecked; the app reads it
// field by field (src/app/live/presence.ts): a name cleaned and cut to 24 characters, a ping only
// with finite numbers, a player id only of the shape the server binds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { peerFrom } from '../src/app/live/presence';
import { cleanName, NAME_CHARS } from '../src/live/player-name';

describe('another player read from their presence', () => {
  it('a name far too long, with control and direction characters, becomes at most 24 plain characters', () => {
    const peer = peerFrom(7, { name: `\u202eEvil\u0000\n  ${'x'.repeat(10_000)}`, colour: '#ff0000' });
    expect(peer!.name).toBe(`Evil ${'x'.repeat(NAME_CHARS - 5)}`);
    expect(peerFrom(7, { name: 42 })!.name).toBe('?');
    // Cut at 24 characters: no space left at the end, no half of an emoji.
    expect(cleanName(`${'a'.repeat(23)} b`)).toBe('a'.repeat(23));
    expect(cleanName(`${'a'.repeat(23)}😀😀`)).toBe(`${'a'.repeat(23)}😀`);
    expect(peerFrom(7, { name: '\u0000\u0001' })!.name).toBe('?');
  });

  it('a ping with numbers that are not finite, or not a pair, is no ping; a well-formed one is kept', () => {
    expect(peerFrom(1, { ping: { at: [NaN, 1], n: 1 } })!.ping).toBeNull();
    expect(peerFrom(1, { ping: { at: [1], n: 1 } })!.ping).toBeNull();
    expect(peerFrom(1, { ping: { at: [1, 2], n: 'x' } })!.ping).toBeNull();
    expect(peerFrom(1, { ping: { at: [600, 560], n: 3 } })!.ping).toEqual({ at: [600, 560], n: 3 });
  });

  it('a player id only of the shape the server binds (12 to 24 base64url characters)', () => {
    expect(peerFrom(1, { player: 'abcDEF012_-x' })!.player).toBe('abcDEF012_-x');
    expect(peerFrom(1, { player: 'short' })!.player).toBeNull();
    expect(peerFrom(1, { player: 'x'.repeat(25) })!.player).toBeNull();
    expect(peerFrom(1, { player: '../../etc/passwd00' })!.player).toBeNull();
  });

  it('property: any string gives a name of at most 24 characters with no control character, clean twice the same', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.array(fc.constantFrom('a', ' ', '😀', '\u0000'), { maxLength: 40 }).map((a) => a.join('')),
        ),
        (raw) => {
          const name = cleanName(raw);
          expect(Array.from(name).length).toBeLessThanOrEqual(NAME_CHARS);
          expect(/[\p{Cc}]/u.test(name)).toBe(false);
          expect(cleanName(name)).toBe(name);
        },
      ),
    );
  });
});
