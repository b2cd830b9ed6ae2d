// The live table server: Hocuspocus (Yjs sync) behind our own HTTP server, so that it binds the
// address we choose and answers `POST /rooms`. Rooms are made with a scene and a secret token.
// Each socket reaches Hocuspocus through a door (client-socket.ts) that passes on only what a
// player's app sends; each edit passes the room's gate (table-check.ts) and is logged before the
// room applies it, together with any correction the gate made. Everything a peer can make the
// server hold or do is bounded (limits.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { Hocuspocus, type Connection, type Document } from '@hocuspocus/server';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { CLOSE, type CloseKind, ClientSocket, readClientMessage } from './client-socket';
import { DEFAULT_LIMITS, type LiveLimits } from './limits';
import { BucketsByKey, TokenBucket } from './rate-limit';
import { JoinCodes } from './join-codes';
import { PLAYER_ID } from '../live/play-doc';
import { RoomMaker, RoomMakerBusy } from './room-maker';
import { DiskFullError, RoomStore } from './room-store';
import { StaticFiles } from './static-files';
import { TableGate, type WentBack } from './table-check';
import { parseScene, type Scene } from '../../geometry/index';
import { readSceneJson } from '../live/scene-doc';
import { entriesOf, seedRecord } from '../live/record-doc';

export type LiveServerOptions = {
  host: string;
  port: number;
  dataPath: string;
  /** Any of the limits (limits.ts) to change from their defaults. */
  limits?: Partial<LiveLimits>;
  /** Milliseconds between compactions of a room's log into its snapshot. */
  storeDebounceMs?: number;
  /** A built app (vite build's dist/) to serve at "/", so players need only this address. */
  appDir?: string;
  /** HTTPS and WSS with this key and certificate; `caCert` is served at /mire-ca.crt for phones to trust. */
  tls?: { key: string; cert: string; caCert: string };
};

/** What the server sends a player whose edit it put back in part (a stateless message: only the server sends those). */
export type WentBackNotice = { type: 'went-back'; entries: WentBack[] };

const HOUR_MS = 3600 * 1000;
/** How long a stop waits for the port and the worker to be released, once the tables are stored. */
const STOP_WAIT_MS = 2000;
/** POST /code's body: a room id and its token, as JSON. */
const CODE_BODY_BYTES = 1024;

class ClosingError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
    // Hocuspocus logs the error that closes a connection: one line, not a stack, for a refusal.
    this.stack = `refused (${code}): ${reason}`;
  }
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

type Context = { socket: ClientSocket };

export class LiveServer {
  readonly store: RoomStore;
  readonly limits: LiveLimits;
  private readonly http: HttpServer;
  private readonly wss: WebSocketServer;
  private readonly hocuspocus: Hocuspocus;
  private readonly gates = new Map<string, TableGate>();
  private readonly sockets = new Set<ClientSocket>();
  private readonly socketsByAddress = new Map<string, number>();
  private readonly bodiesByAddress = new Map<string, number>();
  private readonly connectBuckets: BucketsByKey;
  private readonly checkBuckets: BucketsByKey;
  private readonly roomBuckets: BucketsByKey;
  private readonly loadBuckets: BucketsByKey;
  private readonly maker = new RoomMaker();
  private readonly joinCodes: JoinCodes;
  private readonly joinBuckets: BucketsByKey;
  private readonly joinAll: TokenBucket;
  /** Per open room, each player id with its secret's hash: the first socket to use an id binds it. */
  private readonly players = new Map<string, Map<string, Buffer>>();
  private readonly app: StaticFiles | null;
  private readonly timers: NodeJS.Timeout[] = [];
  private bodies = 0;
  private diskFullSaid = false;
  /** Figures since start (for tests, the bench and /health). */
  readonly counts = {
    rejectedUpdates: 0,
    rateLimitedMessages: 0,
    updates: 0,
    wentBack: 0,
    checkMs: 0,
    diskFull: 0,
    refusedSockets: 0,
    refused: {} as Partial<Record<CloseKind, number>>,
  };

  constructor(readonly options: LiveServerOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.store = new RoomStore(options.dataPath);
    this.connectBuckets = new BucketsByKey(this.limits.connectAttempts);
    this.checkBuckets = new BucketsByKey(this.limits.checkMsPerAddress);
    this.loadBuckets = new BucketsByKey(this.limits.roomLoads);
    this.roomBuckets = new BucketsByKey({
      burst: this.limits.roomsPerAddressPerHour,
      perSecond: this.limits.roomsPerAddressPerHour / 3600,
    });
    this.app = options.appDir ? new StaticFiles(options.appDir) : null;
    this.joinCodes = new JoinCodes(this.limits.rooms);
    this.joinBuckets = new BucketsByKey(this.limits.joinTries);
    this.joinAll = new TokenBucket(this.limits.joinTriesInAll, Date.now());
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      debounce: options.storeDebounceMs ?? 2000,
      maxDebounce: 10_000,
      onAuthenticate: async ({ documentName, token, context }) =>
        this.authenticate(documentName, token, (context as Context).socket),
      onLoadDocument: async ({ document, documentName }) => this.loadDocument(document, documentName),
      afterUnloadDocument: async ({ documentName }) => {
        this.gates.get(documentName)?.dropShadow();
        this.gates.delete(documentName);
        this.players.delete(documentName);
      },
      onStoreDocument: async ({ document, documentName }) => this.compact(documentName, document),
      beforeHandleMessage: async ({ connection, document, update, context }) =>
        this.gate((context as Context).socket, connection, document, update),
      // One room per socket: once its room's connection ends, so does the socket (nothing is queued after).
      onDisconnect: async ({ context }) => {
        const socket = (context as Context).socket;
        setTimeout(() => socket.close(1000, 'closed'), 0);
      },
    });
    const onRequest = (req: IncomingMessage, res: ServerResponse) => void this.onRequest(req, res);
    this.http = options.tls
      ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, onRequest)
      : createServer(onRequest);
    // A request (headers and body) has this long to arrive; node's own clock, beside readBody's.
    this.http.requestTimeout = this.limits.bodyMs;
    this.http.headersTimeout = Math.min(this.limits.bodyMs, 10_000);
    this.http.maxConnections = this.limits.connections + 64;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.messageBytes });
    this.http.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => this.onUpgrade(req, socket, head));
  }

  async start(): Promise<{ host: string; port: number }> {
    await new Promise<void>((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(this.options.port, this.options.host, () => {
        this.http.off('error', reject);
        resolve();
      });
    });
    this.expireRooms();
    this.timers.push(setInterval(() => this.sweep(), 1000));
    this.timers.push(setInterval(() => this.expireRooms(), HOUR_MS));
    for (const t of this.timers) t.unref();
    const addr = this.http.address() as AddressInfo;
    return { host: addr.address, port: addr.port };
  }

  /** Close every connection, store every open table, close the database. */
  /**
   * Every table stored first (synchronously, once no socket can send more), then the port and the
   * worker released, waited for at most STOP_WAIT_MS: a stop never hangs with the tables unstored.
   */
  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    for (const s of this.sockets) s.ws.terminate();
    this.http.closeAllConnections();
    this.hocuspocus.closeConnections();
    for (const [name, doc] of this.hocuspocus.documents) this.compact(name, doc);
    this.store.close();
    const released = Promise.all([
      new Promise<void>((resolve) => this.http.close(() => resolve())),
      this.maker.close(),
    ]);
    await Promise.race([released, new Promise<void>((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
  }

  connectionsCount(): number {
    return this.hocuspocus.getConnectionsCount();
  }

  get rejectedUpdates(): number {
    return this.counts.rejectedUpdates;
  }
  get rateLimitedMessages(): number {
    return this.counts.refused.rateLimited ?? 0;
  }

  /** Liveness and figures (memory after a collection when node runs with --expose-gc). */
  health() {
    (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    return {
      ok: true as const,
      rooms: this.store.roomCount(),
      openRooms: this.hocuspocus.documents.size,
      connections: this.connectionsCount(),
      sockets: this.sockets.size,
      rejectedUpdates: this.counts.rejectedUpdates,
      rateLimitedMessages: this.rateLimitedMessages,
      updates: this.counts.updates,
      wentBack: this.counts.wentBack,
      checkMs: +this.counts.checkMs.toFixed(1),
      diskFull: this.counts.diskFull,
      refused: this.counts.refused,
      refusedSockets: this.counts.refusedSockets,
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      heapUsedBytes: mem.heapUsed,
      rssBytes: mem.rss,
    };
  }

  private onUpgrade(req: IncomingMessage, socket: Socket, head: Buffer): void {
    const address = req.socket.remoteAddress ?? 'unknown';
    const refuse = (status: number, text: string) => {
      this.counts.refusedSockets++;
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if (this.sockets.size >= this.limits.connections) return refuse(503, 'Too Many Connections');
    if ((this.socketsByAddress.get(address) ?? 0) >= this.limits.connectionsPerAddress)
      return refuse(429, 'Too Many Connections From This Address');
    if (!this.connectBuckets.get(address, Date.now()).take(Date.now()))
      return refuse(429, 'Too Many Connection Attempts');
    this.wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const client = new ClientSocket(ws, address, this.limits, (kind) => {
        this.counts.refused[kind] = (this.counts.refused[kind] ?? 0) + 1;
      });
      this.sockets.add(client);
      this.socketsByAddress.set(address, (this.socketsByAddress.get(address) ?? 0) + 1);
      ws.once('close', () => {
        this.sockets.delete(client);
        const left = (this.socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) this.socketsByAddress.set(address, left);
        else this.socketsByAddress.delete(address);
      });
      this.hocuspocus.handleConnection(client as unknown as WebSocket, req, { socket: client } satisfies Context);
    });
  }

  /** Every second: slow readers out; now and then, the buckets of addresses gone quiet. */
  private sweep(): void {
    const now = Date.now();
    for (const s of this.sockets) s.checkBacklog(now);
    if (now % 60_000 < 1000)
      for (const b of [this.connectBuckets, this.checkBuckets, this.roomBuckets, this.loadBuckets, this.joinBuckets])
        b.sweep(now);
  }

  private expireRooms(): void {
    try {
      this.store.expire(this.limits.roomIdleDays, new Set(this.hocuspocus.documents.keys()));
    } catch (e) {
      console.error(`mire serve: expiring idle rooms failed: ${(e as Error).message}`);
    }
  }

  /**
   * A socket's token is the room's token, optionally followed by ".player.secret" (issue 32): the
   * player id it acts as (seats, marks, rolls), bound to its secret by the first socket that uses
   * it while the room is open, so another peer who read the id in the doc cannot act as that player.
   */
  private authenticate(room: string, fullToken: string, socket: ClientSocket): void {
    const [token, player, secret] = (fullToken ?? '').split('.');
    if (!this.tokenOpens(room, token ?? '')) {
      setTimeout(() => socket.refuse('unauthorized'), 50);
      throw new Error('unknown room or wrong token');
    }
    // Opening a room that is not open reads it from the database, on the event loop: bounded per address.
    const now = Date.now();
    if (!this.hocuspocus.documents.has(room) && !this.loadBuckets.get(socket.address, now).take(now)) {
      setTimeout(() => socket.refuse('rateLimited', 'rooms opened too often'), 50);
      throw new Error('rooms opened too often from this address');
    }
    if (player !== undefined) socket.player = this.bindPlayer(room, player, secret ?? '', socket);
    socket.admitted();
  }

  /** Whether `token` is the token of `room` (compared by hash, in constant time). */
  private tokenOpens(room: string, token: string): boolean {
    const rec = this.store.room(room);
    const given = hashToken(token);
    return !!rec && rec.tokenHash.length === given.length && timingSafeEqual(rec.tokenHash, given);
  }

  private bindPlayer(room: string, player: string, secret: string, socket: ClientSocket): string {
    const known = this.players.get(room) ?? new Map<string, Buffer>();
    this.players.set(room, known);
    const hash = hashToken(secret);
    const held = known.get(player);
    const refuse = (why: string) => {
      setTimeout(() => socket.refuse('unauthorized', why), 50);
      return new Error(why);
    };
    if (!PLAYER_ID.test(player) || secret.length < 16 || secret.length > 64) throw refuse('a malformed player id');
    if (held && !timingSafeEqual(held, hash)) throw refuse('this player id is in use by another device');
    if (!held && known.size >= this.limits.playersPerRoom) throw refuse('too many players at this table');
    known.set(player, hash);
    return player;
  }

  private async loadDocument(document: Document, room: string): Promise<Document> {
    const state = this.store.load(room);
    if (state) Y.applyUpdate(document, state);
    this.seedRecord(document, room);
    return document;
  }

  /** A room made before the game's record was shared gets one, starting at its table now; kept in its log. */
  private seedRecord(document: Document, room: string): void {
    if (entriesOf(document) !== null) return;
    let scene: Scene;
    try {
      scene = parseScene(readSceneJson(document), 'table');
    } catch {
      return;
    }
    // Made apart and logged first: a seed the log lacks would be made again, differently, next load.
    const seed = new Y.Doc();
    seedRecord(seed, scene);
    const update = Y.encodeStateAsUpdate(seed);
    seed.destroy();
    try {
      this.store.append(room, update);
    } catch (e) {
      if (!(e instanceof DiskFullError)) throw e;
      return;
    }
    Y.applyUpdate(document, update);
  }

  private compact(room: string, doc: Y.Doc): void {
    try {
      this.store.compact(room, Y.encodeStateAsUpdate(doc));
    } catch (e) {
      if (!(e instanceof DiskFullError)) throw e;
      // The room's log still holds every edit: nothing is lost, the snapshot waits for space.
      this.sayDiskFull(e);
    }
  }

  private sayDiskFull(e: Error): void {
    this.counts.diskFull++;
    if (this.diskFullSaid) return;
    this.diskFullSaid = true;
    console.error(`mire serve: ${e.message}; edits are refused until there is space`);
  }

  /** Close this socket's room with `kind` (the full text goes in the room's close message). */
  private closing(socket: ClientSocket, kind: CloseKind, detail: string): ClosingError {
    setTimeout(() => socket.refuse(kind, detail), 0);
    const { code, reason } = CLOSE[kind];
    return new ClosingError(code, detail ? `${reason}: ${detail.slice(0, 300)}` : reason);
  }

  /**
   * The gate every message of a room passes before Hocuspocus handles it. A message carrying an
   * update (a sync step 2 or an update, whether its outer type is Sync or SyncReply) is judged
   * here, logged, and applied here with the gate's correction in one transaction; Hocuspocus's
   * own application of it afterwards finds nothing new. Throwing closes this socket's room.
   */
  private gate(socket: ClientSocket, connection: Connection, document: Document, message: Uint8Array): void {
    let update: Uint8Array | undefined;
    try {
      update = readClientMessage(message).update;
    } catch {
      throw this.closing(socket, 'malformed', 'a message that does not decode');
    }
    if (!update) return;
    const now = Date.now();
    const budget = this.checkBuckets.get(socket.address, now);
    if (!budget.has(now) || !socket.checkBudget.has(now))
      throw this.closing(socket, 'rateLimited', 'validation budget spent');
    const t0 = performance.now();
    const gate = this.gateOf(document);
    const verdict = gate.check(update, socket.player);
    const spend = () => {
      const ms = performance.now() - t0;
      this.counts.checkMs += ms;
      budget.spend(ms, Date.now());
      socket.checkBudget.spend(ms, Date.now());
    };
    if (!verdict.ok) {
      spend();
      this.counts.rejectedUpdates++;
      throw this.closing(socket, verdict.refusal.kind === 'order' ? 'outOfOrder' : 'invalid', verdict.refusal.problem);
    }
    const fix = verdict.fix;
    try {
      this.store.append(document.name, fix ? Y.mergeUpdates([update, fix]) : update);
    } catch (e) {
      gate.dropShadow();
      spend();
      if (!(e instanceof DiskFullError)) throw e;
      this.sayDiskFull(e);
      throw this.closing(socket, 'diskFull', 'the table server has no space to keep edits; yours stay on your device');
    }
    // Logged in the same call stack that applies the update: acknowledged means stored.
    document.transact(() => {
      Y.applyUpdate(document, update);
      if (fix) Y.applyUpdate(document, fix);
    }, connection);
    spend();
    this.counts.updates++;
    if (verdict.wentBack.length > 0) {
      this.counts.wentBack += verdict.wentBack.length;
      const notice: WentBackNotice = { type: 'went-back', entries: verdict.wentBack };
      connection.sendStateless(JSON.stringify(notice));
    }
  }

  private gateOf(document: Document): TableGate {
    let gate = this.gates.get(document.name);
    if (!gate || gate.doc !== document) {
      gate?.dropShadow();
      gate = new TableGate(document);
      this.gates.set(document.name, gate);
    }
    return gate;
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && path === '/health') return json(res, 200, this.health());
    if (req.method === 'POST' && path === '/rooms') return this.createRoom(req, res);
    if (req.method === 'GET' && path.startsWith('/join/')) return this.join(req, res, path.slice('/join/'.length));
    if (req.method === 'POST' && path === '/code') return this.codeOf(req, res);
    if (req.method === 'GET' && path === '/mire-ca.crt' && this.options.tls) {
      res.writeHead(200, { 'content-type': 'application/x-x509-ca-cert' });
      return void res.end(this.options.tls.caCert);
    }
    if (req.method === 'GET' && this.app?.serve(path, res)) return;
    json(res, 404, { error: `no such route: ${req.method} ${path}` });
  }

  /** POST /rooms with a scene: the room starts with that table; answers its id and token. */
  private async createRoom(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = req.socket.remoteAddress ?? 'unknown';
    const now = Date.now();
    if (this.bodies >= this.limits.bodiesInFlight)
      return refuseBody(req, res, 503, 'too many new tables on their way; try again in a moment');
    if ((this.bodiesByAddress.get(address) ?? 0) >= this.limits.bodiesPerAddress)
      return refuseBody(req, res, 429, 'a new table from this address is still on its way');
    if (!this.roomBuckets.get(address, now).take(now)) {
      return refuseBody(
        req,
        res,
        429,
        `at most ${this.limits.roomsPerAddressPerHour} new tables an hour from one address`,
      );
    }
    if (this.store.roomCount() >= this.limits.rooms)
      return refuseBody(req, res, 507, `this server keeps ${this.limits.rooms} tables and has no room for more`);
    this.bodies++;
    this.bodiesByAddress.set(address, (this.bodiesByAddress.get(address) ?? 0) + 1);
    let body: string;
    try {
      body = await readBody(req, this.limits.bodyBytes, this.limits.bodyMs);
    } catch (e) {
      return refuseBody(req, res, 413, (e as Error).message);
    } finally {
      this.bodies--;
      const left = (this.bodiesByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.bodiesByAddress.set(address, left);
      else this.bodiesByAddress.delete(address);
    }
    let made;
    try {
      made = await this.maker.make(body);
    } catch (e) {
      return json(res, e instanceof RoomMakerBusy ? 503 : 500, { error: (e as Error).message });
    }
    if (!made.ok) return json(res, 400, { error: made.problem });
    const room = randomBytes(12).toString('base64url');
    const token = randomBytes(24).toString('base64url');
    try {
      this.store.createRoom(room, hashToken(token), made.state);
    } catch (e) {
      if (!(e instanceof DiskFullError)) throw e;
      this.sayDiskFull(e);
      return json(res, 507, { error: 'the table server has no space for a new table' });
    }
    json(res, 201, { room, token, code: this.joinCodes.codeFor({ room, token }, Date.now()) });
  }

  /**
   * POST /code with {room, token}: the room's join code, for a player who came by its link (the code
   * is as secret as the link, so only the link's holder gets it); tries bounded as for GET /join.
   */
  private async codeOf(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const now = Date.now();
    const address = req.socket.remoteAddress ?? 'unknown';
    if (!this.joinBuckets.get(address, now).take(now) || !this.joinAll.take(now))
      return refuseBody(req, res, 429, 'too many join codes asked; wait a minute');
    let asked: { room?: unknown; token?: unknown };
    try {
      asked = JSON.parse(await readBody(req, CODE_BODY_BYTES, this.limits.bodyMs)) as typeof asked;
    } catch (e) {
      return refuseBody(req, res, 400, `a room and its token as JSON: ${(e as Error).message}`.slice(0, 200));
    }
    const room = typeof asked?.room === 'string' ? asked.room : '';
    const token = typeof asked?.token === 'string' ? asked.token : '';
    if (room.length > 64 || !this.tokenOpens(room, token))
      return json(res, 404, { error: 'unknown room or wrong token' });
    json(res, 200, { code: this.joinCodes.codeFor({ room, token }, now) });
  }

  /** GET /join/CODE: the room and token a short code stands for; tries bounded per address and in all. */
  private join(req: IncomingMessage, res: ServerResponse, code: string): void {
    const now = Date.now();
    const address = req.socket.remoteAddress ?? 'unknown';
    if (!this.joinBuckets.get(address, now).take(now) || !this.joinAll.take(now))
      return json(res, 429, { error: 'too many join codes tried; wait a minute' });
    let typed: string;
    try {
      typed = decodeURIComponent(code.slice(0, 32));
    } catch {
      typed = '';
    }
    const target = this.joinCodes.find(typed, now);
    if (!target) return json(res, 404, { error: 'no table has this code (or it is more than a day old)' });
    json(res, 200, target);
  }
}

function json(res: ServerResponse, status: number, value: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Answer at once and close: the body (if any) is not read. */
function refuseBody(req: IncomingMessage, res: ServerResponse, status: number, error: string): void {
  res.setHeader('Connection', 'close');
  json(res, status, { error });
  req.on('data', () => undefined);
  setTimeout(() => req.destroy(), 100).unref();
}

function readBody(req: IncomingMessage, maxBytes: number, maxMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      reject(new Error(`body not received within ${maxMs} ms`));
      req.destroy();
    }, maxMs);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
        clearTimeout(timer);
        reject(new Error(`body larger than ${maxBytes} bytes`));
        chunks.length = 0;
        req.pause();
      } else chunks.push(c);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.on('close', () => {
      clearTimeout(timer);
      reject(new Error('the request ended before its body'));
    });
  });
}
