// Scenario titles a player reads, in English and French (the menu and messages show these, never
// the file names). A scenario missing here falls back to its file name with the dashes spaced out.
import type { Lang } from './i18n';

const TITLES: Record<string, { en: string; fr: string }> = {
  'default-table': { en: 'Default table: two warbands', fr: 'Table par défaut : deux bandes' },
  'empty-table': { en: 'Empty table: no fighters, no scenery', fr: 'Table vide : ni combattants ni décors' },
  'example-v1': { en: 'Example table (scene format v1)', fr: 'Table d’exemple (format de scène v1)' },
  'control-conquest': { en: 'Control: conquest of the zones (R-8.4)', fr: 'Contrôle : conquête des zones (R-8.4)' },
  'control-ragnarok-objectives': {
    en: 'Control: Rag’narok objectives (R-8.5)',
    fr: 'Contrôle : objectifs de Rag’narok (R-8.5)',
  },
  'deploy-line-of-battle': { en: 'Deployment: line of battle (R-8.2)', fr: 'Déploiement : ligne de bataille (R-8.2)' },
  'deploy-ragnarok': {
    en: 'Deployment: Rag’narok battle lines (R-8.5)',
    fr: 'Déploiement : lignes de bataille de Rag’narok (R-8.5)',
  },
  'editions-compare': { en: 'One table, three editions', fr: 'Une table, trois éditions' },
  'ii-e-1-square-contact': { en: 'Contact between square bases (II-E-1)', fr: 'Contact entre socles carrés (II-E-1)' },
  'ii-e-2-round-contact': { en: 'Contact between round bases (II-E-2)', fr: 'Contact entre socles ronds (II-E-2)' },
  'ii-e-3-maximum': {
    en: 'The most enemies in contact (II-E-3, R-3.5)',
    fr: 'Le maximum d’adversaires au contact (II-E-3, R-3.5)',
  },
  'r-6-6-one-free-spot': {
    en: 'A charge into the one free spot (R-6.6)',
    fr: 'Une charge dans la seule place libre (R-6.6)',
  },
  'vb3-charge-penalties': {
    en: 'Charge penalties: the book’s examples (V-B-3, R-6.7)',
    fr: 'Pénalités de charge : les exemples du livre (V-B-3, R-6.7)',
  },
  'vb3-several-targets': {
    en: 'Charging several enemies (V-B-3, R-6.11)',
    fr: 'Charger plusieurs adversaires (V-B-3, R-6.11)',
  },
  'vii-c-6-pursuit': { en: 'Pursuit (VII-C-6, R-6.10)', fr: 'Poursuite (VII-C-6, R-6.10)' },
  'lesson-charge': { en: 'Lesson table: who may charge (R-6.5)', fr: 'Table de leçon : qui peut charger (R-6.5)' },
  'lesson-contact-round': {
    en: 'Lesson table: contact with a round base (R-3.2)',
    fr: 'Table de leçon : contact avec un socle rond (R-3.2)',
  },
  'lesson-control': {
    en: 'Lesson table: who controls the field (R-8.4)',
    fr: 'Table de leçon : qui contrôle le terrain (R-8.4)',
  },
  'lesson-deployment': {
    en: 'Lesson table: deploy in your zone (R-8.2)',
    fr: 'Table de leçon : se déployer dans sa zone (R-8.2)',
  },
  'lesson-dispersion': {
    en: 'Lesson table: dispersion of a missed blast (R-7.1)',
    fr: 'Table de leçon : dispersion d’un tir raté (R-7.1)',
  },
  'lesson-field-of-view': {
    en: 'Lesson table: the field of view (R-4.1)',
    fr: 'Table de leçon : le champ de vision (R-4.1)',
  },
  'lesson-ragnarok-range': {
    en: 'Lesson table: Rag’narok range bands (R-2.2)',
    fr: 'Table de leçon : portées de Rag’narok (R-2.2)',
  },
  'lesson-ragnarok-sight': {
    en: 'Lesson table: Rag’narok sight from the base (R-5.7)',
    fr: 'Table de leçon : la vue depuis le socle à Rag’narok (R-5.7)',
  },
  'lesson-scenery-setup': {
    en: 'Lesson table: scenery set-up (R-8.3)',
    fr: 'Table de leçon : mise en place des décors (R-8.3)',
  },
  'lesson-va-gap': {
    en: 'Lesson table: a charge through a wide gap (V-A)',
    fr: 'Table de leçon : une charge par un large passage (V-A)',
  },
  'lesson-va-gap-narrow': {
    en: 'Lesson table: a charge through a narrow gap (V-A)',
    fr: 'Table de leçon : une charge par un passage étroit (V-A)',
  },
  'r-5.8-sight': { en: 'Who sees whom (R-5.8, II-D-3)', fr: 'Qui voit qui (R-5.8, II-D-3)' },
  'scatter-artillery': { en: 'Artillery dispersion (R-7.1, R-7.2)', fr: 'Dispersion d’artillerie (R-7.1, R-7.2)' },
  'setup-violations': {
    en: 'Scenery set-up with mistakes (R-8.3)',
    fr: 'Mise en place des décors avec erreurs (R-8.3)',
  },
  'va-gap-narrow': {
    en: 'Charge between two fighters: narrow gap (V-A)',
    fr: 'Charge entre deux combattants : passage étroit (V-A)',
  },
  'va-gap-wide': {
    en: 'Charge between two fighters: wide gap (V-A)',
    fr: 'Charge entre deux combattants : passage large (V-A)',
  },
};

export function scenarioTitle(name: string, lang: Lang): string {
  const t = TITLES[name];
  if (t) return t[lang];
  const spaced = name.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Every scenario with a title, for the tests: each bundled scenario must have one. */
export function titledScenarios(): string[] {
  return Object.keys(TITLES);
}
