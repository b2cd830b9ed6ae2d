// Where the live tables are kept: one SQLite file. Every accepted update is appended to a log in
// the same call that applies it (so a killed server loses nothing it acknowledged); the log is
// folded into one snapshot per room when the document is stored (debounced) and on shutdown.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as Y from 'yjs';

export type RoomRecord = { id: string; tokenHash: Buffer; createdAtMs: number };

export class RoomStore {
  private readonly db: Database.Database;
  private readonly stmt: {
    insertRoom: Database.Statement;
    room: Database.Statement;
    snapshot: Database.Statement;
    log: Database.Statement;
    append: Database.Statement;
    putSnapshot: Database.Statement;
    dropLog: Database.Statement;
    countRooms: Database.Statement;
  };

  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // WAL with NORMAL: a crashed or killed process loses nothing committed (only a power cut could).
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, token_hash BLOB NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS snapshots (room TEXT PRIMARY KEY REFERENCES rooms(id), state BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS updates (seq INTEGER PRIMARY KEY AUTOINCREMENT, room TEXT NOT NULL REFERENCES rooms(id), data BLOB NOT NULL);
      CREATE INDEX IF NOT EXISTS updates_room ON updates(room, seq);
    `);
    this.stmt = {
      insertRoom: this.db.prepare('INSERT INTO rooms (id, token_hash, created_at) VALUES (?, ?, ?)'),
      room: this.db.prepare('SELECT id, token_hash AS tokenHash, created_at AS createdAtMs FROM rooms WHERE id = ?'),
      snapshot: this.db.prepare('SELECT state FROM snapshots WHERE room = ?'),
      log: this.db.prepare('SELECT seq, data FROM updates WHERE room = ? ORDER BY seq'),
      append: this.db.prepare('INSERT INTO updates (room, data) VALUES (?, ?)'),
      putSnapshot: this.db.prepare('INSERT INTO snapshots (room, state) VALUES (?, ?) ON CONFLICT(room) DO UPDATE SET state = excluded.state'),
      dropLog: this.db.prepare('DELETE FROM updates WHERE room = ? AND seq <= ?'),
      countRooms: this.db.prepare('SELECT COUNT(*) AS n FROM rooms'),
    };
  }

  createRoom(id: string, tokenHash: Buffer, initialState: Uint8Array): void {
    this.db.transaction(() => {
      this.stmt.insertRoom.run(id, tokenHash, Date.now());
      this.stmt.putSnapshot.run(id, Buffer.from(initialState));
    })();
  }

  room(id: string): RoomRecord | undefined {
    return this.stmt.room.get(id) as RoomRecord | undefined;
  }

  roomCount(): number {
    return (this.stmt.countRooms.get() as { n: number }).n;
  }

  /** The room's whole state: its snapshot with every logged update after it, merged. */
  load(id: string): Uint8Array | null {
    const snap = this.stmt.snapshot.get(id) as { state: Buffer } | undefined;
    const log = this.stmt.log.all(id) as { seq: number; data: Buffer }[];
    const parts = [...(snap ? [snap.state] : []), ...log.map((r) => r.data)].map((b) => new Uint8Array(b));
    if (parts.length === 0) return null;
    return Y.mergeUpdates(parts);
  }

  append(id: string, update: Uint8Array): void {
    if (!this.db.open) throw new Error(`room store closed: update to ${id} not kept`);
    this.stmt.append.run(id, Buffer.from(update));
  }

  /** Replace the room's snapshot with `state` and drop the log it already contains. */
  compact(id: string, state: Uint8Array): void {
    if (!this.db.open) return; // a store timer firing after shutdown: the log already holds it
    this.db.transaction(() => {
      const last = this.db.prepare('SELECT MAX(seq) AS seq FROM updates WHERE room = ?').get(id) as { seq: number | null };
      this.stmt.putSnapshot.run(id, Buffer.from(state));
      if (last.seq !== null) this.stmt.dropLog.run(id, last.seq);
    })();
  }

  close(): void {
    this.db.close();
  }
}
