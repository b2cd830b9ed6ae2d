// The help: shown once on the first visit (remembered in the browser), then behind the "?" button.
// It lists the gestures on a touch screen, the mouse's and the keys, in the user's language.
import { useEffect } from 'react';
import { useStore } from '../state/store';
import { tw } from '../words/table-words';
import { HELP_LINES } from './help-lines';
import { onTouchScreen } from '../words/touch-words';
import { useHelp } from './help-state';

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

export function HelpOverlay() {
  const lang = useStore((s) => s.lang);
  const open = useHelp((s) => s.open);
  const close = useHelp((s) => s.close);
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
  const lines = HELP_LINES[lang];
  // A finger has no mouse and no keys: a touch screen's help lists its gestures alone.
  const touch = onTouchScreen();
  return (
    <div
      className="help-backdrop"
      data-testid="help-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={tw(lang, 'help.title')}
      onClick={close}
    >
      <div className="help-card" onClick={(e) => e.stopPropagation()}>
        <h2>{tw(lang, 'help.title')}</h2>
        <p>{lines.intro}</p>
        <div className="help-cols">
          <section data-testid="help-touch">
            <h3>{tw(lang, 'help.touch')}</h3>
            <ul>
              {lines.touch.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </section>
          {!touch && (
            <section data-testid="help-mouse">
              <h3>{tw(lang, 'help.mouse')}</h3>
              <ul>
                {lines.mouse.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </section>
          )}
          {!touch && (
            <section data-testid="help-keys">
              <h3>{tw(lang, 'help.keys')}</h3>
              <table>
                <tbody>
                  {lines.keys.map(([k, what]) => (
                    <tr key={k}>
                      <td>
                        <kbd>{k}</kbd>
                      </td>
                      <td>{what}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
        <button className="primary" data-testid="help-close" onClick={close} autoFocus>
          {tw(lang, 'help.close')}
        </button>
      </div>
    </div>
  );
}
