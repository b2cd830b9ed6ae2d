// R-6.18 Rag'narok "Assault" and "Moving miniatures": "an assault is a movement that allows a unit
// to engage an enemy unit": one unit, so an assault that ends touching fighters of two enemy units
// is refused, naming them; and a unit moves at its slowest member's Movement.
import type { MoveProblem } from '../moves/problems';
import type { World } from '../world';
import { unitMembers, unitMovCm, unitOf, unitsOfFighters } from './units';

const isRagnarok = (world: World) => world.scene.ruleset === 'ragnarok';

/** the Movement a fighter moves at: its unit's (the slowest member's) in Rag'narok, its own elsewhere. */
export function moverMovCm(world: World, id: string): number {
  if (!isRagnarok(world)) return world.fighter(id).mov;
  return unitMovCm(world, unitOf(world, id));
}

/** The slowest member of the mover's unit, when it is slower than the mover. */
export function slowestMember(world: World, id: string): string | null {
  const mov = moverMovCm(world, id);
  if (mov >= world.fighter(id).mov) return null;
  return unitMembers(world, unitOf(world, id)).members.find((m) => world.fighter(m).mov === mov) ?? null;
}

/** an assault ending against fighters of two enemy units (or more): the problem naming them, else null. */
export function twoUnitsProblem(world: World, enemiesAtEnd: readonly string[], assault: boolean): MoveProblem | null {
  if (!assault || !isRagnarok(world)) return null;
  const units = unitsOfFighters(world, enemiesAtEnd);
  if (units.length < 2) return null;
  return { code: 'two-units', rule: 'R-6.18', units, fighters: [...enemiesAtEnd].sort() };
}
