// The same table read under another edition (mire editions): the rule variants that differ and the
// verdicts they change, in English and French. English keeps the engine's names of the variants
// and fields; French says them in the book's words.
import type { EditionChange, Ruleset, VariantChange } from '../../geometry/index';
import type { Lang, Words } from './types';

export const EDITION_WORDS: Record<Ruleset, string> = {
  confede: 'Confédé',
  ragnarok: "Rag'narok",
  c3: 'Confrontation 3',
};

const VARIANT_FR: Record<string, string> = {
  contact: 'contact',
  maxEnemies: 'maximum d’adversaires au contact',
  fieldOfViewDeg: 'champ de vision',
  lineOfSight: 'ligne de vue',
  measureFrom: 'mesure des distances',
  assaultMaximum: 'maximum au contact lors d’un assaut',
};

const VALUE_FR: Record<string, string> = {
  'half-side': 'un demi-côté',
  'any-touch': 'tout toucher',
  'by-size': 'selon la taille',
  'by-base': 'selon le socle',
  '180': '180°',
  '360': '360°',
  'sight-to-base': 'de la mire au socle',
  'base-to-base': 'de socle à socle',
  sight: 'depuis la mire',
  edge: 'de bord à bord',
  'in-contact': 'selon la taille ou le socle',
  unbounded: 'aucun',
  true: 'oui',
  false: 'non',
  full: 'voit',
  partial: 'voit partiellement',
  none: 'ne voit pas',
};

/** a Rag'narok verdict with an obstacle between the bases: seen, with interference. */
const RAGNAROK_PARTIAL: Words = { en: 'interference', fr: 'voit (interférence)' };

const FIELD_FR: Record<EditionChange['field'], string> = {
  contact: 'au contact',
  inView: 'dans le champ de vision',
  los: 'ligne de vue',
  enemies: 'adversaires au contact',
  max: 'maximum au contact',
};

const valueFr = (v: unknown) => VALUE_FR[String(v)] ?? String(v).replace('.', ',');

/** "Confédé → Rag'narok": the two editions compared. */
export function editionsHeadWords(from: Ruleset, to: Ruleset): string {
  return `${EDITION_WORDS[from]} → ${EDITION_WORDS[to]}`;
}

/** The editions read the same rules. */
export const SAME_RULES: Words = { en: 'the same rules', fr: 'les mêmes règles' };

/** Nothing on this table reads otherwise. */
export const NO_CHANGE: Words = {
  en: 'no verdict on this table changes',
  fr: 'aucun verdict de cette table ne change',
};

/** One variant that differs, with the rules of both readings. */
export function variantWords(v: VariantChange): Words {
  const rules = v.rules.join(', ');
  return {
    en: `rule ${v.variant}: ${String(v.before)} → ${String(v.after)} (${rules})`,
    fr: `règle ${VARIANT_FR[v.variant] ?? v.variant} : ${valueFr(v.before)} → ${valueFr(v.after)} (${rules})`,
  };
}

/** One verdict that changes, `who` the pair or the fighter as the CLI shows it. */
export function editionChangeWords(
  ch: EditionChange,
  who: string,
  lang: Lang,
  editions?: { readonly from: Ruleset; readonly to: Ruleset },
): string {
  const rules = ch.rules.join(', ');
  // a Rag'narok side says seen / interference / not seen, never partial sight.
  const side = (v: unknown, ruleset: Ruleset | undefined) => {
    if (ch.field === 'los' && ruleset === 'ragnarok' && v === 'partial') return RAGNAROK_PARTIAL[lang];
    return lang === 'en' ? String(v) : valueFr(v);
  };
  const before = side(ch.before, editions?.from);
  const after = side(ch.after, editions?.to);
  if (lang === 'en') return `${who}: ${ch.field} ${before} → ${after} (${rules})`;
  return `${who} : ${FIELD_FR[ch.field]} ${before} → ${after} (${rules})`;
}
