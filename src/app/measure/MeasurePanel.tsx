// The Measure tool's panel: the ends picked so far and the distance between them.
import { lazy, Suspense, useMemo } from 'react';
import { measure } from '../engine';
import { cm } from '../words/i18n';
import { useStore } from '../state/store';
import { RuleLink } from '../rules/Rules';
import { useT } from '../words/use-t';
import { usePresence } from '../live/presence';
import { PhotoTrustWhenPlaced } from '../layout/photo-trust-lazy';

// On a live table only: leave the ruler or a ring on the table for both (loaded then, issue 32).
const KeepOnTable = lazy(() => import('../live/KeepOnTable'));

export function MeasurePanel() {
  const t = useT();
  const scene = useStore((s) => s.scene);
  const ends = useStore((s) => s.measure);
  const m = useMemo(() => (ends.length === 2 ? measure(scene, ends[0], ends[1]) : null), [scene, ends]);
  const live = usePresence((s) => s.status !== 'off');
  const name = (e: (typeof ends)[number]) =>
    e.kind === 'point' ? `${t('measure.point')} (${cm(e.at.x)}, ${cm(e.at.y)})` : e.id;
  return (
    <section className="card" data-testid="measure-panel">
      <h3>{t('tool.measure')}</h3>
      {ends.length === 0 && <p className="muted">{t('measure.pick')}</p>}
      {ends.length > 0 && (
        <p>
          {ends.map(name).join(' → ')}
          {ends.length === 1 ? ' → …' : ''}
        </p>
      )}
      {m && (
        <p>
          {t('measure.distance')} (<RuleLink id="R-2.1" />
          ):{' '}
          <b className="big" data-testid="measure-distance">
            {cm(m.distanceMm)}
          </b>
        </p>
      )}
      {m && ends[0].kind === 'fighter' && ends[1].kind === 'fighter' && (
        <PhotoTrustWhenPlaced first={ends[0].id} second={ends[1].id} distanceMm={m.distanceMm} only="distance" />
      )}
      {m && live && (
        <Suspense fallback={null}>
          <KeepOnTable from={m.from} to={m.to} distanceMm={m.distanceMm} />
        </Suspense>
      )}
    </section>
  );
}
