// Where the threads of `mire check` on a big table meet (check-threads.ts): the blocks of sources
// are taken in order, one at a time, by whichever thread is free; the main thread writes them out
// in order. A thread may not run more than `windowBlocks` ahead of the writing, so the blocks
// waiting to be written (held in memory) stay few however slow the reader of stdout is.

/** The board's two counters, in one shared Int32Array. */
const NEXT = 0;
const WRITTEN = 1;

export class BlockBoard {
  private readonly counters: Int32Array;

  /** A new board (main thread), or one over the counters another thread made (`shared`). */
  constructor(
    readonly blocks: number,
    readonly windowBlocks: number,
    shared: SharedArrayBuffer = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT),
  ) {
    this.counters = new Int32Array(shared);
  }

  /** The memory the threads share, to hand to a worker. */
  get shared(): SharedArrayBuffer {
    return this.counters.buffer as SharedArrayBuffer;
  }

  /**
   * The next block nobody has taken (undefined: none left), once it is within the window of the
   * writing: a worker's thread sleeps here until then. Each block is taken exactly once.
   */
  take(): number | undefined {
    const block = Atomics.add(this.counters, NEXT, 1);
    if (block >= this.blocks) return undefined;
    for (;;) {
      const written = Atomics.load(this.counters, WRITTEN);
      if (block < written + this.windowBlocks) return block;
      Atomics.wait(this.counters, WRITTEN, written);
    }
  }

  /** The main thread has written the blocks before `count`: the threads waiting on them go on. */
  writtenUpTo(count: number): void {
    Atomics.store(this.counters, WRITTEN, count);
    Atomics.notify(this.counters, WRITTEN);
  }
}
