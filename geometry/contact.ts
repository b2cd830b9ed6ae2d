// Contact between bases: .. R-3.7 (Confédé II-E; Rag'narok "Notion of contact"; C3 sheet).
import { type Base, baseWidthMm } from './base';
import { clipSegmentNearFraction } from './clip';
import { type Footprint, distanceMm, distPointFootprint } from './footprint';
import type { RuleVariants } from './ruleset';
import type { Point } from './vec';

/** Touching: the footprints are within the tolerance of each other. */
export function touching(a: Footprint, b: Footprint, tolMm: number): boolean {
  return distanceMm(a, b) <= tolMm;
}

/**
 * The longest length of one side of footprint `a` that lies within the tolerance of `b`
 * . For a round base there are no sides: the answer is 0.
 */
export function longestSideInContactMm(
  a: Footprint,
  b: Footprint,
  tolMm: number,
): { lengthMm: number; sideMm: number } {
  if (a.kind === 'circle') return { lengthMm: 0, sideMm: 0 };
  let best = 0;
  let bestSide = 0;
  const pts = a.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j];
    const q = pts[i];
    const sideMm = Math.sqrt((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y));
    const fraction = clipSegmentNearFraction(p, q, b, tolMm);
    if (fraction < 0) continue;
    const lengthMm = fraction * sideMm;
    // Prefer the side with the largest fraction in contact.
    if (bestSide === 0 || lengthMm / sideMm > best / bestSide) {
      best = lengthMm;
      bestSide = sideMm;
    }
  }
  return { lengthMm: best, sideMm: bestSide };
}

/** Floating-point slack when comparing a covered length with half a side (not a rules tolerance). */
const HALF_SIDE_EPS_MM = 1e-7;

/**
 * Does fighter A (on `baseA`, footprint `a`) qualify for contact with B?
 * Square and rectangle: at least half of one side within τ of B. Round: any point touching.
 */
export function qualifiesForContact(baseA: Base, a: Footprint, b: Footprint, tolMm: number): boolean {
  if (!touching(a, b, tolMm)) return false;
  if (baseA.type === 'round') return true;
  const { lengthMm, sideMm } = longestSideInContactMm(a, b, tolMm);
  return lengthMm >= sideMm / 2 - HALF_SIDE_EPS_MM;
}

export type ContactFacts = {
  touching: boolean;
  /** A qualifies. */
  aQualifies: boolean;
  bQualifies: boolean;
  /** bilateral contact (or any touch). */
  contact: boolean;
  /** the edge-to-edge distance the facts were decided on. */
  distanceMm?: number;
};

/** Contact is bilateral: they touch and either one qualifies. in Rag'narok any touch is contact. */
export function contactFacts(
  baseA: Base,
  a: Footprint,
  baseB: Base,
  b: Footprint,
  tolMm: number,
  variants: RuleVariants,
): ContactFacts {
  const gapMm = distanceMm(a, b);
  if (gapMm > tolMm)
    return { touching: false, aQualifies: false, bQualifies: false, contact: false, distanceMm: gapMm };
  const aQualifies = qualifiesForContact(baseA, a, b, tolMm);
  const bQualifies = qualifiesForContact(baseB, b, a, tolMm);
  const contact = variants.contact === 'any-touch' ? true : aQualifies || bQualifies;
  return { touching: true, aQualifies, bQualifies, contact, distanceMm: gapMm };
}

/** Does the sight point touch the other base (within τ)? */
export function sightTouches(sight: Point, b: Footprint, tolMm: number): boolean {
  return distPointFootprint(sight, b) <= tolMm;
}

/** The most enemies that may be in contact with one fighter. */
export function maxEnemiesInContact(
  fighter: { size: number; titan?: boolean; base: Base },
  variants: RuleVariants,
): number {
  if (variants.maxEnemies === 'by-base') return maxEnemiesByBase(fighter.base);
  if (fighter.titan) return 16;
  if (fighter.size <= 1) return 3;
  if (fighter.size === 2) return 4;
  if (fighter.size === 3) return 6;
  return 8;
}

/**
 * R-3.5 (C3) by base: infantry 4, cavalry 6, creature and larger 8. A base up to 30 mm wide is
 * infantry, a rectangle is cavalry, anything larger is a creature (a Ø50 round cavalry base is
 * ambiguous in the sheet; it is counted as a creature here).
 */
function maxEnemiesByBase(base: Base): number {
  if (base.type === 'rect') return 6;
  if (baseWidthMm(base) <= 30) return 4;
  return 8;
}

/**
 * Melees: connected groups of fighters linked by contacts between enemies only.
 * `enemyContacts` lists unordered pairs of ids in contact whose sides differ.
 * Returns each melee's ids, sorted, melees in order of their first id.
 */
export function melees(ids: readonly string[], enemyContacts: readonly [string, string][]): string[][] {
  const parent = new Map<string, string>();
  for (const id of ids) parent.set(id, id);
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    let c = x;
    while (parent.get(c) !== r) {
      const next = parent.get(c)!;
      parent.set(c, r);
      c = next;
    }
    return r;
  };
  const linked = new Set<string>();
  for (const [a, b] of enemyContacts) {
    linked.add(a);
    linked.add(b);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  }
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    if (!linked.has(id)) continue;
    const r = find(id);
    const g = groups.get(r);
    if (g) g.push(id);
    else groups.set(r, [id]);
  }
  const out = [...groups.values()].map((g) => [...g].sort());
  out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return out;
}
