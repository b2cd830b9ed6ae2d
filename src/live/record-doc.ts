// The game's record on the live table (issue 34): a Y.Map beside the scene's root holding the
// record's start (the table as the room opened, written once by the server) and its entries, a
// Y.Array of plain JSON values that players only append to. Nobody rewrites a shared entry: the
// server refuses any update that deletes one or sets the map's keys (table-check.ts), and every
// device reads the entries through sharedEntries, which skips what does not read.
import * as Y from 'yjs';
import type { Scene } from '../../geometry/index';

/** The record's map's name inside the Y.Doc. */
export const RECORD = 'record';
const START = 'start';
const ENTRIES = 'entries';

export function recordOf(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(RECORD);
}

/** The shared entries, or null while the room has no record (an older room before the server seeds it). */
export function entriesOf(doc: Y.Doc): Y.Array<unknown> | null {
  const entries = recordOf(doc).get(ENTRIES);
  return entries instanceof Y.Array ? (entries as Y.Array<unknown>) : null;
}

/** The record's start as plain JSON, not yet validated. */
export function recordStartJson(doc: Y.Doc): unknown {
  const start = recordOf(doc).get(START);
  return start instanceof Y.AbstractType ? null : (start ?? null);
}

/** The server's part: a record starting at `scene`, written once when a room is made or first loaded. */
export function seedRecord(doc: Y.Doc, scene: Scene): boolean {
  const record = recordOf(doc);
  if (record.has(START) || record.has(ENTRIES)) return false;
  doc.transact(() => {
    record.set(START, structuredClone(scene));
    record.set(ENTRIES, new Y.Array<unknown>());
  });
  return true;
}

/** Append entries at the end (a player's own, already judged and checked); false while there is no record. */
export function appendEntries(doc: Y.Doc, entries: readonly unknown[], origin: unknown): boolean {
  const list = entriesOf(doc);
  if (!list) return false;
  doc.transact(() => list.push(entries.map((e) => structuredClone(e))), origin);
  return true;
}

/** The entries' values as they stand (a Yjs type among them reads as null, which no entry is). */
export function entryValues(doc: Y.Doc): unknown[] {
  const list = entriesOf(doc);
  if (!list) return [];
  return list.toArray().map((v) => (v instanceof Y.AbstractType ? null : v));
}
