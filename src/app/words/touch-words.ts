// The words that speak of keys and clicks, as a finger reads them on a touch screen (no keyboard,
// no mouse): the lookups (i18n.ts, table-words.ts, learn-words.ts) take these instead there.
import type { Lang } from './format';
import { frenchWord } from './french';

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

/** A finger, not a mouse: the primary pointer is coarse (a phone's or a tablet's screen). */
export function onTouchScreen(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;
}

/** The touch wording of `key` on a touch screen, or undefined (then the lookup's own words). */
export function touchWord(lang: Lang, key: string): string | undefined {
  if (!onTouchScreen()) return undefined;
  return lang === 'fr' ? frenchWord(lang, 'touch', key) : EN[key];
}
