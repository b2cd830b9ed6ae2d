// `mire check`'s text table: each column as wide as its widest cell, so no row can be written
// before the last pair is decided. The rows are kept as numbers and places (a few dozen bytes a
// pair), not as cells, and made text as they are written.
import { shown } from '../../geometry/index';
import type { CheckNames, CheckResult, PairRow, PairSink } from '../../geometry/index';
import {
  CHECK_TABLE_WORDS,
  RAGNAROK_CHECK_TABLE_WORDS,
  type CheckTableWords,
  type Lang,
  contactCountsWords,
  meleesWords,
  shareIsBound,
} from '../words';
import type { TextChunks } from './text-chunks';

/** Between two columns. */
const GAP = 2;
/** Rows written between two looks at the reader (TextChunks.backlog): some tens of kilobytes. */
const ROWS_BETWEEN_WAITS = 256;

/** A row's four yes/no cells, a bit each. */
const FLAG = { touching: 1, contact: 2, sightTouches: 4, inView: 8 } as const;
/** The obstruction and sees cells, as codes (a row keeps obstruction + 3 · sees). */
const VERDICTS = ['full', 'partial', 'none'] as const;
const CODE: Readonly<Record<(typeof VERDICTS)[number], number>> = { full: 0, partial: 1, none: 2 };

/**
 * The widest of format(v) over the values seen, from the least and the greatest alone: for a
 * finite |v| < 10²¹, toFixed writes digits whose count only grows with |v| on either side of 0.
 * Any other value (NaN, ±Infinity, exponent notation) is measured as it comes.
 */
class WidestFixed {
  private least = Infinity;
  private greatest = -Infinity;
  private other = 0;

  /** `special`: values whose text is not the rounding's (a share's bounds, "<0.1%"), measured as they come. */
  constructor(
    private readonly format: (v: number) => string,
    private readonly special: (v: number) => boolean = () => false,
  ) {}

  add(v: number): void {
    if (!(Math.abs(v) < 1e21) || this.special(v)) {
      this.other = Math.max(this.other, this.format(v).length);
      return;
    }
    if (v < this.least) this.least = v;
    if (v > this.greatest) this.greatest = v;
  }

  get width(): number {
    if (this.least > this.greatest) return this.other;
    return Math.max(this.other, this.format(this.least).length, this.format(this.greatest).length);
  }
}

/** A run of a table's rows, column by column (CheckTable.takeRows): typed arrays, to transfer between threads. */
export type TableRows = {
  count: number;
  from: Int32Array;
  to: Int32Array;
  distanceMm: Float64Array;
  flags: Uint8Array;
  verdicts: Uint8Array;
  visibleFraction: Float64Array;
  /** Row r's blockers end at pool[blockersEnd[r]], as in the table. */
  blockersEnd: Int32Array;
  pool: Int32Array;
};

/** The rows of a pass, column by column, as they come (PairSink), then written as the table. */
export class CheckTable implements PairSink {
  /** Ids as shown (geometry/quote.ts). */
  private fighters: string[] = [];
  private barriers: string[] = [];
  private count = 0;
  private from = new Int32Array(1024);
  private to = new Int32Array(1024);
  private distanceMm = new Float64Array(1024);
  private flags = new Uint8Array(1024);
  private verdicts = new Uint8Array(1024);
  private visibleFraction = new Float64Array(1024);
  /** Row r's blockers are pool[blockersEnd[r − 1] .. blockersEnd[r]) (from 0 for the first row). */
  private blockersEnd = new Int32Array(1024);
  private pool = new Int32Array(4096);
  private poolUsed = 0;
  /** What the widths need beyond each cell's own length. */
  private widestFrom = 0;
  private widestTo = 0;
  private readonly words: CheckTableWords;
  private readonly distances: WidestFixed;
  private readonly fractions: WidestFixed;
  private flagsSeen = 0;
  /** The obstruction and sees codes met, a bit each. */
  private obstructionsSeen = 0;
  private seesSeen = 0;
  /** A row seen partially over smaller barriers only. */
  private overSmallerSeen = false;

  /** `lang`: the words of the table's heads and cells, and its numbers' notation (the rows are the same in both). */
  /** `hideDistances`: under `after-declaring` the distance column shows no number. */
  constructor(
    lang: Lang = 'en',
    private readonly hideDistances = false,
    ragnarok = false,
  ) {
    // Rag'narok: seen or not seen, an obstacle between the bases is interference.
    this.words = ragnarok ? RAGNAROK_CHECK_TABLE_WORDS[lang] : CHECK_TABLE_WORDS[lang];
    this.distances = new WidestFixed(this.words.cm);
    this.fractions = new WidestFixed(this.words.pct, shareIsBound);
  }

  begin(names: CheckNames): void {
    this.fighters = names.fighterIds.map(shown);
    this.barriers = names.barrierIds.map(shown);
  }

  pair(p: PairRow): void {
    if (this.count === this.from.length) this.grow(this.count + 1);
    const r = this.count++;
    this.from[r] = p.from;
    this.to[r] = p.to;
    this.distanceMm[r] = p.distanceMm;
    this.flags[r] =
      (p.touching ? FLAG.touching : 0) |
      (p.contact ? FLAG.contact : 0) |
      (p.sightTouches ? FLAG.sightTouches : 0) |
      (p.inView ? FLAG.inView : 0);
    this.verdicts[r] = CODE[p.obstruction] + 3 * CODE[p.los];
    this.visibleFraction[r] = p.visibleFraction;
    while (this.poolUsed + p.blockerCount > this.pool.length) this.pool = grown(this.pool, 2 * this.pool.length);
    for (let k = 0; k < p.blockerCount; k++) this.pool[this.poolUsed++] = p.blockers[k];
    this.blockersEnd[r] = this.poolUsed;
    this.note(r);
  }

  /** The rows so far as columns of their own (to hand to another thread), and none kept. */
  takeRows(): TableRows {
    const n = this.count;
    const rows: TableRows = {
      count: n,
      from: this.from.slice(0, n),
      to: this.to.slice(0, n),
      distanceMm: this.distanceMm.slice(0, n),
      flags: this.flags.slice(0, n),
      verdicts: this.verdicts.slice(0, n),
      visibleFraction: this.visibleFraction.slice(0, n),
      blockersEnd: this.blockersEnd.slice(0, n),
      pool: this.pool.slice(0, this.poolUsed),
    };
    this.count = 0;
    this.poolUsed = 0;
    return rows;
  }

  /** Rows another table took (takeRows), after those held: as if each had come through pair(). */
  appendRows(rows: TableRows): void {
    const at = this.count;
    if (at + rows.count > this.from.length) this.grow(at + rows.count);
    this.from.set(rows.from, at);
    this.to.set(rows.to, at);
    this.distanceMm.set(rows.distanceMm, at);
    this.flags.set(rows.flags, at);
    this.verdicts.set(rows.verdicts, at);
    this.visibleFraction.set(rows.visibleFraction, at);
    if (this.poolUsed + rows.pool.length > this.pool.length)
      this.pool = grown(this.pool, Math.max(2 * this.pool.length, this.poolUsed + rows.pool.length));
    this.pool.set(rows.pool, this.poolUsed);
    for (let r = 0; r < rows.count; r++) this.blockersEnd[at + r] = this.poolUsed + rows.blockersEnd[r];
    this.poolUsed += rows.pool.length;
    this.count += rows.count;
    for (let r = at; r < this.count; r++) this.note(r);
  }

  /**
   * row r sees partially with no direction free: every line passes over smaller barriers,
   * and its visible cell says so rather than 0%.
   */
  private overSmaller(r: number): boolean {
    return Math.floor(this.verdicts[r] / 3) === CODE.partial && this.visibleFraction[r] <= 0;
  }

  /** Row r's part in the widths. */
  private note(r: number): void {
    this.widestFrom = Math.max(this.widestFrom, this.fighters[this.from[r]].length);
    this.widestTo = Math.max(this.widestTo, this.fighters[this.to[r]].length);
    if (!this.hideDistances) this.distances.add(this.distanceMm[r]);
    if (this.overSmaller(r)) this.overSmallerSeen = true;
    else this.fractions.add(this.visibleFraction[r]);
    this.flagsSeen |= this.flags[r];
    this.obstructionsSeen |= 1 << (this.verdicts[r] % 3);
    this.seesSeen |= 1 << Math.floor(this.verdicts[r] / 3);
  }

  /**
   * The header and every row, each line but the last ended (the caller ends it), waiting for a
   * slow reader as it goes (TextChunks.backlog): each line as
   * `cells.map(padEnd).join('  ').trimEnd()` writes it, from cells padded once per value. The
   * last cell (blockers) is never padded: shown ids and '-' never end in white space, so trimEnd
   * only takes the padding.
   */
  async write(out: TextChunks): Promise<void> {
    const w = this.widths();
    const { header, yes, no, obstruction, sees } = this.words;
    const pad = (cell: string, c: number) => cell.padEnd(w[c] + GAP);
    out.add(
      header
        .map((h, c) => h.padEnd(w[c]))
        .join(' '.repeat(GAP))
        .trimEnd(),
    );
    const overCell = pad(this.words.overSmaller, 9);
    const hiddenCell = pad(no, 2);
    const froms = this.fighters.map((id) => pad(id, 0));
    const tos = this.fighters.map((id) => pad(id, 1));
    // The four yes/no cells for each of their 16 values, and obstruction and sees for each of their 9.
    const flags = Array.from({ length: 16 }, (_, f) =>
      [FLAG.touching, FLAG.contact, FLAG.sightTouches, FLAG.inView]
        .map((bit, i) => pad(f & bit ? yes : no, 3 + i))
        .join(''),
    );
    const verdicts = Array.from(
      { length: 9 },
      (_, v) => pad(obstruction[VERDICTS[v % 3]], 7) + pad(sees[VERDICTS[(v - (v % 3)) / 3]], 8),
    );
    for (let r = 0; r < this.count; r++) {
      const distance = this.hideDistances ? hiddenCell : pad(this.words.cm(this.distanceMm[r]), 2);
      let line = `\n${froms[this.from[r]]}${tos[this.to[r]]}${distance}${flags[this.flags[r]]}${verdicts[this.verdicts[r]]}${this.overSmaller(r) ? overCell : pad(this.words.pct(this.visibleFraction[r]), 9)}`;
      const start = r === 0 ? 0 : this.blockersEnd[r - 1];
      const end = this.blockersEnd[r];
      if (start === end) line += no;
      for (let k = start; k < end; k++)
        line += k === start ? this.barriers[this.pool[k]] : ` ${this.barriers[this.pool[k]]}`;
      out.add(line);
      const backlog = r % ROWS_BETWEEN_WAITS === ROWS_BETWEEN_WAITS - 1 ? out.backlog() : undefined;
      if (backlog !== undefined) await backlog;
    }
  }

  /** Each column's widest cell, the header's included (the last column's is never used). */
  private widths(): number[] {
    const { header, yes, no, obstruction, sees } = this.words;
    const w = header.map((h) => h.length);
    if (this.count === 0) return w;
    // A column of yes/no cells is as wide as the widest it shows (oui is wider than -).
    const flagWidth = (bit: number) => Math.max(this.flagsSeen & bit ? yes.length : 0, no.length);
    const verdictWidth = (seen: number, names: Readonly<Record<(typeof VERDICTS)[number], string>>) =>
      Math.max(...VERDICTS.filter((_, code) => seen & (1 << code)).map((v) => names[v].length));
    const cells = [
      this.widestFrom,
      this.widestTo,
      this.hideDistances ? no.length : this.distances.width,
      flagWidth(FLAG.touching),
      flagWidth(FLAG.contact),
      flagWidth(FLAG.sightTouches),
      flagWidth(FLAG.inView),
      verdictWidth(this.obstructionsSeen, obstruction),
      verdictWidth(this.seesSeen, sees),
      Math.max(this.fractions.width, this.overSmallerSeen ? this.words.overSmaller.length : 0),
    ];
    for (let c = 0; c < cells.length; c++) w[c] = Math.max(w[c], cells[c]);
    return w;
  }

  /** Room for at least `rows` rows. */
  private grow(rows: number): void {
    const size = Math.max(rows, 2 * this.from.length);
    this.from = grown(this.from, size);
    this.to = grown(this.to, size);
    this.distanceMm = grown(this.distanceMm, size);
    this.flags = grown(this.flags, size);
    this.verdicts = grown(this.verdicts, size);
    this.visibleFraction = grown(this.visibleFraction, size);
    this.blockersEnd = grown(this.blockersEnd, size);
  }
}

/** A copy of `a`, `size` long. */
function grown<T extends Int32Array | Float64Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** The melees line. */
export function meleesLine(melees: CheckResult['melees'], lang: Lang = 'en'): string {
  return meleesWords(melees, lang, shown);
}

/** The contact counts line. */
export function contactCountsLine(contactCounts: CheckResult['contactCounts'], lang: Lang = 'en'): string {
  return contactCountsWords(contactCounts, lang, shown);
}
