// Deployment zones for a line of battle (Confédé III-A-1), R-8.5 Rag'narok battle
// lines ("Approach"), and the legality of each fighter's position: its whole base in its zone.
//
// Also the one exact test "is a whole base inside a zone?" used by control too.
//
// Reading (R-0.3 τ at zone edges): a zone is closed, and a base counts as wholly inside when the
// base shrunk by τ is inside. So a base whose edge lies exactly on the 150 mm or the 500 mm line,
// or crosses it by less than τ, is deployed legally ("more than 150 mm" cannot be told apart from
// "150 mm" closer than τ); a base crossing the line by τ or more is out, and we say by how much.
import { baseFootprint } from './base';
import { type Footprint, circle, distToBoundary, farthestDistance, polygon } from './footprint';
import type { Ruleset, Scene } from './scene';
import { type Point, distPointSegment, pointInPolygon, signedArea, vertexCentroid } from './vec';

/** the near edge of a deployment zone, from the median line. */
export const DEPLOYMENT_NEAR_MM = 150;
/** the far edge (Confédé: "less than 50 cm from the median line"); Rag'narok has none. */
export const DEPLOYMENT_FAR_MM = 500;

/** the three tables of the books. */
export const TABLES = {
  standard: { width: 1200, depth: 600 },
  square: { width: 900, depth: 900 },
  small: { width: 600, depth: 600 },
} as const;

/** R-8.2 `width`: the median line crosses the width (x = width / 2, figure 1); `length`: it runs along it (y = depth / 2, figure 2). */
export type Orientation = 'width' | 'length';
export type ZoneId = 'low' | 'high' | 'centre';

export type Zone = {
  readonly id: ZoneId;
  /** The side that deploys here (from the scene's `deployment.sides`), or null. */
  readonly side: string | null;
  /** Counter-clockwise corners, mm. Empty when the table is too small for the zone. */
  readonly points: readonly Point[];
  readonly rule: 'R-8.2' | 'R-8.4' | 'R-8.5';
};

export type DeploymentZones = {
  readonly rule: 'R-8.2' | 'R-8.5';
  readonly orientation: Orientation;
  /** The median line, from one table edge to the other. */
  readonly median: readonly [Point, Point];
  readonly low: Zone;
  readonly high: Zone;
  /**
   * Reading (R-8.4, Confédé III-A-2 "the neutral area in the center"): the strip within 150 mm of
   * the median line, between the two deployment zones.
   */
  readonly centre: Zone;
};

type Table = { readonly width: number; readonly depth: number };

function rectPoints(x0: number, y0: number, x1: number, y1: number): Point[] {
  if (!(x1 > x0) || !(y1 > y0)) return [];
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/**
 * R-8.2 (Confédé) / R-8.5 (Rag'narok) the deployment zones of a line of battle. Confédé: in each
 * half, more than 150 mm and less than 500 mm from the median line (clipped by the table edge).
 * Rag'narok: each zone begins 150 mm from the line and runs to the table edge. C3 follows Confédé.
 */
export function deploymentZones(
  table: Table,
  orientation: Orientation,
  ruleset: Ruleset = 'confede',
  sides: { low: string; high: string } | null = null,
): DeploymentZones {
  const along = orientation === 'width' ? table.width : table.depth;
  const m = along / 2;
  const far = ruleset === 'ragnarok' ? Infinity : DEPLOYMENT_FAR_MM;
  const rule = ruleset === 'ragnarok' ? 'R-8.5' : 'R-8.2';
  const lowA = Math.max(0, m - far);
  const lowB = m - DEPLOYMENT_NEAR_MM;
  const highA = m + DEPLOYMENT_NEAR_MM;
  const highB = Math.min(along, m + far);
  const cA = Math.max(0, m - DEPLOYMENT_NEAR_MM);
  const cB = Math.min(along, m + DEPLOYMENT_NEAR_MM);
  // Build in (along, across) coordinates, then map to the table's x, y.
  const strip = (a0: number, a1: number): Point[] =>
    orientation === 'width' ? rectPoints(a0, 0, a1, table.depth) : rectPoints(0, a0, table.width, a1);
  const median: [Point, Point] =
    orientation === 'width'
      ? [
          { x: m, y: 0 },
          { x: m, y: table.depth },
        ]
      : [
          { x: 0, y: m },
          { x: table.width, y: m },
        ];
  return {
    rule,
    orientation,
    median,
    low: { id: 'low', side: sides?.low ?? null, points: strip(lowA, lowB), rule },
    high: { id: 'high', side: sides?.high ?? null, points: strip(highA, highB), rule },
    centre: { id: 'centre', side: null, points: strip(cA, cB), rule: 'R-8.4' },
  };
}

/** The zones of a scene: its `deployment` field, or a line of battle across the width with no sides. */
export function sceneDeploymentZones(scene: Scene): DeploymentZones {
  const d = scene.deployment;
  return deploymentZones(scene.table, d?.orientation ?? 'width', scene.ruleset, d ? { ...d.sides } : null);
}

// ---------------------------------------------------------------------------------------------
// Whole base inside a zone (exact for round, square and rect bases against any simple polygon).

export type Containment = {
  readonly inside: boolean;
  /**
   * How far the base reaches out of the zone, mm (0 when wholly inside): exact against a circle
   * zone, and at the base's corners and along its outline every 0.5 mm against a polygon.
   */
  readonly outsideMm: number;
};

/** Shrink a base footprint by d mm (a circle's radius; a convex polygon's edges moved in by d). */
export function shrinkFootprint(fp: Footprint, d: number): Footprint | Point {
  if (d <= 0) return fp;
  if (fp.kind === 'circle') return fp.radiusMm > d ? circle(fp.center, fp.radiusMm - d) : fp.center;
  const pts = fp.points;
  const n = pts.length;
  // Offset lines of each edge (CCW, so the inside is on the left).
  const lines = pts.map((a, i) => {
    const b = pts[(i + 1) % n];
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const l = Math.hypot(ex, ey);
    const nx = -ey / l;
    const ny = ex / l;
    return { a: { x: a.x + nx * d, y: a.y + ny * d }, ex, ey };
  });
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const p = lines[(i + n - 1) % n];
    const q = lines[i];
    const den = p.ex * q.ey - p.ey * q.ex;
    if (den === 0) return vertexCentroid(pts);
    const t = ((q.a.x - p.a.x) * q.ey - (q.a.y - p.a.y) * q.ex) / den;
    out.push({ x: p.a.x + p.ex * t, y: p.a.y + p.ey * t });
  }
  // Shrunk past nothing (the corners crossed over): the base is a point for this purpose.
  if (signedArea(out) <= 0) return vertexCentroid(pts);
  return polygon(out);
}

/** Does the closed segment ab meet the open interior of the convex footprint f? */
function segmentMeetsInterior(a: Point, b: Point, f: Footprint): boolean {
  if (f.kind === 'circle') return distPointSegment(f.center, a, b) < f.radiusMm - 1e-9;
  // Cyrus–Beck clip against the closed convex polygon (CCW: inside on the left of each edge).
  const pts = f.points;
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, n = pts.length; i < n; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % n];
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    // Left-ness of a point: ex*(y - p.y) - ey*(x - p.x) ≥ 0 inside.
    const s0 = ex * (a.y - p.y) - ey * (a.x - p.x);
    const ds = ex * dy - ey * dx;
    if (ds === 0) {
      if (s0 < 0) return false;
      continue;
    }
    const t = -s0 / ds;
    if (ds > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  // The chord [t0, t1] lies in the closed base; it reaches the interior iff its midpoint is strictly inside.
  const tm = (t0 + t1) / 2;
  const m = { x: a.x + dx * tm, y: a.y + dy * tm };
  for (let i = 0, n = pts.length; i < n; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % n];
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const l = Math.hypot(ex, ey);
    if ((ex * (m.y - p.y) - ey * (m.x - p.x)) / l <= 1e-9) return false;
  }
  return true;
}

/**
 * Is the closed convex footprint f (a base) wholly inside the closed simple polygon `zone`?
 * Exact: true iff no edge of the zone meets the interior of f and f's centre is inside the zone
 * (then the interior of f, being connected and crossed by no boundary, lies wholly on one side).
 */
export function footprintInPolygon(f: Footprint | Point, zone: readonly Point[]): boolean {
  if (zone.length < 3) return false;
  if (!('kind' in f)) return pointInClosedPolygon(f, zone);
  for (let i = 0, j = zone.length - 1; i < zone.length; j = i++) {
    if (segmentMeetsInterior(zone[j], zone[i], f)) return false;
  }
  const c = f.kind === 'circle' ? f.center : vertexCentroid(f.points);
  return pointInPolygon(c, zone);
}

function pointInClosedPolygon(p: Point, zone: readonly Point[]): boolean {
  for (let i = 0, j = zone.length - 1; i < zone.length; j = i++) {
    if (distPointSegment(p, zone[j], zone[i]) <= 1e-9) return true;
  }
  return pointInPolygon(p, zone);
}

/** Points along a base's outline: the corners and every `stepMm` along the edges (or around a circle). */
function outlineSamples(f: Footprint, stepMm: number): Point[] {
  if (f.kind === 'circle') {
    const n = Math.max(64, Math.ceil((2 * Math.PI * f.radiusMm) / stepMm));
    const out: Point[] = [];
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      out.push({ x: f.center.x + f.radiusMm * Math.cos(a), y: f.center.y + f.radiusMm * Math.sin(a) });
    }
    return out;
  }
  const out: Point[] = [];
  const pts = f.points;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const k = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / stepMm));
    for (let s = 0; s < k; s++) out.push({ x: a.x + ((b.x - a.x) * s) / k, y: a.y + ((b.y - a.y) * s) / k });
  }
  return out;
}

/** How far the base reaches out of the polygon (0 when inside): the largest distance of an outline sample outside. */
function reachOutsideMm(f: Footprint, zone: readonly Point[]): number {
  const zoneFp = polygon(zone);
  let worst = 0;
  for (const p of outlineSamples(f, 0.5)) {
    if (pointInPolygon(p, zone)) continue;
    const d = distToBoundary(zoneFp, p);
    if (d > worst) worst = d;
  }
  return worst;
}

/**
 * Whole base in a zone, with the reading above: the base shrunk by τ must be inside the
 * closed zone. `zone` is a simple polygon (any winding, non-convex allowed) or a circle.
 */
export function baseInZone(
  base: Footprint,
  zone: readonly Point[] | { center: Point; radiusMm: number },
  toleranceMm: number,
): Containment {
  const shrunk = shrinkFootprint(base, toleranceMm);
  if (!Array.isArray(zone)) {
    const z = zone as { center: Point; radiusMm: number };
    const far =
      'kind' in shrunk ? farthestDistance(shrunk, z.center) : Math.hypot(shrunk.x - z.center.x, shrunk.y - z.center.y);
    return { inside: far <= z.radiusMm, outsideMm: Math.max(0, farthestDistance(base, z.center) - z.radiusMm) };
  }
  const pts = zone as readonly Point[];
  // An empty zone (a table too small for it) holds nothing; the base is wholly out of it.
  if (pts.length < 3) return { inside: false, outsideMm: Infinity };
  if (footprintInPolygon(base, pts)) return { inside: true, outsideMm: 0 };
  return { inside: footprintInPolygon(shrunk, pts), outsideMm: reachOutsideMm(base, pts) };
}

// ---------------------------------------------------------------------------------------------
// legality of each fighter's deployment.

export type FighterDeployment = {
  readonly id: string;
  readonly side: string;
  /** The zone of this fighter's side, or null when the scene assigns its side no zone. */
  readonly zone: 'low' | 'high' | null;
  /** true: whole base in its zone; false: not; null: the scene records no zone for its side. */
  readonly legal: boolean | null;
  /** How far the base reaches out of its side's zone, mm (0 when inside or no zone). */
  readonly outsideMm: number;
  /** The zones the whole base lies in, whichever side (for a scene with no sides recorded). */
  readonly within: ZoneId[];
};

export type DeploymentReport = {
  readonly rule: 'R-8.2' | 'R-8.5';
  readonly zones: DeploymentZones;
  /** The scene's `deployment.sides`, or null (then no fighter can be judged). */
  readonly sides: { readonly low: string; readonly high: string } | null;
  readonly toleranceMm: number;
  readonly fighters: FighterDeployment[];
  /** Every fighter legal (a fighter whose side has no zone is not); null when the scene records no sides. */
  readonly legal: boolean | null;
};

/** each fighter's whole base in its side's zone. */
export function checkDeployment(scene: Scene): DeploymentReport {
  const zones = sceneDeploymentZones(scene);
  const sides = scene.deployment ? scene.deployment.sides : null;
  const tol = scene.options.tolerance;
  const fighters: FighterDeployment[] = scene.fighters.map((f) => {
    const fp = baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
    const within: ZoneId[] = [];
    for (const z of [zones.low, zones.centre, zones.high]) if (baseInZone(fp, z.points, tol).inside) within.push(z.id);
    const zoneId = sides ? (f.side === sides.low ? 'low' : f.side === sides.high ? 'high' : null) : null;
    if (!zoneId) return { id: f.id, side: f.side, zone: null, legal: null, outsideMm: 0, within };
    const c = baseInZone(fp, zones[zoneId].points, tol);
    return { id: f.id, side: f.side, zone: zoneId, legal: c.inside, outsideMm: c.outsideMm, within };
  });
  const judged = fighters.filter((f) => f.legal !== null);
  return {
    rule: zones.rule,
    zones,
    sides: sides ? { ...sides } : null,
    toleranceMm: tol,
    fighters,
    legal: sides ? judged.every((f) => f.legal) && judged.length === fighters.length : null,
  };
}

/** Points from [x, y] tuples (the scene's and the CLI's notation). */
export function zoneFromTuples(points: readonly (readonly [number, number])[]): Point[] {
  return points.map(([x, y]) => ({ x, y }));
}
