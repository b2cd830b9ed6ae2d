// What a replay found different from the record, in words: each fact as recorded and as judged
// now, with the rules responsible. Lengths in mm (a difference of a few tenths of a mm would read
// the same in cm with one decimal).
import type { Ruleset, VerdictDifference, VerdictField } from '../../geometry/index';
import { codeName } from './record-codes';
import { num } from './numbers';
import { RAGNAROK_VALUE } from './sight-ragnarok';
import type { Lang, Words } from './types';

const FIELD: Readonly<Record<VerdictField, Words>> = {
  legal: { en: 'verdict', fr: 'verdict' },
  reachable: { en: 'reachable', fr: 'accessible' },
  lengthMm: { en: 'length', fr: 'longueur' },
  potentialMm: { en: 'potential', fr: 'potentiel' },
  withinPotential: { en: 'within the potential', fr: 'dans le potentiel' },
  position: { en: 'end position', fr: 'position finale' },
  facingDeg: { en: 'facing', fr: 'orientation' },
  problems: { en: 'problems', fr: 'problèmes' },
  notes: { en: 'notes', fr: 'remarques' },
  enemiesInContact: { en: 'enemies in contact', fr: 'adversaires au contact' },
  assaulted: { en: 'assaulted', fr: 'assailli' },
  penalised: { en: 'penalised', fr: 'pénalisés' },
  los: { en: 'line of sight', fr: 'ligne de vue' },
  distanceMm: { en: 'distance', fr: 'distance' },
  band: { en: 'range band', fr: 'portée' },
  ragnarokBand: { en: 'range band', fr: 'tranche de portée' },
  difficulty: { en: 'difficulty', fr: 'difficulté' },
  modifiers: { en: 'modifiers', fr: 'modificateurs' },
  dice: { en: 'dice', fr: 'dés' },
  direction: { en: 'direction die', fr: 'dé de direction' },
  final: { en: 'final point', fr: 'point final' },
  onTable: { en: 'on the table', fr: 'sur la table' },
  areaCm: { en: 'area', fr: 'zone' },
  hits: { en: 'covered', fr: 'touchés' },
};

/** "length: 143.3 mm recorded, 151.0 mm now (R-6.1)"; lists say what came and went. */
export function differenceWords(d: VerdictDifference, lang: Lang, nowRuleset?: Ruleset): string {
  const fr = lang === 'fr';
  const rules = d.rules.length > 0 ? ` (${d.rules.join(', ')})` : '';
  const name = FIELD[d.field][lang];
  if (d.added !== undefined || d.removed !== undefined) {
    const parts = [
      ...(d.added ?? []).map((c) => `+${codeName(c)[lang]}`),
      ...(d.removed ?? []).map((c) => `−${codeName(c)[lang]}`),
    ];
    return `${name}${fr ? ' : ' : ': '}${parts.join(', ')}${rules}`;
  }
  const was = valueWords(d.field, d.recorded, d.rejudged, lang);
  // judged again under Rag'narok: seen / interference / not seen, never partial sight.
  const now =
    d.field === 'los' && nowRuleset === 'ragnarok' && typeof d.rejudged === 'string' && d.rejudged in RAGNAROK_VALUE
      ? RAGNAROK_VALUE[d.rejudged as keyof typeof RAGNAROK_VALUE][lang]
      : valueWords(d.field, d.rejudged, d.recorded, lang);
  return fr
    ? `${name} : ${was} dans l’enregistrement, ${now} maintenant${rules}`
    : `${name}: ${was} recorded, ${now} now${rules}`;
}

/** A fact's value; a number in mm with one decimal, or three when one would not tell it from `other`. */
function valueWords(field: VerdictField, v: unknown, other: unknown, lang: Lang): string {
  const fr = lang === 'fr';
  if (v === null || v === undefined) return fr ? 'aucun' : 'none';
  if (typeof v === 'boolean') {
    if (field === 'legal') return v ? (fr ? 'légal' : 'legal') : fr ? 'illégal' : 'illegal';
    return v ? (fr ? 'oui' : 'yes') : fr ? 'non' : 'no';
  }
  if (typeof v === 'number') {
    if (!field.endsWith('Mm')) return num(lang, v, field === 'facingDeg' ? 1 : 0) + (field === 'facingDeg' ? '°' : '');
    const digits = typeof other === 'number' && num(lang, v, 1) === num(lang, other, 1) ? 3 : 1;
    return `${num(lang, v, digits)} mm`;
  }
  if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number'))
    return `(${v.map((x: number) => num(lang, x, 1)).join(fr ? ' ; ' : ', ')}) mm`;
  if (typeof v === 'string') return STRING_VALUE[v]?.[lang] ?? v;
  if (typeof v === 'object' && 'distance' in v) {
    const d = v as { distance: number; direction?: number; directionRoll?: number };
    return `${d.distance}, ${d.direction ?? num(lang, d.directionRoll ?? 0, 3)}`;
  }
  return JSON.stringify(v);
}

/** The words of a verdict's string values: range bands and sight. */
const STRING_VALUE: Readonly<Record<string, Words>> = {
  short: { en: 'short', fr: 'courte' },
  medium: { en: 'medium', fr: 'moyenne' },
  long: { en: 'long', fr: 'longue' },
  out: { en: 'beyond range', fr: 'hors de portée' },
  full: { en: 'full', fr: 'totale' },
  partial: { en: 'partial', fr: 'partielle' },
  none: { en: 'none', fr: 'aucune' },
};
