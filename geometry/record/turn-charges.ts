// the charges of the turn under way, read from the game's record for the charge penalties:
// each recorded charge that ended legal in contact with its targets (chargesOf: one that falls
// short, R-6.17, charges nobody), with its activation (the penalties are weighed per activation,
// "tour de parole", and last until the end of the turn). The turn under way is the last entry's.
import type { Charge } from '../moves/penalties';
import { chargesOf } from './judge-move';
import type { GameRecord } from './types';

export type TurnCharges = {
  readonly turn: number;
  readonly charges: readonly Charge[];
};

export function turnCharges(game: GameRecord): TurnCharges {
  const turn = game.entries.at(-1)?.turn ?? 1;
  const charges: Charge[] = [];
  for (const e of game.entries) {
    if (e.turn !== turn || e.type !== 'move') continue;
    for (const c of chargesOf(e, e.verdict)) charges.push({ ...c, activation: e.activation });
  }
  return { turn, charges };
}
