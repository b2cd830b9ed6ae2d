// French is fetched the first time it is chosen (at startup, or by the language button): the first
// screen carries the English words alone. A French lookup made before it is in reads English.
import type { Lang } from './format';

type FrenchWords = typeof import('./fr').FRENCH_WORDS;
let french: FrenchWords | null = null;

export async function loadFrench(): Promise<void> {
  french ??= (await import('./fr')).FRENCH_WORDS;
}

/** The French word of `key` in one dictionary (`part`), when the language is French and it is in. */
export function frenchWord(lang: Lang, part: keyof FrenchWords, key: string): string | undefined {
  if (lang !== 'fr' || french === null) return undefined;
  return (french[part] as Readonly<Record<string, string>>)[key];
}
