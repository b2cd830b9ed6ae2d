// check() held to the previous search kept frozen in bench/baseline-ragnarok.ts, every
// ordered pair with every obstacle on the table as a candidate (the Rag'narok sight tests share it).
import { expect } from 'vitest';
import { referenceBaseToBase } from '../../bench/baseline-ragnarok';
import { erode } from '../../geometry/sight/barrier';
import { bbox, containsPoint } from '../../geometry/footprint';
import type { Scene } from '../../geometry/scene';
import type { SightBarrier } from '../../geometry/sight';
import { World, fighterFootprint, sceneryFootprint } from '../../geometry/world';
import { allSeams, memberBlockers, withSeams } from './seams';

const OBSTRUCTION_OF = { full: 'none', partial: 'partial', none: 'full' } as const;
/** check()'s obstruction, fraction and blockers of every ordered pair against the previous search, one pair at a time. */
export function expectSameAsPreviousSearch(scene: Scene): Record<string, number> {
  const tol = scene.options.tolerance;
  const world = new World(scene);
  const got = world.check().pairs;
  const prints = new Map(scene.scenery.map((s) => [s.id, sceneryFootprint(s)] as const));
  const fighters = scene.fighters.map((spec) => {
    const footprint = fighterFootprint(spec);
    const centre = { x: spec.position[0], y: spec.position[1] };
    const standsOn = new Set([...prints].filter(([, fp]) => containsPoint(fp, centre)).map(([id]) => id));
    const barrier: SightBarrier = {
      id: spec.id,
      kind: 'fighter',
      size: spec.size,
      shape: erode(footprint, tol),
      bbox: bbox(footprint),
    };
    return { spec, footprint, centre, standsOn, barrier };
  });
  const scenery: SightBarrier[] = scene.scenery
    .filter((s) => s.blocksSight)
    .map((s) => ({
      id: s.id,
      kind: 'scenery',
      size: s.size ?? Infinity,
      shape: erode(prints.get(s.id)!, tol),
      bbox: bbox(prints.get(s.id)!),
    }));
  // the seams between touching barriers (level-0 fighters and scenery that blocks sight).
  const level0 = fighters.filter((f) => f.spec.level === 0);
  const seams = allSeams(
    [...level0.map((f) => f.barrier), ...scenery],
    [...level0.map((f) => f.footprint), ...scene.scenery.filter((s) => s.blocksSight).map((s) => prints.get(s.id)!)],
    tol,
  );
  const counts: Record<string, number> = { full: 0, partial: 0, none: 0 };
  let k = 0;
  for (const a of fighters) {
    for (const b of fighters) {
      if (a === b) continue;
      // no barrier for a line with a level-1 end; none that either end stands on.
      const barriers =
        a.spec.level === 1 || b.spec.level === 1
          ? []
          : withSeams(
              [
                ...fighters.filter((f) => f !== a && f !== b && f.spec.level === 0).map((f) => f.barrier),
                ...scenery.filter((s) => !a.standsOn.has(s.id) && !b.standsOn.has(s.id)),
              ],
              seams,
            );
      const want = referenceBaseToBase(a.footprint, a.centre, b.footprint, barriers, tol);
      const p = got[k++];
      const at = `${p.from} -> ${p.to}`;
      expect([p.from, p.to], at).toEqual([a.spec.id, b.spec.id]);
      expect(p.obstruction, at).toBe(OBSTRUCTION_OF[want.verdict]);
      expect(p.blockers, at).toEqual(memberBlockers(want.blockers, barriers));
      if (p.inView && !p.contact) expect(p.visibleFraction, at).toBe(want.visibleFraction);
      counts[want.verdict]++;
    }
  }
  expect(k).toBe(got.length);
  return counts;
}
