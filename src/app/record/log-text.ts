// The turn log as `mire log` lays it out (issue 34, item 4): a turn marker as a heading, an
// activation under it, each entry indented with its number in the record (from 1) and the words
// of its recorded verdict. One line per entry, so the timeline's list and the text export agree.
import type { GameRecord, RecordEntry } from '../engine/record';
import { type Lang, byWords, entryWords } from '../../words';

export type LogLine = { readonly index: number; readonly depth: 0 | 1 | 2; readonly text: string };

export function logLines(game: GameRecord, lang: Lang): LogLine[] {
  return game.entries.map((entry, index) => ({ index, depth: depthOf(entry), text: entryLine(entry, index, lang) }));
}

export function entryLine(entry: RecordEntry, index: number, lang: Lang): string {
  const line = entryWords(entry, 'verdict' in entry ? entry.verdict : null)[lang];
  if (entry.type === 'turn' || entry.type === 'activation') return line;
  const by = byWords(entry);
  return `${index + 1}. ${line}${by ? ` (${by})` : ''}`;
}

function depthOf(entry: RecordEntry): 0 | 1 | 2 {
  return entry.type === 'turn' ? 0 : entry.type === 'activation' ? 1 : 2;
}

/** The log as text: two spaces a level, as `mire log` prints it. */
export function logText(game: GameRecord, lang: Lang): string {
  const head = game.name ? `${game.name}\n` : '';
  return `${head}${logLines(game, lang)
    .map((l) => `${'  '.repeat(l.depth)}${l.text}`)
    .join('\n')}\n`;
}
