// Read and write the user's table store (IndexedDB "mire-local", src/app/state/local-store.ts) from a test,
// with the raw IndexedDB API after the app's pending writes have committed.
import type { Page } from 'playwright-core';

type Tables = { kind: string; flush: () => Promise<void> };

/**
 * One trip into the page's store, after the app's pending writes have committed: its entries whose
 * key starts with prefix, or (clear) empty it. One function, as page.evaluate sends its source only.
 */
function tablesTrip(page: Page, op: { clear: boolean; prefix: string }): Promise<[string, string][]> {
  return page.evaluate(async ({ clear, prefix }) => {
    await (window as unknown as { __mireTables?: Tables }).__mireTables?.flush();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mire-local', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('tables');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('tables', clear ? 'readwrite' : 'readonly');
    const store = tx.objectStore('tables');
    const keys = clear ? null : store.getAllKeys();
    const values = clear ? null : store.getAll();
    if (clear) store.clear();
    await new Promise((r) => (tx.oncomplete = r));
    db.close();
    if (!keys || !values) return [];
    return keys.result
      .map((k, i) => [String(k), values.result[i] as string] as [string, string])
      .filter(([k]) => k.startsWith(prefix));
  }, op);
}

/** Every entry of the store whose key starts with prefix, as [key, text] (the app's writes committed first). */
export function storedEntries(page: Page, prefix = ''): Promise<[string, string][]> {
  return tablesTrip(page, { clear: false, prefix });
}

/** The text stored under key, or null. */
export async function storedTable(page: Page, key: string): Promise<string | null> {
  return (await storedEntries(page, key)).find(([k]) => k === key)?.[1] ?? null;
}

/** Which store the app opened ('indexeddb' or 'local'). */
export function storeKind(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __mireTables?: Tables }).__mireTables?.kind);
}

/** Empty the store (once the page's own startup writes have landed), as localStorage.clear() does for localStorage. */
export async function clearTables(page: Page): Promise<void> {
  await tablesTrip(page, { clear: true, prefix: '' });
}
