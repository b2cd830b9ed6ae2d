// The main thread's side of `mire check` shared out between threads (check-threads.ts): the
// blocks come back in any order and are put out in order, each as soon as those before it are,
// once the pass's names and its last lines are in; the board then lets the threads run further
// ahead. --json writes each block's bytes at once; the table gathers every row first (its columns
// are as wide as their widest cell) and is written at the end.
import type { CheckNames } from '../../geometry/world';
import type { BlockBoard } from './block-board';
import { CHECK_JSON_HEAD } from './check-output';
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
  finish(): void;
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

  finish(): void {
    this.io.write(`${this.after}\n`);
  }
}

/** The table: every block's rows gathered, then the table written whole, then the last lines. */
export class TableOutput implements FormOutput {
  private readonly table = new CheckTable();
  private after = '';

  constructor(private readonly io: Io & { write: (s: string) => void }) {}

  rest(m: Rest): void {
    this.table.begin(m.names as CheckNames);
    this.after = m.after;
  }

  block(m: Block): void {
    if (m.kind !== 'rows') throw new Error(`check: a block of ${m.kind} where the table was asked`);
    this.table.appendRows(m.rows);
  }

  finish(): void {
    const out = new TextChunks(this.io);
    this.table.write(out);
    out.end();
    this.io.write(this.after);
  }
}

/** The threads' messages put out in order through a form's output. */
export class InOrder {
  private readonly waiting = new Map<number, Block>();
  private next = 0;
  private restIn = false;

  constructor(
    private readonly board: BlockBoard,
    private readonly output: FormOutput,
  ) {}

  /** Takes a thread's message; true once every block is put out and the output finished. */
  take(m: CheckWorkerMessage): boolean {
    if (m.kind === 'rest') {
      this.output.rest(m);
      this.restIn = true;
    } else this.waiting.set(m.block, m);
    if (!this.restIn) return false;
    const before = this.next;
    for (let block = this.waiting.get(this.next); block !== undefined; block = this.waiting.get(this.next)) {
      this.output.block(block);
      this.waiting.delete(this.next++);
    }
    if (this.next > before) this.board.writtenUpTo(this.next);
    if (this.next < this.board.blocks) return false;
    this.output.finish();
    return true;
  }
}
