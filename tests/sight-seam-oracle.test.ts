// seams against a brute-force oracle (test only): random pairs of touching bases (round or
// square, gap −0.4 .. +0.45 mm, τ = 0.5) across the sight line of A → T. The oracle samples
// rays across Φ: a ray is blocked when it cuts an eroded base, or crosses the gap between the
// two eroded shapes along a segment joining their nearest points, found by sampling their
// outlines (not by nearest-points.ts). The exact sweep's fraction must match the sampled one
// within the sampling's error: each of the few ends of blocked intervals costs at most one ray.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMm } from '../geometry/footprint';
import { erode, segmentCutsEroded } from '../geometry/sight';
import type { ErodedShape } from '../geometry/sight';
import { fighterFootprint } from '../geometry/world';
import { fighter, makeScene, makeWorld, round, square } from './support/build';
import { segmentsIntersect, type Point } from '../geometry/vec';

const TOL = 0.5;
const RAYS = 6000;
const S = { x: 115, y: 300 };
const TARGET = { x: 400, y: 300, r: 15 };

/** Points along an eroded disc or square's outline, every ~0.01 mm. */
function outlinePoints(s: ErodedShape): Point[] {
  const out: Point[] = [];
  if (s.kind === 'disc') {
    const n = Math.ceil((2 * Math.PI * s.radiusMm) / 0.01);
    for (let i = 0; i < n; i++)
      out.push({
        x: s.center.x + s.radiusMm * Math.cos((2 * Math.PI * i) / n),
        y: s.center.y + s.radiusMm * Math.sin((2 * Math.PI * i) / n),
      });
  } else if (s.kind === 'convex') {
    for (let i = 0; i < s.points.length; i++) {
      const a = s.points[i];
      const b = s.points[(i + 1) % s.points.length];
      const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.01);
      for (let k = 0; k < n; k++) out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
    }
  }
  return out;
}

/** The sampled nearest pair of two outlines, near the seam point `near` (only points within 3 mm of it are compared). */
function sampledConnector(a: ErodedShape, b: ErodedShape, near: Point): [Point, Point] {
  const close = (p: Point) => Math.hypot(p.x - near.x, p.y - near.y) < 3;
  const pa = outlinePoints(a).filter(close);
  const pb = outlinePoints(b).filter(close);
  let best: [Point, Point] = [pa[0], pb[0]];
  let d = Infinity;
  for (const p of pa)
    for (const q of pb) {
      const e = Math.hypot(p.x - q.x, p.y - q.y);
      if (e < d) [d, best] = [e, [p, q]];
    }
  return best;
}

/** The oracle's visible fraction of T from S. */
function sampledFraction(shapes: ErodedShape[], connector: [Point, Point] | null): number {
  const d = Math.hypot(TARGET.x - S.x, TARGET.y - S.y);
  const half = Math.asin(TARGET.r / d);
  let open = 0;
  for (let i = 0; i < RAYS; i++) {
    const t = -half + (2 * half * (i + 0.5)) / RAYS;
    // The nearest point of T along the ray.
    const ux = Math.cos(t);
    const uy = Math.sin(t);
    const b = (S.x - TARGET.x) * ux + (S.y - TARGET.y) * uy;
    const c = (S.x - TARGET.x) ** 2 + (S.y - TARGET.y) ** 2 - TARGET.r ** 2;
    const reach = -b - Math.sqrt(Math.max(0, b * b - c));
    const q = { x: S.x + ux * reach, y: S.y + uy * reach };
    const cut =
      shapes.some((s) => segmentCutsEroded(s, S, q)) ||
      (connector !== null && segmentsIntersect(S, q, connector[0], connector[1]));
    if (!cut) open++;
  }
  return open / RAYS;
}

const baseArb = fc.record({
  round: fc.boolean(),
  sizeMm: fc.integer({ min: 20, max: 40 }),
});

describe('R-5.2 seams: the exact sweep against sampled rays', () => {
  it('random touching pairs across the sight line: the same fraction, within the rays’ spacing', () => {
    fc.assert(
      fc.property(
        baseArb,
        baseArb,
        fc.double({ min: -0.4, max: 0.45, noNaN: true }),
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.double({ min: 180, max: 300, noNaN: true }),
        (lo, hi, gapMm, seamY, shiftX, x) => {
          // Lower base below y = 300 + seamY, upper above it, gapMm apart (negative: overlapping).
          const hl = lo.sizeMm / 2;
          const hu = hi.sizeMm / 2;
          const yl = 300 + seamY - hl;
          const yu = 300 + seamY + gapMm + hu;
          const fl = fighter('L', lo.round ? round(lo.sizeMm) : square(lo.sizeMm), [x, yl], 0);
          const fu = fighter('U', hi.round ? round(hi.sizeMm) : square(hi.sizeMm), [x + shiftX, yu], 0);
          const parts = {
            options: { tolerance: TOL },
            fighters: [fighter('A', round(30), [100, 300], 0), fighter('T', round(30), [400, 300], 180), fl, fu],
          };
          const scene = makeScene(parts);
          const [pl, pu] = [fighterFootprint(scene.fighters[2]), fighterFootprint(scene.fighters[3])];
          const [el, eu] = [erode(pl, TOL), erode(pu, TOL)];
          const touching = distanceMm(pl, pu) <= TOL;
          const connector = touching
            ? sampledConnector(el, eu, { x: x + shiftX / 2, y: 300 + seamY + gapMm / 2 })
            : null;
          const expected = sampledFraction([el, eu], connector);
          const ex = makeWorld(parts).explainLos('A', 'T');
          // A handful of interval ends, each within one ray's spacing, plus the sampled connector's error.
          expect(Math.abs(ex.sight.visibleFraction - expected)).toBeLessThan(8 / RAYS);
        },
      ),
      { numRuns: 40, seed: 5202 },
    );
  });
});
