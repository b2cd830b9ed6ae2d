// Where a base may stand at the end of a move: on the table, clear of every
// other base of its level by more than τ, off the scenery it may not cross. The one test of each,
// for the judge's end position and for the assault placement's fits.
import { contactFacts } from '../contact';
import {
  type BBox,
  type Footprint,
  bbox,
  boxesMeet,
  circle,
  distanceMm,
  offsetConvex,
  penetrationMm,
  polygon,
} from '../footprint';
import { ShapeCache } from '../shape-cache';
import type { World } from '../world';
import type { MoveAction } from './actions';
import { deepScenery, sceneryCrossing } from './obstacles';
import type { MoveProblem } from './problems';

/** Boxes of the footprints a World keeps (fighters' and scenery's, each made once): worked out once each. */
const boxes = new ShapeCache<Footprint, BBox>('footprint boxes', bbox);

export function boxOf(f: Footprint): BBox {
  return boxes.get(f);
}

/**
 * A convex base shrunk by τ on every side: what of it lies deeper than the tolerance. A
 * base overlaps scenery by more than τ when this meets the scenery — exact for non-convex scenery,
 * where a penetration depth is not defined.
 */
export function erodedBase(base: Footprint, toleranceMm: number): Footprint {
  if (base.kind === 'circle') return circle(base.center, Math.max(0, base.radiusMm - toleranceMm));
  return polygon(offsetConvex(base.points, -toleranceMm) ?? base.points);
}

/** Does a base placed at `print` stand on the scenery `f` (deeper than τ)? */
export function standsOnScenery(print: Footprint, f: Footprint, toleranceMm: number): boolean {
  return distanceMm(erodedBase(print, toleranceMm), f) === 0;
}

/** the base within the table, τ allowed. */
export function onTable(
  box: BBox,
  table: { readonly width: number; readonly depth: number },
  toleranceMm: number,
): boolean {
  return (
    box.minX >= -toleranceMm &&
    box.minY >= -toleranceMm &&
    box.maxX <= table.width + toleranceMm &&
    box.maxY <= table.depth + toleranceMm
  );
}

/** What a base of the mover standing at `print` meets: its standing problems, and the enemies it is in contact with. */
export type BaseSurroundings = { readonly problems: MoveProblem[]; readonly enemies: string[] };

/**
 * The problems of a base of `moverId` standing at `print`: off the table, overlapping another
 * base of its level, on scenery it does not cross (R-6.4; the same-size pieces are crossed
 * when `crossSameSize`, R-6.12; in Rag'narok only by a walk, and a river never, R-6.13); and, in
 * the same pass over the bases, the enemies it touches in contact.
 */
export function surroundingsAt(
  world: World,
  moverId: string,
  print: Footprint,
  crossSameSize: boolean,
  action?: MoveAction,
): BaseSurroundings {
  const problems: MoveProblem[] = [];
  const enemies: string[] = [];
  const tol = world.toleranceMm;
  const box = bbox(print);
  if (!onTable(box, world.scene.table, tol)) problems.push({ code: 'off-table', rule: 'R-0.3' });
  const me = world.fighter(moverId);
  for (const id of world.fighterIds()) {
    if (id === moverId) continue;
    const f = world.fighter(id);
    if (f.level !== me.level) continue;
    const other = world.footprintOf(id);
    if (!boxesMeet(box, boxOf(other), tol)) continue;
    const depthMm = penetrationMm(print, other);
    if (depthMm > tol) problems.push({ code: 'overlap', rule: 'R-0.3', other: id, depthMm });
    if (f.side !== me.side && contactFacts(me.base, print, f.base, other, tol, world.variants).contact)
      enemies.push(id);
  }
  for (const s of world.scene.scenery) {
    if (s.passable) continue;
    const f = world.sceneryFootprintOf(s.id)!;
    if (!boxesMeet(box, boxOf(f), tol)) continue;
    const crossing = sceneryCrossing(world, moverId, s, action);
    // Rag'narok: a move may go over a stretch of water, never end on it.
    if ((crossing === 'cross' || (crossing === 'same' && crossSameSize)) && !(deepScenery(world, s) && me.level === 0))
      continue;
    if (standsOnScenery(print, f, tol)) problems.push({ code: 'in-scenery', rule: 'R-6.4', other: s.id });
  }
  return { problems, enemies };
}

/** The standing problems alone (surroundingsAt). */
export function standingProblems(
  world: World,
  moverId: string,
  print: Footprint,
  crossSameSize: boolean,
): MoveProblem[] {
  return surroundingsAt(world, moverId, print, crossSameSize).problems;
}
