// Rag'narok units: who belongs to which unit, its leader, its Movement, whether it
// is engaged. A fighter with no `unit` is a unit of one (named after itself).
import type { World } from '../world';
import type { UnitMembers } from './types';

/** The unit a fighter belongs to: its `unit`, or itself alone. */
export function unitOf(world: World, fighterId: string): string {
  return world.fighter(fighterId).unit ?? fighterId;
}

/** The members of `unit` in the scene's order; its leader when exactly one is marked (a unit of one leads itself). */
export function unitMembers(world: World, unit: string): UnitMembers {
  const members = world.fighterIds().filter((id) => unitOf(world, id) === unit);
  const leaders = members.filter((id) => world.fighter(id).leader === true);
  const leader = leaders.length === 1 ? leaders[0] : members.length === 1 ? members[0] : null;
  return { unit, members, leader };
}

/** Does the scene have this unit (some fighter's `unit`, or a lone fighter's id)? */
export function hasUnit(world: World, unit: string): boolean {
  return world.fighterIds().some((id) => unitOf(world, id) === unit);
}

/** R-6.18 "a unit's Movement is its slowest member's" (cm). */
export function unitMovCm(world: World, unit: string): number {
  let mov = Infinity;
  for (const id of unitMembers(world, unit).members) mov = Math.min(mov, world.fighter(id).mov);
  return mov;
}

/** The members in contact with an enemy (an engaged unit has at least one). */
export function engagedMembers(world: World, members: readonly string[]): string[] {
  return members.filter((id) => world.enemiesInContact(id).length > 0);
}

/** The units of `fighters`, each once, sorted. */
export function unitsOfFighters(world: World, fighters: readonly string[]): string[] {
  return [...new Set(fighters.map((id) => unitOf(world, id)))].sort();
}
