// The table's labels on a crowded screen (src/app/layout/declutter.ts): which are shown, and in
// which form, so that no two cover each other, the selected fighter's name is read in full, and
// as many pieces as fit are named. Checked by hand on a row of fighters, and against a plain
// pairwise greedy (the grid only finds the neighbours faster) with fast-check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CrowdItem, declutter, HIDDEN, overlaps, type ScreenBox } from '../src/app/layout/declutter';

/** A label standing on (x, y): its forms as boxes of these widths, one line high, centred above it. */
function label(x: number, y: number, widths: readonly number[], priority = 1, full = false): CrowdItem {
  return { forms: widths.map((w) => ({ left: x - w / 2, right: x + w / 2, top: y - 12, bottom: y })), priority, full };
}

/** The same three rounds with every pair tested: the oracle. */
function plainGreedy(items: readonly CrowdItem[], gapPx = 2): number[] {
  const order = items.map((_, i) => i).sort((a, b) => items[b].priority - items[a].priority || a - b);
  const chosen = items.map(() => HIDDEN);
  const fits = (i: number, k: number) =>
    items.every(
      (other, j) => j === i || chosen[j] === HIDDEN || !overlaps(items[i].forms[k], other.forms[chosen[j]], gapPx),
    );
  const show = (i: number, k: number) => {
    if (!fits(i, k)) return false;
    chosen[i] = k;
    return true;
  };
  for (const i of order) if (items[i].full && items[i].forms.length > 0) show(i, 0);
  for (const i of order) if (chosen[i] === HIDDEN && items[i].forms.length > 0) show(i, items[i].forms.length - 1);
  for (const i of order) for (let k = 0; k < chosen[i]; k++) if (show(i, k)) break;
  return chosen;
}

const shownBoxes = (items: readonly CrowdItem[], chosen: readonly number[]): ScreenBox[] =>
  items.flatMap((it, i) => (chosen[i] === HIDDEN ? [] : [it.forms[chosen[i]]]));

describe('labels on a crowded screen', () => {
  it('a row of fighters 40 px apart: every one named by its id, names where there is room', () => {
    // Full names 90 px wide, ids 24 px: side by side the names would cover their neighbours'.
    const row = [0, 40, 80, 120].map((x) => label(100 + x, 200, [90, 24]));
    // A fifth, 150 px further on, has room for its whole name.
    row.push(label(370, 200, [90, 24]));
    const chosen = declutter(row);
    expect(chosen.every((c) => c !== HIDDEN)).toBe(true);
    expect(chosen[4]).toBe(0);
    expect(chosen.slice(0, 4).filter((c) => c === 0).length).toBeLessThan(4);
    const boxes = shownBoxes(row, chosen);
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) expect(overlaps(boxes[a], boxes[b], 2)).toBe(false);
  });

  it('the selected fighter is named in full, even in the middle of the row', () => {
    const row = [0, 40, 80, 120].map((x) => label(100 + x, 200, [90, 24]));
    row[2] = label(180, 200, [110, 24], 3, true);
    const chosen = declutter(row);
    expect(chosen[2]).toBe(0);
    // Its neighbours' ids would lie under its name: they give way.
    expect(chosen[1]).toBe(HIDDEN);
    expect(chosen[3]).toBe(HIDDEN);
  });

  it('labels on two rows far apart do not meet', () => {
    const items = [label(100, 100, [90, 24]), label(100, 300, [90, 24])];
    expect(declutter(items)).toEqual([0, 0]);
  });

  // Whole pixels: a translated screen then holds exactly the same boxes, moved.
  const box = fc.record({
    x: fc.integer({ min: -100, max: 1000 }),
    y: fc.integer({ min: -100, max: 1000 }),
    w: fc.integer({ min: 4, max: 200 }),
    short: fc.integer({ min: 2, max: 200 }),
  });
  const items = fc
    .array(fc.tuple(box, fc.integer({ min: 0, max: 3 }), fc.boolean()), { maxLength: 60 })
    .map((list) =>
      list.map(([b, p, twoForms]) => label(b.x, b.y, twoForms ? [b.w, Math.min(b.w, b.short)] : [b.w], p, p > 1)),
    );

  it('answers as the plain greedy, and no two labels shown overlap (fast-check)', () => {
    fc.assert(
      fc.property(items, (list) => {
        const chosen = declutter(list);
        expect(chosen).toEqual(plainGreedy(list));
        const boxes = shownBoxes(list, chosen);
        for (let a = 0; a < boxes.length; a++)
          for (let b = a + 1; b < boxes.length; b++) expect(overlaps(boxes[a], boxes[b], 2)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('a label left out, or shortened, could not be shown longer without covering another (fast-check)', () => {
    fc.assert(
      fc.property(items, (list) => {
        const chosen = declutter(list);
        list.forEach((it, i) => {
          const longest = chosen[i] === HIDDEN ? it.forms.length : chosen[i];
          for (let k = 0; k < longest; k++) {
            const covers = list.some(
              (other, j) => j !== i && chosen[j] !== HIDDEN && overlaps(it.forms[k], other.forms[chosen[j]], 2),
            );
            expect(covers).toBe(true);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the same choice wherever the screen is scrolled to (the grid is only an index; fast-check)', () => {
    fc.assert(
      fc.property(
        items,
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (list, dx, dy) => {
          const moved = list.map((it) => ({
            ...it,
            forms: it.forms.map((b) => ({
              left: b.left + dx,
              right: b.right + dx,
              top: b.top + dy,
              bottom: b.bottom + dy,
            })),
          }));
          expect(declutter(moved)).toEqual(declutter(list));
        },
      ),
      { numRuns: 200 },
    );
  });
});
