// The photo pipeline's geometry (issue 35): the marker codes, the lens model, the homography and
// the camera pose, each against a closed form or a brute-force search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distort, undistort } from '../src/photo/lens';
import { dltHomography, fitHomography, reprojectionErrorsPx } from '../src/photo/homography';
import { MARKER_CODES, MARKER_INSET_MM, bitCount, markerSpots, tableBlock, turnCode } from '../src/photo/markers';
import { PlaneMap } from '../src/photo/plane-map';
import { estimateFocalPx, poseFromHomography } from '../src/photo/pose';
import type { TableFit } from '../src/photo/table-fit';
import type { Mat3 } from '../src/photo/types';
import { CameraRig } from './support/photo/camera';
import { phoneAt } from './support/photo/frames';

describe('the markers (issue 35, R-8.1 tables)', () => {
  it('any two codes differ by at least 5 bits in every turn, and no code is near its own turns', () => {
    // Brute force over every pair and turn: what the decoder's one-bit tolerance relies on.
    let minOther = 16;
    let minSelf = 16;
    for (let i = 0; i < MARKER_CODES.length; i++) {
      let t = MARKER_CODES[i];
      for (let turn = 1; turn < 4; turn++) {
        t = turnCode(t);
        minSelf = Math.min(minSelf, bitCount(t ^ MARKER_CODES[i]));
      }
      for (let j = i + 1; j < MARKER_CODES.length; j++) {
        let u = MARKER_CODES[j];
        for (let turn = 0; turn < 4; turn++, u = turnCode(u))
          minOther = Math.min(minOther, bitCount(u ^ MARKER_CODES[i]));
      }
    }
    expect(minOther).toBeGreaterThanOrEqual(5);
    expect(minSelf).toBeGreaterThanOrEqual(5);
  });

  it('four turns give the code back', () => {
    for (const c of MARKER_CODES) expect(turnCode(turnCode(turnCode(turnCode(c))))).toBe(c);
  });

  it('each R-8.1 table has its own 8 ids, at its corners and edge midpoints, a card in from the edges', () => {
    // 1200 x 600 → ids 0-7, 900 x 900 → 8-15, 600 x 600 → 16-23. The card is 80 mm: centre 40 mm in.
    expect(MARKER_INSET_MM).toBe(40);
    const standard = markerSpots({ widthMm: 1200, depthMm: 600 });
    expect(standard.map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(standard.map((s) => [s.centre.x, s.centre.y])).toEqual([
      [40, 40],
      [600, 40],
      [1160, 40],
      [1160, 300],
      [1160, 560],
      [600, 560],
      [40, 560],
      [40, 300],
    ]);
    expect(markerSpots({ widthMm: 900, depthMm: 900 })[0].id).toBe(8);
    expect(markerSpots({ widthMm: 600, depthMm: 600 })[7].id).toBe(23);
    expect(tableBlock({ widthMm: 1000, depthMm: 600 })).toBe(-1);
    expect(() => markerSpots({ widthMm: 1000, depthMm: 600 })).toThrow(/R-8\.1/);
  });
});

describe('the lens (leftover radial distortion)', () => {
  it('undistort undoes distort over the whole frame for |k1| ≤ 0.1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.1, max: 0.1, noNaN: true }),
        fc.double({ min: 0, max: 1600, noNaN: true }),
        fc.double({ min: 0, max: 1200, noNaN: true }),
        (k1, x, y) => {
          const lens = { cx: 800, cy: 600, halfDiagPx: 1000, k1 };
          const back = distort(lens, undistort(lens, { x, y }));
          expect(Math.hypot(back.x - x, back.y - y)).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('moves a corner of the frame by k1 · R (hand-worked: k1 = 0.02, R = 1000 px → 20 px)', () => {
    const lens = { cx: 800, cy: 600, halfDiagPx: 1000, k1: 0.02 };
    const corner = distort(lens, { x: 1600, y: 1200 });
    expect(corner.x).toBeCloseTo(1600 + 800 * 0.02, 9);
    expect(corner.y).toBeCloseTo(1200 + 600 * 0.02, 9);
  });
});

/** The exact homography of a pinhole camera (no lens) from the rig: K [r1 r2 t]. */
function rigHomography(rig: CameraRig): Mat3 {
  const pts = [
    [0, 0],
    [1200, 0],
    [1200, 600],
    [0, 600],
    [600, 300],
  ].map(([x, y]) => ({ table: { x, y }, image: rig.project([x, y, 0]) }));
  return dltHomography(pts);
}

describe('the homography and the pose', () => {
  it('the least-squares fit recovers a homography from noiseless points to rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 900, max: 1300 }), (tilt, dist) => {
        const rig = new CameraRig(phoneAt(tilt, dist, { width: 1600, height: 1200 }));
        const pairs = [];
        for (let x = 0; x <= 1200; x += 300)
          for (let y = 0; y <= 600; y += 200) pairs.push({ table: { x, y }, image: rig.project([x, y, 0]) });
        const h = fitHomography(pairs);
        expect(Math.max(...reprojectionErrorsPx(h, pairs))).toBeLessThan(1e-6);
      }),
      { numRuns: 20 },
    );
  });

  it('the pose puts the camera where it stands (oblique: focal estimated; from above: focal given)', () => {
    // A phone 1100 mm from the table's centre, tilted 35° from straight down, from the y0 side:
    // it stands at (600, 300 − 1100·sin 35°, 1100·cos 35°) = (600, −330.9, 901.1).
    const rig = new CameraRig(phoneAt(35, 1100, { width: 1600, height: 1200 }));
    const h = rigHomography(rig);
    const f = estimateFocalPx(h, 800, 600);
    expect(f).not.toBeNull();
    expect(Math.abs(f! - rig.focalPx)).toBeLessThan(1e-3);
    const pose = poseFromHomography(h, { focalPx: f!, cx: 800, cy: 600 }, 'estimated');
    expect(pose.xMm).toBeCloseTo(600, 3);
    expect(pose.yMm).toBeCloseTo(300 - 1100 * Math.sin((35 * Math.PI) / 180), 3);
    expect(pose.heightMm).toBeCloseTo(1100 * Math.cos((35 * Math.PI) / 180), 3);
    expect(pose.tiltDeg).toBeCloseTo(35, 3);
    // Straight down, with the focal given (the view alone cannot tell it there).
    const down = new CameraRig(phoneAt(0, 1100, { width: 1600, height: 1200 }));
    const hd = rigHomography(down);
    const poseDown = poseFromHomography(hd, { focalPx: down.focalPx, cx: 800, cy: 600 }, 'given');
    expect(poseDown.heightMm).toBeCloseTo(1100, 3);
    expect(poseDown.tiltDeg).toBeCloseTo(0, 3);
  });

  it('a point h mm above the mat maps through the homothety about the camera foot (plane-map)', () => {
    // Brute force: the rig projects 3-D points; the plane map must send their pixels back to them.
    const rig = new CameraRig(phoneAt(30, 1100, { width: 1600, height: 1200 }));
    const h = rigHomography(rig);
    const pose = poseFromHomography(h, { focalPx: rig.focalPx, cx: 800, cy: 600 }, 'given');
    const fit = { homography: h, lens: { ...rig.lens }, pose } as unknown as TableFit;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1200, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (x, y, z) => {
          const map = new PlaneMap(fit, z);
          const back = map.toPlane(rig.project([x, y, z]));
          expect(Math.hypot(back.x - x, back.y - y)).toBeLessThan(1e-6);
          const px = map.toPhoto({ x, y });
          const direct = rig.project([x, y, z]);
          expect(Math.hypot(px.x - direct.x, px.y - direct.y)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });
});
