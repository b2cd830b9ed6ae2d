// `mire check` shared out between threads (src/cli/check-threads.ts): the same bytes as one thread
// writes, in JSON and as the table, whatever the threads, the blocks and the order they finish in; the plan read from
// MIRE_CHECK_THREADS; a thread that fails is an error, not a hang. Run from the sources, the
// threads load the TypeScript through tsx (the compiled threads: tests/cli-build.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Scene } from '../geometry/scene';
import { World } from '../geometry/world';
import { writeCheckText } from '../src/cli/check-output';
import { BlockBoard } from '../src/cli/block-board';
import {
  THREADS_SETTING,
  type ThreadPlan,
  canShareOut,
  threadPlan,
  writeCheckThreaded,
} from '../src/cli/check-threads';
import { type Io, UsageError, jsonLine } from '../src/cli/io';
import { main } from '../src/cli/main';
import { oddScene } from './support/odd-ids';

const TABLE = { fighters: 24, table: { width: 700, depth: 450 } };

/** An io taking text and bytes as the CLI's does, and what it was given, as one text; how many lines and byte runs. */
function capture(): { io: Io; text: () => string; byteWrites: () => number; lines: () => number } {
  const parts: Buffer[] = [];
  let byteWrites = 0;
  let lines = 0;
  const io: Io = {
    out: (s) => {
      lines++;
      parts.push(Buffer.from(`${s}\n`));
    },
    err: () => {},
    write: (s) => parts.push(Buffer.from(s)),
    writeBytes: (b) => {
      byteWrites++;
      parts.push(Buffer.from(b));
    },
  };
  return { io, text: () => Buffer.concat(parts).toString('utf8'), byteWrites: () => byteWrites, lines: () => lines };
}

const dir = mkdtempSync(join(tmpdir(), 'mire-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sceneFile(scene: Scene, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(scene));
  return path;
}

describe('the plan (MIRE_CHECK_THREADS)', () => {
  it('unset: one thread below 500 fighters or on one core; else up to 4 threads, the blocks covering every source', () => {
    expect(threadPlan(499, undefined, 8)).toBeUndefined();
    expect(threadPlan(1000, undefined, 1)).toBeUndefined();
    for (const [fighters, cores, threads] of [
      [500, 2, 2],
      [1000, 2, 2],
      [1000, 16, 4],
      [750, 3, 3],
    ] as const) {
      const plan = threadPlan(fighters, '', cores) as ThreadPlan;
      expect(plan.threads).toBe(threads);
      expect(plan.blocks * plan.blockSources).toBeGreaterThanOrEqual(fighters);
      expect((plan.blocks - 1) * plan.blockSources).toBeLessThan(fighters);
      expect(plan.blocks).toBeGreaterThanOrEqual(plan.threads);
      expect(plan.windowBlocks).toBeGreaterThanOrEqual(1);
    }
  });

  it('set: that many threads whatever the table (1: one thread); anything but a whole number from 1 to 64 is an error naming the setting', () => {
    expect(threadPlan(1000, '1', 8)).toBeUndefined();
    expect(threadPlan(5, '3', 1)).toMatchObject({ threads: 3, blockSources: 1, blocks: 5 });
    expect(threadPlan(1, '3', 4)).toBeUndefined();
    for (const bad of ['0', '-2', '2.5', 'two', '65', ' ']) {
      expect(() => threadPlan(1000, bad, 4)).toThrow(UsageError);
      expect(() => threadPlan(1000, bad, 4)).toThrow(
        `${THREADS_SETTING}: expected a whole number of threads from 1 to 64, got ${JSON.stringify(bad)}`,
      );
    }
  });
});

describe('the block board', () => {
  it('hands each block out once, in order, then none', () => {
    const board = new BlockBoard(5, 5);
    expect([board.take(), board.take(), board.take(), board.take(), board.take(), board.take()]).toEqual([
      0,
      1,
      2,
      3,
      4,
      undefined,
    ]);
    // A second face over the same memory (a thread's) sees the blocks taken.
    expect(new BlockBoard(5, 5, board.shared).take()).toBeUndefined();
  });
});

describe('check over threads', () => {
  it.each([
    [501, 'confede', 3, 1, 2],
    [502, 'ragnarok', 2, 2, 1],
    [503, 'c3', 4, 3, 3],
  ] as const)(
    'seed %i, %s, %i threads, %i sources a block, %i blocks ahead: the bytes of one thread, JSON and table',
    async (seed, ruleset, threads, blockSources, windowBlocks) => {
      const scene = oddScene(seed, ruleset, TABLE);
      const n = scene.fighters.length;
      const plan = { threads, blockSources, blocks: Math.ceil(n / blockSources), windowBlocks };
      const json = capture();
      await writeCheckThreaded('json', scene, plan, json.io);
      const result = new World(scene).check();
      expect(result.pairs.some((p) => p.blockers.length > 1) && result.melees.length > 0).toBe(true);
      expect(json.text()).toBe(`${jsonLine(result)}\n`);
      expect(json.byteWrites()).toBe(plan.blocks);
      const table = capture();
      await writeCheckThreaded('text', scene, plan, table.io);
      const single = capture();
      await writeCheckText(new World(scene), {}, single.io);
      expect(table.text()).toBe(single.text());
    },
  );

  it(`mire check with ${THREADS_SETTING}=3 goes through the threads and prints what one thread prints, JSON and table`, async () => {
    const scene = oddScene(504, 'confede', { ...TABLE, fighters: 30 });
    const path = sceneFile(scene, 'main.json');
    for (const args of [['--json'], []]) {
      const threaded = capture();
      expect(canShareOut(threaded.io, args.length > 0 ? 'json' : 'text')).toBe(true);
      process.env[THREADS_SETTING] = '3';
      expect(await main(['check', path, ...args], threaded.io)).toBe(0);
      // One thread writes the table's last lines with io.out, JSON as text; the threads write them as pieces, JSON as bytes.
      expect(threaded.lines()).toBe(0);
      if (args.length > 0) expect(threaded.byteWrites()).toBeGreaterThan(1);
      process.env[THREADS_SETTING] = '1';
      const single = capture();
      expect(await main(['check', path, ...args], single.io)).toBe(0);
      expect(single.byteWrites()).toBe(0);
      expect(single.lines()).toBe(args.length > 0 ? 0 : 3);
      expect(threaded.text()).toBe(single.text());
    }
  });

  it('--from and --to keep to one thread (a row or a column of pairs)', async () => {
    const scene = oddScene(505, 'confede', TABLE);
    const path = sceneFile(scene, 'filter.json');
    process.env[THREADS_SETTING] = '3';
    const c = capture();
    expect(await main(['check', path, '--json', '--from', scene.fighters[2].id], c.io)).toBe(0);
    expect(c.byteWrites()).toBe(0);
    expect(c.text()).toBe(`${jsonLine(new World(scene).check({ from: scene.fighters[2].id }))}\n`);
  });

  it('a thread that fails stops the pass with its error, without waiting for ever', async () => {
    const c = capture();
    // Not a scene (one the CLI would have refused): each thread's World fails on it.
    const broken = { ...oddScene(506, 'confede', TABLE), fighters: null } as unknown as Scene;
    await expect(
      writeCheckThreaded('json', broken, { threads: 2, blockSources: 1, blocks: 4, windowBlocks: 1 }, c.io),
    ).rejects.toThrow('scene.fighters is not iterable');
  });

  afterEach(() => {
    delete process.env[THREADS_SETTING];
  });
});
