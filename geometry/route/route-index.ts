// The route index: per obstacle set and clearance, the obstacles grown by the clearance in an
// R-tree, their sites and the common tangents between them with whether they are clear, kept
// across queries; each query is a RouteSearch over it.
import RBush from 'rbush';
import { type Footprint, bbox, containsPoint, distPointFootprint, distToBoundary, distanceMm } from '../footprint';
import type { Point } from '../vec';
import {
  type BoxItem,
  CLEARANCE_EPS_MM,
  CROSSING_DEPTH_MM,
  arcOnTable,
  arcSurelyClear,
  boundingDisc,
  distArcFootprint,
  segmentFootprintWithin,
  segmentSurelyClear,
} from './clearance';
import type { IndexQuery, RouteFailure, RouteGoal, RouteObstacle, RouteResult } from './types';
import { EpochCaches } from './epoch-cache';
import { ARC_STRIDE, type BlockedGroups, PACK_F, type SiteOut, appendTangents, packTangents } from './pack';
import { TF, TangentStore } from './tangent-store';
import { grown } from './scratch';
import { type GoalRoom, type NearObstacle, roomNearGoal } from './goal-room';
import { RouteSearch } from './search';
import type { SearchGround, Slot } from './search-ground';
import { SHADOW_MIN_PAIRS, START_SHADOW_AFTER } from './shadows';
import { CLEAR, type KeptSites, OFF_TABLE, type Site, type Tangent, UNKNOWN, sitesOf } from './sites';

/** How many times a search through relaxed sites doubles its trial bound before it drops it (RouteIndex.route, RouteSearch.extend). */
const TRIAL_DOUBLINGS = 5;
/**
 * Nodes a walk to a point settles before the search backwards is tried (RouteIndex.walledIn), and
 * that search's budget. On by default: a few answers of bench/same-answers.ts differ from the whole
 * search's in the last bits of their numbers (the index made its tangents in another order).
 */
export const WALLED_IN_AFTER = 200;
const WALLED_IN_PROBE = 300;
/** The most places of a trailing end's room walledIn searches back from (goal-room.ts); beyond, no proof is tried. */
const WALLED_IN_ROOM = 8;

/** How much a box is grown for the segment walks' test (rounding, far under the clearance tests' margin). */
const SEGMENT_BOX_SLACK_MM = 1e-7;

/** rbush's node as it keeps it (`toJSON`): leaves hold the items. */
type RTreeNode = { minX: number; minY: number; maxX: number; maxY: number; leaf: boolean; children: RTreeNode[] };

/**
 * The navigation structure for one clearance (issue: incremental queries): the obstacles grown by
 * the clearance in an R-tree, their sites, and the common tangents between sites with whether they
 * are clear — worked out when a search first reaches a site and kept across queries. Moving one
 * obstacle (`update`) re-inserts it and re-tests only the tangents it touches or used to block; a
 * query may ignore some obstacles (the mover itself) and relaxes those the start or the goal is
 * already closer to than the clearance (the readings in index.ts), both without touching what is kept.
 *
 * Each query is an A* search with the straight-line distance to the goal as heuristic (it never
 * overestimates, and drops by no more than an edge's length along it), on a graph built as the
 * search reaches each site and settles each node (a node's ways on are made then); segments from
 * the start and to the goal, arcs, and tangents the query changes are tested only when the search
 * first takes them. A site's tangents blocked for the index are packed only when a query skips
 * their first blocker: the graph a search sees is the one every tangent packed would give (the
 * same nodes, edges and lengths), so A*'s argument stands as it is and the routes are the same.
 */
export class RouteIndex {
  /**
   * The benches' switch (bench/same-answers.ts --eager, --lazy): every index eager (every tangent
   * made, searched with the reach as a lazy one is), or every one lazy (prepare then makes
   * nothing), to show both give the same answers.
   */
  static tangents: 'eager' | 'lazy' | 'default' = 'default';
  readonly clearanceMm: number;
  readonly table?: { readonly width: number; readonly depth: number };
  // The obstacles, sites, packs and caches below, and the tree walks and tests further on, are the
  // index's own: its search reads them through `ground` (SearchGround), and callers not at all.
  private readonly slots: (Slot | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly tree = new RBush<BoxItem>();
  /** The sites of the obstacles (a World reads how many, to prepare a small index). */
  readonly sites: Site[] = [];
  /** Per site: its obstacle's slot, −1 once the site is gone (read by the searches' inner loops). */
  private siteSlot = new Int32Array(256);
  /** Per site: its centre and radius (x, y, ρ), for the loop over every site that starts each search. */
  private siteXYR = new Float64Array(768);
  /** The index's tangents (their numbers: TangentStore). */
  private readonly store = new TangentStore();
  /**
   * Per site, once a search has reached it: its tangents made so far (toward the sites some search
   * needed), and per other site j, where their pair begins in the store plus one (0: not made).
   * A pair one of its sites has made is taken by the other from the store (shared, as updates keep
   * its blockers): a pair's tangents are made together, one after another.
   */
  private vis: (number[] | null)[] = [];
  private pairAt: (Int32Array | null)[] = [];
  /** Per site: how many of its tangents its SiteOut holds (a longer list makes it again). */
  private outFrom: number[] = [];
  /** Per site: the number of sites when its tangents toward all of them were last made (−1 never). */
  private allUpTo: number[] = [];
  /**
   * Make a site's tangents only toward the sites a search needs (RouteSearch's reach): false
   * once `prepare` has made them all, or for an eager index to compare with.
   */
  lazyTangents = RouteIndex.tangents !== 'eager';
  /**
   * Searches pass over the tangents toward sites beyond their reach, and run again with a greater
   * one when they meet it (RouteSearch.run): a lazy index needs it, and an eager one searched the
   * same way lays the same graph, node for node. A prepared index (every tangent made) searches
   * without, and runs once.
   */
  searchReach = true;
  private readonly outs: (SiteOut | null)[] = [];
  /**
   * Arcs between the nodes of two of the index's tangents on one circle, by their first node's
   * key and turning sense: ARC_STRIDE numbers per key (one cache line holds two keys), two ways
   * of three, the newer first: the second node's key (−1 none yet), the first obstacle closer
   * than the clearance (CLEAR if none), the first other one (UNKNOWN until a query ignoring the
   * first needs it). The same arcs recur from query to query; one whose blockers a query skips is
   * tested again. Two ways: queries that skip an obstacle meet the nodes of the tangents it blocks
   * between those of the clear ones, and others do not. A typed array: no lookup boxes a number.
   */
  private arcCache = new Int32Array(256 * ARC_STRIDE).fill(-1);
  /**
   * Relaxed obstacles' sites by obstacle and gap, with their tangents to the index's sites (each
   * tested by the query that uses it): a drag, or the contact positions tried from one start,
   * keep meeting the same ones.
   */
  private readonly locals = new Map<string, KeptSites>();
  /** Tangents between two relaxed obstacles' sites, by the two (kept while the first is). */
  private readonly relaxedPairs = new WeakMap<KeptSites, Map<KeptSites, Map<number, Tangent[]>>>();
  /**
   * A relaxed site's shadows are made for a search that would otherwise make at least this many
   * of its pairs with index sites (SHADOW_MIN_PAIRS); shadows already made are used by any search.
   * The tests set 0 to make every relaxed site's.
   */
  shadowMinPairs = SHADOW_MIN_PAIRS;
  /** Bumped by every update: what a caller worked out from the index's answers holds while it stands. */
  epoch = 0;
  /**
   * What callers work out from the index's answers, kept here by name (`kept.named(…)`) and
   * emptied by every update, as the epoch moves on.
   */
  readonly kept = new EpochCaches();
  /**
   * The tests' window on the shadows: called with each pair of a relaxed site and an index site
   * the shadows prune (every one of their tangents blocked by an obstacle the query keeps).
   */
  onShadowPruned: ((relaxed: { c: Point; rho: number }, indexSite: { c: Point; rho: number }) => void) | null = null;
  /**
   * A search makes the start's shadows once it has linked the start with this many sites
   * (START_SHADOW_AFTER); the tests set 0 to have them from the first.
   */
  startShadowAfter = START_SHADOW_AFTER;
  /** The tests' window on the start's shadows: called with each segment from the start they leave out. */
  onStartPruned: ((start: Point, end: Point) => void) | null = null;
  /** Nodes a walk settles before walledIn is tried (Infinity: never). */
  walledInAfter = WALLED_IN_AFTER;
  /** The room round the current trailing query's goal (roomNearGoal), null before it is worked out. */
  private roomMemo: { readonly x: number; readonly y: number; readonly room: GoalRoom } | null = null;
  /** The tests' window on walledIn: how many walks it has answered `no-way-through`. */
  walledInProofs = 0;
  /** The tests' window on the searches' reach: how often one has grown it in place (RouteSearch.growReach). */
  reachGrowths = 0;
  /** The index as its search sees it (SearchGround): made once, read by RouteSearch and by the tests of the tree walks. */
  readonly ground: SearchGround;
  /** The search, kept with its arrays and reused by every query (RouteSearch.run). */
  private readonly searcher: RouteSearch;

  constructor(
    obstacles: readonly RouteObstacle[],
    clearanceMm: number,
    table?: { readonly width: number; readonly depth: number },
  ) {
    this.clearanceMm = clearanceMm;
    this.table = table;
    for (const o of obstacles) this.addSlot(o.id, o.shape);
    this.tree.load(this.slots.map((s) => s!.item));
    // Made once every field is (the view holds the index's containers as they are).
    this.ground = new RouteIndex.Ground(this);
    this.searcher = new RouteSearch(this.ground);
  }

  /**
   * The view of the index its search is given (SearchGround): the containers it reads (never
   * replaced, so held as they are), what changes (read through getters), and the tree walks, the
   * tangents made on demand and the kept caches as methods. One class for every index, declared
   * here to reach the index's own members: every view has the same shape, so the search's inner
   * loops stay monomorphic across the indexes a World keeps.
   */
  private static readonly Ground = class implements SearchGround {
    readonly clearanceMm: number;
    readonly table?: { readonly width: number; readonly depth: number };
    readonly slots: readonly (Slot | null)[];
    readonly slotOf: ReadonlyMap<string, number>;
    readonly sites: readonly Site[];
    readonly outs: readonly (SiteOut | null)[];
    readonly relaxedPairs: WeakMap<KeptSites, Map<KeptSites, Map<number, Tangent[]>>>;
    readonly hits: readonly BoxItem[];

    constructor(private readonly ix: RouteIndex) {
      this.clearanceMm = ix.clearanceMm;
      this.table = ix.table;
      this.slots = ix.slots;
      this.slotOf = ix.slotOf;
      this.sites = ix.sites;
      this.outs = ix.outs;
      this.relaxedPairs = ix.relaxedPairs;
      this.hits = ix.hits;
    }
    get siteSlot(): Int32Array<ArrayBuffer> {
      return this.ix.siteSlot;
    }
    get siteXYR(): Float64Array<ArrayBuffer> {
      return this.ix.siteXYR;
    }
    get searchReach(): boolean {
      return this.ix.searchReach;
    }
    get shadowMinPairs(): number {
      return this.ix.shadowMinPairs;
    }
    get startShadowAfter(): number {
      return this.ix.startShadowAfter;
    }
    searchInto(minX: number, minY: number, maxX: number, maxY: number): number {
      return this.ix.searchInto(minX, minY, maxX, maxY);
    }
    segmentHits(p: Point, q: Point): number {
      return this.ix.segmentHits(p, q);
    }
    arcHits(c: Point, r: number, startRad: number, sweepRad: number): number {
      return this.ix.arcHits(c, r, startRad, sweepRad);
    }
    insideTable(p: Point, r: number): boolean {
      return this.ix.insideTable(p, r);
    }
    blockerOf(p: Point, q: Point, except?: number): number {
      return this.ix.blockerOf(p, q, except);
    }
    arcBlockerOf(c: Point, r: number, startRad: number, sweepRad: number, own: number, except?: number): number {
      return this.ix.arcBlockerOf(c, r, startRad, sweepRad, own, except);
    }
    outOf(i: number, need: Int32Array | null, nNeed: number): SiteOut {
      return this.ix.outOf(i, need, nNeed);
    }
    packGroups(i: number, out: SiteOut, g: number): BlockedGroups {
      return this.ix.packGroups(i, out, g);
    }
    endsFailure(
      start: Point,
      goal: RouteGoal,
      ignored: ReadonlySet<number>,
      relaxed: ReadonlyMap<number, number>,
      contactId: string | undefined,
      trailing: boolean,
    ): RouteResult | null {
      return this.ix.endsFailure(start, goal, ignored, relaxed, contactId, trailing);
    }
    pivotsNearGoal(goal: Point, ignored: ReadonlySet<number>, relaxed: ReadonlyMap<number, number>): readonly Point[] {
      return this.ix.roomNearGoal(goal, ignored, relaxed).pivots;
    }
    keptSites(k: number, gapMm: number): KeptSites {
      return this.ix.keptSites(k, gapMm);
    }
    arcCacheFor(key: number): Int32Array {
      return this.ix.arcCacheFor(key);
    }
    shadowPruned(relaxed: Site, indexSite: Site): void {
      this.ix.onShadowPruned?.(relaxed, indexSite);
    }
    startPruned(start: Point, x: number, y: number): void {
      this.ix.onStartPruned?.(start, { x, y });
    }
    grewReach(): void {
      this.ix.reachGrowths++;
    }
  };

  /** Relaxed obstacle k's sites at gap g, kept across queries: the least recently used goes first (each holds the tangents its queries made). */
  private keptSites(k: number, gapMm: number): KeptSites {
    const key = `${k}|${gapMm}`;
    let kept = this.locals.get(key);
    if (kept) this.locals.delete(key);
    else {
      if (this.locals.size >= 64) this.locals.delete(this.locals.keys().next().value!);
      const sites = sitesOf(this.slots[k]!.shape, gapMm, k);
      kept = {
        sites,
        toIndex: sites.map(() => new Map()),
        shadows: sites.map(() => null),
        shadowSlots: sites.map(() => null),
        shadowReach: new Float64Array(sites.length),
        pairBins: sites.map(() => null),
      };
    }
    this.locals.set(key, kept);
    return kept;
  }

  /** The arc cache, grown (its new keys unknown: −1) to hold `key`. */
  private arcCacheFor(key: number): Int32Array {
    if ((key + 1) * ARC_STRIDE > this.arcCache.length) {
      const next = new Int32Array(Math.max(2 * this.arcCache.length, 2 * (key + 1) * ARC_STRIDE)).fill(-1);
      next.set(this.arcCache);
      this.arcCache = next;
    }
    return this.arcCache;
  }

  /** How many tangents the index has made so far (the benches' and tests' measure of its work). */
  tangentsMade(): number {
    return this.store.count;
  }

  /** The obstacles' ids, in order. */
  ids(): string[] {
    return this.slots.filter((s): s is Slot => s !== null).map((s) => s.id);
  }

  private addSlot(id: string, shape: Footprint): number {
    let k = this.slotOf.get(id);
    if (k === undefined) {
      k = this.slots.length;
      this.slots.push(null);
      this.slotOf.set(id, k);
    }
    const b = bbox(shape);
    const g = this.clearanceMm;
    const item = {
      minX: b.minX - g,
      minY: b.minY - g,
      maxX: b.maxX + g,
      maxY: b.maxY + g,
      slot: k,
      ...boundingDisc(shape),
    };
    const sites: number[] = [];
    for (const s of sitesOf(shape, g, k)) {
      sites.push(this.sites.length);
      this.sites.push(s);
      const n = this.sites.length;
      if (n > this.siteSlot.length) {
        this.siteSlot = grown(this.siteSlot, n * 2);
        this.siteXYR = grown(this.siteXYR, n * 6);
      }
      this.siteSlot[n - 1] = s.slot;
      this.siteXYR[3 * (n - 1)] = s.c.x;
      this.siteXYR[3 * (n - 1) + 1] = s.c.y;
      this.siteXYR[3 * (n - 1) + 2] = s.rho;
      this.vis.push(null);
      this.pairAt.push(null);
      this.outFrom.push(-1);
      this.allUpTo.push(-1);
    }
    this.slots[k] = { id, shape, item, sites };
    return k;
  }

  /**
   * Move, add (a new id) or remove (`shape` null) one obstacle. Only the tangents at its sites are
   * dropped; those it blocked are re-tested when next used, and clear ones near its new place are
   * tested against it alone.
   */
  update(id: string, shape: Footprint | null): void {
    this.epoch++;
    this.kept.clear();
    this.settleSecondBlockers();
    const old = this.slotOf.get(id);
    if (old !== undefined) {
      const s = this.slots[old]!;
      this.tree.remove(s.item);
      for (const i of s.sites) {
        this.sites[i].alive = false;
        this.siteSlot[i] = -1;
      }
      this.slots[old] = null;
      if (!shape) this.slotOf.delete(id);
    }
    let k = -1;
    let item: BoxItem | null = null;
    if (shape) {
      k = this.addSlot(id, shape);
      item = this.slots[k]!.item;
      this.tree.insert(item);
    }
    this.updateBlockers(old, k, shape);
    this.outs.length = 0;
    this.arcCache.fill(-1);
    this.locals.clear();
    if (old !== undefined) {
      for (let i = 0; i < this.vis.length; i++) {
        const v = this.vis[i];
        this.vis[i] = v && this.sites[i].alive ? v.filter((t) => this.store.a(t) >= 0) : null;
      }
    }
  }

  /**
   * The tangents' blockers after obstacle `old` (undefined: none) gave way to the one at slot k
   * (shape null: none): those of gone sites dropped; those it blocked first to be tested again;
   * clear ones (or blocked by one obstacle alone) that it now blocks, tested against it alone.
   */
  private updateBlockers(old: number | undefined, k: number, shape: Footprint | null): void {
    const st = this.store;
    const f = st.f;
    const item = shape ? this.slots[k]!.item : null;
    const r = this.clearanceMm - CLEARANCE_EPS_MM;
    for (let t = 0; t < st.count; t++) {
      const a = st.a(t);
      if (a < 0) continue;
      if (!this.sites[a].alive || !this.sites[st.b(t)].alive) {
        st.drop(t);
        continue;
      }
      const b1 = st.blocker(t);
      if (b1 === old) {
        st.setBlocker(t, UNKNOWN);
        st.setBlocker2(t, UNKNOWN);
        continue;
      }
      if (st.blocker2(t) === old) st.setBlocker2(t, UNKNOWN);
      // A clear tangent the obstacle now blocks, or a blocked one it now blocks as well.
      if (!item || !shape || !(b1 === CLEAR || (b1 >= 0 && st.blocker2(t) === CLEAR))) continue;
      const px = f[TF * t];
      const py = f[TF * t + 1];
      const qx = f[TF * t + 2];
      const qy = f[TF * t + 3];
      if (
        item.minX > Math.max(px, qx) ||
        item.maxX < Math.min(px, qx) ||
        item.minY > Math.max(py, qy) ||
        item.maxY < Math.min(py, qy)
      )
        continue;
      if (!segmentFootprintWithin(this.endP(t), this.endQ(t), shape, r)) continue;
      if (b1 === CLEAR) {
        st.setBlocker(t, k);
        st.setBlocker2(t, UNKNOWN);
      } else st.setBlocker2(t, k);
    }
  }

  /** Tangent t's ends as points, in two reused objects (the tests called with them keep neither). */
  private readonly pointP = { x: 0, y: 0 };
  private readonly pointQ = { x: 0, y: 0 };
  private endP(t: number): Point {
    this.pointP.x = this.store.f[TF * t];
    this.pointP.y = this.store.f[TF * t + 1];
    return this.pointP;
  }
  private endQ(t: number): Point {
    this.pointQ.x = this.store.f[TF * t + 2];
    this.pointQ.y = this.store.f[TF * t + 3];
    return this.pointQ;
  }

  /**
   * The second blockers of the blocked tangents of the sites worked out since the last update,
   * found now if no query has needed them yet: the tree's order of the obstacles (which names the
   * first and the second) changes with the update, which keeps the blockers as they stand.
   */
  private settleSecondBlockers(): void {
    for (const out of this.outs) {
      if (!out) continue;
      for (const list of out.firstLists)
        for (const t of list)
          if (this.store.blocker2(t) === UNKNOWN)
            this.store.setBlocker2(t, this.blockerOf(this.endP(t), this.endQ(t), this.store.blocker(t)));
    }
  }

  private readonly hits: BoxItem[] = [];
  private readonly stack: RTreeNode[] = [];

  /**
   * The obstacles whose grown box meets the box given, into `this.hits` (their count): rbush's
   * search without allocating, for the clearance tests of the search's inner loop. The caller
   * reads them before the next call.
   */
  private searchInto(minX: number, minY: number, maxX: number, maxY: number): number {
    const out = this.hits;
    const stack = this.stack;
    let n = 0;
    let sp = 0;
    let node: RTreeNode | undefined = this.tree.toJSON() as RTreeNode;
    if (node.minX > maxX || node.maxX < minX || node.minY > maxY || node.maxY < minY) return 0;
    while (node) {
      for (const child of node.children) {
        if (child.minX > maxX || child.maxX < minX || child.minY > maxY || child.maxY < minY) continue;
        if (node.leaf) out[n++] = child as unknown as BoxItem;
        else stack[sp++] = child;
      }
      node = sp > 0 ? stack[--sp] : undefined;
    }
    return n;
  }

  /**
   * The obstacles whose grown box the segment pq meets, into `this.hits` (their count), in the
   * order searchInto gives them: its walk of the tree, passing over the nodes the segment misses
   * (a long segment's own box holds much of the table).
   */
  private segmentHits(p: Point, q: Point): number {
    const out = this.hits;
    const stack = this.stack;
    let n = 0;
    let sp = 0;
    let node: RTreeNode | undefined = this.tree.toJSON() as RTreeNode;
    this.aimSegment(p, q);
    if (!this.segmentMeets(node)) return 0;
    while (node) {
      for (const child of node.children) {
        if (!this.segmentMeets(child)) continue;
        if (node.leaf) out[n++] = child as unknown as BoxItem;
        else stack[sp++] = child;
      }
      node = sp > 0 ? stack[--sp] : undefined;
    }
    return n;
  }

  /** The segment the tree walks follow (segmentMeets): its start, its box and its parameter's steps along x and y. */
  private segX = 0;
  private segY = 0;
  private segInvX = 0;
  private segInvY = 0;
  private segMinX = 0;
  private segMinY = 0;
  private segMaxX = 0;
  private segMaxY = 0;

  private aimSegment(p: Point, q: Point): void {
    this.segX = p.x;
    this.segY = p.y;
    this.segInvX = 1 / (q.x - p.x);
    this.segInvY = 1 / (q.y - p.y);
    this.segMinX = Math.min(p.x, q.x);
    this.segMinY = Math.min(p.y, q.y);
    this.segMaxX = Math.max(p.x, q.x);
    this.segMaxY = Math.max(p.y, q.y);
  }

  /**
   * Does the segment aimed at meet the box (grown by SEGMENT_BOX_SLACK_MM: a box it only grazes
   * is kept, for rounding)? Its box first, then its parameter interval clipped to the box's two
   * slabs (Liang–Barsky; along an axis the segment does not move, the box test has decided).
   */
  private segmentMeets(b: { minX: number; minY: number; maxX: number; maxY: number }): boolean {
    const m = SEGMENT_BOX_SLACK_MM;
    const minX = b.minX - m;
    const minY = b.minY - m;
    const maxX = b.maxX + m;
    const maxY = b.maxY + m;
    if (this.segMaxX < minX || this.segMinX > maxX || this.segMaxY < minY || this.segMinY > maxY) return false;
    let t0 = 0;
    let t1 = 1;
    const ix = this.segInvX;
    if (Number.isFinite(ix)) {
      const ta = (minX - this.segX) * ix;
      const tb = (maxX - this.segX) * ix;
      t0 = Math.max(t0, Math.min(ta, tb));
      t1 = Math.min(t1, Math.max(ta, tb));
    }
    const iy = this.segInvY;
    if (Number.isFinite(iy)) {
      const ta = (minY - this.segY) * iy;
      const tb = (maxY - this.segY) * iy;
      t0 = Math.max(t0, Math.min(ta, tb));
      t1 = Math.min(t1, Math.max(ta, tb));
    }
    return t0 <= t1;
  }

  private insideTable(p: Point, r: number): boolean {
    const t = this.table;
    if (!t) return true;
    return p.x >= r && p.y >= r && p.x <= t.width - r && p.y <= t.depth - r;
  }

  /**
   * The first obstacle (but `except`) closer than the full clearance to segment pq (CLEAR if none),
   * first in the order searchInto gives them (the tangents' groups are keyed by it). Tested as the
   * walk of the tree meets them, so it stops at the first: only the nodes the segment meets are walked.
   */
  private blockerOf(p: Point, q: Point, except = -1): number {
    const r = this.clearanceMm - CLEARANCE_EPS_MM;
    if (!this.insideTable(p, r) || !this.insideTable(q, r)) return OFF_TABLE;
    const stack = this.stack;
    let sp = 0;
    let node: RTreeNode | undefined = this.tree.toJSON() as RTreeNode;
    this.aimSegment(p, q);
    if (!this.segmentMeets(node)) return CLEAR;
    while (node) {
      const leaf = node.leaf;
      for (const child of node.children) {
        if (!this.segmentMeets(child)) continue;
        if (!leaf) {
          stack[sp++] = child;
          continue;
        }
        const h = child as unknown as BoxItem;
        if (
          h.slot !== except &&
          !segmentSurelyClear(h, p, q, r) &&
          segmentFootprintWithin(p, q, this.slots[h.slot]!.shape, r)
        )
          return h.slot;
      }
      node = sp > 0 ? stack[--sp] : undefined;
    }
    return CLEAR;
  }

  /**
   * The obstacles whose grown box meets a box holding the arc, into `this.hits` (their count):
   * every point of the arc lies within half its length, and within the diameter, of its middle point.
   */
  private arcHits(c: Point, r: number, startRad: number, sweepRad: number): number {
    const midX = c.x + r * Math.cos(startRad + sweepRad / 2);
    const midY = c.y + r * Math.sin(startRad + sweepRad / 2);
    const reach = Math.min(2 * r, (r * Math.abs(sweepRad)) / 2);
    return this.searchInto(midX - reach, midY - reach, midX + reach, midY + reach);
  }

  /** The first obstacle but `own` and `except` closer than the full clearance to an arc (CLEAR if none). */
  private arcBlockerOf(c: Point, r: number, startRad: number, sweepRad: number, own: number, except = -1): number {
    const rT = this.clearanceMm - CLEARANCE_EPS_MM;
    if (this.table && !arcOnTable(this.table, c.x, c.y, r, startRad, sweepRad, rT)) return OFF_TABLE;
    const n = this.arcHits(c, r, startRad, sweepRad);
    for (let i = 0; i < n; i++) {
      const h = this.hits[i];
      if (h.slot === own || h.slot === except || arcSurelyClear(h, c, r, rT)) continue;
      if (distArcFootprint(c, r, startRad, sweepRad, this.slots[h.slot]!.shape) < rT) return h.slot;
    }
    return CLEAR;
  }

  /**
   * Site i's tangents toward the `nNeed` sites of `need` (null: every live site), with those made
   * before, worked out for the pairs not made yet.
   */
  private visOf(i: number, need: Int32Array | null, nNeed: number): number[] {
    const list = this.vis[i] ?? [];
    this.vis[i] = list;
    const n = this.sites.length;
    let at = this.pairAt[i];
    if (!at || at.length < n) {
      const next = new Int32Array(Math.max(n, 2 * (at?.length ?? 0)));
      if (at) next.set(at);
      at = this.pairAt[i] = next;
    }
    const count = need ? nNeed : n;
    for (let k = 0; k < count; k++) {
      const j = need ? need[k] : k;
      if (j === i || at[j] !== 0 || !this.sites[j].alive) continue;
      const other = this.pairAt[j];
      const st = this.store;
      let first: number;
      if (other && i < other.length && other[i] !== 0) first = other[i] - 1;
      else {
        first = i < j ? st.addPair(i, this.sites[i], j, this.sites[j]) : st.addPair(j, this.sites[j], i, this.sites[i]);
        for (let t = first; t < st.count; t++) st.setBlocker(t, this.blockerOf(this.endP(t), this.endQ(t)));
      }
      at[j] = first + 1;
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      for (let t = first; t < st.count && st.a(t) === lo && st.b(t) === hi; t++) list.push(t);
    }
    return list;
  }

  /** Tangent t's site other than i. */
  private otherSite(t: number, i: number): number {
    const a = this.store.a(t);
    return a === i ? this.store.b(t) : a;
  }

  /**
   * Site i's tangents split for the searches (clear, or blocked by whom), toward the `nNeed` sites
   * of `need` at least (null: all): worked out again after an update, or when more are made.
   */
  private outOf(i: number, need: Int32Array | null, nNeed: number): SiteOut {
    let out = this.outs[i];
    const toAll = !this.lazyTangents || need === null;
    // Toward every site already, and none added since: as it stands.
    if (out && toAll && this.allUpTo[i] === this.sites.length) return out;
    const list = this.visOf(i, toAll ? null : need, nNeed);
    if (toAll) this.allUpTo[i] = this.sites.length;
    if (out && this.outFrom[i] === list.length) return out;
    this.outFrom[i] = list.length;
    // By the other site, then in the order made: the order an eager index lists them in.
    list.sort((t, u) => this.otherSite(t, i) - this.otherSite(u, i) || t - u);
    const st = this.store;
    const clear: number[] = [];
    const firstBy = new Map<number, number[]>();
    for (const t of list) {
      if (st.blocker(t) === UNKNOWN) st.setBlocker(t, this.blockerOf(this.endP(t), this.endQ(t)));
      const b = st.blocker(t);
      if (b === CLEAR) clear.push(t);
      else if (b !== OFF_TABLE) {
        const list = firstBy.get(b);
        if (list) list.push(t);
        else firstBy.set(b, [t]);
      }
    }
    // By angle round site i: a search lays the nodes of these on the circle already in order.
    clear.sort((t, u) => st.angleAt(t, i) - st.angleAt(u, i));
    // The departures by turning sense.
    const up: number[] = [];
    const down: number[] = [];
    clear.forEach((t, k) => (st.leavesUp(t, i) ? up : down).push(k));
    const blockers = Int32Array.from(firstBy.keys()).sort();
    out = {
      pack: packTangents(st, clear),
      clearCount: clear.length,
      firstBy: blockers,
      firstLists: Array.from(blockers, (b) => firstBy.get(b)!),
      blocked: Array.from(blockers, () => null),
      upK: Int32Array.from(up),
      upAng: Float64Array.from(up, (k) => st.angleAt(clear[k], i)),
      downK: Int32Array.from(down),
      downAng: Float64Array.from(down, (k) => st.angleAt(clear[k], i)),
      depStamp: new Int32Array(clear.length),
      depNode: new Int32Array(clear.length),
    };
    this.outs[i] = out;
    return out;
  }

  /**
   * Site i's tangents blocked first by its g-th first blocker (SiteOut.firstBy), for a query that
   * skips it: packed the first time, in groups by their second blocker (worked out now: most
   * blocked tangents never are), each by angle round the site.
   */
  private packGroups(i: number, out: SiteOut, g: number): BlockedGroups {
    const m = out.firstBy[g];
    const first = out.firstLists[g];
    const st = this.store;
    for (const t of first)
      if (st.blocker2(t) === UNKNOWN) st.setBlocker2(t, this.blockerOf(this.endP(t), this.endQ(t), m));
    // Stable: within a group, by angle, and then in the order the pairs were made.
    first.sort((t, u) => st.blocker2(t) - st.blocker2(u) || st.angleAt(t, i) - st.angleAt(u, i));
    const by2: number[] = [];
    const start: number[] = [];
    const from = out.pack.count;
    first.forEach((t, k) => {
      if (k > 0 && st.blocker2(t) === st.blocker2(first[k - 1])) return;
      by2.push(st.blocker2(t));
      start.push(from + k);
    });
    start.push(from + first.length);
    appendTangents(out.pack, st, first);
    if (out.depStamp.length < out.pack.count) {
      out.depStamp = grown(out.depStamp, out.pack.f.length / PACK_F);
      out.depNode = grown(out.depNode, out.pack.f.length / PACK_F);
    }
    const groups = { by2: Int32Array.from(by2), start: Int32Array.from(start) };
    out.blocked[g] = groups;
    return groups;
  }

  /**
   * Work out every site's tangents now (a scene's build cost, paid once per index) rather than in
   * the first searches that reach them.
   */
  prepare(): this {
    if (RouteIndex.tangents === 'lazy') return this;
    this.lazyTangents = false;
    this.searchReach = RouteIndex.tangents === 'eager';
    for (let i = 0; i < this.sites.length; i++) if (this.sites[i].alive) this.outOf(i, null, 0);
    return this;
  }

  /** The shortest route of the sight, keeping the clearance from every obstacle not ignored. */
  route(query: IndexQuery): RouteResult {
    // One object shape for every query the search sees (see search).
    const q: IndexQuery = {
      start: query.start,
      goal: query.goal,
      approachGoal: query.approachGoal,
      ignore: query.ignore,
      contact: query.contact,
      maxLengthMm: query.maxLengthMm,
      maxSettled: query.maxSettled,
      trailingEnd: query.trailingEnd,
    };
    // A trailing query's room is worked out afresh (roomNearGoal); the queries it asks itself are not trailing.
    if (q.trailingEnd === true) this.roomMemo = null;
    return this.searched(q);
  }

  /** The search of route(). */
  private searched(q: IndexQuery): RouteResult {
    // A relaxed obstacle's sites get tangents to every index site they see. The search first
    // makes only those to sites whose lower bound of f is within a trial bound: any route through
    // the others is longer than the bound, so a route found within it is the shortest. Failing
    // that, it doubles the bound and goes on (a route round a wall may be many times the
    // straight distance), and at last drops it (keeping the caller's bound): see RouteSearch.extend.
    const straight =
      q.goal.kind === 'point'
        ? Math.sqrt((q.goal.point.x - q.start.x) ** 2 + (q.goal.point.y - q.start.y) ** 2)
        : distPointFootprint(q.start, q.goal.shape);
    const trialMm = 1.5 * straight + 8 * this.clearanceMm + 50;
    // A caller's bound or budget already limits the search: one trial, then that bound.
    const doublings = q.maxLengthMm === undefined && q.maxSettled === undefined ? TRIAL_DOUBLINGS : 1;
    const from = this.walledInAfter < Infinity ? this.walledInFrom(q) : null;
    if (from !== null) {
      // The same search with a budget: most end within it, as they would without.
      const first = this.search({ ...q, maxSettled: this.walledInAfter }, trialMm, true, doublings);
      if (first === null) return this.search(q, Infinity)!;
      if (first.reachable || first.reason.code !== 'budget-spent') return first;
      const places = from();
      if (places !== null && this.walledIn(q, places)) {
        this.walledInProofs++;
        return { reachable: false, reason: { code: 'no-way-through' }, obstaclesUsed: [] };
      }
    }
    return this.search(q, trialMm, true, doublings) ?? this.search(q, Infinity)!;
  }

  /**
   * A walk to a point: a goal walled in (closed scenery round it, no gap the clearance passes)
   * would have the search settle every node of the table before it says `no-way-through`.
   * Only a point goal asked without bound, budget or contact, and not on an outline, is proved
   * walled in (walledIn), from the places the route may end by: the goal itself when no obstacle
   * holds it within the clearance; for a trailing end, the places its clearance disc may
   * stop (goal-room.ts: each piece of that ground holds one), at most WALLED_IN_ROOM of them.
   * Null, or a null from the places: no proof is tried.
   */
  private walledInFrom(q: IndexQuery): (() => readonly Point[] | null) | null {
    if (
      q.goal.kind !== 'point' ||
      q.maxLengthMm !== undefined ||
      q.maxSettled !== undefined ||
      q.contact !== undefined ||
      q.approachGoal === true
    )
      return null;
    const g = q.goal.point;
    const n = this.searchInto(g.x, g.y, g.x, g.y);
    const ignored = new Set(q.ignore ?? []);
    const point: Footprint = { kind: 'circle', center: g, radiusMm: 0 };
    let near = false;
    for (let i = 0; i < n; i++) {
      const slot = this.slots[this.hits[i].slot]!;
      if (!ignored.has(slot.id) && distanceMm(slot.shape, point) < this.clearanceMm) near = true;
    }
    if (!near) return () => [g];
    if (q.trailingEnd !== true) return null;
    // Worked out only when the search's budget is spent (most walks end within it).
    return () => {
      const { room } = this.roomNearGoal(g, this.slotsOf(ignored), this.relaxedAtStart(q.start, ignored, g));
      return room.length > 0 && room.length <= WALLED_IN_ROOM ? room : null;
    };
  }

  /** The slots of the ignored obstacles' ids. */
  private slotsOf(ids: ReadonlySet<string>): Set<number> {
    const out = new Set<number>();
    for (const id of ids) {
      const k = this.slotOf.get(id);
      if (k !== undefined) out.add(k);
    }
    return out;
  }

  /**
   * The obstacles near g (within the clearance of the disc round it) the start is closer to than
   * the clearance, at the start's gap from them: as RouteSearch relaxes them (its relaxNear at the start).
   */
  private relaxedAtStart(start: Point, ignored: ReadonlySet<string>, g: Point): Map<number, number> {
    const C = this.clearanceMm;
    const relaxed = new Map<number, number>();
    const n = this.searchInto(g.x - C, g.y - C, g.x + C, g.y + C);
    const at: Footprint = { kind: 'circle', center: start, radiusMm: 0 };
    for (let i = 0; i < n; i++) {
      const k = this.hits[i].slot;
      const slot = this.slots[k]!;
      if (ignored.has(slot.id)) continue;
      const d = distanceMm(slot.shape, at);
      if (d < C) relaxed.set(k, d);
    }
    return relaxed;
  }

  /**
   * The search run backwards, from each place the route may end by to the start, with a budget:
   * every one run out of ground within it, the goal's side of the table holds no start, and no
   * route joins them. Backwards, the start is the goal that may be approached, so the obstacles it
   * is nearer than the clearance are kept at its gap from them, as forwards; a place on an outline
   * is a start kept at its gap, as any start. The same clearance both ways: a route reversed is a route.
   */
  private walledIn(q: IndexQuery, from: readonly Point[]): boolean {
    for (const p of from) {
      const back: IndexQuery = {
        start: p,
        goal: { kind: 'point', point: q.start },
        approachGoal: true,
        ignore: q.ignore,
        contact: undefined,
        maxLengthMm: undefined,
        maxSettled: WALLED_IN_PROBE,
      };
      if (this.searcher.run(back, Infinity, true, 0).kind !== 'no-way-through') return false;
    }
    return true;
  }

  /**
   * The same route searched without the trial bound and without shadows: every pair of a relaxed
   * site made and tested. Slower: the oracle the tests hold both prunings to.
   */
  routeUnpruned(query: IndexQuery): RouteResult {
    return this.search(query, Infinity, false)!;
  }

  /**
   * A query that fails before any search: the start or a point goal off the table, or the goal
   * closer to an obstacle than the gap kept from it (null if none). Apart from the search, so that
   * its rare paths never throw the search's compiled code away (see search).
   */
  private endsFailure(
    start: Point,
    goal: RouteGoal,
    ignored: ReadonlySet<number>,
    relaxed: ReadonlyMap<number, number>,
    contactId: string | undefined,
    trailing: boolean,
  ): RouteResult | null {
    const slots = this.slots;
    const rTable = this.clearanceMm - CLEARANCE_EPS_MM;
    const fail = (reason: RouteFailure): RouteResult => ({ reachable: false, reason, obstaclesUsed: [] });
    if (!this.insideTable(start, rTable)) return fail({ code: 'start-off-table' });
    if (goal.kind !== 'point') return null;
    const gp = goal.point;
    if (!this.insideTable(gp, rTable)) return fail({ code: 'goal-off-table' });
    const hits = this.tree
      .search({ minX: gp.x, minY: gp.y, maxX: gp.x, maxY: gp.y })
      .map((h) => h.slot)
      .filter((k) => !ignored.has(k))
      .sort((a, b) => a - b);
    const contact = contactId === undefined ? undefined : this.slotOf.get(contactId);
    let nearest = -1;
    for (const k of hits) {
      const f = slots[k]!.shape;
      const gap = distanceMm(f, { kind: 'circle', center: gp, radiusMm: 0 });
      const closer = gap < (relaxed.get(k) ?? this.clearanceMm) - CLEARANCE_EPS_MM || gap === 0;
      // The contact obstacle, and any with a trailing end: only inside it is the goal refused.
      if (k === contact || trailing) {
        if (containsPoint(f, gp) && distToBoundary(f, gp) > CROSSING_DEPTH_MM)
          return fail({ code: 'goal-inside-obstacle', id: slots[k]!.id });
        if (k !== contact && closer && nearest < 0) nearest = k;
        continue;
      }
      if (closer) return fail({ code: 'goal-inside-obstacle', id: slots[k]!.id });
    }
    // A trailing end with no room for the clearance disc to stop within one clearance of the goal
    // (goal-room.ts): no route ends there, refused as the goal too near the first obstacle closer.
    if (nearest >= 0 && this.roomNearGoal(gp, ignored, relaxed).room.length === 0)
      return fail({ code: 'goal-inside-obstacle', id: slots[nearest]!.id });
    return null;
  }

  /**
   * the places within one clearance of a trailing goal where the route's clearance disc may
   * stop (goal-room.ts), the obstacles kept at their gaps (relaxed ones at theirs).
   */
  private roomNearGoal(g: Point, ignored: ReadonlySet<number>, relaxed: ReadonlyMap<number, number>): GoalRoom {
    // One trailing query asks it up to three times (endsFailure, its search's pivots, walledInFrom): once is enough.
    const memo = this.roomMemo;
    if (memo !== null && memo.x === g.x && memo.y === g.y) return memo.room;
    const room = this.roomOf(g, ignored, relaxed);
    this.roomMemo = { x: g.x, y: g.y, room };
    return room;
  }

  private roomOf(g: Point, ignored: ReadonlySet<number>, relaxed: ReadonlyMap<number, number>): GoalRoom {
    const C = this.clearanceMm;
    const n = this.searchInto(g.x - C, g.y - C, g.x + C, g.y + C);
    const near: NearObstacle[] = [];
    for (let i = 0; i < n; i++) {
      const k = this.hits[i].slot;
      if (!ignored.has(k)) near.push({ shape: this.slots[k]!.shape, gapMm: relaxed.get(k) ?? C });
    }
    return roomNearGoal(g, C, near, this.table);
  }

  /**
   * The search, its failures as RouteResults: null when it stops at its trial bound without a
   * route (with no doublings left: to be searched again without it).
   */
  private search(q: IndexQuery, trialMm: number, shadows = true, doublings = 0): RouteResult | null {
    const r = this.searcher.run(q, trialMm, shadows, doublings);
    switch (r.kind) {
      case 'answer':
        return r.result;
      case 'trial-bound':
        return null;
      case 'budget-spent':
        return { reachable: false, reason: { code: 'budget-spent' }, obstaclesUsed: [] };
      case 'no-way-through':
        return { reachable: false, reason: { code: 'no-way-through' }, obstaclesUsed: [] };
      case 'longer-than-bound':
        return { reachable: false, reason: { code: 'longer-than-bound', boundMm: q.maxLengthMm! }, obstaclesUsed: [] };
    }
  }
}
