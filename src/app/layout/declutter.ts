// Which of the table's labels to show, and in which form, when they would cover each other on
// screen (a row of fighters side by side on a phone held upright). A label has forms, longest
// first ("B4 · Mage", then "B4"). A label that must be read (the selected fighter's) is shown in
// full first; then every other label takes its shortest form where it fits, so that as many
// pieces as can be are named; then each grows to the longest form that still overlaps nothing.
// Labels go in order of priority, then in the order given, which stays the same while the camera
// turns, so labels do not swap as the view moves.

/** A box on screen, CSS px, y down. */
export type ScreenBox = { left: number; top: number; right: number; bottom: number };

/** A label: its forms' boxes (longest first), how much it matters (greater first), and whether it is shown in full before all others. */
export type CrowdItem = { forms: readonly ScreenBox[]; priority: number; full: boolean };

/** Per label, the form shown (its index), or HIDDEN. */
export const HIDDEN = -1;

/** The grid the shown boxes are filed in, so that a box is tested against its neighbours only. */
const CELL_PX = 64;
/** Cells per row of the grid's key (a screen of a few thousand px is far inside). */
const KEY_SPAN = 1 << 16;

/** Per label, the index of the form shown or HIDDEN; boxes closer than `gapPx` count as overlapping. */
export function declutter(items: readonly CrowdItem[], gapPx = 2): number[] {
  const order = items.map((_, i) => i).sort((a, b) => items[b].priority - items[a].priority || a - b);
  const grid = new ShownGrid(items, gapPx);
  for (const i of order) if (items[i].full && items[i].forms.length > 0) grid.tryShow(i, 0);
  for (const i of order)
    if (grid.chosen[i] === HIDDEN && items[i].forms.length > 0) grid.tryShow(i, items[i].forms.length - 1);
  for (const i of order) {
    for (let k = 0; k < grid.chosen[i]; k++) if (grid.tryShow(i, k)) break;
  }
  return grid.chosen;
}

/** The forms shown so far, filed by the grid cells they cover; a label's earlier form no longer counts once it grows. */
class ShownGrid {
  readonly chosen: number[];
  private readonly cells = new Map<number, { owner: number; form: number }[]>();
  constructor(
    private readonly items: readonly CrowdItem[],
    private readonly gapPx: number,
  ) {
    this.chosen = new Array<number>(items.length).fill(HIDDEN);
  }

  /** Show label i's form k if it overlaps no form shown of another label. */
  tryShow(i: number, k: number): boolean {
    const box = this.items[i].forms[k];
    let hit = false;
    this.forCells(box, (key) => {
      if (hit) return;
      for (const s of this.cells.get(key) ?? []) {
        if (
          s.owner !== i &&
          this.chosen[s.owner] === s.form &&
          overlaps(box, this.items[s.owner].forms[s.form], this.gapPx)
        )
          hit = true;
      }
    });
    if (hit) return false;
    this.chosen[i] = k;
    this.forCells(box, (key) => {
      const list = this.cells.get(key);
      if (list) list.push({ owner: i, form: k });
      else this.cells.set(key, [{ owner: i, form: k }]);
    });
    return true;
  }

  private forCells(b: ScreenBox, visit: (key: number) => void): void {
    const g = this.gapPx;
    for (let c = cellOf(b.left - g); c <= cellOf(b.right + g); c++) {
      for (let r = cellOf(b.top - g); r <= cellOf(b.bottom + g); r++)
        visit((c + KEY_SPAN / 2) * KEY_SPAN + (r + KEY_SPAN / 2));
    }
  }
}

/** Two boxes come closer than `gapPx` (touching counts). */
export function overlaps(a: ScreenBox, b: ScreenBox, gapPx: number): boolean {
  return a.left < b.right + gapPx && b.left < a.right + gapPx && a.top < b.bottom + gapPx && b.top < a.bottom + gapPx;
}

function cellOf(px: number): number {
  return Math.floor(px / CELL_PX);
}
