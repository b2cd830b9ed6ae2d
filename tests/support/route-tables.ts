// Wide seeded tables of round bases and square pieces, and queries on them, for the route
// index's property tests: tests/route-lazy.test.ts and tests/route-repeat.test.ts.
import type { Footprint } from '../../geometry/footprint';
import type { IndexQuery, RouteObstacle } from '../../geometry/route';
import { mulberry32 } from '../../geometry/rng';
import type { Point } from '../../geometry/vec';

/** The clearance of a 25 mm base (half its width). */
export const C = 12.5;
export const disc = (x: number, y: number, r: number): Footprint => ({ kind: 'circle', center: { x, y }, radiusMm: r });
export const box = (x: number, y: number, w: number, h: number): Footprint => ({
  kind: 'polygon',
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
  convex: true,
});

/** A wide table of `seed`: round bases (some in contact) and square pieces, evenly spread. */
export function wideTable(
  seed: number,
  fighters: number,
): { obstacles: RouteObstacle[]; table: { width: number; depth: number } } {
  const rng = mulberry32(seed);
  const table = { width: 1800, depth: 900 };
  const obstacles: RouteObstacle[] = [];
  for (let f = 0; f < fighters; f++) {
    const r = rng() < 0.7 ? 12.5 : 20;
    const last = obstacles[obstacles.length - 1]?.shape;
    if (last && last.kind === 'circle' && rng() < 0.3) {
      const a = rng() * 2 * Math.PI;
      obstacles.push({
        id: `f${f}`,
        shape: disc(
          last.center.x + (last.radiusMm + r) * Math.cos(a),
          last.center.y + (last.radiusMm + r) * Math.sin(a),
          r,
        ),
      });
    } else
      obstacles.push({ id: `f${f}`, shape: disc(30 + rng() * (table.width - 60), 30 + rng() * (table.depth - 60), r) });
  }
  for (let s = 0; s < fighters / 5; s++)
    obstacles.push({
      id: `s${s}`,
      shape: box(20 + rng() * (table.width - 100), 20 + rng() * (table.depth - 100), 15 + rng() * 60, 15 + rng() * 60),
    });
  return { obstacles, table };
}

/** How far a base (a piece: a disc round its first corner, its diagonal wide) lies outside the box (x, y, w, h): at most 0 if it touches it. */
export function distanceToBox(shape: Footprint, x: number, y: number, w: number, h: number): number {
  const p = shape.kind === 'circle' ? shape.center : shape.points[0];
  const r = shape.kind === 'circle' ? shape.radiusMm : Math.hypot(shape.points[2].x - p.x, shape.points[2].y - p.y);
  const dx = Math.max(x - p.x, 0, p.x - (x + w));
  const dy = Math.max(y - p.y, 0, p.y - (y + h));
  return Math.hypot(dx, dy) - r;
}

/** A query of the mover `mover`: a walk to a point near it or across the table, or an assault on a base near it. */
export function aQuery(
  obstacles: readonly RouteObstacle[],
  mover: RouteObstacle,
  rng: () => number,
  table: { width: number; depth: number },
): IndexQuery {
  const start = (mover.shape as { center: Point }).center;
  const reach = rng() < 0.7 ? 250 : 2000;
  const kind = rng();
  if (kind < 0.25) {
    const target = obstacles[Math.floor(rng() * obstacles.length)];
    if (target !== mover)
      return { start, goal: { kind: 'base', id: target.id, shape: target.shape }, ignore: [mover.id, target.id] };
  }
  const point = {
    x: Math.min(table.width - C, Math.max(C, start.x + (rng() - 0.5) * reach)),
    y: Math.min(table.depth - C, Math.max(C, start.y + (rng() - 0.5) * reach)),
  };
  const bound = kind > 0.85 ? { maxLengthMm: 50 + rng() * 300 } : {};
  return { start, goal: { kind: 'point', point }, ignore: [mover.id], ...bound };
}

/**
 * The walls table of `seed`: a wide table of 40 fighters with three walls across most of its
 * depth, from the top or the bottom (routes wind round them), and no base or piece within the
 * clearance of a wall's line (routes pass its ends only). Its rng goes on to draw the queries.
 */
export function walledTable(seed: number): {
  obstacles: RouteObstacle[];
  table: { width: number; depth: number };
  rng: () => number;
} {
  const { obstacles, table } = wideTable(seed, 40);
  const rng = mulberry32(seed * 7 + 3);
  for (let w = 0; w < 3; w++) {
    const x = 300 + w * 500 + rng() * 200;
    obstacles.push({ id: `w${w}`, shape: box(x, w % 2 === 0 ? 0 : 150, 20, 750) });
  }
  const wallXs = obstacles
    .filter((o) => o.id.startsWith('w'))
    .map((o) => (o.shape.kind === 'polygon' ? o.shape.points[0].x : 0));
  const kept = obstacles.filter(
    (o) => o.id.startsWith('w') || wallXs.every((x) => distanceToBox(o.shape, x - 2 * C, -1000, 20 + 4 * C, 3000) > 0),
  );
  return { obstacles: kept, table, rng };
}
