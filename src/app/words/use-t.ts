// The interface's words in the player's language, for the panels and the toolbar.
import { useStore } from '../state/store';
import { tr } from './i18n';

/** tr bound to the current language: a component using it re-renders when the language changes. */
export function useT() {
  const lang = useStore((s) => s.lang);
  return (k: Parameters<typeof tr>[1]) => tr(lang, k);
}
