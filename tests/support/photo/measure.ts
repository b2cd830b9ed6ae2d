// Measuring the pipeline against the scene that made the photo (issue 35): each base fitted from a
// tap a few mm off its centre, its error against the true centre.
import { detectMarkers } from '../../../src/photo/detect';
import { fitBase } from '../../../src/photo/fit-base';
import { type TableFit, type TableRefusal, fitTable } from '../../../src/photo/table-fit';
import type { GrayImage } from '../../../src/photo/types';
import type { PhotoScene } from './scene';

export type BaseMeasure = {
  id: string;
  type: string;
  errorMm: number | null;
  uncertaintyMm: number | null;
  refused?: string;
  doubts?: readonly string[];
  coverage?: number;
  heightShiftMm?: number;
  /** The fitted centre, table mm. */
  centre?: { x: number; y: number };
};

export function measureScene(
  scene: PhotoScene,
  img: GrayImage,
): { fit: TableFit | TableRefusal; bases: BaseMeasure[] } {
  const fit = fitTable(detectMarkers(img), img.width, img.height);
  if (fit.kind !== 'fit') return { fit, bases: [] };
  const bases = scene.bases.map((b, k) => {
    // A tap 3.6 mm off the centre, a different way for each base.
    const a = k * 2.1;
    const tapMm = { x: b.position[0] + 3.6 * Math.cos(a), y: b.position[1] + 3.6 * Math.sin(a) };
    const r = fitBase(img, fit, { base: b.base, tapMm, rimMm: b.rimMm });
    if (r.kind !== 'fit') return { id: b.id, type: b.base.type, errorMm: null, uncertaintyMm: null, refused: r.reason };
    const errorMm = Math.hypot(r.centre.x - b.position[0], r.centre.y - b.position[1]);
    return {
      id: b.id,
      type: b.base.type,
      errorMm,
      uncertaintyMm: r.uncertaintyMm,
      doubts: r.doubts,
      coverage: r.coverage,
      heightShiftMm: r.heightShiftMm,
      centre: r.centre,
    };
  });
  return { fit, bases };
}

/** The q-quantile (nearest rank) of the values. */
export function quantile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
