// A photo from the table to what the player is shown first (issue 35): the markers found, the
// table's fit (or the refusal with its reason) and, when it fits, the photo seen from straight
// above. Pure computation on pixels: the CLI calls it on a decoded file, a worker can on a canvas's.
import { detectMarkers } from './detect';
import { grayFromRgba } from './image';
import { type PhotoPixels, type TopDown, grayPixels, rectify } from './rectify';
import { type TableFit, type TableFitOptions, type TableRefusal, fitTable } from './table-fit';
import type { GrayImage } from './types';

export type PhotoAnalysis = {
  readonly gray: GrayImage;
  readonly fit: TableFit | TableRefusal;
  /** The top-down view, when asked for and the table fits. */
  readonly topDown?: TopDown;
};

export type AnalyseOptions = TableFitOptions & {
  /** The top-down view's resolution, mm a pixel; without it, no view is made. */
  readonly topDownMmPerPx?: number;
};

/** The photo's grey (for the fits), its table fit, and its top-down view in the photo's own channels. */
export function analysePhoto(photo: PhotoPixels, options: AnalyseOptions = {}): PhotoAnalysis {
  const gray =
    photo.channels === 1
      ? { width: photo.width, height: photo.height, data: Float32Array.from(photo.data) }
      : grayFromRgba(photo.width, photo.height, photo.data);
  const fit = fitTable(detectMarkers(gray), gray.width, gray.height, options);
  const mmPerPx = options.topDownMmPerPx;
  if (fit.kind !== 'fit' || mmPerPx === undefined) return { gray, fit };
  return { gray, fit, topDown: rectify(photo.channels === 1 ? grayPixels(gray) : photo, fit, mmPerPx) };
}
