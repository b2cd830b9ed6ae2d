// The game's record on the live table (issue 34): every player sees the record the room shares
// (src/live/record-doc.ts) and adds the entries they play to it. What comes from a peer is
// validated before it is shown (parseEntry's schema and bounds, sharedEntries' order and
// references); what this device sends is checked the same way, so the server never refuses it.
import type * as Y from 'yjs';
import { appendEntries, entryValues, recordStartJson } from '../../live/record-doc';
import {
  GAME_KIND,
  type GameRecord,
  type RecordEntry,
  type Scene,
  parseEntry,
  parseScene,
  sharedEntries,
} from '../engine/record';
import { useStore } from '../state/store';
import { currentRecording } from './recording';
import { useRecord } from './record-store';

export class LiveRecord {
  private start: { json: unknown; scene: Scene } | null = null;
  private values: unknown[] = [];
  private game: GameRecord | null = null;
  private saidSkipped = 0;
  /** The player's own table and its record as they were when the live table opened: back on Leave. */
  private readonly own: { scene: Scene; record: GameRecord } | null;

  constructor(
    private readonly doc: Y.Doc,
    private readonly origin: unknown,
  ) {
    const st = useStore.getState();
    const record = currentRecording()?.record;
    this.own = record ? { scene: st.own?.scene ?? st.scene, record } : null;
  }

  /** After Leave has put the own table back: its own record with it (the live table may share its scene). */
  close(): void {
    const recording = currentRecording();
    if (recording?.onPlayed === this.played) recording.onPlayed = null;
    const st = useStore.getState();
    if (recording && this.own && st.scene === this.own.scene) recording.shared(this.own.record, st.scene);
  }

  private readonly played = (added: readonly RecordEntry[], record: GameRecord): void => this.share(added, record);

  /** The shared record, read again if it changed, put on show with the live table. */
  read(): void {
    const st = useStore.getState();
    const recording = currentRecording();
    if (!recording || st.borrowed) return;
    recording.onPlayed = this.played;
    const start = this.startScene();
    if (!start) return;
    const values = entryValues(this.doc);
    const same = values.length === this.values.length && values.every((v, i) => v === this.values[i]);
    if (!same || this.game?.start !== start) {
      const { entries, skipped } = sharedEntries(start, values);
      this.values = values;
      this.game = { version: 1, kind: GAME_KIND, start, entries };
      this.saySkipped(skipped.length, skipped[0]?.problem);
    }
    if (recording.record !== this.game) recording.shared(this.game, st.scene);
  }

  /** This player's undo or redo on the live table: what it changed, recorded as edits by hand. */
  undone(before: Scene, after: Scene): void {
    currentRecording()?.change({ before, after, played: null });
  }

  /** Entries this device played on the shared record: appended for every player. */
  private share(added: readonly RecordEntry[], record: GameRecord): void {
    const shared = this.game;
    if (!shared) return;
    const prefix = record.entries.length - added.length;
    // Only entries played on the shared record (not on a record of another table).
    if (prefix !== shared.entries.length || (prefix > 0 && record.entries[prefix - 1] !== shared.entries[prefix - 1]))
      return;
    const sendable = added.filter((entry) => {
      try {
        parseEntry(entry);
        return true;
      } catch {
        return false;
      }
    });
    if (sendable.length === 0 || !appendEntries(this.doc, sendable, this.origin)) return;
    if (sendable.length === added.length) {
      this.values = entryValues(this.doc);
      this.game = record;
    } else {
      this.values = [];
      queueMicrotask(() => this.read());
    }
  }

  private startScene(): Scene | null {
    const json = recordStartJson(this.doc);
    if (json === null) return null;
    const known = this.start;
    if (known && known.json === json) return known.scene;
    try {
      const scene = parseScene(json, 'record start');
      this.start = { json, scene };
      return scene;
    } catch (e) {
      this.saySkipped(1, (e as Error).message);
      return null;
    }
  }

  /** A peer's entry left out: said once per new one, in one line. */
  private saySkipped(count: number, problem: string | undefined): void {
    if (count > this.saidSkipped && problem !== undefined)
      useRecord.setState({ said: { code: 'record.refused', source: 'peer', problem } });
    this.saidSkipped = count;
  }
}
