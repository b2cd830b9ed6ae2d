// The browser's storage of the user's table: what the autosave holds, how a bad one is kept aside
// (never overwritten), and the table a link opened, kept for this tab only. Pure functions over a
// Storage-like object, so the rules are tested without a browser.
import { type Scene, parseSceneText } from '../engine';

export const AUTOSAVE_KEY = 'mire.autosave.v1';
/** The user's table before a linked table became theirs (their first edit of it). */
export const PREVIOUS_KEY = 'mire.autosave.previous.v1';
/** Unreadable autosaves are copied here, one key each, never overwritten. */
export const KEPT_PREFIX = 'mire.autosave.kept.';
/** sessionStorage: the linked table shown in this tab, so a reload shows it again. */
export const VIEW_KEY = 'mire.view.v1';

/** The part of the Web Storage API used here (tests pass a Map-backed one). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Stored =
  | { kind: 'empty' }
  | { kind: 'ok'; scene: Scene }
  | { kind: 'bad'; text: string; problem: string }
  | { kind: 'unavailable' };

/** What the autosave holds: nothing, a table, or text that does not read as a table (and why). */
export function readStored(storage: StorageLike | null, key = AUTOSAVE_KEY): Stored {
  let text: string | null;
  try {
    if (!storage) return { kind: 'unavailable' };
    text = storage.getItem(key);
  } catch {
    return { kind: 'unavailable' };
  }
  if (text === null || text === '') return { kind: 'empty' };
  try {
    return { kind: 'ok', scene: parseSceneText(text, 'autosave') };
  } catch (e) {
    return { kind: 'bad', text, problem: (e as Error).message };
  }
}

export type KeepResult = { kind: 'kept'; key: string } | { kind: 'failed'; reason: string };

/** Copy text under a fresh key (the time, then a counter): nothing already kept is replaced. */
export function keepAside(storage: StorageLike, text: string, now = Date.now()): KeepResult {
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-');
  try {
    for (let i = 0; i < 1000; i++) {
      const key = `${KEPT_PREFIX}${stamp}${i ? `-${i}` : ''}`;
      if (storage.getItem(key) !== null) continue;
      storage.setItem(key, text);
      return { kind: 'kept', key };
    }
    return { kind: 'failed', reason: 'no free key' };
  } catch (e) {
    return { kind: 'failed', reason: (e as Error).name || 'storage error' };
  }
}

export type WriteResult = { kind: 'written' } | { kind: 'full' } | { kind: 'failed'; reason: string };

/** Write a value; a full store (QuotaExceededError) leaves the old value in place and says so. */
export function writeStored(storage: StorageLike | null, key: string, text: string): WriteResult {
  if (!storage) return { kind: 'failed', reason: 'no storage' };
  try {
    storage.setItem(key, text);
    return { kind: 'written' };
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return { kind: 'full' };
    return { kind: 'failed', reason: name || 'storage error' };
  }
}

export type ViewSource = 'link' | 'scenario';
export type StoredView = { source: ViewSource; name: string; scene: Scene };

export function readView(storage: StorageLike | null): StoredView | null {
  try {
    const text = storage?.getItem(VIEW_KEY);
    if (!text) return null;
    const raw = JSON.parse(text) as { source?: unknown; name?: unknown; scene?: unknown };
    if ((raw.source !== 'link' && raw.source !== 'scenario') || typeof raw.name !== 'string') return null;
    return { source: raw.source, name: raw.name, scene: parseSceneText(JSON.stringify(raw.scene), 'view') };
  } catch {
    return null;
  }
}

export function writeView(storage: StorageLike | null, view: StoredView | null): void {
  try {
    if (!storage) return;
    if (view) storage.setItem(VIEW_KEY, JSON.stringify(view));
    else storage.removeItem(VIEW_KEY);
  } catch {
    /* the view lives for this page only */
  }
}

/** localStorage / sessionStorage when the browser lets us use them, null otherwise. */
export function browserStorage(which: 'local' | 'session'): StorageLike | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
