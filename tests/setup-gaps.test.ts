// the gaps behind set-up violations, as segments the app draws: each one as long as the
// distance checkSetup reports; and closestPoints, the two ends of an edge-to-edge gap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circle, closestPoints, distanceMm, polygon } from '../geometry/footprint';
import { checkSetup, violationGap } from '../geometry/setup';
import { loadScenario } from './support/scenes';

const len = ([a, b]: [{ x: number; y: number }, { x: number; y: number }]) => Math.hypot(a.x - b.x, a.y - b.y);

describe('R-8.3 violation gaps', () => {
  it('setup-violations.json: every gap segment is as long as its reported distance', () => {
    const scene = loadScenario('setup-violations');
    const report = checkSetup(scene);
    const gaps = report.violations.filter((v) => v.code === 'too-close' || v.code === 'near-edge');
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    for (const v of gaps) {
      const seg = violationGap(scene, v)!;
      expect(seg).not.toBeNull();
      expect(len(seg)).toBeCloseTo(Math.abs(v.distanceMm), 6);
    }
    const houseBarn = report.violations.find((v) => v.code === 'too-close')!;
    expect(
      violationGap(scene, houseBarn)!
        .map((p) => p.x)
        .sort((a, b) => a - b),
    ).toEqual([250, 300]);
  });

  it('too-large and too-few are not gaps', () => {
    const scene = loadScenario('setup-violations');
    for (const v of checkSetup(scene).violations.filter((x) => x.code === 'too-large' || x.code === 'too-few')) {
      expect(violationGap(scene, v)).toBeNull();
    }
  });
});

describe('R-2.1 closestPoints', () => {
  const coord = fc.double({ min: -200, max: 200, noNaN: true });
  const shape = fc.oneof(
    fc
      .record({ x: coord, y: coord, r: fc.double({ min: 1, max: 40, noNaN: true }) })
      .map(({ x, y, r }) => circle({ x, y }, r)),
    fc
      .record({
        x: coord,
        y: coord,
        w: fc.double({ min: 2, max: 60, noNaN: true }),
        h: fc.double({ min: 2, max: 60, noNaN: true }),
      })
      .map(({ x, y, w, h }) =>
        polygon([
          { x, y },
          { x: x + w, y },
          { x: x + w, y: y + h },
          { x, y: y + h },
        ]),
      ),
  );
  it('the segment between the two points is the edge-to-edge distance', () => {
    fc.assert(
      fc.property(shape, shape, (a, b) => {
        const seg = closestPoints(a, b);
        expect(len(seg)).toBeCloseTo(distanceMm(a, b), 6);
      }),
    );
  });
});
