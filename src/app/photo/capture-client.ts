// The page's side of the capture's worker (issue 35): one request at a time, each with its time
// bound. A worker past its bound is stopped and the next request starts a fresh one, which is
// given the last photo that fitted again first, so that the taps after a stall still work.
import {
  ANALYSE_TIME_LIMIT_MS,
  type CaptureReply,
  type CaptureRequest,
  FIT_TIME_LIMIT_MS,
  type PhotoRefusal,
} from './capture-protocol';

type Pending = { id: number; resolve: (r: CaptureReply) => void; timer: ReturnType<typeof setTimeout> };
type Ask =
  | { kind: 'analyse'; photo: Blob; table?: { widthMm: number; depthMm: number } }
  | Omit<Extract<CaptureRequest, { kind: 'fit-base' }>, 'id'>;

export class CaptureClient {
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  /** The last photo that fitted, sent again to a fresh worker. */
  private fitted: Extract<Ask, { kind: 'analyse' }> | null = null;
  /** Requests wait for the one before them: the worker answers one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly makeWorker: () => Worker) {}

  /** The photo's fit and layer, or why not; a fitting photo becomes the one taps are fitted on. */
  async analyse(photo: Blob, table?: { widthMm: number; depthMm: number }): Promise<CaptureReply> {
    const ask = { kind: 'analyse' as const, photo, table };
    const reply = await this.send(ask, ANALYSE_TIME_LIMIT_MS);
    if (reply.kind === 'fitted') this.fitted = ask;
    return reply;
  }

  /** A base's fit near a tap, on the last photo that fitted. */
  async fitBase(ask: Omit<Extract<CaptureRequest, { kind: 'fit-base' }>, 'id' | 'kind'>): Promise<CaptureReply> {
    return this.send({ kind: 'fit-base', ...ask }, FIT_TIME_LIMIT_MS);
  }

  /** Stops the worker and forgets the photo (the panel is closed). */
  dispose(): void {
    this.stop({ reason: 'no-photo' });
    this.fitted = null;
  }

  private send(ask: Ask, limitMs: number): Promise<CaptureReply> {
    const next = this.queue.then(() => this.sendNow(ask, limitMs));
    this.queue = next;
    return next;
  }

  /** A tap to a fresh worker (the last one stopped) goes after the photo it is fitted on. */
  private async sendNow(ask: Ask, limitMs: number): Promise<CaptureReply> {
    if (this.worker === null && ask.kind === 'fit-base' && this.fitted) {
      const again = await this.post(this.fitted, ANALYSE_TIME_LIMIT_MS);
      if (again.kind !== 'fitted') return again;
    }
    return this.post(ask, limitMs);
  }

  private post(ask: Ask, limitMs: number): Promise<CaptureReply> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<CaptureReply>((resolve) => {
      const timer = setTimeout(() => this.stop({ reason: 'too-slow', limitS: limitMs / 1000 }), limitMs);
      this.pending = { id, resolve, timer };
      worker.postMessage({ ...ask, id });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (e: MessageEvent<CaptureReply>) => this.settle(e.data);
    // A worker that fails to load or throws answers the request waiting on it rather than leaving it hanging.
    w.onerror = (e) => {
      e.preventDefault();
      this.stop({ reason: 'bad-request', field: 'worker', problem: e.message || 'stopped' });
    };
    this.worker = w;
    return w;
  }

  private settle(reply: CaptureReply): void {
    const p = this.pending;
    if (!p || p.id !== reply.id) return;
    clearTimeout(p.timer);
    this.pending = null;
    p.resolve(reply);
  }

  /** The worker stopped; the request waiting on it is answered with `why`, so that the queue moves on. */
  private stop(why: PhotoRefusal): void {
    const p = this.pending;
    this.pending = null;
    if (p) {
      clearTimeout(p.timer);
      p.resolve({ kind: 'photo-refused', id: p.id, refusal: why });
    }
    this.worker?.terminate();
    this.worker = null;
  }
}
