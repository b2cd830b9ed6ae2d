// The Contact tool's panel: the pair in dispute (two fighters tapped, ContactPair.tsx), the pairs
// of fighters in contact, a warning where neither touches with its sight, and each fighter's
// enemies in contact against its maximum.
import { Suspense, lazy, useMemo } from 'react';
import { contacts } from '../engine';
import { useStore } from '../state/store';
import { RuleLink } from '../rules/Rules';
import { useT } from '../words/use-t';

const ContactPair = lazy(() => import('./ContactPair').then((m) => ({ default: m.ContactPair })));

export function ContactPanel() {
  const t = useT();
  const scene = useStore((s) => s.scene);
  const report = useMemo(() => contacts(scene), [scene]);
  const involved = Object.entries(report.counts).filter(
    ([id, c]) => c.enemies > 0 || report.links.some((l) => l.a === id || l.b === id),
  );
  return (
    <section className="card" data-testid="contact-panel">
      <h3>{t('tool.contact')}</h3>
      <Suspense fallback={null}>
        <ContactPair />
      </Suspense>
      {report.links.length === 0 && <p className="muted">{t('contact.none')}</p>}
      <ul className="contacts" data-testid="contact-links">
        {report.links.map((l) => {
          const warn = l.enemies && !l.aSightTouches && !l.bSightTouches;
          return (
            <li key={`${l.a}-${l.b}`} data-testid={`contact-${l.a}-${l.b}`} className={warn ? 'warn' : ''}>
              {l.a} — {l.b} {l.enemies ? '' : <span className="muted">({t('contact.friends')})</span>}
              {warn && <div className="small">⚠ {t('contact.warn')}</div>}
            </li>
          );
        })}
      </ul>
      {involved.length > 0 && (
        <>
          <h4>
            {t('contact.max')} (<RuleLink id="R-3.5" />)
          </h4>
          <table className="who" data-testid="contact-counts">
            <tbody>
              {involved.map(([id, c]) => (
                <tr key={id} className={c.enemies > c.max ? 'bad' : ''}>
                  <td>{id}</td>
                  <td>
                    {c.enemies} / {c.max}
                    {c.enemies > c.max ? ` ⚠ ${t('contact.over')}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
