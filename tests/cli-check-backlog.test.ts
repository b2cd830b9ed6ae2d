// `mire check` and a slow reader (Io.backlog): once stdout reports a backlog, nothing more is
// written until it has drained, in one thread and over threads, JSON and table; so the output
// held in memory stays a small part of the whole, and the bytes are the same.
import { describe, expect, it } from 'vitest';
import { randomScene } from '../bench/scenes';
import type { Scene } from '../geometry/scene';
import { World } from '../geometry/world';
import { writeCheckJson, writeCheckText } from '../src/cli/check-output';
import { writeCheckThreaded } from '../src/cli/check-threads';
import type { Io } from '../src/cli/io';

/** Unread output past which the reader reports a backlog. */
const BACKLOG_BYTES = 1 << 16;

/** A reader that drains only on the next turn of the event loop, and what the writer did meanwhile. */
class SlowReader {
  private readonly parts: Buffer[] = [];
  private unread = 0;
  private draining: Promise<void> | undefined;
  /** Writes made while a backlog was reported and not yet drained. */
  writesWhileBacklogged = 0;
  waits = 0;
  mostUnread = 0;

  readonly io: Io = {
    out: (s) => this.take(Buffer.from(`${s}\n`)),
    err: () => {},
    write: (s) => this.take(Buffer.from(s)),
    writeBytes: (b) => this.take(Buffer.from(b)),
    backlog: () => {
      if (this.draining !== undefined) return this.draining;
      if (this.unread <= BACKLOG_BYTES) return undefined;
      this.waits++;
      this.draining = new Promise<void>((resolve) =>
        setImmediate(() => {
          this.unread = 0;
          this.draining = undefined;
          resolve();
        }),
      );
      return this.draining;
    },
  };

  private take(b: Buffer): void {
    if (this.draining !== undefined) this.writesWhileBacklogged++;
    this.parts.push(b);
    this.unread += b.length;
    this.mostUnread = Math.max(this.mostUnread, this.unread);
  }

  get text(): string {
    return Buffer.concat(this.parts).toString('utf8');
  }

  get total(): number {
    return this.parts.reduce((n, b) => n + b.length, 0);
  }
}

/** What the io of one thread, with no backlog, is given. */
async function oneThread(scene: Scene, form: 'json' | 'text'): Promise<string> {
  const parts: string[] = [];
  const io: Io = { out: (s) => parts.push(`${s}\n`), err: () => {}, write: (s) => parts.push(s) };
  await (form === 'json' ? writeCheckJson : writeCheckText)(new World(scene), {}, io);
  return parts.join('');
}

describe('check waits for a slow reader', () => {
  const scene = randomScene(611, { fighters: 60, scenery: 12, table: { width: 1200, depth: 600 }, contactChance: 0.2 });
  const ways = [
    ['json', 'one thread'],
    ['text', 'one thread'],
    ['json', 'threads'],
    ['text', 'threads'],
  ] as const;

  it.each(ways)('%s in %s: nothing written while the backlog lasts, the same bytes', async (form, how) => {
    const reader = new SlowReader();
    if (how === 'one thread')
      await (form === 'json' ? writeCheckJson : writeCheckText)(new World(scene), {}, reader.io);
    else await writeCheckThreaded(form, scene, { threads: 2, blockSources: 2, blocks: 30, windowBlocks: 2 }, reader.io);
    expect(reader.text).toBe(await oneThread(scene, form));
    expect(reader.waits).toBeGreaterThan(2);
    expect(reader.writesWhileBacklogged).toBe(0);
    // Written between two looks at the reader: a source's pairs, 256 rows or a block, and a chunk.
    expect(reader.mostUnread).toBeLessThan(reader.total / 4);
  });
});
