// How mire log and mire replay lay a game out: a turn marker as a heading, an activation marker
// under it, each entry indented with its number in the record (from 1, as a player counts).
import type { EntryVerdict, RecordEntry } from '../../geometry/index';
import { escapeText } from '../../geometry/index';
import { type Lang, entryWords } from '../words';

export function entryText(entry: RecordEntry, verdict: EntryVerdict | null, index: number, lang: Lang): string {
  const line = escapeText(entryWords(entry, verdict)[lang]);
  if (entry.type === 'turn') return line;
  if (entry.type === 'activation') return `  ${line}`;
  return `    ${index + 1}. ${line}`;
}

/** The recorded verdict of an entry (null for markers and edits). */
export function recordedVerdict(entry: RecordEntry): EntryVerdict | null {
  return 'verdict' in entry ? entry.verdict : null;
}
