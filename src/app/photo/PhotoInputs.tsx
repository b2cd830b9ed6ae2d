// Take a photo with the phone's camera (its full-resolution photo, not the video stream: the
// browser's own camera screen through capture="environment") or choose one already taken.
import { useRef } from 'react';
import { useStore } from '../state/store';
import { captureWords } from '../../words';
import { takePhoto } from './capture-actions';
import { useCapture } from './capture-store';

export function PhotoInputs() {
  const lang = useStore((s) => s.lang);
  const busy = useCapture((s) => s.busy);
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const onFile = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that choosing the same file again reads it again.
    e.target.value = '';
    if (file) void takePhoto(file);
  };
  return (
    <div className="capture-inputs">
      <button data-testid="capture-take" disabled={busy !== null} onClick={() => camera.current?.click()}>
        {captureWords(lang, 'capture.take')}
      </button>
      <button data-testid="capture-choose" disabled={busy !== null} onClick={() => chooser.current?.click()}>
        {captureWords(lang, 'capture.choose')}
      </button>
      <input
        ref={camera}
        data-testid="capture-camera-file"
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={onFile}
      />
      <input ref={chooser} data-testid="capture-file" type="file" accept="image/*" hidden onChange={onFile} />
      {busy === 'photo' && (
        <p className="muted" data-testid="capture-busy" role="status">
          {captureWords(lang, 'capture.reading')}
        </p>
      )}
    </div>
  );
}
