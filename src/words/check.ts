// `mire check`'s table and last lines in English and French: the column heads, the cells' words,
// the numbers in each notation, the melees and the contact counts.
import type { CheckResult, SightVerdict } from '../../geometry/index';
import type { Lang } from './types';

/** The words of one language's table: heads, yes and no, the obstruction and sees cells, and the numbers' notation. */
export type CheckTableWords = {
  readonly header: readonly string[];
  readonly yes: string;
  readonly no: string;
  /** The obstruction column's cell for each barriers' verdict. */
  readonly obstruction: Readonly<Record<SightVerdict, string>>;
  /** The sees column's cell for each verdict. */
  readonly sees: Readonly<Record<SightVerdict, string>>;
  /** mm as cm with one decimal (as toFixed rounds). */
  readonly cm: (mm: number) => string;
  /** A share with one decimal: never 0% nor 100% unless it is. */
  readonly pct: (share: number) => string;
  /** The visible cell of a partial verdict with every line over smaller barriers, never 0%. */
  readonly overSmaller: string;
};

/** A share as the table shows it: one decimal, as toFixed rounds, never "0.0%" above zero nor "100.0%" below one. */
function sharePct(share: number): string {
  const p = share * 100;
  const s = `${p.toFixed(1)}%`;
  if (p > 0 && s === '0.0%') return '<0.1%';
  if (p < 100 && s === '100.0%') return '>99.9%';
  return s;
}

/** Whether a share's cell is one of sharePct's bounds rather than its rounding. */
export function shareIsBound(share: number): boolean {
  const s = (share * 100).toFixed(1);
  return (share > 0 && s === '0.0') || (share < 1 && s === '100.0');
}

const comma = (s: string) => s.replace('.', ',');

export const CHECK_TABLE_WORDS: Record<Lang, CheckTableWords> = {
  en: {
    header: [
      'from',
      'to',
      'dist cm',
      'touch',
      'contact',
      'sight→base',
      'in view',
      'obstruction',
      'sees',
      'visible',
      'blockers',
    ],
    yes: 'yes',
    no: '-',
    obstruction: { full: 'full', partial: 'partial', none: 'none' },
    sees: { full: 'full', partial: 'partial', none: 'none' },
    cm: (mm) => (mm / 10).toFixed(1),
    pct: sharePct,
    overSmaller: 'over smaller',
  },
  fr: {
    header: [
      'de',
      'vers',
      'dist cm',
      'touche',
      'contact',
      'mire→socle',
      'en vue',
      'obstruction',
      'voit',
      'visible',
      'obstacles',
    ],
    yes: 'oui',
    no: '-',
    obstruction: { full: 'totale', partial: 'partielle', none: 'aucune' },
    sees: { full: 'oui', partial: 'en partie', none: 'non' },
    cm: (mm) => comma((mm / 10).toFixed(1)),
    pct: (share) => comma(sharePct(share)),
    overSmaller: 'par-dessus',
  },
};

/**
 * the table under Rag'narok: no partial sight; a verdict with an obstacle between the bases
 * and a free line is interference, and the fighter sees.
 */
export const RAGNAROK_CHECK_TABLE_WORDS: Record<Lang, CheckTableWords> = {
  en: {
    ...CHECK_TABLE_WORDS.en,
    obstruction: { full: 'full', partial: 'interference', none: 'none' },
    sees: { full: 'yes', partial: 'yes', none: 'no' },
    overSmaller: 'free line',
  },
  fr: {
    ...CHECK_TABLE_WORDS.fr,
    obstruction: { full: 'totale', partial: 'interférence', none: 'aucune' },
    sees: { full: 'oui', partial: 'oui', none: 'non' },
    overSmaller: 'ligne libre',
  },
};

/** The melees line, `shown` the way the CLI shows an id. */
export function meleesWords(melees: CheckResult['melees'], lang: Lang, shown: (id: string) => string): string {
  const list = melees.length
    ? melees.map((m) => `[${m.map(shown).join(' ')}]`).join(' ')
    : lang === 'fr'
      ? 'aucune'
      : 'none';
  return lang === 'fr' ? `mêlées (R-3.6) : ${list}` : `melees (R-3.6): ${list}`;
}

/** The contact counts line. */
export function contactCountsWords(
  contactCounts: CheckResult['contactCounts'],
  lang: Lang,
  shown: (id: string) => string,
): string {
  const over = lang === 'fr' ? ' (au-delà du maximum !)' : ' (over the maximum!)';
  const counts = Object.entries(contactCounts)
    .map(([id, c]) => `${shown(id)} ${c.enemies}/${c.max}${c.enemies > c.max ? over : ''}`)
    .join(', ');
  return lang === 'fr'
    ? `adversaires au contact / maximum (R-3.5) : ${counts}`
    : `enemies in contact / maximum (R-3.5): ${counts}`;
}
