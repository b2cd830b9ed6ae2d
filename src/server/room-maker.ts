// New rooms' first states, made one at a time on a thread of their own (room-worker.ts) so that a
// 1,000-fighter table sent to `POST /rooms` never stops the rooms being played. A few bodies wait
// their turn; more are refused (the caller answers 503). A job that runs too long ends the thread,
// which starts afresh for the next one; so does a thread left idle for a few seconds (it holds
// tens of MB).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RoomJobResult } from './room-worker';

export type MadeRoom = { ok: true; state: Uint8Array } | { ok: false; problem: string };

/** Thrown when too many bodies already wait (the caller answers 503). */
export class RoomMakerBusy extends Error {}

/** tsx's `esm/api`, which the thread registers before it loads the TypeScript sources. */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }
  ).exports;
  return pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
}

export class RoomMaker {
  private worker: Worker | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly waiting = new Map<
    number,
    { resolve: (r: MadeRoom) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();

  constructor(
    private readonly maxWaiting = 4,
    private readonly jobMs = 20_000,
    private readonly idleMs = 5_000,
  ) {}

  make(body: string): Promise<MadeRoom> {
    if (this.waiting.size >= this.maxWaiting)
      return Promise.reject(new RoomMakerBusy('too many new tables being read; try again in a moment'));
    const worker = this.thread();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const id = this.nextId++;
    return new Promise<MadeRoom>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new Error(`reading the table took more than ${this.jobMs} ms`));
      }, this.jobMs);
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ id, body });
    });
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    this.fail(new Error('the server is stopping'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const source = new URL('./room-worker.ts', import.meta.url);
    const script = `import(${JSON.stringify(tsxEsmApi())}).then((t) => { t.register(); return import(${JSON.stringify(source.href)}); });`;
    // None of the process's node options (a thread would take a preloaded --import as its own).
    const worker = new Worker(script, { eval: true, execArgv: [] });
    worker.unref();
    worker.on('message', (r: RoomJobResult) => {
      const job = this.waiting.get(r.id);
      if (!job) return;
      this.waiting.delete(r.id);
      clearTimeout(job.timer);
      job.resolve(r.ok ? { ok: true, state: r.state } : { ok: false, problem: r.problem });
      if (this.waiting.size === 0) this.endWhenIdle(worker);
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  private endWhenIdle(worker: Worker): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker !== worker || this.waiting.size > 0) return;
      this.worker = null;
      void worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** End the thread and every job waiting on it. */
  private fail(e: Error): void {
    for (const job of this.waiting.values()) {
      clearTimeout(job.timer);
      job.reject(e);
    }
    this.waiting.clear();
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}
