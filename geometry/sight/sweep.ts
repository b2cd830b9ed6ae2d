// Line of sight by the angular-interval method: .. R-5.5 (Confédé II-D-1, II-D-3).
//
// From the sight point S, Φ is the interval of directions that meet the target base T. In each
// direction only the segment from S to the nearest point of T matters. A barrier blocks a
// direction when it cuts that segment (blocked-directions.ts). The sweep unites every barrier's
// blocked intervals over Φ and reads the verdict and the visible fraction from the union.
import { byId } from './barrier-table';
import { barrierIntervals } from './blocked-directions';
import { targetSpan, SPAN } from './directions';
import { ANGLE_EPS, Intervals, sortUnique } from './intervals';
import { seenFrom } from './seen';
import type {
  BarrierSeen,
  BlockerFacts,
  Frame,
  Opening,
  SightBarrier,
  SightCache,
  SightFacts,
  SightSummary,
  SightVerdict,
} from './types';
import { type Footprint, distPointFootprint, farthestDistance, footprintCentre } from '../footprint';
import type { Point } from '../vec';

/** Absolute degrees of a relative angle in a frame whose axis points at baseRad. */
function toDeg(baseRad: number, rel: number): number {
  return ((baseRad + rel) * 180) / Math.PI;
}

/** Scratch for sweep(): one barrier's intervals, every blocked interval, the tall ones' (R-5.4). */
export const ONE = new Intervals();
export const ALL = new Intervals();
export const TALL = new Intervals();

/** What sweep() leaves for its caller to read at once (reused, never kept). */
export const SWEPT = { verdict: 'full' as SightVerdict, visibleFraction: 1, baseRad: 0, lo: 0, hi: 0 };

/**
 * What openSweep() sets up for one source and target (reused, never kept): the frame, Φ = [lo, hi],
 * the sight triangle's box (every segment from S to T lies in it) and the target's farthest point.
 */
export const OPEN = {
  fr: { s: { x: 0, y: 0 }, ux: 1, uy: 0, baseRad: 0 } satisfies Frame,
  lo: 0,
  hi: 0,
  span: 0,
  minX: 0,
  minY: 0,
  maxX: 0,
  maxY: 0,
  farMm: 0,
};

export function openSweep(source: Point, target: Footprint): void {
  const c = footprintCentre(target);
  const baseRad = Math.atan2(c.y - source.y, c.x - source.x);
  // One frame, reset for each sweep (no callee keeps it).
  const fr = OPEN.fr;
  fr.s = source;
  fr.ux = Math.cos(baseRad);
  fr.uy = Math.sin(baseRad);
  fr.baseRad = baseRad;
  targetSpan(fr, target);
  OPEN.lo = SPAN.lo;
  OPEN.hi = SPAN.hi;
  OPEN.span = SPAN.hi - SPAN.lo;
  let minX = source.x;
  let minY = source.y;
  let maxX = source.x;
  let maxY = source.y;
  if (target.kind === 'circle') {
    minX = Math.min(target.center.x - target.radiusMm, minX);
    minY = Math.min(target.center.y - target.radiusMm, minY);
    maxX = Math.max(target.center.x + target.radiusMm, maxX);
    maxY = Math.max(target.center.y + target.radiusMm, maxY);
  } else {
    for (const p of target.points) {
      if (p.x < minX) minX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.x > maxX) maxX = p.x;
      if (p.y > maxY) maxY = p.y;
    }
  }
  OPEN.minX = minX;
  OPEN.minY = minY;
  OPEN.maxX = maxX;
  OPEN.maxY = maxY;
  ALL.n = 0;
  TALL.n = 0;
  // farthestDistance of a circle, on the centre's distance targetSpan found (hypot ignores the signs).
  OPEN.farMm = target.kind === 'circle' ? SPAN.centreMm + target.radiusMm : farthestDistance(target, source);
}

/** ONE's intervals (a barrier's, of measure m > 0) added to every blocked interval, and to the tall ones' when it is tall enough. */
export function takeOne(tallEnough: boolean): void {
  for (let k = 0; k < ONE.n; k++) {
    ALL.push(ONE.from[k], ONE.to[k]);
    if (tallEnough) TALL.push(ONE.from[k], ONE.to[k]);
  }
}

/**
 * the verdict and fraction from the blocked intervals, left in SWEPT. Without `fraction`,
 * the fraction is left NaN and the union of every blocked interval is measured only when no one
 * interval settles that something is blocked (the union is at least its longest member).
 */
export function closeSweep(fraction = true): void {
  const { span, lo, hi } = OPEN;
  // Every blocked interval lies within Φ = [lo, hi] (each barrier's are cut to it).
  const blocked = fraction || !(ALL.longest() > ANGLE_EPS) ? ALL.unionMeasureWithin(lo, hi) : Infinity;
  const tallBlocked = TALL.unionMeasureWithin(lo, hi);
  let verdict: SightVerdict = 'full';
  if (blocked > ANGLE_EPS) verdict = span - tallBlocked <= ANGLE_EPS * 10 ? 'none' : 'partial';
  SWEPT.verdict = verdict;
  SWEPT.visibleFraction = !fraction ? NaN : span > 0 ? Math.max(0, Math.min(1, 1 - blocked / span)) : 1;
  SWEPT.baseRad = OPEN.fr.baseRad;
  SWEPT.lo = lo;
  SWEPT.hi = hi;
}

/**
 * the core of lineOfSight, for a source not touching the target (nearMm > τ): each
 * barrier's blocked directions over Φ, their union, and the verdict, left in SWEPT. Each barrier
 * that blocks a part of Φ is reported in `facts` (with its intervals) or only by id in `ids`.
 */
function sweep(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: readonly SightBarrier[],
  count: number,
  nearMm: number,
  cache: SightCache | undefined,
  seenList: readonly BarrierSeen[] | null,
  facts: BlockerFacts[] | null,
  ids: string[] | null,
): void {
  openSweep(source, target);
  const { fr, lo, hi, span, minX, minY, maxX, maxY, farMm } = OPEN;
  const baseRad = fr.baseRad;
  for (let i = 0; i < count; i++) {
    const b = barriers[i];
    const bb = b.bbox;
    if (b.shape.kind === 'empty' || bb.minX > maxX || bb.maxX < minX || bb.minY > maxY || bb.maxY < minY) continue;
    ONE.n = 0;
    const seen = seenList !== null ? seenList[i] : seenFrom(source, b, cache);
    barrierIntervals(fr, b, target, lo, hi, nearMm, farMm, seen, ONE);
    const m = ONE.measure();
    if (m <= ANGLE_EPS) continue;
    const tallEnough = b.size >= sourceSize && b.size >= targetSize;
    takeOne(tallEnough);
    if (facts !== null) {
      const intervalsDeg: [number, number][] = [];
      for (let k = 0; k < ONE.n; k++) intervalsDeg.push([toDeg(baseRad, ONE.from[k]), toDeg(baseRad, ONE.to[k])]);
      const fact: BlockerFacts = {
        id: b.id,
        kind: b.kind,
        size: Number.isFinite(b.size) ? b.size : null,
        tallEnough,
        blockedFraction: span > 0 ? m / span : 0,
        intervalsDeg,
      };
      facts.push(b.seamOf === undefined ? fact : { ...fact, seam: [b.seamOf[0].id, b.seamOf[1].id] });
    } else if (ids !== null) {
      if (b.seamOf === undefined) ids.push(b.id);
      // a line through a seam is cut by both touching barriers.
      else ids.push(b.seamOf[0].id, b.seamOf[1].id);
    }
  }
  closeSweep();
}

/**
 * Line of sight from the sight point `source` (of a fighter of size `sourceSize`) to
 * the base `target` (of a fighter of size `targetSize`), through the candidate `barriers`.
 */
export function lineOfSight(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: readonly SightBarrier[],
  tolMm: number,
  cache?: SightCache,
): SightFacts {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) {
    return { verdict: 'full', visibleFraction: 1, spanDeg: [0, 0], blockers: [], sightTouchesTarget: true };
  }
  const blockers: BlockerFacts[] = [];
  sweep(source, sourceSize, target, targetSize, barriers, barriers.length, nearMm, cache, null, blockers, null);
  const { verdict, visibleFraction, baseRad, lo, hi } = SWEPT;
  blockers.sort(byId);
  return {
    verdict,
    visibleFraction,
    spanDeg: [toDeg(baseRad, lo), toDeg(baseRad, hi)],
    blockers,
    sightTouchesTarget: false,
  };
}

/**
 * lineOfSight's verdict, fraction and blocker ids, computed the same way but without
 * the per-barrier facts, through the first `count` barriers. `seen` is either, for each barrier i,
 * seen[i] = barrier i as seen from the source (seeBarrier), or a memo of them for this source;
 * `nearMm`, the distance from the source to the target, when the caller already has it.
 */
export function sightSummary(
  source: Point,
  sourceSize: number,
  target: Footprint,
  targetSize: number,
  barriers: readonly SightBarrier[],
  count: number,
  tolMm: number,
  seen?: readonly BarrierSeen[] | SightCache,
  nearMm: number = distPointFootprint(source, target),
): SightSummary {
  if (nearMm <= tolMm) return { verdict: 'full', visibleFraction: 1, blockerIds: [] };
  const blockerIds: string[] = [];
  const list = Array.isArray(seen) ? (seen as readonly BarrierSeen[]) : null;
  const cache = list === null ? (seen as SightCache | undefined) : undefined;
  sweep(source, sourceSize, target, targetSize, barriers, count, nearMm, cache, list, null, blockerIds);
  sortUnique(blockerIds);
  return { verdict: SWEPT.verdict, visibleFraction: SWEPT.visibleFraction, blockerIds };
}

/**
 * sightSummary from `source` with every barrier tall enough (sizes 0), and also the widest open
 * interval of directions over Φ (null when none is open): reads the fraction from the base
 * centre, and tries the opening's middle as a free line between the bases. `cache`: the barriers
 * as seen from `source`, memoised across its targets.
 */
export function sightSummaryOpening(
  source: Point,
  target: Footprint,
  barriers: readonly SightBarrier[],
  count: number,
  tolMm: number,
  cache?: SightCache,
): SightSummary & { readonly opening: Opening | null } {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) return { verdict: 'full', visibleFraction: 1, blockerIds: [], opening: null };
  const blockerIds: string[] = [];
  sweep(source, 0, target, 0, barriers, count, nearMm, cache, null, null, blockerIds);
  sortUnique(blockerIds);
  const { verdict, visibleFraction, baseRad, lo, hi } = SWEPT;
  // widestGap reads the intervals in order of start; the sweep's union may have been measured without sorting them.
  ALL.sortByStart();
  return { verdict, visibleFraction, blockerIds, opening: widestGap(ALL, baseRad, lo, hi) };
}

/**
 * sightSummaryOpening's fraction alone, the same number: sweeps each seeing pair's fraction
 * from both base centres, and asks neither the blockers (the pair has its own) nor the opening.
 */
export function sightFraction(
  source: Point,
  target: Footprint,
  barriers: readonly SightBarrier[],
  tolMm: number,
  cache?: SightCache,
): number {
  const nearMm = distPointFootprint(source, target);
  if (nearMm <= tolMm) return 1;
  sweep(source, 0, target, 0, barriers, barriers.length, nearMm, cache, null, null, null);
  return SWEPT.visibleFraction;
}

/** The widest part of [lo, hi] that no interval covers; `blocked` is sorted by start (Intervals.sortByStart). */
function widestGap(blocked: Intervals, baseRad: number, lo: number, hi: number): Opening | null {
  let best = 0;
  let bestMid = 0;
  let from = lo;
  for (let i = 0; i <= blocked.n; i++) {
    const to = i < blocked.n ? Math.min(hi, blocked.from[i]) : hi;
    if (to - from > best) {
      best = to - from;
      bestMid = (from + to) / 2;
    }
    if (i < blocked.n && blocked.to[i] > from) from = blocked.to[i];
  }
  return best > 0 ? { dirRad: baseRad + bestMid, widthRad: best } : null;
}
