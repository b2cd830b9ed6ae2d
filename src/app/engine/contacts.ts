// Contact: every pair of bases in contact, and each fighter's count of enemies against its maximum.
import { type Footprint, type Point, type Scene, RULE_VARIANTS, maxEnemiesInContact } from '../../../geometry/index';
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
