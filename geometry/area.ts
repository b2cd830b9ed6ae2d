// Areas of effect (Confédé II-C-1; Rag'narok "Area of effect weapons"): an area of X cm
// around a point, or around the base of a fighter, covers every fighter whose base is at least
// partly within X cm — partial coverage counts. Each covered fighter comes with the part covered.
//
// Reading: "within X cm" is closed (a base exactly X cm away is covered), as for ranges;
// the fighter at the centre of an area around a base is covered too.
import { baseFootprint } from './base';
import { type Footprint, bbox, containsPoint, distanceMm, distPointFootprint, farthestDistance } from './footprint';
import type { Scene } from './scene';
import type { Point } from './vec';

/** The centre of an area: a point of the table, or a fighter's base. */
export type AreaCentre = { readonly point: Point } | { readonly fighter: string };

export type AreaHit = {
  readonly id: string;
  readonly side: string;
  /** Edge-to-edge distance from the centre (point or base) to the base, mm. */
  readonly distanceMm: number;
  /** `whole`: every point of the base is within the area; `partial`: only part of it. */
  readonly coverage: 'whole' | 'partial';
  /**
   * The covered part of the base's area, 0..1: 1 when whole; otherwise measured on a grid of
   * cells at most 0.5 mm across over the base (good to about a percent on a 25 mm base).
   */
  readonly coveredFraction: number;
  /** This fighter is the centre of the area. */
  readonly centre: boolean;
};

export type AreaResult = {
  readonly rule: 'R-7.2';
  readonly centre: AreaCentre;
  readonly radiusMm: number;
  /** Covered fighters, nearest first (ties by id). */
  readonly hits: AreaHit[];
};

type Shape = { distTo: (q: Point) => number; distFp: (f: Footprint) => number; farthest: (f: Footprint) => number };

function pointShape(c: Point): Shape {
  return {
    distTo: (q) => Math.hypot(q.x - c.x, q.y - c.y),
    distFp: (f) => distPointFootprint(c, f),
    farthest: (f) => farthestDistance(f, c),
  };
}

function baseShape(b: Footprint): Shape {
  const distTo = (q: Point) => distPointFootprint(q, b);
  return {
    distTo,
    distFp: (f) => distanceMm(b, f),
    // The distance to a convex base is a convex function: over a polygon its largest value is at
    // a corner; over a circle around a circle it is closed-form; a circle around a polygon is sampled.
    farthest: (f) => {
      if (f.kind === 'polygon') return Math.max(...f.points.map(distTo));
      if (b.kind === 'circle') {
        return Math.max(0, Math.hypot(f.center.x - b.center.x, f.center.y - b.center.y) + f.radiusMm - b.radiusMm);
      }
      let worst = 0;
      for (let i = 0; i < 1440; i++) {
        const a = (2 * Math.PI * i) / 1440;
        worst = Math.max(
          worst,
          distTo({ x: f.center.x + f.radiusMm * Math.cos(a), y: f.center.y + f.radiusMm * Math.sin(a) }),
        );
      }
      return worst;
    },
  };
}

/** The share of the footprint's area within `radiusMm` of the shape, on a grid of cells ≤ 0.5 mm. */
function coveredFraction(f: Footprint, shape: Shape, radiusMm: number): number {
  const b = bbox(f);
  const w = b.maxX - b.minX;
  const h = b.maxY - b.minY;
  const nx = Math.max(8, Math.ceil(w / 0.5));
  const ny = Math.max(8, Math.ceil(h / 0.5));
  let inBase = 0;
  let covered = 0;
  for (let i = 0; i < nx; i++) {
    const x = b.minX + ((i + 0.5) * w) / nx;
    for (let j = 0; j < ny; j++) {
      const q = { x, y: b.minY + ((j + 0.5) * h) / ny };
      if (!containsPoint(f, q)) continue;
      inBase++;
      if (shape.distTo(q) <= radiusMm) covered++;
    }
  }
  return inBase === 0 ? 0 : covered / inBase;
}

/**
 * The fighters covered by an area of `radiusMm` around a point or a fighter's base. II-F-2:
 * an effect touches only the altitude level of the fighter generating it, `level` (a fighter
 * centre's own level when not given; every level when neither is known).
 */
export function areaOfEffect(scene: Scene, centre: AreaCentre, radiusMm: number, level?: 0 | 1): AreaResult {
  if (!(radiusMm >= 0) || !Number.isFinite(radiusMm))
    throw new RangeError(`area radius must be 0 or more mm, got ${radiusMm}`);
  const prints = new Map(
    scene.fighters.map((f) => [f.id, baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing)] as const),
  );
  let shape: Shape;
  let centreId: string | null = null;
  if ('fighter' in centre) {
    const fp = prints.get(centre.fighter);
    if (!fp) throw new RangeError(`no fighter with id "${centre.fighter}"`);
    shape = baseShape(fp);
    centreId = centre.fighter;
  } else {
    shape = pointShape(centre.point);
  }
  const onLevel =
    level ?? ('fighter' in centre ? scene.fighters.find((f) => f.id === centre.fighter)!.level : undefined);
  const hits: AreaHit[] = [];
  for (const f of scene.fighters) {
    if (onLevel !== undefined && f.level !== onLevel) continue;
    const fp = prints.get(f.id)!;
    const d = f.id === centreId ? 0 : shape.distFp(fp);
    if (d > radiusMm) continue;
    const whole = f.id === centreId || shape.farthest(fp) <= radiusMm;
    hits.push({
      id: f.id,
      side: f.side,
      distanceMm: d,
      coverage: whole ? 'whole' : 'partial',
      coveredFraction: whole ? 1 : coveredFraction(fp, shape, radiusMm),
      centre: f.id === centreId,
    });
  }
  hits.sort((a, b) => a.distanceMm - b.distanceMm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { rule: 'R-7.2', centre, radiusMm, hits };
}
