// One thread of `mire check --json` on a big table (check-threads.ts): it makes the World and the
// check pass from the scene's text, then takes blocks of sources from the board in turn and posts
// each block's pairs back as UTF-8 bytes, written by check-output.ts's PairJson: the main thread
// writes the very bytes one thread would have written.
import { parentPort, workerData } from 'node:worker_threads';
import { parseSceneText } from '../../geometry/scene';
import { World } from '../../geometry/world';
import { BlockBoard } from './block-board';
import { PairJson, checkJsonTail } from './check-output';
import { TextChunks } from './text-chunks';

/** What a thread is given when it starts. */
export type CheckWorkerData = {
  sceneText: string;
  path: string;
  shared: SharedArrayBuffer;
  blocks: number;
  windowBlocks: number;
  /** Sources per block (the last block may hold fewer). */
  blockSources: number;
  /** This thread also sends what comes after the pairs. */
  sendsTail: boolean;
};

/** What a thread posts: a block's pairs, or the text after them. */
export type CheckWorkerMessage = { kind: 'block'; block: number; bytes: Uint8Array } | { kind: 'tail'; text: string };

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

function work(data: CheckWorkerData, post: (m: CheckWorkerMessage, transfer?: ArrayBuffer[]) => void): void {
  const world = new World(parseSceneText(data.sceneText, data.path));
  const pass = world.checkPass();
  if (data.sendsTail) post({ kind: 'tail', text: checkJsonTail(pass.rest) });
  const text = new BlockBytes();
  const out = new TextChunks({ out: () => {}, err: () => {}, write: (s) => text.write(s) });
  const json = new PairJson(out);
  json.begin(pass.names);
  const board = new BlockBoard(data.blocks, data.windowBlocks, data.shared);
  for (let block = board.take(); block !== undefined; block = board.take()) {
    const first = block * data.blockSources;
    json.opensList = first === 0;
    world.checkSources(pass, first, Math.min(first + data.blockSources, pass.fighterCount), {}, json);
    out.flush();
    const bytes = text.take();
    post({ kind: 'block', block, bytes }, [bytes.buffer as ArrayBuffer]);
  }
}

if (parentPort !== null) {
  const port = parentPort;
  work(workerData as CheckWorkerData, (m, transfer) => port.postMessage(m, transfer));
}
