// The Edit tool's setting-up cards: place fighters by tapping the table (base from the
// catalogue or custom), draw a scenery outline corner by corner, turn and move a scenery piece.
import { useState } from 'react';
import type { ScenerySpec } from '../engine';
import { useStore } from '../state/store';
import { tr } from '../words/i18n';
import { tw } from '../words/table-words';
import { sideName } from '../words/format';
import { updateScenery } from '../state/actions';
import { BASES, type BaseShape, finishOutline, useSetup } from './setup';
import { moveSceneryTo, pivotOf, rotateScenery } from '../state/scenery-transform';
import { KindSelect } from './KindSelect';
import { SizeSelect } from './SizeSelect';

export function PlaceFighterCard() {
  const lang = useStore((s) => s.lang);
  const sides = useStore((s) => [...new Set(s.scene.fighters.map((f) => f.side))].join('\n'));
  const s = useSetup();
  const on = s.mode === 'place';
  return (
    <div className="setup" data-testid="place-card">
      <button
        data-testid="place-fighter"
        className={on ? 'on' : ''}
        aria-pressed={on}
        onClick={() => s.setMode(on ? 'idle' : 'place')}
      >
        + {tw(lang, 'place.fighter')}
      </button>
      <label>
        {tw(lang, 'place.base')}{' '}
        <select
          data-testid="place-base"
          value={s.baseId}
          onChange={(e) => {
            const b = BASES.find((x) => x.id === e.target.value);
            s.patch({ baseId: e.target.value, ...(b ? { size: b.size } : {}) });
          }}
        >
          {BASES.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label[lang]}
            </option>
          ))}
          <option value="custom">{tw(lang, 'place.custom')}…</option>
        </select>
      </label>
      {s.baseId === 'custom' && (
        <div className="row wrap">
          <select
            data-testid="place-shape"
            value={s.custom.shape}
            onChange={(e) => s.patch({ custom: { ...s.custom, shape: e.target.value as BaseShape } })}
          >
            <option value="round">{tr(lang, 'base.round')}</option>
            <option value="square">{tr(lang, 'base.square')}</option>
            <option value="rect">{tr(lang, 'base.rect')}</option>
          </select>
          <label>
            mm{' '}
            <MmInput
              testid="place-width"
              value={s.custom.widthMm}
              onChange={(v) => s.patch({ custom: { ...s.custom, widthMm: v } })}
            />
          </label>
          {s.custom.shape === 'rect' && (
            <label>
              ×{' '}
              <MmInput
                testid="place-depth"
                value={s.custom.depthMm}
                onChange={(v) => s.patch({ custom: { ...s.custom, depthMm: v } })}
              />
            </label>
          )}
        </div>
      )}
      <div className="row wrap">
        <label>
          {tw(lang, 'place.side')}{' '}
          <input
            data-testid="place-side"
            list="mire-sides"
            size={8}
            value={s.side}
            placeholder={sideName(lang, sides.split('\n')[0] ?? '')}
            onChange={(e) => s.patch({ side: e.target.value })}
          />
        </label>
        <datalist id="mire-sides">
          {sides
            .split('\n')
            .filter(Boolean)
            .map((x) => (
              <option key={x} value={x} />
            ))}
        </datalist>
        <label>
          {tr(lang, 'field.size')}{' '}
          <SizeSelect testId="place-size" value={s.size} onChange={(size) => s.patch({ size: Number(size) })} />
        </label>
      </div>
      <label>
        {tw(lang, 'place.name')}{' '}
        <input data-testid="place-name" value={s.name} onChange={(e) => s.patch({ name: e.target.value })} />
      </label>
      {on && <p className="muted small">{tw(lang, 'place.hint')}</p>}
    </div>
  );
}

function MmInput({ value, onChange, testid }: { value: number; onChange: (v: number) => void; testid: string }) {
  const [text, setText] = useState(String(value));
  return (
    <input
      data-testid={testid}
      type="number"
      step="0.5"
      min="1"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const v = Number(e.target.value);
        if (Number.isFinite(v) && v > 0) onChange(v);
      }}
    />
  );
}

export function DrawSceneryCard() {
  const lang = useStore((s) => s.lang);
  const s = useSetup();
  const on = s.mode === 'draw';
  return (
    <div className="setup" data-testid="draw-card">
      <button
        data-testid="draw-scenery"
        className={on ? 'on' : ''}
        aria-pressed={on}
        onClick={() => s.setMode(on ? 'idle' : 'draw')}
      >
        ✎ {tw(lang, 'draw.scenery')}
      </button>
      <label>
        {tw(lang, 'draw.kind')}{' '}
        <KindSelect testId="draw-kind" lang={lang} value={s.kind} onChange={(kind) => s.patch({ kind })} />
      </label>
      {on && (
        <>
          <p className="muted small">
            {tw(lang, 'draw.hint')} <span data-testid="draw-count">{s.corners.length}</span> {tw(lang, 'draw.corners')}
          </p>
          <div className="row wrap">
            <button data-testid="draw-done" disabled={s.corners.length < 3} onClick={() => finishOutline()}>
              ✓ {tw(lang, 'draw.done')}
            </button>
            <button data-testid="draw-undo" disabled={s.corners.length === 0} onClick={() => s.dropCorner()}>
              ↶ {tw(lang, 'draw.undoCorner')}
            </button>
            <button data-testid="draw-cancel" onClick={() => s.setMode('idle')}>
              {tw(lang, 'draw.cancel')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** Turn a scenery piece by 15° steps and move it to a centre given in mm. */
export function SceneryTools({ s }: { s: ScenerySpec }) {
  const lang = useStore((st) => st.lang);
  const c = pivotOf(s);
  const [x, setX] = useState(String(Math.round(c.x)));
  const [y, setY] = useState(String(Math.round(c.y)));
  return (
    <div className="setup" data-testid="scenery-tools">
      {s.shape.type === 'polygon' && (
        <div className="row">
          <span className="muted small">{tw(lang, 'scenery.rotate')}:</span>
          <button data-testid="scenery-rot-left" onClick={() => updateScenery(s.id, rotateScenery(s, 15))}>
            ⟲ 15° <kbd>[</kbd>
          </button>
          <button data-testid="scenery-rot-right" onClick={() => updateScenery(s.id, rotateScenery(s, -15))}>
            ⟳ 15° <kbd>]</kbd>
          </button>
        </div>
      )}
      <form
        className="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          const nx = Number(x);
          const ny = Number(y);
          if (Number.isFinite(nx) && Number.isFinite(ny)) updateScenery(s.id, moveSceneryTo(s, nx, ny));
        }}
      >
        <span className="muted small">{tw(lang, 'scenery.move')}:</span>
        <label>
          x <input data-testid="scenery-x" type="number" size={5} value={x} onChange={(e) => setX(e.target.value)} />
        </label>
        <label>
          y <input data-testid="scenery-y" type="number" size={5} value={y} onChange={(e) => setY(e.target.value)} />
        </label>
        <button type="submit" data-testid="scenery-move">
          {tr(lang, 'edit.apply')}
        </button>
      </form>
    </div>
  );
}
