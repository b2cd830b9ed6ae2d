// One live table in this browser: a Y.Doc kept in IndexedDB (y-indexeddb) and synced with the
// table server (Hocuspocus). The app's store stays the one source of truth for the view: local
// scene changes are written into the doc, changes from the doc (the other player, our own undo)
// are put back into the store. Loaded only when the player uses "Play together" (dynamic import).
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { parseScene, type Scene } from '../engine';
import { type TableWithHistory, useStore } from '../state/store';
import { setAutosavePaused } from '../state/autosave';
import { readSceneJson, reuseUnchanged, rootOf, writeScene } from '../../live/scene-doc';
import { type LiveRoom, httpBase, roomLink } from './live-link';
import { JOIN_CODE } from './join-code';
import { type Peer, type PeerDrag, peerFrom, usePresence } from './presence';
import { lw } from './live-words';
import { LiveTrace } from './live-trace';
import { playerKey, savedName, saveName } from './player-key';
import { PlayShare } from './play-share';
import { foreignSides, usePlay, type Xy } from './play-store';
import { pw } from './play-words';
import { setCommitGuard } from '../state/commit-guard';
import { LiveRecord } from '../record/live-record';
import { useRecord } from '../record/record-store';

type StoreState = ReturnType<typeof useStore.getState>;

/** The origin of this player's own edits: the only ones their undo takes back. */
const LOCAL = 'mire-local';
const PRESENCE_EVERY_MS = 50;
const COLOURS = ['#ff9f1c', '#2ec4b6', '#e71d36', '#a06cd5', '#3a86ff', '#8ac926'];

/** Make a room on `server` holding `scene`; answers where it is (and its short join code). */
export async function createRoom(server: string, scene: Scene): Promise<LiveRoom & { code?: string }> {
  let res: Response;
  try {
    res = await fetch(`${httpBase(server)}/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scene),
    });
  } catch {
    throw new Error(`${lw(useStore.getState().lang, 'noServer')} ${server}`);
  }
  const body = (await res.json()) as { room?: string; token?: string; code?: string; error?: string };
  if (res.status !== 201 || !body.room || !body.token) throw new Error(body.error ?? `HTTP ${res.status}`);
  const code = typeof body.code === 'string' && JOIN_CODE.test(body.code) ? body.code : undefined;
  return { server, room: body.room, token: body.token, ...(code ? { code } : {}) };
}

let current: LiveSession | null = null;

/** After Leave, a reload opens the player's own table, not the live one again. */
function dropRoomFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('room')) return;
  url.searchParams.delete('live');
  url.searchParams.delete('room');
  url.hash = '';
  window.history.replaceState(null, '', url.toString());
}

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
  private presenceSentAt = -Infinity;
  private peersFrame: number | null = null;
  private unsubscribe: () => void = () => undefined;
  private readonly savedHistory: { undo: () => void; redo: () => void };
  /** The player's own table as it was when this live table opened: put back on Leave. */
  private readonly ownAtJoin: TableWithHistory;
  private left = false;
  private warnedInvalid = false;
  private saidClosed = false;
  /** Once synced, any lost connection reads as "offline" (changes kept) rather than "connecting". */
  private everSynced = false;
  name: string;
  readonly colour: string;
  private readonly trace = new LiveTrace();
  /** This device's player (id and secret, issue 32) and what it shares beside the table. */
  private readonly key = playerKey();
  private play: PlayShare | null = null;
  private pingNow: { at: Xy; n: number } | null = null;
  /** The game's record the room shares (issue 34). */
  private readonly record: LiveRecord;
  /** This player's undo or redo changed the doc: the table it gives is recorded as edits (the record only grows). */
  private undone = false;

  constructor(readonly room: LiveRoom) {
    this.idb = new IndexeddbPersistence(`mire-live-${room.room}`, this.doc);
    this.undo = new Y.UndoManager(rootOf(this.doc), { trackedOrigins: new Set([LOCAL]), captureTimeout: 0 });
    this.colour = COLOURS[this.doc.clientID % COLOURS.length];
    this.name = savedName() ?? `${lw(useStore.getState().lang, 'player')} ${(this.doc.clientID % 90) + 10}`;
    const st = useStore.getState();
    this.savedHistory = { undo: st.undo, redo: st.redo };
    // A lesson or a view on show has the own table set aside: that is the one to keep.
    const own = st.own ?? st;
    this.ownAtJoin = { scene: own.scene, past: own.past, future: own.future };
    this.record = new LiveRecord(this.doc, LOCAL);
  }

  async start(): Promise<void> {
    usePresence.setState({
      status: 'connecting',
      link: roomLink(window.location.href, this.room),
      peers: [],
      leave: () => this.leave(),
    });
    setAutosavePaused(true);
    // The record's entries say who made them: this player's name on the live table.
    useRecord.setState({ player: this.name.slice(0, 200), live: true });
    // A live copy offered from a table left before is no longer the one on show.
    useStore.setState({ offered: null });
    this.doc.on('update', (_u: Uint8Array, origin: unknown) => {
      if (origin === LOCAL) this.trace.mark('sent');
      else {
        if (origin === this.provider) this.trace.mark('received');
        if (origin === this.undo) this.undone = true;
        this.queueApply();
      }
    });
    await this.idb.whenSynced;
    if (this.left) return;
    this.startPlay();
    // A move of a side another player holds is refused before it commits: never recorded or sent.
    setCommitGuard((before, after) =>
      this.touchesForeignSide(before, after) ? pw(useStore.getState().lang, 'notYourSide') : null,
    );
    this.applyToStore();
    this.takeOverHistory();
    this.unsubscribe = useStore.subscribe((s, prev) => {
      if (s.scene !== prev.scene && !this.applying) this.onLocalScene(s, prev);
      if (s.selection !== prev.selection || s.placement !== prev.placement || s.tool !== prev.tool)
        this.schedulePresence();
    });
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    if (navigator.onLine === false) this.onOffline();
    else this.connect();
  }

  private startPlay(): void {
    usePresence.setState({ playerName: this.name });
    this.play = new PlayShare(
      this.doc,
      this.key.id,
      () => ({ name: this.name, colour: this.colour }),
      (ping) => {
        this.pingNow = ping;
        this.publishPresence();
      },
      (name) => {
        this.name = name;
        saveName(name);
        usePresence.setState({ playerName: name });
        this.publishPresence();
      },
    );
  }

  /** A change to a fighter of a side another player holds (issue 32): the server would put it back. */
  private touchesForeignSide(prev: Scene, next: Scene): boolean {
    const foreign = foreignSides(usePlay.getState());
    if (foreign.size === 0) return false;
    const before = new Map(prev.fighters.map((f) => [f.id, f]));
    const after = new Map(next.fighters.map((f) => [f.id, f]));
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      const a = before.get(id);
      const b = after.get(id);
      if (a !== b && ((a && foreign.has(a.side)) || (b && foreign.has(b.side)))) return true;
    }
    return false;
  }

  /**
   * The store's table changed here. Sent at once (the other screen waits on it), in the same call:
   * a borrowed table (lesson, exercise, linked view: shown with `borrowed` set in the same change)
   * is never sent, and the table the store puts back after one is replaced by the live one.
   */
  private onLocalScene(s: StoreState, prev: StoreState): void {
    if (s.borrowed) return;
    if (prev.borrowed && s.adopted === prev.adopted) {
      queueMicrotask(() => {
        if (this.left) return;
        this.applyToStore();
        this.syncHistory();
      });
      return;
    }
    // Commits are refused before this (commit-guard.ts); a table loaded over a held side comes back.
    if (this.touchesForeignSide(prev.scene, s.scene)) {
      s.say({ kind: 'error', text: pw(s.lang, 'notYourSide') });
      queueMicrotask(() => !this.left && this.applyToStore());
      return;
    }
    this.trace.mark('commit');
    this.doc.transact(() => writeScene(this.doc, s.scene), LOCAL);
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

  /**
   * Close the connection and give the store its own undo back. The player's own table comes back
   * (the autosave resumes on it, never on the live copy); the live copy is offered as a new table.
   */
  leave(): Promise<void> {
    if (this.left) return Promise.resolve();
    this.left = true;
    this.unsubscribe();
    setCommitGuard(null);
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.disconnect();
    const st = useStore.getState();
    const liveCopy = st.own && st.borrowed ? st.own.scene : st.scene;
    useStore.setState({ undo: this.savedHistory.undo, redo: this.savedHistory.redo });
    st.putBackOwn(this.ownAtJoin, liveCopy);
    dropRoomFromAddress();
    setAutosavePaused(false);
    const closed = this.idb.destroy();
    this.play?.close();
    this.undo.destroy();
    this.trace.close();
    this.record.close();
    useRecord.setState({ player: null, live: false });
    if (current === this) current = null;
    usePresence.setState({ status: 'off', link: null, peers: [], leave: null, playerName: null });
    return closed;
  }

  private connect(): void {
    const socket = new HocuspocusProviderWebsocket({
      url: this.room.server,
      delay: 500,
      minDelay: 500,
      maxDelay: 3000,
    });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: this.room.room,
      // The room's token, then this device's player id and secret (the server binds the two).
      token: `${this.room.token}.${this.key.id}.${this.key.secret}`,
      document: this.doc,
      onSynced: () => {
        this.everSynced = true;
        this.saidClosed = false;
        usePresence.setState({ status: 'live' });
        this.applyToStore();
      },
      onAuthenticationFailed: () => {
        // A wrong or expired link: stop knocking (the server closes the socket each time).
        queueMicrotask(() => this.disconnect());
        usePresence.setState({ status: 'refused' });
      },
      onStateless: ({ payload }) => this.onStateless(payload),
      onClose: ({ event }) => this.onClosed(event.reason),
      onAwarenessChange: () => this.schedulePeers(),
    });
    socket.on('status', ({ status }: { status: string }) => {
      if (status === 'disconnected' || (status === 'connecting' && this.everSynced))
        usePresence.setState({ status: 'offline', peers: [] });
      else if (status === 'connecting' && usePresence.getState().status !== 'refused')
        usePresence.setState({ status: 'connecting' });
    });
    provider.attach();
    this.socket = socket;
    this.provider = provider;
    this.publishPresence();
  }

  private disconnect(): void {
    if (this.presenceTimer) clearTimeout(this.presenceTimer);
    this.presenceTimer = null;
    if (this.peersFrame !== null) cancelAnimationFrame(this.peersFrame);
    this.peersFrame = null;
    this.provider?.destroy();
    this.socket?.destroy();
    this.provider = null;
    this.socket = null;
  }

  /**
   * A notice from the server (only the server sends stateless messages: it refuses a peer's).
   * The one it sends: entries of this player's edit that it put back (a fighter moved onto a base
   * another player had put there meanwhile, R-0.3…). The table already holds the server's value;
   * this only tells the player which and why. Nothing here ever discards local state.
   */
  private onStateless(payload: string): void {
    let msg: { type?: unknown; entries?: unknown };
    try {
      msg = JSON.parse(payload) as typeof msg;
    } catch {
      return;
    }
    if (msg.type !== 'went-back' || !Array.isArray(msg.entries)) return;
    const st = useStore.getState();
    const lines = msg.entries
      .slice(0, 5)
      .map(
        (e: { id?: unknown; problem?: unknown }) =>
          `${String(e.id ?? '').slice(0, 64)}: ${String(e.problem ?? '').slice(0, 200)}`,
      );
    st.say({ kind: 'error', text: `${lw(st.lang, 'wentBack')} — ${lines.join('; ')}` });
  }

  /**
   * The server closed this table's channel (the reason comes from the server only). Rate limits
   * and a full disk: reconnect a little later; the doc resends what the server has not. A refused
   * edit: say so and stop trying; the table stays shown and kept in this browser.
   */
  private onClosed(reason: string): void {
    if (this.left) return;
    const kind = reason.split(':')[0];
    if (kind === 'rate-limited' || kind === 'disk-full') {
      const st = useStore.getState();
      if (kind === 'disk-full' && !this.saidClosed) st.say({ kind: 'error', text: lw(st.lang, 'diskFull') });
      this.saidClosed = true;
      this.disconnect();
      setTimeout(() => !this.left && this.connect(), kind === 'disk-full' ? 10_000 : 1000);
      return;
    }
    if (kind === 'invalid-update' || kind === 'unauthorized') {
      const st = useStore.getState();
      const detail = reason.slice(kind.length + 1).trim();
      if (kind === 'invalid-update' && detail)
        st.say({ kind: 'error', text: `${lw(st.lang, 'rejected')}: ${detail.slice(0, 300)}` });
      this.disconnect();
      usePresence.setState({ status: 'refused', peers: [] });
    }
  }

  private queueApply(): void {
    if (this.applyQueued) return;
    this.applyQueued = true;
    queueMicrotask(() => {
      this.applyQueued = false;
      if (!this.left) this.applyToStore();
    });
  }

  /** Put the doc's table and then its record on show. */
  private applyToStore(): void {
    this.applySceneToStore();
    this.record.read();
  }

  /** Put the doc's table into the store (without recording it in the store's own history). */
  private applySceneToStore(): void {
    // A lesson, an exercise or a linked view is on show: the doc keeps the changes until it ends.
    if (useStore.getState().borrowed) return;
    const undone = this.undone;
    this.undone = false;
    const raw = readSceneJson(this.doc);
    if (raw.version === undefined) return; // nothing received yet
    let scene: Scene;
    const st = useStore.getState();
    try {
      scene = parseScene(raw, 'table');
    } catch (e) {
      if (!this.warnedInvalid)
        st.say({ kind: 'error', text: `${lw(st.lang, 'invalidShared')}: ${(e as Error).message}` });
      this.warnedInvalid = true;
      return;
    }
    this.warnedInvalid = false;
    scene = reuseUnchanged(st.scene, scene);
    if (scene === st.scene) return;
    const has = (kind: 'fighter' | 'scenery', id: string) =>
      (kind === 'fighter' ? scene.fighters : scene.scenery).some((x) => x.id === id);
    this.applying = true;
    try {
      useStore.setState({
        scene,
        selection: st.selection && has(st.selection.kind, st.selection.id) ? st.selection : null,
        placement: st.placement && has('fighter', st.placement.id) ? st.placement : null,
      });
      this.trace.mark('stored');
    } finally {
      this.applying = false;
    }
    if (undone) this.record.undone(st.scene, scene);
  }

  /**
   * Undo and redo go to this player's own changes (Y.UndoManager); the buttons follow its stacks.
   * A lesson or an exercise shown meanwhile keeps its own history (the store's), untouched by the live one.
   */
  private takeOverHistory(): void {
    const own = this.savedHistory;
    const borrowed = () => useStore.getState().borrowed !== null;
    useStore.setState({
      undo: () => (borrowed() ? own.undo() : this.undo.undo()),
      redo: () => (borrowed() ? own.redo() : this.undo.redo()),
    });
    // After the change that filled the stack (never inside another store listener's call).
    const later = () => queueMicrotask(() => this.syncHistory());
    this.undo.on('stack-item-added', later);
    this.undo.on('stack-item-popped', later);
    this.undo.on('stack-cleared', later);
    this.syncHistory();
  }

  private syncHistory(): void {
    const st = useStore.getState();
    if (this.left || st.borrowed) return;
    useStore.setState({
      past: this.undo.undoStack.map(() => st.scene),
      future: this.undo.redoStack.map(() => st.scene),
    });
  }

  /** At once, then at most one more every PRESENCE_EVERY_MS while the pointer keeps moving. */
  private schedulePresence(): void {
    if (this.presenceTimer) return;
    const wait = this.presenceSentAt + PRESENCE_EVERY_MS - performance.now();
    if (wait <= 0) {
      this.publishPresence();
      return;
    }
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      this.publishPresence();
    }, wait);
  }

  private publishPresence(): void {
    if (!this.provider || this.left) return;
    this.presenceSentAt = performance.now();
    const s = useStore.getState();
    const drag: PeerDrag | null = s.placement
      ? { ...s.placement, mode: s.tool === 'edit' ? 'edit' : 'move', action: s.action }
      : null;
    this.provider.setAwarenessField('mire', {
      player: this.key.id,
      name: this.name,
      colour: this.colour,
      selection: s.selection,
      drag,
      ping: this.pingNow,
    });
    if (drag) this.trace.mark('dragSent');
  }

  /**
   * Once per animation frame however many awareness messages came in: each read redraws the
   * ghosts (and judges their routes), so a drag's stream of steps must not queue up ahead of a
   * table change arriving behind it.
   */
  private schedulePeers(): void {
    if (this.peersFrame !== null) return;
    this.peersFrame = requestAnimationFrame(() => {
      this.peersFrame = null;
      if (!this.left) this.readPeers();
    });
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
    if (peers.some((p) => p.drag)) this.trace.mark('dragSeen');
    this.play?.readPeerPings(peers);
    usePresence.setState({ peers });
  }
}
