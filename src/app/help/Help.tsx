// The help: shown once on the first visit (remembered in the browser), then behind the "?" button.
// It lists the gestures on a touch screen, the mouse's and the keys, in the user's language.
import { Suspense, lazy, useEffect } from 'react';
import { useStore } from '../state/store';
import { tw } from '../words/table-words';
import { useHelp } from './help-state';

const HelpCard = lazy(async () => ({ default: (await import('./HelpCard')).HelpCard }));

export function HelpButton() {
  const lang = useStore((s) => s.lang);
  return (
    <button
      data-testid="help"
      aria-label={tw(lang, 'help.open')}
      title={`${tw(lang, 'help.open')} (?)`}
      onClick={() => useHelp.getState().show()}
    >
      ?
    </button>
  );
}

/** Opens and closes the help with its keys; the card itself is loaded the first time it opens. */
export function HelpOverlay() {
  const open = useHelp((s) => s.open);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA')) return;
      if (e.key === '?') useHelp.getState().toggle();
      else if (e.key === 'Escape' && useHelp.getState().open) useHelp.getState().close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <HelpCard />
    </Suspense>
  );
}
