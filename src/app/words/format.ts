// Numbers and data names as a player reads them in their language: French decimals with a comma
// (Intl.NumberFormat), the sides' and scenery kinds' usual names translated, shares that are not
// zero never shown as 0%.
import type { Lang } from '../state/lang';

export type { Lang };

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    formats.set(key, f);
  }
  return f;
}

export function num(lang: Lang, v: number, digits = 1): string {
  return numberFormat(lang, digits).format(v);
}

/** a length in mm shown in cm with one decimal. */
export function cmText(lang: Lang, mm: number): string {
  return `${num(lang, mm / 10, 1)} cm`;
}

/**
 * A share (0..1) as a percentage. A share above zero that rounds to 0 is shown as "< 0.1%" (or
 * "< 1%"), one below 1 that rounds to 100 as "> 99.9%": a partial verdict never reads 0% or 100%.
 */
export function pctText(lang: Lang, share: number, digits = 1): string {
  const p = share * 100;
  const step = 10 ** -digits;
  const sp = lang === 'fr' ? '\u202f' : '';
  if (p > 0 && p < step) return `< ${num(lang, step, digits)}${sp}%`;
  if (p < 100 && p > 100 - step) return `> ${num(lang, 100 - step, digits)}${sp}%`;
  return `${num(lang, p, digits)}${sp}%`;
}

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

const KIND_FR: Record<string, string> = {
  house: 'maison',
  ruin: 'ruine',
  wall: 'mur',
  hill: 'colline',
  copse: 'bosquet',
  tree: 'arbre',
  forest: 'forêt',
  rocks: 'rochers',
  fence: 'barrière',
  river: 'rivière',
  marsh: 'marais',
  objective: 'objectif',
  other: 'autre',
};

export function kindName(lang: Lang, kind: string): string {
  return lang === 'fr' ? (KIND_FR[kind] ?? kind) : kind;
}
