// The words that speak of keys and clicks, as a finger reads them on a touch screen (no keyboard,
// no mouse): the lookups (i18n.ts, table-words.ts, learn-words.ts) take these instead there.
import type { Lang } from './format';

const EN: Record<string, string> = {
  'hint.move': 'Drag a fighter to move it; lift your finger to commit. A long press turns it.',
  'hint.measure': 'Tap two fighters, scenery pieces or points of the table: edge-to-edge distance (R-2.1).',
  'hint.sight':
    'Tap the looking fighter, then its target. The fan shows every line from the sight to the target base (R-5.1).',
  'hint.edit': 'Tap a fighter or a scenery piece to edit it; drag to place it. Add, duplicate or delete below.',
  'hint.dispersion':
    'Tap the table for the initial point of impact; tap a fighter to fire from it (its line of fire gives arrow 1, R-7.1). Then Roll.',
  'disp.pickImpact': 'Tap the table to place the initial point of impact.',
  'place.hint': 'Tap the table where the fighter goes (tap the button again to stop).',
  'draw.hint': 'Tap each corner; tap the first corner or Done to close (at least 3 corners).',
  'lessons.move': 'Drag with the Move tool, turn with a long press on the fighter, then check.',
  'lessons.edit': 'Drag the pieces with the Edit tool, turn a fighter with a long press on it, then check.',
};

const FR: Record<string, string> = {
  'hint.move': 'Faites glisser un combattant ; levez le doigt pour valider. Un appui long le tourne.',
  'hint.measure': 'Touchez deux combattants, décors ou points de la table : distance bord à bord (R-2.1).',
  'hint.sight':
    'Touchez le combattant qui regarde, puis sa cible. L’éventail montre chaque ligne de la mire au socle de la cible (R-5.1).',
  'hint.edit':
    'Touchez un combattant ou un décor pour l’éditer ; faites-le glisser pour le placer. Ajouter, dupliquer ou supprimer ci-dessous.',
  'hint.dispersion':
    'Touchez la table pour le point d’impact initial ; touchez un combattant pour tirer depuis lui (sa ligne de tir donne la flèche 1, R-7.1). Puis Lancer.',
  'disp.pickImpact': 'Touchez la table pour placer le point d’impact initial.',
  'place.hint': 'Touchez la table là où va le combattant (touchez à nouveau le bouton pour arrêter).',
  'draw.hint': 'Touchez chaque coin ; touchez le premier coin ou Terminé pour fermer (3 coins au moins).',
  'lessons.move': 'Déplacez avec l’outil Déplacer, tournez d’un appui long sur le combattant, puis vérifiez.',
  'lessons.edit': 'Déplacez les éléments avec l’outil Éditer, tournez un combattant d’un appui long, puis vérifiez.',
};

/** A finger, not a mouse: the primary pointer is coarse (a phone's or a tablet's screen). */
export function onTouchScreen(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;
}

/** The touch wording of `key` on a touch screen, or undefined (then the lookup's own words). */
export function touchWord(lang: Lang, key: string): string | undefined {
  if (!onTouchScreen()) return undefined;
  return (lang === 'fr' ? FR : EN)[key];
}
