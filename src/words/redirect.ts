// an assault redirected (Confédé V-B-3) in English and French, for mire path --redirect:
// the place reached, what remains of the potential, and the choices left.
import type { MoveAction, RedirectJudgement } from '../../geometry/index';
import { ACTION_NAME } from './actions';
import { cmWords, lengthAgainstWords } from './numbers';
import type { Words } from './types';

/** The target gone, the move to its place and what remains of the potential. */
export function redirectPlaceWords(j: RedirectJudgement, mover: string, action: MoveAction): Words {
  const a = ACTION_NAME[action];
  const potential = j.usedMm + j.remainingMm;
  const w = lengthAgainstWords(j.usedMm, potential, 'under');
  const left = cmWords(j.remainingMm);
  return {
    en: `${j.gone} is gone: ${mover} goes to its place, ${w.length.en} of its ${w.potential.en} ${a.en}; ${left.en} remain (R-6.16, V-B-3).`,
    fr: `${j.gone} n’est plus là : ${mover} se rend à sa place, ${w.length.fr} sur ses ${w.potential.fr} (${a.fr}) ; il reste ${left.fr} (R-6.16, V-B-3).`,
  };
}

/** The turn about the sight towards the new target. */
export function redirectTurnWords(j: RedirectJudgement, mover: string, newTarget: string, facingShown: number): Words {
  return {
    en: `There ${mover} turns about its sight to face ${newTarget} (${facingShown}°) and redirects its assault with what remains (R-6.16):`,
    fr: `Là, ${mover} pivote autour de sa mire face à ${newTarget} (${String(facingShown).replace('.', ',')}°) et redirige son assaut avec ce qui reste (R-6.16) :`,
  };
}

/** The other choices: stay, or the rest as a run. */
export function redirectChoicesWords(j: RedirectJudgement): Words {
  const left = cmWords(j.runMm);
  return {
    en: `Or it stays where it is, or turns its assault into a run of the ${left.en} left (R-6.16).`,
    fr: `Ou il reste sur place, ou transforme son assaut en course des ${left.fr} qui restent (R-6.16).`,
  };
}
