// The live table's record at the gate (issue 34): what a peer may do to it is append entries.
// Deleting a shared entry, setting the record's own keys (its start, its list) or putting a Yjs
// type in it is no record edit; an entry that does not read as one (zod schema, ENTRY_CHARS), a
// list past LIMITS.gameEntries or past a game file's characters (LIMITS.gameFileBytes), an entry
// slipped in before older ones, or one made for a side another player holds (record-sides.ts) is
// refused whole.
import * as Y from 'yjs';
import { LIMITS, RecordError, parseEntry } from '../../geometry/index';
import { entriesOf, recordOf } from '../live/record-doc';
import { type SideGuard, foreignEntryProblem } from './record-sides';

/**
 * Concurrent appends from two players land in an order Yjs chooses, so a new entry may come
 * before a few others the room already holds; never before more than this many (a peer cannot
 * slip an entry into the game's past).
 */
export const CONCURRENT_APPENDS = 16;

type Insert = { before: number; values: unknown[] };

/** Watches the shadow's record while one update is applied to it; `problem()` then judges what changed. */
export class RecordWatch {
  private readonly list: Y.Array<unknown> | null;
  private readonly lengthBefore: number;
  private readonly inserts: Insert[] = [];
  private deleted = 0;
  private readonly observer = (event: Y.YArrayEvent<unknown>) => this.collect(event);
  /** The entries' characters as JSON once the update is in (known after `problem`). */
  charsAfter: number;

  /** `charsBefore`: the shadow's entries' characters as JSON before the update (recordChars). */
  constructor(
    shadow: Y.Doc,
    readonly charsBefore: number,
  ) {
    this.charsAfter = charsBefore;
    this.list = entriesOf(shadow);
    this.lengthBefore = this.list?.length ?? 0;
    this.list?.observe(this.observer);
  }

  /** Whether `type` is the record's map or its list (the table's checks leave them to this watch). */
  static isRecord(shadow: Y.Doc, type: Y.AbstractType<unknown>): boolean {
    const record = recordOf(shadow);
    return type === record || type._item?.parent === record || type._item?.parent === entriesOf(shadow);
  }

  stop(): void {
    this.list?.unobserve(this.observer);
  }

  /**
   * What is wrong with the update's changes to the record, or null. `changed`: the record's types
   * it touched; `sides`: the sides the sender may not act for (none when each may move any).
   */
  problem(changed: readonly Y.AbstractType<unknown>[], sides: SideGuard | null = null): string | null {
    for (const type of changed) {
      if (type !== this.list) return 'the record’s start and list are the server’s to set';
    }
    if (this.deleted > 0) return `${this.deleted} shared record entries deleted (the record only grows)`;
    const total = this.list?.length ?? 0;
    if (total > LIMITS.gameEntries) return `the record holds ${total} entries, more than ${LIMITS.gameEntries}`;
    for (const insert of this.inserts) {
      if (insert.before > CONCURRENT_APPENDS)
        return `a record entry put before ${insert.before} older ones (entries are appended)`;
      for (const value of insert.values) {
        if (value instanceof Y.AbstractType) return 'a record entry that is not a JSON value';
        let entry;
        try {
          entry = parseEntry(value, 'record entry');
        } catch (e) {
          if (e instanceof RecordError) return e.message;
          throw e;
        }
        const foreign = sides && foreignEntryProblem(entry, sides);
        if (foreign) return foreign;
        this.charsAfter += JSON.stringify(value).length;
      }
    }
    if (this.charsAfter > LIMITS.gameFileBytes)
      return `the record holds ${this.charsAfter} characters, more than a game file's ${LIMITS.gameFileBytes}`;
    return null;
  }

  /** Each insert, with how many of the entries the room held before lie after it. */
  private collect(event: Y.YArrayEvent<unknown>): void {
    let oldPassed = 0;
    for (const op of event.changes.delta) {
      if (op.retain !== undefined) oldPassed += op.retain;
      else if (op.delete !== undefined) {
        this.deleted += op.delete;
        oldPassed += op.delete;
      } else if (op.insert !== undefined) {
        const values = Array.isArray(op.insert) ? op.insert : [op.insert];
        this.inserts.push({ before: this.lengthBefore - oldPassed, values });
      }
    }
  }
}

/** The characters of a doc's shared entries as JSON (once per shadow copy; then kept up by each check). */
export function recordChars(doc: Y.Doc): number {
  let total = 0;
  for (const value of entriesOf(doc)?.toArray() ?? []) total += JSON.stringify(value)?.length ?? 0;
  return total;
}
