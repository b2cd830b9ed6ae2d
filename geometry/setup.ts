// Scenery set-up (Confédé III-A-3): at least 4 elements, each within 30 x 30 cm, each at
// least 6 cm from every other element and from the table edges. `checkSetup` names each violation
// with its distance; `proposeSetup` lays out N pieces at random from a seed, legally.
//
// Readings:
//  - Elements of kind `objective` are markers, not scenery components: they are not checked.
//  - "Within 30 x 30 cm": the element fits in a 300 x 300 mm square in some orientation (we report
//    the smallest enclosing square found, turning the element in steps of 0.25° and along each edge).
//  - Distances are edge to edge. With τ, a gap short of 60 mm by less than τ
//    passes: "not less than 6 cm" cannot be told apart from 6 cm closer than τ. Sizes likewise.
import { type Footprint, bbox, boxOfPoints, closestPoints, distanceMm } from './footprint';
import { createRng, type Rng } from './rng';
import type { Scene, ScenerySpec } from './scene';
import { sceneryFootprint } from './scenery';
import type { Point } from './vec';

export const SETUP_MIN_ELEMENTS = 4;
export const SETUP_MAX_EXTENT_MM = 300;
export const SETUP_MIN_GAP_MM = 60;

export type TableEdge = 'x=0' | 'x=width' | 'y=0' | 'y=depth';

export type SetupViolation =
  | { readonly rule: 'R-8.3'; readonly code: 'too-few'; readonly count: number; readonly min: number }
  | {
      readonly rule: 'R-8.3';
      readonly code: 'too-large';
      readonly scenery: string;
      /** The smallest enclosing square side found, mm. */
      readonly extentMm: number;
      readonly limitMm: number;
    }
  | {
      readonly rule: 'R-8.3';
      readonly code: 'too-close';
      readonly scenery: string;
      readonly other: string;
      readonly distanceMm: number;
      readonly limitMm: number;
    }
  | {
      readonly rule: 'R-8.3';
      readonly code: 'near-edge';
      readonly scenery: string;
      readonly edge: TableEdge;
      /** Distance to that edge, mm (negative when the element reaches past it). */
      readonly distanceMm: number;
      readonly limitMm: number;
    };

export type SetupElement = {
  readonly id: string;
  readonly kind: string;
  /** Width (along x) and depth (along y) as placed. */
  readonly extent: { readonly widthMm: number; readonly depthMm: number };
  /** The side of the smallest enclosing square found, and the turn (degrees) that gives it. */
  readonly fit: { readonly squareMm: number; readonly angleDeg: number };
  /** Least distance to a table edge, mm. */
  readonly edgeDistanceMm: number;
  /** Least distance to another element, mm; absent when the element is alone on the table. */
  readonly nearestMm?: number;
};

export type SetupReport = {
  readonly rule: 'R-8.3';
  readonly legal: boolean;
  readonly count: number;
  readonly toleranceMm: number;
  readonly elements: SetupElement[];
  readonly violations: SetupViolation[];
};

/** The width and height of the points' box in axes turned by angleRad. */
function extentAt(points: readonly Point[], angleRad: number): { w: number; h: number } {
  const c = Math.cos(angleRad);
  const s = Math.sin(angleRad);
  const b = boxOfPoints(points.map((p) => ({ x: p.x * c + p.y * s, y: -p.x * s + p.y * c })));
  return { w: b.maxX - b.minX, h: b.maxY - b.minY };
}

/** The smallest enclosing square found for an element: as placed, then turned (see the reading above). */
export function smallestSquare(f: Footprint): SetupElement['fit'] {
  if (f.kind === 'circle') return { squareMm: 2 * f.radiusMm, angleDeg: 0 };
  const pts = f.points;
  let best = extentAt(pts, 0);
  let bestDeg = 0;
  const angles: number[] = [];
  for (let i = 1; i < 360; i++) angles.push(i * 0.25);
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const deg = ((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI + 360) % 90;
    angles.push(deg);
  }
  for (const deg of angles) {
    const e = extentAt(pts, (deg * Math.PI) / 180);
    if (Math.max(e.w, e.h) < Math.max(best.w, best.h) - 1e-9) {
      best = e;
      bestDeg = deg;
    }
  }
  return { squareMm: Math.max(best.w, best.h), angleDeg: bestDeg };
}

function edgeDistances(f: Footprint, table: { width: number; depth: number }): [TableEdge, number][] {
  const b = bbox(f);
  return [
    ['x=0', b.minX],
    ['x=width', table.width - b.maxX],
    ['y=0', b.minY],
    ['y=depth', table.depth - b.maxY],
  ];
}

/** The scenery elements applies to (objective markers excepted). */
export function setupElements(scene: Scene): ScenerySpec[] {
  return scene.scenery.filter((s) => s.kind !== 'objective');
}

/** Check a layout: count, size, gaps between elements and to the table edges. */
export function checkSetup(scene: Scene): SetupReport {
  const tol = scene.options.tolerance;
  const elems = setupElements(scene);
  const prints = elems.map(sceneryFootprint);
  const violations: SetupViolation[] = [];
  if (elems.length < SETUP_MIN_ELEMENTS) {
    violations.push({ rule: 'R-8.3', code: 'too-few', count: elems.length, min: SETUP_MIN_ELEMENTS });
  }
  const nearest = elems.map(() => Infinity);
  const elements: SetupElement[] = elems.map((s, i) => {
    const b = bbox(prints[i]);
    const fit = smallestSquare(prints[i]);
    if (fit.squareMm > SETUP_MAX_EXTENT_MM + tol) {
      violations.push({
        rule: 'R-8.3',
        code: 'too-large',
        scenery: s.id,
        extentMm: fit.squareMm,
        limitMm: SETUP_MAX_EXTENT_MM,
      });
    }
    const edges = edgeDistances(prints[i], scene.table);
    for (const [edge, d] of edges) {
      if (d < SETUP_MIN_GAP_MM - tol) {
        violations.push({
          rule: 'R-8.3',
          code: 'near-edge',
          scenery: s.id,
          edge,
          distanceMm: d,
          limitMm: SETUP_MIN_GAP_MM,
        });
      }
    }
    const extent = { widthMm: b.maxX - b.minX, depthMm: b.maxY - b.minY };
    return { id: s.id, kind: s.kind, extent, fit, edgeDistanceMm: Math.min(...edges.map(([, d]) => d)) };
  });
  for (let i = 0; i < elems.length; i++) {
    for (let j = i + 1; j < elems.length; j++) {
      const d = distanceMm(prints[i], prints[j]);
      nearest[i] = Math.min(nearest[i], d);
      nearest[j] = Math.min(nearest[j], d);
      if (d < SETUP_MIN_GAP_MM - tol) {
        violations.push({
          rule: 'R-8.3',
          code: 'too-close',
          scenery: elems[i].id,
          other: elems[j].id,
          distanceMm: d,
          limitMm: SETUP_MIN_GAP_MM,
        });
      }
    }
  }
  return {
    rule: 'R-8.3',
    legal: violations.length === 0,
    count: elems.length,
    toleranceMm: tol,
    elements: elements.map((e, i) => (elems.length > 1 ? { ...e, nearestMm: nearest[i] } : e)),
    violations,
  };
}

/**
 * The gap a violation measures, as a segment to draw: between the nearest points of two
 * elements too close together, or from an element's farthest-out point square to the table edge
 * it is too near (its length is the distance reported; a negative edge distance, an element past
 * the edge, gives the segment the other way). Null for violations that are not gaps.
 */
export function violationGap(scene: Scene, v: SetupViolation): [Point, Point] | null {
  const find = (id: string) => scene.scenery.find((s) => s.id === id);
  if (v.code === 'too-close') {
    const a = find(v.scenery);
    const b = find(v.other);
    if (!a || !b) return null;
    return closestPoints(sceneryFootprint(a), sceneryFootprint(b));
  }
  if (v.code !== 'near-edge') return null;
  const s = find(v.scenery);
  if (!s) return null;
  const f = sceneryFootprint(s);
  const pts: Point[] =
    f.kind === 'circle'
      ? [
          { x: f.center.x - f.radiusMm, y: f.center.y },
          { x: f.center.x + f.radiusMm, y: f.center.y },
          { x: f.center.x, y: f.center.y - f.radiusMm },
          { x: f.center.x, y: f.center.y + f.radiusMm },
        ]
      : [...f.points];
  const { width, depth } = scene.table;
  const key: Record<TableEdge, (p: Point) => number> = {
    'x=0': (p) => p.x,
    'x=width': (p) => width - p.x,
    'y=0': (p) => p.y,
    'y=depth': (p) => depth - p.y,
  };
  const near = pts.reduce((a, b) => (key[v.edge](b) < key[v.edge](a) ? b : a));
  const onEdge: Point =
    v.edge === 'x=0'
      ? { x: 0, y: near.y }
      : v.edge === 'x=width'
        ? { x: width, y: near.y }
        : v.edge === 'y=0'
          ? { x: near.x, y: 0 }
          : { x: near.x, y: depth };
  return [near, onEdge];
}

// ---------------------------------------------------------------------------------------------
// A random legal layout from a seed.

/** A piece to place: its outline around its own origin (polygon points, or a circle's radius). */
export type SetupPiece = {
  readonly id: string;
  readonly kind: ScenerySpec['kind'];
  readonly size?: number;
  readonly passable?: boolean;
  readonly shape:
    | { readonly type: 'polygon'; readonly points: readonly (readonly [number, number])[] }
    | { readonly type: 'circle'; readonly radius: number };
};

export type SetupProposal = {
  readonly rule: 'R-8.3';
  readonly seed: number;
  /** Complete layouts tried before this one succeeded (0 = the first). */
  readonly restarts: number;
  readonly scenery: ScenerySpec[];
};

/** Placement keeps this much more than the 60 mm, so rounding to 0.1 mm cannot break the rule. */
const PLACEMENT_MARGIN_MM = 1;
const TRIES_PER_PIECE = 400;
const MAX_RESTARTS = 60;

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * N pieces for a proposal, from the generator: houses, ruins (L-shaped, non-convex), hills,
 * walls, copses and rocks, sized so that N of them fit on the table with their 60 mm gaps.
 */
export function randomPieces(rng: Rng, count: number, table: { width: number; depth: number }): SetupPiece[] {
  const usable = Math.max(0, table.width - 2 * SETUP_MIN_GAP_MM) * Math.max(0, table.depth - 2 * SETUP_MIN_GAP_MM);
  // Each piece with its gap should take at most about a third of its share of the table.
  const cap = Math.min(260, Math.max(40, Math.sqrt(usable / Math.max(1, count) / 3) - SETUP_MIN_GAP_MM / 2));
  const lo = Math.min(40, cap);
  const kinds = ['house', 'ruin', 'hill', 'wall', 'copse', 'rocks'] as const;
  const out: SetupPiece[] = [];
  for (let i = 0; i < count; i++) {
    const kind = kinds[rng.int(0, kinds.length - 1)];
    const id = `${kind}-${i + 1}`;
    const w = round1(rng.between(lo, cap));
    const d = round1(rng.between(lo, cap));
    switch (kind) {
      case 'house':
        out.push({ id, kind, size: 5, shape: rectShape(w, d) });
        break;
      case 'ruin': {
        // An L: the full width along one side, a leg along the other.
        const t = round1(Math.max(10, Math.min(w, d) / 3));
        const pts: [number, number][] = [
          [-w / 2, -d / 2],
          [w / 2, -d / 2],
          [w / 2, -d / 2 + t],
          [-w / 2 + t, -d / 2 + t],
          [-w / 2 + t, d / 2],
          [-w / 2, d / 2],
        ];
        out.push({ id, kind, size: 3, shape: { type: 'polygon', points: pts } });
        break;
      }
      case 'hill':
        out.push({ id, kind, size: 3, shape: polygonShape(rng, Math.min(w, d) / 2) });
        break;
      case 'wall':
        out.push({ id, kind, size: 1, shape: rectShape(Math.max(w, d), 15) });
        break;
      case 'copse':
        out.push({ id, kind, size: 4, passable: true, shape: { type: 'circle', radius: round1(Math.min(w, d) / 2) } });
        break;
      case 'rocks':
        out.push({ id, kind, size: 2, shape: polygonShape(rng, Math.min(w, d) / 2) });
        break;
    }
  }
  return out;
}

function rectShape(w: number, d: number): SetupPiece['shape'] {
  return {
    type: 'polygon',
    points: [
      [-w / 2, -d / 2],
      [w / 2, -d / 2],
      [w / 2, d / 2],
      [-w / 2, d / 2],
    ],
  };
}

/** A convex blob: 7 points at growing angles on radii between 70% and 100% of r. */
function polygonShape(rng: Rng, r: number): SetupPiece['shape'] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 7; i++) {
    const a = ((i + rng.between(0.2, 0.8)) / 7) * 2 * Math.PI;
    const rr = r * rng.between(0.7, 1);
    pts.push([rr * Math.cos(a), rr * Math.sin(a)]);
  }
  return { type: 'polygon', points: pts };
}

function place(piece: SetupPiece, at: Point, angleDeg: number): ScenerySpec {
  const base = {
    id: piece.id,
    kind: piece.kind,
    blocksSight: true,
    passable: piece.passable ?? false,
    ...(piece.size ? { size: piece.size } : {}),
  };
  if (piece.shape.type === 'circle') {
    return { ...base, shape: { type: 'circle', center: [round1(at.x), round1(at.y)], radius: piece.shape.radius } };
  }
  const c = Math.cos((angleDeg * Math.PI) / 180);
  const s = Math.sin((angleDeg * Math.PI) / 180);
  const points = piece.shape.points.map(
    ([x, y]) => [round1(at.x + x * c - y * s), round1(at.y + x * s + y * c)] as [number, number],
  );
  return { ...base, shape: { type: 'polygon', points } };
}

/**
 * A random legal layout of the given pieces on the table, from the seed: each piece placed
 * at a random point and turn, kept only if at least 60 mm (plus a 1 mm margin) from the edges and
 * from every piece already placed; after 400 misses the whole layout starts again (60 times at
 * most). Throws a RangeError naming the problem when the pieces cannot be laid out.
 */
export function proposeSetup(
  table: { width: number; depth: number },
  pieces: readonly SetupPiece[],
  seed: number,
): SetupProposal {
  if (pieces.length < SETUP_MIN_ELEMENTS)
    throw new RangeError(`a layout needs at least ${SETUP_MIN_ELEMENTS} pieces (R-8.3), got ${pieces.length}`);
  const rng = createRng(seed);
  const limit = SETUP_MIN_GAP_MM + PLACEMENT_MARGIN_MM;
  for (const p of pieces) {
    if (smallestSquare(sceneryFootprint(place(p, { x: 0, y: 0 }, 0))).squareMm > SETUP_MAX_EXTENT_MM)
      throw new RangeError(`piece "${p.id}" does not fit in 300 x 300 mm (R-8.3)`);
  }
  // Largest first: they are the hardest to fit.
  const order = [...pieces].sort((a, b) => radiusOf(b) - radiusOf(a));
  for (let restart = 0; restart < MAX_RESTARTS; restart++) {
    const placed: ScenerySpec[] = [];
    const prints: Footprint[] = [];
    let failed = false;
    for (const piece of order) {
      let done = false;
      for (let t = 0; t < TRIES_PER_PIECE && !done; t++) {
        const angle = piece.shape.type === 'circle' ? 0 : rng.int(0, 23) * 15;
        const at = { x: rng.between(0, table.width), y: rng.between(0, table.depth) };
        const spec = place(piece, at, angle);
        const fp = sceneryFootprint(spec);
        if (edgeDistances(fp, table).some(([, d]) => d < limit)) continue;
        if (prints.some((q) => distanceMm(fp, q) < limit)) continue;
        placed.push(spec);
        prints.push(fp);
        done = true;
      }
      if (!done) {
        failed = true;
        break;
      }
    }
    if (!failed) {
      const byId = new Map(placed.map((s) => [s.id, s]));
      return { rule: 'R-8.3', seed: rng.seed, restarts: restart, scenery: pieces.map((p) => byId.get(p.id)!) };
    }
  }
  throw new RangeError(
    `could not lay out ${pieces.length} pieces on a ${table.width} x ${table.depth} mm table with 60 mm gaps (R-8.3)`,
  );
}

function radiusOf(p: SetupPiece): number {
  if (p.shape.type === 'circle') return p.shape.radius;
  return Math.max(...p.shape.points.map(([x, y]) => Math.hypot(x, y)));
}

/** A complete scene (format v1) holding a proposed layout of `count` random pieces, from one seed. */
export function proposeScene(
  table: { width: number; depth: number },
  count: number,
  seed: number,
  ruleset: Scene['ruleset'] = 'confede',
) {
  const rng = createRng(seed);
  const pieces = randomPieces(rng, count, table);
  // The layout draws from its own stream (seed + 1) so the pieces do not depend on placement tries.
  const proposal = proposeSetup(table, pieces, (rng.seed + 1) >>> 0);
  return {
    proposal: { ...proposal, seed: rng.seed },
    scene: {
      version: 1 as const,
      ruleset,
      name: `Scenery set-up: ${count} pieces, seed ${rng.seed} (R-8.3)`,
      table: { width: table.width, depth: table.depth },
      scenery: proposal.scenery,
      fighters: [],
    },
  };
}
