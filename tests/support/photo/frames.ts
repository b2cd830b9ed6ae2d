// The fixed frames of the suite and the sweep's poses (issue 35): a 1200 x 600 table with a
// crowd of bases (each of R-1.1's kinds), figures hiding part of their rims, seen by a phone.
import type { Figure, PhoneCamera, PhotoBase, PhotoScene } from './scene';

/** Every crowd base stands 4 mm high (its rim); `figure`, where given, hides part of that rim. */
function crowdBase(
  id: string,
  base: PhotoBase['base'],
  position: [number, number],
  facingDeg: number,
  figure?: Figure,
): PhotoBase {
  return { id, base, position, facingDeg, rimMm: 4, ...(figure ? { figure } : {}) };
}

const round = (diameter: number) => ({ type: 'round' as const, diameter });
const square = (width: number) => ({ type: 'square' as const, width });
const box = (sizeMm: number, heightMm: number, offsetMm: [number, number]): Figure => ({
  shape: 'box',
  sizeMm,
  heightMm,
  offsetMm,
});
const cylinder = (sizeMm: number, heightMm: number, offsetMm: [number, number]): Figure => ({
  shape: 'cylinder',
  sizeMm,
  heightMm,
  offsetMm,
});

/** A skirmish's worth of bases: round and square and cavalry, some in contact, figures on most. */
export function crowdBases(): PhotoBase[] {
  return [
    crowdBase('A', round(30), [300, 300], 0, cylinder(18, 32, [3, 2])),
    crowdBase('B', round(30), [330, 300], 180, box(16, 30, [-2, 4])),
    crowdBase('C', square(25), [600, 250], 30, cylinder(14, 30, [0, 3])),
    crowdBase('D', round(40), [800, 420], 200, box(24, 40, [4, -3])),
    crowdBase('E', { type: 'rect', width: 25, depth: 50 }, [950, 180], 100, box(18, 45, [0, 0])),
    crowdBase('F', round(30), [450, 480], 270),
    crowdBase('G', round(50), [180, 150], 45, cylinder(30, 50, [-5, 6])),
    crowdBase('H', square(25), [621.91, 262.65], 210, box(14, 28, [0, 0])),
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
