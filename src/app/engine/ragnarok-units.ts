// The engine's door for Rag'narok units in the app, loaded on demand with the Sight card's unit
// shot and the Move tool's flight: asked of the synced World.
import { type Flight, type Scene, type UnitShot, judgeFlight, judgeUnitShot, unitOf } from '../../../geometry/index';
import { type Placement, worldFor } from './world-sync';

export type { Flight, UnitShot };

/** the shot of `from`'s unit at `to`'s unit; null when they are one unit (it does not shoot itself). */
export function unitShotFor(scene: Scene, from: string, to: string, placement?: Placement | null): UnitShot | null {
  const world = worldFor(scene, placement);
  const unit = unitOf(world, from);
  const target = unitOf(world, to);
  return unit === target ? null : judgeUnitShot(world, unit, target);
}

/** where the unit of `fighter` flees (2 × its MOV towards the nearest table edge). */
export function flightFor(scene: Scene, fighter: string): Flight {
  const world = worldFor(scene);
  return judgeFlight(world, unitOf(world, fighter));
}
