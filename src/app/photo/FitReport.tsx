// The table's fit in one line, as `mire photo` says it (markers, error in px and mm, the camera's
// height and tilt), or why the photo or the tap was refused and what to do.
import { useStore } from '../state/store';
import {
  baseRefusalWords,
  captureWords,
  focalSourceWords,
  photoFileRefusalWords,
  photoRefusalWords,
  tableFitWords,
} from '../../words';
import type { Lang } from '../state/lang';
import { useCapture, type Refused } from './capture-store';

function refusedWords(lang: Lang, r: Refused): string {
  switch (r.kind) {
    case 'table':
      return photoRefusalWords(lang, r.refusal);
    case 'photo':
      return photoFileRefusalWords(lang, r.refusal);
    case 'base':
      return baseRefusalWords(lang, captureWords(lang, 'capture.base'), r.refusal);
  }
}

export function FitReport() {
  const lang = useStore((s) => s.lang);
  const fit = useCapture((s) => s.fit);
  const refused = useCapture((s) => s.refused);
  return (
    <>
      {fit && (
        <p data-testid="capture-fit" className="capture-fit">
          {tableFitWords(lang, {
            markers: fit.markers,
            setAside: fit.setAside,
            rmsPx: fit.rmsPx,
            rmsMm: fit.rmsMm,
            heightMm: fit.heightMm,
            tiltDeg: fit.tiltDeg,
            focal: focalSourceWords(lang, fit.focalSource),
          })}
        </p>
      )}
      {refused && (
        <p data-testid="capture-refused" className="capture-refused" role="alert">
          {refusedWords(lang, refused)}
        </p>
      )}
    </>
  );
}
