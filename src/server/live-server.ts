// The live table server: Hocuspocus (Yjs sync) behind our own HTTP server, so that it binds the
// address we choose and answers `POST /rooms`. Rooms are made with a scene and a secret token;
// every edit is validated against scene format v1 before it reaches the stored table.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hocuspocus, type Document } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { parseScene, SceneError } from '../../geometry/index';
import { docFromScene } from '../live/scene-doc';
import { RoomStore } from './room-store';
import { UpdateGate, updateInMessage } from './update-check';
import { type RateLimits, TokenBucket } from './rate-limit';
import { StaticFiles } from './static-files';

export type LiveServerOptions = {
  host: string;
  port: number;
  dataPath: string;
  /** Messages per connection (edits, awareness, sync). */
  limits?: RateLimits;
  /** Largest message or new-room body accepted, in bytes. */
  maxBytes?: number;
  /** Milliseconds between compactions of a room's log into its snapshot. */
  storeDebounceMs?: number;
  /** A built app (vite build's dist/) to serve at "/", so players need only this address. */
  appDir?: string;
};

/** Why the server closed a table's connection (sent as the close reason; the client acts on it). */
export const CLOSE_REASONS = { invalid: 'invalid-scene', rateLimited: 'rate-limited' } as const;
/** The stateless message a client gets before a rejected edit closes its connection. */
export type Rejection = { type: 'rejected'; problem: string };

class ClosingError extends Error {
  constructor(readonly code: number, readonly reason: string) {
    super(reason);
  }
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export class LiveServer {
  readonly store: RoomStore;
  private readonly http: HttpServer;
  private readonly wss: WebSocketServer;
  private readonly hocuspocus: Hocuspocus;
  private readonly buckets = new WeakMap<object, TokenBucket>();
  private readonly updates = new UpdateGate();
  private readonly limits: RateLimits;
  private readonly maxBytes: number;
  private readonly app: StaticFiles | null;
  /** Edits refused by the validator since start (for tests and the bench). */
  rejectedUpdates = 0;
  rateLimitedMessages = 0;

  constructor(readonly options: LiveServerOptions) {
    this.store = new RoomStore(options.dataPath);
    this.limits = options.limits ?? { burst: 200, perSecond: 60 };
    this.maxBytes = options.maxBytes ?? 1 << 20;
    this.app = options.appDir ? new StaticFiles(options.appDir) : null;
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      debounce: options.storeDebounceMs ?? 2000,
      maxDebounce: 10_000,
      onAuthenticate: async ({ documentName, token }) => this.authenticate(documentName, token),
      onLoadDocument: async ({ document, documentName }) => this.loadDocument(document, documentName),
      afterLoadDocument: async ({ document, documentName }) => {
        // Logged in the same call stack that applies the update: acknowledged means stored.
        document.on('update', (update: Uint8Array) => this.store.append(documentName, update));
      },
      onStoreDocument: async ({ document, documentName }) => this.store.compact(documentName, Y.encodeStateAsUpdate(document)),
      beforeHandleMessage: async ({ connection, document, update }) => this.gate(connection, document, update),
    });
    this.http = createServer((req, res) => void this.onRequest(req, res));
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.maxBytes });
    this.http.on('upgrade', (req, socket, head) => {
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', () => ws.terminate());
        this.hocuspocus.handleConnection(ws, req);
      });
    });
  }

  async start(): Promise<{ host: string; port: number }> {
    await new Promise<void>((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(this.options.port, this.options.host, () => resolve());
    });
    const addr = this.http.address() as AddressInfo;
    return { host: addr.address, port: addr.port };
  }

  /** Close every connection, store every open table, close the database. */
  async stop(): Promise<void> {
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    this.hocuspocus.closeConnections();
    for (const [name, doc] of this.hocuspocus.documents) this.store.compact(name, Y.encodeStateAsUpdate(doc));
    this.store.close();
  }

  connectionsCount(): number {
    return this.hocuspocus.getConnectionsCount();
  }

  /** Liveness and memory figures (after a collection when node runs with --expose-gc). */
  health(): { ok: true; rooms: number; connections: number; rejectedUpdates: number; rateLimitedMessages: number; heapUsedBytes: number; rssBytes: number } {
    (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    return {
      ok: true,
      rooms: this.store.roomCount(),
      connections: this.connectionsCount(),
      rejectedUpdates: this.rejectedUpdates,
      rateLimitedMessages: this.rateLimitedMessages,
      heapUsedBytes: mem.heapUsed,
      rssBytes: mem.rss,
    };
  }

  private authenticate(room: string, token: string): void {
    const rec = this.store.room(room);
    const given = hashToken(token ?? '');
    if (!rec || rec.tokenHash.length !== given.length || !timingSafeEqual(rec.tokenHash, given)) {
      throw new Error('unknown room or wrong token');
    }
  }

  private async loadDocument(document: Document, room: string): Promise<Document> {
    const state = this.store.load(room);
    if (state) Y.applyUpdate(document, state);
    return document;
  }

  /** Rate limit, then validation: throwing closes this table's connection with the reason. */
  private gate(connection: object, document: Document, message: Uint8Array): void {
    let bucket = this.buckets.get(connection);
    if (!bucket) {
      bucket = new TokenBucket(this.limits, Date.now());
      this.buckets.set(connection, bucket);
    }
    if (!bucket.take(Date.now())) {
      this.rateLimitedMessages++;
      // After the table's close message goes out, drop the socket too: a flood stops here, and
      // the client's reconnection resends (in one sync) whatever the server did not take.
      const ws = (connection as { webSocket?: { close: (code: number, reason: string) => void } }).webSocket;
      setTimeout(() => ws?.close(4429, CLOSE_REASONS.rateLimited), 0);
      throw new ClosingError(4429, CLOSE_REASONS.rateLimited);
    }
    let update: Uint8Array | null;
    try {
      update = updateInMessage(message);
    } catch {
      update = new Uint8Array([255]); // unreadable framing: let the check reject it
    }
    if (!update) return;
    const verdict = this.updates.check(document, update);
    if (verdict.ok) return;
    this.rejectedUpdates++;
    const rejection: Rejection = { type: 'rejected', problem: verdict.problem };
    (connection as { sendStateless: (p: string) => void }).sendStateless(JSON.stringify(rejection));
    throw new ClosingError(4422, CLOSE_REASONS.invalid);
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && path === '/health') return json(res, 200, this.health());
    if (req.method === 'POST' && path === '/rooms') return this.createRoom(req, res);
    if (req.method === 'GET' && this.app?.serve(path, res)) return;
    json(res, 404, { error: `no such route: ${req.method} ${path}` });
  }

  /** POST /rooms with a scene: the room starts with that table; answers its id and token. */
  private async createRoom(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: string;
    try {
      body = await readBody(req, this.maxBytes);
    } catch (e) {
      return json(res, 413, { error: (e as Error).message });
    }
    let scene;
    try {
      scene = parseScene(JSON.parse(body), 'table');
    } catch (e) {
      const problem = e instanceof SceneError ? e.message : `malformed JSON: ${(e as Error).message}`;
      return json(res, 400, { error: problem });
    }
    const room = randomBytes(12).toString('base64url');
    const token = randomBytes(24).toString('base64url');
    const doc = docFromScene(scene);
    this.store.createRoom(room, hashToken(token), Y.encodeStateAsUpdate(doc));
    doc.destroy();
    json(res, 201, { room, token });
  }
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
        reject(new Error(`body larger than ${maxBytes} bytes`));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
