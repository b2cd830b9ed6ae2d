// `mire check` output written while the pairs are decided: on a big table (1,000 fighters are
// ~10⁶ ordered pairs) neither the pairs nor the whole text are held at once. The bytes are the
// same as printing the whole result at the end (jsonLine of world.check(), or the table of every
// row); tests/cli-check-output.test.ts holds the two equal.
import type { CheckNames, CheckResult, PairRow, PairSink, World } from '../../geometry/index';
import { CheckTable, contactCountsLine, meleesLine } from './check-table';
import { type Lang, measuringWords } from '../words';
import { type Io, jsonLine } from './io';
import { TextChunks } from './text-chunks';

type Filter = { from?: string; to?: string };

const VERDICT_WORDS = ['full', 'partial', 'none'] as const;
type VerdictWord = (typeof VERDICT_WORDS)[number];

/**
 * The four yes/no fields, obstruction, los and the key after them, for each of their 16 × 9
 * values (fieldsCode), as one piece; with a fraction of 0 or 1 (most pairs) written in, and the
 * blockers' key after it.
 */
const FIELDS = Array.from({ length: 16 * 9 }, (_, c) => {
  const f = Math.floor(c / 9);
  const obstruction = VERDICT_WORDS[Math.floor((c % 9) / 3)];
  const los = VERDICT_WORDS[c % 3];
  return `,"touching":${(f & 1) !== 0},"contact":${(f & 2) !== 0},"sightTouches":${(f & 4) !== 0},"inView":${(f & 8) !== 0},"obstruction":"${obstruction}","los":"${los}","visibleFraction":`;
});
const BLOCKERS = ',"blockers":[';
const FIELDS_NONE_VISIBLE = FIELDS.map((f) => `${f}${num(0)}${BLOCKERS}`);
const FIELDS_ALL_VISIBLE = FIELDS.map((f) => `${f}${num(1)}${BLOCKERS}`);
const PAIR_END = ']}';

/**
 * The pairs of `check --json`, row by row: jsonLine(PairVerdict) for each (its fields in order),
 * comma-separated. Each id is quoted once, with the text around it; the fields between the
 * numbers are one piece each. Each piece costs a join and a copy when written, whatever its
 * length: a pair is made of as few as its numbers allow.
 */
export class PairJson implements PairSink {
  /** `{"from":<id>,"to":` per fighter, and the same after a comma. */
  private froms: string[] = [];
  private laterFroms: string[] = [];
  /** `<id>,"distanceMm":` per fighter. */
  private tos: string[] = [];
  /** Per barrier, as the first, a middle or the last of a pair's blockers, or the only one (the list's end written in). */
  private firstBarriers: string[] = [];
  private laterBarriers: string[] = [];
  private lastBarriers: string[] = [];
  private onlyBarriers: string[] = [];
  private readonly distances = new SymmetricNumbers();
  /** The next pair opens the list (no comma before it): a thread's block other than the first clears it. */
  opensList = true;

  /** `hideDistances`: under `after-declaring` both distances are written null (nothing is declared). */
  constructor(
    private readonly out: TextChunks,
    private readonly hideDistances = false,
  ) {}

  begin(names: CheckNames): void {
    const quoted = names.fighterIds.map((id) => jsonLine(id));
    this.froms = quoted.map((q) => `{"from":${q},"to":`);
    this.laterFroms = quoted.map((q) => `,{"from":${q},"to":`);
    this.tos = quoted.map((q) =>
      this.hideDistances ? `${q},"distanceMm":null,"sightDistanceMm":null` : `${q},"distanceMm":`,
    );
    const barriers = names.barrierIds.map((id) => jsonLine(id));
    this.firstBarriers = barriers;
    this.laterBarriers = barriers.map((q) => `,${q}`);
    this.lastBarriers = barriers.map((q) => `,${q}${PAIR_END}`);
    this.onlyBarriers = barriers.map((q) => `${q}${PAIR_END}`);
    this.distances.begin(names.fighterIds.length);
  }

  pair(p: PairRow): void {
    let s = (this.opensList ? this.froms[p.from] : this.laterFroms[p.from]) + this.tos[p.to];
    if (!this.hideDistances)
      s += this.distances.text(p.from, p.to, p.distanceMm) + ',"sightDistanceMm":' + num(p.sightDistanceMm);
    this.opensList = false;
    const fields = fieldsCode(p);
    const fraction = p.visibleFraction;
    if (fraction === 0) s += FIELDS_NONE_VISIBLE[fields];
    else if (fraction === 1) s += FIELDS_ALL_VISIBLE[fields];
    else s += FIELDS[fields] + num(fraction) + BLOCKERS;
    const count = p.blockerCount;
    const blockers = p.blockers;
    if (count === 0) s += PAIR_END;
    else if (count === 1) s += this.onlyBarriers[blockers[0]];
    else {
      s += this.firstBarriers[blockers[0]];
      for (let k = 1; k < count - 1; k++) s += this.laterBarriers[blockers[k]];
      s += this.lastBarriers[blockers[count - 1]];
    }
    this.out.add(s);
  }
}

/** A pair's place in FIELDS: its four yes/no fields a bit each (touching .. inView), then obstruction and los by wordCode. */
function fieldsCode(p: PairRow): number {
  const flags = (p.touching ? 1 : 0) | (p.contact ? 2 : 0) | (p.sightTouches ? 4 : 0) | (p.inView ? 8 : 0);
  return flags * 9 + wordCode(p.obstruction) * 3 + wordCode(p.los);
}

/**
 * the distance is the same both ways round: each pair's is written as text once, for
 * (a, b), and read again for (b, a) (a number's text costs more than the rest of the pair).
 * The text is kept at the other order's slot (i·n + j for (i, j)), where a source's pairs are
 * read side by side, and reused only for the very same number.
 */
class SymmetricNumbers {
  private n = 0;
  private values = new Float64Array(0);
  private texts: (string | undefined)[] = [];

  begin(n: number): void {
    this.n = n;
    this.values = new Float64Array(n * n);
    this.texts = new Array(n * n);
  }

  text(i: number, j: number, v: number): string {
    const slot = i * this.n + j;
    const known = this.texts[slot];
    if (known !== undefined && Object.is(this.values[slot], v)) return known;
    const t = num(v);
    const other = j * this.n + i;
    this.values[other] = v;
    this.texts[other] = t;
    return t;
  }
}

/** A verdict's place in VERDICT_WORDS. */
function wordCode(w: VerdictWord): number {
  return w === 'full' ? 0 : w === 'partial' ? 1 : 2;
}

/** A number as JSON writes it (null when not finite). */
function num(v: number): string {
  return Number.isFinite(v) ? String(v) : 'null';
}

/** What `check --json` writes before the pairs. */
export const CHECK_JSON_HEAD = '{"pairs":[';

/** What `check --json` writes after the pairs (the line's end apart). */
export function checkJsonTail(rest: Omit<CheckResult, 'pairs'>, afterDeclaring = false): string {
  // said once: the distances are null because the option holds them back.
  const measuring = afterDeclaring ? ',"measuring":"after-declaring"' : '';
  return `],"melees":${jsonLine(rest.melees)},"contactCounts":${jsonLine(rest.contactCounts)}${measuring}}`;
}

/** R-9.3 (IV-B-2) a scene measured only after declaring: `check` declares nothing, so it shows no distance. */
export function afterDeclaring(world: World): boolean {
  return world.scene.options.measuring === 'after-declaring';
}

/**
 * `check --json`: jsonLine(world.check(filter)), one line, written pair by pair; after each
 * source's pairs, a slow reader is waited for (TextChunks.backlog).
 */
export async function writeCheckJson(world: World, filter: Filter, io: Io): Promise<void> {
  const out = new TextChunks(io);
  out.add(CHECK_JSON_HEAD);
  const pass = world.checkPass();
  const json = new PairJson(out, afterDeclaring(world));
  json.begin(pass.names);
  for (let i = 0; i < pass.fighterCount; i++) {
    world.checkSources(pass, i, i + 1, filter, json);
    // Awaited only when there is a wait: without one the whole answer is written at once, as an io without backlog expects.
    const backlog = out.backlog();
    if (backlog !== undefined) await backlog;
  }
  out.add(checkJsonTail(pass.rest, afterDeclaring(world)));
  out.end();
}

/** What `check` writes after the table's last line: the melees and the contact counts, each a line. */
export function checkTextTail(rest: Omit<CheckResult, 'pairs'>, lang: Lang = 'en'): string {
  return `\n${meleesLine(rest.melees, lang)}\n${contactCountsLine(rest.contactCounts, lang)}\n`;
}

/** `check`: the table of pairs (columns as wide as their widest cell), the melees and the contact counts. */
export async function writeCheckText(world: World, filter: Filter, io: Io, lang: Lang = 'en'): Promise<void> {
  const hidden = afterDeclaring(world);
  const table = new CheckTable(lang, hidden, world.scene.ruleset === 'ragnarok');
  const rest = world.checkRows(filter, table);
  const out = new TextChunks(io);
  await table.write(out);
  out.end();
  io.out('');
  io.out(meleesLine(rest.melees, lang));
  io.out(contactCountsLine(rest.contactCounts, lang));
  if (hidden) io.out(measuringWords('none')[lang]);
}
