// Rag'narok unit coherency in English and French, for mire formation.
import type { UnitFormation } from '../../geometry/index';
import { cmWords } from './numbers';
import type { Words } from './types';

type Violation = UnitFormation['violations'][number];

const RULE_WORDS: Record<Violation['rule'], Words> = {
  'leader-range': { en: 'more than 10 cm from the leader', fr: 'à plus de 10 cm du chef' },
  'neighbour-range': {
    en: 'more than 2.5 cm from every other fighter of the unit',
    fr: 'à plus de 2,5 cm de tout autre combattant de l’unité',
  },
  'not-in-contact': { en: 'not in base-to-base contact with the unit', fr: 'pas au contact socle à socle de l’unité' },
};

export const NO_UNITS: Words = {
  en: 'No units: give fighters a "unit" (and one of them "leader": true) to check formations (R-6.8).',
  fr: 'Aucune unité : donnez aux combattants une « unit » (et à l’un d’eux « leader »: true) pour vérifier les formations (R-6.8).',
};

/** A unit's head line: its formation, its leader and the verdict. */
export function unitHeadWords(u: UnitFormation, unit: string, leader: string | null): Words {
  const close = u.formation === 'close';
  return {
    en: `${unit} (${u.formation}, leader ${leader ?? '?'}): ${u.inFormation ? 'in formation' : 'OUT OF FORMATION'} (R-6.8)`,
    fr: `${unit} (${close ? 'formation serrée' : 'formation dispersée'}, chef ${leader ?? '?'}) : ${u.inFormation ? 'en formation' : 'HORS FORMATION'} (R-6.8)`,
  };
}

export const LEADER_PROBLEM: Record<NonNullable<UnitFormation['problem']>, Words> = {
  'no-leader': {
    en: 'no fighter of the unit is marked as its leader',
    fr: 'aucun combattant de l’unité n’est désigné comme chef',
  },
  'several-leaders': {
    en: 'several fighters are marked as the leader',
    fr: 'plusieurs combattants sont désignés comme chef',
  },
};

/** A fighter out of formation: which distance and by how much. */
export function violationWords(v: Violation, fighter: string): Words {
  const d = cmWords(v.distanceMm);
  const x = cmWords(v.excessMm);
  return {
    en: `${fighter}: ${RULE_WORDS[v.rule].en} (${d.en}, ${x.en} too far)`,
    fr: `${fighter} : ${RULE_WORDS[v.rule].fr} (${d.fr}, ${x.fr} de trop)`,
  };
}

/** Fighters excused from coherency: in contact with an enemy. */
export function excusedWords(ids: string): Words {
  return { en: `excused, in contact with an enemy: ${ids}`, fr: `dispensés, au contact d’un ennemi : ${ids}` };
}
