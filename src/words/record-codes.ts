// A recorded verdict keeps its problems and notes as codes with their rules (geometry/record/): the
// game log names each in a few words. A code this table does not know (a newer engine's, or a
// hand-written file's) is shown as it is, beside its rule.
import type { Words } from './types';

const CODE_WORDS: Readonly<Record<string, Words>> = {
  // Moves' problems (R-6).
  'mov-zero': { en: 'MOV 0', fr: 'MOU 0' },
  'friend-target': { en: 'a friend as target', fr: 'un ami pour cible' },
  'not-free': { en: 'in contact with an enemy', fr: 'au contact d’un adversaire' },
  'no-disengagement': { en: 'may not disengage', fr: 'désengagement interdit' },
  'needs-target': { en: 'needs a target', fr: 'il faut une cible' },
  'no-sight-at-start': { en: 'target unseen at the start', fr: 'cible invisible au départ' },
  'off-table': { en: 'off the table', fr: 'hors de la table' },
  overlap: { en: 'bases overlap', fr: 'socles qui se chevauchent' },
  'in-scenery': { en: 'inside scenery', fr: 'dans un décor' },
  'no-route': { en: 'no way through', fr: 'aucun passage' },
  'too-long': { en: 'route beyond the potential', fr: 'trajet au-delà du potentiel' },
  'contact-forbidden': { en: 'ends in contact', fr: 'finit au contact' },
  'contact-required': { en: 'must end in contact', fr: 'doit finir au contact' },
  'sight-not-touching': { en: 'sight not against the target', fr: 'mire pas contre la cible' },
  'too-many-in-contact': { en: 'too many in contact', fr: 'trop d’adversaires au contact' },
  'other-level': { en: 'another altitude level', fr: 'autre niveau d’altitude' },
  'targets-apart': { en: 'targets too far apart', fr: 'cibles trop éloignées' },
  'no-free-edge': { en: 'no free edge', fr: 'aucun bord libre' },
  // Moves' notes worth a word in a log line.
  'falls-short': { en: 'falls short', fr: 'tombe court' },
  'out-of-reach': { en: 'goal out of reach', fr: 'but hors d’atteinte' },
  'stopped-in-front': { en: 'stops in front of an obstacle', fr: 's’arrête devant un obstacle' },
  crossed: { en: 'crosses an obstacle', fr: 'franchit un obstacle' },
  'crossing-cost': { en: 'crossing costs half the Movement', fr: 'franchir coûte la moitié du Mouvement' },
  disengaged: { en: 'disengaged', fr: 'désengagé' },
  // Shots' problems and modifiers (R-9).
  'no-sight': { en: 'no line of sight', fr: 'aucune ligne de vue' },
  'out-of-range': { en: 'beyond the longest range', fr: 'au-delà de la portée longue' },
  partial: { en: 'partly visible', fr: 'partiellement visible' },
  interference: { en: 'interference', fr: 'interférence' },
  large: { en: 'large target', fr: 'cible grande' },
  'very-large': { en: 'very large target', fr: 'cible très grande' },
  'target-ability': { en: 'Target/X', fr: 'Cible/X' },
};

/** The notes a log line names (the others — travels, sight against — are what every move does). */
export const LOGGED_NOTES: ReadonlySet<string> = new Set([
  'falls-short',
  'out-of-reach',
  'stopped-in-front',
  'crossed',
  'crossing-cost',
  'disengaged',
]);

/** A code in words with its rule: "falls short (R-6.17)". */
export function codeWords(c: { readonly code: string; readonly rule: string }): Words {
  const w = CODE_WORDS[c.code] ?? { en: c.code, fr: c.code };
  return { en: `${w.en} (${c.rule})`, fr: `${w.fr} (${c.rule})` };
}

/** A code alone in words (for the lists of a difference). */
export function codeName(code: string): Words {
  const w = CODE_WORDS[code.split(' ')[0]];
  if (!w) return { en: code, fr: code };
  const delta = code.split(' ')[1];
  return delta === undefined ? w : { en: `${w.en} ${delta}`, fr: `${w.fr} ${delta}` };
}
