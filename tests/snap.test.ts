// Snapping a dropped base into contact: the slide along the line of centres and the
// assault pose, checked on random bases, targets and drop points against the
// engine's own contact and sight-touch verdicts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Base, baseFootprint, sightPoint } from '../geometry/base';
import { distPointFootprint, distanceMm, penetrationMm } from '../geometry/footprint';
import { assaultPose, slideToTouch } from '../geometry/snap';
import { makeWorld, fighter, round, square, rect } from './support/build';

const baseArb: fc.Arbitrary<Base> = fc.oneof(
  fc.constantFrom(30, 40, 50, 60).map((d) => round(d)),
  fc.constantFrom(25, 37.5, 50).map((w) => square(w)),
  fc.constant(rect(25, 50)),
);
const angleArb = fc.double({ min: 0, max: 360, noNaN: true });

describe('snap: R-3.1 slide to touch', () => {
  it('a worked case: a Ø30 dropped 20 mm into a 25 mm square slides out to touch it, facing kept', () => {
    const target = baseFootprint(square(25), { x: 100, y: 100 }, 0);
    const pose = slideToTouch(round(30), { position: { x: 120, y: 100 }, facingDeg: 90 }, target);
    // Square's right edge at 112.5; the circle's left point must sit on it: centre at 127.5.
    expect(pose.position.x).toBeCloseTo(127.5, 9);
    expect(pose.position.y).toBeCloseTo(100, 9);
    expect(pose.facingDeg).toBe(90);
  });

  it('ends touching (distance 0, no overlap) on the ray from the target centre, from any drop', () => {
    fc.assert(
      fc.property(
        baseArb,
        baseArb,
        angleArb,
        angleArb,
        angleArb,
        fc.double({ min: 0, max: 80, noNaN: true }),
        (mb, tb, mf, tf, bearing, r) => {
          const target = baseFootprint(tb, { x: 300, y: 300 }, tf);
          const rad = (bearing * Math.PI) / 180;
          const drop = { x: 300 + Math.cos(rad) * r, y: 300 + Math.sin(rad) * r };
          const pose = slideToTouch(mb, { position: drop, facingDeg: mf }, target);
          const fp = baseFootprint(mb, pose.position, pose.facingDeg);
          expect(penetrationMm(fp, target)).toBeLessThan(1e-6);
          expect(distanceMm(fp, target)).toBeLessThan(1e-6);
          if (r > 1e-6) {
            // On the same ray: the cross product with the drop direction vanishes, same side.
            const cx = (pose.position.x - 300) * Math.sin(rad) - (pose.position.y - 300) * Math.cos(rad);
            expect(Math.abs(cx)).toBeLessThan(1e-6);
            expect((pose.position.x - 300) * Math.cos(rad) + (pose.position.y - 300) * Math.sin(rad)).toBeGreaterThan(
              0,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('snap: R-3.4 / R-6.6 assault pose', () => {
  it('a worked case: a square charging the right side of a square ends flush, facing it', () => {
    const target = baseFootprint(square(25), { x: 100, y: 100 }, 0);
    const pose = assaultPose(square(25), { x: 140, y: 104 }, target);
    expect(pose.position.x).toBeCloseTo(125, 9);
    expect(pose.position.y).toBeCloseTo(104, 9);
    expect(Math.abs(pose.facingDeg)).toBeCloseTo(180, 9);
  });

  it('is a legal contact with the sight touching, for any mover, target and drop point', () => {
    fc.assert(
      fc.property(
        baseArb,
        baseArb,
        angleArb,
        angleArb,
        fc.double({ min: 0, max: 90, noNaN: true }),
        (mb, tb, tf, bearing, r) => {
          const tc = { x: 300, y: 300 };
          const target = baseFootprint(tb, tc, tf);
          const rad = (bearing * Math.PI) / 180;
          const near = { x: tc.x + Math.cos(rad) * r, y: tc.y + Math.sin(rad) * r };
          const pose = assaultPose(mb, near, target);
          const fp = baseFootprint(mb, pose.position, pose.facingDeg);
          expect(penetrationMm(fp, target)).toBeLessThan(1e-6);
          expect(distPointFootprint(sightPoint(mb, pose.position, pose.facingDeg), target)).toBeLessThan(1e-6);
          // The engine's verdicts on the resulting table.
          const w = makeWorld({
            fighters: [
              fighter('T', tb, [tc.x, tc.y], tf),
              fighter('M', mb, [pose.position.x, pose.position.y], pose.facingDeg, { side: 'blue' }),
            ],
          });
          expect(w.contact('M', 'T').contact).toBe(true);
          expect(w.sightTouches('M', 'T')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
