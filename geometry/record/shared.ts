// A record grown by several players at once (the live table, issue 34): each entry arrives on its
// own from a peer, so each is read on its own (bounded, then the zod schema), and the record is
// kept as the entries that follow in order and name what stands on the table at their point.
// Two concurrent entries may land in either order; every device skips the same ones, so both
// players see the same record.
import { LIMITS } from '../limits';
import { describeIssue, formatPath, valueAt } from '../scene';
import type { Scene } from '../scene';
import { applyEntry } from './apply';
import { EntryProblem } from './entry-problem';
import { RecordError, checkOrder } from './parse';
import { checkReferences } from './references';
import { entrySchema } from './schema';
import type { RecordEntry } from './types';

/** The most characters of one entry as JSON: a scenery piece of 1,000 points is about 30,000. */
export const ENTRY_CHARS = 64_000;

/** One entry from a peer, read alone: JSON size first, then the schema. Throws RecordError. */
export function parseEntry(data: unknown, field = 'entry'): RecordEntry {
  let text: string | undefined;
  try {
    text = JSON.stringify(data);
  } catch {
    throw new RecordError(field, '', 'is not a JSON value');
  }
  if (text === undefined) throw new RecordError(field, '', 'is not a JSON value');
  if (text.length > ENTRY_CHARS)
    throw new RecordError(field, '', `${text.length} characters, more than the limit of ${ENTRY_CHARS} for an entry`);
  const result = entrySchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new RecordError(field, formatPath(issue.path), describeIssue(issue, valueAt(data, issue.path)));
  }
  return result.data;
}

/** An entry of a shared record left out, and why (its index among the shared values). */
export type SkippedEntry = { index: number; problem: string };
export type SharedEntries = { entries: RecordEntry[]; skipped: SkippedEntry[] };

/**
 * The entries of a shared record that read and that the game can take, in their shared order:
 * at most LIMITS.gameEntries; an entry out of turn order (parseGame's checkOrder) or naming a
 * fighter not on the table at its point is skipped (a peer's entry made concurrently with another's),
 * so what is kept is a game parseGame accepts.
 */
export function sharedEntries(start: Scene, values: readonly unknown[]): SharedEntries {
  const entries: RecordEntry[] = [];
  const skipped: SkippedEntry[] = [];
  let scene = start;
  let previous: RecordEntry | null = null;
  for (let index = 0; index < values.length; index++) {
    // Past the limit the rest is one skip: a hostile list costs no more than the limit.
    if (entries.length >= LIMITS.gameEntries) {
      skipped.push({ index, problem: `${values.length - index} entries past the limit of ${LIMITS.gameEntries}` });
      break;
    }
    try {
      const entry = parseEntry(values[index], `entries[${index}]`);
      checkOrder(previous, entry);
      checkReferences(scene, entry);
      scene = applyEntry(scene, entry);
      previous = entry;
      entries.push(entry);
    } catch (e) {
      if (!(e instanceof EntryProblem) && !(e instanceof RecordError)) throw e;
      const problem = e instanceof RecordError ? e.message : `entries[${index}].${e.field} ${e.problem}`;
      skipped.push({ index, problem });
    }
  }
  return { entries, skipped };
}
