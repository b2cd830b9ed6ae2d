// R-9 a recorded shot judged again on the position it was made from (judgeShot), its facts kept.
import { judgeShot } from '../shooting';
import type { World } from '../world';
import { keptMm } from './round';
import type { EntryOf, ShotVerdict } from './types';

export function judgeShotEntry(world: World, entry: EntryOf<'shot'>): ShotVerdict {
  const j = judgeShot(world, entry.shooter, entry.target, entry.rangesCm);
  return {
    legal: j.legal,
    los: j.los,
    distanceMm: keptMm(j.distanceMm),
    band: j.band,
    ragnarokBand: j.ragnarokBand,
    difficulty: j.difficulty,
    problems: j.problems.map(({ code, rule }) => ({ code, rule })),
    modifiers: j.modifiers.map(({ code, rule, delta }) => ({ code, rule, delta })),
  };
}
