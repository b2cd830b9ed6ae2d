// Where the readout of a dragged piece floats (DragReadout.tsx): beside the piece, clear of the
// finger on it, wholly inside the table's area (so above the phone's sheet, never under it).

export type Rect = { left: number; top: number; right: number; bottom: number };
export type Size = { width: number; height: number };
type Pt = { x: number; y: number };

/** How far the readout keeps from the point the finger holds (CSS px): a fingertip is ~10 mm. */
export const FINGER_CLEAR_PX = 56;

/**
 * The readout's top-left corner: above the finger if there is room, else to its right, its left,
 * then below (where the hand is); each tried place is pushed inside `area`. The first that stays
 * FINGER_CLEAR_PX from `at` wins; if none does, the one that keeps furthest from it.
 */
export function placeReadout(at: Pt, box: Size, area: Rect): { left: number; top: number } {
  const c = FINGER_CLEAR_PX;
  const tries: Pt[] = [
    { x: at.x - box.width / 2, y: at.y - c - box.height },
    { x: at.x + c, y: at.y - box.height / 2 },
    { x: at.x - c - box.width, y: at.y - box.height / 2 },
    { x: at.x - box.width / 2, y: at.y + c },
  ];
  let best = { left: 0, top: 0 };
  let bestClear = -Infinity;
  for (const t of tries) {
    const left = clamp(t.x, area.left, area.right - box.width);
    const top = clamp(t.y, area.top, area.bottom - box.height);
    const clear = distanceToBox(at, { left, top, right: left + box.width, bottom: top + box.height });
    if (clear >= c) return { left, top };
    if (clear > bestClear) {
      best = { left, top };
      bestClear = clear;
    }
  }
  return best;
}

/** Within [lo, hi]; when the box is wider than the area, at its start. */
function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(v, hi));
}

/** The distance from a point to a rectangle (0 inside it). */
export function distanceToBox(p: Pt, r: Rect): number {
  const dx = Math.max(r.left - p.x, 0, p.x - r.right);
  const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
  return Math.hypot(dx, dy);
}
