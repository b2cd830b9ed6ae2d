// The tool bar menu's two ways in to the photo capture (issue 35), in a file of their own: the
// first screen carries these two labels, and none of the capture's other words.
import type { Lang } from './types';

/** "Photo of the table" and "Markers to print". */
export function captureMenuWords(lang: Lang, entry: 'open' | 'markers'): string {
  const words = {
    open: { en: 'Photo of the table', fr: 'Photo de la table' },
    markers: { en: 'Markers to print', fr: 'Repères à imprimer' },
  };
  return words[entry][lang];
}
