// The Edit tool's form for the selected fighter: name, side, size, MOV, base, facing and position,
// applied together as one undoable change.
import { useState } from 'react';
import type { FighterSpec } from '../engine';
import { updateFighter } from '../state/actions';
import { SizeSelect } from './SizeSelect';
import { num } from './form-number';
import { useT } from '../words/use-t';

export function FighterForm({ f }: { f: FighterSpec }) {
  const t = useT();
  const [d, setD] = useState(() => ({
    name: f.name ?? '',
    side: f.side,
    size: String(f.size),
    mov: String(f.mov),
    baseType: f.base.type as FighterSpec['base']['type'],
    w: String(f.base.type === 'round' ? f.base.diameter : f.base.width),
    depth: String(f.base.type === 'rect' ? f.base.depth : 50),
    facing: String(Math.round(f.facing * 100) / 100),
    x: String(f.position[0]),
    y: String(f.position[1]),
  }));
  const set = (k: keyof typeof d) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  const apply = () => {
    const w = num(d.w, 25);
    const base: FighterSpec['base'] =
      d.baseType === 'round'
        ? { type: 'round', diameter: w }
        : d.baseType === 'square'
          ? { type: 'square', width: w }
          : { type: 'rect', width: w, depth: num(d.depth, 50) };
    updateFighter(f.id, {
      name: d.name || undefined,
      side: d.side || f.side,
      size: Math.max(1, Math.round(num(d.size, f.size))),
      mov: Math.max(0, num(d.mov, f.mov)),
      base,
      facing: num(d.facing, f.facing),
      position: [num(d.x, f.position[0]), num(d.y, f.position[1])],
    });
  };
  return (
    <form
      className="form"
      data-testid="fighter-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label>
        {t('field.id')} <input value={f.id} disabled />
      </label>
      <label>
        {t('field.name')} <input data-testid="field-name" value={d.name} onChange={set('name')} />
      </label>
      <label>
        {t('field.side')} <input data-testid="field-side" value={d.side} onChange={set('side')} />
      </label>
      <label>
        {t('field.size')} <SizeSelect testId="field-size" value={d.size} onChange={(size) => setD({ ...d, size })} />
      </label>
      <label>
        {t('field.mov')} <input data-testid="field-mov" type="number" step="0.5" value={d.mov} onChange={set('mov')} />
      </label>
      <label>
        {t('field.base')}{' '}
        <select
          data-testid="field-base"
          value={d.baseType}
          onChange={(e) => setD({ ...d, baseType: e.target.value as typeof d.baseType })}
        >
          <option value="square">{t('base.square')}</option>
          <option value="round">{t('base.round')}</option>
          <option value="rect">{t('base.rect')}</option>
        </select>
      </label>
      <label>
        {t('field.baseW')} <input data-testid="field-base-w" type="number" step="0.5" value={d.w} onChange={set('w')} />
      </label>
      {d.baseType === 'rect' && (
        <label>
          {t('field.baseD')} <input type="number" step="0.5" value={d.depth} onChange={set('depth')} />
        </label>
      )}
      <label>
        {t('field.facing')} <input type="number" value={d.facing} onChange={set('facing')} />
      </label>
      <label>
        {t('field.x')} <input type="number" value={d.x} onChange={set('x')} />
      </label>
      <label>
        {t('field.y')} <input type="number" value={d.y} onChange={set('y')} />
      </label>
      <button type="submit" data-testid="apply">
        {t('edit.apply')}
      </button>
    </form>
  );
}
