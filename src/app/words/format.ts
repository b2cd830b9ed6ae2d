// Numbers and data names as a player reads them in their language: French decimals with a comma
// and shares that are not zero never shown as 0% (the words module's numbers), the sides' and
// scenery kinds' usual names translated.
import type { Lang } from '../../words';

/** The languages of the app (i18n.ts and the words module hold their words), and numbers in their notation. */
export type { Lang } from '../../words';
export { cmText, num, pctText } from '../../words';

/** Side names that are colour words, in French; other sides are the players' own names. */
const SIDE_FR: Record<string, string> = {
  red: 'rouge',
  blue: 'bleu',
  green: 'vert',
  yellow: 'jaune',
  purple: 'violet',
  orange: 'orange',
  black: 'noir',
  white: 'blanc',
  grey: 'gris',
  gray: 'gris',
  attacker: 'attaquant',
  defender: 'défenseur',
  player1: 'joueur 1',
  player2: 'joueur 2',
};

export function sideName(lang: Lang, side: string): string {
  return lang === 'fr' ? (SIDE_FR[side.toLowerCase()] ?? side) : side;
}

/** The scenery kinds' names: the words module's, one list for the app and the CLI. */
export { kindName } from '../../words';
