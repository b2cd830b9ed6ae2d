// The main thread's side of `mire check` shared out between threads (check-threads.ts): the
// blocks come back in any order and are put out in order, each as soon as those before it are,
// once the pass's names and its last lines are in; the board then lets the threads run further
// ahead, but only as far as stdout has passed the blocks on (a slow reader holds the threads back,
// not memory). --json writes each block's bytes at once; the table gathers every row first (its
// columns are as wide as their widest cell) and is written at the end.
import type { CheckNames } from '../../geometry/index';
import type { BlockBoard } from './block-board';
import { CHECK_JSON_HEAD } from './check-output';
import type { Lang } from '../words';
import { CheckTable } from './check-table';
import type { CheckWorkerMessage } from './check-worker';
import type { Io } from './io';
import { TextChunks } from './text-chunks';

type Rest = Extract<CheckWorkerMessage, { kind: 'rest' }>;
type Block = Exclude<CheckWorkerMessage, Rest>;

/** What a form does with the pass, in order: its names and last lines, each block, then the end. */
interface FormOutput {
  rest(m: Rest): void;
  block(m: Block): void;
  finish(): Promise<void>;
}

/** --json: the head at once, each block's bytes in turn, the tail and the line's end. */
export class JsonOutput implements FormOutput {
  private after = '';

  constructor(private readonly io: Required<Io>) {
    io.write(CHECK_JSON_HEAD);
  }

  rest(m: Rest): void {
    this.after = m.after;
  }

  block(m: Block): void {
    if (m.kind !== 'json') throw new Error(`check: a block of ${m.kind} where JSON was asked`);
    this.io.writeBytes(m.bytes);
  }

  async finish(): Promise<void> {
    this.io.write(`${this.after}\n`);
  }
}

/** The table: every block's rows gathered, then the table written whole, then the last lines. */
export class TableOutput implements FormOutput {
  private readonly table: CheckTable;
  private after = '';

  constructor(
    private readonly io: Io & { write: (s: string) => void },
    lang: Lang = 'en',
    ragnarok = false,
  ) {
    this.table = new CheckTable(lang, ragnarok);
  }

  rest(m: Rest): void {
    this.table.begin(m.names as CheckNames);
    this.after = m.after;
  }

  block(m: Block): void {
    if (m.kind !== 'rows') throw new Error(`check: a block of ${m.kind} where the table was asked`);
    this.table.appendRows(m.rows);
  }

  async finish(): Promise<void> {
    const out = new TextChunks(this.io);
    await this.table.write(out);
    out.end();
    this.io.write(this.after);
  }
}

/** The threads' messages put out in order through a form's output; `done` once all are out. */
export class InOrder {
  readonly done: Promise<void>;
  private readonly waiting = new Map<number, Block>();
  private next = 0;
  private restIn = false;
  /** Waiting for the reader: blocks stay waiting, and the threads no further ahead, until it ends. */
  private paused = false;
  private finishing = false;
  private resolve: () => void = () => {};
  private reject: (e: unknown) => void = () => {};

  constructor(
    private readonly board: BlockBoard,
    private readonly output: FormOutput,
    private readonly io: Io,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /** Takes a thread's message. */
  take(m: CheckWorkerMessage): void {
    try {
      if (m.kind === 'rest') {
        this.output.rest(m);
        this.restIn = true;
      } else this.waiting.set(m.block, m);
      this.pump();
    } catch (e) {
      this.reject(e);
    }
  }

  /** Every block and the rest have come (written or waiting): the threads owe nothing more. */
  get complete(): boolean {
    return this.restIn && this.next + this.waiting.size === this.board.blocks;
  }

  /** The waiting blocks that come next put out, until one is missing or the reader lags. */
  private pump(): void {
    if (!this.restIn || this.paused) return;
    for (let block = this.waiting.get(this.next); block !== undefined; block = this.waiting.get(this.next)) {
      this.output.block(block);
      this.waiting.delete(this.next++);
      const backlog = this.io.backlog?.();
      if (backlog !== undefined) {
        this.paused = true;
        backlog.then(() => this.resume(), this.reject);
        return;
      }
    }
    this.board.writtenUpTo(this.next);
    if (this.next < this.board.blocks || this.finishing) return;
    this.finishing = true;
    this.output.finish().then(this.resolve, this.reject);
  }

  private resume(): void {
    this.paused = false;
    try {
      this.pump();
    } catch (e) {
      this.reject(e);
    }
  }
}
