// Shooting into a melee (Confédé VI-B-1): the shooter's friends in contact with the target
// are at risk; the one nearest the shooter is hit on a 1-3. Two or more equally near (within τ,
// their owner chooses, so every one of them is named.
import { distPointFootprint } from './footprint';
import type { World } from './world';

export type MeleeFriend = {
  readonly id: string;
  /** From the shooter's sight (Rag'narok: its base edge) to the friend's base edge. */
  readonly distanceMm: number;
};

export type MeleeRisk = {
  /** The shooter's friends in contact with the target, nearest the shooter first (ties by id). */
  readonly friends: readonly MeleeFriend[];
  /** The nearest, and every other within τ of it: the owner picks among them. */
  readonly atRisk: readonly string[];
};

/** who is at risk when `shooterId` shoots `targetId` in a melee. */
export function meleeRisk(world: World, shooterId: string, targetId: string): MeleeRisk {
  const side = world.fighter(shooterId).side;
  const sight = world.sightOf(shooterId);
  // Rag'narok measures edge to edge; Confédé and C3 from the shooter's sight.
  const edge = world.variants.measureFrom === 'edge';
  const friends = world
    .enemiesInContact(targetId)
    .filter((id) => id !== shooterId && world.fighter(id).side === side)
    .map((id) => ({
      id,
      distanceMm: edge ? world.distanceMm(shooterId, id) : distPointFootprint(sight, world.footprintOf(id)),
    }))
    .sort((a, b) => a.distanceMm - b.distanceMm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (friends.length === 0) return { friends, atRisk: [] };
  const nearestMm = friends[0].distanceMm;
  const atRisk = friends.filter((f) => f.distanceMm <= nearestMm + world.toleranceMm).map((f) => f.id);
  return { friends, atRisk };
}
