// Snapping a dropped base into contact.
import {
  type FighterSpec,
  type Footprint,
  type Scene,
  type Point,
  assaultPose,
  containsPoint,
  distanceMm,
  fighterFootprint,
  penetrationMm,
  slideToTouch,
} from '../../../geometry/index';
import { ASSAULT_ACTIONS, type MoveAction } from './move-actions';
import type { Placement } from './world-sync';

/** A base dropped on another or within this distance of it is snapped into contact. */
export const SNAP_MM = 6;

/** Footprints of committed fighters, by spec (a spec is replaced, never changed, when edited). */
const specFootprints = new WeakMap<FighterSpec, Footprint>();

function footprintOfSpec(f: FighterSpec): Footprint {
  let fp = specFootprints.get(f);
  if (!fp) {
    fp = fighterFootprint(f);
    specFootprints.set(f, fp);
  }
  return fp;
}

/**
 * A mouse cannot place a base within τ of another: a base dragged onto a fighter, or to within
 * SNAP_MM of it, is put exactly against it. Charging or engaging an enemy takes the assault pose
 * (the sight on the enemy's nearest edge, R-3.4, R-6.6); otherwise the base slides along the line
 * of centres until it just touches, keeping its facing.
 * `dropAt`, the table point under the pointer: a charge or an engagement dropped inside an
 * enemy's base is an assault on that enemy, wherever a finger held the mover's base; it
 * takes the pose nearest to where the mover stands (the scene's, uncommitted), the side it comes from.
 */
export function snapPlacement(scene: Scene, placement: Placement, action: MoveAction, dropAt?: Point): Placement {
  const me = scene.fighters.find((f) => f.id === placement.id);
  if (!me) return placement;
  const at = { x: placement.position[0], y: placement.position[1] };
  if (dropAt && ASSAULT_ACTIONS.has(action)) {
    const target = scene.fighters.find(
      (f) => f.id !== me.id && f.side !== me.side && containsPoint(footprintOfSpec(f), dropAt),
    );
    if (target) {
      const from = { x: me.position[0], y: me.position[1] };
      const pose = assaultPose(me.base, from, footprintOfSpec(target));
      return { id: me.id, position: [pose.position.x, pose.position.y], facing: pose.facingDeg };
    }
  }
  const mine = fighterFootprint({ base: me.base, position: placement.position, facing: placement.facing });
  let best: { f: FighterSpec; fp: Footprint; score: number } | null = null;
  for (const other of scene.fighters) {
    if (other.id === me.id) continue;
    const fp = footprintOfSpec(other);
    const d = distanceMm(mine, fp);
    if (d > SNAP_MM) continue;
    // Overlap counts as a negative distance: the deepest overlap, else the nearest, wins.
    const score = d > 0 ? d : -penetrationMm(mine, fp);
    if (!best || score < best.score) best = { f: other, fp, score };
  }
  if (!best) return placement;
  const assault = ASSAULT_ACTIONS.has(action) && best.f.side !== me.side;
  const pose = assault
    ? assaultPose(me.base, at, best.fp)
    : slideToTouch(me.base, { position: at, facingDeg: placement.facing }, best.fp);
  return { id: me.id, position: [pose.position.x, pose.position.y], facing: pose.facingDeg };
}
