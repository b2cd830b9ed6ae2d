// Autosave: the user's own table is written to the browser's storage after every change, never
// while a borrowed table (lesson, exercise, linked view) is on show. A write the store refuses
// (full) keeps the last saved table and tells the user once; a view adopted by an edit first
// keeps the table it replaces (PREVIOUS_KEY), so no link ever silently replaces the user's work.
// In IndexedDB a full disk is known only when the write commits: the store tells us then.
import { AUTOSAVE_KEY, PREVIOUS_KEY, type StorageLike, type WriteResult, browserStorage, writeStored, writeView } from './persist';
import { IdbStorage, tableStorage } from './local-store';
import { type Scene } from './engine';
import { tw } from './table-words';
import { useStore } from './store';

export class Autosaver {
  private last: Scene | null = null;
  private told = false;
  /** Off when an unreadable autosave could not be kept aside: it must not be overwritten. */
  blocked = false;

  constructor(
    private readonly storage: StorageLike | null,
    private readonly session: StorageLike | null,
  ) {}

  start(): () => void {
    if (this.storage instanceof IdbStorage) {
      this.storage.onCommit = (key, r) => {
        if (key === AUTOSAVE_KEY) this.report(r);
      };
    }
    return useStore.subscribe((s, prev) => {
      if (s.adopted && s.adopted !== prev.adopted) this.keepPrevious();
      else if (prev.borrowed?.kind === 'view' && s.borrowed?.kind !== 'view') writeView(this.session, null);
      if (s.scene === this.last || s.borrowed) return;
      this.last = s.scene;
      this.write(s.scene);
    });
  }

  /** Write the table on show now (startup: a reload restores exactly what is shown). */
  writeNow(): void {
    const s = useStore.getState();
    if (s.borrowed) return;
    this.last = s.scene;
    this.write(s.scene);
  }

  private keepPrevious(): void {
    writeView(this.session, null);
    const text = this.blocked ? null : this.storage?.getItem(AUTOSAVE_KEY);
    if (text) writeStored(this.storage, PREVIOUS_KEY, text);
  }

  private write(scene: Scene): void {
    if (this.blocked || paused) return;
    const r = writeStored(this.storage, AUTOSAVE_KEY, JSON.stringify(scene));
    // Queued in IndexedDB is not yet written: onCommit reports it.
    if (r.kind === 'written' && this.storage instanceof IdbStorage) return;
    this.report(r);
  }

  private report(r: WriteResult): void {
    if (r.kind === 'written') {
      this.told = false;
      return;
    }
    if (r.kind === 'full' && !this.told) {
      this.told = true;
      const st = useStore.getState();
      st.say({ kind: 'error', text: tw(st.lang, 'store.full') });
    }
  }
}

let saver: Autosaver | null = null;
let paused = false;

/** While a live table is shown, the user's own saved table stays as it was (the live one is kept by the live store). */
export function setAutosavePaused(on: boolean): void {
  paused = on;
}

export function startAutosave(blocked = false): Autosaver {
  saver = new Autosaver(tableStorage(), browserStorage('session'));
  saver.blocked = blocked;
  saver.start();
  return saver;
}

export function autosaver(): Autosaver | null {
  return saver;
}
