// Switching the language: French words are fetched first (words/french.ts), so the table never
// shows a mix of the two languages.
import { loadFrench } from '../words/french';
import type { Lang } from '../state/lang';
import { useStore } from '../state/store';

export async function chooseLang(lang: Lang): Promise<void> {
  if (lang === 'fr') await loadFrench();
  useStore.getState().setLang(lang);
}
