// Node clients and server processes for the live-table tests and the load bench (loopback only).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { parseScene, type Scene } from '../geometry/index';
import { readSceneJson, writeScene } from '../src/live/scene-doc';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type Room = { room: string; token: string };

export async function createRoom(httpUrl: string, scene: unknown): Promise<Room> {
  const res = await fetch(`${httpUrl}/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scene),
  });
  const body = (await res.json()) as Room & { error?: string };
  if (res.status !== 201) throw new Error(`room not created (${res.status}): ${body.error}`);
  return body;
}

export type JoinOutcome = { kind: 'synced' } | { kind: 'refused'; reason: string };

/** One player: a Y.Doc kept in sync with a room through Hocuspocus's own provider. */
export class TestClient {
  readonly doc = new Y.Doc();
  readonly socket: HocuspocusProviderWebsocket;
  readonly provider: HocuspocusProvider;
  readonly stateless: string[] = [];
  readonly closeReasons: string[] = [];
  readonly joined: Promise<JoinOutcome>;

  constructor(wsUrl: string, room: Room) {
    this.socket = new HocuspocusProviderWebsocket({
      url: wsUrl,
      WebSocketPolyfill: WebSocket,
      delay: 100,
      minDelay: 100,
      maxDelay: 500,
    });
    let settle: (o: JoinOutcome) => void = () => undefined;
    this.joined = new Promise((r) => (settle = r));
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: room.room,
      token: room.token,
      document: this.doc,
      onSynced: () => settle({ kind: 'synced' }),
      onAuthenticationFailed: ({ reason }) => settle({ kind: 'refused', reason }),
      onStateless: ({ payload }) => this.stateless.push(payload),
      onClose: ({ event }) => this.closeReasons.push(event.reason),
    });
    this.provider.attach();
  }

  static async join(wsUrl: string, room: Room): Promise<TestClient> {
    const c = new TestClient(wsUrl, room);
    const outcome = await withTimeout(c.joined, 10_000, 'join');
    if (outcome.kind !== 'synced') throw new Error(`refused: ${outcome.reason}`);
    return c;
  }

  scene(): Scene {
    return parseScene(readSceneJson(this.doc), 'table');
  }

  edit(next: (s: Scene) => Scene): void {
    const scene = next(this.scene());
    this.doc.transact(() => writeScene(this.doc, scene), 'local');
  }

  /** Resolves once the server has acknowledged every local change. */
  async flushed(timeoutMs = 10_000): Promise<void> {
    await waitUntil(() => !this.provider.hasUnsyncedChanges, timeoutMs, 'acknowledgements');
  }

  close(): void {
    // A refused client keeps retrying: closed mid-handshake, ws emits an error after the provider
    // has dropped its listeners, and an error with no listener is an uncaught exception.
    this.socket.webSocket?.addEventListener('error', () => undefined);
    this.provider.destroy();
    this.socket.destroy();
  }
}

export function moveFighter(id: string, position: [number, number]) {
  return (s: Scene): Scene => ({ ...s, fighters: s.fighters.map((f) => (f.id === id ? { ...f, position } : f)) });
}

export async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  );
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function waitUntil(ok: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `npm run serve` as a child process on a free port; `kill()` is SIGKILL (nothing flushed). */
export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {}

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }
  get httpUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** The server of the checkout at `root` (this one unless given: a bench compares with another). */
  static async start(dataPath: string, port = 0, root = ROOT): Promise<ServerProcess> {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'src/server/main.ts', '--port', String(port), '--data', dataPath],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const lines = createInterface({ input: child.stdout! });
    const first = await withTimeout(
      new Promise<string>((res, rej) => {
        lines.once('line', res);
        child.once('exit', (code) => rej(new Error(`server exited with ${code}`)));
      }),
      30_000,
      'the server to listen',
    );
    const { listening } = JSON.parse(first) as { listening: string };
    return new ServerProcess(child, Number(listening.split(':').pop()));
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill(signal);
    await exited;
  }
}
