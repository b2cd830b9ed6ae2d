// The Edit tool's form for the selected scenery: name, kind, shape and its width and depth, size
// class, passable and blocking sight, applied together as one undoable change.
import { useState } from 'react';
import type { ScenerySpec } from '../engine';
import { useStore } from '../state/store';
import { updateScenery } from '../state/actions';
import { KindSelect } from './KindSelect';
import { SizeSelect } from './SizeSelect';
import { num } from './form-number';
import { useT } from '../words/use-t';
import { sceneryBounds } from './scenery-bounds';

type Draft = {
  name: string;
  kind: ScenerySpec['kind'];
  shape: 'polygon' | 'circle';
  size: string;
  passable: boolean;
  blocksSight: boolean;
  w: string;
  h: string;
};

function draftOf(s: ScenerySpec): Draft {
  const bounds = sceneryBounds(s);
  return {
    name: s.name ?? '',
    kind: s.kind,
    shape: s.shape.type,
    size: s.size === undefined ? '' : String(s.size),
    passable: s.passable,
    blocksSight: s.blocksSight,
    w: String(Math.round(bounds.w)),
    h: String(Math.round(bounds.h)),
  };
}

/** The shape the draft asks for, about the piece's centre; a polygon kept as drawn when its size is unchanged. */
function shapeOf(s: ScenerySpec, d: Draft): ScenerySpec['shape'] {
  const { cx, cy, ...bounds } = sceneryBounds(s);
  const w = Math.max(5, num(d.w, bounds.w));
  const h = Math.max(5, num(d.h, bounds.h));
  if (d.shape === 'circle') return { type: 'circle', center: [cx, cy], radius: w / 2 };
  if (s.shape.type === 'polygon' && Math.abs(w - bounds.w) < 0.5 && Math.abs(h - bounds.h) < 0.5) return s.shape;
  const corners: [number, number][] = [
    [cx - w / 2, cy - h / 2],
    [cx + w / 2, cy - h / 2],
    [cx + w / 2, cy + h / 2],
    [cx - w / 2, cy + h / 2],
  ];
  return { type: 'polygon', points: corners };
}

function applyDraft(s: ScenerySpec, d: Draft): void {
  updateScenery(s.id, {
    ...s,
    name: d.name || undefined,
    kind: d.kind,
    size: d.size === '' ? undefined : Math.max(1, num(d.size, 3)),
    passable: d.passable,
    blocksSight: d.blocksSight,
    shape: shapeOf(s, d),
  });
}

export function SceneryForm({ s }: { s: ScenerySpec }) {
  const t = useT();
  const lang = useStore((st) => st.lang);
  const [d, setD] = useState(() => draftOf(s));
  return (
    <form
      className="form"
      data-testid="scenery-form"
      onSubmit={(e) => {
        e.preventDefault();
        applyDraft(s, d);
      }}
    >
      <label>
        {t('field.id')} <input value={s.id} disabled />
      </label>
      <label>
        {t('field.name')} <input value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} />
      </label>
      <label>
        {t('field.kind')}{' '}
        <KindSelect testId="field-kind" lang={lang} value={d.kind} onChange={(kind) => setD({ ...d, kind })} />
      </label>
      <ShapeFields d={d} setD={setD} />
      <label>
        {t('field.sizeClass')}{' '}
        <SizeSelect
          testId="field-scenery-size"
          value={d.size}
          none={t('field.noSize')}
          onChange={(size) => setD({ ...d, size })}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={d.passable} onChange={(e) => setD({ ...d, passable: e.target.checked })} />{' '}
        {t('field.passable')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={d.blocksSight}
          onChange={(e) => setD({ ...d, blocksSight: e.target.checked })}
        />{' '}
        {t('field.blocksSight')}
      </label>
      <button type="submit" data-testid="apply">
        {t('edit.apply')}
      </button>
    </form>
  );
}

/** The shape and its width (a circle's diameter) and depth. */
function ShapeFields({ d, setD }: { d: Draft; setD: (d: Draft) => void }) {
  const t = useT();
  return (
    <>
      <label>
        {t('field.shape')}{' '}
        <select value={d.shape} onChange={(e) => setD({ ...d, shape: e.target.value as Draft['shape'] })}>
          <option value="polygon">{t('shape.polygon')}</option>
          <option value="circle">{t('shape.circle')}</option>
        </select>
      </label>
      <label>
        {t('field.baseW')} <input type="number" value={d.w} onChange={(e) => setD({ ...d, w: e.target.value })} />
      </label>
      {d.shape === 'polygon' && (
        <label>
          {t('field.baseD')} <input type="number" value={d.h} onChange={(e) => setD({ ...d, h: e.target.value })} />
        </label>
      )}
    </>
  );
}
