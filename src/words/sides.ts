// The sides' usual names in French: a side named by a colour word reads in French; other sides are
// the players' own names and read as they are. For the app and the CLI.
import type { Lang } from './types';

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
