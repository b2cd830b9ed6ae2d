// The photo capture's panel (issue 35), phone first: take or choose a photo of the table, read its
// fit (or why it was refused and what to do), fade the photo under the table, tap bases to place
// them, and print the markers. Loaded the first time the tool bar's menu opens it; closed only by
// closeCapture, which stops the worker and lets the photo go.
import { useStore } from '../state/store';
import { useCaptureFlags } from '../state/capture-flags';
import { captureWords } from '../../words';
import { closeCapture } from './capture-actions';
import { PhotoInputs } from './PhotoInputs';
import { FitReport } from './FitReport';
import { LayerControls } from './LayerControls';
import { ProposalCard } from './ProposalCard';
import { MarkersCard } from './MarkersCard';
import './capture.css';

export function CapturePanel() {
  const lang = useStore((s) => s.lang);
  const atMarkers = useCaptureFlags((s) => s.atMarkers);
  return (
    <section className="card capture" data-testid="capture-panel">
      <div className="capture-head">
        <h3>{captureWords(lang, 'capture.title')}</h3>
        <button data-testid="capture-close" onClick={closeCapture}>
          {captureWords(lang, 'capture.close')}
        </button>
      </div>
      {atMarkers && <MarkersCard />}
      <p className="muted small">{captureWords(lang, 'capture.intro')}</p>
      <PhotoInputs />
      <ProposalCard />
      <FitReport />
      <LayerControls />
      {!atMarkers && <MarkersCard />}
    </section>
  );
}
