// Where the live tables are kept: one SQLite file. Every accepted update is appended to a log in
// the same call that applies it (so a killed server loses nothing it acknowledged); the log is
// folded into one snapshot per room when the document is stored (debounced) and on shutdown.
// The file is held by one server only (SQLite's exclusive locking mode). A room nobody opened for
// `idleDays` is deleted. A full disk refuses writes (DiskFullError) and the server keeps serving.
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import * as Y from 'yjs';

export type RoomRecord = { id: string; tokenHash: Buffer; createdAtMs: number };

/** The data file cannot be used; the message is one line for the operator. */
export class StoreOpenError extends Error {}
/** The disk (or the file's page limit) is full: the write was not made. */
export class DiskFullError extends Error {}

const DAY_MS = 24 * 3600 * 1000;

function isFull(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_WRITE' || code === 'SQLITE_IOERR';
}

/** Run a write; a full disk becomes a DiskFullError (nothing written). */
function writing<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (isFull(e)) throw new DiskFullError(`${what}: the disk is full (${(e as Error).message})`);
    throw e;
  }
}

/** Why `path` cannot hold the tables, checked before SQLite is asked (its own errors are less clear). */
function pathProblem(path: string): string | null {
  if (path === '') return 'the data path is empty';
  let parent;
  try {
    parent = statSync(dirname(path));
  } catch {
    return `${dirname(path)} does not exist (make the folder first)`;
  }
  if (!parent.isDirectory()) return `${dirname(path)} is not a folder`;
  try {
    if (statSync(path).isDirectory()) return `${path} is a folder, not a file`;
  } catch {
    // No file yet: SQLite makes it.
  }
  return null;
}

function openProblem(path: string, e: unknown): string {
  const code = (e as { code?: string }).code ?? '';
  const message = (e as Error).message;
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY') || /locked/.test(message))
    return `${path} is in use by another table server`;
  if (code === 'SQLITE_NOTADB' || /not a database/.test(message)) return `${path} is not a table server's database`;
  if (code.startsWith('SQLITE_READONLY') || /readonly/.test(message)) return `${path} cannot be written (read-only)`;
  if (code.startsWith('SQLITE_CANTOPEN') || /unable to open/.test(message))
    return `${path} cannot be opened (permissions?)`;
  return `${path}: ${message}`;
}

export class RoomStore {
  private readonly db: Database.Database;
  private readonly stmt: {
    insertRoom: Database.Statement;
    room: Database.Statement;
    touch: Database.Statement;
    snapshot: Database.Statement;
    log: Database.Statement;
    append: Database.Statement;
    putSnapshot: Database.Statement;
    lastSeq: Database.Statement;
    dropLog: Database.Statement;
    countRooms: Database.Statement;
    idle: Database.Statement;
  };

  constructor(readonly path: string) {
    if (path !== ':memory:') {
      const problem = pathProblem(path);
      if (problem) throw new StoreOpenError(problem);
    }
    let db: Database.Database | undefined;
    try {
      db = new Database(path, { timeout: 0 });
      // Held by this process alone, from the first write on: a second server on the file is refused.
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = WAL');
      // WAL with NORMAL: a crashed or killed process loses nothing committed (only a power cut could).
      db.pragma('synchronous = NORMAL');
      db.exec(`
        CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, token_hash BLOB NOT NULL, created_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS snapshots (room TEXT PRIMARY KEY REFERENCES rooms(id), state BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS updates (seq INTEGER PRIMARY KEY AUTOINCREMENT, room TEXT NOT NULL REFERENCES rooms(id), data BLOB NOT NULL);
        CREATE INDEX IF NOT EXISTS updates_room ON updates(room, seq);
      `);
      const columns = db.prepare('PRAGMA table_info(rooms)').all() as { name: string }[];
      if (!columns.some((c) => c.name === 'used_at')) db.exec('ALTER TABLE rooms ADD COLUMN used_at INTEGER');
      // Take the write lock now (a no-op write), not at the first player's edit.
      db.exec('BEGIN IMMEDIATE; COMMIT');
    } catch (e) {
      db?.close();
      throw new StoreOpenError(openProblem(path, e));
    }
    this.db = db;
    this.stmt = {
      insertRoom: db.prepare('INSERT INTO rooms (id, token_hash, created_at, used_at) VALUES (?, ?, ?, ?)'),
      room: db.prepare('SELECT id, token_hash AS tokenHash, created_at AS createdAtMs FROM rooms WHERE id = ?'),
      touch: db.prepare('UPDATE rooms SET used_at = ? WHERE id = ?'),
      snapshot: db.prepare('SELECT state FROM snapshots WHERE room = ?'),
      log: db.prepare('SELECT seq, data FROM updates WHERE room = ? ORDER BY seq'),
      append: db.prepare('INSERT INTO updates (room, data) VALUES (?, ?)'),
      putSnapshot: db.prepare(
        'INSERT INTO snapshots (room, state) VALUES (?, ?) ON CONFLICT(room) DO UPDATE SET state = excluded.state',
      ),
      lastSeq: db.prepare('SELECT MAX(seq) AS seq FROM updates WHERE room = ?'),
      dropLog: db.prepare('DELETE FROM updates WHERE room = ? AND seq <= ?'),
      countRooms: db.prepare('SELECT COUNT(*) AS n FROM rooms'),
      idle: db.prepare('SELECT id FROM rooms WHERE COALESCE(used_at, created_at) < ?'),
    };
  }

  createRoom(id: string, tokenHash: Buffer, initialState: Uint8Array): void {
    writing('new room', () =>
      this.db.transaction(() => {
        const now = Date.now();
        this.stmt.insertRoom.run(id, tokenHash, now, now);
        this.stmt.putSnapshot.run(id, Buffer.from(initialState));
      })(),
    );
  }

  room(id: string): RoomRecord | undefined {
    return this.stmt.room.get(id) as RoomRecord | undefined;
  }

  roomCount(): number {
    return (this.stmt.countRooms.get() as { n: number }).n;
  }

  /** The room's whole state: its snapshot with every logged update after it, merged. Marks the room used. */
  load(id: string): Uint8Array | null {
    const snap = this.stmt.snapshot.get(id) as { state: Buffer } | undefined;
    const log = this.stmt.log.all(id) as { seq: number; data: Buffer }[];
    try {
      this.stmt.touch.run(Date.now(), id);
    } catch (e) {
      if (!isFull(e)) throw e; // a full disk: the room is only kept a little longer
    }
    const parts = [...(snap ? [snap.state] : []), ...log.map((r) => r.data)].map((b) => new Uint8Array(b));
    if (parts.length === 0) return null;
    return Y.mergeUpdates(parts);
  }

  append(id: string, update: Uint8Array): void {
    if (!this.db.open) throw new Error(`room store closed: update to ${id} not kept`);
    writing('edit', () => this.stmt.append.run(id, Buffer.from(update)));
  }

  /** Replace the room's snapshot with `state` and drop the log it already contains. */
  compact(id: string, state: Uint8Array): void {
    if (!this.db.open) return; // a store timer firing after shutdown: the log already holds it
    writing('snapshot', () =>
      this.db.transaction(() => {
        const last = this.stmt.lastSeq.get(id) as { seq: number | null };
        this.stmt.putSnapshot.run(id, Buffer.from(state));
        if (last.seq !== null) this.stmt.dropLog.run(id, last.seq);
      })(),
    );
  }

  /** Delete the rooms nobody opened for `idleDays` (not those in `open`); answers how many. */
  expire(idleDays: number, open: ReadonlySet<string>, nowMs = Date.now()): number {
    const ids = (this.stmt.idle.all(nowMs - idleDays * DAY_MS) as { id: string }[])
      .map((r) => r.id)
      .filter((id) => !open.has(id));
    if (ids.length === 0) return 0;
    this.db.transaction(() => {
      for (const id of ids) {
        this.db.prepare('DELETE FROM updates WHERE room = ?').run(id);
        this.db.prepare('DELETE FROM snapshots WHERE room = ?').run(id);
        this.db.prepare('DELETE FROM rooms WHERE id = ?').run(id);
      }
    })();
    return ids.length;
  }

  /** At most `pages` pages in the file (tests: a disk that fills up). */
  limitPages(pages: number): void {
    this.db.pragma(`max_page_count = ${Math.floor(pages)}`);
  }

  pageCount(): number {
    return this.db.pragma('page_count', { simple: true }) as number;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
