// Issue 32, item 7, under attack on loopback: a peer acting as another player (their id, a wrong
// secret), moving the other side's fighters, filling the table with rulers and the log with rolls,
// forging dice, a name far too long; guessing join codes. Each probe is bounded in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveServer } from '../src/server/live-server';
import { OWN_SIDES_KEY, PLAY_LIMITS, PLAY_ROOTS, readPlay } from '../src/live/play-doc';
import { PLAY_RULES } from '../src/server/play-rules';
import { loadScene } from '../bench/live-load';
import { createRoom, moveFighter, type Room, TestClient, waitUntil, withTimeout } from './live-clients';

const dir = mkdtempSync(join(tmpdir(), 'mire-play-attack-'));
const server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(dir, 'live.sqlite') });
const clients: TestClient[] = [];
let ws = '';
let http = '';

afterAll(async () => {
  for (const c of clients) c.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ALICE = { id: 'alice-000000000', secret: 'alice-secret-0123456789' };
const BOB = { id: 'bob-00000000000', secret: 'bob-secret-0123456789ab' };

async function as(room: Room, who: { id: string; secret: string } | null): Promise<TestClient> {
  if (!ws) ws = `ws://127.0.0.1:${(await server.start()).port}`;
  const token = who ? `${room.token}.${who.id}.${who.secret}` : room.token;
  const c = new TestClient(ws, { room: room.room, token });
  clients.push(c);
  const outcome = await withTimeout(c.joined, 10_000, 'join');
  if (outcome.kind !== 'synced') throw new Error(`refused: ${outcome.reason}`);
  return c;
}

async function newRoom(): Promise<Room & { code: string }> {
  if (!ws) ws = `ws://127.0.0.1:${(await server.start()).port}`;
  http = ws.replace('ws', 'http');
  return (await createRoom(http, loadScene(4))) as Room & { code: string };
}

describe('a hostile peer on a live table with players', () => {
  it('cannot act as another player: their id with another secret is refused', async () => {
    const room = await newRoom();
    await as(room, ALICE);
    const forger = new TestClient(ws, { room: room.room, token: `${room.token}.${ALICE.id}.not-alice-secret-000` });
    clients.push(forger);
    expect(await withTimeout(forger.joined, 10_000, 'forger')).toMatchObject({ kind: 'refused' });
    const malformed = new TestClient(ws, { room: room.room, token: `${room.token}.x.y` });
    clients.push(malformed);
    expect(await withTimeout(malformed.joined, 10_000, 'malformed')).toMatchObject({ kind: 'refused' });
  });

  it('moves of the other side’s fighters go back on both devices; the mover is told', async () => {
    const room = await newRoom();
    const alice = await as(room, ALICE);
    const bob = await as(room, BOB);
    alice.doc.transact(() => {
      alice.doc.getMap(PLAY_ROOTS.seats).set('blue', ALICE.id);
      alice.doc.getMap(PLAY_ROOTS.seats).set(OWN_SIDES_KEY, true);
    });
    await alice.flushed();
    await waitUntil(() => readPlay(bob.doc, PLAY_RULES).ownSides, 10_000, 'setting on Bob');
    const f0 = alice.scene().fighters.find((f) => f.id === 'F0')!.position;
    bob.edit(moveFighter('F0', [f0[0] + 2, f0[1]]));
    await waitUntil(() => bob.stateless.length > 0, 10_000, 'went-back notice');
    expect(JSON.parse(bob.stateless[0])).toMatchObject({
      type: 'went-back',
      entries: [{ kind: 'fighter', id: 'F0', problem: 'side "blue" is played by another player' }],
    });
    await waitUntil(() => bob.scene().fighters.find((f) => f.id === 'F0')!.position[0] === f0[0], 10_000, 'put back');
    expect(alice.scene().fighters.find((f) => f.id === 'F0')!.position).toEqual(f0);
    // Bob takes Alice's seat: goes back.
    bob.doc.transact(() => bob.doc.getMap(PLAY_ROOTS.seats).set('blue', BOB.id));
    await waitUntil(
      () => readPlay(bob.doc, PLAY_RULES).seats.blue === ALICE.id && bob.stateless.length > 1,
      10_000,
      'seat back',
    );
  });

  it('too many rulers, forged dice, a long name: each goes back, the valid rest is kept', async () => {
    const room = await newRoom();
    const bob = await as(room, BOB);
    bob.doc.transact(() => {
      const marks = bob.doc.getMap(PLAY_ROOTS.marks);
      for (let i = 0; i < PLAY_LIMITS.marks + 10; i++)
        marks.set(`m${i}`, { kind: 'ring', center: [i, i], radiusMm: 100, by: BOB.id });
      const rolls = bob.doc.getMap(PLAY_ROOTS.rolls);
      rolls.set('ok', { seed: 5, dice: 2, results: PLAY_RULES.rollDice(5, 2), by: BOB.id, name: 'Bob', atMs: 1 });
      rolls.set('forged', { seed: 5, dice: 2, results: [6, 6], by: BOB.id, name: 'Bob', atMs: 2 });
      rolls.set('long', {
        seed: 6,
        dice: 1,
        results: PLAY_RULES.rollDice(6, 1),
        by: BOB.id,
        name: 'B'.repeat(5000),
        atMs: 3,
      });
    });
    await bob.flushed();
    await waitUntil(() => Object.keys(readPlay(bob.doc, PLAY_RULES).marks).length === 0, 10_000, 'marks back');
    const watcher = await as(room, null);
    const play = readPlay(watcher.doc, PLAY_RULES);
    // All 42 marks came in one update: over the bound, every new one goes back.
    expect(Object.keys(play.marks)).toHaveLength(0);
    const results = PLAY_RULES.rollDice(5, 2);
    expect(results).not.toEqual([6, 6]);
    expect(play.rolls.map((r) => r.key)).toEqual(['ok']);
    // A peer without a player id adds nothing.
    watcher.doc.transact(() =>
      watcher.doc.getMap(PLAY_ROOTS.marks).set('anon', { kind: 'ring', center: [0, 0], radiusMm: 5, by: '' }),
    );
    await watcher.flushed();
    await waitUntil(() => watcher.stateless.length > 0, 10_000, 'anon back');
    expect(readPlay(watcher.doc, PLAY_RULES).marks).toEqual({});
  });

  it('a join code opens its room; wrong codes are 404, and guessing is bounded per address (429)', async () => {
    const room = await newRoom();
    expect(room.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const typed = `${room.code.slice(0, 3).toLowerCase()}-${room.code.slice(3)}`;
    const hit = await fetch(`${http}/join/${typed}`);
    expect(hit.status).toBe(200);
    expect(await hit.json()).toEqual({ room: room.room, token: room.token });
    // A player who came by the link asks for the code with the room's token: the same code; a wrong token, none.
    const ask = (token: string) =>
      fetch(`${http}/code`, { method: 'POST', body: JSON.stringify({ room: room.room, token }) });
    const asked = await ask(room.token);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ code: room.code });
    const wrong = await ask(`${room.token.slice(0, -1)}x`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ error: 'unknown room or wrong token' });
    const statuses: number[] = [];
    // Asking counts as a try: 10 in all, 3 spent above.
    for (let i = 0; i < 12; i++) statuses.push((await fetch(`${http}/join/ZZZZZ${i}`)).status);
    expect(statuses.slice(0, 7).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
