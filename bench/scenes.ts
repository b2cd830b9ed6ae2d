// Realistic scenes for benchmarks and randomised tests, deterministic from a seed.
import { baseFootprint } from '../geometry/base';
import { type Footprint, bbox, distanceMm, penetrationMm } from '../geometry/footprint';
import { type Scene, type SceneInput, parseScene } from '../geometry/scene';
import { sceneryFootprint } from '../geometry/world';
import { mulberry32 } from '../geometry/rng';

type Rng = () => number;

/** The seeded generator shared with the engine's dice (mulberry32). */
export const rng32 = mulberry32;

type FighterInput = NonNullable<SceneInput['fighters']>[number];
type SceneryInput = NonNullable<SceneInput['scenery']>[number];

const BASES: { base: FighterInput['base']; size: number }[] = [
  { base: { type: 'round', diameter: 30 }, size: 2 },
  { base: { type: 'square', width: 25 }, size: 2 },
  { base: { type: 'round', diameter: 40 }, size: 3 },
  { base: { type: 'square', width: 37.5 }, size: 3 },
  { base: { type: 'rect', width: 25, depth: 50 }, size: 3 },
  { base: { type: 'round', diameter: 50 }, size: 3 },
  { base: { type: 'square', width: 50 }, size: 4 },
  { base: { type: 'round', diameter: 60 }, size: 4 },
  { base: { type: 'square', width: 25 }, size: 1 },
];

/** A star-shaped polygon of n vertices around (cx, cy): non-convex when `jagged`. */
function blob(rng: Rng, cx: number, cy: number, radius: number, n: number, jagged: boolean): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const ang = (i / n) * 2 * Math.PI;
    const r = radius * (jagged ? (i % 2 === 0 ? 1 : 0.55 + rng() * 0.25) : 0.85 + rng() * 0.15);
    pts.push([cx + Math.cos(ang) * r, cy + Math.sin(ang) * r]);
  }
  return pts;
}

export type RandomSceneOptions = {
  fighters: number;
  scenery: number;
  table?: { width: number; depth: number };
  /** Largest polygon vertex count. */
  maxVertices?: number;
  /** Margin kept between a fighter and impassable scenery, mm. */
  sceneryGapMm?: number;
  /** Chance that a fighter is placed touching one already placed (edge to edge), 0 by default. */
  contactChance?: number;
  /** Chance that a scenery piece is passable (fighters may stand on it, R-5.5), 0 by default. */
  passableChance?: number;
  /** Chance that a fighter flies (level 1, R-4.3, R-5.6), 0 by default. */
  flyingChance?: number;
  ruleset?: Scene['ruleset'];
  tolerance?: number;
};

/** A valid scene: fighters never overlap each other nor stand on scenery; scenery pieces apart. */
export function randomScene(seed: number, opts: RandomSceneOptions): Scene {
  const rng = rng32(seed);
  const table = opts.table ?? { width: 1200, depth: 600 };
  const maxV = opts.maxVertices ?? 24;
  const scenery: SceneryInput[] = [];
  const sceneryPrints: Footprint[] = [];
  const kinds = ['house', 'ruin', 'wall', 'hill', 'copse', 'rocks', 'tree'] as const;
  for (let i = 0, tries = 0; i < opts.scenery && tries < 2000; tries++) {
    const radius = 25 + rng() * 55;
    const cx = radius + 10 + rng() * (table.width - 2 * radius - 20);
    const cy = radius + 10 + rng() * (table.depth - 2 * radius - 20);
    const round = rng() < 0.25;
    const shape: SceneryInput['shape'] = round
      ? { type: 'circle', center: [cx, cy], radius }
      : { type: 'polygon', points: blob(rng, cx, cy, radius, 4 + Math.floor(rng() * (maxV - 3)), rng() < 0.5) };
    const s: SceneryInput = {
      id: `s${i}`,
      kind: kinds[Math.floor(rng() * kinds.length)],
      shape,
      ...(rng() < 0.7 ? { size: 1 + Math.floor(rng() * 4) } : {}),
      ...(opts.passableChance && rng() < opts.passableChance ? { passable: true } : {}),
    };
    const fp = sceneryFootprint({ ...s, blocksSight: true, passable: false } as Scene['scenery'][number]);
    if (sceneryPrints.some((o) => distanceMm(o, fp) < 30)) continue;
    scenery.push(s);
    sceneryPrints.push(fp);
    i++;
  }
  const fighters: FighterInput[] = [];
  const prints: Footprint[] = [];
  const gap = opts.sceneryGapMm ?? 2;
  const blocking = sceneryPrints.filter((_, k) => !scenery[k].passable);
  for (let i = 0, tries = 0; i < opts.fighters && tries < 20000; tries++) {
    const { base, size } = BASES[Math.floor(rng() * BASES.length)];
    let x = 40 + rng() * (table.width - 80);
    let y = 40 + rng() * (table.depth - 80);
    let facing = Math.floor(rng() * 360);
    if (fighters.length > 0 && opts.contactChance && rng() < opts.contactChance) {
      // Touching a fighter already placed: walk in from afar along a direction until the bases meet.
      const k = Math.floor(rng() * fighters.length);
      const other = fighters[k];
      const flush = rng() < 0.5;
      const dirDeg = flush ? other.facing! + 90 * Math.floor(rng() * 4) : rng() * 360;
      if (flush) facing = (other.facing! + 90 * Math.floor(rng() * 4)) % 360;
      const slideMm = flush ? (rng() - 0.5) * 20 : 0;
      const ux = Math.cos((dirDeg * Math.PI) / 180);
      const uy = Math.sin((dirDeg * Math.PI) / 180);
      const [ox, oy] = other.position;
      const at = (r: number) =>
        baseFootprint(base, { x: ox + ux * r - uy * slideMm, y: oy + uy * r + ux * slideMm }, facing);
      let lo = 0;
      let hi = 200;
      for (let it = 0; it < 60; it++) {
        const mid = (lo + hi) / 2;
        if (distanceMm(at(mid), prints[k]) > 0) hi = mid;
        else lo = mid;
      }
      x = ox + ux * hi - uy * slideMm;
      y = oy + uy * hi + ux * slideMm;
    }
    const fp = baseFootprint(base, { x, y }, facing);
    const b = bbox(fp);
    if (b.minX < 1 || b.minY < 1 || b.maxX > table.width - 1 || b.maxY > table.depth - 1) continue;
    if (prints.some((o) => penetrationMm(o, fp) > 0)) continue;
    if (blocking.some((o) => distanceMm(o, fp) < gap)) continue;
    const level = opts.flyingChance && rng() < opts.flyingChance ? 1 : 0;
    fighters.push({
      id: `f${i}`,
      side: i % 2 === 0 ? 'red' : 'blue',
      size,
      mov: 10 + Math.floor(rng() * 6),
      base,
      position: [x, y],
      facing,
      ...(level === 1 ? { level } : {}),
    });
    prints.push(fp);
    i++;
  }
  return parseScene({
    version: 1,
    ruleset: opts.ruleset ?? 'confede',
    table,
    options: { tolerance: opts.tolerance ?? 0.5 },
    scenery,
    fighters,
  });
}

/** The benchmark table: 1200 x 600, 60 fighters, 12 scenery pieces (polygons up to 24 vertices, some non-convex, circles). */
export function benchScene(seed = 1): Scene {
  const scene = randomScene(seed, { fighters: 60, scenery: 12 });
  if (scene.fighters.length !== 60 || scene.scenery.length !== 12) {
    throw new Error(
      `benchScene(${seed}): placed ${scene.fighters.length} fighters and ${scene.scenery.length} scenery pieces`,
    );
  }
  return scene;
}
