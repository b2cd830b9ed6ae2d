// Bases and the sight dot: R-1.1 (catalogue), R-1.2 (sight), R-6.2 (base width).
import { circle, type Footprint } from './footprint';
import { type Point, dirOfDeg } from './vec';

export type RoundBase = { readonly type: 'round'; readonly diameter: number };
export type SquareBase = { readonly type: 'square'; readonly width: number };
/** A rectangle: `width` across the front, `depth` front to back (cavalry 25 x 50, R-1.1). */
export type RectBase = { readonly type: 'rect'; readonly width: number; readonly depth: number };
export type Base = RoundBase | SquareBase | RectBase;

/** The standard catalogue (Confédé I-B). Custom sizes are allowed too. */
export const BASE_CATALOGUE = {
  infantrySquare: { type: 'square', width: 25 },
  infantryRound: { type: 'round', diameter: 30 },
  largeSquare: { type: 'square', width: 37.5 },
  largeRound: { type: 'round', diameter: 40 },
  cavalryRect: { type: 'rect', width: 25, depth: 50 },
  cavalryRound: { type: 'round', diameter: 50 },
  ophidianSquare: { type: 'square', width: 50 },
  ophidianRound: { type: 'round', diameter: 50 },
  veryLargeSquare: { type: 'square', width: 50 },
  veryLargeRound: { type: 'round', diameter: 60 },
  ragnarokInfantrySquare: { type: 'square', width: 30 },
} as const satisfies Record<string, Base>;

/** Half of the extent of the base along its facing (centre to front edge / sight). */
export function halfDepthMm(base: Base): number {
  switch (base.type) {
    case 'round':
      return base.diameter / 2;
    case 'square':
      return base.width / 2;
    case 'rect':
      return base.depth / 2;
  }
}

/** The base width used for clearances: the diameter of a round base, the front width otherwise. */
export function baseWidthMm(base: Base): number {
  switch (base.type) {
    case 'round':
      return base.diameter;
    case 'square':
      return base.width;
    case 'rect':
      return base.width;
  }
}

/** The footprint of a base centred at `position`, facing `facingDeg`. */
export function baseFootprint(base: Base, position: Point, facingDeg: number): Footprint {
  if (base.type === 'round') return circle(position, base.diameter / 2);
  const depth = base.type === 'square' ? base.width : base.depth;
  const f = dirOfDeg(facingDeg);
  const fx = f.x;
  const fy = f.y;
  // The base's left, (−f.y, f.x).
  const lx = -fy;
  const ly = fx;
  const px = position.x;
  const py = position.y;
  const hd = depth / 2;
  const hw = base.width / 2;
  // Front-right, front-left, back-left, back-right: counter-clockwise in any facing ((f, l) is
  // right-handed), and convex (what polygon() would find, without its copy and tests: a charge
  // places a dozen bases, R-6.6).
  return {
    kind: 'polygon',
    points: [
      { x: px + fx * hd + lx * -hw, y: py + fy * hd + ly * -hw },
      { x: px + fx * hd + lx * hw, y: py + fy * hd + ly * hw },
      { x: px + fx * -hd + lx * hw, y: py + fy * -hd + ly * hw },
      { x: px + fx * -hd + lx * -hw, y: py + fy * -hd + ly * -hw },
    ],
    convex: true,
  };
}

/** A fighter's base outline where it stands. */
export function fighterFootprint(f: { base: Base; position: readonly [number, number]; facing: number }): Footprint {
  return baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
}

/** The sight: the middle of the front edge, or the point of the circle in the facing direction. */
export function sightPoint(base: Base, position: Point, facingDeg: number): Point {
  const f = dirOfDeg(facingDeg);
  const hd = halfDepthMm(base);
  return { x: position.x + f.x * hd, y: position.y + f.y * hd };
}
