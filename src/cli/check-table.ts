// `mire check`'s text table: each column as wide as its widest cell, so no row can be written
// before the last pair is decided. The rows are kept as numbers and places (a few dozen bytes a
// pair), not as cells, and made text as they are written.
import { shown } from '../../geometry/quote';
import type { CheckNames, CheckResult, PairRow, PairSink } from '../../geometry/world';
import { type ByteChunks, encoded } from './byte-chunks';
import { cm, pct } from './io';

const HEADER = ['from', 'to', 'dist cm', 'touch', 'contact', 'sight→base', 'in view', 'obstruction', 'sees', 'visible', 'blockers'] as const;
/** Between two columns. */
const GAP = 2;

/** A row's four yes/no cells, a bit each. */
const FLAG = { touching: 1, contact: 2, sightTouches: 4, inView: 8 } as const;
/** The obstruction and sees cells, as codes (a row keeps obstruction + 3 · sees). */
const VERDICTS = ['full', 'partial', 'none'] as const;
const CODE: Readonly<Record<(typeof VERDICTS)[number], number>> = { full: 0, partial: 1, none: 2 };
const YES = encoded('yes');
const NO = encoded('-');
const VERDICT_BYTES = VERDICTS.map(encoded);
const NEWLINE = encoded('\n');
const SPACE = encoded(' ');

/** Shown ids (geometry/quote.ts) as bytes, with their length in characters (what padEnd counts). */
class ShownIds {
  readonly bytes: Uint8Array[];
  readonly length: number[];

  constructor(ids: readonly string[]) {
    const texts = ids.map(shown);
    this.bytes = texts.map(encoded);
    this.length = texts.map((t) => t.length);
  }
}

/**
 * The widest of format(v) over the values seen, from the least and the greatest alone: for a
 * finite |v| < 10²¹, toFixed writes digits whose count only grows with |v| on either side of 0.
 * Any other value (NaN, ±Infinity, exponent notation) is measured as it comes.
 */
class WidestFixed {
  private least = Infinity;
  private greatest = -Infinity;
  private other = 0;

  constructor(private readonly format: (v: number) => string) {}

  add(v: number): void {
    if (!(Math.abs(v) < 1e21)) {
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

/** The rows of a pass, column by column, as they come (PairSink), then written as the table. */
export class CheckTable implements PairSink {
  private fighters = new ShownIds([]);
  private barriers = new ShownIds([]);
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
  private readonly distances = new WidestFixed(cm);
  private readonly fractions = new WidestFixed(pct);
  private flagsSeen = 0;
  /** The obstruction and sees codes met, a bit each. */
  private obstructionsSeen = 0;
  private seesSeen = 0;

  begin(names: CheckNames): void {
    this.fighters = new ShownIds(names.fighterIds);
    this.barriers = new ShownIds(names.barrierIds);
  }

  pair(p: PairRow): void {
    if (this.count === this.from.length) this.grow();
    const r = this.count++;
    this.from[r] = p.from;
    this.to[r] = p.to;
    this.distanceMm[r] = p.distanceMm;
    const flags = (p.touching ? FLAG.touching : 0) | (p.contact ? FLAG.contact : 0) | (p.sightTouches ? FLAG.sightTouches : 0) | (p.inView ? FLAG.inView : 0);
    this.flags[r] = flags;
    this.verdicts[r] = CODE[p.obstruction] + 3 * CODE[p.los];
    this.visibleFraction[r] = p.visibleFraction;
    while (this.poolUsed + p.blockerCount > this.pool.length) this.pool = grown(this.pool, 2 * this.pool.length);
    for (let k = 0; k < p.blockerCount; k++) this.pool[this.poolUsed++] = p.blockers[k];
    this.blockersEnd[r] = this.poolUsed;
    this.widestFrom = Math.max(this.widestFrom, this.fighters.length[p.from]);
    this.widestTo = Math.max(this.widestTo, this.fighters.length[p.to]);
    this.distances.add(p.distanceMm);
    this.fractions.add(p.visibleFraction);
    this.flagsSeen |= flags;
    this.obstructionsSeen |= 1 << CODE[p.obstruction];
    this.seesSeen |= 1 << CODE[p.los];
  }

  /** The header and every row, each line but the last ended (the caller ends it). */
  write(out: ByteChunks): void {
    const widths = this.widths();
    out.text(HEADER.map((h, c) => h.padEnd(widths[c])).join(' '.repeat(GAP)).trimEnd());
    for (let r = 0; r < this.count; r++) {
      out.bytes(NEWLINE);
      this.writeRow(out, r, widths);
    }
  }

  /**
   * Row r as `cells.map(padEnd).join('  ').trimEnd()` writes it. The last cell (blockers) is
   * never padded: shown ids and '-' never end in white space, so trimEnd only takes the padding.
   */
  private writeRow(out: ByteChunks, r: number, w: readonly number[]): void {
    const { fighters } = this;
    padded(out, fighters.bytes[this.from[r]], fighters.length[this.from[r]], w[0]);
    padded(out, fighters.bytes[this.to[r]], fighters.length[this.to[r]], w[1]);
    const dist = cm(this.distanceMm[r]);
    out.ascii(dist);
    out.spaces(w[2] - dist.length + GAP);
    const flags = this.flags[r];
    yesOrNo(out, flags & FLAG.touching, w[3]);
    yesOrNo(out, flags & FLAG.contact, w[4]);
    yesOrNo(out, flags & FLAG.sightTouches, w[5]);
    yesOrNo(out, flags & FLAG.inView, w[6]);
    const obstruction = this.verdicts[r] % 3;
    const sees = (this.verdicts[r] - obstruction) / 3;
    padded(out, VERDICT_BYTES[obstruction], VERDICTS[obstruction].length, w[7]);
    padded(out, VERDICT_BYTES[sees], VERDICTS[sees].length, w[8]);
    const visible = pct(this.visibleFraction[r]);
    out.ascii(visible);
    out.spaces(w[9] - visible.length + GAP);
    const start = r === 0 ? 0 : this.blockersEnd[r - 1];
    const end = this.blockersEnd[r];
    if (start === end) out.bytes(NO);
    for (let k = start; k < end; k++) {
      if (k > start) out.bytes(SPACE);
      out.bytes(this.barriers.bytes[this.pool[k]]);
    }
  }

  /** Each column's widest cell, the header's included (the last column's is never used). */
  private widths(): number[] {
    const w = HEADER.map((h) => h.length);
    if (this.count === 0) return w;
    const flagWidth = (bit: number) => (this.flagsSeen & bit ? YES.length : NO.length);
    const verdictWidth = (seen: number) => Math.max(...VERDICTS.filter((_, code) => seen & (1 << code)).map((v) => v.length));
    const cells = [
      this.widestFrom,
      this.widestTo,
      this.distances.width,
      flagWidth(FLAG.touching),
      flagWidth(FLAG.contact),
      flagWidth(FLAG.sightTouches),
      flagWidth(FLAG.inView),
      verdictWidth(this.obstructionsSeen),
      verdictWidth(this.seesSeen),
      this.fractions.width,
    ];
    for (let c = 0; c < cells.length; c++) w[c] = Math.max(w[c], cells[c]);
    return w;
  }

  private grow(): void {
    const size = 2 * this.from.length;
    this.from = grown(this.from, size);
    this.to = grown(this.to, size);
    this.distanceMm = grown(this.distanceMm, size);
    this.flags = grown(this.flags, size);
    this.verdicts = grown(this.verdicts, size);
    this.visibleFraction = grown(this.visibleFraction, size);
    this.blockersEnd = grown(this.blockersEnd, size);
  }
}

/** A cell, then the spaces to its column's width and to the next column. */
function padded(out: ByteChunks, bytes: Uint8Array, length: number, width: number): void {
  out.bytes(bytes);
  out.spaces(width - length + GAP);
}

/** A yes/no cell, padded. A flag's width also holds '-' when it is set nowhere. */
function yesOrNo(out: ByteChunks, set: number, width: number): void {
  if (set !== 0) padded(out, YES, YES.length, width);
  else padded(out, NO, NO.length, width);
}

/** A copy of `a`, `size` long. */
function grown<T extends Int32Array | Float64Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** The melees line (R-3.6). */
export function meleesLine(melees: CheckResult['melees']): string {
  return `melees (R-3.6): ${melees.length ? melees.map((m) => `[${m.map(shown).join(' ')}]`).join(' ') : 'none'}`;
}

/** The contact counts line (R-3.5). */
export function contactCountsLine(contactCounts: CheckResult['contactCounts']): string {
  const counts = Object.entries(contactCounts)
    .map(([id, c]) => `${shown(id)} ${c.enemies}/${c.max}${c.enemies > c.max ? ' (over the maximum!)' : ''}`)
    .join(', ');
  return `enemies in contact / maximum (R-3.5): ${counts}`;
}
