// mire replay and mire log (issue 34): the example game agrees with itself, another edition
// reports its differences with the rules responsible, a corrupted game file is one line, exit 2.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { GAME_SCHEMA_ID, gameJsonSchema } from '../geometry/index';
import { gameSchemaText } from '../src/cli/schema';
import { runMire } from './support/cli';

const EXAMPLE = 'assets/games/example.json';
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { entries: Record<string, unknown>[] };
const dir = mkdtempSync(join(tmpdir(), 'mire-game-'));
function gameFile(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('mire replay', () => {
  it('the example game: every entry judged again agrees, exit 0', async () => {
    const r = await runMire('replay', EXAMPLE);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').at(-1)).toMatch(/^All \d+ entries, judged again \(confede\), agree with the record\.$/);
    expect(r.out).not.toContain('≠');
  });

  it("--edition ragnarok: the differing entries marked, each difference with its rules (R-2.2 Rag'narok bands of 10 cm), exit 1", async () => {
    const r = await runMire('replay', EXAMPLE, '--edition', 'ragnarok', '--json');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as {
      agree: boolean;
      differing: number[];
      entries: {
        index: number;
        type: string;
        verdict: { distanceMm: number; ragnarokBand: number | null } | null;
        differences: { field: string; rules: string[] }[];
      }[];
    };
    expect(out.agree).toBe(false);
    expect(out.differing.length).toBeGreaterThan(0);
    for (const e of out.entries) for (const d of e.differences) expect(d.rules.length).toBeGreaterThan(0);
    // Every shot now has a Rag'narok band and no weapon band: the band of 10 cm its distance falls in,
    // a distance on a boundary in the lower band, e.g. 377 mm → band 3.
    const shots = out.entries.filter((e) => e.type === 'shot');
    expect(shots.length).toBeGreaterThan(0);
    for (const s of shots) {
      expect(out.differing).toContain(s.index);
      expect(s.verdict!.ragnarokBand).toBe(Math.max(0, Math.ceil(s.verdict!.distanceMm / 100 - 1e-9) - 1));
      // The band changes because Rag'narok measures edge to edge in bands of 10 cm.
      expect(s.differences.find((d) => d.field === 'band')!.rules).toEqual(['R-2.1', 'R-2.2']);
    }
    const text = await runMire('replay', EXAMPLE, '--edition', 'ragnarok');
    const marked = text.out.split('\n').filter((l) => l.startsWith('  ≠ '));
    expect(marked).toHaveLength(out.differing.length);
    expect(text.out.split('\n').at(-1)).toMatch(
      new RegExp(`^${out.differing.length} of \\d+ entries, judged again \\(ragnarok\\), differ`),
    );
  });

  it('a recorded verdict edited by hand is reported with its rule, exit 1', async () => {
    const game = example();
    const i = game.entries.findIndex((e) => e.type === 'shot');
    (game.entries[i].verdict as { difficulty: number }).difficulty += 1;
    const r = await runMire('replay', gameFile('edited.json', game), '--json');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as {
      differing: number[];
      entries: { differences: { field: string; rules: string[] }[] }[];
    };
    expect(out.differing).toEqual([i]);
    expect(out.entries[i].differences).toEqual([expect.objectContaining({ field: 'difficulty', rules: ['R-9.2'] })]);
  });

  it.each([
    ['malformed JSON', () => '{"version": 1,', /^mire replay: .*broken\.json: malformed JSON/],
    ['a wrong kind', () => ({ ...example(), kind: 'scene' }), /: kind: must be "mire-game"$/],
    [
      'a negative length',
      () => {
        const g = example();
        const i = g.entries.findIndex((e) => e.type === 'move');
        (g.entries[i].verdict as { lengthMm: number }).lengthMm = -1;
        return g;
      },
      /: entries\[\d+\]\.verdict\.lengthMm: is -1, less than the limit of 0$|: entries\[\d+\]\.verdict\.lengthMm: must be 0 or more$/,
    ],
    [
      'a mover not on the table',
      () => {
        const g = example();
        const i = g.entries.findIndex((e) => e.type === 'move');
        g.entries[i].mover = 'Q9';
        return g;
      },
      /: entries\[\d+\]\.mover: no fighter "Q9" on the table at this point of the game$/,
    ],
    [
      'a turn going back',
      () => {
        const g = example();
        g.entries[g.entries.length - 1].turn = 1;
        return g;
      },
      /: entries\[\d+\]\.turn: is 1, before turn 3 of the entry above$/,
    ],
  ])('a corrupted game file (%s): one line naming the field and the problem, exit 2', async (_, make, line) => {
    const r = await runMire('replay', gameFile('broken.json', make()));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(line);
  });

  it('a bad --edition: one line naming it, exit 2', async () => {
    const r = await runMire('replay', EXAMPLE, '--edition', 'c4');
    expect(r.code).toBe(2);
    expect(r.err).toBe('mire replay: --edition: expected confede, ragnarok or c3, got "c4"');
  });
});

describe('mire log', () => {
  it('--turn 2: that turn only, its activations and actions with their recorded verdicts', async () => {
    const r = await runMire('log', EXAMPLE, '--turn', '2');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Turn 2');
    expect(lines[1]).toMatch(/^ {2}Activation 1 \(Anne, red\)$/);
    expect(lines.filter((l) => l.startsWith('Turn '))).toEqual(['Turn 2']);
    expect(lines.filter((l) => /^ {4}\d+\. /.test(l)).length).toBeGreaterThan(10);
  });

  it('--json: each entry with its recorded verdict and its line', async () => {
    const r = await runMire('log', EXAMPLE, '--json', '--lang', 'fr');
    const out = JSON.parse(r.out) as { entries: { type: string; verdict: unknown; line: string }[] };
    expect(out.entries).toHaveLength(example().entries.length);
    expect(out.entries[0]).toMatchObject({ type: 'turn', verdict: null, line: 'Tour de jeu 1' });
  });
});

describe('the game JSON Schema (assets/record.schema.json)', () => {
  const validate = new Ajv2020({ allErrors: true, strict: true }).compile(gameJsonSchema());

  it('ships as generated by `mire schema --game`', async () => {
    const shipped = readFileSync('assets/record.schema.json', 'utf8');
    expect(shipped).toBe(`${gameSchemaText()}\n`);
    const cli = await runMire('schema', '--game');
    expect(`${cli.out}\n`).toBe(shipped);
    expect((JSON.parse(shipped) as { $id: string }).$id).toBe(GAME_SCHEMA_ID);
  });

  it('accepts the example game; refuses a bad one where zod does', () => {
    expect(validate(example()), JSON.stringify(validate.errors)).toBe(true);
    const bad = example();
    (bad.entries[3] as Record<string, unknown>).colour = 'red';
    expect(validate(bad)).toBe(false);
  });
});
