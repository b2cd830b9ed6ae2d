// The app's one door to the rules engine (geometry/). Every query the UI makes goes through here:
// a World kept in sync with the store's scene incrementally (moveFighter for placement changes,
// a rebuild only on structural edits), and small derived answers (move, sight fan, contacts,
// measure) computed from it. Nothing here is stored beside the scene.
import {
  type Footprint,
  type FighterSpec,
  type LosExplanation,
  type Point,
  type Scene,
  type SightVerdict,
  World,
  baseWidthMm,
  circle,
  closestPoint,
  containsPoint,
  distanceMm,
  fighterFootprint,
  halfDepthMm,
  lineCircle,
  lineSegment,
  maxEnemiesInContact,
  parseScene,
  penetrationMm,
  sceneryFootprint,
  sightPoint,
  dirOfDeg,
  RULE_VARIANTS,
  vertexCentroid,
} from '../../geometry/index';
import {
  ASSAULT_ACTIONS as GEO_ASSAULT_ACTIONS,
  MOVE_ACTIONS as GEO_MOVE_ACTIONS,
  type MoveAction as GeoMoveAction,
  type MoveJudgement,
  type MoveProblem as GeoMoveProblem,
  type MoveStart as GeoMoveStart,
  judgeMove,
  moveStart as geoMoveStart,
  potentialMm as movePotentialMm,
  routeIndexOf,
} from '../../geometry/moves';
import { mulberry32 } from '../../geometry/rng';
import { type ShotJudgement, judgeShot } from '../../geometry/shooting';
export { shotLine, shotProblemWords } from '../../geometry/shooting';
import { assaultPose, slideToTouch } from '../../geometry/snap';

export type { Scene, FighterSpec, LosExplanation, SightVerdict, Point, Footprint };
export { parseScene, sceneryFootprint, fighterFootprint, sightPoint, halfDepthMm, baseWidthMm };
export { parseSceneText, SceneError, SCENERY_KINDS } from '../../geometry/index';
export type { ScenerySpec } from '../../geometry/index';

/** A fighter being dragged or turned: its provisional placement, not yet in the scene. */
export type Placement = { id: string; position: [number, number]; facing: number };

// ---------------------------------------------------------------------------------------------
// World sync

let world: World | null = null;
let worldScenery: Scene['scenery'] | null = null;
let worldTable: Scene['table'] | null = null;
let worldOptions: Scene['options'] | null = null;
let worldRuleset: Scene['ruleset'] | null = null;
/** The spec objects the world was last synced with (by id), to spot structural edits cheaply. */
let worldSpecs = new Map<string, FighterSpec>();
let worldOrder: string[] = [];
let rebuilds = 0;

function sameExceptPlacement(a: FighterSpec, b: FighterSpec): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (k === 'position' || k === 'facing') continue;
    if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  }
  return true;
}

function rebuild(scene: Scene): World {
  rebuilds++;
  world = new World(scene);
  worldScenery = scene.scenery;
  worldTable = scene.table;
  worldOptions = scene.options;
  worldRuleset = scene.ruleset;
  worldSpecs = new Map(scene.fighters.map((f) => [f.id, f]));
  worldOrder = scene.fighters.map((f) => f.id);
  return world;
}

function placeIfMoved(w: World, id: string, position: readonly [number, number], facing: number): void {
  const cur = w.fighter(id);
  if (cur.position[0] === position[0] && cur.position[1] === position[1] && cur.facing === facing) return;
  w.moveFighter(id, position, facing);
}

/**
 * The World for this scene, with an optional provisional placement applied. Placement-only
 * changes (a drag, a committed move, its undo) move fighters in place; anything else rebuilds.
 */
export function worldFor(scene: Scene, placement?: Placement | null): World {
  const structural =
    !world ||
    scene.scenery !== worldScenery ||
    scene.table !== worldTable ||
    scene.options !== worldOptions ||
    scene.ruleset !== worldRuleset ||
    scene.fighters.length !== worldOrder.length ||
    scene.fighters.some((f, i) => f.id !== worldOrder[i] || !sameExceptPlacement(f, worldSpecs.get(f.id)!));
  const w = structural ? rebuild(scene) : world!;
  for (const f of scene.fighters) {
    if (placement && f.id === placement.id) placeIfMoved(w, f.id, placement.position, placement.facing);
    else placeIfMoved(w, f.id, f.position, f.facing);
  }
  return w;
}

/** How many times a World was built from scratch (the tests and the bench read it). */
export function worldRebuilds(): number {
  return rebuilds;
}

// ---------------------------------------------------------------------------------------------
// Snapping a dropped base into contact

/** A base dropped on another or within this distance of it is snapped into contact. */
export const SNAP_MM = 6;

/** Footprints of committed fighters, by spec (a spec is replaced, never changed, when edited). */
const specFootprints = new WeakMap<FighterSpec, Footprint>();

function footprintOfSpec(f: FighterSpec): Footprint {
  let fp = specFootprints.get(f);
  if (!fp) {
    fp = fighterFootprint(f);
    specFootprints.set(f, fp);
  }
  return fp;
}

/**
 * A mouse cannot place a base within τ of another: a base dragged onto a fighter, or to within
 * SNAP_MM of it, is put exactly against it. Charging or engaging an enemy takes the assault pose
 * (the sight on the enemy's nearest edge, R-3.4, R-6.6); otherwise the base slides along the line
 * of centres until it just touches, keeping its facing.
 */
export function snapPlacement(scene: Scene, placement: Placement, action: MoveAction): Placement {
  const me = scene.fighters.find((f) => f.id === placement.id);
  if (!me) return placement;
  const at = { x: placement.position[0], y: placement.position[1] };
  const mine = fighterFootprint({ base: me.base, position: placement.position, facing: placement.facing });
  let best: { f: FighterSpec; fp: Footprint; score: number } | null = null;
  for (const other of scene.fighters) {
    if (other.id === me.id) continue;
    const fp = footprintOfSpec(other);
    const d = distanceMm(mine, fp);
    if (d > SNAP_MM) continue;
    // Overlap counts as a negative distance: the deepest overlap, else the nearest, wins.
    const score = d > 0 ? d : -penetrationMm(mine, fp);
    if (!best || score < best.score) best = { f: other, fp, score };
  }
  if (!best) return placement;
  const assault = ASSAULT_ACTIONS.has(action) && best.f.side !== me.side;
  const pose = assault ? assaultPose(me.base, at, best.fp) : slideToTouch(me.base, { position: at, facingDeg: placement.facing }, best.fp);
  return { id: me.id, position: [pose.position.x, pose.position.y], facing: pose.facingDeg };
}

// ---------------------------------------------------------------------------------------------
// Movement

export type MoveAction = GeoMoveAction;
/** the actions, in the order of the Move tool's buttons (keys 1-6). */
export const MOVE_ACTIONS: readonly MoveAction[] = GEO_MOVE_ACTIONS;
/** the actions that must end in contact with an enemy. */
export const ASSAULT_ACTIONS: ReadonlySet<MoveAction> = new Set(GEO_ASSAULT_ACTIONS);

/** The action's potential in mm (MOV is in cm in the books): the engine's rule. */
export function potentialMm(f: FighterSpec, action: MoveAction): number {
  return movePotentialMm(action, f.mov);
}

/** A move's problems and facts come from the engine's one judge (geometry/moves/judge.ts). */
export type MoveProblem = GeoMoveProblem;
export type MoveFacts = MoveJudgement;
/** What the start of a move knows about the mover before it leaves: who it sees, whom it touches. */
export type MoveStart = GeoMoveStart;
/** The player's declarations the table cannot show: it disengages first; it was attacked this phase. */
export type MoveSetting = { readonly disengaged?: boolean; readonly attacked?: boolean };

export function moveStart(scene: Scene, id: string): MoveStart {
  return geoMoveStart(worldFor(scene), id, true);
}

/**
 * Build the committed table's route indexes (one per level and clearance, about 0.1 s each) in
 * idle time, one per idle callback, so that the first drag of a fighter does not pay for its own.
 * Returns a cancel function (for a React effect).
 */
export function warmRoutes(scene: Scene): () => void {
  const byKind = new Map<string, string>();
  for (const f of scene.fighters) byKind.set(`${f.level ?? 0}|${baseWidthMm(f.base)}`, f.id);
  const queue = [...byKind.values()];
  let cancelled = false;
  const later = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 30));
  const step = () => {
    if (cancelled) return;
    const id = queue.shift();
    if (id === undefined) {
      later(warmStep);
      return;
    }
    const w = worldFor(scene);
    if (w.hasFighter(id)) routeIndexOf(w, id);
    later(step);
  };
  // Then the route code itself, compiled: see warmCode.
  const rng = mulberry32(warmQueriesRun + 1);
  const warmStep = () => {
    if (cancelled || userMoved || warmQueriesRun >= ROUTE_WARM_QUERIES) return;
    if (warmCode(worldFor(scene), rng, performance.now() + WARM_SLICE_MS)) later(warmStep);
  };
  later(step);
  return () => {
    cancelled = true;
  };
}

/**
 * Queries run to compile the route code (warmCode), per page, and the time given to them per idle
 * callback. Two in three are charges: what a charge alone calls, once per query (its contact
 * positions, the contact and fit tests, R-6.6), is compiled only after ~1,500 of them (as in the
 * route benchmark's warm-up, bench/route.ts).
 */
export const ROUTE_WARM_QUERIES = 2400;
const WARM_SLICE_MS = 8;
let warmQueriesRun = 0;
/** Set at the first move the user makes: the warm-up then stops for good (the drag compiles the code itself). */
let userMoved = false;

/**
 * The route code compiled before the first drag. A JavaScript engine optimises a function only
 * after it has run many times: on a fresh page the first ~1,000 route queries run unoptimised,
 * several milliseconds each on a 2-core machine (bench/route.ts reports them as route-warmup),
 * and the first drags would drop frames. So, in idle time once the indexes are built: walks to
 * points of the table and charges of enemies, each fighter in turn, until about `until`. They are
 * queries only (judgeMove): their answers are dropped, and the World and its indexes keep their
 * meaning (the indexes keep what the queries worked out, as any query's do). Whether more are to
 * be run on this table.
 */
function warmCode(w: World, rng: () => number, until: number): boolean {
  // A table without fighters has nothing to route: a later table is warmed instead.
  const ids = w.fighterIds();
  if (ids.length === 0) return false;
  const { width, depth } = w.scene.table;
  try {
    do {
      const mover = ids[warmQueriesRun % ids.length];
      const side = w.fighter(mover).side;
      const enemies = warmQueriesRun % 3 !== 0 ? ids.filter((id) => w.fighter(id).side !== side) : [];
      if (enemies.length > 0) judgeMove(w, { mover, goal: { target: enemies[Math.floor(rng() * enemies.length)] }, action: 'charge' });
      else judgeMove(w, { mover, goal: { point: { x: width * (0.05 + 0.9 * rng()), y: depth * (0.05 + 0.9 * rng()) } }, action: 'walk' });
      warmQueriesRun++;
    } while (warmQueriesRun < ROUTE_WARM_QUERIES && performance.now() < until);
  } catch (e) {
    // An engine fault: the user meets it, with its message, if they make that move. The
    // warm-up stops for good (and says so in the console) rather than fail in every idle callback.
    console.error('route warm-up stopped:', e);
    warmQueriesRun = ROUTE_WARM_QUERIES;
    return false;
  }
  return warmQueriesRun < ROUTE_WARM_QUERIES;
}

/** How many route queries the idle-time warm-up has run so far (the tests read it). */
export function routeWarmQueries(): number {
  return warmQueriesRun;
}

/**
 * potentials and legality of a provisional placement. The route is the exact shortest
 * route of the sight from its start to where it is dropped (geometry/route.ts, R-6.1, R-6.2);
 * the base keeps the facing it is given (it pivots freely about its sight, R-6.2).
 */
let lastMove: { scene: Scene; start: MoveStart; placement: Placement; action: MoveAction; disengaged: boolean; facts: MoveFacts } | null = null;

export function evaluateMove(scene: Scene, start: MoveStart, placement: Placement, action: MoveAction, setting: MoveSetting = {}): MoveFacts {
  userMoved = true;
  // The panel and the overlay ask the same question in the same frame: answer it once.
  const m = lastMove;
  const disengaged = setting.disengaged === true;
  if (m && m.scene === scene && m.start === start && m.placement === placement && m.action === action && m.disengaged === disengaged) return m.facts;
  const t0 = performance.now();
  const facts = computeMove(scene, start, placement, action, setting);
  moveTimes.push(performance.now() - t0);
  if (moveTimes.length > 1000) moveTimes.splice(0, 500);
  lastMove = { scene, start, placement, action, disengaged, facts };
  return facts;
}

const moveTimes: number[] = [];
/** How long each move evaluation took (ms): the engine's share of a drag frame, for the bench. */
export function moveTimings(): number[] {
  return moveTimes.slice();
}

function computeMove(scene: Scene, start: MoveStart, placement: Placement, action: MoveAction, setting: MoveSetting): MoveFacts {
  // The World shows the mover where it is dropped; the start was read before it left. The route
  // comes from the World's own index (built once, then moved one fighter at a time as moves are
  // committed), the dragged fighter held still in it.
  const w = worldFor(scene, placement);
  return judgeMove(w, { mover: placement.id, goal: { place: { position: placement.position, facingDeg: placement.facing } }, action, start, ...setting });
}

/** Does the base overlap the scenery by more than τ? (Scenery may be non-convex: sample the base.) */

function bboxOf(f: Footprint) {
  if (f.kind === 'circle') {
    return { minX: f.center.x - f.radiusMm, minY: f.center.y - f.radiusMm, maxX: f.center.x + f.radiusMm, maxY: f.center.y + f.radiusMm };
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of f.points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** Pivot about the sight: the centre that keeps the sight where it is for a new facing. */
export function pivotAboutSight(f: FighterSpec, facingDeg: number): Placement {
  const s = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
  const u = dirOfDeg(facingDeg);
  const hd = halfDepthMm(f.base);
  return { id: f.id, position: [s.x - u.x * hd, s.y - u.y * hd], facing: normaliseDeg(facingDeg) };
}

export function normaliseDeg(d: number): number {
  const r = ((d % 360) + 360) % 360;
  return Math.round(r * 1e6) / 1e6;
}

// ---------------------------------------------------------------------------------------------
// Sight

export function explainLos(scene: Scene, from: string, to: string, placement?: Placement | null): LosExplanation {
  return worldFor(scene, placement).explainLos(from, to);
}

/**
 * R-9 The shot of `from` at `to` (band and difficulty, VI-A-3) when the shooter has a ranged
 * weapon in the scene (`weaponRanges`), or in Rag'narok (bands of 10 cm); null otherwise.
 */
export function shotFacts(scene: Scene, from: string, to: string, placement?: Placement | null): ShotJudgement | null {
  const w = worldFor(scene, placement);
  if (!w.fighter(from).weaponRanges && w.scene.ruleset !== 'ragnarok') return null;
  return judgeShot(w, from, to);
}

export type FanRay = { from: Point; to: Point; kind: 'clear' | 'hinder' | 'block' };

/**
 * The fan of lines from the sight to the target base, each coloured by what cuts it:
 * nothing, only barriers too small to hide the target (partial), or a barrier that blocks.
 */
export function sightFan(scene: Scene, ex: LosExplanation, rays = 41, placement?: Placement | null): FanRay[] {
  const w = worldFor(scene, placement);
  // R-5.7 (Rag'narok) measures the span from the base centre; from the sight.
  const spec = w.fighter(ex.from.id);
  const s = ex.sight.method === 'base-to-base' ? { x: spec.position[0], y: spec.position[1] } : w.sightOf(ex.from.id);
  const target = w.footprintOf(ex.to.id);
  const [lo, hi] = ex.sight.spanDeg;
  const out: FanRay[] = [];
  for (let i = 0; i < rays; i++) {
    // Stay a hair inside the span so the end rays still meet the target.
    const t = rays === 1 ? 0.5 : 0.002 + (0.996 * i) / (rays - 1);
    const deg = lo + (hi - lo) * t;
    const rad = (deg * Math.PI) / 180;
    const u = { x: Math.cos(rad), y: Math.sin(rad) };
    const reach = rayReach(s, u, target);
    if (!Number.isFinite(reach)) continue;
    let kind: FanRay['kind'] = 'clear';
    // in contact nothing stands between them; otherwise each blocker's own directions.
    for (const b of ex.contact ? [] : ex.sight.blockers) {
      if (!inIntervals(deg, b.intervalsDeg)) continue;
      if (b.tallEnough) {
        kind = 'block';
        break;
      }
      kind = 'hinder';
    }
    out.push({ from: s, to: { x: s.x + u.x * reach, y: s.y + u.y * reach }, kind });
  }
  return out;
}

function inIntervals(deg: number, intervals: readonly (readonly [number, number])[]): boolean {
  for (const [a, b] of intervals) {
    for (const k of [-720, -360, 0, 360, 720]) {
      if (deg + k >= a && deg + k <= b) return true;
    }
  }
  return false;
}

function rayReach(s: Point, u: Point, f: Footprint): number {
  if (f.kind === 'circle') {
    const ts = lineCircle(s, u, f.center, f.radiusMm);
    if (!ts || ts[1] < 0) return Infinity;
    return Math.max(0, ts[0]);
  }
  if (containsPoint(f, s)) return 0;
  let best = Infinity;
  const pts = f.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const t = lineSegment(s, u, pts[j], pts[i]);
    if (t !== null && t >= 0 && t < best) best = t;
  }
  return best;
}

export type SeenBy = { id: string; los: SightVerdict; visibleFraction: number };

/** "Who sees whom" for one fighter: what it sees and who sees it. */
export function whoSeesWhom(scene: Scene, id: string, placement?: Placement | null): { sees: SeenBy[]; seenBy: SeenBy[] } {
  const w = worldFor(scene, placement);
  const sees: SeenBy[] = [];
  const seenBy: SeenBy[] = [];
  for (const f of scene.fighters) {
    if (f.id === id) continue;
    const a = w.explainLos(id, f.id);
    sees.push({ id: f.id, los: a.los, visibleFraction: a.visibleFraction });
    const b = w.explainLos(f.id, id);
    seenBy.push({ id: f.id, los: b.los, visibleFraction: b.visibleFraction });
  }
  return { sees, seenBy };
}

// ---------------------------------------------------------------------------------------------
// Contact

export type ContactLink = { a: string; b: string; enemies: boolean; aSightTouches: boolean; bSightTouches: boolean; point: Point };
export type ContactReport = { links: ContactLink[]; counts: Record<string, { enemies: number; max: number }> };

export function contacts(scene: Scene, placement?: Placement | null): ContactReport {
  const w = worldFor(scene, placement);
  const ids = w.fighterIds();
  const variants = RULE_VARIANTS[scene.ruleset];
  const links: ContactLink[] = [];
  // Keyed by ids from the file: no prototype, so that a fighter "__proto__" is counted too.
  const counts: ContactReport['counts'] = Object.create(null);
  for (const id of ids) counts[id] = { enemies: 0, max: maxEnemiesInContact(w.fighter(id), variants) };
  for (let i = 0; i < ids.length; i++) {
    const fa = w.footprintOf(ids[i]);
    const ba = bboxOf(fa);
    for (let j = i + 1; j < ids.length; j++) {
      const fb = w.footprintOf(ids[j]);
      const bb = bboxOf(fb);
      if (ba.maxX + 1 < bb.minX || bb.maxX + 1 < ba.minX || ba.maxY + 1 < bb.minY || bb.maxY + 1 < ba.minY) continue;
      const c = w.contact(ids[i], ids[j]);
      if (!c.contact) continue;
      const enemies = w.fighter(ids[i]).side !== w.fighter(ids[j]).side;
      if (enemies) {
        counts[ids[i]].enemies++;
        counts[ids[j]].enemies++;
      }
      const [p, q] = closestPair(fa, fb);
      links.push({
        a: ids[i],
        b: ids[j],
        enemies,
        aSightTouches: w.sightTouches(ids[i], ids[j]),
        bSightTouches: w.sightTouches(ids[j], ids[i]),
        point: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 },
      });
    }
  }
  return { links, counts };
}

// ---------------------------------------------------------------------------------------------
// Measure

export type MeasureEnd = { kind: 'fighter'; id: string } | { kind: 'scenery'; id: string } | { kind: 'point'; at: Point };

export function footprintOfEnd(scene: Scene, end: MeasureEnd, placement?: Placement | null): Footprint | null {
  const w = worldFor(scene, placement);
  if (end.kind === 'point') return circle(end.at, 0);
  if (end.kind === 'fighter') return w.hasFighter(end.id) ? w.footprintOf(end.id) : null;
  return w.sceneryFootprintOf(end.id) ?? null;
}

/** edge to edge, with the two nearest points to draw the tape between. */
export function measure(scene: Scene, a: MeasureEnd, b: MeasureEnd): { distanceMm: number; from: Point; to: Point } | null {
  const fa = footprintOfEnd(scene, a);
  const fb = footprintOfEnd(scene, b);
  if (!fa || !fb) return null;
  const d = distanceMm(fa, fb);
  const [p, q] = closestPair(fa, fb);
  return { distanceMm: d, from: p, to: q };
}

/** Nearest points of two footprints, for drawing (alternating projections; the number comes from distanceMm). */
function closestPair(a: Footprint, b: Footprint): [Point, Point] {
  let p = a.kind === 'circle' ? a.center : vertexCentroid(a.points);
  let q = closestPoint(b, p);
  for (let i = 0; i < 12; i++) {
    p = closestPoint(a, q);
    q = closestPoint(b, p);
  }
  return [p, q];
}

// ---------------------------------------------------------------------------------------------
// Validation of edits

/** Validate an edited scene with the format's own rules (R-0.3 overlaps, ids, table). */
export function validate(scene: Scene): { ok: true; scene: Scene } | { ok: false; message: string } {
  try {
    parseScene(JSON.parse(JSON.stringify(scene)), 'table');
    return { ok: true, scene };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
