// The game's record as the app shows it (issue 34): the record of the table on show, and what
// became of the last record that arrived (a file, the autosave): a code and its facts, no words.
import { create } from 'zustand';
import type { GameRecord } from '../engine/record';

export type RecordSaid =
  | { code: 'record.full' }
  | { code: 'record.refused'; source: 'file' | 'autosave' | 'peer' | 'link'; problem: string }
  | { code: 'record.keptAside'; key: string }
  | { code: 'record.opened'; name: string; entries: number };

type RecordState = {
  /** The record of the user's table (null until the recorder is in). */
  game: GameRecord | null;
  /** Who makes the entries from this device: the live table's player name, if any. */
  player: string | null;
  /** On a live table: the room's shared record is the one kept (live/session.ts), not this device's. */
  live: boolean;
  said: RecordSaid | null;
};

export const useRecord = create<RecordState>(() => ({ game: null, player: null, live: false, said: null }));
