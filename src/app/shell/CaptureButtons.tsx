// The tool bar menu's way in to the photo capture (issue 35): "Photo of the table" and "Markers to
// print". Only the flag and two labels are on the first screen; the capture loads when opened.
import { useStore } from '../state/store';
import { useCaptureFlags } from '../state/capture-flags';
import { useSheet } from '../layout/sheet-state';
import { captureMenuWords } from '../../words';

function open(atMarkers: boolean): void {
  useCaptureFlags.getState().openCapture(atMarkers);
  // On a phone the panel is the bottom sheet: raised so that the capture shows.
  if (useSheet.getState().state === 'closed') useSheet.getState().set('peek');
}

export function CaptureButtons() {
  const lang = useStore((s) => s.lang);
  const isOpen = useCaptureFlags((s) => s.open);
  return (
    <div className="group">
      <button
        data-testid="capture-open"
        className={isOpen ? 'on' : ''}
        aria-pressed={isOpen}
        onClick={() => open(false)}
      >
        {captureMenuWords(lang, 'open')}
      </button>
      <button data-testid="capture-markers-open" onClick={() => open(true)}>
        {captureMenuWords(lang, 'markers')}
      </button>
    </div>
  );
}
