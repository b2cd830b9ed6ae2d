// One player's socket as Hocuspocus sees it: the real WebSocket behind a door that passes on only
// what a player's app sends. Before authentication: the authentication first, then a bounded few
// (the app's first sync and presence, which Hocuspocus queues); after it, only the sync, presence
// and closing messages of that one room. Anything else — a stateless broadcast another player
// would receive, a sync status, a second room, bytes that do not decode — closes the socket.
// Every message is rate-limited; a socket that does not authenticate in time, or does not read
// what it is sent, is dropped.
import { EventEmitter } from 'node:events';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type WebSocket from 'ws';
import type { LiveLimits } from './limits';
import { TokenBucket } from './rate-limit';

/** Hocuspocus's outer message types (its MessageType enum) and y-protocols' sync steps. */
export const MESSAGE = {
  sync: 0,
  awareness: 1,
  auth: 2,
  queryAwareness: 3,
  syncReply: 4,
  stateless: 5,
  broadcastStateless: 6,
  close: 7,
  syncStatus: 8,
} as const;
export const SYNC = { step1: 0, step2: 1, update: 2 } as const;
/** @hocuspocus/common's AuthMessageType.PermissionDenied. */
const AUTH_PERMISSION_DENIED = 1;
const NAMES = Object.fromEntries(Object.entries(MESSAGE).map(([k, v]) => [v, k]));

/** Close codes the server sends (4000-4999 are the application's own); the app acts on the reason. */
export const CLOSE = {
  malformed: { code: 4400, reason: 'malformed' },
  unauthorized: { code: 4401, reason: 'unauthorized' },
  forbidden: { code: 4403, reason: 'forbidden-message' },
  authTimeout: { code: 4408, reason: 'auth-timeout' },
  outOfOrder: { code: 4409, reason: 'out-of-order' },
  tooLarge: { code: 4413, reason: 'too-large' },
  invalid: { code: 4422, reason: 'invalid-update' },
  rateLimited: { code: 4429, reason: 'rate-limited' },
  slowReader: { code: 4430, reason: 'slow-reader' },
  diskFull: { code: 4507, reason: 'disk-full' },
} as const;
export type CloseKind = keyof typeof CLOSE;

/**
 * A room id as the server makes them (16 base64url characters); no other name reaches Hocuspocus,
 * which keeps its sockets' rooms in plain objects: "__proto__", "constructor" or the 16 characters
 * of "__defineGetter__" would name what every object has.
 */
const ROOM_ID = /^[A-Za-z0-9_-]{16}$/;
export function isRoomId(name: string): boolean {
  return ROOM_ID.test(name) && !(name in Object.prototype);
}

export type ClientMessage = { room: string; type: number; sync?: number; update?: Uint8Array };

/** The room, type and (for a sync step 2 or an update, whatever the outer type) the document update a message carries. */
export function readClientMessage(data: Uint8Array): ClientMessage {
  const dec = decoding.createDecoder(data);
  const room = decoding.readVarString(dec);
  const type = decoding.readVarUint(dec);
  if (type !== MESSAGE.sync && type !== MESSAGE.syncReply) return { room, type };
  const sync = decoding.readVarUint(dec);
  if (sync === SYNC.step2 || sync === SYNC.update) return { room, type, sync, update: decoding.readVarUint8Array(dec) };
  if (sync === SYNC.step1) decoding.readVarUint8Array(dec);
  return { room, type, sync };
}

/** Hocuspocus's answer to a refused authentication (its Auth message, PermissionDenied). */
function permissionDenied(room: string): Uint8Array {
  const enc = encoding.createEncoder();
  encoding.writeVarString(enc, room.slice(0, 64));
  encoding.writeVarUint(enc, MESSAGE.auth);
  encoding.writeVarUint(enc, AUTH_PERMISSION_DENIED);
  encoding.writeVarString(enc, 'permission-denied');
  return encoding.toUint8Array(enc);
}

type PresenceEntry = { client: number; clock: number; state: string };

function readPresence(data: Uint8Array): { room: string; entries: PresenceEntry[] } {
  const dec = decoding.createDecoder(data);
  const room = decoding.readVarString(dec);
  decoding.readVarUint(dec);
  const inner = decoding.createDecoder(decoding.readVarUint8Array(dec));
  const n = decoding.readVarUint(inner);
  const entries: PresenceEntry[] = [];
  for (let i = 0; i < n; i++)
    entries.push({
      client: decoding.readVarUint(inner),
      clock: decoding.readVarUint(inner),
      state: decoding.readVarString(inner),
    });
  return { room, entries };
}

function writePresence(room: string, entries: PresenceEntry[]): Uint8Array {
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(inner, e.client);
    encoding.writeVarUint(inner, e.clock);
    encoding.writeVarString(inner, e.state);
  }
  const enc = encoding.createEncoder();
  encoding.writeVarString(enc, room);
  encoding.writeVarUint(enc, MESSAGE.awareness);
  encoding.writeVarUint8Array(enc, encoding.toUint8Array(inner));
  return encoding.toUint8Array(enc);
}

export class ClientSocket extends EventEmitter {
  room: string | null = null;
  authenticated = false;
  private refused = false;
  private closed = false;
  private preAuthCount = 0;
  private preAuthBytes = 0;
  private awarenessClient: number | null = null;
  private readonly bucket: TokenBucket;
  private readonly byteBucket: TokenBucket;
  private syncRequests = 0;
  /** Milliseconds of validation this socket may still cost. */
  readonly checkBudget: TokenBucket;
  /** The player id this socket authenticated with (issue 32: seats, marks, rolls), null for none. */
  player: string | null = null;
  private readonly authTimer: NodeJS.Timeout;
  /** Since when unsent bytes have waited (0: none waiting). */
  private backlogSinceMs = 0;

  constructor(
    readonly ws: WebSocket,
    readonly address: string,
    private readonly limits: LiveLimits,
    private readonly onRefused: (kind: CloseKind, detail: string) => void = () => undefined,
  ) {
    super();
    this.bucket = new TokenBucket(limits.messages, Date.now());
    this.checkBudget = new TokenBucket(limits.checkMs, Date.now());
    this.byteBucket = new TokenBucket(limits.bytes, Date.now());
    this.authTimer = setTimeout(
      () => this.refuse('authTimeout', `not authenticated within ${limits.authMs} ms`),
      limits.authMs,
    );
    ws.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary));
    ws.on('pong', () => this.emit('pong'));
    ws.on('error', () => ws.terminate());
    ws.once('close', (code: number, reason: Buffer) => {
      this.closed = true;
      clearTimeout(this.authTimer);
      this.emit('close', code, reason);
    });
  }

  // What Hocuspocus uses of a WebSocket.
  get readyState(): number {
    return this.ws.readyState;
  }
  set binaryType(_: string) {
    // Always "nodebuffer" (ws's own default).
  }
  send(data: Uint8Array, cb?: (err?: Error) => void): void {
    if (this.closed) return;
    this.ws.send(data, cb);
    if (this.ws.bufferedAmount > this.limits.sendBufferBytes) this.drop('slowReader');
  }
  ping(): void {
    this.ws.ping();
  }
  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }

  /** Authentication passed (Hocuspocus's onAuthenticate): the socket's room is open to it. */
  admitted(): void {
    this.authenticated = true;
    clearTimeout(this.authTimer);
  }

  /** Close with one of the server's reasons (the app reads it), then drop the socket if it lingers. */
  refuse(kind: CloseKind, detail = ''): void {
    if (this.refused) return;
    this.refused = true;
    this.onRefused(kind, detail);
    const { code, reason } = CLOSE[kind];
    this.ws.close(code, reason);
    setTimeout(() => this.ws.terminate(), 1000).unref();
  }

  /** Drop without a word (the peer is not reading). */
  private drop(kind: CloseKind): void {
    if (this.refused) return;
    this.refused = true;
    this.onRefused(kind, '');
    this.ws.terminate();
  }

  /** Called every second or so: a reader that has left bytes unsent for too long is dropped. */
  checkBacklog(nowMs: number): void {
    if (this.ws.bufferedAmount === 0) {
      this.backlogSinceMs = 0;
      return;
    }
    if (this.backlogSinceMs === 0) this.backlogSinceMs = nowMs;
    else if (nowMs - this.backlogSinceMs > this.limits.slowReaderMs) this.drop('slowReader');
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.refused || this.closed) return;
    const now = Date.now();
    if (!this.bucket.take(now) || !this.byteBucket.take(now, data.length)) return this.refuse('rateLimited');
    if (!isBinary) return this.refuse('malformed', 'a text message');
    let msg: ClientMessage;
    try {
      msg = readClientMessage(data);
    } catch {
      return this.refuse('malformed', 'a message that does not decode');
    }
    const problem = this.problemWith(msg, data);
    if (problem) return this.refuse(problem.kind, problem.detail);
    if (msg.type !== MESSAGE.awareness) return void this.emit('message', data);
    const own = this.ownPresence(data);
    if (own === 'malformed') return this.refuse('malformed', 'presence that does not decode');
    if (own) this.emit('message', own);
  }

  private problemWith(msg: ClientMessage, data: Buffer): { kind: CloseKind; detail: string } | null {
    if (this.room === null) {
      if (msg.type !== MESSAGE.auth) return { kind: 'unauthorized', detail: 'authentication comes first' };
      if (!isRoomId(msg.room)) {
        // Answered as Hocuspocus answers a wrong token, without the name reaching it.
        this.ws.send(permissionDenied(msg.room));
        return { kind: 'unauthorized', detail: 'no such room' };
      }
      this.room = msg.room;
      this.preAuthCount = 1;
      this.preAuthBytes = data.length;
      return null;
    }
    if (msg.room !== this.room) return { kind: 'forbidden', detail: 'one room per socket' };
    if (!this.authenticated) {
      this.preAuthCount++;
      this.preAuthBytes += data.length;
      if (this.preAuthCount > this.limits.preAuthMessages || this.preAuthBytes > this.limits.preAuthBytes) {
        return { kind: 'rateLimited', detail: 'too much sent before authentication' };
      }
      if (msg.type === MESSAGE.auth) return { kind: 'forbidden', detail: 'a second authentication' };
    }
    switch (msg.type) {
      case MESSAGE.sync:
      case MESSAGE.syncReply:
        if (msg.sync === undefined || (msg.sync !== SYNC.step1 && msg.update === undefined))
          return { kind: 'malformed', detail: 'an unknown sync step' };
        if (msg.sync === SYNC.step1 && ++this.syncRequests > this.limits.syncRequests)
          return { kind: 'forbidden', detail: 'sync requested again and again' };
        return null;
      case MESSAGE.awareness:
        return data.length > this.limits.awarenessBytes
          ? { kind: 'tooLarge', detail: `presence over ${this.limits.awarenessBytes} bytes` }
          : null;
      case MESSAGE.queryAwareness:
      case MESSAGE.close:
        return null;
      default:
        return { kind: 'forbidden', detail: `message type ${NAMES[msg.type] ?? msg.type}` };
    }
  }

  /**
   * Presence for this socket's own client only (the first it spoke for). The app's provider also
   * echoes the other players' presence back; those entries are dropped, so no socket speaks for
   * another client and the room holds one small state per socket.
   */
  private ownPresence(data: Buffer): Uint8Array | null | 'malformed' {
    let presence: { room: string; entries: PresenceEntry[] };
    try {
      presence = readPresence(data);
    } catch {
      return 'malformed';
    }
    if (this.awarenessClient === null && presence.entries.length > 0) this.awarenessClient = presence.entries[0].client;
    const own = presence.entries.filter((e) => e.client === this.awarenessClient);
    if (own.length === 0) return null;
    return own.length === presence.entries.length ? data : writePresence(presence.room, own);
  }
}
