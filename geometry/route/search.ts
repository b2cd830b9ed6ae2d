// One query's A* search over a route index's tangent graph, built as the search reaches each site.
// A RouteSearch is kept by its index and reused by every query: its fields are the query's state,
// set afresh by `run`, and its arrays (SearchScratch) grow but are never made again.
import { type Footprint, bbox, closestPoint, distanceMm } from '../footprint';
import type { Point } from '../vec';
import {
  CLEARANCE_EPS_MM,
  arcEntersFootprint,
  arcOnTable,
  arcSurelyClear,
  closestPointInto,
  distArcFootprint,
  lengthOf,
  segmentEntersFootprint,
  segmentFootprintWithin,
  segmentSurelyClear,
} from './clearance';
import { sweepTo, walkStart } from './circle-walk';
import type { IndexQuery, RouteGoal, RoutePiece, RouteResult } from './types';
import { ARC_STRIDE, PACK_F, PACK_I, type SiteOut } from './pack';
import { mergeArcs, segmentPiece } from './pieces';
import type { SearchGround } from './search-ground';
import { SearchScratch, grown } from './scratch';
import { SHADOW_BINS, SHADOW_BIN_RAD, START_SHADOW_REACH, castShadows } from './shadows';
import {
  CLEAR,
  KEPT,
  type KeptSites,
  LAZY,
  NO_TANGENTS,
  OFF_TABLE,
  type Site,
  type Tangent,
  UNKNOWN,
  endP,
  endQ,
  onOutlineAt,
  pairKey,
  tangentPointsOn,
  tangentXY,
  tangentsOf,
} from './sites';

/**
 * How a search ends: an answer (a route, or a failure found before any search), or why it found
 * none. `trial-bound`: stopped at its trial bound with no doublings left, to be searched again
 * without it. The failures are constants: a path first taken in a long-running process (a bound
 * met for the first time) then makes no new object shape, which would throw compiled code away.
 */
export type SearchOutcome =
  | { readonly kind: 'answer'; readonly result: RouteResult }
  | { readonly kind: 'budget-spent' | 'no-way-through' | 'longer-than-bound' | 'trial-bound'; readonly result: null };

const SPENT: SearchOutcome = { kind: 'budget-spent', result: null };
const NO_WAY: SearchOutcome = { kind: 'no-way-through', result: null };
const NO_PIVOTS: readonly Point[] = [];
const LONGER: SearchOutcome = { kind: 'longer-than-bound', result: null };
const AT_TRIAL: SearchOutcome = { kind: 'trial-bound', result: null };

/**
 * A lazy index's first reach for a search (the f that its sites' tangents cover): this many times
 * the straight distance, and clearances, and mm (most routes are a little longer than straight);
 * then it grows by this factor until it holds every site (growReach).
 */
const REACH_STRAIGHTS = 1.5;
const REACH_CLEARANCES = 8;
const REACH_MARGIN_MM = 50;
const REACH_GROWTH = 2;

const TWO_PI = 2 * Math.PI;
/** Segments shorter than this many clearances (along x plus along y) are tested against their box's obstacles (segClear). */
const SHORT_SEGMENT_CLEARANCES = 8;
/** The start's and the goal's nodes: the first two a search makes. */
const START = 0;
const GOAL = 1;
const lazy = (): number => LAZY;

/** Where a relaxed site of the search is kept: the relaxed obstacle's sites, and its number there. */
type LocalKept = { kept: KeptSites; m: number };

/** Does the start (or a point goal) lie on the site's circle (a base in contact: a gap of 0)? */
function onCircle(s: Site, p: Point): boolean {
  return (
    s.rho > 0 && Math.abs(Math.sqrt((p.x - s.c.x) * (p.x - s.c.x) + (p.y - s.c.y) * (p.y - s.c.y)) - s.rho) <= 1e-6
  );
}

/** Points of the goal to aim at from p: the point itself, or the nearest point of the target's outline. */
function goalPointFrom(goal: RouteGoal, p: Point): Point {
  return goal.kind === 'point' ? goal.point : closestPoint(goal.shape, p);
}

/**
 * The search, with a trial bound (trialMm, Infinity for none) on the routes through relaxed sites.
 * Out of ground within it, the search doubles it and goes on, `doublings` times, then drops it
 * (extend). Without `shadows`, every pair of a relaxed site is made (the tests' oracle for both
 * prunings).
 */
export class RouteSearch {
  private readonly S = new SearchScratch();
  private stamp = 0;
  // The query, read once in `run`: callers' query objects differ in shape (optional fields absent
  // or present), and a field read on a rare path (a failure) would see a shape its compiled code
  // has not, and throw the whole search back to the interpreter.
  private start: Point = { x: 0, y: 0 };
  private goal: RouteGoal = { kind: 'point', point: { x: 0, y: 0 } };
  private contactId: string | undefined = undefined;
  private maxLengthMm = Infinity;
  private hasMaxLength = false;
  private approachGoal = false;
  /** a trailing end asked for (IndexQuery.trailingEnd), and taken: the point goal is closer than the clearance to an obstacle. */
  private trailingAsked = false;
  private trailing = false;
  /** A trailing end's pivots (goal-room.ts) and their nodes: reached by any straight, then straight into the goal. */
  private pivots: readonly Point[] = [];
  private readonly pivotNodes: number[] = [];
  private maxSettled = Infinity;
  private shadows = true;
  private doublings = 0;
  /** The clearance, and the table's margin (a test passes slightly inside it, for rounding). */
  private C = 0;
  private rTable = 0;
  /** Obstacles the query ignores, and those it relaxes with the gap kept from each (the readings in index.ts). */
  private readonly ignored = new Set<number>();
  private readonly relaxed = new Map<number, number>();
  /** Per obstacle: 0 kept, 1 ignored, 2 relaxed; the gap kept from it; the skipped ones in order. */
  private skipSlot = new Uint8Array(64);
  private gapSlot = new Float64Array(64);
  private skipped = new Int32Array(64);
  private nSkipped = 0;
  /** The index's per-site slots, read in the inner loops (the index may grow the array between queries). */
  private siteSlot = new Int32Array(0);
  /** Sites: the index's (0 .. base − 1), then the relaxed obstacles' at their gaps (local). */
  private base = 0;
  private nSites = 0;
  private readonly local: Site[] = [];
  private readonly localToIndex: Map<number, Tangent[]>[] = [];
  private readonly localKept: LocalKept[] = [];
  /** Tangents of two relaxed sites for this query, by pair. */
  private readonly localPairs = new Map<number, Tangent[]>();
  /** The trial bound, the search's bound (the caller's and the trial's), and how often it was raised. */
  private trial = Infinity;
  private bound = Infinity;
  /**
   * The f up to which the index sites' tangents this search lays are complete (Infinity: all made).
   * A lazy index makes a site's tangents only toward the `nNeed` sites a route of that length may
   * bend round (S.needSites: their lower bound of f, lb, within it; a tangent toward any other
   * leads to nodes of f beyond it); a node of f beyond it is never settled: the search grows its
   * reach in place first (growReach).
   */
  private reach = Infinity;
  private nNeed = 0;
  /** The greatest lb of a usable index site: a reach as great needs every site's tangents. */
  private farthestLb = 0;
  private extensions = 0;
  /** The heuristic: the distance to a circle (hx, hy, hr) round the goal (never more than the distance left). */
  private hx = 0;
  private hy = 0;
  private hr = 0;
  /** How far from a relaxed site its shadows' obstacles are taken; the relaxed site whose shadows are worth making now (layToIndex), or −1. */
  private shadowReach = 200;
  private shadowSite = -1;
  /** The start's shadows (makeStartShadow), once made, and how many sites the start is linked with. */
  private startShadow: Float64Array | null = null;
  private startLinks = 0;
  /** The sites not yet linked with the start, as a binary heap by their lower bound of f (lb). */
  private nOrder = 0;
  private order = new Int32Array(0);
  private lb = new Float64Array(0);
  /** Points reused by the tests and aims (nodes and edges copy their coordinates; the tests keep none). */
  private readonly aimPoint = { x: 0, y: 0 };
  private readonly aimTarget = { x: 0, y: 0 };
  private readonly segA = { x: 0, y: 0 };
  private readonly segB = { x: 0, y: 0 };

  constructor(private readonly index: SearchGround) {}

  run(q: IndexQuery, trialMm: number, shadows: boolean, doublings: number): SearchOutcome {
    this.readQuery(q, shadows, doublings);
    this.findRelaxed();
    const early = this.index.endsFailure(
      this.start,
      this.goal,
      this.ignored,
      this.relaxed,
      this.contactId,
      this.trailing && this.contactId === undefined,
    );
    if (early !== null) return { kind: 'answer', result: early };
    this.pivots =
      this.trailing && this.contactId === undefined
        ? this.index.pivotsNearGoal((this.goal as { point: Point }).point, this.ignored, this.relaxed)
        : NO_PIVOTS;
    this.gatherLocalSites();
    this.markSkipped();
    this.aimHeuristic();
    // Lazy or eager, the same reach, and the same graph: the tangents toward sites beyond it are
    // passed over (a prepared index's searches run without: RouteIndex.searchReach).
    this.reach = this.index.searchReach
      ? REACH_STRAIGHTS * this.hAt(this.start.x, this.start.y) + REACH_CLEARANCES * this.C + REACH_MARGIN_MM
      : Infinity;
    // The bound of this search: the caller's, and the trial bound where relaxed sites make it worth it.
    this.trial = this.local.length > 0 ? trialMm : Infinity;
    this.bound = Math.min(this.maxLengthMm, this.trial);
    this.extensions = 0;
    this.seedGraph();
    this.orderSites();
    return this.settle();
  }

  private readQuery(q: IndexQuery, shadows: boolean, doublings: number): void {
    this.start = q.start;
    this.goal = q.goal;
    this.contactId = q.contact;
    this.maxLengthMm = q.maxLengthMm ?? Infinity;
    this.hasMaxLength = q.maxLengthMm !== undefined;
    this.maxSettled = q.maxSettled ?? Infinity;
    this.approachGoal = q.approachGoal === true;
    this.trailingAsked = q.trailingEnd === true && q.goal.kind === 'point';
    this.shadows = shadows;
    this.doublings = doublings;
    this.C = this.index.clearanceMm;
    this.rTable = this.C - CLEARANCE_EPS_MM;
    this.stamp++;
    this.ignored.clear();
    for (const id of q.ignore ?? []) {
      const k = this.index.slotOf.get(id);
      if (k !== undefined) this.ignored.add(k);
    }
    this.relaxed.clear();
    this.localPairs.clear();
  }

  /**
   * Relaxed obstacles (the readings in index.ts): the start, or a goal that may be approached, is
   * already closer to them than the clearance. Only those whose grown box holds it can be.
   */
  private findRelaxed(): void {
    const start = this.start;
    const goal = this.goal;
    this.relaxNear(start.x, start.y, start.x, start.y, { kind: 'circle', center: start, radiusMm: 0 });
    this.trailing = this.trailingAsked && this.goalNearObstacle();
    // A trailing end needs no relaxing at the goal: its last straight keeps the clearance up to
    // the clearance short of it (trailingLeg). A contact position keeps its relaxing.
    const relaxGoal = this.trailing ? this.contactId !== undefined : this.approachGoal || this.contactId !== undefined;
    if (goal.kind === 'base' || relaxGoal) {
      const shape: Footprint = goal.kind === 'point' ? { kind: 'circle', center: goal.point, radiusMm: 0 } : goal.shape;
      const b = bbox(shape);
      this.relaxNear(b.minX, b.minY, b.maxX, b.maxY, shape);
    }
  }

  /** Is the point goal closer than the clearance to an obstacle the query keeps? */
  private goalNearObstacle(): boolean {
    const g = (this.goal as { point: Point }).point;
    const index = this.index;
    const n = index.searchInto(g.x, g.y, g.x, g.y);
    const point: Footprint = { kind: 'circle', center: g, radiusMm: 0 };
    for (let hi = 0; hi < n; hi++) {
      const k = index.hits[hi].slot;
      // On the clearance circle (within the tests' margin) is not in front: a route keeps to it.
      if (!this.ignored.has(k) && distanceMm(index.slots[k]!.shape, point) < this.C - CLEARANCE_EPS_MM) return true;
    }
    return false;
  }

  private relaxNear(minX: number, minY: number, maxX: number, maxY: number, shape: Footprint): void {
    const index = this.index;
    const C = this.C;
    // The index's own walk of the tree (rbush's search returns a new array per call).
    const n = index.searchInto(minX, minY, maxX, maxY);
    for (let hi = 0; hi < n; hi++) {
      const h = index.hits[hi];
      if (this.ignored.has(h.slot)) continue;
      const d = distanceMm(index.slots[h.slot]!.shape, shape);
      if (d < C) this.relaxed.set(h.slot, Math.min(d, this.relaxed.get(h.slot) ?? C));
    }
  }

  /** The relaxed obstacles' sites at their gaps, kept by the index across queries (the least recently used dropped). */
  private gatherLocalSites(): void {
    const index = this.index;
    this.base = index.sites.length;
    this.local.length = 0;
    this.localToIndex.length = 0;
    this.localKept.length = 0;
    for (const [k, g] of this.relaxed) {
      const kept = index.keptSites(k, g);
      for (let m = 0; m < kept.sites.length; m++) {
        this.local.push(kept.sites[m]);
        this.localToIndex.push(kept.toIndex[m]);
        this.localKept.push({ kept, m });
      }
    }
    this.nSites = this.base + this.local.length;
  }

  /** skipSlot, gapSlot and skipped for this query: per obstacle met, array reads rather than a Set and a Map lookup. */
  private markSkipped(): void {
    const nSlots = this.index.slots.length;
    if (this.skipSlot.length < nSlots) {
      this.skipSlot = new Uint8Array(2 * nSlots);
      this.gapSlot = new Float64Array(2 * nSlots);
    }
    const skipSlot = this.skipSlot;
    const gapSlot = this.gapSlot;
    gapSlot.fill(this.C, 0, nSlots);
    for (const [k, g] of this.relaxed) gapSlot[k] = g;
    skipSlot.fill(0, 0, nSlots);
    // 1 ignored, 2 relaxed (the two never meet: relaxNear passes over the ignored).
    for (const k of this.ignored) skipSlot[k] = 1;
    for (const k of this.relaxed.keys()) skipSlot[k] = 2;
    // The same, in order (the order of the sites' groups of blocked tangents, by first blocker).
    // Read off skipSlot (a sort would copy its array).
    if (this.skipped.length < nSlots) this.skipped = new Int32Array(this.skipSlot.length);
    let n = 0;
    for (let k = 0; k < nSlots; k++) if (skipSlot[k] !== 0) this.skipped[n++] = k;
    this.nSkipped = n;
    this.siteSlot = this.index.siteSlot;
  }

  /** May the query's route bend round site i (an index site of an obstacle kept, or a relaxed site)? */
  private usable(i: number): boolean {
    if (i >= this.base) return true;
    const k = this.siteSlot[i];
    return k >= 0 && this.skipSlot[k] === 0;
  }

  private siteAt(i: number): Site {
    return i < this.base ? this.index.sites[i] : this.local[i - this.base];
  }

  /** The heuristic's circle round the goal: the point, a round target, or a disc round a polygon. */
  private aimHeuristic(): void {
    const goal = this.goal;
    let hr = 0;
    if (goal.kind === 'point') {
      this.hx = goal.point.x;
      this.hy = goal.point.y;
    } else if (goal.shape.kind === 'circle') {
      this.hx = goal.shape.center.x;
      this.hy = goal.shape.center.y;
      hr = goal.shape.radiusMm;
    } else {
      const b = bbox(goal.shape);
      this.hx = (b.minX + b.maxX) / 2;
      this.hy = (b.minY + b.maxY) / 2;
      for (const p of goal.shape.points) hr = Math.max(hr, Math.hypot(p.x - this.hx, p.y - this.hy));
    }
    this.hr = hr;
  }

  /** The heuristic at (x, y). */
  private hAt(x: number, y: number): number {
    const dx = x - this.hx;
    const dy = y - this.hy;
    return Math.max(0, Math.sqrt(dx * dx + dy * dy) - this.hr);
  }

  /** The graph's start and goal nodes, and the straight segment between them. */
  private seedGraph(): void {
    const S = this.S;
    const start = this.start;
    S.reset(this.nSites);
    S.addNode(-1, 1);
    S.nX[START] = start.x;
    S.nY[START] = start.y;
    S.nAng[START] = 0;
    S.nH[START] = this.hAt(start.x, start.y);
    S.addNode(-1, 1);
    S.nX[GOAL] = start.x;
    S.nY[GOAL] = start.y;
    S.nAng[GOAL] = 0;
    S.nH[GOAL] = 0;
    // Only the obstacles within the search's bound of a relaxed site cast its shadows (a pair
    // farther off is not tried by this search): a later search with a greater bound makes them again.
    this.shadowReach = Math.max(this.bound, 200);
    this.shadowSite = -1;
    this.startShadow = null;
    this.startLinks = 0;
    this.segment(START, GOAL, start, goalPointFrom(this.goal, start));
    this.seedPivots();
  }

  /**
   * a trailing end's pivots: where the circle of one clearance round the goal meets an edge
   * of the ground the route may stand on, a route may come by any straight (from the start here,
   * tangent from a site in aimAtGoal), turn, and go straight into the goal, no longer than the
   * clearance (trailingLeg: its disc stays at the pivot). The search's own pivots round a circle
   * (pivotsToGoal) come along its arc only.
   */
  private seedPivots(): void {
    const S = this.S;
    const g = (this.goal as { point: Point }).point;
    this.pivotNodes.length = 0;
    for (const p of this.pivots) {
      // Nodes GOAL + 1 .. (leadsToGoal reads them so).
      const n = S.addNode(-1, 1);
      S.nX[n] = p.x;
      S.nY[n] = p.y;
      S.nAng[n] = 0;
      S.nH[n] = this.hAt(p.x, p.y);
      this.pivotNodes.push(n);
      this.segment(n, GOAL, p, g);
      this.segment(START, n, this.start, p);
    }
  }

  /** From site i's circle along its tangents through each pivot, to the pivot (seedPivots). */
  private aimAtPivots(i: number, s: Site): void {
    for (let k = 0; k < this.pivotNodes.length; k++) {
      const p = this.pivots[k];
      const n = tangentPointsOn(s, p.x, p.y, tangentXY);
      for (let side = 0; side < n; side++) {
        const px = tangentXY[2 * side];
        const py = tangentXY[2 * side + 1];
        if (!onOutlineAt(s, px, py)) continue;
        const dx = p.x - px;
        const dy = p.y - py;
        if (Math.abs(dx) + Math.abs(dy) === 0) continue;
        const orient = (px - s.c.x) * dy - (py - s.c.y) * dx >= 0 ? 1 : -1;
        const at = { x: px, y: py };
        this.segment(this.addNodeAt(i, at, orient), this.pivotNodes[k], at, p);
      }
    }
  }

  /** A node at p on the site's circle (its angle there worked out). */
  private addNodeAt(site: number, p: Point, orient: 1 | -1): number {
    const s = this.siteAt(site);
    const S = this.S;
    const n = S.addNode(site, orient);
    S.nX[n] = p.x;
    S.nY[n] = p.y;
    S.nAng[n] = Math.atan2(p.y - s.c.y, p.x - s.c.x);
    S.nH[n] = this.hAt(p.x, p.y);
    return n;
  }

  /**
   * The node at end c (0 leaving a, 1 reaching b, 2 leaving b, 3 reaching a) of a relaxed site's
   * tangent, made when first needed in this search (the index's own tangents' nodes come from the
   * sites' packs: staticNode, layBlocked).
   */
  private endNode(t: Tangent, c: number): number {
    if (t.stamp !== this.stamp) {
      t.stamp = this.stamp;
      t.n0 = t.n1 = t.n2 = t.n3 = -1;
    }
    const had = c === 0 ? t.n0 : c === 1 ? t.n1 : c === 2 ? t.n2 : t.n3;
    if (had >= 0) return had;
    const atQ = c === 1 || c === 2;
    const x = atQ ? t.qx : t.px;
    const y = atQ ? t.qy : t.py;
    const S = this.S;
    const n = S.addNode(atQ ? t.b : t.a, c === 0 ? t.o0 : c === 1 ? t.o1 : c === 2 ? t.o2 : t.o3);
    S.nX[n] = x;
    S.nY[n] = y;
    S.nAng[n] = atQ ? t.angQ : t.angP;
    S.nH[n] = this.hAt(x, y);
    if (c === 0) t.n0 = n;
    else if (c === 1) t.n1 = n;
    else if (c === 2) t.n2 = n;
    else t.n3 = n;
    return n;
  }

  /** A relaxed site's tangent: −1 blocked for this query, 0 known clear, 1 to be tested when first tried. */
  private keptStatus(t: Tangent): number {
    if (t.id !== KEPT || t.blocker === LAZY) return 1;
    if (t.ownOk < 0 || t.blocker === OFF_TABLE) return -1;
    if (t.blocker === CLEAR) return 0;
    return this.skipSlot[t.blocker] ? 1 : -1;
  }

  /** A segment edge from node `from` to node `to`, tested when first tried. */
  private segment(from: number, to: number, a: Point, b: Point): void {
    const S = this.S;
    const e = S.addSegment(from, to, 1);
    S.eAx[e] = a.x;
    S.eAy[e] = a.y;
    S.eBx[e] = b.x;
    S.eBy[e] = b.y;
    S.eLen[e] = lengthOf(a.x, a.y, b.x, b.y);
  }

  // ---- Clearance tests for this query: ignored obstacles skipped, relaxed ones at their gap and never crossed.

  private segClear(a: Point, b: Point): boolean {
    const index = this.index;
    const rTable = this.rTable;
    if (!index.insideTable(a, rTable) || !index.insideTable(b, rTable)) return false;
    // A short segment's box is near its own: the plain box search, walking fewer tests per node.
    const minX = Math.min(a.x, b.x);
    const minY = Math.min(a.y, b.y);
    const maxX = Math.max(a.x, b.x);
    const maxY = Math.max(a.y, b.y);
    const n =
      maxX - minX + (maxY - minY) < SHORT_SEGMENT_CLEARANCES * this.C
        ? index.searchInto(minX, minY, maxX, maxY)
        : index.segmentHits(a, b);
    const skipSlot = this.skipSlot;
    for (let hi = 0; hi < n; hi++) {
      const h = index.hits[hi];
      const k = h.slot;
      if (skipSlot[k] === 1) continue;
      const gap = this.gapSlot[k] - CLEARANCE_EPS_MM;
      if (segmentSurelyClear(h, a, b, gap)) continue;
      const f = index.slots[k]!.shape;
      if (segmentFootprintWithin(a, b, f, gap)) return false;
      if (skipSlot[k] === 2 && segmentEntersFootprint(a, b, f)) return false;
    }
    return true;
  }

  private arcClear(c: Point, r: number, startRad: number, sweepRad: number, own: number): boolean {
    const index = this.index;
    if (index.table && !arcOnTable(index.table, c.x, c.y, r, startRad, sweepRad, this.rTable)) return false;
    const n = index.arcHits(c, r, startRad, sweepRad);
    const skipSlot = this.skipSlot;
    for (let hi = 0; hi < n; hi++) {
      const h = index.hits[hi];
      const k = h.slot;
      // An arc round a corner stays on the corner's part of the outline (onOutline): exactly its gap from its own obstacle.
      if (k === own || skipSlot[k] === 1) continue;
      const gap = this.gapSlot[k] - CLEARANCE_EPS_MM;
      if (arcSurelyClear(h, c, r, gap)) continue;
      const f = index.slots[k]!.shape;
      if (distArcFootprint(c, r, startRad, sweepRad, f) < gap) return false;
      if (skipSlot[k] === 2 && arcEntersFootprint(c, r, startRad, sweepRad, f)) return false;
    }
    return true;
  }

  // ---- A relaxed site's shadows: by direction (SHADOW_BINS bins), the least distance beyond
  // which every ray of the bin from the site's centre has entered an obstacle kept at the full
  // clearance, grown by the clearance less the site's radius, and that obstacle. A tangent of the
  // site runs within its radius of such a ray: where the ray is blocked, so is the tangent. Pairs
  // whose every tangent is blocked so are never made. They are made for a site only when a search
  // would otherwise make many of its pairs (shadowMinPairs, layToIndex's shadowSite); once made,
  // any search uses them. A query skipping the obstacle that casts a bin's shadow takes that bin
  // as open: so they depend on the obstacles' shapes alone, and are kept with the relaxed site
  // until an update.

  private shadowOf(li: number): Float64Array {
    const { kept, m } = this.localKept[li];
    const reach = this.shadowReach;
    let sh = kept.shadows[m];
    if (sh && kept.shadowReach[m] >= reach) return sh;
    sh = new Float64Array(SHADOW_BINS).fill(Infinity);
    const by = new Int32Array(SHADOW_BINS).fill(-1);
    kept.shadows[m] = sh;
    kept.shadowSlots[m] = by;
    kept.shadowReach[m] = reach;
    const site = this.local[li];
    const index = this.index;
    // A tangent point lies `rho` from the centre: the tangent runs within rho of the ray.
    const grow = this.C - site.rho - 1e-6;
    const near = Number.isFinite(reach)
      ? index.searchInto(site.c.x - reach, site.c.y - reach, site.c.x + reach, site.c.y + reach)
      : -1;
    // Read on every call, not only when the reach is unbounded (see toGoal's test).
    const nSlots = index.slots.length;
    for (let h = 0; h < (near < 0 ? nSlots : near); h++) {
      const k = near < 0 ? h : index.hits[h].slot;
      const sl = index.slots[k];
      if (!sl || k === site.slot) continue;
      castShadows(site.c.x, site.c.y, sl.shape, grow, k, sh, by);
    }
    return sh;
  }

  /** Are relaxed site li's shadows made, as far as this search reaches? */
  private shadowReady(li: number): boolean {
    const { kept, m } = this.localKept[li];
    return kept.shadows[m] !== null && kept.shadowReach[m] >= this.shadowReach;
  }

  /** Is every tangent between relaxed site `li` and index site j blocked by a shadow? */
  private shadowed(li: number, j: number): boolean {
    // The bins the pair's tangents run in and how far, worked out once per relaxed site (kept).
    const { kept, m } = this.localKept[li];
    let geo = kept.pairBins[m];
    if (!geo || geo.length < 3 * (j + 1)) {
      const grownGeo = new Float64Array(3 * this.index.sites.length).fill(NaN);
      if (geo) grownGeo.set(geo);
      geo = kept.pairBins[m] = grownGeo;
    }
    if (Number.isNaN(geo[3 * j])) {
      const a = this.local[li];
      const b = this.index.sites[j];
      const dx = b.c.x - a.c.x;
      const dy = b.c.y - a.c.y;
      const d = Math.sqrt(dx * dx + dy * dy);
      const r = a.rho + b.rho;
      if (d <= r + 1e-9) {
        // Overlapping circles: never shadowed.
        geo[3 * j] = 1;
        geo[3 * j + 1] = 0;
        geo[3 * j + 2] = 0;
      } else {
        const phi = Math.atan2(dy, dx);
        const beta = Math.asin(r / d) + 1e-9;
        geo[3 * j] = Math.floor((phi - beta + Math.PI) / SHADOW_BIN_RAD);
        geo[3 * j + 1] = Math.floor((phi + beta + Math.PI) / SHADOW_BIN_RAD);
        geo[3 * j + 2] = d - r - 1e-9;
      }
    }
    const first = geo[3 * j];
    const last = geo[3 * j + 1];
    if (first > last) return false;
    const reach = geo[3 * j + 2];
    const sh = this.shadowOf(li);
    const by = kept.shadowSlots[m]!;
    const skipSlot = this.skipSlot;
    for (let bn = first; bn <= last; bn++) {
      // first lies above −SHADOW_BINS and last below 2·SHADOW_BINS: one turn added or taken at most.
      const k = bn < 0 ? bn + SHADOW_BINS : bn >= SHADOW_BINS ? bn - SHADOW_BINS : bn;
      if (!(sh[k] <= reach) || skipSlot[by[k]] !== 0) return false;
    }
    return true;
  }

  /** The tangents of a pair with a relaxed site: kept across queries (renumbered for this one), or none if shadowed. */
  private localPair(i: number, j: number): Tangent[] {
    const base = this.base;
    const lo = Math.min(i, j);
    const hi = Math.max(i, j);
    if (
      lo < base &&
      this.shadows &&
      (hi - base === this.shadowSite || this.shadowReady(hi - base)) &&
      this.shadowed(hi - base, lo)
    ) {
      this.index.shadowPruned(this.local[hi - base], this.index.sites[lo]);
      return NO_TANGENTS;
    }
    if (lo < base) {
      // A relaxed site and an index site: kept across queries, the relaxed end renumbered.
      const kept = this.localToIndex[hi - base];
      let ts = kept.get(lo);
      if (!ts) {
        ts = tangentsOf(lo, this.siteAt(lo), hi, this.siteAt(hi), lazy);
        for (const t of ts) t.id = KEPT;
        kept.set(lo, ts);
      }
      for (const t of ts) t.b = hi;
      return ts;
    }
    const key = pairKey(i, j);
    let ts = this.localPairs.get(key);
    if (!ts) {
      ts = this.relaxedPair(lo, hi);
      this.localPairs.set(key, ts);
    }
    return ts;
  }

  /** Two relaxed sites' tangents, kept too (by the two kept obstacles), renumbered for this query. */
  private relaxedPair(lo: number, hi: number): Tangent[] {
    const ka = this.localKept[lo - this.base];
    const kb = this.localKept[hi - this.base];
    const relaxedPairs = this.index.relaxedPairs;
    let byB = relaxedPairs.get(ka.kept);
    if (!byB) relaxedPairs.set(ka.kept, (byB = new Map()));
    let bySites = byB.get(kb.kept);
    if (!bySites) byB.set(kb.kept, (bySites = new Map()));
    const siteKey = ka.m * 4096 + kb.m;
    let ts = bySites.get(siteKey);
    if (!ts) {
      ts = tangentsOf(lo, this.siteAt(lo), hi, this.siteAt(hi), lazy);
      bySites.set(siteKey, ts);
    }
    for (const t of ts) {
      t.a = lo;
      t.b = hi;
    }
    return ts;
  }

  // ---- Laying a site's nodes: the index's tangents (from the sites' packs), the relaxed sites', the aims at the goal.

  /**
   * Tangent k of index site i's pack, blocked for the index by an obstacle this query skips, if
   * its other end is usable: its node leaving i (`nStatic` 3), among the site's stops
   * (collectStops); its segment, `check` as for a relaxed site's tangent (nTanCheck), and far
   * node are made when the search leaves by it (expand).
   */
  private layBlocked(i: number, out: SiteOut, k: number, check: 0 | 1, aboveMm: number): void {
    const pn = out.pack.n;
    const a = pn[PACK_I * k];
    const j = a === i ? pn[PACK_I * k + 1] : a;
    const other = this.siteSlot[j];
    // Toward a site within the reach (and beyond `aboveMm`: those laid before it grew).
    if (other < 0 || this.skipSlot[other] !== 0 || this.lb[j] > this.reach || !(this.lb[j] > aboveMm)) return;
    // The node first: making it may grow the scratch arrays, and `S.nTanCheck[node()] = …` would
    // write into the array it replaced (the flag lost, the departure trusted clear).
    const n = this.staticNode(out, k, a === i ? 0 : 2, 3);
    this.S.nTanCheck[n] = check;
  }

  /**
   * The node at end c (0 leaving a, 1 reaching b, 2 leaving b, 3 reaching a) of the tangent at
   * place k of a site's pack (`kind` 1 clear, 3 blocked by an obstacle the query skips), made
   * when the search first reaches it. A node leaving the site (c 0 or 2, of the site whose pack
   * this is) is made once per search, kept in depNode; a far end (c 1 or 3) is made only by the
   * one node leaving by the tangent, when it is settled (expand), so never twice.
   */
  private staticNode(out: SiteOut, k: number, c: number, kind: 1 | 3): number {
    const leaves = c === 0 || c === 2;
    if (leaves && out.depStamp[k] === this.stamp) return out.depNode[k];
    const S = this.S;
    const pf = out.pack.f;
    const pn = out.pack.n;
    const id = pn[PACK_I * k + 2];
    const atQ = c === 1 || c === 2;
    const x = pf[PACK_F * k + (atQ ? 2 : 0)];
    const y = pf[PACK_F * k + (atQ ? 3 : 1)];
    const n = S.addNode(pn[PACK_I * k + (atQ ? 1 : 0)], (pn[PACK_I * k + 3] >> c) & 1 ? 1 : -1);
    S.nX[n] = x;
    S.nY[n] = y;
    S.nAng[n] = pf[PACK_F * k + (atQ ? 5 : 4)];
    S.nH[n] = this.hAt(x, y);
    S.nStatic[n] = kind;
    // Keyed by the tangent's number and end (numbers never repeat): for the arc cache.
    S.nKey[n] = atQ ? 2 * id + 1 : 2 * id;
    // Leaving its site: its place in that site's pack, for its tangent.
    if (leaves) {
      S.nPack[n] = k;
      out.depStamp[k] = this.stamp;
      out.depNode[k] = n;
    }
    return n;
  }

  /**
   * Node n is one of its site's own stops turning in sense o (not a clear tangent's; a way off the
   * circle: an aim at the goal, a relaxed site's tangent, a blocked tangent's departure). Not a
   * node a route only arrives at, though expanding it gave it edges: an arc that stopped there
   * would go on with that node's length, not the shorter one of the walk passing it.
   */
  private isOwnStop(n: number, o: 1 | -1): boolean {
    const S = this.S;
    return S.nOr[n] === o && S.nStatic[n] !== 1 && (S.nTan[n] !== null || S.nPack[n] >= 0 || this.leadsToGoal(n));
  }

  /** Node n has an edge to the goal (an aim at it, or the goal on its circle) or to a pivot (seedPivots: nodes 2 ..). */
  private leadsToGoal(n: number): boolean {
    const S = this.S;
    const pivotEnd = GOAL + 1 + this.pivotNodes.length;
    for (let ed = S.nHead[n]; ed >= 0; ed = S.eNext[ed]) if (S.eTo[ed] >= GOAL && S.eTo[ed] < pivotEnd) return true;
    return false;
  }

  /**
   * A site's stops of the query's own (its nodes with a way off the circle that are not the
   * index's clear tangents: aims at the goal, tangents to or from relaxed sites, blocked tangents
   * taken), per turning sense by angle: when the site is materialised, and again for a relaxed
   * site when extend gives it more.
   */
  private collectStops(i: number): void {
    const S = this.S;
    for (let oi = 0; oi < 2; oi++) {
      const o = oi === 0 ? 1 : -1;
      let d = 0;
      for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (this.isOwnStop(n, o)) d++;
      if (S.stopUsed + d > S.stopPool.length) {
        S.stopPool = grown(S.stopPool, 2 * (S.stopUsed + d));
        S.stopAng = grown(S.stopAng, 2 * (S.stopUsed + d));
      }
      const pool = S.stopPool;
      const from = S.stopUsed;
      let x = from;
      for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (this.isOwnStop(n, o)) pool[x++] = n;
      const ang = S.nAng;
      for (let k = from; k < x; k++) S.stopAng[k] = ang[pool[k]];
      S.sortStops(from, x);
      S.stopStart[2 * i + oi] = from;
      S.stopCount[2 * i + oi] = d;
      S.stopUsed = x;
    }
  }

  /** The tangents of a pair with a relaxed site (localPair) this query may use, laid, leaving site i. */
  private layPair(i: number, j: number): void {
    const S = this.S;
    for (const t of this.localPair(i, j)) {
      const st = this.keptStatus(t);
      if (st < 0) continue;
      // Its node leaving i; the far one is made when the search leaves by it (expand).
      const n = this.endNode(t, t.a === i ? 0 : 2);
      S.nTan[n] = t;
      S.nTanCheck[n] = st === 0 ? 0 : 1;
    }
  }

  /**
   * Relaxed site i's tangents to the usable index sites whose lower bound of f lies above
   * `aboveMm`, up to `upToMm` (materialize: all within the bound; extend: those a raised bound adds).
   */
  private layToIndex(i: number, aboveMm: number, upToMm: number): void {
    const base = this.base;
    const lb = this.lb;
    let n = 0;
    for (let j = 0; j < base; j++) if (this.usable(j) && lb[j] > aboveMm && lb[j] <= upToMm) n++;
    this.shadowSite = this.shadows && (n >= this.index.shadowMinPairs || this.shadowReady(i - base)) ? i - base : -1;
    for (let j = 0; j < base; j++) if (this.usable(j) && lb[j] > aboveMm && lb[j] <= upToMm) this.layPair(i, j);
    this.shadowSite = -1;
  }

  /** From (px, py) on site i's circle straight to the goal (its nearest point of a target base), if clear when tried. */
  private toGoal(i: number, s: Site, px: number, py: number): void {
    const aim = this.aimPoint;
    aim.x = px;
    aim.y = py;
    const goal = this.goal;
    const target = goal.kind === 'point' ? goal.point : closestPointInto(goal.shape, aim, this.aimTarget);
    const dx = target.x - px;
    const dy = target.y - py;
    // Both tested on every call (not dy only when dx is 0): a comparison first met in a
    // long-running process would throw the compiled code away.
    if (Math.abs(dx) + Math.abs(dy) === 0) return;
    const orient = (px - s.c.x) * dy - (py - s.c.y) * dx >= 0 ? 1 : -1;
    this.segment(this.addNodeAt(i, aim, orient), GOAL, aim, target);
  }

  /** Site i reached: its links with the start, its own stops (blocked tangents the query may take, relaxed sites' tangents, aims at the goal). */
  private materialize(i: number): void {
    const S = this.S;
    S.materialized[i] = 1;
    if (!S.startDone[i]) this.startSite(i);
    const s = this.siteAt(i);
    if (i < this.base)
      this.layBlockedGroups(i, this.index.outOf(i, this.reach < Infinity ? S.needSites : null, this.nNeed), -Infinity);
    else this.layToIndex(i, -Infinity, this.bound);
    for (let j = this.base; j < this.nSites; j++) if (j !== i) this.layPair(i, j);
    this.aimAtGoal(i, s);
    this.collectStops(i);
  }

  /**
   * Index site i's tangents blocked for the index, but by an obstacle this query skips (ignores
   * or relaxes): their nodes leaving the site now, as stops (layBlocked): known clear when the
   * one obstacle closer than the clearance is ignored (none other is, as segClear would find),
   * else tested when first tried (those a second obstacle blocks only when the query skips that
   * one too). The clear tangents' nodes are made as the search reaches them (goRound, expand).
   * Only those toward sites whose lb lies beyond `aboveMm` (the reach they were laid to before).
   */
  private layBlockedGroups(i: number, out: SiteOut, aboveMm: number): void {
    const keys = out.firstBy;
    const skipSlot = this.skipSlot;
    // Its first blockers are in order: those this query skips found by binary search.
    for (let sk = 0; sk < this.nSkipped; sk++) {
      const blocker = this.skipped[sk];
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (keys[mid] < blocker) lo = mid + 1;
        else hi = mid;
      }
      if (lo === keys.length || keys[lo] !== blocker) continue;
      const { by2, start } = out.blocked[lo] ?? this.index.packGroups(i, out, lo);
      const k1 = skipSlot[blocker];
      for (let g = 0; g < by2.length; g++) {
        const k2 = by2[g];
        if (k2 >= 0 && skipSlot[k2] === 0) continue;
        const check = k2 === CLEAR && k1 === 1 ? 0 : 1;
        const last = start[g + 1];
        for (let k = start[g]; k < last; k++) this.layBlocked(i, out, k, check, aboveMm);
      }
    }
  }

  /**
   * To the goal from site i: tangent lines through the goal point (or through the target's
   * corners / centre), and for a target's straight sides, the tangent parallel to their inward
   * normal. The tangent points from each aim.
   */
  private aimAtGoal(i: number, s: Site): void {
    const goal = this.goal;
    const aims = goal.kind === 'point' ? null : goal.shape.kind === 'circle' ? null : goal.shape.points;
    const nAims = aims ? aims.length : 1;
    for (let k = 0; k < nAims; k++) {
      const aim = aims ? aims[k] : goal.kind === 'point' ? goal.point : (goal.shape as { center: Point }).center;
      const n = tangentPointsOn(s, aim.x, aim.y, tangentXY);
      for (let side = 0; side < n; side++)
        if (onOutlineAt(s, tangentXY[2 * side], tangentXY[2 * side + 1]))
          this.toGoal(i, s, tangentXY[2 * side], tangentXY[2 * side + 1]);
    }
    if (this.trailing) this.pivotsToGoal(i, s);
    if (this.pivotNodes.length > 0) this.aimAtPivots(i, s);
    if (goal.kind === 'base' && goal.shape.kind === 'polygon') {
      const pts = goal.shape.points;
      for (let e = 0; e < pts.length; e++) {
        const a = pts[e];
        const b = pts[(e + 1) % pts.length];
        // The two points of the circle along the side's direction (u): their tangents run
        // along the side's inward normal.
        const len = Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
        const ux = (b.x - a.x) / len;
        const uy = (b.y - a.y) / len;
        for (let sgn = 1; sgn >= -1; sgn -= 2) {
          const px = s.c.x - sgn * s.rho * ux;
          const py = s.c.y - sgn * s.rho * uy;
          if (onOutlineAt(s, px, py)) this.toGoal(i, s, px, py);
        }
      }
    }
  }

  /**
   * a trailing end: where site i's circle meets the circle of the clearance round the goal,
   * the route may pivot about its sight (free) and go the clearance straight on into the goal,
   * its disc staying there (trailingLeg). The way in round an obstacle whose circle holds the
   * goal (no tangent reaches it): walk round it, pivot, step in.
   */
  private pivotsToGoal(i: number, s: Site): void {
    if (s.rho <= 0) return;
    const g = (this.goal as { point: Point }).point;
    const C = this.C;
    const dx = g.x - s.c.x;
    const dy = g.y - s.c.y;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d === 0 || d > s.rho + C || d < Math.abs(s.rho - C)) return;
    // The two circles' meeting points: along the centres' line at a, and h either side of it.
    const a = (s.rho * s.rho - C * C + d * d) / (2 * d);
    const h = Math.sqrt(Math.max(0, s.rho * s.rho - a * a));
    const mx = s.c.x + (a * dx) / d;
    const my = s.c.y + (a * dy) / d;
    for (let side = -1; side <= 1; side += 2) {
      const p = { x: mx - (side * h * dy) / d, y: my + (side * h * dx) / d };
      if (!onOutlineAt(s, p.x, p.y)) continue;
      for (const o of [1, -1] as const) this.segment(this.addNodeAt(i, p, o), GOAL, p, g);
    }
  }

  // ---- The search's moves: leaving a node along its tangent, round its circle, relaxing an edge.

  /**
   * Node u of site i settled (S.gOf[u] its length): its ways on, made now. Leaving the site along
   * its tangent, if it leaves by one (one of the index's, clear or blocked by an obstacle the
   * query skips, or a relaxed site's); and round the circle (goRound).
   */
  private expand(u: number, i: number): void {
    const S = this.S;
    const t = S.nTan[u];
    if (t !== null) {
      const fwd = u === t.n0;
      const far = this.endNode(t, fwd ? 1 : 3);
      const check = S.nTanCheck[u] === 0 ? 0 : 1;
      const e = S.addSegment(u, far, check);
      S.eAx[e] = fwd ? t.px : t.qx;
      S.eAy[e] = fwd ? t.py : t.qy;
      S.eBx[e] = fwd ? t.qx : t.px;
      S.eBy[e] = fwd ? t.qy : t.py;
      S.eLen[e] = t.lengthMm;
      if (t.id === KEPT && check === 1) S.eKept[e] = t;
      this.relaxEdge(u, e);
    }
    const k0 = S.nPack[u];
    if (k0 >= 0) {
      const out = this.index.outs[i]!;
      const pf = out.pack.f;
      const pn = out.pack.n;
      const kind = S.nStatic[u] === 1 ? 1 : 3;
      const far = this.staticNode(out, k0, pn[PACK_I * k0] === i ? 1 : 3, kind);
      const e = S.addSegment(u, far, kind === 1 || S.nTanCheck[u] === 0 ? 0 : 1);
      S.eAx[e] = S.nX[u];
      S.eAy[e] = S.nY[u];
      S.eBx[e] = S.nX[far];
      S.eBy[e] = S.nY[far];
      S.eLen[e] = pf[PACK_F * k0 + 6];
      this.relaxEdge(u, e);
    }
    this.goRound(u, i);
  }

  /**
   * From node u of site i (settled: S.gOf[u] its length), round the circle in u's turning sense
   * to the next place a route may leave it from: at an index site, the next clear departure
   * (nextDeparture); or the query's own next stop (collectStops, by binary search too) if
   * nearer. An arc never stops at a node a route can only arrive at: going on from there is the
   * same arc. Places within SAME_ANGLE_RAD of u's are the same point: zero-length links (linkSame).
   * No arc to `had` (the stop u's arc already reaches, when the reach grew: growReach).
   */
  private goRound(u: number, i: number, had = -1): void {
    const S = this.S;
    const o: 1 | -1 = S.nOr[u] > 0 ? 1 : -1;
    const th = S.nAng[u];
    const out = i < this.base ? this.index.outs[i]! : null;
    // The next clear departure: its place in the pack (bestK) and its sweep from u (bestSweep).
    if (out) this.nextDeparture(u, i, out, o, th);
    else this.bestK = -1;
    let best = this.bestK >= 0 ? this.bestSweep : Infinity;
    let bestNode = -1;
    const oi = o > 0 ? 0 : 1;
    const from = S.stopStart[2 * i + oi];
    const count = S.stopCount[2 * i + oi];
    if (count > 0) {
      const last = from + count - 1;
      let j = walkStart(S.stopAng, count, th, o, from);
      for (let step = 0; step < count; step++) {
        const v = S.stopPool[j];
        const at = j;
        j = o > 0 ? (j === last ? from : j + 1) : j === from ? last : j - 1;
        if (v === u) continue;
        const sweep = sweepTo(th, S.stopAng[at], o);
        if (sweep === 0) {
          this.linkSame(u, v);
          continue;
        }
        if (sweep < best) {
          best = sweep;
          this.bestK = -1;
          bestNode = v;
        }
        break;
      }
    }
    const bestK = this.bestK;
    if (bestK < 0 && bestNode < 0) return;
    const v = bestK >= 0 ? this.staticNode(out!, bestK, out!.pack.n[PACK_I * bestK] === i ? 0 : 2, 1) : bestNode;
    if (v !== had) this.arcEdge(u, v, i, o, th, best);
  }

  /** nextDeparture's answer: the place in the pack (−1 none) and the sweep to it. */
  private bestK = -1;
  private bestSweep = Infinity;

  /**
   * The next clear departure round index site i from node u (angle th, sense o), by binary search
   * in the site's list (SiteOut.upK / downK), passing over those to sites the query skips; those
   * at u's own place are linked at once (linkSame).
   */
  private nextDeparture(u: number, i: number, out: SiteOut, o: 1 | -1, th: number): void {
    const S = this.S;
    this.bestK = -1;
    const pn = out.pack.n;
    const ks = o > 0 ? out.upK : out.downK;
    const angs = o > 0 ? out.upAng : out.downAng;
    const n = ks.length;
    if (n === 0) return;
    const siteSlot = this.siteSlot;
    const skipSlot = this.skipSlot;
    const lb = this.lb;
    const reach = this.reach;
    let j = walkStart(angs, n, th, o);
    const uKey = S.nStatic[u] === 1 ? S.nKey[u] : -1;
    for (let step = 0; step < n; step++) {
      const k = ks[j];
      const at = j;
      j = o > 0 ? (j + 1 === n ? 0 : j + 1) : j === 0 ? n - 1 : j - 1;
      const a = pn[PACK_I * k];
      const atA = a === i;
      const far = atA ? pn[PACK_I * k + 1] : a;
      const other = siteSlot[far];
      // Toward a site beyond the reach: its nodes' f lies beyond it (a lazy index may not have it).
      if (other < 0 || skipSlot[other] !== 0 || lb[far] > reach) continue;
      if (2 * pn[PACK_I * k + 2] + (atA ? 0 : 1) === uKey) continue;
      const sweep = sweepTo(th, angs[at], o);
      if (sweep === 0) {
        this.linkSame(u, this.staticNode(out, k, atA ? 0 : 2, 1));
        continue;
      }
      this.bestSweep = sweep;
      this.bestK = k;
      return;
    }
  }

  /** The arc from node u to node v round site i (from angle th, sweep `sweep` in sense o), relaxed. */
  private arcEdge(u: number, v: number, i: number, o: 1 | -1, th: number, sweep: number): void {
    const S = this.S;
    const s = this.siteAt(i);
    // A round obstacle's own circle may hold an arc longer than its outline part: test it whole.
    const own = s.spanRad < TWO_PI && sweep <= s.spanRad + 1e-9 ? s.slot : -1;
    const e = S.addEdge(u, v, 2, 2, own);
    // Its length from where u's walk round the circle began: a route's arcs then measure the same
    // whichever departures lie between (a search that makes fewer tangents stops at fewer places).
    const from = S.nWalkFrom[u];
    let total = sweepTo(S.nAng[from], S.nAng[v], o);
    // A walk past a whole turn (never shorter, but the search may try it).
    if (S.nWalkSweep[u] + sweep > total + Math.PI) total += TWO_PI;
    S.eSweep[e] = total;
    S.eLen[e] = total * s.rho;
    S.eAx[e] = th;
    S.eAy[e] = sweep * o;
    // Its end point, where a route ending with it ends.
    S.eBx[e] = S.nX[v];
    S.eBy[e] = S.nY[v];
    // Between two of the index's tangents (clear, or blocked by an obstacle the query skips).
    if ((S.nStatic[u] === 1 || S.nStatic[u] === 3) && (S.nStatic[v] === 1 || S.nStatic[v] === 3)) {
      S.eKey[e] = S.nKey[u] * 2 + (o > 0 ? 1 : 0);
      S.eKey2[e] = S.nKey[v];
    }
    this.relaxEdge(u, e);
  }

  /**
   * A zero-length link from u to v at the same place on u's circle, unless v is settled or already
   * reached as short: relaxEdge would pass such a link by, so it is not made. (At a site of no
   * radius, a corner of a base approached down to its outline, every node is the same
   * point: each node settled there would otherwise link to all the others.)
   */
  private linkSame(u: number, v: number): void {
    const S = this.S;
    if (S.settled[v] || S.gOf[u] >= S.bestClear[v]) return;
    this.relaxEdge(u, S.addEdge(u, v, 0, 0, -1));
  }

  /** Push v reached from u by edge e (g(u) + the edge's length), unless a known clear way to v is as short. */
  private relaxEdge(u: number, ed: number): void {
    const S = this.S;
    // An arc's length is measured from its walk's first node (arcEdge).
    const g = S.gOf[S.eKind[ed] === 2 ? S.nWalkFrom[u] : u];
    const v = S.eTo[ed];
    if (S.settled[v] || S.eOk[ed] < 0) return;
    const gv = g + S.eLen[ed];
    if (gv >= S.bestClear[v]) return;
    if (S.eCheck[ed] === 0 || S.eOk[ed] > 0) S.bestClear[v] = gv;
    S.fg[0] = gv + S.nH[v];
    S.fg[1] = gv;
    S.push(v, u, ed);
  }

  // ---- The start: its links with each site, made when the search reaches the site's lower bound.

  /**
   * The start's shadows: per direction bin round the start, the least distance beyond which every
   * ray of the bin from the start has entered a disc within an obstacle grown by the gap the query
   * keeps from it, a little less (of the obstacles near the start; ignored ones cast none). A
   * segment from the start in such a bin and at least that long comes closer to the obstacle than
   * its gap: segClear would refuse it. Made once a search has linked the start with many sites: a
   * start walled in (a contact position's probe, R-6.6) tests its segments to every site of the
   * table, nearly all blocked by the few obstacles round it.
   */
  private makeStartShadow(): Float64Array {
    const index = this.index;
    const start = this.start;
    const sh = new Float64Array(SHADOW_BINS).fill(Infinity);
    const reach = START_SHADOW_REACH * this.C + 50;
    const n = index.searchInto(start.x - reach, start.y - reach, start.x + reach, start.y + reach);
    for (let h = 0; h < n; h++) {
      const k = index.hits[h].slot;
      if (this.skipSlot[k] === 1) continue;
      // Twice the tests' margin under the gap: a segment through a disc comes closer than the
      // gap, and segClear refuses it. An obstacle the query comes down to its outline (a gap of
      // 0: the target of an assault) casts none: a segment may slide along it, and one that goes
      // in counts as crossing it only beyond a depth (CROSSING_DEPTH_MM).
      const grow = this.gapSlot[k] - 2 * CLEARANCE_EPS_MM;
      if (grow > 0) castShadows(start.x, start.y, index.slots[k]!.shape, grow, k, sh, null);
    }
    return sh;
  }

  /** Site i's links with the start (and with a point goal on its circle), pushed from the start. */
  private startSite(i: number): void {
    const S = this.S;
    const start = this.start;
    const goal = this.goal;
    S.startDone[i] = 1;
    const s = this.siteAt(i);
    if (this.startShadow === null && this.shadows && ++this.startLinks > this.index.startShadowAfter)
      this.startShadow = this.makeStartShadow();
    if (onCircle(s, start)) {
      for (const o of [1, -1] as const) this.relaxEdge(START, S.addEdge(START, this.addNodeAt(i, start, o), 0, 0, -1));
    }
    if (goal.kind === 'point' && onCircle(s, goal.point)) {
      for (const o of [1, -1] as const) S.addEdge(this.addNodeAt(i, goal.point, o), GOAL, 0, 0, -1);
    }
    // The two tangent points from the start.
    const nt = tangentPointsOn(s, start.x, start.y, tangentXY);
    for (let side = 0; side < nt; side++) {
      const px = tangentXY[2 * side];
      const py = tangentXY[2 * side + 1];
      if (!onOutlineAt(s, px, py)) continue;
      const startShadow = this.startShadow;
      if (startShadow !== null) {
        const bin = Math.floor((Math.atan2(py - start.y, px - start.x) + Math.PI) / SHADOW_BIN_RAD) & (SHADOW_BINS - 1);
        if (startShadow[bin] <= lengthOf(start.x, start.y, px, py)) {
          this.index.startPruned(start, px, py);
          continue;
        }
      }
      const orient = (px - s.c.x) * (py - start.y) - (py - s.c.y) * (px - start.x) >= 0 ? 1 : -1;
      const n = S.addNode(i, orient);
      S.nX[n] = px;
      S.nY[n] = py;
      S.nAng[n] = Math.atan2(py - s.c.y, px - s.c.x);
      S.nH[n] = this.hAt(px, py);
      const e = S.addSegment(START, n, 1);
      S.eAx[e] = start.x;
      S.eAy[e] = start.y;
      S.eBx[e] = px;
      S.eBy[e] = py;
      S.eLen[e] = lengthOf(start.x, start.y, px, py);
      this.relaxEdge(START, e);
    }
  }

  /**
   * The sites in order of a lower bound of f = g + h over their circle: no node of site i is
   * nearer the start than |start − c| − ρ, nor nearer the goal than |c − goal| − ρ (less the
   * goal's radius). A site's links with the start are made only when the search reaches that
   * bound (most of a short route's sites never are), and always before any node of the site is
   * settled: the nodes still come off the heap in order of f. A binary heap of the sites by that
   * bound, made in linear time.
   */
  private orderSites(): void {
    const S = this.S;
    S.reserveSites(this.nSites);
    this.order = S.startOrder;
    this.lb = S.startLB;
    const order = this.order;
    const lb = this.lb;
    const xyr = this.index.siteXYR;
    const sx = this.start.x;
    const sy = this.start.y;
    const hx = this.hx;
    const hy = this.hy;
    const hr = this.hr;
    let nOrder = 0;
    for (let i = 0; i < this.nSites; i++) {
      if (!this.usable(i)) continue;
      let cx: number;
      let cy: number;
      let rho: number;
      if (i < this.base) {
        cx = xyr[3 * i];
        cy = xyr[3 * i + 1];
        rho = xyr[3 * i + 2];
      } else {
        const s = this.local[i - this.base];
        cx = s.c.x;
        cy = s.c.y;
        rho = s.rho;
      }
      const ds = Math.sqrt((sx - cx) * (sx - cx) + (sy - cy) * (sy - cy)) - rho;
      const dg = Math.sqrt((hx - cx) * (hx - cx) + (hy - cy) * (hy - cy)) - rho - hr;
      lb[i] = Math.max(0, ds) + Math.max(0, dg) - 1e-9;
      order[nOrder++] = i;
    }
    this.nOrder = nOrder;
    this.gatherNeed();
    for (let k = (nOrder >> 1) - 1; k >= 0; k--) this.siftDown(k);
  }

  /** The index sites within the reach (S.needSites): those whose tangents this search lays. */
  private gatherNeed(): void {
    const need = this.S.needSites;
    const lb = this.lb;
    let nNeed = 0;
    let farthest = 0;
    for (let i = 0; i < this.base; i++) {
      if (!this.usable(i)) continue;
      if (lb[i] <= this.reach) need[nNeed++] = i;
      farthest = Math.max(farthest, lb[i]);
    }
    this.nNeed = nNeed;
    this.farthestLb = farthest;
  }

  private siftDown(k0: number): void {
    const order = this.order;
    const lb = this.lb;
    const nOrder = this.nOrder;
    const x = order[k0];
    const key = lb[x];
    let k = k0;
    for (;;) {
      const l = 2 * k + 1;
      if (l >= nOrder) break;
      const r = l + 1;
      const m = r < nOrder && lb[order[r]] < lb[order[l]] ? r : l;
      if (lb[order[m]] >= key) break;
      order[k] = order[m];
      k = m;
    }
    order[k] = x;
  }

  private nextStart(): number {
    const order = this.order;
    const top = order[0];
    order[0] = order[--this.nOrder];
    if (this.nOrder > 0) this.siftDown(0);
    return top;
  }

  // ---- A*: an edge still to be tested is tested when the node it reaches is about to be settled
  // through it; a node may sit in the heap several times, the first clear one settles it.

  /** Is edge e (from node `from`) clear for this query? */
  private validate(e: number, from: number): boolean {
    const S = this.S;
    if (S.eKind[e] !== 1) return this.validateArc(e, this.siteAt(S.nSite[from]));
    if (this.trailing && S.eTo[e] === GOAL) return this.trailingLeg(e);
    const t = S.eKept[e];
    if (t) {
      if (t.blocker === LAZY) {
        // Worked out once for all the queries relaxing this obstacle to this gap: its own gap
        // and crossing, and the first other obstacle closer than the clearance.
        const k = this.siteAt(t.b).slot;
        const f = this.index.slots[k]!.shape;
        const g = this.gapSlot[k] - CLEARANCE_EPS_MM;
        t.ownOk =
          segmentFootprintWithin(endP(t), endQ(t), f, g) || segmentEntersFootprint(endP(t), endQ(t), f) ? -1 : 1;
        t.blocker = this.index.blockerOf(endP(t), endQ(t), k);
      }
      const st = this.keptStatus(t);
      if (st <= 0) return st === 0;
    }
    const a = this.segA;
    const b = this.segB;
    a.x = S.eAx[e];
    a.y = S.eAy[e];
    b.x = S.eBx[e];
    b.y = S.eBy[e];
    return this.segClear(a, b);
  }

  /**
   * the last straight into a trailing end. The base trails behind its sight, so its
   * clearance is lateral, not ahead: the clearance disc rides on the sight until the clearance
   * short of the goal and stops there, the sight going on into the goal ahead of its base (for a
   * round base, the disc where it stops is the base itself). The straight is clear when the
   * segment from its start to that point keeps the clearance (closed form, segClear); a straight
   * no longer than the clearance leaves its disc where it starts (a node on its circle, or the
   * start). Whether the base fits at the goal is judged there (moves/standing.ts).
   */
  private trailingLeg(e: number): boolean {
    const S = this.S;
    const len = S.eLen[e];
    if (len <= this.C + 1e-9) return true;
    const f = (len - this.C) / len;
    const a = this.segA;
    const b = this.segB;
    a.x = S.eAx[e];
    a.y = S.eAy[e];
    b.x = a.x + (S.eBx[e] - a.x) * f;
    b.y = a.y + (S.eBy[e] - a.y) * f;
    return this.segClear(a, b);
  }

  /**
   * An arc edge round site s: from the index's arc cache when it runs between two of the index's
   * tangents (two ways per key, the newer first: the second node's key, the first blocker, the
   * second blocker), else tested.
   */
  private validateArc(e: number, s: Site): boolean {
    const S = this.S;
    const index = this.index;
    const key = S.eKey[e];
    if (key >= 0) {
      const key2 = S.eKey2[e];
      const cache = index.arcCacheFor(key);
      // Way 0 at key·ARC_STRIDE, way 1 three further on: the second key, blocker, second blocker.
      let w = key * ARC_STRIDE;
      if (cache[w] !== key2) {
        if (cache[w + 3] === key2) w += 3;
        else {
          // A new arc: the newer way moves to the older's place.
          cache[w + 3] = cache[w];
          cache[w + 4] = cache[w + 1];
          cache[w + 5] = cache[w + 2];
          cache[w] = key2;
          cache[w + 1] = index.arcBlockerOf(s.c, s.rho, S.eAx[e], S.eAy[e], S.eOwn[e]);
          cache[w + 2] = UNKNOWN;
        }
      }
      const b = cache[w + 1];
      const skipSlot = this.skipSlot;
      if (b === CLEAR) return true;
      if (b === OFF_TABLE || skipSlot[b] === 0) return false;
      if (skipSlot[b] === 1) {
        // Its first blocker ignored: clear if no other obstacle is closer than the clearance
        // (the relaxed ones then keep their smaller gaps too), blocked if a kept one is.
        if (cache[w + 2] === UNKNOWN) cache[w + 2] = index.arcBlockerOf(s.c, s.rho, S.eAx[e], S.eAy[e], S.eOwn[e], b);
        const b2 = cache[w + 2];
        if (b2 === CLEAR) return true;
        if (skipSlot[b2] === 0) return false;
      }
    }
    return this.arcClear(s.c, s.rho, S.eAx[e], S.eAy[e], S.eOwn[e]);
  }

  /**
   * The trial bound met with no route: doubled (dropped after `doublings`), and the search goes
   * on where it stands rather than again from the start. Only the relaxed sites' tangents to the
   * index sites between the two bounds were left out: they are made now for the relaxed sites
   * reached so far (those not reached get theirs when they are). Every node settled has f at most
   * the old bound; the new tangents' far ends lie on sites whose lower bound of f exceeds it: no
   * route through them improves a node settled. Their near ends become stops round the site's
   * circle, reached at once from the nodes settled there (goRound).
   */
  private extend(): void {
    const S = this.S;
    const old = this.bound;
    this.extensions++;
    this.trial = this.extensions < this.doublings ? 2 * this.trial : Infinity;
    this.bound = Math.min(this.maxLengthMm, this.trial);
    this.shadowReach = Math.max(this.bound, 200);
    for (let i = this.base; i < this.nSites; i++) {
      if (!S.materialized[i]) continue;
      const newFrom = S.nodeCount;
      this.layToIndex(i, old, this.bound);
      if (S.nodeCount === newFrom) continue;
      // The site's stops again, with the new departures; from each node settled there, round
      // the circle again (to a new stop nearer than its old next one).
      this.collectStops(i);
      for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (S.settled[n]) this.goRound(n, i);
    }
  }

  /**
   * The reach met (or no ground left short of it): it grows in place, until it holds every site,
   * the graph becoming the one a search with the greater reach lays. Every node settled has f within
   * the old reach, and a tangent toward a site newly within it leads to nodes of f beyond that
   * (lb): no node settled is reached shorter. Per site reached: its tangents toward the new sites
   * made (its nodes moved to their tangents' new places in the pack), its blocked departures
   * toward them laid, and from each node settled there, round the circle again (a new departure
   * may come first; an arc is measured from its walk's first node, so the old one keeps its length).
   */
  private growReach(): void {
    const S = this.S;
    const old = this.reach;
    this.reach = REACH_GROWTH * old < this.farthestLb ? REACH_GROWTH * old : Infinity;
    this.index.grewReach();
    this.gatherNeed();
    for (let i = 0; i < this.base; i++) {
      if (!S.materialized[i]) continue;
      const before = this.index.outs[i]!;
      const out = this.index.outOf(i, this.reach < Infinity ? S.needSites : null, this.nNeed);
      if (out !== before) this.movePlaces(i, before, out);
      const nodes = S.nodeCount;
      this.layBlockedGroups(i, out, old);
      if (S.nodeCount > nodes) this.collectStops(i);
      for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n]) if (S.settled[n]) this.goRound(n, i, this.arcTarget(n));
    }
  }

  /** The stop node n's last arc reaches (−1 none): the nearest it had before the reach grew. */
  private arcTarget(n: number): number {
    const S = this.S;
    let v = -1;
    for (let ed = S.nHead[n]; ed >= 0; ed = S.eNext[ed]) if (S.eKind[ed] === 2) v = S.eTo[ed];
    return v;
  }

  /**
   * Site i's out made again with more tangents (RouteIndex.outOf: its places change): this
   * search's nodes leaving by a tangent of it move to that tangent's new place (by its key), the
   * blocked groups they came from packed in the new out too.
   */
  private movePlaces(i: number, before: SiteOut, out: SiteOut): void {
    const S = this.S;
    const moving = new Map<number, number>();
    for (let n = S.siteHead(i); n >= 0; n = S.nNextAtSite[n])
      if (S.nPack[n] >= 0) moving.set(before.pack.n[PACK_I * S.nPack[n] + 2], n);
    if (moving.size === 0) return;
    for (let g = 0; g < before.firstBy.length; g++) {
      if (before.blocked[g] === null) continue;
      const at = out.firstBy.indexOf(before.firstBy[g]);
      if (out.blocked[at] === null) this.index.packGroups(i, out, at);
    }
    const pn = out.pack.n;
    for (let k = 0; k < out.pack.count; k++) {
      const n = moving.get(pn[PACK_I * k + 2]);
      if (n === undefined) continue;
      S.nPack[n] = k;
      out.depStamp[k] = this.stamp;
      out.depNode[k] = n;
    }
  }

  /** The A* loop: nodes settled in order of f until the goal is, the heap runs dry, a bound is met or the budget spent. */
  private settle(): SearchOutcome {
    const S = this.S;
    S.settled[START] = 1;
    S.gOf[START] = 0;
    S.prevNode[START] = -1;
    S.prevEdge[START] = -1;
    S.nWalkFrom[START] = START;
    S.nWalkSweep[START] = 0;
    for (let ed = S.nHead[START]; ed >= 0; ed = S.eNext[ed]) this.relaxEdge(START, ed);
    let found = false;
    let beyond = false;
    let spent = false;
    let settledLeft = this.maxSettled;
    for (;;) {
      while (
        this.nOrder > 0 &&
        this.lb[this.order[0]] <= this.bound &&
        (S.heapSize === 0 || this.lb[this.order[0]] <= S.hF[0])
      )
        this.startSite(this.nextStart());
      // Past the reach (or out of ground short of it) and short of the bound, tangents left out may matter.
      if (this.reach < this.bound && (S.heapSize === 0 || S.hF[0] > this.reach)) {
        this.growReach();
        continue;
      }
      if (S.heapSize === 0 || S.hF[0] > this.bound) {
        // Out of ground within the trial bound (not the caller's): raised, and on.
        if (this.bound < this.maxLengthMm && this.extensions < this.doublings) {
          this.extend();
          continue;
        }
        if (S.heapSize === 0) break;
        beyond = true;
        break;
      }
      const en = S.pop();
      const u = S.entNode[en];
      if (S.settled[u]) continue;
      const edge = S.entEdge[en];
      if (edge >= 0 && S.eCheck[edge] !== 0) {
        if (S.eOk[edge] === 0) S.eOk[edge] = this.validate(edge, S.entFrom[en]) ? 1 : -1;
        if (S.eOk[edge] < 0) continue;
      }
      if (--settledLeft < 0) {
        spent = true;
        break;
      }
      S.settled[u] = 1;
      S.gOf[u] = S.entG[en];
      S.prevNode[u] = S.entFrom[en];
      S.prevEdge[u] = edge;
      this.noteWalk(u, S.entFrom[en], edge);
      if (u === GOAL) {
        found = true;
        break;
      }
      const site = S.nSite[u];
      if (site >= 0 && !S.materialized[site]) this.materialize(site);
      for (let ed = S.nHead[u]; ed >= 0; ed = S.eNext[ed]) this.relaxEdge(u, ed);
      if (site >= 0) this.expand(u, site);
    }
    // Worked out on every search, rather than on the rare path that reads it, the comparison
    // first (a comparison the compiled code has never seen made throws it away).
    const boundIsCallers = this.bound === this.maxLengthMm && this.hasMaxLength;
    if (!found) return spent ? SPENT : !beyond ? NO_WAY : boundIsCallers ? LONGER : AT_TRIAL;
    return { kind: 'answer', result: this.collectRoute() };
  }

  /**
   * Node u settled from node `from` by `edge`: where its walk round its circle began, and the sweep
   * from there. An arc, or a zero-length link at one place of the circle, goes on with from's walk;
   * any other way begins one at u.
   */
  private noteWalk(u: number, from: number, edge: number): void {
    const S = this.S;
    const kind = edge >= 0 ? S.eKind[edge] : 1;
    if (kind !== 1 && S.nSite[u] >= 0 && S.nSite[from] === S.nSite[u]) {
      S.nWalkFrom[u] = S.nWalkFrom[from];
      S.nWalkSweep[u] = kind === 2 ? S.eSweep[edge] : S.nWalkSweep[from];
    } else {
      S.nWalkFrom[u] = u;
      S.nWalkSweep[u] = 0;
    }
  }

  /** The route found, walked back from the goal: its pieces (arcs of one circle merged), its end and the obstacles it bends round. */
  private collectRoute(): RouteResult {
    const S = this.S;
    const pieces: RoutePiece[] = [];
    const used = new Set<number>();
    // The end: that of the last piece (the first met walking back from the goal).
    let end = this.start;
    let v = GOAL;
    while (v !== START) {
      const ed = S.prevEdge[v];
      // A segment's end, or an arc's (eBx, eBy): one path for both, none taken only now and then.
      if (ed >= 0 && S.eKind[ed] !== 0 && pieces.length === 0) end = { x: S.eBx[ed], y: S.eBy[ed] };
      if (S.nSite[v] >= 0) used.add(this.siteAt(S.nSite[v]).slot);
      if (ed >= 0 && S.eKind[ed] === 1)
        pieces.push(segmentPiece({ x: S.eAx[ed], y: S.eAy[ed] }, { x: S.eBx[ed], y: S.eBy[ed] }));
      else if (ed >= 0 && S.eKind[ed] === 2) {
        // The whole walk round the circle that ends at v, as arcEdge measured it: one arc from its first node.
        const s = this.siteAt(S.nSite[v]);
        const from = S.nWalkFrom[v];
        const sweep = S.nWalkSweep[v];
        pieces.push({
          type: 'arc',
          center: s.c,
          radiusMm: s.rho,
          startRad: S.nAng[from],
          sweepRad: S.nOr[v] > 0 ? sweep : -sweep,
          lengthMm: sweep * s.rho,
        });
        v = from;
        continue;
      }
      v = S.prevNode[v];
    }
    pieces.reverse();
    mergeArcs(pieces);
    return {
      reachable: true,
      lengthMm: S.gOf[GOAL],
      pieces,
      end,
      obstaclesUsed: [...used].map((k) => this.index.slots[k]!.id),
    };
  }
}
