// One live table in this browser: a Y.Doc kept in IndexedDB (y-indexeddb) and synced with the
// table server (Hocuspocus). The app's store stays the one source of truth for the view: local
// scene changes are written into the doc, changes from the doc (the other player, our own undo)
// are put back into the store. Loaded only when the player uses "Play together" (dynamic import).
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { parseScene, type Scene } from '../engine';
import { useStore } from '../store';
import { setAutosavePaused } from '../autosave';
import { useLearn } from '../learn';
import { readSceneJson, rootOf, sameJson, writeScene } from './scene-doc';
import { type LiveRoom, httpBase, roomLink } from './live-link';
import { type Peer, type PeerDrag, peerFrom, usePresence } from './presence';
import { lw } from './live-words';

/** The origin of this player's own edits: the only ones their undo takes back. */
const LOCAL = 'mire-local';
const PRESENCE_EVERY_MS = 50;
const COLOURS = ['#ff9f1c', '#2ec4b6', '#e71d36', '#a06cd5', '#3a86ff', '#8ac926'];

/** Make a room on `server` holding `scene`; answers where it is. */
export async function createRoom(server: string, scene: Scene): Promise<LiveRoom> {
  let res: Response;
  try {
    res = await fetch(`${httpBase(server)}/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(scene) });
  } catch {
    throw new Error(`${lw(useStore.getState().lang, 'noServer')} ${server}`);
  }
  const body = (await res.json()) as { room?: string; token?: string; error?: string };
  if (res.status !== 201 || !body.room || !body.token) throw new Error(body.error ?? `HTTP ${res.status}`);
  return { server, room: body.room, token: body.token };
}

let current: LiveSession | null = null;

/** Open the live table `room` (leaving any other); the store shows it from now on. */
export async function joinRoom(room: LiveRoom): Promise<LiveSession> {
  await current?.leave();
  const session = new LiveSession(room);
  current = session;
  await session.start();
  return session;
}

export class LiveSession {
  readonly doc = new Y.Doc();
  private readonly idb: IndexeddbPersistence;
  private readonly undo: Y.UndoManager;
  private socket: HocuspocusProviderWebsocket | null = null;
  private provider: HocuspocusProvider | null = null;
  private applying = false;
  private applyQueued = false;
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: () => void = () => undefined;
  private readonly savedHistory: { undo: () => void; redo: () => void };
  private left = false;
  private warnedInvalid = false;
  /** A lesson or a practice exercise holds the view: neither mirrored nor overwritten meanwhile. */
  private learning = false;
  /** Just back from a lesson: the table it restores is replaced by the live one, not sent. */
  private resyncing = false;
  private unsubscribeLearn: () => void = () => undefined;
  /** Once synced, any lost connection reads as "offline" (changes kept) rather than "connecting". */
  private everSynced = false;
  readonly name: string;
  readonly colour: string;

  constructor(readonly room: LiveRoom) {
    this.idb = new IndexeddbPersistence(`mire-live-${room.room}`, this.doc);
    this.undo = new Y.UndoManager(rootOf(this.doc), { trackedOrigins: new Set([LOCAL]), captureTimeout: 0 });
    this.colour = COLOURS[this.doc.clientID % COLOURS.length];
    this.name = `${lw(useStore.getState().lang, 'player')} ${(this.doc.clientID % 90) + 10}`;
    const st = useStore.getState();
    this.savedHistory = { undo: st.undo, redo: st.redo };
  }

  async start(): Promise<void> {
    usePresence.setState({ status: 'connecting', link: roomLink(window.location.href, this.room), peers: [], leave: () => this.leave() });
    setAutosavePaused(true);
    this.doc.on('update', (_u: Uint8Array, origin: unknown) => {
      if (origin !== LOCAL) this.queueApply();
    });
    await this.idb.whenSynced;
    if (this.left) return;
    this.applyToStore();
    this.takeOverHistory();
    this.learning = useLearn.getState().mode !== 'table';
    this.unsubscribeLearn = useLearn.subscribe((l, prev) => {
      if (l.mode === prev.mode) return;
      this.learning = l.mode !== 'table';
      if (this.learning) return;
      this.resyncing = true;
      queueMicrotask(() => {
        this.resyncing = false;
        if (!this.left) this.applyToStore();
      });
    });
    this.unsubscribe = useStore.subscribe((s, prev) => {
      if (s.scene !== prev.scene && !this.applying) {
        // Sent at the end of the task: a lesson loads its table before it says it holds the view.
        queueMicrotask(() => {
          if (this.left || this.learning || this.resyncing || useStore.getState().scene !== s.scene) return;
          this.doc.transact(() => writeScene(this.doc, s.scene), LOCAL);
        });
      }
      if (s.selection !== prev.selection || s.placement !== prev.placement || s.tool !== prev.tool) this.schedulePresence();
    });
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    if (navigator.onLine === false) this.onOffline();
    else this.connect();
  }

  /** The browser says the network is gone: stop trying, keep editing (IndexedDB holds the changes). */
  private readonly onOffline = (): void => {
    this.disconnect();
    usePresence.setState({ status: 'offline', peers: [] });
  };

  /** Back online: connect at once (not at the next back-off step); the sync sends what the server lacks. */
  private readonly onOnline = (): void => {
    if (this.left || this.provider) return;
    usePresence.setState({ status: 'connecting' });
    this.connect();
  };

  /** Close the connection and give the store its own undo back; the table stays shown and kept. */
  leave(opts: { forget?: boolean } = {}): Promise<void> {
    if (this.left) return Promise.resolve();
    this.left = true;
    this.unsubscribe();
    this.unsubscribeLearn();
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.disconnect();
    useStore.setState({ undo: this.savedHistory.undo, redo: this.savedHistory.redo, past: [], future: [] });
    setAutosavePaused(false);
    const closed = opts.forget ? this.idb.clearData() : this.idb.destroy();
    this.undo.destroy();
    if (current === this) current = null;
    usePresence.setState({ status: 'off', link: null, peers: [], leave: null });
    return closed;
  }

  private connect(): void {
    const socket = new HocuspocusProviderWebsocket({ url: this.room.server, delay: 500, minDelay: 500, maxDelay: 3000 });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: this.room.room,
      token: this.room.token,
      document: this.doc,
      onSynced: () => {
        this.everSynced = true;
        usePresence.setState({ status: 'live' });
        this.applyToStore();
      },
      onAuthenticationFailed: () => usePresence.setState({ status: 'refused' }),
      onStateless: ({ payload }) => this.onStateless(payload),
      onClose: ({ event }) => this.onClosed(event.reason),
      onAwarenessChange: () => this.readPeers(),
    });
    socket.on('status', ({ status }: { status: string }) => {
      if (status === 'disconnected' || (status === 'connecting' && this.everSynced)) usePresence.setState({ status: 'offline', peers: [] });
      else if (status === 'connecting' && usePresence.getState().status !== 'refused') usePresence.setState({ status: 'connecting' });
    });
    provider.attach();
    this.socket = socket;
    this.provider = provider;
    this.publishPresence();
  }

  private disconnect(): void {
    if (this.presenceTimer) clearTimeout(this.presenceTimer);
    this.provider?.destroy();
    this.socket?.destroy();
    this.provider = null;
    this.socket = null;
  }

  /** The server refused one of our edits: this copy differs from the stored table, so start afresh from it. */
  private onStateless(payload: string): void {
    let msg: { type?: string; problem?: string };
    try {
      msg = JSON.parse(payload) as typeof msg;
    } catch {
      return;
    }
    if (msg.type !== 'rejected') return;
    const st = useStore.getState();
    const problem = msg.problem ?? '';
    // This browser's copy is thrown away (IndexedDB too) before the table is read again from the server.
    void this.leave({ forget: true }).then(async () => {
      await joinRoom(this.room);
      st.say({ kind: 'error', text: `${lw(st.lang, 'rejected')}: ${problem}` });
    });
  }

  /** The server closed this table's channel for sending too fast: reconnect; the doc resends what is missing. */
  private onClosed(reason: string): void {
    if (this.left || reason !== 'rate-limited') return;
    this.disconnect();
    setTimeout(() => !this.left && this.connect(), 1000);
  }

  private queueApply(): void {
    if (this.applyQueued) return;
    this.applyQueued = true;
    queueMicrotask(() => {
      this.applyQueued = false;
      if (!this.left) this.applyToStore();
    });
  }

  /** Put the doc's table into the store (without recording it in the store's own history). */
  private applyToStore(): void {
    if (this.learning) return; // the doc keeps the changes; they are shown when the lesson ends
    const raw = readSceneJson(this.doc);
    if (raw.version === undefined) return; // nothing received yet
    let scene: Scene;
    const st = useStore.getState();
    try {
      scene = parseScene(raw, 'table');
    } catch (e) {
      if (!this.warnedInvalid) st.say({ kind: 'error', text: `${lw(st.lang, 'invalidShared')}: ${(e as Error).message}` });
      this.warnedInvalid = true;
      return;
    }
    this.warnedInvalid = false;
    if (sameJson(scene, st.scene)) return;
    const has = (kind: 'fighter' | 'scenery', id: string) => (kind === 'fighter' ? scene.fighters : scene.scenery).some((x) => x.id === id);
    this.applying = true;
    try {
      useStore.setState({
        scene,
        selection: st.selection && has(st.selection.kind, st.selection.id) ? st.selection : null,
        placement: st.placement && has('fighter', st.placement.id) ? st.placement : null,
      });
    } finally {
      this.applying = false;
    }
  }

  /** Undo and redo go to this player's own changes (Y.UndoManager); the buttons follow its stacks. */
  private takeOverHistory(): void {
    const sync = () => {
      const scene = useStore.getState().scene;
      useStore.setState({ past: this.undo.undoStack.map(() => scene), future: this.undo.redoStack.map(() => scene) });
    };
    useStore.setState({ undo: () => this.undo.undo(), redo: () => this.undo.redo() });
    this.undo.on('stack-item-added', sync);
    this.undo.on('stack-item-popped', sync);
    this.undo.on('stack-cleared', sync);
    sync();
  }

  private schedulePresence(): void {
    if (this.presenceTimer) return;
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      this.publishPresence();
    }, PRESENCE_EVERY_MS);
  }

  private publishPresence(): void {
    if (!this.provider || this.left) return;
    const s = useStore.getState();
    const drag: PeerDrag | null = s.placement ? { ...s.placement, mode: s.tool === 'edit' ? 'edit' : 'move', action: s.action } : null;
    this.provider.setAwarenessField('mire', { name: this.name, colour: this.colour, selection: s.selection, drag });
  }

  private readPeers(): void {
    const aw = this.provider?.awareness;
    if (!aw) return;
    const peers: Peer[] = [];
    for (const [clientId, state] of aw.getStates()) {
      if (clientId === this.doc.clientID) continue;
      const peer = peerFrom(clientId, (state as { mire?: unknown }).mire);
      if (peer) peers.push(peer);
    }
    usePresence.setState({ peers });
  }
}
