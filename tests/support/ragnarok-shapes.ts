// Random bases and obstacles for the property tests (tests/sight-ragnarok-*.test.ts).
import fc from 'fast-check';
import { type Footprint, circle, polygon } from '../../geometry/footprint';

export type BaseDraw = { kind: string; size: number; facingDeg: number };
export type ObstacleDraw = { kind: string; x: number; y: number; r: number; n: number; spin: number };

/** A base for the properties: round or square (any facing), or a 25 x 50 rectangle. */
export const baseArb = fc.record({
  kind: fc.constantFrom('round', 'square', 'rect'),
  size: fc.double({ min: 25, max: 60, noNaN: true }),
  facingDeg: fc.double({ min: 0, max: 360, noNaN: true }),
});

/** The drawn base about (x, y). */
export function baseAt(b: BaseDraw, x: number, y: number): Footprint {
  if (b.kind === 'round') return circle({ x, y }, b.size / 2);
  const w = b.kind === 'square' ? b.size : 25;
  const d = b.kind === 'square' ? b.size : 50;
  const f = (b.facingDeg * Math.PI) / 180;
  const corners = [
    [d / 2, -w / 2],
    [d / 2, w / 2],
    [-d / 2, w / 2],
    [-d / 2, -w / 2],
  ];
  return polygon(
    corners.map(([u, v]) => ({ x: x + u * Math.cos(f) - v * Math.sin(f), y: y + u * Math.sin(f) + v * Math.cos(f) })),
  );
}

/** An obstacle: a disc, a convex polygon or a jagged (non-convex) one, its centre in x 60..440 and the y band given, its reach in the radii given. */
export function obstacleArbIn(band: { minY: number; maxY: number; minR: number; maxR: number }) {
  return fc.record({
    kind: fc.constantFrom('disc', 'convex', 'jagged'),
    x: fc.double({ min: 60, max: 440, noNaN: true }),
    y: fc.double({ min: band.minY, max: band.maxY, noNaN: true }),
    r: fc.double({ min: band.minR, max: band.maxR, noNaN: true }),
    n: fc.integer({ min: 3, max: 10 }),
    spin: fc.double({ min: 0, max: 6.3, noNaN: true }),
  });
}

/** The drawn obstacle. */
export function obstacleAt(o: ObstacleDraw): Footprint {
  if (o.kind === 'disc') return circle({ x: o.x, y: o.y }, o.r);
  const n = o.kind === 'jagged' ? 2 * o.n : o.n;
  return polygon(
    Array.from({ length: n }, (_, i) => {
      const ang = o.spin + (i / n) * 2 * Math.PI;
      const r = o.kind === 'jagged' && i % 2 === 1 ? o.r * 0.45 : o.r;
      return { x: o.x + r * Math.cos(ang), y: o.y + r * Math.sin(ang) };
    }),
  );
}
