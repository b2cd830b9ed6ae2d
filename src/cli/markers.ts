// `mire markers`: the printable marker sheet of a table (issue 35, R-8.1), one SVG page at a time.
import { quote } from '../../geometry/index';
import { CARDS_PER_PAGE, PAPERS, type Paper, markerSheetSvg } from '../photo/marker-sheet';
import { MARKER_TABLES } from '../photo/markers';
import { markerCardWords } from '../words';
import { type Io, UsageError, jsonLine, langOf, parseArgs } from './io';

export const usage =
  'mire markers [--table 1200x600|900x900|600x600] [--paper a4|letter] [--page 1|2] [--json] [--lang en|fr]';

export function tableOf(text: string): { widthMm: number; depthMm: number } {
  const t = MARKER_TABLES.find((m) => `${m.widthMm}x${m.depthMm}` === text);
  if (!t) throw new UsageError(`--table: expected 1200x600, 900x900 or 600x600 (R-8.1), got ${quote(text)}`);
  return t;
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['table', 'paper', 'page', 'lang']);
  if (positional.length > 0) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const table = tableOf(String(flags.get('table') ?? '1200x600'));
  const paper = String(flags.get('paper') ?? 'a4');
  if (!Object.hasOwn(PAPERS, paper)) throw new UsageError(`--paper: expected a4 or letter, got ${quote(paper)}`);
  const pages = markerSheetSvg(table, paper as Paper, (id, place) =>
    markerCardWords(lang, id, place, table.widthMm, table.depthMm),
  );
  const pageText = String(flags.get('page') ?? '1');
  const page = Number(pageText);
  if (!Number.isInteger(page) || page < 1 || page > pages.length)
    throw new UsageError(
      `--page: expected 1 to ${pages.length} (${CARDS_PER_PAGE} cards a page), got ${quote(pageText)}`,
    );
  if (flags.has('json')) {
    io.out(jsonLine({ table, paper, page, pages: pages.length, svg: pages[page - 1] }));
    return 0;
  }
  io.out(pages[page - 1]);
  return 0;
}
