// Where the user's own table lives in this browser: IndexedDB (the store the live table also uses),
// behind the synchronous Storage-like face persist.ts works with. Every entry is read once at startup
// into a mirror; reads come from the mirror, writes update it and reach IndexedDB in order. Tables
// saved by earlier builds in localStorage are copied in, and removed there only once the copy has
// committed. Without IndexedDB (private mode, a failed open or copy) the store is localStorage.
import { type StorageLike, type WriteResult, browserStorage } from './persist';

export const DB_NAME = 'mire-local';
export const STORE_NAME = 'tables';
/** localStorage keys moved into IndexedDB: the autosave, the previous table, the kept-aside ones. */
export const MIGRATED_PREFIX = 'mire.autosave.';
/** A browser that never answers the open (seen in some private modes) gets localStorage instead. */
const OPEN_TIMEOUT_MS = 3000;

/** Told when a write has reached the disk or failed (a full disk is only known then). */
export type CommitListener = (key: string, result: WriteResult) => void;

export type TableStore =
  { kind: 'indexeddb'; storage: IdbStorage } | { kind: 'local'; storage: StorageLike | null; reason: string };

function failureOf(e: unknown): WriteResult {
  const name = (e as Error | null)?.name ?? '';
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return { kind: 'full' };
  return { kind: 'failed', reason: name || 'storage error' };
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
    tx.onerror = () => undefined; // the abort that follows rejects
  });
}

export class IdbStorage implements StorageLike {
  private readonly committed = new Map<string, string>();
  private readonly pending = new Map<string, number>();
  private inFlight: Promise<void>[] = [];
  onCommit: CommitListener | null = null;

  constructor(
    private readonly db: IDBDatabase,
    private readonly mirror: Map<string, string>,
    /** Where a write IndexedDB refuses for another reason than space goes, so it is not lost. */
    private readonly fallback: StorageLike | null,
  ) {
    for (const [k, v] of mirror) this.committed.set(k, v);
  }

  getItem(key: string): string | null {
    return this.mirror.get(key) ?? null;
  }

  /** A write the store refuses at once throws (as localStorage does); a later refusal is told to onCommit. */
  setItem(key: string, value: string): void {
    this.write(key, value);
  }

  removeItem(key: string): void {
    this.write(key, null);
  }

  keys(): string[] {
    return [...this.mirror.keys()];
  }

  /** Resolves once every write made so far has committed or failed. */
  async flush(): Promise<void> {
    while (this.inFlight.length) await Promise.allSettled(this.inFlight.splice(0));
  }

  /**
   * The page is going away with writes not yet committed (a reload right after a move): copy those
   * tables to localStorage at once, so the next start moves them in whatever became of the writes.
   */
  keepPendingInFallback(): void {
    for (const key of this.pending.keys()) {
      const value = this.mirror.get(key);
      try {
        if (value !== undefined) this.fallback?.setItem(key, value);
      } catch {
        /* the IndexedDB write may still land */
      }
    }
  }

  private write(key: string, value: string | null): void {
    const tx = this.db.transaction(STORE_NAME, 'readwrite');
    const os = tx.objectStore(STORE_NAME);
    if (value === null) os.delete(key);
    else os.put(value, key);
    if (value === null) this.mirror.delete(key);
    else this.mirror.set(key, value);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    const p = done(tx).then(
      () => this.settled(key, value, { kind: 'written' }),
      (e) => this.settled(key, value, failureOf(e)),
    );
    this.inFlight.push(p);
  }

  private settled(key: string, value: string | null, result: WriteResult): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left) this.pending.set(key, left);
    else this.pending.delete(key);
    if (result.kind === 'written') {
      if (value === null) this.committed.delete(key);
      else this.committed.set(key, value);
    } else if (result.kind === 'failed' && value !== null && this.fallback) {
      // Not a full disk: keep it in localStorage, copied back in at the next start.
      try {
        this.fallback.setItem(key, value);
        result = { kind: 'written' };
      } catch (e) {
        result = failureOf(e);
      }
    }
    if (result.kind !== 'written' && !left) {
      // The last write of this key failed: the mirror shows what the disk still holds.
      const old = this.committed.get(key);
      if (old === undefined) this.mirror.delete(key);
      else this.mirror.set(key, old);
    }
    this.onCommit?.(key, result);
  }
}

/** Why the tables could not be read from IndexedDB because a newer Mire changed its layout. */
export const NEWER_STORE = 'newer-store';

/**
 * Open the tables' database. A database a newer Mire has moved to a higher version is opened at
 * that version (our store of texts by key is all we read): its tables are never hidden.
 */
async function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  let db: IDBDatabase;
  try {
    db = await openAt(factory, 1);
  } catch (e) {
    if ((e as Error | null)?.name !== 'VersionError') throw e;
    db = await openAt(factory, undefined);
  }
  if (db.objectStoreNames.contains(STORE_NAME)) return db;
  db.close();
  throw new Error(NEWER_STORE);
}

function openAt(factory: IDBFactory, version: number | undefined): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not open')), OPEN_TIMEOUT_MS);
    const req = version === undefined ? factory.open(DB_NAME) : factory.open(DB_NAME, version);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE_NAME);
    req.onsuccess = () => {
      clearTimeout(timer);
      resolve(req.result);
    };
    req.onerror = () => {
      clearTimeout(timer);
      reject(req.error ?? new Error('IndexedDB open failed'));
    };
    req.onblocked = () => undefined;
  });
}

async function readAll(db: IDBDatabase): Promise<Map<string, string>> {
  const tx = db.transaction(STORE_NAME, 'readonly');
  const os = tx.objectStore(STORE_NAME);
  const keys = os.getAllKeys();
  const values = os.getAll();
  await done(tx);
  const out = new Map<string, string>();
  keys.result.forEach((k, i) => {
    if (typeof k !== 'string') return;
    const v = values.result[i];
    // A value that is not text (written by hand or by another program) is read as its JSON: the
    // autosave check then opens it or keeps it aside with a word, never overwrites it unseen.
    out.set(k, typeof v === 'string' ? v : textOf(v));
  });
  return out;
}

function textOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Entries of localStorage an earlier build (or a session without IndexedDB) wrote. */
function legacyEntries(local: Storage | StorageLike | null): [string, string][] {
  if (!local || !('length' in local)) return [];
  const out: [string, string][] = [];
  for (let i = 0; i < local.length; i++) {
    const k = local.key(i);
    const v = k?.startsWith(MIGRATED_PREFIX) ? local.getItem(k) : null;
    if (k && v !== null) out.push([k, v]);
  }
  return out;
}

/** Copy localStorage's tables in (they are newer than IndexedDB's: written there only when it failed), then drop them. */
async function migrate(
  db: IDBDatabase,
  mirror: Map<string, string>,
  local: Storage | StorageLike | null,
): Promise<void> {
  const entries = legacyEntries(local);
  if (!entries.length) return;
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const os = tx.objectStore(STORE_NAME);
  for (const [k, v] of entries) os.put(v, k);
  await done(tx);
  for (const [k, v] of entries) {
    mirror.set(k, v);
    try {
      local?.removeItem(k);
    } catch {
      /* a copy left behind is copied again next time, same text */
    }
  }
}

/** Open the user's store: IndexedDB with localStorage's tables moved in, or localStorage itself. */
export async function openTableStore(
  factory: IDBFactory | null = globalFactory(),
  local: Storage | StorageLike | null = browserStorage('local'),
): Promise<TableStore> {
  if (!factory) return { kind: 'local', storage: local, reason: 'no IndexedDB' };
  let db: IDBDatabase;
  try {
    db = await openDb(factory);
  } catch (e) {
    return { kind: 'local', storage: local, reason: (e as Error).message || 'IndexedDB open failed' };
  }
  try {
    const mirror = await readAll(db);
    await migrate(db, mirror, local);
    return { kind: 'indexeddb', storage: new IdbStorage(db, mirror, local) };
  } catch (e) {
    // The copy did not commit: localStorage still holds everything, keep using it.
    db.close();
    return { kind: 'local', storage: local, reason: (e as Error).message || 'IndexedDB read failed' };
  }
}

function globalFactory(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

let current: TableStore | null = null;

/** Called once by startup, before the first table is read. */
export async function initTableStore(): Promise<TableStore> {
  const store = await openTableStore();
  current = store;
  if (store.kind === 'indexeddb') window.addEventListener('pagehide', () => store.storage.keepPendingInFallback());
  // For tests and the curious: which store holds the table, and a way to wait for its writes.
  (window as unknown as { __mireTables: unknown }).__mireTables = {
    kind: store.kind,
    flush: () => (store.kind === 'indexeddb' ? store.storage.flush() : Promise.resolve()),
  };
  return store;
}

/** The user's table store (localStorage until startup has opened IndexedDB). */
export function tableStorage(): StorageLike | null {
  return current ? current.storage : browserStorage('local');
}

export function tableStore(): TableStore | null {
  return current;
}

/** A table another tab of this app (same origin) has just saved, with when and which tab. */
export type TabTable = { text: string; atMs: number; tab: string };

export const TAB_CHANNEL = 'mire-tables';

/**
 * The tabs of the app in one browser tell each other each table they save (BroadcastChannel), so
 * a second tab follows the first instead of keeping a copy that the next autosave would overwrite.
 * Without BroadcastChannel the tabs stay apart (as before: the last saved table wins).
 */
export class TabChannel {
  readonly tab: string;
  private readonly channel: BroadcastChannel | null;

  constructor(onTable: (t: TabTable) => void, name = TAB_CHANNEL) {
    this.tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
    if (this.channel)
      this.channel.onmessage = (e: MessageEvent) => {
        const t = e.data as Partial<TabTable> | null;
        if (t && typeof t.text === 'string' && typeof t.atMs === 'number' && typeof t.tab === 'string')
          onTable(t as TabTable);
      };
  }

  post(text: string, atMs: number): void {
    this.channel?.postMessage({ text, atMs, tab: this.tab } satisfies TabTable);
  }

  close(): void {
    this.channel?.close();
  }
}

/** Whether table `a` was saved after `b` (ties broken by tab, so every tab picks the same one). */
export function savedAfter(a: { atMs: number; tab: string }, b: { atMs: number; tab: string } | null): boolean {
  return b === null || a.atMs > b.atMs || (a.atMs === b.atMs && a.tab > b.tab);
}
