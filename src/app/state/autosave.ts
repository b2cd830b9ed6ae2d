// Autosave: the user's own table is written to the browser's storage after every change, never
// while a borrowed table (lesson, exercise, linked view) is on show. A write the store refuses
// (full) keeps the last saved table and tells the user once; a view adopted by an edit first
// keeps the table it replaces (PREVIOUS_KEY), so no link ever silently replaces the user's work.
// In IndexedDB a full disk is known only when the write commits: the store tells us then.
// Two tabs of the app follow each other: each saved table is told to the other tabs, which show
// it (one more step in their undo) if it is newer than theirs; the latest change is the one kept.
import {
  AUTOSAVE_KEY,
  PREVIOUS_KEY,
  type StorageLike,
  type WriteResult,
  browserStorage,
  writeStored,
  writeView,
} from './persist';
import { IdbStorage, TabChannel, type TabTable, savedAfter, tableStorage } from './local-store';
import { type Scene, parseSceneText } from '../engine';
import { useStore } from './store';

export class Autosaver {
  private last: Scene | null = null;
  private told = false;
  private channel: TabChannel | null = null;
  /** When the table on show was saved, and by which tab (this one or another). */
  private savedStamp: { atMs: number; tab: string } | null = null;
  private toldFollowing = false;
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
    this.channel = new TabChannel((t) => this.follow(t));
    const unsubscribe = useStore.subscribe((s, prev) => {
      if (s.adopted && s.adopted !== prev.adopted) this.keepPrevious();
      else if (prev.borrowed?.kind === 'view' && s.borrowed?.kind !== 'view') writeView(this.session, null);
      if (s.scene === this.last || s.borrowed) return;
      this.last = s.scene;
      this.write(s.scene, true);
    });
    return () => {
      unsubscribe();
      this.channel?.close();
    };
  }

  /** Write the table on show now (startup: a reload restores exactly what is shown). */
  writeNow(): void {
    const s = useStore.getState();
    if (s.borrowed) return;
    this.last = s.scene;
    this.write(s.scene, false);
  }

  private keepPrevious(): void {
    writeView(this.session, null);
    const text = this.blocked ? null : this.storage?.getItem(AUTOSAVE_KEY);
    if (text) writeStored(this.storage, PREVIOUS_KEY, text);
  }

  /** Save `scene`; `tell`: this tab changed it, so the other tabs follow. */
  private write(scene: Scene, tell: boolean): void {
    if (this.blocked || paused) return;
    const text = JSON.stringify(scene);
    const r = writeStored(this.storage, AUTOSAVE_KEY, text);
    if (tell && r.kind === 'written' && this.channel) {
      this.savedStamp = { atMs: Date.now(), tab: this.channel.tab };
      this.channel.post(text, this.savedStamp.atMs);
    }
    // Queued in IndexedDB is not yet written: onCommit reports it.
    if (r.kind === 'written' && this.storage instanceof IdbStorage) return;
    this.report(r);
  }

  /**
   * Another tab saved its table. Shown here too if it is newer than the one on show (with an undo
   * step back to this tab's), or put in place of the own table a lesson or view has set aside.
   * A live table (autosave paused) is not the saved table: it is left alone.
   */
  private follow(t: TabTable): void {
    if (this.blocked || paused || !savedAfter(t, this.savedStamp)) return;
    let scene: Scene;
    try {
      scene = parseSceneText(t.text, 'another tab');
    } catch {
      return; // that tab's table is its own problem; this one keeps its own
    }
    this.savedStamp = { atMs: t.atMs, tab: t.tab };
    const st = useStore.getState();
    if (st.borrowed) {
      if (st.own) useStore.setState({ own: { ...st.own, scene } });
      return;
    }
    if (JSON.stringify(st.scene) === t.text) return;
    this.last = scene;
    st.load(scene);
    // Written here too: whichever tab's write lands last, the disk holds the newest table.
    this.write(scene, false);
    if (!this.toldFollowing) {
      this.toldFollowing = true;
      st.say({ kind: 'info', said: { code: 'tabs.follow' } });
    }
  }

  private report(r: WriteResult): void {
    if (r.kind === 'written') {
      this.told = false;
      return;
    }
    if (r.kind === 'full' && !this.told) {
      this.told = true;
      const st = useStore.getState();
      st.say({ kind: 'error', said: { code: 'store.full' } });
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
