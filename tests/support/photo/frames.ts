// The fixed frames of the suite and the sweep's poses (issue 35): a 1200 x 600 table with a
// crowd of bases (each of R-1.1's kinds), figures hiding part of their rims, seen by a phone.
import type { PhoneCamera, PhotoBase, PhotoScene } from './scene';

/** A skirmish's worth of bases: round and square and cavalry, some in contact, figures on most. */
export function crowdBases(): PhotoBase[] {
  return [
    {
      id: 'A',
      base: { type: 'round', diameter: 30 },
      position: [300, 300],
      facingDeg: 0,
      rimMm: 4,
      figure: { shape: 'cylinder', sizeMm: 18, heightMm: 32, offsetMm: [3, 2] },
    },
    {
      id: 'B',
      base: { type: 'round', diameter: 30 },
      position: [330, 300],
      facingDeg: 180,
      rimMm: 4,
      figure: { shape: 'box', sizeMm: 16, heightMm: 30, offsetMm: [-2, 4] },
    },
    {
      id: 'C',
      base: { type: 'square', width: 25 },
      position: [600, 250],
      facingDeg: 30,
      rimMm: 4,
      figure: { shape: 'cylinder', sizeMm: 14, heightMm: 30, offsetMm: [0, 3] },
    },
    {
      id: 'D',
      base: { type: 'round', diameter: 40 },
      position: [800, 420],
      facingDeg: 200,
      rimMm: 4,
      figure: { shape: 'box', sizeMm: 24, heightMm: 40, offsetMm: [4, -3] },
    },
    {
      id: 'E',
      base: { type: 'rect', width: 25, depth: 50 },
      position: [950, 180],
      facingDeg: 100,
      rimMm: 4,
      figure: { shape: 'box', sizeMm: 18, heightMm: 45, offsetMm: [0, 0] },
    },
    { id: 'F', base: { type: 'round', diameter: 30 }, position: [450, 480], facingDeg: 270, rimMm: 4 },
    {
      id: 'G',
      base: { type: 'round', diameter: 50 },
      position: [180, 150],
      facingDeg: 45,
      rimMm: 4,
      figure: { shape: 'cylinder', sizeMm: 30, heightMm: 50, offsetMm: [-5, 6] },
    },
    {
      id: 'H',
      base: { type: 'square', width: 25 },
      position: [621.91, 262.65],
      facingDeg: 210,
      rimMm: 4,
      figure: { shape: 'box', sizeMm: 14, heightMm: 28, offsetMm: [0, 0] },
    },
  ];
}

/** A phone at `distanceMm` from the table's centre, tilted `tiltDeg` from straight down, from the y0 side. */
export function phoneAt(
  tiltDeg: number,
  distanceMm: number,
  size: { width: number; height: number },
  k1 = 0,
): PhoneCamera {
  const t = (tiltDeg * Math.PI) / 180;
  const centre: [number, number, number] = [600, 300, 0];
  return {
    position: [600, 300 - distanceMm * Math.sin(t) - 1e-6, distanceMm * Math.cos(t)],
    lookAt: centre,
    focal35mm: 26,
    width: size.width,
    height: size.height,
    k1,
  };
}

export function crowdScene(camera: PhoneCamera, seed: number, extra: Partial<PhotoScene> = {}): PhotoScene {
  return {
    table: { widthMm: 1200, depthMm: 600 },
    bases: crowdBases(),
    camera,
    noiseSigma: 2,
    blurSigmaPx: 0.7,
    seed,
    ...extra,
  };
}
