// The movement a fighter has left in the activation under way (issue 32, item 7): its potential for
// the action chosen less the routes of the moves the record holds for it since the
// activation opened. The activation under way is the last entry's turn and activation number.
import type { GameRecord } from './types';

export type MovementLeft = {
  /** The moves of this fighter recorded in the activation under way. */
  moves: number;
  /** Their routes' lengths added up, mm. */
  usedMm: number;
  /** potentialMm − usedMm, never below 0, mm. */
  leftMm: number;
  /** The turn and activation they were counted in. */
  turn: number;
  activation: number;
};

export function movementLeft(game: GameRecord, fighterId: string, potentialMm: number): MovementLeft {
  const last = game.entries.at(-1);
  const turn = last?.turn ?? 1;
  const activation = last?.activation ?? 0;
  let moves = 0;
  let usedMm = 0;
  // Walk back while the entries are of this activation: the record is in the order played.
  for (let i = game.entries.length - 1; i >= 0; i--) {
    const e = game.entries[i];
    if (e.turn !== turn || e.activation !== activation) break;
    if (e.type === 'move' && e.mover === fighterId) {
      moves++;
      usedMm += e.verdict.lengthMm;
    }
  }
  return { moves, usedMm, leftMm: Math.max(0, potentialMm - usedMm), turn, activation };
}
