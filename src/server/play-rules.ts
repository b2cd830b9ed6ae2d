// The engine's part of the play checks (src/live/play-doc.ts) on the server: the coordinate limit
// and R-7.4's dice from the engine's seedable generator.
import { createRng, LIMITS } from '../../geometry/index';
import type { PlayRules } from '../live/play-doc';

export const PLAY_RULES: PlayRules = {
  coordinateMm: LIMITS.coordinateMm,
  rollDice(seed, dice) {
    const rng = createRng(seed);
    return Array.from({ length: dice }, () => rng.die(6));
  },
};
