// The photo seen from straight above (issue 35, photo/rectify.ts): a synthetic phone photo at 20°
// from straight down, saved as JPEG, rectified at 1 mm a pixel; the marker cards' printed edges
// must fall where the cards lie on the table (R-8.1 1200 x 600: card 0 centred at (40, 40), card 4
// at (1160, 560), each 80 mm with a 60 mm black square: its border from 10 to 20 mm in from the
// card's edge on each side).
import { describe, expect, it } from 'vitest';
import { detectMarkers } from '../src/photo/detect';
import { analysePhoto } from '../src/photo/analyse';
import { grayPixels, rectify } from '../src/photo/rectify';
import { fitTable } from '../src/photo/table-fit';
import { crowdScene, phoneAt } from './support/photo/frames';
import { renderPhoto } from './support/photo/render';

const scene = crowdScene(phoneAt(20, 1100, { width: 1000, height: 750 }, 0.02), 5, { jpegQuality: 90 });
const img = renderPhoto(scene);
const fit = fitTable(detectMarkers(img), img.width, img.height);

/** Where along row `yMm` the view crosses grey 130 (halfway from black 28 to white 232) between x0 and x1 mm. */
function crossingMm(view: ReturnType<typeof rectify>, yMm: number, x0: number, x1: number): number {
  const j = Math.floor(yMm / view.mmPerPx);
  const at = (i: number) => view.data[j * view.width + i];
  for (let i = Math.floor(x0); i < x1; i++) {
    const [a, b] = [at(i), at(i + 1)];
    // Pixel i shows the mat at i + 0.5 mm: the crossing by linear interpolation between centres.
    if ((a - 130) * (b - 130) <= 0 && a !== b) return i + 0.5 + (130 - a) / (b - a);
  }
  return NaN;
}

describe('the top-down view (rectify.ts)', () => {
  it('is the table at 1 mm a pixel, 1200 x 600', () => {
    expect(fit.kind).toBe('fit');
    if (fit.kind !== 'fit') return;
    const view = rectify(grayPixels(img), fit, 1);
    expect([view.width, view.height, view.channels]).toEqual([1200, 600, 1]);
  });

  it("puts the cards' printed edges within 0.5 mm of where they lie, near and far from the camera", () => {
    if (fit.kind !== 'fit') throw new Error('no fit');
    const view = rectify(grayPixels(img), fit, 1);
    // Card 0 (near corner): white margin to black border at x = 10, black to white at x = 70.
    expect(Math.abs(crossingMm(view, 40, 4, 16) - 10)).toBeLessThan(0.5);
    expect(Math.abs(crossingMm(view, 40, 64, 76) - 70)).toBeLessThan(0.5);
    // Card 4 (far corner, centred at (1160, 560)): at x = 1130 and 1190.
    expect(Math.abs(crossingMm(view, 560, 1124, 1136) - 1130)).toBeLessThan(0.5);
    expect(Math.abs(crossingMm(view, 560, 1184, 1196) - 1190)).toBeLessThan(0.5);
  });

  it('refuses a resolution that is no length', () => {
    if (fit.kind !== 'fit') throw new Error('no fit');
    expect(() => rectify(grayPixels(img), fit, 0)).toThrow(/mmPerPx/);
  });

  it('comes with the fit from analysePhoto, as the CLI and a worker ask for it', () => {
    if (fit.kind !== 'fit') throw new Error('no fit');
    const analysis = analysePhoto(grayPixels(img), { topDownMmPerPx: 2 });
    expect(analysis.fit).toEqual(fit);
    expect([analysis.topDown?.width, analysis.topDown?.height]).toEqual([600, 300]);
    expect(analysePhoto(grayPixels(img)).topDown).toBeUndefined();
  });
});
