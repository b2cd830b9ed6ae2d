// R-6.14 pushing aside: shapes carried rigidly along one edge of the target (events.ts' motions:
// a slide along a side, a turn about a round target's centre). Where a carried shape overlaps
// another deeper than τ, and how far a fighter in contact may slide, staying in contact with the
// target and clear of everything that does not move. Closed form: the pieces between consecutive
// events (a superset of every change of the tests) are each tested once; nothing is sampled.
import type { Base } from '../../base';
import { contactFacts } from '../../contact';
import { type Footprint, bbox, penetrationMm } from '../../footprint';
import type { RuleVariants } from '../../ruleset';
import type { Point } from '../../vec';
import { type Motion, contactEvents, tableEvents } from '../events';
import { halfSideEvents } from '../free-edges';
import { erodedBase, onTable, standsOnScenery } from '../standing';

/** An interval of the motion's parameter (a slide's multiple of the side, a turn's radians). */
export type Span = { readonly lo: number; readonly hi: number };

function carriedPoint(p: Point, m: Motion, r: number): Point {
  if (m.kind === 'slide') return { x: p.x + r * m.d.x, y: p.y + r * m.d.y };
  const c = Math.cos(r);
  const s = Math.sin(r);
  const x = p.x - m.c.x;
  const y = p.y - m.c.y;
  return { x: m.c.x + c * x - s * y, y: m.c.y + s * x + c * y };
}

/** The footprint carried by parameter r along the motion. */
export function carried(f: Footprint, m: Motion, r: number): Footprint {
  if (f.kind === 'circle') return { ...f, center: carriedPoint(f.center, m, r) };
  return { ...f, points: f.points.map((p) => carriedPoint(p, m, r)) };
}

/** A centre and a radius that hold the footprint. */
function reachOf(f: Footprint): { c: Point; r: number } {
  if (f.kind === 'circle') return { c: f.center, r: f.radiusMm };
  const b = bbox(f);
  const c = { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
  return { c, r: Math.hypot(b.maxX - b.minX, b.maxY - b.minY) / 2 };
}

/** The parameters beyond which `moving` and `still` are apart whatever their shapes (a slide); a whole turn. */
function rangeOf(m: Motion, moving: Footprint, still: Footprint): Span {
  if (m.kind === 'turn') return { lo: -Math.PI, hi: Math.PI };
  const a = reachOf(moving);
  const b = reachOf(still);
  const far = (Math.hypot(a.c.x - b.c.x, a.c.y - b.c.y) + a.r + b.r + 1) / Math.hypot(m.d.x, m.d.y);
  return { lo: -far, hi: far };
}

/** Cuts of a range: its ends and every event inside it, sorted. */
function cutsOf(range: Span, events: readonly number[]): number[] {
  const cuts = [range.lo, range.hi, ...events.filter((e) => e > range.lo && e < range.hi)];
  return cuts.sort((a, b) => a - b);
}

/**
 * The zone of offsets r where `moving` carried by r overlaps `still` deeper than τ, as
 * one span (the hull of the overlapping pieces: both shapes are convex, so it is one piece in a
 * slide; a turn's is taken round the circle), or null when they never overlap.
 */
export function overlapZone(m: Motion, moving: Footprint, still: Footprint, toleranceMm: number): Span | null {
  const range = rangeOf(m, moving, still);
  const events = contactEvents(m, moving, still, [toleranceMm, -toleranceMm]).map((e) =>
    m.kind === 'turn' ? wrapPi(e) : e,
  );
  const cuts = cutsOf(range, events);
  const hits: Span[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const lo = cuts[i - 1];
    const hi = cuts[i];
    if (hi - lo < 1e-12) continue;
    if (penetrationMm(carried(moving, m, (lo + hi) / 2), still) > toleranceMm) hits.push({ lo, hi });
  }
  if (hits.length === 0) return null;
  // A turn's zone across ±π: the pieces at the top are the same place as those just past −π.
  if (m.kind === 'turn' && hits[0].lo === -Math.PI && hits[hits.length - 1].hi === Math.PI && hits.length > 1) {
    const top = hits.filter((h) => h.lo > 0);
    const rest = hits.filter((h) => h.lo <= 0);
    return { lo: Math.min(...top.map((h) => h.lo)) - 2 * Math.PI, hi: Math.max(...rest.map((h) => h.hi)) };
  }
  return { lo: hits[0].lo, hi: hits[hits.length - 1].hi };
}

function wrapPi(a: number): number {
  const t = (((a + Math.PI) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return t - Math.PI;
}

/** A fighter in contact with the target, what it must keep clear of as it slides, and the rules. */
export type SlideWorld = {
  readonly base: Base;
  readonly print: Footprint;
  readonly target: { readonly base: Base; readonly print: Footprint };
  /** Every base that does not move (barriers, R-6.14), and the scenery it may not stand on. */
  readonly still: readonly Footprint[];
  readonly scenery: readonly Footprint[];
  readonly table: { readonly width: number; readonly depth: number };
  readonly toleranceMm: number;
  readonly variants: RuleVariants;
};

/** At offset r: in contact with the target, clear of every still base by τ, off the scenery, on the table. */
function standsAt(s: SlideWorld, m: Motion, r: number): boolean {
  const tol = s.toleranceMm;
  const p = carried(s.print, m, r);
  if (!onTable(bbox(p), s.table, tol)) return false;
  if (!contactFacts(s.base, p, s.target.base, s.target.print, tol, s.variants).contact) return false;
  for (const o of s.still) if (penetrationMm(p, o) > tol) return false;
  for (const o of s.scenery) if (standsOnScenery(p, o, tol)) return false;
  return true;
}

/**
 * the offsets a fighter in contact may slide to, continuously from where it stands: the
 * span round 0 where it stays in contact with the target and clear of every still base.
 */
export function slideRange(s: SlideWorld, m: Motion): Span {
  const tol = s.toleranceMm;
  const range: Span = m.kind === 'turn' ? { lo: -Math.PI, hi: Math.PI } : rangeOf(m, s.print, s.target.print);
  const events = [
    0,
    ...contactEvents(m, s.print, s.target.print, [tol, 0, -tol]),
    ...halfSideEvents(m, s.print, s.target.print, tol),
    ...tableEvents(m, s.print, s.table, tol),
  ];
  for (const o of s.still) events.push(...contactEvents(m, s.print, o, [tol, -tol]));
  const eroded = erodedBase(s.print, tol);
  for (const o of s.scenery) events.push(...contactEvents(m, eroded, o, [0]));
  const cuts = cutsOf(range, m.kind === 'turn' ? events.map(wrapPi) : events);
  const zero = cuts.indexOf(0);
  let hi = 0;
  for (let i = zero + 1; i < cuts.length && standsAt(s, m, (cuts[i - 1] + cuts[i]) / 2); i++) hi = cuts[i];
  let lo = 0;
  for (let i = zero - 1; i >= 0 && standsAt(s, m, (cuts[i] + cuts[i + 1]) / 2); i--) lo = cuts[i];
  return { lo, hi };
}
