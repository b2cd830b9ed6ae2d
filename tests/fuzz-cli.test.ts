// Issue 22: every hostile input is answered, in one line. Generated scenes (fast-check over scene
// v1, poisoned one field at a time) and byte-damaged example scenes go through every command of
// `mire` in-process; each answer must be exit 0 with JSON that parses (or printable text), or exit 2
// with exactly one printable line. A bounded run here; `npx tsx bench/fuzz.ts --runs N` runs long.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ScratchDir,
  argvArbitrary,
  commandsFor,
  exampleTexts,
  mutate,
  mutation,
  problemWith,
  runMain,
  sceneText,
} from './support/fuzz';

const dir = new ScratchDir();
afterAll(() => dir.dispose());

/** Every command on one scene text: the first broken answer, or null. */
async function firstProblem(text: string, pick: number): Promise<string | null> {
  const file = dir.write(text);
  for (const argv of commandsFor(file, text, pick)) {
    const problem = problemWith(argv, await runMain(argv));
    if (problem) return `${argv.slice(0, 1).concat(argv.slice(2)).join(' ')}: ${problem}`;
  }
  return null;
}

describe('mire under hostile input (fuzz)', () => {
  it('answers every command on every shipped example scene', async () => {
    const texts = exampleTexts();
    for (let i = 0; i < texts.length; i++) expect(await firstProblem(texts[i], i)).toBeNull();
  });

  it('answers generated scenes, poisoned anywhere, on every command', async () => {
    await fc.assert(
      fc.asyncProperty(sceneText, fc.nat(), async (text, pick) => {
        expect(await firstProblem(text, pick)).toBeNull();
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('answers byte-damaged example scenes on every command', async () => {
    const texts = exampleTexts();
    await fc.assert(
      fc.asyncProperty(fc.nat(texts.length - 1), mutation, fc.nat(), async (which, edits, pick) => {
        expect(await firstProblem(mutate(texts[which], edits), pick)).toBeNull();
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('answers hostile command lines', async () => {
    await fc.assert(
      fc.asyncProperty(argvArbitrary, async (argv) => {
        expect(problemWith(argv, await runMain(argv))).toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
