// An assault shot (R-9.4, Confédé VI-B-3) in English and French, for mire shoot --assault: the
// verdict, the difficulty 7 and its modifiers, and why there is no shot.
import type { AssaultShotJudgement, AssaultShotProblem } from '../../geometry/index';
import { ACTION_NAME, theActionFr } from './actions';
import { lengthAgainstWords } from './numbers';
import { shotModifierWords, shotProblemWords } from './shots';
import type { Words } from './types';

/** The action's name in English, and French with "de" and its article: "de la charge", "de l’engagement". */
function nameOf(action: AssaultShotJudgement['action']): { en: string; fr: string; frOf: string } {
  const a = ACTION_NAME[action];
  const the = theActionFr(a);
  return { en: a.en, fr: a.fr, frOf: the.startsWith('le ') ? `du ${the.slice(3)}` : `de ${the}` };
}

/** Why there is no assault shot. */
export function assaultShotProblemWords(p: AssaultShotProblem, j: AssaultShotJudgement): Words {
  if (p.code !== 'out-of-assault-reach') return shotProblemWords(p, { shooter: j.shooter, target: j.target });
  const a = nameOf(p.action);
  if (p.routeMm === null)
    return {
      en: `No route takes ${j.shooter}'s ${a.en} to ${j.target}: no assault shot (R-9.4, VI-B-3).`,
      fr: `Aucun chemin ne mène ${j.shooter} au contact de ${j.target} (${a.fr}) : pas de tir d’assaut (R-9.4, VI-B-3).`,
    };
  const w = lengthAgainstWords(p.routeMm, p.potentialMm, 'over');
  return {
    en: `${j.target} is ${w.length.en} away along the route, beyond the ${a.en}'s ${w.potential.en}: out of reach, the shot does not take place (R-9.4, VI-B-3).`,
    fr: `${j.target} est à ${w.length.fr} par le chemin, au-delà des ${w.potential.fr} ${a.frOf} : hors de portée, le tir n’a pas lieu (R-9.4, VI-B-3).`,
  };
}

/** The first line: who shoots whom during which assault, the verdict and the difficulty. */
export function assaultShotHeadWords(j: AssaultShotJudgement): Words {
  const a = nameOf(j.action);
  const mods = j.modifiers.map((m) => shotModifierWords(m));
  const tail = (l: 'en' | 'fr') => (mods.length ? ` ${mods.map((m) => m[l]).join(' ')} = ${j.difficulty}` : '');
  if (!j.legal)
    return {
      en: `${j.shooter} → ${j.target} (assault shot, ${a.en}): NO SHOT.`,
      fr: `${j.shooter} → ${j.target} (tir d’assaut, ${a.fr}) : PAS DE TIR.`,
    };
  return {
    en: `${j.shooter} → ${j.target} (assault shot, ${a.en}): may shoot once before moving; difficulty 7 whatever the range${tail('en')} (R-9.4, VI-B-3).`,
    fr: `${j.shooter} → ${j.target} (tir d’assaut, ${a.fr}) : un tir avant de se déplacer ; difficulté 7 quelle que soit la portée${tail('fr')} (R-9.4, VI-B-3).`,
  };
}

/** What else: the assault's route against its potential, and a redirect if the target falls. */
export function assaultShotNoteWords(j: AssaultShotJudgement): Words[] {
  if (!j.inReach || j.routeMm === null) return [];
  const w = lengthAgainstWords(j.routeMm, j.potentialMm, 'under');
  const a = nameOf(j.action);
  return [
    {
      en: `In reach: the ${a.en}'s route is ${w.length.en} of its ${w.potential.en} (R-9.4, R-6.1).`,
      fr: `À portée : le chemin ${a.frOf} fait ${w.length.fr} sur ses ${w.potential.fr} (R-9.4, R-6.1).`,
    },
    {
      en: 'If the shot eliminates the target, the assault may be redirected, without a second shot (R-6.16, VI-B-3).',
      fr: 'Si le tir élimine la cible, l’assaut peut être redirigé, sans second tir (R-6.16, VI-B-3).',
    },
  ];
}
