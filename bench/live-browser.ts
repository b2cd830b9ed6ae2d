// Browser to browser on the live table: two Chromium contexts (two players) on one table server
// over loopback. Player A drags a fighter (Edit tool) N times; for each drop, the time from A's
// store taking the move to B's screen drawing it, split into steps from each page's trace
// (src/app/live/live-trace.ts; both pages share the machine's clock). Prints JSON lines.
//   npm run bench -- live-browser        (MIRE_LIVE_MOVES=30 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LiveServer } from '../src/server/live-server';
import { type App, project, sceneOf, settle, startApp, waitReady } from '../tests/e2e/harness';
import { TestClient } from '../tests/live-clients';

type Emit = (line: Record<string, unknown>) => void;
type Stamp = { kind: 'commit' | 'sent' | 'received' | 'stored' | 'dragSent' | 'dragSeen'; atMs: number; seq: number };
type Xy = [number, number];

/** One drop, ms between the steps (NaN where a step was not seen). */
export type MoveTiming = {
  /** A's first drag step out (awareness) to B's receiving it: the ghost's way (B then draws it). */
  dragToGhostMs: number;
  commitToSentMs: number;
  sentToReceivedMs: number;
  /** Of which: A's update to a third client in the bench's own process (the server's forwarding, loopback). */
  sentToWatcherMs: number;
  receivedToStoredMs: number;
  /** B: from its store taking the move to the start of the frame that shows it (React, then the next animation frame). */
  storedToFrameMs: number;
  /** B: that frame's own drawing (three.js render call, software WebGL here). */
  frameMs: number;
  commitToDrawnMs: number;
  /** For comparison, A's own screen: from the drop's commit to the end of A's frame showing it. */
  ownCommitToDrawnMs: number;
  /** B's frames while A dragged (the ghost moving), each: what a change arriving then may wait for. */
  ghostFrameMs: number;
  /** B was drawing a frame (the ghost of A's drag) when A's change left: how long until that frame ended, else 0. */
  receiverBusyAtSendMs: number;
};

const quantile = (xs: number[], q: number) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const r1 = (v: number) => Math.round(v * 10) / 10;

function trace(page: Page): Promise<Stamp[]> {
  return page.evaluate(
    () =>
      ((window as unknown as { __mire: { probe: (n: string) => unknown } }).__mire.probe('live-trace') as
        Stamp[] | null) ?? [],
  );
}

/** When `page` began (useFrame) and ended drawing its frames, on the shared clock. */
function framesAt(page: Page): Promise<{ begun: number[]; drawn: number[] }> {
  return page.evaluate(() => {
    const m = (window as unknown as { __mire: { frames: () => number[]; drawn: () => number[] } }).__mire;
    return {
      begun: m.frames().map((t) => performance.timeOrigin + t),
      drawn: m.drawn().map((t) => performance.timeOrigin + t),
    };
  });
}

/** If `page` was inside a frame at time t, how long that frame went on after t; else 0. */
function busyAt(f: { begun: number[]; drawn: number[] }, t: number): number {
  const k = f.begun.findLastIndex((x) => x <= t);
  const end = k >= 0 ? f.drawn.find((x) => x >= f.begun[k]) : undefined;
  return end !== undefined && end > t ? end - t : 0;
}

/** The median length of the frames `page` began between t0 and t1 (NaN if none). */
function medianFrame(f: { begun: number[]; drawn: number[] }, t0: number, t1: number): number {
  const lens: number[] = [];
  f.begun.forEach((b) => {
    const end = f.drawn.find((x) => x >= b);
    if (b >= t0 && b <= t1 && end !== undefined) lens.push(end - b);
  });
  return quantile(lens, 0.5);
}

const rebuildsOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __mire: { rebuilds: () => number } }).__mire.rebuilds());

/** Press on the base of `id` (behind its figure), move by (dx, dy) mm in a few steps; not yet released. */
export async function dragHeld(page: Page, id: string, dxMm: number, dyMm: number): Promise<void> {
  const f = (await sceneOf(page)).fighters.find((x) => x.id === id)!;
  const rad = (f.facing * Math.PI) / 180;
  const bx = f.position[0] - Math.cos(rad) * 8;
  const by = f.position[1] - Math.sin(rad) * 8;
  const p0 = await project(page, bx, by, 4);
  const p1 = await project(page, bx + dxMm, by + dyMm, 4);
  await page.mouse.move(p0.x, p0.y);
  await page.mouse.down();
  await page.mouse.move(p1.x, p1.y, { steps: 4 });
  await settle(page, 30);
}

async function waitPosition(page: Page, id: string, xy: Xy): Promise<void> {
  await page.waitForFunction(
    ([fid, x, y]) => {
      const f = (window as unknown as { __mire: { scene: () => { fighters: { id: string; position: Xy }[] } } }).__mire
        .scene()
        .fighters.find((g) => g.id === fid);
      return !!f && Math.abs(f.position[0] - x) < 0.01 && Math.abs(f.position[1] - y) < 0.01;
    },
    [id, xy[0], xy[1]] as const,
    { timeout: 30_000, polling: 5 },
  );
}

/** Two players on one room: A made it, B opened its link. */
export async function twoPlayers(
  app: App,
  serverUrl: string,
): Promise<{ a: Page; b: Page; link: string; close: () => Promise<void> }> {
  const a = app.page;
  await a.click('[data-testid="live-open"]');
  await a.fill('[data-testid="live-server"]', serverUrl);
  await a.click('[data-testid="live-start"]');
  await a.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 60_000 });
  const link = await a.inputValue('[data-testid="live-link"]');
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 760 } });
  await ctx.addInitScript(() => localStorage.setItem('mire.help.seen.v1', '1'));
  const b = await ctx.newPage();
  await b.goto(link);
  await waitReady(b);
  await b.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 60_000 });
  return { a, b, link, close: () => ctx.close() };
}

/** Drop `id` `moves` times on A (±dx in turn) and time each drop's way to B's screen. */
export async function timeMoves(
  a: Page,
  b: Page,
  id: string,
  moves: number,
  watcher: number[],
  dxMm = 40,
): Promise<MoveTiming[]> {
  const out: MoveTiming[] = [];
  for (let i = 0; i < moves; i++) {
    const lastSeq = (s: Stamp[]) => s.at(-1)?.seq ?? 0;
    const [na, nb] = [lastSeq(await trace(a)), lastSeq(await trace(b))];
    await dragHeld(a, id, i % 2 === 0 ? dxMm : -dxMm, 0);
    await a.mouse.up();
    const target = (await sceneOf(a)).fighters.find((f) => f.id === id)!.position;
    await waitPosition(b, id, target);
    const ta = (await trace(a)).filter((x) => x.seq > na);
    const tb = (await trace(b)).filter((x) => x.seq > nb);
    const at = (s: Stamp[], k: Stamp['kind']) => s.find((x) => x.kind === k)?.atMs ?? NaN;
    const stored = at(tb, 'stored');
    const commit = at(ta, 'commit');
    // The first frame each page began after its store took the move, and when it was drawn.
    const frameAfter = async (page: Page, t: number) => {
      const t0 = Date.now();
      for (;;) {
        const f = await framesAt(page);
        const k = f.begun.findIndex((x) => x >= t);
        const drawn = k >= 0 ? f.drawn.find((x) => x >= f.begun[k]) : undefined;
        if (drawn !== undefined) return { begun: f.begun[k], drawn };
        if (Date.now() - t0 > 10_000) return { begun: NaN, drawn: NaN };
        await page.waitForTimeout(5);
      }
    };
    const fb = await frameAfter(b, stored);
    const fBefore = await framesAt(b);
    const fa = await frameAfter(a, commit);
    const sent = at(ta, 'sent');
    const received = at(tb, 'received');
    out.push({
      dragToGhostMs: at(tb, 'dragSeen') - at(ta, 'dragSent'),
      commitToSentMs: sent - commit,
      sentToReceivedMs: received - sent,
      sentToWatcherMs: (watcher.find((t) => t >= commit) ?? NaN) - sent,
      receivedToStoredMs: stored - received,
      storedToFrameMs: fb.begun - stored,
      frameMs: fb.drawn - fb.begun,
      commitToDrawnMs: fb.drawn - commit,
      ownCommitToDrawnMs: fa.drawn - commit,
      receiverBusyAtSendMs: busyAt(fBefore, sent),
      ghostFrameMs: medianFrame(fBefore, at(ta, 'dragSent'), commit),
    });
    await settle(a, 50);
  }
  return out;
}

export function summary(timings: MoveTiming[]): Record<string, number> {
  const out: Record<string, number> = { moves: timings.length };
  for (const key of Object.keys(timings[0] ?? {}) as (keyof MoveTiming)[]) {
    const xs = timings.map((t) => t[key]);
    out[`${key.replace(/Ms$/, '')}MedianMs`] = r1(quantile(xs, 0.5));
    out[`${key.replace(/Ms$/, '')}P95Ms`] = r1(quantile(xs, 0.95));
  }
  return out;
}

export async function run(emit: Emit): Promise<void> {
  const moves = Number(process.env.MIRE_LIVE_MOVES ?? 30);
  const dir = mkdtempSync(join(tmpdir(), 'mire-live-bench-'));
  const server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(dir, 'live.sqlite') });
  const serverUrl = `ws://127.0.0.1:${(await server.start()).port}`;
  let app: App | null = null;
  try {
    app = await startApp();
    await app.open();
    const { a, b, link, close } = await twoPlayers(app, serverUrl);
    // A third client here, beside the server: when the server forwarded each update (same clock).
    const url = new URL(link);
    const watcher = await TestClient.join(serverUrl, {
      room: url.searchParams.get('room')!,
      token: new URLSearchParams(url.hash.slice(1)).get('key')!,
    });
    const arrivals: number[] = [];
    watcher.doc.on('update', () => arrivals.push(performance.timeOrigin + performance.now()));
    await a.keyboard.press('e');
    const loadBefore = loadavg();
    const rebuilds0 = await rebuildsOf(b);
    const timings = await timeMoves(a, b, 'R8', moves, arrivals);
    emit({
      bench: 'live-browser',
      ...summary(timings),
      receiverWorldRebuilds: (await rebuildsOf(b)) - rebuilds0,
      loadAverage1m: r1(loadBefore[0]),
      loadAverage1mAfter: r1(loadavg()[0]),
      cores: cpus().length,
    });
    watcher.provider.destroy();
    watcher.socket.destroy();
    await close();
  } finally {
    await app?.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
