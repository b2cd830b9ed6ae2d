// The help's card: the gestures, the mouse and the keys in the user's language. Loaded the first
// time the help opens, so the first screen does not carry every help line.
import { useStore } from '../state/store';
import { tw } from '../words/table-words';
import { HELP_LINES } from './help-lines';
import { onTouchScreen } from '../words/touch-words';
import { useHelp } from './help-state';

export function HelpCard() {
  const lang = useStore((s) => s.lang);
  const close = useHelp((s) => s.close);
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
