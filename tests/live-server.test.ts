// The live table server on loopback: rooms with a token, a change on one client reaching the
// other, malformed updates dropped with the stored table intact, a killed server losing nothing,
// and a bounded load (20 clients, 100 moves each) printing its figures as JSON lines.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { parseScene, type Scene } from '../geometry/index';
import { LiveServer } from '../src/server/live-server';
import { readSceneJson } from '../src/live/scene-doc';
import { readConfig } from '../src/server/config';
import { loadScene, runLoad } from '../bench/live-load';
import { createRoom, moveFighter, ServerProcess, TestClient, waitUntil, withTimeout } from './live-clients';

const dirs: string[] = [];
function tempData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mire-live-test-'));
  dirs.push(dir);
  return join(dir, 'live.sqlite');
}

let server: LiveServer;
let wsUrl: string;
let httpUrl: string;
const clients: TestClient[] = [];
const join2 = async (room: { room: string; token: string }) => {
  const c = await TestClient.join(wsUrl, room);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: tempData() });
  const { port } = await server.start();
  wsUrl = `ws://127.0.0.1:${port}`;
  httpUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await server?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const position = (s: Scene, id: string) => s.fighters.find((f) => f.id === id)!.position;
const sameScene = (a: Scene, b: Scene) => JSON.stringify(a) === JSON.stringify(b);

describe('live table server', () => {
  it('makes a room from a valid scene only, and says which field is wrong otherwise', async () => {
    const res = await fetch(`${httpUrl}/rooms`, {
      method: 'POST',
      body: JSON.stringify({ version: 1, table: { width: 600, depth: -1 } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('table: table.depth: must be greater than 0');
    const room = await createRoom(httpUrl, loadScene(2));
    expect(room.room).toMatch(/^[\w-]{16}$/);
    expect(room.token).toMatch(/^[\w-]{32}$/);
  });

  it('a change on one client reaches the other', async () => {
    const room = await createRoom(httpUrl, loadScene(4));
    const a = await join2(room);
    const b = await join2(room);
    expect(b.scene()).toEqual(loadScene(4));
    const t0 = performance.now();
    a.edit(moveFighter('F1', [95, 35]));
    await withTimeout(
      new Promise<void>((resolve) => b.doc.on('update', () => position(b.scene(), 'F1')[0] === 95 && resolve())),
      5000,
      'the move at b',
    );
    console.log(
      JSON.stringify({
        test: 'live-two-clients',
        figure: 'one move from a to b over loopback',
        ms: +(performance.now() - t0).toFixed(1),
      }),
    );
    expect(b.scene()).toEqual(a.scene());
  });

  it('refuses a room without its token: a wrong token, no token, an unknown room', async () => {
    const room = await createRoom(httpUrl, loadScene(2));
    for (const bad of [
      { ...room, token: 'x'.repeat(32) },
      { ...room, token: '' },
      { room: 'nope', token: room.token },
    ]) {
      const c = new TestClient(wsUrl, bad);
      clients.push(c);
      const outcome = await withTimeout(c.joined, 10_000, 'refusal');
      expect(outcome.kind).toBe('refused');
      c.close();
      expect(c.doc.getMap('scene').size).toBe(0);
    }
  });

  it('puts back an edit that breaks the table, tells only its sender why, and refuses bytes that are no update', async () => {
    const room = await createRoom(httpUrl, loadScene(4));
    const a = await join2(room);
    const b = await join2(room);
    const before = a.scene();
    const wentBackBefore = server.counts.wentBack;
    // A position that is not a point: the update is well-formed Yjs but not a scene.
    const entry = (a.doc.getMap('scene').get('fighters') as Y.Map<Y.Map<unknown>>).get('F0')!;
    a.doc.transact(() => entry.set('position', 'nowhere'));
    await waitUntil(() => a.stateless.length === 1, 5000, 'the notice');
    expect(JSON.parse(a.stateless[0])).toEqual({
      type: 'went-back',
      entries: [{ kind: 'fighter', id: 'F0', problem: 'position: Invalid input: expected tuple, received string' }],
    });
    await waitUntil(() => sameScene(a.scene(), before), 5000, 'F0 back on a');
    // Two bases overlapping: valid fields, invalid table.
    a.edit(moveFighter('F1', position(before, 'F0')));
    await waitUntil(() => a.stateless.length === 2, 5000, 'the second notice');
    expect(JSON.parse(a.stateless[1]).entries[0].problem).toMatch(/bases of "F\d" and "F\d" overlap/);
    await waitUntil(() => sameScene(a.scene(), before), 5000, 'F1 back on a');
    expect(a.closeReasons).toEqual([]);
    expect(b.stateless).toEqual([]);
    expect(server.counts.wentBack - wentBackBefore).toBe(2);
    // Bytes that are no Yjs update at all: refused whole, the sender's socket closed.
    const rejectedBefore = server.rejectedUpdates;
    const d = await join2(room);
    const enc = encoding.createEncoder();
    encoding.writeVarString(enc, room.room);
    encoding.writeVarUint(enc, 0);
    encoding.writeVarUint(enc, 2);
    encoding.writeVarUint8Array(enc, new Uint8Array([7, 7, 7, 7, 7, 7]));
    d.socket.send(encoding.toUint8Array(enc));
    await waitUntil(() => d.closeReasons.some((r) => r.startsWith('invalid-update')), 5000, 'the refusal');
    expect(server.rejectedUpdates - rejectedBefore).toBe(1);
    // The other player has the table as it was; so has a newcomer, and the database.
    await waitUntil(() => sameScene(b.scene(), before), 5000, 'b');
    const e = await join2(room);
    expect(e.scene()).toEqual(before);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, server.store.load(room.room)!);
    expect(parseScene(readSceneJson(stored))).toEqual(before);
  });

  it('rate-limits a connection that floods, and the flooding client loses nothing after it reconnects', async () => {
    const limited = new LiveServer({
      host: '127.0.0.1',
      port: 0,
      dataPath: tempData(),
      limits: { messages: { burst: 20, perSecond: 10 } },
    });
    const { port } = await limited.start();
    try {
      const room = await createRoom(`http://127.0.0.1:${port}`, loadScene(2));
      const a = await TestClient.join(`ws://127.0.0.1:${port}`, room);
      for (let k = 1; k <= 60; k++) a.edit(moveFighter('F0', [20 + k * 0.1, 40]));
      await waitUntil(() => a.closeReasons.includes('rate-limited'), 5000, 'the limit');
      expect(limited.rateLimitedMessages).toBeGreaterThan(0);
      a.close();
      // Rejoining with the same document resends what the server has not got.
      const again = new TestClient(`ws://127.0.0.1:${port}`, room);
      Y.applyUpdate(again.doc, Y.encodeStateAsUpdate(a.doc));
      await withTimeout(again.joined, 10_000, 'rejoin');
      await again.flushed();
      const check = await TestClient.join(`ws://127.0.0.1:${port}`, room);
      expect(position(check.scene(), 'F0')).toEqual([26, 40]);
      again.close();
      check.close();
    } finally {
      await limited.stop();
    }
  });
});

describe('the built app, served by the table server', () => {
  it('serves the app folder at "/" and nothing outside it', async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'mire-live-app-'));
    dirs.push(appDir);
    writeFileSync(join(appDir, 'index.html'), '<title>Mire</title>');
    writeFileSync(join(dirname(appDir), 'mire-live-secret.txt'), 'secret');
    const withApp = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: tempData(), appDir });
    const { port } = await withApp.start();
    try {
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.headers.get('content-type')).toContain('text/html');
      expect(await home.text()).toBe('<title>Mire</title>');
      const status = (path: string) =>
        new Promise<number>((res, rej) =>
          httpGet({ host: '127.0.0.1', port, path }, (r) => (r.resume(), res(r.statusCode ?? 0))).on('error', rej),
        );
      expect(await status('/%2e%2e/mire-live-secret.txt')).toBe(404);
      expect(await status('/../mire-live-secret.txt')).toBe(404);
      expect(await status('/missing.js')).toBe(404);
      expect(((await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { ok: boolean }).ok).toBe(true);
    } finally {
      await withApp.stop();
      rmSync(join(dirname(appDir), 'mire-live-secret.txt'), { force: true });
    }
  });
});

describe('live table server process', () => {
  it('killed (SIGKILL) and restarted on the same file, it has every acknowledged move', async () => {
    const data = tempData();
    let proc = await ServerProcess.start(data);
    try {
      const room = await createRoom(proc.httpUrl, loadScene(3));
      const a = await TestClient.join(proc.wsUrl, room);
      for (let k = 1; k <= 30; k++) a.edit(moveFighter('F2', [180 + k * 0.5, 40]));
      await a.flushed();
      const expected = a.scene();
      a.close();
      await proc.kill('SIGKILL');
      proc = await ServerProcess.start(data);
      const b = await TestClient.join(proc.wsUrl, room);
      expect(b.scene()).toEqual(expected);
      expect(position(b.scene(), 'F2')).toEqual([195, 40]);
      b.close();
    } finally {
      await proc.kill();
    }
  });

  it('load: 20 clients, 100 moves each, every move arrives and the heap stays steady', async () => {
    const proc = await ServerProcess.start(tempData());
    try {
      const figures = await runLoad(proc, { clients: 20, moves: 100, movesPerSecond: 10 }, (line) =>
        console.log(JSON.stringify({ test: 'live-load', ...line })),
      );
      expect(figures.sent).toBe(2000);
      expect(figures.received).toBe(2000);
      expect(figures.lost).toBe(0);
      expect(figures.rejectedUpdates).toBe(0);
      expect(figures.rateLimitedMessages).toBe(0);
      // Steady: the second half of the run does not keep what the first half sent.
      expect(figures.heapAfterSecondHalfMB).toBeLessThan(figures.heapAfterFirstHalfMB * 1.5 + 8);
    } finally {
      await proc.kill('SIGTERM');
    }
  }, 150_000);
});

describe('serve settings', () => {
  it('reads flags before MIRE_* variables, and names a bad value', () => {
    const r = readConfig(['--port', '9000', '--data=/tmp/x.sqlite'], { MIRE_PORT: '1', MIRE_HOST: '0.0.0.0' });
    expect(r).toMatchObject({ ok: true, options: { host: '0.0.0.0', port: 9000, dataPath: '/tmp/x.sqlite' } });
    expect(readConfig(['--app', '/srv/mire'], {})).toMatchObject({ ok: true, options: { appDir: '/srv/mire' } });
    expect(readConfig([], { MIRE_PORT: 'abc' })).toEqual({
      ok: false,
      problem: 'port: "abc" is not a port number (0-65535)',
    });
    expect(readConfig(['--verbose'], {})).toMatchObject({
      ok: false,
      problem: expect.stringContaining('unknown argument "--verbose"'),
    });
    const d = readConfig([], {});
    expect(d.ok && d.options.host).toBe('127.0.0.1');
  });
});
