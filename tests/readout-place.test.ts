// Where the readout of a dragged fighter floats (src/app/move/readout-place.ts, issue 32 item 1):
// wholly inside the table's area, clear of the finger whenever some place allows it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINGER_CLEAR_PX, distanceToBox, placeReadout } from '../src/app/move/readout-place';

const BOX = { width: 180, height: 52 };

describe('placeReadout', () => {
  it('upright, a finger in the middle of a 390 x 440 table: above it, 56 px clear', () => {
    // Centred over x = 200: left 200 - 90 = 110; bottom 300 - 56 = 244, so top 244 - 52 = 192.
    const p = placeReadout({ x: 200, y: 300 }, BOX, { left: 6, top: 6, right: 384, bottom: 434 });
    expect(p).toEqual({ left: 110, top: 192 });
  });

  it('a finger at the top edge: no room above, so to its right (x 100 + 56 = 156)', () => {
    const p = placeReadout({ x: 100, y: 20 }, BOX, { left: 6, top: 6, right: 384, bottom: 434 });
    expect(p.left).toBe(156);
    expect(p.top).toBe(6);
  });

  it('always inside the area, and clear of the finger whenever one of the four places is', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 844, noNaN: true }),
        fc.double({ min: 0, max: 844, noNaN: true }),
        fc.integer({ min: 240, max: 844 }),
        fc.integer({ min: 200, max: 844 }),
        (x, y, w, h) => {
          const area = { left: 0, top: 0, right: w, bottom: h };
          const at = { x: Math.min(x, w), y: Math.min(y, h) };
          const p = placeReadout(at, BOX, area);
          expect(p.left).toBeGreaterThanOrEqual(0);
          expect(p.top).toBeGreaterThanOrEqual(0);
          expect(p.left + BOX.width).toBeLessThanOrEqual(w + 1e-9);
          expect(p.top + BOX.height).toBeLessThanOrEqual(h + 1e-9);
          // Room on any of the four sides tried (above, right, left, below) means a clear place exists.
          const clear = distanceToBox(at, {
            left: p.left,
            top: p.top,
            right: p.left + BOX.width,
            bottom: p.top + BOX.height,
          });
          const roomAbove = at.y - FINGER_CLEAR_PX - BOX.height >= 0;
          const roomBelow = at.y + FINGER_CLEAR_PX + BOX.height <= h;
          const roomRight = at.x + FINGER_CLEAR_PX + BOX.width <= w;
          const roomLeft = at.x - FINGER_CLEAR_PX - BOX.width >= 0;
          if (roomAbove || roomBelow || roomRight || roomLeft)
            expect(clear).toBeGreaterThanOrEqual(FINGER_CLEAR_PX - 1e-9);
        },
      ),
    );
  });
});
