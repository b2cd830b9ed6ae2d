// Long output handed on in chunks: `mire check` on a big table prints hundreds of megabytes, a few
// dozen short pieces per pair. The pieces are joined into one string a chunk at a time (the engine
// keeps them as a rope, flattened and encoded once when written), never into the whole answer.
import type { Io } from './io';

/** Characters gathered before each write. */
const CHUNK_CHARS = 1 << 16;

/** Text to io.write in chunks; without io.write, gathered and printed once by io.out. end() finishes the line. */
export class TextChunks {
  private chunk = '';
  /** The whole text, when only io.out can print it. */
  private readonly gathered: string[] = [];

  constructor(private readonly io: Io) {}

  add(s: string): void {
    this.chunk += s;
    if (this.chunk.length >= CHUNK_CHARS) this.flush();
  }

  /** io.backlog's answer: a promise when the writing should wait for the reader. */
  backlog(): Promise<void> | undefined {
    return this.io.backlog?.();
  }

  /** The last chunk, and the line's end. */
  end(): void {
    if (this.io.write === undefined) {
      this.gathered.push(this.chunk);
      this.io.out(this.gathered.join(''));
      return;
    }
    this.flush();
    this.io.write('\n');
  }

  /** Hands on what is gathered so far (end() does it too). */
  flush(): void {
    if (this.io.write !== undefined) this.io.write(this.chunk);
    else this.gathered.push(this.chunk);
    this.chunk = '';
  }
}
