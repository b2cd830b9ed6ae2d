// The World: a scene made queryable. It keeps each fighter's footprint and sight, the eroded
// barrier shapes and an rbush index of them; moving a fighter updates only that fighter's entry,
// so a drag in the app or a route query never rebuilds the world.
import RBush from 'rbush';
import { fighterFootprint, sightPoint } from './base';
import { erode } from './barrier';
import { type ContactFacts, contactFacts, maxEnemiesInContact, melees, sightTouches } from './contact';
import { type Footprint, bbox, boxesMeet, containsPoint, distanceMm, distPointFootprint } from './footprint';
import { type RouteObstacle, RouteIndex } from './route';
import { RULE_VARIANTS, type RuleVariants } from './ruleset';
import type { FighterSpec, Scene } from './scene';
import { sceneryFootprint } from './scenery';
import {
  type BarrierTable,
  type SightBarrier,
  type SightCache,
  type SightFacts,
  type SightSummary,
  type SightVerdict,
  SourceSight,
  barrierTable,
  lineOfSight,
  sightSummary,
} from './sight';
import { baseToBaseSight } from './sight-base-to-base';
import { type BaseEnd, BaseToBaseVerdicts } from './sight-base-to-base-verdict';
import { type Point, dirOfDeg, hypot } from './vec';
import { inFieldOfViewAlong } from './view';
import { DirectionBins } from './direction-bins';
import { orderByKey } from './order-by-key';
import { type CheckNames, type Obstruction, PairRow, type PairSink } from './pair-row';

export type { CheckNames, Obstruction, PairSink } from './pair-row';
export { PairRow } from './pair-row';

/** One ordered pair's verdicts, as `mire check` prints them. */
export type PairVerdict = {
  from: string;
  to: string;
  /** edge to edge. */
  distanceMm: number;
  /** from the sight of `from` to the edge of `to` (moves and shots). */
  sightDistanceMm: number;
  touching: boolean;
  contact: boolean;
  /** the sight of `from` touches the base of `to`. */
  sightTouches: boolean;
  inView: boolean;
  /** barriers only, ignoring view and contact: how much of the view is obstructed. */
  obstruction: Obstruction;
  /** the final answer. */
  los: SightVerdict;
  visibleFraction: number;
  blockers: string[];
};

export type LosReason =
  | { rule: 'R-4.2'; code: 'contact' }
  | { rule: 'R-4.1' | 'R-4.3'; code: 'not-in-view' | 'in-view' | 'all-round-view'; fovLine?: 'sight' | 'center' }
  | { rule: 'R-5.6'; code: 'level-1-no-barrier' }
  | { rule: 'R-5.4'; code: 'barriers'; verdict: SightVerdict }
  | { rule: 'R-3.4'; code: 'sight-touches-target' };

/** Everything behind one line-of-sight verdict: facts, not words (the CLI and the app render them). */
export type LosExplanation = {
  from: { id: string; size: number; level: 0 | 1 };
  to: { id: string; size: number; level: 0 | 1 };
  los: SightVerdict;
  visibleFraction: number;
  inView: boolean;
  contact: boolean;
  obstruction: Obstruction;
  sight: SightFacts;
  reasons: LosReason[];
};

/** check()'s choice of pairs: those from one fighter, to one, or both (ids); every pair without. */
export type CheckFilter = { from?: string; to?: string };

export type CheckResult = {
  pairs: PairVerdict[];
  melees: string[][];
  contactCounts: Record<string, { enemies: number; max: number }>;
};

type FighterEntry = {
  spec: FighterSpec;
  /** the scenery whose outline contains this fighter's base centre. */
  standsOn: ReadonlySet<string>;
  /** standsOn is not empty, and spec.level: read for every pair of a check, beside the entry's other fields. */
  standsOnAny: boolean;
  level: 0 | 1;
  footprint: Footprint;
  sight: Point;
  /** the line of the field of view passes here (the sight, or the centre with fovLine 'center'). */
  viewOrigin: Point;
  /** the facing as a unit vector. */
  facingDir: Point;
  barrier: SightBarrier;
  /** the base, its centre and box, as the base-to-base verdicts take them. */
  baseEnd: BaseEnd;
  item: IndexItem;
  /**
   * The barriers as seen from this fighter's sight, memoised for single pairs (pair, explainLos).
   * Valid while the entry lives: a move makes a new entry, and a moved barrier is a new key.
   */
  seen: SightCache;
};

/**
 * A source's barriers pre-measured from its sight (see World.sourceView): the items as seen from
 * the sight (`sight`, in the order of ViewItems), the nearest and farthest distance of each one's
 * bounding circle, and the order of the items by nearest distance.
 */
export type SourceView = {
  s: Point;
  items: readonly IndexItem[];
  sight: SourceSight;
  nearMm: Float64Array;
  farMm: Float64Array;
  byNear: Int32Array;
  /** The items by direction, to read only those in a target's cone; `places`, scratch for its answers. */
  bins: DirectionBins;
  places: Int32Array;
  /** Scratch: the places (in `items`) of a pair's barriers. */
  picked: Int32Array;
  /** The source's own place among the items (−1: none), and the items' kinds (ViewItems). */
  ka: number;
  kinds: Uint8Array;
  sceneryCount: number;
};

/**
 * a source's items around its base centre for check(), nearest first: at each place, an
 * item's bounding circle widened by the largest base's reach, as a direction and a half-width,
 * its nearest distance, its kind and its barrier; the zone between two bases lies within that
 * reach of the segment between their centres. The arrays are by place, so a pair reads them in
 * order; `distMm`, `key` and `order` are the scratch that orders them.
 */
type BaseView = {
  centre: Point;
  readonly items: readonly IndexItem[];
  readonly dirRad: Float64Array;
  readonly halfRad: Float64Array;
  readonly nearMm: Float64Array;
  readonly kinds: Uint8Array;
  readonly barriers: SightBarrier[];
  readonly placed: IndexItem[];
  readonly distMm: Float64Array;
  readonly key: Float64Array;
  readonly order: Int32Array;
};

/** What check() shares between the pairs of a pass: the verdicts, and the source's base view. */
type BaseToBasePass = { verdicts: BaseToBaseVerdicts; along?: BaseView };

/**
 * Items with their barriers' bounding circles (barrierCircle), measured once per check(), and in
 * flat arrays what the scan of a million pairs reads of each: its barrier and its kind (ItemKind).
 */
type ViewItems = {
  items: readonly IndexItem[];
  cx: Float64Array;
  cy: Float64Array;
  radiusMm: Float64Array;
  table: BarrierTable;
  kinds: Uint8Array;
  /** The items before this place are scenery, the rest fighters. */
  sceneryCount: number;
};

/** What an item can be between two fighters of level 0: scenery, a fighter of level 0, or no barrier (a flyer). */
const ItemKind = { scenery: 0, fighter: 1, flyer: 2 } as const;

type IndexItem = { minX: number; minY: number; maxX: number; maxY: number; barrier: SightBarrier; fighter?: string; level?: 0 | 1 };

/** The contact facts a pair's verdicts use: the same for (a, b) and (b, a). */
type PairContact = Pick<ContactFacts, 'touching' | 'contact' | 'distanceMm'>;

const OBSTRUCTION_OF: Record<SightVerdict, Obstruction> = { full: 'none', partial: 'partial', none: 'full' };

// A scenery piece's footprint lives with the scenery (scenery.ts): the setup makes it too.
export { sceneryFootprint };

// A fighter's outline lives with the bases (base.ts): the app draws it without the World.
export { fighterFootprint };

/**
 * Up to this many sites, a route index works out every site's tangents when built (prepare: no
 * query pays for the first search to reach a site); beyond it, each site's when a search first
 * reaches it, as a query on a big table reaches a small part of it (the build grows with the
 * square of the sites, a query's work with the sites it reaches).
 */
const PREPARE_MAX_SITES = 600;

/**
 * A route index the World keeps for one level and clearance: the fighters' footprints it was
 * last brought up to date with, and the scene and fighter held still it was synced with.
 */
type KeptRouteIndex = {
  readonly index: RouteIndex;
  readonly level: number;
  readonly prints: Map<string, Footprint>;
  syncedScene: Scene;
  syncedHold: string | undefined;
};

export class World {
  readonly variants: RuleVariants;
  readonly toleranceMm: number;
  private readonly fighters = new Map<string, FighterEntry>();
  private readonly order: string[] = [];
  private readonly sceneryPrints = new Map<string, Footprint>();
  private readonly index = new RBush<IndexItem>();
  /** The index's scenery items (they never move). */
  private readonly sceneryItems: IndexItem[] = [];
  private current: Scene;
  /** The route indexes, by level and clearance: the engine's one cache of them. */
  private readonly routeIndexes = new Map<string, KeptRouteIndex>();

  constructor(scene: Scene) {
    this.current = scene;
    this.variants = RULE_VARIANTS[scene.ruleset];
    this.toleranceMm = scene.options.tolerance;
    const items: IndexItem[] = [];
    for (const s of scene.scenery) {
      const fp = sceneryFootprint(s);
      this.sceneryPrints.set(s.id, fp);
      if (!s.blocksSight) continue;
      const barrier: SightBarrier = {
        id: s.id,
        kind: 'scenery',
        size: s.size ?? Infinity,
        shape: erode(fp, this.toleranceMm),
        bbox: bbox(fp),
      };
      this.sceneryItems.push({ ...barrier.bbox, barrier });
    }
    items.push(...this.sceneryItems);
    for (const f of scene.fighters) {
      const entry = this.makeEntry(f);
      this.fighters.set(f.id, entry);
      this.order.push(f.id);
      items.push(entry.item);
    }
    this.index.load(items);
  }

  /** The scene as it stands now (with every move applied). */
  get scene(): Scene {
    return this.current;
  }

  private makeEntry(spec: FighterSpec): FighterEntry {
    const footprint = fighterFootprint(spec);
    const sight = sightPoint(spec.base, { x: spec.position[0], y: spec.position[1] }, spec.facing);
    const barrier: SightBarrier = {
      id: spec.id,
      kind: 'fighter',
      size: spec.size,
      shape: erode(footprint, this.toleranceMm),
      bbox: bbox(footprint),
    };
    const centre = { x: spec.position[0], y: spec.position[1] };
    const standsOn = new Set<string>();
    for (const [id, fp] of this.sceneryPrints) if (containsPoint(fp, centre)) standsOn.add(id);
    return {
      spec,
      footprint,
      sight,
      viewOrigin: this.current.options.fovLine === 'center' ? centre : sight,
      facingDir: dirOfDeg(spec.facing),
      standsOn,
      standsOnAny: standsOn.size > 0,
      level: spec.level,
      barrier,
      baseEnd: { footprint, centre, box: barrier.bbox },
      item: { ...barrier.bbox, barrier, fighter: spec.id, level: spec.level },
      seen: new WeakMap(),
    };
  }

  fighterIds(): readonly string[] {
    return this.order;
  }

  fighter(id: string): FighterSpec {
    return this.entry(id).spec;
  }

  hasFighter(id: string): boolean {
    return this.fighters.has(id);
  }

  private entry(id: string): FighterEntry {
    const e = this.fighters.get(id);
    if (!e) throw new Error(`unknown fighter id "${id}"`);
    return e;
  }

  footprintOf(id: string): Footprint {
    return this.entry(id).footprint;
  }

  sceneryFootprintOf(id: string): Footprint | undefined {
    return this.sceneryPrints.get(id);
  }

  sightOf(id: string): Point {
    return this.entry(id).sight;
  }

  /** Move (and turn) one fighter: only its own entry and index item change. */
  moveFighter(id: string, position: readonly [number, number], facingDeg?: number): void {
    const old = this.entry(id);
    const spec: FighterSpec = {
      ...old.spec,
      position: [position[0], position[1]],
      facing: facingDeg ?? old.spec.facing,
    };
    this.index.remove(old.item);
    const entry = this.makeEntry(spec);
    this.fighters.set(id, entry);
    this.index.insert(entry.item);
    this.current = {
      ...this.current,
      fighters: this.current.fighters.map((f) => (f.id === id ? spec : f)),
    };
  }

  /**
   * The route index of the fighters of `level` and the impassable scenery, for a mover of
   * clearance `clearanceMm` (half its base width, R-6.2): one per level and clearance, built
   * once with every tangent worked out (no query pays for the first search to reach a site),
   * then brought up to date on each call with the fighters moved since (updated in place:
   * dragging a goal or moving one fighter keeps the tangents worked out). A query ignores what
   * its move leaves out (the mover, its target, R-6.3 friends, scenery crossed by ).
   * `holdStill`: a fighter being dragged keeps its place in the index (moving it at every frame
   * would drop what the index keeps); any other call puts it where it stands.
   */
  routeIndex(level: number, clearanceMm: number, holdStill?: string): RouteIndex {
    const key = `${level}|${clearanceMm}`;
    const kept = this.routeIndexes.get(key);
    if (!kept) return this.buildRouteIndex(key, level, clearanceMm);
    // Nothing moved since the last call (moveFighter makes a new scene), and the same fighter
    // held still: the index stands as it is (a drag's frames, a charge's several searches).
    if (kept.syncedScene === this.current && kept.syncedHold === holdStill) return kept.index;
    kept.syncedScene = this.current;
    kept.syncedHold = holdStill;
    for (const id of this.order) {
      if (id === holdStill && kept.prints.has(id)) continue;
      const e = this.entry(id);
      if (e.spec.level === level) {
        if (kept.prints.get(id) === e.footprint) continue;
        kept.index.update(id, e.footprint);
        kept.prints.set(id, e.footprint);
      } else if (kept.prints.delete(id)) kept.index.update(id, null);
    }
    return kept.index;
  }

  private buildRouteIndex(key: string, level: number, clearanceMm: number): RouteIndex {
    const prints = new Map<string, Footprint>();
    const obstacles: RouteObstacle[] = [];
    for (const id of this.order) {
      const e = this.entry(id);
      if (e.spec.level !== level) continue;
      prints.set(id, e.footprint);
      obstacles.push({ id, shape: e.footprint });
    }
    for (const sc of this.current.scenery) if (!sc.passable) obstacles.push({ id: sc.id, shape: sceneryFootprint(sc) });
    const index = new RouteIndex(obstacles, clearanceMm, this.current.table);
    if (index.sites.length <= PREPARE_MAX_SITES) index.prepare();
    this.routeIndexes.set(key, { index, level, prints, syncedScene: this.current, syncedHold: undefined });
    return index;
  }

  /** edge-to-edge distance between two fighters. */
  distanceMm(a: string, b: string): number {
    return distanceMm(this.entry(a).footprint, this.entry(b).footprint);
  }

  /** ... Contact applies only between fighters at the same level (II-F-1). */
  contact(a: string, b: string): ContactFacts {
    return this.contactOf(this.entry(a), this.entry(b));
  }

  private contactOf(ea: FighterEntry, eb: FighterEntry): ContactFacts {
    const facts = contactFacts(ea.spec.base, ea.footprint, eb.spec.base, eb.footprint, this.toleranceMm, this.variants);
    if (ea.spec.level !== eb.spec.level) return { ...facts, contact: false };
    return facts;
  }

  /** the sight of `a` touches the base of `b`. */
  sightTouches(a: string, b: string): boolean {
    return sightTouches(this.entry(a).sight, this.entry(b).footprint, this.toleranceMm);
  }

  /** is `b` in the field of view of `a`? */
  inView(a: string, b: string): boolean {
    return this.sees(this.entry(a), this.entry(b));
  }

  /** inView for two entries (the facing turned once per entry). */
  private sees(ea: FighterEntry, eb: FighterEntry): boolean {
    const fov = ea.spec.level === 1 ? 360 : this.variants.fieldOfViewDeg;
    return inFieldOfViewAlong(eb.footprint, ea.viewOrigin, ea.facingDir, fov, this.toleranceMm);
  }

  /**
   * The barriers that may stand between a and b (R-5.2, R-5.5, R-5.6 levels): those whose box
   * meets the box of every line considered — from the sight or from the whole base.
   */
  private barriersBetween(ea: FighterEntry, eb: FighterEntry): SightBarrier[] {
    // R-5.6 / II-F-1: nothing blocks a line that has a level-1 end.
    if (ea.spec.level === 1 || eb.spec.level === 1) return [];
    const tb = eb.item;
    const from = this.variants.lineOfSight === 'base-to-base' ? ea.item : { minX: ea.sight.x, minY: ea.sight.y, maxX: ea.sight.x, maxY: ea.sight.y };
    const hits = this.index.search({
      minX: Math.min(tb.minX, from.minX),
      minY: Math.min(tb.minY, from.minY),
      maxX: Math.max(tb.maxX, from.maxX),
      maxY: Math.max(tb.maxY, from.maxY),
    });
    const out: SightBarrier[] = [];
    for (const h of hits) {
      if (h.fighter !== undefined) {
        if (h.fighter === ea.spec.id || h.fighter === eb.spec.id) continue;
        if (this.entry(h.fighter).spec.level !== 0) continue;
      } else {
        // Reading: an element that the source or the target stands on is no barrier between them.
        if (ea.standsOn.has(h.barrier.id) || eb.standsOn.has(h.barrier.id)) continue;
      }
      out.push(h.barrier);
    }
    return out;
  }

  /**
   * Everything one source needs to pick its barriers quickly: each barrier's bounding circle as
   * seen from the sight (direction, angular half-width, nearest and farthest distance). Used by
   * `check`, where one source meets every target; the rbush query serves single pairs. `items`
   * are the index's items, targets among them.
   */
  private sourceView(ea: FighterEntry, v: ViewItems): SourceView {
    const n = v.items.length;
    const sight = new SourceSight(ea.sight, v.table);
    const nearMm = new Float64Array(n);
    const farMm = new Float64Array(n);
    const byNear = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      nearMm[k] = sight.distMm[k] - v.radiusMm[k];
      farMm[k] = sight.distMm[k] + v.radiusMm[k];
    }
    // The order among equal distances changes nothing: the barriers below the target's farthest
    // are the same set whichever comes first, and the sweep does not depend on their order.
    orderByKey(nearMm, byNear);
    // Each proposal's directions are tested exactly (barriersFromView): a hair of slack is enough.
    const bins = new DirectionBins(sight.dirRad, sight.halfRad, byNear, 'hair');
    const ka = v.items.indexOf(ea.item);
    return { s: ea.sight, items: v.items, sight, nearMm, farMm, byNear, bins, places: new Int32Array(n), picked: new Int32Array(n), ka, kinds: v.kinds, sceneryCount: v.sceneryCount };
  }

  /** the base view of `ea` for check(); `reachMm` is at least every base's reach from its centre. */
  private baseView(ea: FighterEntry, v: ViewItems, reachMm: number, reuse?: BaseView): BaseView {
    const centre = ea.baseEnd.centre;
    const n = v.items.length;
    // A source's view lives until the next source's: the next one writes into its arrays.
    const view = reuse !== undefined && reuse.items === v.items ? reuse : newBaseView(v.items);
    view.centre = centre;
    const { key, order, distMm } = view;
    for (let k = 0; k < n; k++) {
      distMm[k] = hypot(v.cx[k] - centre.x, v.cy[k] - centre.y);
      // A hair wider than the reach, against rounding: the view may only propose too much.
      key[k] = distMm[k] - (v.radiusMm[k] + reachMm + 1e-3);
    }
    orderByNear(key, order);
    for (let c = 0; c < n; c++) {
      const k = order[c];
      const d = distMm[k];
      const r = v.radiusMm[k] + reachMm + 1e-3;
      view.dirRad[c] = Math.atan2(v.cy[k] - centre.y, v.cx[k] - centre.x);
      view.halfRad[c] = d > r ? Math.asin(r / d) : Math.PI;
      view.nearMm[c] = key[k];
      view.kinds[c] = v.kinds[k];
      view.placed[c] = v.items[k];
      view.barriers[c] = v.items[k].barrier;
    }
    return view;
  }

  /**
   * barriersBetween read from the base view of `ea`: every barrier whose bounding circle comes
   * within the reach of the segment between the centres (those that can meet the zone), with the
   * same exclusions, nearest first.
   */
  private barriersAlong(view: BaseView, ea: FighterEntry, eb: FighterEntry): SightBarrier[] {
    if (ea.spec.level === 1 || eb.spec.level === 1) return [];
    const to = eb.baseEnd.centre;
    const lengthMm = hypot(to.x - view.centre.x, to.y - view.centre.y);
    const { nearMm, dirRad, halfRad, kinds, placed } = view;
    let limit = 0;
    for (let hi = nearMm.length; limit < hi; ) {
      const mid = (limit + hi) >> 1;
      if (nearMm[mid] <= lengthMm) limit = mid + 1;
      else hi = mid;
    }
    // A source asks about half its targets (the pair's other direction reuses the answer): a scan
    // of the nearer items by direction costs less than binning them all for each source.
    const dir = Math.atan2(to.y - view.centre.y, to.x - view.centre.x);
    const out: SightBarrier[] = [];
    for (let c = 0; c < limit; c++) {
      if (!withinTurn(dir, dirRad[c], halfRad[c])) continue;
      const kind = kinds[c];
      if (kind === ItemKind.flyer) continue;
      if (kind === ItemKind.fighter && (placed[c] === ea.item || placed[c] === eb.item)) continue;
      out.push(view.barriers[c]);
    }
    // the scenery either stands on is left out after the scan, not in it: with a set looked
    // up in its body (even never), the scan is compiled far slower.
    return ea.standsOnAny || eb.standsOnAny ? withoutStoodOn(out, ea, eb) : out;
  }

  /** The items of a source view (the index's items) with their bounding circles. */
  private viewItems(items: readonly IndexItem[]): ViewItems {
    const n = items.length;
    const table = barrierTable(items.map((h) => h.barrier));
    const v: ViewItems = { items, cx: table.cx, cy: table.cy, radiusMm: table.radiusMm, table, kinds: new Uint8Array(n), sceneryCount: 0 };
    for (let k = 0; k < n; k++) {
      const h = items[k];
      v.kinds[k] = h.fighter === undefined ? ItemKind.scenery : h.level === 0 ? ItemKind.fighter : ItemKind.flyer;
      if (h.fighter === undefined && v.sceneryCount === k) v.sceneryCount = k + 1;
    }
    return v;
  }

  /**
   * The barriers from a source view that can cut a line to eb (items[kb]): within reach and
   * within the cone. Their places in the view's items are written into view.picked from 0, in
   * no particular order; returns how many.
   */
  private barriersFromView(view: SourceView, ea: FighterEntry, eb: FighterEntry, kb: number): number {
    if (ea.level === 1 || eb.level === 1) return 0;
    const { nearMm, byNear } = view;
    const { dirRad, halfRad } = view.sight;
    const farMm = view.farMm[kb];
    const halfT = halfRad[kb];
    const dirT = dirRad[kb];
    let count = 0;
    // The bins propose the items whose directions may meet the target's, up to the first one
    // (nearest first) whose nearest point lies beyond the target's farthest; in no order, as the
    // sweep's answer does not depend on it (SourceSight.measure).
    let limit = 0;
    for (let hi = byNear.length; limit < hi; ) {
      const mid = (limit + hi) >> 1;
      if (nearMm[byNear[mid]] < farMm) limit = mid + 1;
      else hi = mid;
    }
    const proposed = view.bins.proposals(dirT, halfT, limit, view.places);
    const { places, picked, kinds, ka, sceneryCount } = view;
    const barriers = view.sight.table.barriers;
    // only scenery a fighter stands on is left out: most fighters stand on none.
    const stood = ea.standsOnAny || eb.standsOnAny;
    for (let c = 0; c < proposed; c++) {
      const k = byNear[places[c]];
      let diff = Math.abs(dirRad[k] - dirT);
      if (diff > Math.PI) diff = 2 * Math.PI - diff;
      if (diff > halfRad[k] + halfT) continue;
      const kind = kinds[k];
      if (kind === ItemKind.flyer || k === ka || k === kb) continue;
      if (stood && k < sceneryCount && kind === ItemKind.scenery) {
        const id = barriers[k].id;
        if (ea.standsOn.has(id) || eb.standsOn.has(id)) continue;
      }
      picked[count++] = k;
    }
    return count;
  }

  /** R-5.3/R-5.4 (or) barriers only (what `obstruction` reports). */
  sightFacts(a: string, b: string, view?: SourceView): SightFacts {
    const ea = this.entry(a);
    const eb = this.entry(b);
    const useView = view !== undefined && this.variants.lineOfSight === 'sight-to-base';
    const barriers: SightBarrier[] = [];
    if (useView) {
      const count = this.barriersFromView(view, ea, eb, view.items.indexOf(eb.item));
      for (let c = 0; c < count; c++) barriers.push(view.sight.table.barriers[view.picked[c]]);
    } else barriers.push(...this.barriersBetween(ea, eb));
    if (this.variants.lineOfSight === 'base-to-base') return this.baseToBaseFacts(ea, eb, barriers);
    return { ...lineOfSight(ea.sight, ea.spec.size, eb.footprint, eb.spec.size, barriers, this.toleranceMm, ea.seen), method: 'sight-to-base' };
  }

  /**
   * R-5.7 (Rag'narok): sizes play no part; the verdict is `full` when no obstacle stands in the
   * zone between the bases, `partial` (interference) when one does but a free line remains,
   * `none` when every line is cut. The fraction and the per-barrier intervals are the angular
   * measure seen from the source's base centre, for the record.
   */
  private baseToBaseFacts(ea: FighterEntry, eb: FighterEntry, barriers: SightBarrier[]): SightFacts {
    const b2b = baseToBaseSight(ea.footprint, eb.footprint, barriers, this.toleranceMm);
    const centre = { x: ea.spec.position[0], y: ea.spec.position[1] };
    const fromCentre = lineOfSight(centre, 0, eb.footprint, 0, barriers, this.toleranceMm);
    const interfering = new Set(b2b.interfering);
    const blockers = barriers
      .filter((b) => interfering.has(b.id))
      .map((b) => {
        const seen = fromCentre.blockers.find((x) => x.id === b.id);
        return {
          id: b.id,
          kind: b.kind,
          size: Number.isFinite(b.size) ? b.size : null,
          tallEnough: true,
          blockedFraction: seen?.blockedFraction ?? 0,
          intervalsDeg: seen?.intervalsDeg ?? [],
        };
      })
      .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    const visibleFraction = b2b.verdict === 'full' ? 1 : b2b.verdict === 'none' ? 0 : fromCentre.visibleFraction;
    return {
      verdict: b2b.verdict,
      visibleFraction,
      spanDeg: fromCentre.spanDeg,
      blockers,
      sightTouchesTarget: false,
      method: 'base-to-base',
      witness: b2b.witness,
    };
  }

  /**
   * R-5.7 baseToBaseFacts' verdict, fraction and blocker ids without the per-barrier facts nor the
   * witness; `verdicts` shares each pair's verdict between its two directions during check().
   */
  private baseToBaseSummary(ea: FighterEntry, eb: FighterEntry, pass?: BaseToBasePass): SightSummary {
    const along = pass?.along;
    const barriersOf = along === undefined ? () => this.barriersBetween(ea, eb) : () => this.barriersAlong(along, ea, eb);
    return (pass?.verdicts ?? new BaseToBaseVerdicts(this.toleranceMm)).summary(ea.baseEnd, eb.baseEnd, barriersOf);
  }

  /** The full answer with the facts behind it. */
  explainLos(a: string, b: string, knownContact?: ContactFacts, view?: SourceView): LosExplanation {
    const ea = this.entry(a);
    const eb = this.entry(b);
    const sight = this.sightFacts(a, b, view);
    const inView = this.inView(a, b);
    const contact = (knownContact ?? this.contact(a, b)).contact;
    const obstruction = OBSTRUCTION_OF[sight.verdict];
    const reasons: LosReason[] = [];
    const fov = ea.spec.level === 1 ? 360 : this.variants.fieldOfViewDeg;
    let los: SightVerdict;
    let visibleFraction: number;
    if (contact) {
      reasons.push({ rule: 'R-4.2', code: 'contact' });
      los = 'full';
      visibleFraction = 1;
    } else if (!inView) {
      reasons.push({ rule: 'R-4.1', code: 'not-in-view', fovLine: this.current.options.fovLine });
      los = 'none';
      visibleFraction = 0;
    } else {
      if (fov === 360) reasons.push({ rule: 'R-4.3', code: 'all-round-view' });
      else reasons.push({ rule: 'R-4.1', code: 'in-view', fovLine: this.current.options.fovLine });
      if (ea.spec.level === 1 || eb.spec.level === 1) reasons.push({ rule: 'R-5.6', code: 'level-1-no-barrier' });
      if (sight.sightTouchesTarget) reasons.push({ rule: 'R-3.4', code: 'sight-touches-target' });
      reasons.push({ rule: 'R-5.4', code: 'barriers', verdict: sight.verdict });
      los = sight.verdict;
      visibleFraction = sight.visibleFraction;
    }
    return {
      from: { id: a, size: ea.spec.size, level: ea.spec.level },
      to: { id: b, size: eb.spec.size, level: eb.spec.level },
      los,
      visibleFraction,
      inView,
      contact,
      obstruction,
      sight,
      reasons,
    };
  }

  /**
   * explainLos's verdict alone: contact first, then the field of view, and the barriers
   * worked out only when those two leave the answer open (a charge needs sight of its target at
   * the start, R-6.5, and asks nothing else of it).
   */
  losVerdict(a: string, b: string): SightVerdict {
    const ea = this.entry(a);
    const eb = this.entry(b);
    if (this.contactOf(ea, eb).contact) return 'full';
    if (!this.sees(ea, eb)) return 'none';
    return this.sightSummaryOf(ea, eb, distPointFootprint(ea.sight, eb.footprint)).verdict;
  }

  /**
   * The verdict of sightFacts without its facts (what pair() reports). `nearMm` is the distance
   * from the sight of `ea` to the base of `eb`; `pass`, check()'s R-5.7 pass.
   */
  private sightSummaryOf(ea: FighterEntry, eb: FighterEntry, nearMm: number, pass?: BaseToBasePass): SightSummary {
    if (this.variants.lineOfSight === 'base-to-base') return this.baseToBaseSummary(ea, eb, pass);
    const barriers = this.barriersBetween(ea, eb);
    return sightSummary(ea.sight, ea.spec.size, eb.footprint, eb.spec.size, barriers, barriers.length, this.toleranceMm, ea.seen, nearMm);
  }

  /** Every verdict for one ordered pair. */
  pair(a: string, b: string, contact?: ContactFacts): PairVerdict {
    return this.pairOf(this.entry(a), this.entry(b), contact ?? this.contact(a, b));
  }

  /** One ordered pair, alone (pair()): its verdicts, and its blockers by id. */
  private pairOf(ea: FighterEntry, eb: FighterEntry, c: PairContact): PairVerdict {
    const row = new PairRow();
    row.sightDistanceMm = distPointFootprint(ea.sight, eb.footprint);
    const sight = this.sightSummaryOf(ea, eb, row.sightDistanceMm);
    this.decide(row, ea, eb, c, this.sees(ea, eb), sight.verdict, sight.visibleFraction);
    return verdictOf(row, ea.spec.id, eb.spec.id, sight.blockerIds);
  }

  /**
   * the verdicts of one pair in `row`, from its contact, its view and its sight
   * (row.sightDistanceMm set): explainLos's decision, without building its reasons, as check()
   * asks it of every pair. The fraction is read only when the target is in view and not in contact.
   */
  private decide(row: PairRow, ea: FighterEntry, eb: FighterEntry, c: PairContact, inView: boolean, verdict: SightVerdict, visibleFraction: number): void {
    row.distanceMm = c.distanceMm ?? distanceMm(ea.footprint, eb.footprint);
    row.touching = c.touching;
    row.contact = c.contact;
    // as in sightTouches(): the sight within τ of the base.
    row.sightTouches = row.sightDistanceMm <= this.toleranceMm;
    row.inView = inView;
    row.obstruction = OBSTRUCTION_OF[verdict];
    row.los = c.contact ? 'full' : inView ? verdict : 'none';
    row.visibleFraction = c.contact ? 1 : inView ? visibleFraction : 0;
  }

  /** Fighters of another side in contact with `id`. */
  enemiesInContact(id: string): string[] {
    const e = this.entry(id);
    const side = e.spec.side;
    const a = e.barrier.bbox;
    const tol = this.toleranceMm;
    return this.order.filter((o) => {
      if (o === id) return false;
      const eo = this.entry(o);
      if (eo.spec.side === side) return false;
      // Boxes farther apart than τ: so are the bases, and no contact is worked out.
      if (!boxesMeet(a, eo.barrier.bbox, tol)) return false;
      return this.contactOf(e, eo).contact;
    });
  }

  /** free of contact: in contact with no enemy. */
  freeOfContact(id: string): boolean {
    return this.enemiesInContact(id).length === 0;
  }

  /**
   * `mire check`: every ordered pair (or those from / to one fighter), the melees and the contact
   * counts (always over the whole table).
   */
  check(filter: CheckFilter = {}): CheckResult {
    const pairs: PairVerdict[] = [];
    const rest = this.checkEach(filter, (p) => pairs.push(p));
    return { pairs, ...rest };
  }

  /**
   * check() handing each ordered pair to `visit` as soon as it is decided, in check()'s order,
   * keeping none: on a big table the pairs outgrow memory long before the pass outgrows time.
   */
  checkEach(filter: CheckFilter, visit: (pair: PairVerdict) => void): Omit<CheckResult, 'pairs'> {
    return this.checkRows(filter, new VerdictSink(visit));
  }

  /**
   * checkEach with each pair as a PairRow (ids as places in the names given to sink.begin), one
   * row reused from pair to pair: what `mire check` writes out, a million pairs without a
   * million objects.
   */
  checkRows(filter: CheckFilter, sink: PairSink): Omit<CheckResult, 'pairs'> {
    const pass = this.checkPass();
    sink.begin(pass.names);
    this.checkSources(pass, 0, pass.fighterCount, filter, sink);
    return pass.rest;
  }

  /**
   * What a check() pass decides once for the whole table before any row: the contact facts of
   * every pair (R-2.1, R-3.1 .., symmetric), the melees and contact counts,
   * the names the rows refer to. Its rows are then asked source by source (checkSources), in
   * one run or in several (`mire check` on a big table shares them out between threads).
   */
  checkPass(): CheckPass {
    const ids = this.order;
    const n = ids.length;
    const es = ids.map((id) => this.entry(id));
    const contacts = new PairContacts(es.length);
    // Keyed by ids from the file: a null prototype, so that an id such as "__proto__" is a plain key.
    const counts: Record<string, { enemies: number; max: number }> = Object.create(null);
    for (const e of es) counts[e.spec.id] = { enemies: 0, max: maxEnemiesInContact(e.spec, this.variants) };
    const enemyPairs: [string, string][] = [];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const c = this.contactOf(es[i], es[j]);
        contacts.set(i, j, c);
        if (c.contact && es[i].spec.side !== es[j].spec.side) {
          enemyPairs.push([ids[i], ids[j]]);
          counts[ids[i]].enemies++;
          counts[ids[j]].enemies++;
        }
      }
    }
    // The index's items with the fighters in the order of `es`, so that es[j] is items[scenery + j].
    const items = this.viewItems([...this.sceneryItems, ...es.map((e) => e.item)]);
    const names: CheckNames = { fighterIds: ids.slice(), barrierIds: items.items.map((h) => h.barrier.id) };
    let reachMm = 0;
    for (let j = 0; j < n; j++) reachMm = Math.max(reachMm, items.radiusMm[this.sceneryItems.length + j]);
    const rest = { melees: melees(ids, enemyPairs), contactCounts: counts };
    return new CheckPass(es, contacts, items, names, rest, reachMm, new BaseToBaseVerdicts(this.toleranceMm));
  }

  /**
   * The rows of sources first .. end − 1 (places in pass.names.fighterIds) handed to `sink`, in
   * check()'s order: each source's targets in turn, those the filter keeps. The rows of a pass
   * are the same whichever runs ask for them, and in whatever order the runs come.
   */
  checkSources(pass: CheckPass, first: number, end: number, filter: CheckFilter, sink: PairSink): void {
    const { es, contacts, items, rows } = pass;
    const ids = pass.names.fighterIds;
    const n = es.length;
    const baseToBase = this.variants.lineOfSight === 'base-to-base';
    // a pair's verdict, worked out in one direction, serves the other; a pair's barriers are
    // read from its first source's base view (the zone between the bases lies near its centre line).
    for (let i = first; i < end; i++) {
      if (filter.from !== undefined && ids[i] !== filter.from) continue;
      const view = baseToBase ? undefined : this.sourceView(es[i], items);
      if (baseToBase) pass.along = this.baseView(es[i], items, pass.reachMm, pass.along);
      const baseToBasePass: BaseToBasePass | undefined = baseToBase ? { verdicts: pass.verdicts, along: pass.along } : undefined;
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        if (filter.to !== undefined && ids[j] !== filter.to) continue;
        const row = rows.row;
        row.from = i;
        row.to = j;
        const c = contacts.get(i, j);
        if (view !== undefined) this.checkPairInView(row, es[i], es[j], c, view, this.sceneryItems.length + j);
        else {
          row.sightDistanceMm = distPointFootprint(es[i].sight, es[j].footprint);
          const sight = this.sightSummaryOf(es[i], es[j], row.sightDistanceMm, baseToBasePass);
          this.decide(row, es[i], es[j], c, this.sees(es[i], es[j]), sight.verdict, sight.visibleFraction);
          rows.setBlockers(sight.blockerIds);
        }
        sink.pair(row);
      }
    }
  }

  /** one pair of check() from its source's view (`kb`: the place of eb's item in it), into `row`. */
  private checkPairInView(row: PairRow, ea: FighterEntry, eb: FighterEntry, c: PairContact, view: SourceView, kb: number): void {
    row.sightDistanceMm = distPointFootprint(ea.sight, eb.footprint);
    const count = this.barriersFromView(view, ea, eb, kb);
    const inView = this.sees(ea, eb);
    const sight = view.sight;
    // out of view or in contact, the fraction shown is 0 or 1 whatever the barriers: only
    // the verdict (obstruction) and the blockers are asked of them.
    sight.measure(ea.spec.size, eb.footprint, eb.spec.size, view.picked, count, row.sightDistanceMm, this.toleranceMm, inView && !c.contact);
    this.decide(row, ea, eb, c, inView, sight.verdict, sight.visibleFraction);
    // The view's items are the names' barriers, place for place.
    row.blockers = sight.blockers;
    row.blockerCount = sight.found;
  }
}

/**
 * .. are symmetric: check() decides them once per unordered pair and reads them
 * for both orders, from flat arrays holding both (pair i, j at slot i·n + j): a source's pairs,
 * read one after another, lie side by side.
 */
class PairContacts {
  private readonly distances: Float64Array;
  private readonly touching: Uint8Array;
  private readonly contact: Uint8Array;
  /** What get() answers (reused: a million reads, no object each). */
  private readonly facts: { touching: boolean; contact: boolean; distanceMm: number | undefined } = { touching: false, contact: false, distanceMm: undefined };

  constructor(private readonly n: number) {
    this.distances = new Float64Array(n * n);
    this.touching = new Uint8Array(n * n);
    this.contact = new Uint8Array(n * n);
  }

  /** The facts of (i, j), which are those of (j, i). */
  set(i: number, j: number, c: PairContact): void {
    this.write(i * this.n + j, c);
    this.write(j * this.n + i, c);
  }

  private write(k: number, c: PairContact): void {
    // NaN: no distance given.
    this.distances[k] = c.distanceMm ?? NaN;
    this.touching[k] = c.touching ? 1 : 0;
    this.contact[k] = c.contact ? 1 : 0;
  }

  /** The pair's facts, valid until the next call. */
  get(i: number, j: number): PairContact {
    const k = i * this.n + j;
    const f = this.facts;
    f.touching = this.touching[k] === 1;
    f.contact = this.contact[k] === 1;
    f.distanceMm = Number.isNaN(this.distances[k]) ? undefined : this.distances[k];
    return f;
  }
}

/**
 * A check() pass over one state of the table (World.checkPass): what every run of its sources
 * reads, and the scratch they share (runs of one pass follow one another, never interleave).
 * Valid while the World's fighters stay where they were.
 */
export class CheckPass {
  constructor(
    readonly es: readonly FighterEntry[],
    readonly contacts: PairContacts,
    readonly items: ViewItems,
    readonly names: CheckNames,
    readonly rest: Omit<CheckResult, 'pairs'>,
    /** At least every base's reach from its centre (R-5.7 base views). */
    readonly reachMm: number,
    /** the verdicts a pair's first direction leaves for its second. */
    readonly verdicts: BaseToBaseVerdicts,
  ) {
    this.rows = new CheckRows(names);
  }

  /** The one row the pass's runs fill in turn. */
  readonly rows: CheckRows;
  /** the latest source's base view, whose arrays the next source's reuses. */
  along: BaseView | undefined;

  get fighterCount(): number {
    return this.es.length;
  }
}

/** check()'s one row, and the blockers given by id (R-5.7, level 1) put as places in the names. */
class CheckRows {
  readonly row = new PairRow();
  private readonly placeOf = new Map<string, number>();
  private places = new Int32Array(16);

  constructor(names: CheckNames) {
    names.barrierIds.forEach((id, k) => this.placeOf.set(id, k));
  }

  setBlockers(ids: readonly string[]): void {
    if (ids.length > this.places.length) this.places = new Int32Array(2 * ids.length);
    for (let k = 0; k < ids.length; k++) {
      const place = this.placeOf.get(ids[k]);
      if (place === undefined) throw new Error(`check: blocker "${ids[k]}" is not among the barriers`);
      this.places[k] = place;
    }
    this.row.blockers = this.places;
    this.row.blockerCount = ids.length;
  }
}

/**
 * Writes 0 .. n − 1 into `order` ascending by near[place], equal distances in the order of their
 * places (as a stable sort): by insertion for a view of a few dozen items, else by orderByKey,
 * which keeps that order too.
 */
function orderByNear(near: Float64Array, order: Int32Array): void {
  if (near.length > INSERTION_MAX) return orderByKey(near, order);
  for (let k = 0; k < near.length; k++) {
    const v = near[k];
    let j = k;
    for (; j > 0 && near[order[j - 1]] > v; j--) order[j] = order[j - 1];
    order[j] = k;
  }
}

/** The barriers, in their order, without the scenery `ea` or `eb` stands on. */
function withoutStoodOn(barriers: SightBarrier[], ea: FighterEntry, eb: FighterEntry): SightBarrier[] {
  return barriers.filter((b) => b.kind !== 'scenery' || !(ea.standsOn.has(b.id) || eb.standsOn.has(b.id)));
}

/** An empty base view for `items`, its arrays made once per check. */
function newBaseView(items: readonly IndexItem[]): BaseView {
  const n = items.length;
  return {
    centre: { x: 0, y: 0 },
    items,
    dirRad: new Float64Array(n),
    halfRad: new Float64Array(n),
    nearMm: new Float64Array(n),
    kinds: new Uint8Array(n),
    barriers: new Array<SightBarrier>(n),
    placed: new Array<IndexItem>(n),
    distMm: new Float64Array(n),
    key: new Float64Array(n),
    order: new Int32Array(n),
  };
}

/** Up to this many items, sorting by insertion costs less than the typed array's sort. */
const INSERTION_MAX = 128;

/** Far above the rounding of an angle: a direction test that may only let too much through. */
const DIRECTION_HAIR_RAD = 1e-9;

/** Is direction `dirRad` within `halfRad` of `centreRad` (halfRad ≥ π: every direction), with a hair to spare? */
function withinTurn(dirRad: number, centreRad: number, halfRad: number): boolean {
  if (halfRad >= Math.PI) return true;
  let d = Math.abs(dirRad - centreRad);
  if (d > Math.PI) d = 2 * Math.PI - d;
  return d <= halfRad + DIRECTION_HAIR_RAD;
}

/** A PairRow with its ids: the pair as check() returns it. */
function verdictOf(row: PairRow, from: string, to: string, blockers: string[]): PairVerdict {
  return {
    from,
    to,
    distanceMm: row.distanceMm,
    sightDistanceMm: row.sightDistanceMm,
    touching: row.touching,
    contact: row.contact,
    sightTouches: row.sightTouches,
    inView: row.inView,
    obstruction: row.obstruction,
    los: row.los,
    visibleFraction: row.visibleFraction,
    blockers,
  };
}

/** The rows of a pass made PairVerdicts, one by one. */
class VerdictSink implements PairSink {
  private names: CheckNames = { fighterIds: [], barrierIds: [] };

  constructor(private readonly visit: (pair: PairVerdict) => void) {}

  begin(names: CheckNames): void {
    this.names = names;
  }

  pair(row: PairRow): void {
    const blockers: string[] = new Array(row.blockerCount);
    for (let k = 0; k < row.blockerCount; k++) blockers[k] = this.names.barrierIds[row.blockers[k]];
    this.visit(verdictOf(row, this.names.fighterIds[row.from], this.names.fighterIds[row.to], blockers));
  }
}
