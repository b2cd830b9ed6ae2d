// English and French words for the game's record in the app (issue 34): the timeline, its log,
// its exports and what became of a record that arrived. The entries' own words (a move, a shot,
// its verdict and rules) are the words module's (src/words/record.ts), the ones `mire log` prints.
import type { RecordSaid } from './record-store';
import type { Lang } from '../words/i18n';

const EN = {
  record: 'Game record',
  empty: 'Nothing recorded yet: moves, dispersions and edits are recorded as you play.',
  present: 'The present',
  step: 'Step',
  of: 'of',
  prev: 'Previous',
  next: 'Next',
  play: 'Play',
  pause: 'Pause',
  try: 'Try from here',
  rehearsal: 'Rehearsal: changes here are not recorded.',
  back: 'Back to the present',
  nextActivation: 'Next activation',
  nextTurn: 'Next turn',
  turn: 'Turn',
  activation: 'activation',
  shot: 'Record the shot',
  log: 'Turn log',
  exportText: 'Export the log (text)',
  exportJson: 'Save the game (JSON)',
  close: 'Close',
  by: 'by',
  'said.full': 'The record is full (10,000 entries): later changes are not recorded.',
  'said.refused': 'Record refused, the table is unchanged:',
  'said.linkRefused': 'The link’s record refused, the table opens without it:',
  'said.keptAside': 'A saved record that does not end at this table was kept aside as',
  'said.opened': 'Game opened:',
  entries: 'entries',
} as const;
type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  record: 'Feuille de partie',
  empty: 'Rien d’enregistré : les déplacements, dispersions et modifications s’enregistrent au fil du jeu.',
  present: 'Le présent',
  step: 'Étape',
  of: 'sur',
  prev: 'Précédente',
  next: 'Suivante',
  play: 'Lecture',
  pause: 'Pause',
  try: 'Essayer à partir d’ici',
  rehearsal: 'Répétition : les changements faits ici ne sont pas enregistrés.',
  back: 'Retour au présent',
  nextActivation: 'Tour de parole suivant',
  nextTurn: 'Tour de jeu suivant',
  turn: 'Tour de jeu',
  activation: 'tour de parole',
  shot: 'Enregistrer le tir',
  log: 'Journal des tours',
  exportText: 'Exporter le journal (texte)',
  exportJson: 'Enregistrer la partie (JSON)',
  close: 'Fermer',
  by: 'par',
  'said.full': 'La feuille de partie est pleine (10 000 entrées) : la suite n’est pas enregistrée.',
  'said.refused': 'Feuille de partie refusée, la table n’a pas changé :',
  'said.linkRefused': 'Feuille de partie du lien refusée, la table s’ouvre sans elle :',
  'said.keptAside': 'Une feuille de partie enregistrée qui ne finit pas sur cette table a été mise de côté sous',
  'said.opened': 'Partie ouverte :',
  entries: 'entrées',
};

export function rw(lang: Lang, key: Key): string {
  return (lang === 'fr' ? FR : EN)[key];
}

/** What became of a record that arrived, in one line. */
export function recordSaidText(said: RecordSaid, lang: Lang): string {
  switch (said.code) {
    case 'record.full':
      return rw(lang, 'said.full');
    case 'record.refused':
      return `${rw(lang, 'said.refused')} ${said.problem}`;
    case 'record.keptAside':
      return `${rw(lang, 'said.keptAside')} ${said.key}.`;
    case 'record.opened':
      return `${rw(lang, 'said.opened')} ${said.name} (${said.entries} ${rw(lang, 'entries')})`;
  }
}
