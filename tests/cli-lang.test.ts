// --lang en|fr on every command (issue 30): each answers in French with none of a set of common
// English words, its JSON the same in both languages (data, not words), and a bad --lang value
// is one line naming it, exit 2.
import { describe, expect, it } from 'vitest';
import { COMMANDS, main } from '../src/cli/main';
import type { Io } from '../src/cli/io';

const S = (name: string) => `assets/scenarios/${name}.json`;

/** One run of each command, as a player would type it (without --lang). */
const RUNS: Record<string, readonly string[][]> = {
  check: [[S('r-5.8-sight')]],
  los: [
    [S('r-5.8-sight'), 'A', 'V'],
    [S('r-5.8-sight'), 'A', 'X'],
  ],
  path: [
    [S('lesson-charge'), 'A', '--to', '300,300'],
    [S('lesson-charge'), 'A', '--target', 'B'],
    [S('r-5.8-sight'), 'A', '--target', 'Y', '--at', '385,260'],
    [S('r-5.8-sight'), 'A', '--target', 'Y', '--redirect', 'Z'],
  ],
  formation: [[S('lesson-ragnarok-range')]],
  rules: [[], ['R-5.4']],
  scatter: [[S('scatter-artillery'), '--at', '600,300', '--seed', '7', '--area', '40']],
  deploy: [[S('deploy-line-of-battle')]],
  setup: [[S('setup-violations')], [S('lesson-scenery-setup')]],
  control: [[S('control-conquest')], [S('control-ragnarok-objectives')]],
  editions: [[S('editions-compare')]],
  shoot: [
    [S('r-5.8-sight'), 'A', 'Y', '--range', '20-40-60'],
    [S('r-5.8-sight'), 'A', 'Y', '--assault', 'charge'],
    [S('r-5.8-sight'), 'A', 'X', '--assault', 'engage'],
  ],
  area: [[S('r-5.8-sight'), '--around', 'A', '--radius-cm', '20']],
  'unit-shot': [[S('lesson-ragnarok-range'), 'marksmen', 'u1']],
  flee: [
    [S('lesson-ragnarok-range'), 'marksmen'],
    [S('lesson-ragnarok-range'), 'u4'],
  ],
  schema: [[]],
  penalties: [
    [S('vb3-charge-penalties'), 'A:Z', 'B:Y'],
    [S('vb3-charge-penalties'), 'H:V,U'],
  ],
  replay: [['assets/games/example.json']],
  log: [['assets/games/example.json']],
  markers: [
    ['--table', '1200x600'],
    ['--table', '900x900', '--page', '2'],
  ],
  photo: [['assets/photos/crowd-20deg.jpg', '--fit', 'A=round30@302,301; F=round30@500,500']],
};

/** Commands whose JSON carries no words: the same bytes in both languages. */
const WORDLESS_JSON = ['area', 'check', 'formation', 'scatter', 'deploy', 'setup', 'control', 'editions', 'photo'];

/** Common English words a French answer must not show (ids and the scene's own data apart). */
const ENGLISH =
  /\b(walk|legal|illegal|range|sees|cm of|the|and|with|from|of|out of|not|none|yes|nobody|power|edge|zone line|line of fire|leader|fighters?)\b/i;

async function run(args: readonly string[]): Promise<{ code: number; out: string; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (s) => out.push(s), err: (s) => err.push(s) };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err };
}

describe('--lang on every command', () => {
  it('every command has a run here', () => {
    expect(Object.keys(RUNS).sort()).toEqual(Object.keys(COMMANDS).sort());
  });

  for (const [name, runs] of Object.entries(RUNS)) {
    it(`mire ${name} --lang fr: French, none of the common English words`, async () => {
      for (const args of runs) {
        const fr = await run([name, ...args, '--lang', 'fr']);
        expect(fr.err).toEqual([]);
        expect(fr.code).toBe(0);
        if (name === 'schema') {
          expect(fr.out).toBe((await run([name, ...args])).out);
          continue;
        }
        // An SVG sheet's words are its <text> elements; the rest is markup.
        const shown =
          name === 'markers' ? [...fr.out.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1]).join('\n') : fr.out;
        // A book's own title quoted « thus » is the book's words, not the answer's.
        const leaks = shown.split('\n').filter((line) => ENGLISH.test(line.replace(/«[^»]*»/g, '')));
        expect(leaks).toEqual([]);
        // One number notation: no decimal point between digits in French.
        const numbers = (line: string) => line.replace(/R-\d+(\.\d+)*/g, '');
        expect(shown.split('\n').filter((line) => /\d\.\d/.test(numbers(line)))).toEqual([]);
      }
    });
  }

  for (const name of WORDLESS_JSON) {
    it(`mire ${name} --json: the same bytes in English and French`, async () => {
      for (const args of RUNS[name]) {
        const en = await run([name, ...args, '--json']);
        const fr = await run([name, ...args, '--json', '--lang', 'fr']);
        expect(en.code).toBe(0);
        expect(fr.out).toBe(en.out);
      }
    });
  }

  it('a bad --lang value: one line naming it, exit 2, on every command', async () => {
    for (const [name, runs] of Object.entries(RUNS)) {
      const r = await run([name, ...runs[0], '--lang', 'de']);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toEqual([`mire ${name}: --lang: expected en or fr, got "de"`]);
    }
  });
});
