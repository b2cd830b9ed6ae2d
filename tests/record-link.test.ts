// A short game's record in the share link (issue 34, item 4; src/app/record/record-link.ts): the
// game compressed (deflate-raw) in base64url beside the table when that part is at most
// SHORT_RECORD_CHARS; opened back it reads as a game file does (parseGameText), and anything
// else — a corrupted entry, bytes that are no compressed game, a part that inflates past a game
// file's 16 MiB — is refused in one line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GameRecord, parseGame, parseScene } from '../geometry/index';
import { SHORT_RECORD_CHARS, gameOfParam, recordParam } from '../src/app/record/record-link';
import { playGame } from './support/game';

const DEFAULT_TABLE = parseScene(JSON.parse(readFileSync('assets/scenarios/default-table.json', 'utf8')));
const EXAMPLE = parseGame(JSON.parse(readFileSync('assets/games/example.json', 'utf8')));

async function deflated(bytes: Uint8Array): Promise<string> {
  const packed = new Uint8Array(
    await new Response(
      new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw')),
    ).arrayBuffer(),
  );
  return Buffer.from(packed).toString('base64url');
}

describe('a short game rides in the link', () => {
  it('a game of 12 actions on the default table: in the link, and back as the same game', async () => {
    const game: GameRecord = playGame(DEFAULT_TABLE, { turns: 1, maxActions: 12 });
    const param = await recordParam(game);
    expect(param).not.toBeNull();
    expect(param!.length).toBeLessThanOrEqual(SHORT_RECORD_CHARS);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await gameOfParam(param!)).toEqual(game);
  });

  it(`a long game is not put in the link: its part would pass ${SHORT_RECORD_CHARS} characters`, async () => {
    // 2,000 moves by hand to places no compressor can guess (a seeded generator): ~40 kB deflated.
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 600;
    const entries = Array.from({ length: 2000 }, () => ({
      type: 'edit' as const,
      turn: 1,
      activation: 0,
      edit: {
        kind: 'fighter-moved' as const,
        id: 'R1',
        position: [next(), next()] as [number, number],
        facingDeg: next(),
      },
    }));
    const long: GameRecord = { version: 1, kind: 'mire-game', start: DEFAULT_TABLE, entries };
    expect(await recordParam(long)).toBeNull();
    // The shipped example (123 entries) is short enough.
    expect((await recordParam(EXAMPLE))!.length).toBeLessThanOrEqual(SHORT_RECORD_CHARS);
  });

  it('a corrupted entry is refused in one line naming the field (R-6.1: a length is 0 or more)', async () => {
    const bad = JSON.parse(JSON.stringify(EXAMPLE));
    bad.entries[3].verdict.lengthMm = -5;
    const param = await deflated(new TextEncoder().encode(JSON.stringify(bad)));
    await expect(gameOfParam(param)).rejects.toThrow(/^record: entries\[3\]\.verdict\.lengthMm: must be 0 or more/);
  });

  it('what is no compressed game is refused in one line', async () => {
    await expect(gameOfParam('not base64!')).rejects.toThrow('record: not base64url');
    await expect(gameOfParam(Buffer.from('plain text, not deflated').toString('base64url'))).rejects.toThrow(
      'record: not a compressed game',
    );
    await expect(gameOfParam('A'.repeat(2 * SHORT_RECORD_CHARS + 1))).rejects.toThrow(
      `record: ${2 * SHORT_RECORD_CHARS + 1} characters, more than ${2 * SHORT_RECORD_CHARS}`,
    );
  });

  it('a part that inflates past a game file’s 16 MiB is stopped there (a deflate bomb)', async () => {
    const bomb = await deflated(new Uint8Array(17 * 1024 * 1024).fill(32));
    expect(bomb.length).toBeLessThanOrEqual(2 * SHORT_RECORD_CHARS);
    await expect(gameOfParam(bomb)).rejects.toThrow(`record: inflates to more than ${16 * 1024 * 1024} bytes`);
  });
});
