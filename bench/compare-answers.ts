// Two runs of bench/same-answers.ts compared field by field, for a change that may move the last
// bits of numbers but nothing else: every line's tag, every key, every count (array lengths), every
// string and every boolean identical; numbers equal within a bound (mm for lengths and places).
// Answers printed as JSON text (the CLI's) are parsed and compared the same way; other text must
// match exactly; an arc's angles are compared as lengths along it (radius × angle). Prints the
// number of lines, numbers and differences, the largest difference, and every difference beyond
// the bound.
//
//   npx tsx bench/compare-answers.ts a.jsonl b.jsonl [--bound 1e-9]
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const [fileA, fileB] = process.argv.slice(2).filter((a) => !a.startsWith('--') && !/^[0-9.e-]+$/.test(a));
const boundAt = process.argv.indexOf('--bound');
const boundMm = boundAt > 0 ? Number(process.argv[boundAt + 1]) : 1e-9;
if (!fileA || !fileB || !(boundMm >= 0))
  throw new Error('usage: tsx bench/compare-answers.ts <a.jsonl> <b.jsonl> [--bound <mm>]');

/** What the comparison found so far; one instance per run. */
class Comparison {
  lines = 0;
  numbers = 0;
  numbersDiffering = 0;
  largestDiff = 0;
  largestAt = '';
  mismatches = 0;
  readonly examples: string[] = [];
  /** Per line: its largest difference; the largest over the lines with none beyond the bound. */
  lineDiff = 0;
  lineMismatched = false;
  largestInBound = 0;
  readonly linesBeyond: string[] = [];

  /** One line's answers compared, with its tag (the lines beyond the bound listed). */
  compareLine(tag: string, a: unknown, b: unknown): void {
    this.lines++;
    this.lineDiff = 0;
    this.lineMismatched = false;
    this.compare(a, b, `line ${this.lines} (${tag})`);
    if (this.lineMismatched) this.linesBeyond.push(`line ${this.lines} (${tag}): largest difference ${this.lineDiff}`);
    else this.largestInBound = Math.max(this.largestInBound, this.lineDiff);
  }

  /** Values a and b at `where`: the same structure, numbers within the bound. */
  compare(a: unknown, b: unknown, where: string): void {
    if (typeof a === 'number' && typeof b === 'number') return this.compareNumbers(a, b, where);
    if (typeof a === 'string' && typeof b === 'string') return this.compareStrings(a, b, where);
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) return this.mismatch(where, `${a.length} items against ${b.length}`);
      for (let i = 0; i < a.length; i++) this.compare(a[i], b[i], `${where}[${i}]`);
      return;
    }
    if (
      a !== null &&
      b !== null &&
      typeof a === 'object' &&
      typeof b === 'object' &&
      !Array.isArray(a) &&
      !Array.isArray(b)
    ) {
      const ka = Object.keys(a);
      const kb = Object.keys(b);
      if (ka.join(',') !== kb.join(',')) return this.mismatch(where, `keys ${ka.join(',')} against ${kb.join(',')}`);
      const ra = (a as Record<string, unknown>).radiusMm;
      for (const k of ka) {
        const va = (a as Record<string, unknown>)[k];
        const vb = (b as Record<string, unknown>)[k];
        // An arc's angles as the places they name on its circle (radius × angle, mm): round a corner
        // kept at a gap of (nearly) 0 the angle of a point is any.
        if (
          (k === 'startRad' || k === 'sweepRad') &&
          typeof ra === 'number' &&
          typeof va === 'number' &&
          typeof vb === 'number'
        )
          this.compareNumbers(ra * va, ra * vb, `${where}.${k}×radiusMm`);
        else this.compare(va, vb, `${where}.${k}`);
      }
      return;
    }
    if (a !== b) this.mismatch(where, `${JSON.stringify(a)} against ${JSON.stringify(b)}`);
  }

  private compareNumbers(a: number, b: number, where: string): void {
    this.numbers++;
    if (Object.is(a, b)) return;
    const diff = Math.abs(a - b);
    this.numbersDiffering++;
    this.lineDiff = Math.max(this.lineDiff, diff);
    if (diff > this.largestDiff) {
      this.largestDiff = diff;
      this.largestAt = where;
    }
    if (!(diff <= boundMm)) this.mismatch(where, `${a} against ${b}`);
  }

  /** The CLI's JSON output is parsed and compared as values; any other text must be the same. */
  private compareStrings(a: string, b: string, where: string): void {
    if (a === b) {
      if (/^[[{]/.test(a)) this.countNumbers(JSON.parse(a));
      return;
    }
    const pa = parsed(a);
    const pb = parsed(b);
    if (pa !== undefined && pb !== undefined) return this.compare(pa, pb, where);
    this.mismatch(where, `text ${JSON.stringify(a.slice(0, 120))} against ${JSON.stringify(b.slice(0, 120))}`);
  }

  /** Numbers in identical JSON text still count as compared. */
  private countNumbers(v: unknown): void {
    if (typeof v === 'number') this.numbers++;
    else if (Array.isArray(v)) for (const x of v) this.countNumbers(x);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) this.countNumbers(x);
  }

  private mismatch(where: string, what: string): void {
    this.mismatches++;
    this.lineMismatched = true;
    if (this.examples.length < 200) this.examples.push(`${where}: ${what}`);
  }
}

function parsed(text: string): unknown {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const linesA = createInterface({ input: createReadStream(fileA), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const linesB = createInterface({ input: createReadStream(fileB), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const c = new Comparison();
  for (;;) {
    const [ra, rb] = await Promise.all([linesA.next(), linesB.next()]);
    if (ra.done || rb.done) {
      if (!ra.done || !rb.done)
        c.compareLine(
          'end of one file',
          ra.done ? 'end of file' : 'more lines',
          rb.done ? 'end of file' : 'more lines',
        );
      break;
    }
    const a = JSON.parse(ra.value) as { tag: string; answer: unknown };
    const b = JSON.parse(rb.value) as { tag: string; answer: unknown };
    c.compareLine(a.tag, { tag: a.tag, answer: a.answer }, { tag: b.tag, answer: b.answer });
  }
  const report = {
    lines: c.lines,
    numbers: c.numbers,
    numbersDiffering: c.numbersDiffering,
    boundMm,
    largestDiff: c.largestDiff,
    largestAt: c.largestAt,
    mismatches: c.mismatches,
    linesBeyondBound: c.linesBeyond.length,
    largestDiffInOtherLines: c.largestInBound,
  };
  console.log(JSON.stringify(report));
  for (const e of c.linesBeyond) console.log(e);
  for (const e of c.examples) console.log(`  ${e}`);
  process.exitCode = c.mismatches === 0 ? 0 : 1;
}

void main();
