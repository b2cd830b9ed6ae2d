// Game record benchmark (issue 34): stepping to random entries of a 500-action game recorded on the
// default table (tests/support/game.ts), from the position index's snapshots (GamePositions), against
// applying every entry from the start in the same run. Each target's best of 3, then the median.
// Also the time to re-judge the whole game (mire replay's work), once.
import { readFileSync } from 'node:fs';
import { GamePositions, type GameRecord, applyEntry, parseScene, replayGame } from '../geometry/index';
import { playGame } from '../tests/support/game';
import { type Emit, median, ms, timeRuns } from './run';
import { rng32 } from './scenes';

const ACTIONS = 500;
const TARGETS = 200;
const EVERY = 10;

const us = (msValue: number): number => Math.round(msValue * 10_000) / 10;

const fromStart = (game: GameRecord, count: number) => game.entries.slice(0, count).reduce(applyEntry, game.start);

/** Each target's best of 3 runs of `step`, in ms. */
function bestOf3(targets: readonly number[], step: (count: number) => void): number[] {
  return targets.map((count) => Math.min(...timeRuns(() => step(count), 3, 1)));
}

export async function run(emit: Emit): Promise<void> {
  const start = parseScene(JSON.parse(readFileSync('assets/scenarios/default-table.json', 'utf8')));
  let t0 = performance.now();
  const game = playGame(start, { turns: 1000, maxActions: ACTIONS });
  const recordMs = performance.now() - t0;
  const actions = game.entries.filter((e) => e.type !== 'turn' && e.type !== 'activation').length;
  t0 = performance.now();
  const positions = new GamePositions(game, EVERY);
  const indexMs = performance.now() - t0;
  const rng = rng32(34);
  const targets = Array.from({ length: TARGETS }, () => Math.floor(rng() * (game.entries.length + 1)));
  const stepped = bestOf3(targets, (count) => positions.after(count));
  const baseline = bestOf3(targets, (count) => fromStart(game, count));
  t0 = performance.now();
  const replay = replayGame(game);
  const replayMs = performance.now() - t0;
  emit({
    bench: 'record',
    case: 'step to a random entry',
    entries: game.entries.length,
    actions,
    every: EVERY,
    targets: TARGETS,
    // Microseconds: a step applies a few entries, well under the 0.001 ms the other lines round to.
    medianUs: us(median(stepped)),
    baselineFromStartUs: us(median(baseline)),
    speedup: Math.round((median(baseline) / median(stepped)) * 10) / 10,
    indexBuildMs: ms(indexMs),
    recordMs: ms(recordMs),
    replayMs: ms(replayMs),
    replayDiffering: replay.differing.length,
  });
}
