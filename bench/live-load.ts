// Load on the live table server over loopback: N players each move their own fighter M times at
// a steady pace, on a table of F fighters; one more client watches. Every move must reach the
// watcher (none lost), and the server's heap after the second half must stay near the first
// half's. Prints JSON lines, the last a `live-load` line: the server's CPU per update (from
// /proc) and its memory at idle once the players have left. With --baseline DIR, the same load
// runs first against the server in DIR (another checkout, e.g. `git archive` of the code before),
// so both figures come from one run on one machine.
//   npx tsx bench/live-load.ts --clients 50 --moves 400 --rate 20
//   npx tsx bench/live-load.ts --clients 2 --moves 50 --rate 10 --fighters 1000 --baseline /tmp/mire-before
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { parseScene, type Scene } from '../geometry/index';
import { createRoom, moveFighter, ServerProcess, TestClient, waitUntil } from '../tests/live-clients';

export type LoadOptions = { clients: number; moves: number; movesPerSecond: number; fighters?: number };
type Health = { heapUsedBytes: number; rssBytes: number; rejectedUpdates: number; rateLimitedMessages: number };
export type LoadFigures = {
  clients: number;
  movesEach: number;
  sent: number;
  received: number;
  lost: number;
  latencyMedianMs: number;
  latencyP95Ms: number;
  latencyMaxMs: number;
  durationS: number;
  heapAfterFirstHalfMB: number;
  heapAfterSecondHalfMB: number;
  rssMB: number;
  rejectedUpdates: number;
  rateLimitedMessages: number;
  /** The server process's CPU (user + system) while the moves were made and delivered, and per move. */
  serverCpuMs: number | null;
  cpuPerUpdateMs: number | null;
  /** The server's heap and resident memory with every player gone (after a collection). */
  idleHeapMB: number;
  idleRssMB: number;
};

const CELL_MM = 80;
const COLS = 10;

export function loadScene(clients: number): Scene {
  const rows = Math.ceil(clients / COLS);
  return parseScene({
    version: 1,
    table: { width: COLS * CELL_MM, depth: rows * CELL_MM },
    fighters: Array.from({ length: clients }, (_, i) => ({
      id: `F${i}`,
      side: i % 2 ? 'red' : 'blue',
      size: 2,
      mov: 10,
      base: { type: 'round', diameter: 25 },
      position: startOf(i),
    })),
  });
}

function startOf(i: number): [number, number] {
  return [(i % COLS) * CELL_MM + 20, Math.floor(i / COLS) * CELL_MM + CELL_MM / 2];
}

/** The k-th position of fighter i: 0.1 mm steps along x, all distinct, all inside its cell. */
function stepOf(i: number, k: number): [number, number] {
  const [x, y] = startOf(i);
  return [Math.round((x + k * 0.1) * 10) / 10, y];
}

const MB = 1 / (1 << 20);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function health(httpUrl: string): Promise<Health> {
  return (await (await fetch(`${httpUrl}/health`)).json()) as Health;
}

/** A process's CPU so far in ms (Linux /proc; null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of the line, counted from the state field here) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export async function runLoad(
  server: { wsUrl: string; httpUrl: string; pid?: number },
  opts: LoadOptions,
  log: (line: object) => void = () => undefined,
): Promise<LoadFigures> {
  const room = await createRoom(server.httpUrl, loadScene(Math.max(opts.clients, opts.fighters ?? 0)));
  const watcher = await TestClient.join(server.wsUrl, room);
  const players = await Promise.all(Array.from({ length: opts.clients }, () => TestClient.join(server.wsUrl, room)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  const fighters = watcher.doc.getMap('scene').get('fighters') as Y.Map<Y.Map<unknown>>;
  fighters.observeDeep((events) => {
    const now = performance.now();
    for (const ev of events) {
      if (!(ev instanceof Y.YMapEvent) || !ev.keysChanged.has('position')) continue;
      const id = String(ev.path[0]);
      const key = `${id}@${JSON.stringify((ev.target as Y.Map<unknown>).get('position'))}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const t0 = sentAt.get(key);
      if (t0 !== undefined) latencies.push(now - t0);
    }
  });
  const t0 = performance.now();
  const cpu0 = cpuMsOf(server.pid);
  const gapMs = 1000 / opts.movesPerSecond;
  const half = async (from: number, to: number) => {
    await Promise.all(
      players.map(async (p, i) => {
        for (let k = from; k < to; k++) {
          const pos = stepOf(i, k + 1);
          sentAt.set(`F${i}@${JSON.stringify(pos)}`, performance.now());
          p.edit(moveFighter(`F${i}`, pos));
          await new Promise((r) => setTimeout(r, gapMs));
        }
        await p.flushed(30_000);
      }),
    );
    await waitUntil(() => seen.size >= opts.clients * to, 30_000, 'every move at the watcher').catch(() => undefined);
    return health(server.httpUrl);
  };
  const mid = Math.floor(opts.moves / 2);
  const h1 = await half(0, mid);
  log({ phase: 'first half', movesEach: mid, received: seen.size, heapMB: +(h1.heapUsedBytes * MB).toFixed(1) });
  const h2 = await half(mid, opts.moves);
  const durationS = (performance.now() - t0) / 1000;
  const cpu1 = cpuMsOf(server.pid);
  const final = watcher.scene();
  for (const c of [watcher, ...players]) c.close();
  // Idle: the players gone, the room stored and unloaded, the new-room thread ended.
  await new Promise((r) => setTimeout(r, 8000));
  const idle = await health(server.httpUrl);
  const sent = opts.clients * opts.moves;
  const misplaced = final.fighters
    .slice(0, opts.clients)
    .filter((f, i) => JSON.stringify(f.position) !== JSON.stringify(stepOf(i, opts.moves))).length;
  const figures: LoadFigures = {
    clients: opts.clients,
    movesEach: opts.moves,
    sent,
    received: seen.size,
    lost: sent - seen.size + misplaced,
    latencyMedianMs: +quantile(latencies, 0.5).toFixed(1),
    latencyP95Ms: +quantile(latencies, 0.95).toFixed(1),
    latencyMaxMs: +Math.max(...latencies).toFixed(1),
    durationS: +durationS.toFixed(2),
    heapAfterFirstHalfMB: +(h1.heapUsedBytes * MB).toFixed(1),
    heapAfterSecondHalfMB: +(h2.heapUsedBytes * MB).toFixed(1),
    rssMB: +(h2.rssBytes * MB).toFixed(1),
    rejectedUpdates: h2.rejectedUpdates,
    rateLimitedMessages: h2.rateLimitedMessages,
    serverCpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    cpuPerUpdateMs: cpu0 === null || cpu1 === null ? null : +((cpu1 - cpu0) / sent).toFixed(2),
    idleHeapMB: +(idle.heapUsedBytes * MB).toFixed(1),
    idleRssMB: +(idle.rssBytes * MB).toFixed(1),
  };
  log({ phase: 'done', ...figures });
  return figures;
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** One load against the server in `root` (this checkout unless given), on a fresh data file. */
async function loadOnce(root: string | undefined, opts: LoadOptions, log: (l: object) => void): Promise<LoadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'mire-live-load-'));
  const server = await ServerProcess.start(join(dir, 'live.sqlite'), 0, root);
  try {
    return await runLoad(server, opts, log);
  } finally {
    await server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('live-load.ts')) {
  const opts: LoadOptions = {
    clients: flag('clients', 50),
    moves: flag('moves', 400),
    movesPerSecond: flag('rate', 20),
    fighters: flag('fighters', 0),
  };
  const b = process.argv.indexOf('--baseline');
  const runs: [string, string | undefined][] = [
    ...(b >= 0 ? [['baseline', process.argv[b + 1]] as [string, string]] : []),
    ['this', undefined],
  ];
  for (const [code, root] of runs) {
    const f = await loadOnce(root, opts, (l) => console.log(JSON.stringify({ code, ...l })));
    const fighters = Math.max(opts.clients, opts.fighters ?? 0);
    console.log(
      JSON.stringify({
        bench: 'live-load',
        code,
        fighters,
        clients: f.clients,
        moves: f.sent,
        lost: f.lost,
        cpuPerUpdateMs: f.cpuPerUpdateMs,
        serverCpuMs: f.serverCpuMs,
        latencyMedianMs: f.latencyMedianMs,
        latencyP95Ms: f.latencyP95Ms,
        idleHeapMB: f.idleHeapMB,
        idleRssMB: f.idleRssMB,
        durationS: f.durationS,
      }),
    );
  }
}
