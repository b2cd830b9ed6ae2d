// Contact: every pair of bases in contact, and each fighter's count of enemies against its maximum.
import {
  type Footprint,
  type Point,
  type Scene,
  RULE_VARIANTS,
  longestSideInContactMm,
  maxEnemiesInContact,
  penetrationMm,
} from '../../../geometry/index';
import { closestPair } from './measure';
import { type Placement, worldFor } from './world-sync';

export type ContactLink = {
  a: string;
  b: string;
  enemies: boolean;
  aSightTouches: boolean;
  bSightTouches: boolean;
  point: Point;
};
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

/** One base's part in a pair's contact: its longest side within τ of the other base, or none (round). */
export type ContactSide = { id: string; round: boolean; lengthMm: number; sideMm: number; qualifies: boolean };

/** The pair in dispute, as `mire check --from a --to b` decides it (R-2.1, R-3.1 .. ). */
export type PairContact = {
  gapMm: number;
  /** How far the bases overlap (0 when apart): within τ it still reads as touching. */
  overlapMm: number;
  toleranceMm: number;
  touching: boolean;
  /** Rag'narok: any touch is contact, whatever the sides. */
  anyTouch: boolean;
  contact: boolean;
  enemies: boolean;
  a: ContactSide;
  b: ContactSide;
  /** each one's sight touches the other's base. */
  aSightTouches: boolean;
  bSightTouches: boolean;
};

/** The facts of one pair's contact, for the Contact tool's pair in dispute. */
export function pairContact(scene: Scene, a: string, b: string): PairContact {
  const w = worldFor(scene);
  const facts = w.contact(a, b);
  const fa = w.footprintOf(a);
  const fb = w.footprintOf(b);
  const tol = w.toleranceMm;
  const side = (id: string, mine: Footprint, other: Footprint, qualifies: boolean): ContactSide => {
    const round = w.fighter(id).base.type === 'round';
    const part = facts.touching ? longestSideInContactMm(mine, other, tol) : { lengthMm: 0, sideMm: 0 };
    return { id, round, lengthMm: part.lengthMm, sideMm: part.sideMm, qualifies };
  };
  return {
    gapMm: facts.distanceMm ?? w.distanceMm(a, b),
    overlapMm: penetrationMm(fa, fb),
    toleranceMm: tol,
    touching: facts.touching,
    anyTouch: w.variants.contact === 'any-touch',
    contact: facts.contact,
    enemies: w.fighter(a).side !== w.fighter(b).side,
    a: side(a, fa, fb, facts.aQualifies),
    b: side(b, fb, fa, facts.bQualifies),
    aSightTouches: w.sightTouches(a, b),
    bSightTouches: w.sightTouches(b, a),
  };
}

/** The footprint's bounding box, to skip pairs far apart before the exact contact test. */
function bboxOf(f: Footprint) {
  if (f.kind === 'circle') {
    return {
      minX: f.center.x - f.radiusMm,
      minY: f.center.y - f.radiusMm,
      maxX: f.center.x + f.radiusMm,
      maxY: f.center.y + f.radiusMm,
    };
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
