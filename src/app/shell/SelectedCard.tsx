// The side panel's card of the selected piece: a fighter's side, size, MOV, base and facing, or a
// scenery's kind, size class and whether it can be crossed or seen through.
import { useStore } from '../state/store';
import { sideColour } from '../layout/look';
import { kindName, sideName } from '../words/format';
import { useT } from '../words/use-t';

export function SelectedCard() {
  const t = useT();
  const lang = useStore((st) => st.lang);
  const scene = useStore((s) => s.scene);
  const sel = useStore((s) => s.selection);
  const f = sel?.kind === 'fighter' ? scene.fighters.find((x) => x.id === sel.id) : undefined;
  const s = sel?.kind === 'scenery' ? scene.scenery.find((x) => x.id === sel.id) : undefined;
  if (!f && !s) return null;
  return (
    <section className="card" data-testid="selected">
      <h3>
        {t('selected')}: {f ? f.id : s!.id}
        {f?.name ? (
          <span className="muted"> — {f.name}</span>
        ) : s?.name ? (
          <span className="muted"> — {s.name}</span>
        ) : null}
      </h3>
      {f && (
        <p className="muted small">
          <i className="swatch" style={{ background: sideColour(scene, f.side) }} /> {sideName(lang, f.side)} ·{' '}
          {t('field.size')} {f.size} · MOV {f.mov} · {t(`base.${f.base.type}`)}{' '}
          {f.base.type === 'round'
            ? `Ø${f.base.diameter}`
            : f.base.type === 'square'
              ? `${f.base.width}`
              : `${f.base.width}×${f.base.depth}`}{' '}
          mm · {Math.round(f.facing)}°
        </p>
      )}
      {s && (
        <p className="muted small">
          {kindName(lang, s.kind)} · {t('field.sizeClass')} {s.size ?? '—'} ·{' '}
          {s.passable ? t('field.passable') : '¬ ' + t('field.passable')} ·{' '}
          {s.blocksSight ? t('field.blocksSight') : '¬ ' + t('field.blocksSight')}
        </p>
      )}
    </section>
  );
}
