// The live table's record under attack on loopback (issue 34): a peer that wipes the shared record,
// rewrites its start or pours invalid entries in is closed with `invalid-update`; the other player's
// record, the room's and a newcomer's stay as they were. A room made before the record was shared
// gets one, starting at its table, kept across a restart of the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { parseScene } from '../geometry/index';
import { LiveServer, hashToken } from '../src/server/live-server';
import { appendEntries, entriesOf, entryValues, recordOf, recordStartJson } from '../src/live/record-doc';
import { docFromScene } from '../src/live/scene-doc';
import { loadScene } from '../bench/live-load';
import { createRoom, TestClient, waitUntil } from './live-clients';

const dirs: string[] = [];
const servers: LiveServer[] = [];
const clients: TestClient[] = [];

afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) await s.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function startServer(dir?: string): Promise<{ server: LiveServer; ws: string; http: string; dir: string }> {
  const at = dir ?? mkdtempSync(join(tmpdir(), 'mire-live-record-'));
  if (!dir) dirs.push(at);
  const server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(at, 'live.sqlite'), storeDebounceMs: 0 });
  servers.push(server);
  const { port } = await server.start();
  return { server, ws: `ws://127.0.0.1:${port}`, http: `http://127.0.0.1:${port}`, dir: at };
}

async function player(ws: string, room: { room: string; token: string }): Promise<TestClient> {
  const c = await TestClient.join(ws, room);
  clients.push(c);
  return c;
}

const marker = (turn: number) => ({ type: 'turn', turn, activation: 0, by: { player: 'Anne', side: 'blue' } });

describe('a hostile peer against the live record', () => {
  it('wiping, rewriting the start and poisoning are each refused; the honest player’s record is untouched', async () => {
    const { ws, http } = await startServer();
    const scene = loadScene(4);
    const room = await createRoom(http, scene);
    const anne = await player(ws, room);
    expect(parseScene(recordStartJson(anne.doc), 'start')).toEqual(scene);
    appendEntries(
      anne.doc,
      Array.from({ length: 20 }, (_, i) => marker(i + 1)),
      'local',
    );
    await anne.flushed();
    const attacks: [string, (d: Y.Doc) => void][] = [
      ['wipe', (d) => entriesOf(d)!.delete(0, entriesOf(d)!.length)],
      ['start', (d) => recordOf(d).set('start', { ...scene, fighters: [] })],
      ['list', (d) => recordOf(d).set('entries', new Y.Array())],
      ['poison', (d) => entriesOf(d)!.push([{ type: 'move', turn: 9, activation: 0, mover: 'F0' }])],
      ['past', (d) => entriesOf(d)!.insert(0, [marker(1)])],
    ];
    for (const [what, attack] of attacks) {
      const mallory = await player(ws, room);
      await waitUntil(() => entryValues(mallory.doc).length === 20, 5000, `mallory synced (${what})`);
      mallory.doc.transact(() => attack(mallory.doc), 'local');
      await waitUntil(() => mallory.closeReasons.some((r) => r.startsWith('invalid-update')), 5000, what);
      mallory.close();
    }
    const newcomer = await player(ws, room);
    await waitUntil(() => entryValues(newcomer.doc).length === 20, 5000, 'newcomer synced');
    expect(entryValues(anne.doc)).toEqual(entryValues(newcomer.doc));
    expect(entryValues(newcomer.doc).filter((v) => (v as { type: string }).type === 'move')).toEqual([]);
    expect(parseScene(recordStartJson(newcomer.doc), 'start')).toEqual(scene);
    expect(anne.closeReasons).toEqual([]);
  });
});

describe('a room made before the record was shared', () => {
  it('gets a record starting at its table when first opened, the same one after a restart', async () => {
    const first = await startServer();
    const scene = loadScene(2);
    // A room as an older server made it: its table alone.
    const old = docFromScene(scene);
    const id = 'oldroom_oldroom_';
    const token = 'a-token-of-an-older-room';
    first.server.store.createRoom(id, hashToken(token), Y.encodeStateAsUpdate(old));
    const a = await player(first.ws, { room: id, token });
    await waitUntil(() => recordStartJson(a.doc) !== null, 5000, 'seeded');
    appendEntries(a.doc, [marker(1)], 'local');
    await a.flushed();
    a.close();
    await first.server.stop();
    const second = await startServer(first.dir);
    const b = await player(second.ws, { room: id, token });
    await waitUntil(() => entryValues(b.doc).length === 1, 5000, 'the entry kept');
    expect(parseScene(recordStartJson(b.doc), 'start')).toEqual(scene);
    expect(b.closeReasons).toEqual([]);
  });
});
