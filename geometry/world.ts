// The World: a scene made queryable, the engine's facade. It keeps each fighter's footprint and
// sight, the eroded barrier shapes and an rbush index of them; moving a fighter updates only that
// fighter's entry, so a drag in the app or a route query never rebuilds the world. The sight
// (geometry/sight/) and the all-pairs pass (geometry/check/) are kernels it feeds plain data.
import RBush from 'rbush';
import { fighterFootprint, sightPoint } from './base';
import {
  type CheckFilter,
  CheckPass,
  type CheckResult,
  type CheckRules,
  type FighterEntry,
  type IndexItem,
  type PairContact,
  PairRow,
  type PairSink,
  type PairVerdict,
  SeamItems,
  type SourceView,
  VerdictSink,
  barriersFromView,
  decidePair,
  inViewOf,
  makeCheckPass,
  pairContact,
  runSources,
  seamCounts,
  verdictOf,
} from './check';
import { type ContactFacts, sightTouches } from './contact';
import { type Footprint, bbox, boxesMeet, containsPoint, distanceMm, distPointFootprint } from './footprint';
import { type RouteObstacle, RouteIndex } from './route';
import { RULE_VARIANTS, type RuleVariants } from './ruleset';
import type { FighterSpec, Scene } from './scene';
import { sceneryFootprint } from './scenery';
import {
  BaseToBaseVerdicts,
  type LosExplanation,
  OBSTRUCTION_OF,
  type SightBarrier,
  type SightFacts,
  type SightSummary,
  type SightVerdict,
  baseToBaseFacts,
  erode,
  explainVerdict,
  lineOfSight,
  settledLos,
  sightSummary,
} from './sight';
import { type Point, dirOfDeg } from './vec';

export type { CheckFilter, CheckNames, CheckResult, PairSink, PairVerdict, SourceView } from './check';
export { CheckPass, PairRow } from './check';
export type { LosExplanation, LosReason, Obstruction } from './sight';

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
  /** What the kernels read of the rules (τ and the variants): plain data, never the World. */
  private readonly rules: CheckRules;
  private readonly fighters = new Map<string, FighterEntry>();
  private readonly order: string[] = [];
  private readonly sceneryPrints = new Map<string, Footprint>();
  private readonly index = new RBush<IndexItem>();
  /** The index's scenery items (they never move). */
  private readonly sceneryItems: IndexItem[] = [];
  private current: Scene;
  /** the seams between touching barriers, kept in the index beside them. */
  private readonly seams: SeamItems;
  /** The route indexes, by level and clearance: the engine's one cache of them. */
  private readonly routeIndexes = new Map<string, KeptRouteIndex>();

  constructor(scene: Scene) {
    this.current = scene;
    this.variants = RULE_VARIANTS[scene.ruleset];
    this.toleranceMm = scene.options.tolerance;
    this.rules = { toleranceMm: this.toleranceMm, variants: this.variants };
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
    this.seams = new SeamItems(this.index, this.toleranceMm, (item) => this.outlineOf(item));
    this.seams.addAll(items);
  }

  /** An index item's footprint before erosion (R-5.2 seams are decided on the table's shapes). */
  private outlineOf(item: IndexItem): Footprint {
    if (item.fighter !== undefined) return this.entry(item.fighter).footprint;
    return this.sceneryPrints.get(item.barrier.id)!;
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
    this.seams.remove(old.item);
    this.index.remove(old.item);
    const entry = this.makeEntry(spec);
    this.fighters.set(id, entry);
    this.index.insert(entry.item);
    this.seams.add(entry.item);
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
    return pairContact(ea, eb, this.rules);
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
    return inViewOf(ea, eb, this.rules);
  }

  /**
   * The barriers that may stand between a and b (R-5.2, R-5.5, R-5.6 levels): those whose box
   * meets the box of every line considered — from the sight or from the whole base.
   */
  private barriersBetween(ea: FighterEntry, eb: FighterEntry): SightBarrier[] {
    // R-5.6 / II-F-1: nothing blocks a line that has a level-1 end.
    if (ea.spec.level === 1 || eb.spec.level === 1) return [];
    const tb = eb.item;
    const from =
      this.variants.lineOfSight === 'base-to-base'
        ? ea.item
        : { minX: ea.sight.x, minY: ea.sight.y, maxX: ea.sight.x, maxY: ea.sight.y };
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
      } else if (h.barrier.seamOf !== undefined) {
        if (!seamCounts(h.barrier, ea, eb)) continue;
      } else {
        // Reading: an element that the source or the target stands on is no barrier between them.
        if (ea.standsOn.has(h.barrier.id) || eb.standsOn.has(h.barrier.id)) continue;
      }
      out.push(h.barrier);
    }
    return out;
  }

  /** R-5.3/R-5.4 (or) barriers only (what `obstruction` reports). */
  sightFacts(a: string, b: string, view?: SourceView): SightFacts {
    const ea = this.entry(a);
    const eb = this.entry(b);
    const useView = view !== undefined && this.variants.lineOfSight === 'sight-to-base';
    const barriers: SightBarrier[] = [];
    if (useView) {
      const count = barriersFromView(view, ea, eb, view.items.indexOf(eb.item));
      for (let c = 0; c < count; c++) barriers.push(view.sight.table.barriers[view.picked[c]]);
    } else barriers.push(...this.barriersBetween(ea, eb));
    if (this.variants.lineOfSight === 'base-to-base')
      return baseToBaseFacts(ea.footprint, ea.baseEnd.centre, eb.footprint, barriers, this.toleranceMm);
    return {
      ...lineOfSight(ea.sight, ea.spec.size, eb.footprint, eb.spec.size, barriers, this.toleranceMm, ea.seen),
      method: 'sight-to-base',
    };
  }

  /** the verdict, fraction and blocker ids of one pair alone, without the facts nor the witness. */
  private baseToBaseSummary(ea: FighterEntry, eb: FighterEntry): SightSummary {
    return new BaseToBaseVerdicts(this.toleranceMm).summary(ea.baseEnd, eb.baseEnd, () => this.barriersBetween(ea, eb));
  }

  /** The full answer with the facts behind it. */
  explainLos(a: string, b: string, knownContact?: ContactFacts, view?: SourceView): LosExplanation {
    const ea = this.entry(a);
    const eb = this.entry(b);
    const sight = this.sightFacts(a, b, view);
    const inView = this.inView(a, b);
    const contact = (knownContact ?? this.contact(a, b)).contact;
    const fov = ea.spec.level === 1 ? 360 : this.variants.fieldOfViewDeg;
    const viewRule = { allRound: fov === 360, fovLine: this.current.options.fovLine };
    const { los, visibleFraction, reasons } = explainVerdict(
      contact,
      inView,
      ea.level === 1 || eb.level === 1,
      viewRule,
      sight,
    );
    return {
      from: { id: a, size: ea.spec.size, level: ea.spec.level },
      to: { id: b, size: eb.spec.size, level: eb.spec.level },
      los,
      visibleFraction,
      inView,
      contact,
      obstruction: OBSTRUCTION_OF[sight.verdict],
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
    const settled = settledLos(this.contactOf(ea, eb).contact, this.sees(ea, eb), ea.level === 1 || eb.level === 1);
    if (settled !== null) return settled;
    return this.sightSummaryOf(ea, eb, distPointFootprint(ea.sight, eb.footprint)).verdict;
  }

  /**
   * The verdict of sightFacts without its facts (what pair() reports). `nearMm` is the distance
   * from the sight of `ea` to the base of `eb`.
   */
  private sightSummaryOf(ea: FighterEntry, eb: FighterEntry, nearMm: number): SightSummary {
    if (this.variants.lineOfSight === 'base-to-base') return this.baseToBaseSummary(ea, eb);
    const barriers = this.barriersBetween(ea, eb);
    return sightSummary(
      ea.sight,
      ea.spec.size,
      eb.footprint,
      eb.spec.size,
      barriers,
      barriers.length,
      this.toleranceMm,
      ea.seen,
      nearMm,
    );
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
    decidePair(row, ea, eb, c, this.sees(ea, eb), sight.verdict, sight.visibleFraction, this.toleranceMm);
    return verdictOf(row, ea.spec.id, eb.spec.id, sight.blockerIds);
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
    return makeCheckPass(
      this.order.map((id) => this.entry(id)),
      this.sceneryItems,
      this.rules,
      this.seams.items(),
    );
  }

  /**
   * The rows of sources first .. end − 1 (places in pass.names.fighterIds) handed to `sink`, in
   * check()'s order: each source's targets in turn, those the filter keeps. The rows of a pass
   * are the same whichever runs ask for them, and in whatever order the runs come.
   */
  checkSources(pass: CheckPass, first: number, end: number, filter: CheckFilter, sink: PairSink): void {
    runSources(pass, first, end, filter, sink);
  }
}
