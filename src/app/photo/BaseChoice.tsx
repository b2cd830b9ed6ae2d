// Which base a tap fits: the selected fighter's, which Move then takes there; with none
// selected, the base chosen here, the same choice as the Edit tool's "Place" (one state, useSetup).
import { useStore } from '../state/store';
import { captureFittingWords, captureWords } from '../../words';
import { BASES, useSetup } from '../edit/setup';

export function BaseChoice() {
  const lang = useStore((s) => s.lang);
  const selected = useStore((s) => (s.selection?.kind === 'fighter' ? s.selection.id : null));
  const baseId = useSetup((s) => s.baseId);
  if (selected)
    return (
      <p className="muted small" data-testid="capture-base-of">
        {captureFittingWords(lang, selected)}
      </p>
    );
  return (
    <label className="capture-base">
      {captureWords(lang, 'capture.baseChoice')}{' '}
      <select
        data-testid="capture-base"
        value={BASES.some((b) => b.id === baseId) ? baseId : ''}
        onChange={(e) => {
          const b = BASES.find((x) => x.id === e.target.value);
          if (b) useSetup.getState().patch({ baseId: b.id, size: b.size });
        }}
      >
        {!BASES.some((b) => b.id === baseId) && <option value="">{captureWords(lang, 'capture.customBase')}</option>}
        {BASES.map((b) => (
          <option key={b.id} value={b.id}>
            {b.label[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
