// `npx tsx bench/fuzz.ts [--runs N] [--seed S]`: the long run of the CLI fuzz (tests/fuzz-cli.test.ts
// runs a short one in the suite). Every generated scene, and every byte-damaged example scene, goes
// through every command in-process; prints each broken answer (exit 1, a throw, a two-line error,
// JSON that does not parse, an unprintable line) and the slowest runs. Exit 1 if anything broke.
import fc from 'fast-check';
import {
  type Answer,
  ScratchDir,
  argvArbitrary,
  commandsFor,
  exampleTexts,
  mutate,
  mutation,
  problemWith,
  runMain,
  sceneText,
} from '../tests/support/fuzz';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const runs = flag('runs', 200);
const seed = flag('seed', Date.now() % 2 ** 31);
const dir = new ScratchDir();
const examples = exampleTexts();
const broken: string[] = [];
const slow: { ms: number; argv: string }[] = [];
let answers = 0;

async function judge(argv: string[]): Promise<void> {
  let a: Answer;
  try {
    a = await runMain(argv);
  } catch (e) {
    broken.push(`${argv.join(' ')}: threw ${(e as Error).stack?.split('\n').slice(0, 3).join(' / ')}`);
    return;
  }
  answers++;
  slow.push({ ms: a.ms, argv: argv.join(' ') });
  const problem = problemWith(argv, a);
  if (problem) broken.push(`${argv.join(' ')}: ${problem}`);
}

const scenes = fc.sample(sceneText, { numRuns: runs, seed });
const damaged = fc.sample(fc.tuple(fc.nat(examples.length - 1), mutation), { numRuns: runs, seed: seed + 1 });
const lines = fc.sample(argvArbitrary, { numRuns: runs, seed: seed + 2 });
const t0 = performance.now();
for (let i = 0; i < runs; i++) {
  for (const text of [scenes[i], mutate(examples[damaged[i][0]], damaged[i][1])]) {
    const file = dir.write(text);
    for (const argv of commandsFor(file, text, i)) await judge(argv);
  }
  await judge(lines[i]);
}
dir.dispose();
slow.sort((a, b) => b.ms - a.ms);
console.log(
  JSON.stringify({
    bench: 'fuzz',
    seed,
    runs,
    answers,
    broken: broken.length,
    seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
  }),
);
for (const s of slow.slice(0, 5)) console.log(`slowest: ${s.ms.toFixed(0)} ms  ${s.argv}`);
for (const b of broken.slice(0, 40)) console.log(`BROKEN ${b}`);
process.exitCode = broken.length ? 1 : 0;
