// One thread of `mire check` on a big table (check-threads.ts): it makes the World and the check
// pass from the scene, then takes blocks of sources from the board in turn and posts each
// block back: for --json its text as UTF-8 bytes, written by check-output.ts's PairJson; for the
// table its rows as columns (check-table.ts). The main thread puts out what one thread would have.
import { parentPort, workerData } from 'node:worker_threads';
import type { Scene } from '../../geometry/index';
import { type CheckPass, type CheckNames, World } from '../../geometry/index';
import { BlockBoard } from './block-board';
import { PairJson, checkJsonTail, checkTextTail } from './check-output';
import { CheckTable, type TableRows } from './check-table';
import type { Lang } from '../words';
import { TextChunks } from './text-chunks';

/** `mire check --json`, or the text table. */
export type CheckForm = 'json' | 'text';

/** What a thread is given when it starts. */
export type CheckWorkerData = {
  form: CheckForm;
  /** The table's language (its last lines are written here). */
  lang: Lang;
  /** The scene as the main thread read and checked it (plain data: a copy of it arrives). */
  scene: Scene;
  shared: SharedArrayBuffer;
  blocks: number;
  windowBlocks: number;
  /** Sources per block (the last block may hold fewer). */
  blockSources: number;
  /** This thread also sends the pass's names and what comes after the pairs. */
  sendsRest: boolean;
};

/** What a thread posts: the names and the text after the pairs (`after`), or a block in either form. */
export type CheckWorkerMessage =
  | { kind: 'rest'; names: CheckNames; after: string }
  | { kind: 'json'; block: number; bytes: Uint8Array }
  | { kind: 'rows'; block: number; rows: TableRows };

type Post = (m: CheckWorkerMessage, transfer: ArrayBuffer[]) => void;

/**
 * The block in hand as UTF-8, encoded chunk by chunk as TextChunks hands them on (a block is
 * megabytes: joined whole first, its thousands of pieces would cost as much again).
 */
class BlockBytes {
  private readonly encoder = new TextEncoder();
  private bytes = new Uint8Array(1 << 20);
  private used = 0;

  write(s: string): void {
    // At most 3 bytes of UTF-8 per UTF-16 unit.
    const need = this.used + 3 * s.length;
    if (need > this.bytes.length) {
      const more = new Uint8Array(Math.max(need, 2 * this.bytes.length));
      more.set(this.bytes.subarray(0, this.used));
      this.bytes = more;
    }
    this.used += this.encoder.encodeInto(s, this.bytes.subarray(this.used)).written;
  }

  /** The block's bytes (a buffer of their own, to transfer), and a fresh start. */
  take(): Uint8Array {
    const block = this.bytes.slice(0, this.used);
    this.used = 0;
    return block;
  }
}

/** Blocks of --json: one PairJson for the thread's blocks (its numbers' text kept from block to block). */
class JsonBlocks {
  private readonly bytes = new BlockBytes();
  private readonly out = new TextChunks({ out: () => {}, err: () => {}, write: (s) => this.bytes.write(s) });
  private readonly json = new PairJson(this.out);

  constructor(
    private readonly world: World,
    private readonly pass: CheckPass,
  ) {
    this.json.begin(pass.names);
  }

  post(block: number, first: number, end: number, post: Post): void {
    this.json.opensList = first === 0;
    this.world.checkSources(this.pass, first, end, {}, this.json);
    this.out.flush();
    const bytes = this.bytes.take();
    post({ kind: 'json', block, bytes }, [bytes.buffer as ArrayBuffer]);
  }
}

/** Blocks of the table: each block's rows as columns. */
class TableBlocks {
  private readonly table = new CheckTable();

  constructor(
    private readonly world: World,
    private readonly pass: CheckPass,
  ) {
    this.table.begin(pass.names);
  }

  post(block: number, first: number, end: number, post: Post): void {
    this.world.checkSources(this.pass, first, end, {}, this.table);
    const rows = this.table.takeRows();
    const columns = [
      rows.from,
      rows.to,
      rows.distanceMm,
      rows.flags,
      rows.verdicts,
      rows.visibleFraction,
      rows.blockersEnd,
      rows.pool,
    ];
    post(
      { kind: 'rows', block, rows },
      columns.map((c) => c.buffer as ArrayBuffer),
    );
  }
}

function work(data: CheckWorkerData, post: Post): void {
  const world = new World(data.scene);
  const pass = world.checkPass();
  if (data.sendsRest)
    post(
      {
        kind: 'rest',
        names: pass.names,
        after: data.form === 'json' ? checkJsonTail(pass.rest) : checkTextTail(pass.rest, data.lang),
      },
      [],
    );
  const blocks = data.form === 'json' ? new JsonBlocks(world, pass) : new TableBlocks(world, pass);
  const board = new BlockBoard(data.blocks, data.windowBlocks, data.shared);
  for (let block = board.take(); block !== undefined; block = board.take()) {
    const first = block * data.blockSources;
    blocks.post(block, first, Math.min(first + data.blockSources, pass.fighterCount), post);
  }
}

if (parentPort !== null) {
  const port = parentPort;
  work(workerData as CheckWorkerData, (m, transfer) => port.postMessage(m, transfer));
}
