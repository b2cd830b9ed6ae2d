// The Edit tool's panel: add, duplicate and delete, the setting-up cards, and the form of the
// selected fighter or scenery.
import { Suspense, lazy } from 'react';
import { useStore } from '../state/store';
import { addScenery, deleteSelected, duplicateSelected } from '../state/actions';
import { FighterForm } from './FighterForm';
import { SceneryForm } from './SceneryForm';
import { useT } from '../words/use-t';

// The setting-up cards load with the Edit panel, the first time it is opened.
const setupPanel = () => import('./SetupPanel');
const PlaceFighterCard = lazy(() => setupPanel().then((m) => ({ default: m.PlaceFighterCard })));
const DrawSceneryCard = lazy(() => setupPanel().then((m) => ({ default: m.DrawSceneryCard })));
const SceneryTools = lazy(() => setupPanel().then((m) => ({ default: m.SceneryTools })));
const FighterTools = lazy(() => import('./FighterTools').then((m) => ({ default: m.FighterTools })));

export function EditPanel() {
  const t = useT();
  const scene = useStore((s) => s.scene);
  const sel = useStore((s) => s.selection);
  const f = sel?.kind === 'fighter' ? scene.fighters.find((x) => x.id === sel.id) : undefined;
  const s = sel?.kind === 'scenery' ? scene.scenery.find((x) => x.id === sel.id) : undefined;
  return (
    <section className="card" data-testid="edit-panel">
      <h3>{t('tool.edit')}</h3>
      <div className="row wrap">
        <button data-testid="add-scenery" onClick={() => addScenery('ruin')}>
          + {t('edit.addScenery')}
        </button>
        <button data-testid="duplicate" disabled={!sel} onClick={duplicateSelected}>
          {t('edit.duplicate')}
        </button>
        <button data-testid="delete" disabled={!sel} onClick={deleteSelected}>
          {t('edit.delete')}
        </button>
      </div>
      <Suspense fallback={null}>
        <PlaceFighterCard />
        <DrawSceneryCard />
      </Suspense>
      {!f && !s && <p className="muted">{t('edit.nothing')}</p>}
      {f && (
        <Suspense fallback={null}>
          <FighterTools />
        </Suspense>
      )}
      {f && <FighterForm key={`${f.id}-${JSON.stringify(f)}`} f={f} />}
      {s && (
        <Suspense fallback={null}>
          <SceneryTools key={`t-${s.id}-${JSON.stringify(s.shape)}`} s={s} />
        </Suspense>
      )}
      {s && <SceneryForm key={`${s.id}-${JSON.stringify(s)}`} s={s} />}
    </section>
  );
}
