// When each step of a live change happened on this device, for the browser-to-browser bench and
// the end-to-end test: a short ring of stamps on a clock all pages of one machine share
// (performance.timeOrigin + performance.now(), ms since the epoch, sub-millisecond).
import { setProbe } from '../state/probe';

/**
 * commit: this player's change reached the store; sent: its Y update left for the server;
 * received: another player's update was applied to the doc; stored: the store shows it;
 * dragSent: this player's drag went out (awareness); dragSeen: another player's drag came in.
 */
export type TraceKind = 'commit' | 'sent' | 'received' | 'stored' | 'dragSent' | 'dragSeen';
/** `seq` counts every stamp made, so a reader can ask for those after the last it saw. */
export type TraceStamp = { kind: TraceKind; atMs: number; seq: number };

const KEEP = 400;

export class LiveTrace {
  private readonly stamps: TraceStamp[] = [];
  private seq = 0;
  private readonly unprobe: () => void;

  constructor() {
    this.unprobe = setProbe('live-trace', () => this.stamps.slice());
  }

  static now(): number {
    return performance.timeOrigin + performance.now();
  }

  mark(kind: TraceKind): void {
    this.stamps.push({ kind, atMs: LiveTrace.now(), seq: ++this.seq });
    if (this.stamps.length > KEEP) this.stamps.splice(0, KEEP / 2);
  }

  close(): void {
    this.unprobe();
  }
}
