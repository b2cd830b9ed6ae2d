// `mire check` output written while the pairs are decided: on a big table (1,000 fighters are
// ~10⁶ ordered pairs) neither the pairs nor the whole text are held at once. The bytes are the
// same as printing the whole result at the end.
import type { PairVerdict, World } from '../../geometry/world';
import { shown } from '../../geometry/quote';
import { type Io, cm, jsonLine, pct } from './io';

type Filter = { from?: string; to?: string };

/** Characters gathered before each write. */
const CHUNK_CHARS = 1 << 16;

/** Text handed to io.write in chunks; without io.write, gathered and printed once by io.out. */
class Chunks {
  private parts: string[] = [];
  private chars = 0;

  constructor(private readonly io: Io) {}

  add(s: string): void {
    this.parts.push(s);
    this.chars += s.length;
    if (this.io.write !== undefined && this.chars >= CHUNK_CHARS) this.flush();
  }

  /** The last piece, and the line's end. */
  end(): void {
    if (this.io.write === undefined) {
      this.io.out(this.parts.join(''));
      return;
    }
    this.flush();
    this.io.write('\n');
  }

  private flush(): void {
    this.io.write?.(this.parts.join(''));
    this.parts = [];
    this.chars = 0;
  }
}

/**
 * jsonLine(p), written out: a million pairs go through it. Ids are quoted once each.
 * Its field order is PairVerdict's (tests/cli-check-output.test.ts holds the two equal).
 */
export class PairJson {
  private readonly quoted = new Map<string, string>();

  of(p: PairVerdict): string {
    let blockers = '';
    for (let k = 0; k < p.blockers.length; k++) blockers += k === 0 ? this.quote(p.blockers[k]) : `,${this.quote(p.blockers[k])}`;
    return (
      `{"from":${this.quote(p.from)},"to":${this.quote(p.to)},"distanceMm":${num(p.distanceMm)},"sightDistanceMm":${num(p.sightDistanceMm)}` +
      `,"touching":${p.touching},"contact":${p.contact},"sightTouches":${p.sightTouches},"inView":${p.inView}` +
      `,"obstruction":"${p.obstruction}","los":"${p.los}","visibleFraction":${num(p.visibleFraction)},"blockers":[${blockers}]}`
    );
  }

  private quote(id: string): string {
    let q = this.quoted.get(id);
    if (q === undefined) {
      q = jsonLine(id);
      this.quoted.set(id, q);
    }
    return q;
  }
}

/** A number as JSON writes it (null when not finite). */
function num(v: number): string {
  return Number.isFinite(v) ? String(v) : 'null';
}

/** `check --json`: JSON.stringify of world.check(filter), one line, written pair by pair. */
export function writeCheckJson(world: World, filter: Filter, io: Io): void {
  const out = new Chunks(io);
  const json = new PairJson();
  out.add('{"pairs":[');
  let first = true;
  const rest = world.checkEach(filter, (p) => {
    out.add(first ? json.of(p) : `,${json.of(p)}`);
    first = false;
  });
  out.add(`],"melees":${jsonLine(rest.melees)},"contactCounts":${jsonLine(rest.contactCounts)}}`);
  out.end();
}

const HEADER = ['from', 'to', 'dist cm', 'touch', 'contact', 'sight→base', 'in view', 'obstruction', 'sees', 'visible', 'blockers'];
const TOUCHING = 1;
const CONTACT = 2;
const SIGHT_TOUCHES = 4;
const IN_VIEW = 8;

/** The table's rows, column by column (a few numbers and shared strings per pair, not eleven cells). */
class Rows {
  readonly from: string[] = [];
  readonly to: string[] = [];
  readonly distanceMm: number[] = [];
  readonly flags: number[] = [];
  readonly obstruction: string[] = [];
  readonly los: string[] = [];
  readonly visibleFraction: number[] = [];
  readonly blockers: string[] = [];
  /** Each column's widest cell, the header's included. */
  readonly widths = HEADER.map((h) => h.length);

  add(p: PairVerdict): void {
    this.from.push(shown(p.from));
    this.to.push(shown(p.to));
    this.distanceMm.push(p.distanceMm);
    this.flags.push((p.touching ? TOUCHING : 0) | (p.contact ? CONTACT : 0) | (p.sightTouches ? SIGHT_TOUCHES : 0) | (p.inView ? IN_VIEW : 0));
    this.obstruction.push(p.obstruction);
    this.los.push(p.los);
    this.visibleFraction.push(p.visibleFraction);
    this.blockers.push(p.blockers.map(shown).join(' ') || '-');
    const cells = this.cells(this.from.length - 1);
    for (let c = 0; c < cells.length; c++) if (cells[c].length > this.widths[c]) this.widths[c] = cells[c].length;
  }

  get length(): number {
    return this.from.length;
  }

  cells(k: number): string[] {
    const f = this.flags[k];
    const yes = (bit: number) => (f & bit ? 'yes' : '-');
    return [
      this.from[k],
      this.to[k],
      cm(this.distanceMm[k]),
      yes(TOUCHING),
      yes(CONTACT),
      yes(SIGHT_TOUCHES),
      yes(IN_VIEW),
      this.obstruction[k],
      this.los[k],
      pct(this.visibleFraction[k]),
      this.blockers[k],
    ];
  }
}

/** `check`: the table of pairs (columns as wide as their widest cell), the melees and the contact counts. */
export function writeCheckText(world: World, filter: Filter, io: Io): void {
  const rows = new Rows();
  const rest = world.checkEach(filter, (p) => rows.add(p));
  const line = (cells: readonly string[]) => cells.map((cell, c) => cell.padEnd(rows.widths[c])).join('  ').trimEnd();
  const out = new Chunks(io);
  out.add(line(HEADER));
  for (let k = 0; k < rows.length; k++) out.add(`\n${line(rows.cells(k))}`);
  out.end();
  io.out('');
  io.out(`melees (R-3.6): ${rest.melees.length ? rest.melees.map((m) => `[${m.map(shown).join(' ')}]`).join(' ') : 'none'}`);
  const counts = Object.entries(rest.contactCounts)
    .map(([id, c]) => `${shown(id)} ${c.enemies}/${c.max}${c.enemies > c.max ? ' (over the maximum!)' : ''}`)
    .join(', ');
  io.out(`enemies in contact / maximum (R-3.5): ${counts}`);
}
