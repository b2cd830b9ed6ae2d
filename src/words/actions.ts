// Each move action's names: in a sentence (with the French gender its articles need) and as a label
// on the app's buttons and in the lessons.
import type { MoveAction } from '../../geometry/index';
import type { Lang, Words } from './types';

/** Each action's name in a sentence, with the French gender its articles need, and its label on the app's buttons. */
export const ACTION_NAME: Record<
  MoveAction,
  { readonly en: string; readonly fr: string; readonly frFeminine: boolean; readonly label: Words }
> = {
  walk: { en: 'walk', fr: 'marche', frFeminine: true, label: { en: 'Walk', fr: 'Marche' } },
  run: { en: 'run', fr: 'course', frFeminine: true, label: { en: 'Run', fr: 'Course' } },
  charge: { en: 'charge', fr: 'charge', frFeminine: true, label: { en: 'Charge', fr: 'Charge' } },
  engage: { en: 'engagement', fr: 'engagement', frFeminine: false, label: { en: 'Engage', fr: 'Engagement' } },
  cover: {
    en: 'move under cover',
    fr: 'mouvement à couvert',
    frFeminine: false,
    label: { en: 'Move under cover', fr: 'Déplacement à couvert' },
  },
  pursuit: { en: 'pursuit', fr: 'poursuite', frFeminine: true, label: { en: 'Pursuit', fr: 'Poursuite' } },
};

/** The action's French name with its definite article, elided before a vowel: "la marche", "l’engagement". */
export function theActionFr(a: { readonly fr: string; readonly frFeminine: boolean }): string {
  if (/^[aeiouyéèêh]/i.test(a.fr)) return `l’${a.fr}`;
  return `${a.frFeminine ? 'la' : 'le'} ${a.fr}`;
}

/** An action's label, as the app's buttons and lessons show it. */
export function actionWords(lang: Lang, a: MoveAction): string {
  return ACTION_NAME[a].label[lang];
}
