// The base proposed from a tap (issue 35): where the photo puts it, its uncertainty in mm (flagged
// over 1 mm, with why), and the player's choice: add a new fighter there, move the selected one
// there, or discard it. Confirmed, it goes through the table's commit: Undo takes it back.
import { useLayoutEffect, useRef } from 'react';
import { useStore } from '../state/store';
import { scrollIntoPanel } from '../layout/scroll-into-panel';
import { captureMoveWords, captureWords, placedBaseWords } from '../../words';
import { confirmProposal } from './capture-actions';
import { useCapture } from './capture-store';

export function ProposalCard() {
  const lang = useStore((s) => s.lang);
  const proposal = useCapture((s) => s.proposal);
  const placed = useCapture((s) => s.placed);
  const ref = useRef<HTMLDivElement>(null);
  // A proposal comes from a tap on the table: shown at once, wherever the panel was scrolled.
  useLayoutEffect(() => scrollIntoPanel(ref.current), [proposal]);
  if (!proposal)
    return placed ? (
      <p className="muted small" data-testid="capture-placed">
        {placed} {captureWords(lang, 'capture.placed')}
      </p>
    ) : null;
  const { fit, fighterId } = proposal;
  const who = fighterId ?? captureWords(lang, 'capture.base');
  return (
    <div ref={ref} className="capture-proposal" data-testid="capture-proposal" data-flagged={fit.flagged}>
      <p data-testid="capture-proposal-text">
        {placedBaseWords(lang, who, fit.centre, fit.uncertaintyMm, fit.flagged, fit.doubts)}
      </p>
      <div className="capture-actions">
        {fighterId && (
          <button data-testid="capture-move" onClick={() => confirmProposal('move')}>
            {captureMoveWords(lang, fighterId)}
          </button>
        )}
        <button data-testid="capture-add" onClick={() => confirmProposal('add')}>
          {captureWords(lang, 'capture.add')}
        </button>
        <button data-testid="capture-discard" onClick={() => useCapture.getState().patch({ proposal: null })}>
          {captureWords(lang, 'capture.discard')}
        </button>
      </div>
    </div>
  );
}
