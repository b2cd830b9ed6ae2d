// How the photo shows under the table: faded by a slider, hidden by a toggle; and whether taps on
// it fit bases (on by default once a photo fits) or go to the tools as usual.
import { useStore } from '../state/store';
import { captureWords } from '../../words';
import { useCapture } from './capture-store';
import { BaseChoice } from './BaseChoice';
import { traceScenery } from './capture-actions';

export function LayerControls() {
  const lang = useStore((s) => s.lang);
  const hasLayer = useCapture((s) => s.layer !== null);
  const opacity = useCapture((s) => s.opacity);
  const hidden = useCapture((s) => s.hidden);
  const tapping = useCapture((s) => s.tapping);
  const busy = useCapture((s) => s.busy);
  if (!hasLayer) return null;
  const patch = useCapture.getState().patch;
  return (
    <div className="capture-layer">
      <label className="capture-fade">
        {captureWords(lang, 'capture.fade')}
        <input
          data-testid="capture-opacity"
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(opacity * 100)}
          disabled={hidden}
          onChange={(e) => patch({ opacity: Number(e.target.value) / 100 })}
        />
      </label>
      <label className="check">
        <input
          data-testid="capture-hide"
          type="checkbox"
          checked={hidden}
          onChange={() => patch({ hidden: !hidden })}
        />{' '}
        {captureWords(lang, 'capture.hide')}
      </label>
      <label className="check">
        <input
          data-testid="capture-tapping"
          type="checkbox"
          checked={tapping}
          disabled={hidden}
          onChange={() => patch({ tapping: !tapping, proposal: null })}
        />{' '}
        {captureWords(lang, 'capture.tapOff')}
      </label>
      {tapping && !hidden && <BaseChoice />}
      {!hidden && (
        <button data-testid="capture-trace" onClick={traceScenery}>
          {captureWords(lang, 'capture.trace')}
        </button>
      )}
      {tapping && !hidden && (
        <p className="muted small" data-testid="capture-tap-hint">
          {busy === 'tap' ? captureWords(lang, 'capture.fitting') : captureWords(lang, 'capture.tap')}
        </p>
      )}
    </div>
  );
}
