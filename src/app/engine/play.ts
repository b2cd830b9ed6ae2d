// The engine's door for playing together on a live table (issue 32): the play checks' coordinate
// limit and R-7.4's dice, loaded with the live code.
import { createRng, LIMITS } from '../../../geometry/index';
import type { PlayRules } from '../../live/play-doc';

export const PLAY_RULES: PlayRules = {
  coordinateMm: LIMITS.coordinateMm,
  rollDice(seed, dice) {
    const rng = createRng(seed);
    return Array.from({ length: dice }, () => rng.die(6));
  },
};
