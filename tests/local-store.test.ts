// The user's table store (src/app/state/local-store.ts) on an in-memory IndexedDB: today's localStorage
// tables are moved in and removed only once the copy has committed, nothing is lost when the copy or
// a write fails, and without IndexedDB the store is localStorage as before.
import { IDBFactory, IDBObjectStore as FDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DB_NAME,
  IdbStorage,
  NEWER_STORE,
  STORE_NAME,
  TabChannel,
  type TabTable,
  openTableStore,
  savedAfter,
} from '../src/app/state/local-store';
import { AUTOSAVE_KEY, KEPT_PREFIX, PREVIOUS_KEY } from '../src/app/state/persist';
import type { WriteResult } from '../src/app/state/persist';

/** localStorage's shape (length and key too, which migration walks). */
class MemoryStorage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const realPut = FDBObjectStore.prototype.put;
afterEach(() => {
  FDBObjectStore.prototype.put = realPut;
});

/** Every put of key aborts its transaction with the given error, as a browser does on a full disk. */
function failPuts(errName: string, key?: string) {
  FDBObjectStore.prototype.put = function (this: IDBObjectStore, v: unknown, k?: IDBValidKey) {
    const req = realPut.call(this, v, k);
    if (key === undefined || k === key) (this.transaction as unknown as { _abort(n: string): void })._abort(errName);
    return req;
  } as typeof realPut;
}

async function idb(factory: IDBFactory, local: MemoryStorage): Promise<IdbStorage> {
  const s = await openTableStore(factory, local);
  if (s.kind !== 'indexeddb') throw new Error(`expected IndexedDB, got localStorage (${s.reason})`);
  return s.storage;
}

function legacy(): MemoryStorage {
  const local = new MemoryStorage();
  local.setItem(AUTOSAVE_KEY, '{"version":1,"name":"mine"}');
  local.setItem(PREVIOUS_KEY, '{"version":1,"name":"before"}');
  local.setItem(`${KEPT_PREFIX}2026-01-01`, '{"version":');
  local.setItem('mire.help.seen.v1', '1');
  return local;
}

describe('moving today’s localStorage tables into IndexedDB', () => {
  it('copies every autosave key, removes them from localStorage after, leaves other keys alone', async () => {
    const factory = new IDBFactory();
    const local = legacy();
    const before = new Map(local.map);
    const store = await idb(factory, local);
    for (const k of [AUTOSAVE_KEY, PREVIOUS_KEY, `${KEPT_PREFIX}2026-01-01`])
      expect(store.getItem(k)).toBe(before.get(k));
    expect([...local.map.keys()]).toEqual(['mire.help.seen.v1']);
    // A second start reads them from IndexedDB alone.
    const again = await idb(factory, local);
    expect(new Set(again.keys())).toEqual(new Set([AUTOSAVE_KEY, PREVIOUS_KEY, `${KEPT_PREFIX}2026-01-01`]));
    expect(again.getItem(AUTOSAVE_KEY)).toBe(before.get(AUTOSAVE_KEY));
  });

  it('a copy that does not commit leaves localStorage as it was, and localStorage is the store', async () => {
    const local = legacy();
    const before = new Map(local.map);
    // The last put of the copy fails, so every put has been issued when the transaction aborts.
    failPuts('UnknownError', `${KEPT_PREFIX}2026-01-01`);
    const s = await openTableStore(new IDBFactory(), local);
    expect(s.kind).toBe('local');
    expect(local.map).toEqual(before);
    expect(s.storage?.getItem(AUTOSAVE_KEY)).toBe(before.get(AUTOSAVE_KEY));
  });

  it('a table written to localStorage while IndexedDB failed replaces the older IndexedDB one at the next start', async () => {
    const factory = new IDBFactory();
    const local = new MemoryStorage();
    const first = await idb(factory, local);
    first.setItem(AUTOSAVE_KEY, 'old');
    await first.flush();
    local.setItem(AUTOSAVE_KEY, 'newer');
    expect((await idb(factory, local)).getItem(AUTOSAVE_KEY)).toBe('newer');
    expect(local.getItem(AUTOSAVE_KEY)).toBeNull();
  });
});

/** A database as another program (or a newer Mire) left it: `version`, with `store` holding `entries` when given. */
function foreignDb(
  factory: IDBFactory,
  version: number,
  store: string | null,
  entries: [string, unknown][],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, version);
    req.onupgradeneeded = () => {
      if (store === null) return;
      const os = req.result.createObjectStore(store);
      for (const [k, v] of entries) os.put(v, k);
    };
    req.onsuccess = () => {
      req.result.close();
      resolve();
    };
    req.onerror = () => reject(req.error);
  });
}

describe('stores left by others (issue 31)', () => {
  it('a stored autosave that is not text is read as its JSON, so startup opens it or keeps it aside, never replaces it unseen', async () => {
    const factory = new IDBFactory();
    await foreignDb(factory, 1, STORE_NAME, [
      [AUTOSAVE_KEY, { version: 1, name: 'an object' }],
      [PREVIOUS_KEY, 42],
    ]);
    const store = await idb(factory, new MemoryStorage());
    expect(store.getItem(AUTOSAVE_KEY)).toBe('{"version":1,"name":"an object"}');
    expect(store.getItem(PREVIOUS_KEY)).toBe('42');
  });

  it('a database a newer Mire moved to version 3 is read at that version: its tables are not hidden', async () => {
    const factory = new IDBFactory();
    await foreignDb(factory, 3, STORE_NAME, [[AUTOSAVE_KEY, '{"version":1,"name":"mine"}']]);
    const store = await idb(factory, new MemoryStorage());
    expect(store.getItem(AUTOSAVE_KEY)).toBe('{"version":1,"name":"mine"}');
  });

  it('a newer database without our store is left untouched and said to be newer', async () => {
    const factory = new IDBFactory();
    await foreignDb(factory, 3, null, []);
    const s = await openTableStore(factory, new MemoryStorage());
    expect(s).toMatchObject({ kind: 'local', reason: NEWER_STORE });
  });
});

describe('without IndexedDB', () => {
  it('uses localStorage when there is no IndexedDB or it will not open', async () => {
    const local = legacy();
    const none = await openTableStore(null, local);
    expect(none).toMatchObject({ kind: 'local', reason: 'no IndexedDB' });
    const broken = {
      open: () => {
        throw new DOMException('private', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const refused = await openTableStore(broken, local);
    expect(refused.kind).toBe('local');
    expect(refused.storage?.getItem(AUTOSAVE_KEY)).toBe('{"version":1,"name":"mine"}');
  });
});

describe('writes', () => {
  it('reach IndexedDB in the order made; a removal too', async () => {
    const factory = new IDBFactory();
    const local = new MemoryStorage();
    const store = await idb(factory, local);
    const told: [string, WriteResult][] = [];
    store.onCommit = (k, r) => told.push([k, r]);
    for (let i = 0; i < 20; i++) store.setItem(AUTOSAVE_KEY, `t${i}`);
    store.setItem(PREVIOUS_KEY, 'p');
    store.removeItem(PREVIOUS_KEY);
    expect(store.getItem(AUTOSAVE_KEY)).toBe('t19');
    await store.flush();
    expect(told).toHaveLength(22);
    expect(told.every(([, r]) => r.kind === 'written')).toBe(true);
    const again = await idb(factory, local);
    expect(again.getItem(AUTOSAVE_KEY)).toBe('t19');
    expect(again.getItem(PREVIOUS_KEY)).toBeNull();
    expect(local.map.size).toBe(0);
  });

  it('a full disk keeps the last saved table (on disk and on show) and says so', async () => {
    const factory = new IDBFactory();
    const local = new MemoryStorage();
    const store = await idb(factory, local);
    store.setItem(AUTOSAVE_KEY, 'saved');
    await store.flush();
    const told: WriteResult[] = [];
    store.onCommit = (_, r) => told.push(r);
    failPuts('QuotaExceededError', AUTOSAVE_KEY);
    store.setItem(AUTOSAVE_KEY, 'too big');
    await store.flush();
    expect(told).toEqual([{ kind: 'full' }]);
    expect(store.getItem(AUTOSAVE_KEY)).toBe('saved');
    expect(local.getItem(AUTOSAVE_KEY)).toBeNull();
    FDBObjectStore.prototype.put = realPut;
    expect((await idb(factory, local)).getItem(AUTOSAVE_KEY)).toBe('saved');
  });

  it('another failure puts the table in localStorage, moved back in at the next start', async () => {
    const factory = new IDBFactory();
    const local = new MemoryStorage();
    const store = await idb(factory, local);
    const told: WriteResult[] = [];
    store.onCommit = (_, r) => told.push(r);
    failPuts('UnknownError', AUTOSAVE_KEY);
    store.setItem(AUTOSAVE_KEY, 'kept safe');
    await store.flush();
    expect(told).toEqual([{ kind: 'written' }]);
    expect(local.getItem(AUTOSAVE_KEY)).toBe('kept safe');
    FDBObjectStore.prototype.put = realPut;
    expect((await idb(factory, local)).getItem(AUTOSAVE_KEY)).toBe('kept safe');
    expect(local.getItem(AUTOSAVE_KEY)).toBeNull();
  });
});

describe('a page closed with writes in flight', () => {
  it('copies only the tables not yet committed to localStorage, and the next start moves them in', async () => {
    const factory = new IDBFactory();
    const local = new MemoryStorage();
    const store = await idb(factory, local);
    store.setItem(PREVIOUS_KEY, 'committed');
    await store.flush();
    store.keepPendingInFallback();
    expect(local.map.size).toBe(0);
    store.setItem(AUTOSAVE_KEY, 'in flight');
    store.keepPendingInFallback();
    expect([...local.map]).toEqual([[AUTOSAVE_KEY, 'in flight']]);
    await store.flush();
    const again = await idb(factory, local);
    expect(again.getItem(AUTOSAVE_KEY)).toBe('in flight');
    expect(again.getItem(PREVIOUS_KEY)).toBe('committed');
    expect(local.map.size).toBe(0);
  });
});

describe('tabs of the app tell each other the tables they save', () => {
  it('a table posted by one tab reaches the others, not itself; a malformed message is ignored', async () => {
    const name = `mire-tables-test-${Math.random()}`;
    const got: [string, TabTable][] = [];
    const one = new TabChannel((t) => got.push(['one', t]), name);
    const two = new TabChannel((t) => got.push(['two', t]), name);
    const raw = new BroadcastChannel(name);
    try {
      raw.postMessage({ text: 42, atMs: 'soon' });
      one.post('{"version":1}', 1000);
      await new Promise((r) => setTimeout(r, 50));
      expect(got).toEqual([['two', { text: '{"version":1}', atMs: 1000, tab: one.tab }]]);
      expect(one.tab).not.toBe(two.tab);
    } finally {
      one.close();
      two.close();
      raw.close();
    }
  });

  it('every tab picks the same latest table: later time first, then the greater tab id (a strict order)', () => {
    const stamp = fc.record({ atMs: fc.integer({ min: 0, max: 5 }), tab: fc.constantFrom('a', 'b', 'c') });
    fc.assert(
      fc.property(stamp, stamp, (x, y) => {
        const same = x.atMs === y.atMs && x.tab === y.tab;
        // Exactly one of two different stamps is after the other; none is after itself.
        expect(savedAfter(x, y) !== savedAfter(y, x)).toBe(!same);
        if (same) expect(savedAfter(x, y)).toBe(false);
        if (x.atMs !== y.atMs) expect(savedAfter(x, y)).toBe(x.atMs > y.atMs);
      }),
    );
    expect(savedAfter({ atMs: 0, tab: 'a' }, null)).toBe(true);
  });
});
