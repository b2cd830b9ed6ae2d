// Writes assets/games/lesson-dispersion.json, the recorded sequence the dispersion lesson steps
// through (src/lessons/catalogue.ts): on the lesson's table, red's gunner S fires a blast at
// (60, 30) cm and misses; the first seed from 1 whose dice are the book's 3 then 4
// scatters it with a 3 cm area; the fighter it lands on is taken off by hand. Every verdict
// is the engine's (GameRecorder). Run with `npx tsx tests/support/write-lesson-game.ts`, then
// `npx prettier --write assets/games/lesson-dispersion.json`.
import { writeFileSync } from 'node:fs';
import { GameRecorder, type GameRecord, type PlayedEntry } from '../../geometry/index';
import { readScene } from '../../src/cli/io';

const OUT = 'assets/games/lesson-dispersion.json';
const start = readScene('assets/scenarios/lesson-dispersion.json');
const red = { turn: 1, activation: 1, by: { side: 'red' } };

function recorded(seed: number): GameRecord {
  const rec = new GameRecorder(start, 'Lesson: dispersion of a missed blast (R-7.1)');
  rec.play({ type: 'turn', turn: 1, activation: 0 });
  rec.play({ type: 'activation', ...red });
  const blast = rec.play({ type: 'dispersion', ...red, impact: [600, 300], from: 'S', seed, areaMm: 30 });
  if (blast.type !== 'dispersion') throw new Error('not a dispersion');
  for (const hit of blast.verdict.hits)
    rec.play({ type: 'edit', ...red, edit: { kind: 'fighter-removed', id: hit.id } } as PlayedEntry);
  return rec.record();
}

for (let seed = 1; seed < 100_000; seed++) {
  const game = recorded(seed);
  const blast = game.entries[2];
  if (blast.type !== 'dispersion' || blast.verdict.dice.method !== 'template6') continue;
  if (blast.verdict.dice.distance !== 3 || blast.verdict.dice.direction !== 4) continue;
  writeFileSync(OUT, `${JSON.stringify({ $schema: '../record.schema.json', ...game }, null, 2)}\n`);
  console.log(`${OUT}: seed ${seed}, ${game.entries.length} entries`);
  break;
}
