// an area without dispersion (spells, miracles, auras, a musician's 30 cm: II-C-1, II-C-2):
// centred on the point of impact or on a fighter's base, the Dispersion tool's radius, no dice.
// The fighters covered are listed as `mire area` lists them (src/words/area.ts).
import { useState } from 'react';
import { areaCoverWords } from '../../words';
import { type AreaResult, areaOfEffect } from '../engine/dispersion';
import { useStore } from '../state/store';
import { assaultWord } from '../words/assault-words';
import { type DispersionState, useDispersion } from './dispersion-state';

export function AreaNoDispersion({ d }: { d: DispersionState }) {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const [centre, setCentre] = useState('');
  const [area, setArea] = useState<AreaResult | null>(null);
  const w = (k: Parameters<typeof assaultWord>[1]) => assaultWord(lang, k);
  const ready = centre !== '' || d.impact !== null;
  const show = () => {
    const s = useStore.getState().scene;
    const at = centre !== '' ? { fighter: centre } : { point: d.impact! };
    setArea(areaOfEffect(s, at, d.radiusMm));
    // Drawn on the table too: its edge and the fighters covered (DispersionOverlay.tsx).
    useDispersion.setState({ shownArea: { centre: at, radiusMm: d.radiusMm } });
  };
  return (
    <section className="card" data-testid="area-panel">
      <h4>{w('area')}</h4>
      <label>
        {w('centre')}{' '}
        <select data-testid="area-centre" value={centre} onChange={(e) => setCentre(e.target.value)}>
          <option value="">{w('impact')}</option>
          {scene.fighters.map((f) => (
            <option key={f.id} value={f.id}>
              {f.id}
            </option>
          ))}
        </select>
      </label>{' '}
      <button data-testid="area-show" disabled={!ready} onClick={show}>
        {w('areaGo')}
      </button>
      {!ready && <p className="muted small">{w('needPoint')}</p>}
      {area && (
        <div data-testid="area-result" data-count={area.hits.length}>
          <p className="small">{areaCoverWords(area, lang, (id) => id)}</p>
          {area.hits.length === 0 ? (
            <p className="muted">{w('nobody')}</p>
          ) : (
            <ul className="hits">
              {area.hits.map((h) => (
                <li key={h.id} data-testid={`area-hit-${h.id}`} data-distance-mm={h.distanceMm}>
                  <b>{h.id}</b>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
