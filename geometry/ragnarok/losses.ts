// R-9.6 Rag'narok "Removal of the losses": "the fighters closest to the leader of the unit of
// marksmen are eliminated first", distances edge to edge (R-2.1). Fighters as near within τ
// are named together: their owner chooses among them.
import type { World } from '../world';
import type { LossRank } from './types';

export function lossOrder(world: World, shootingLeader: string, targets: readonly string[]): LossRank[] {
  const tol = world.toleranceMm;
  const ranked = targets
    .map((fighter) => ({ fighter, distanceMm: world.distanceMm(shootingLeader, fighter) }))
    .sort((a, b) => a.distanceMm - b.distanceMm || (a.fighter < b.fighter ? -1 : a.fighter > b.fighter ? 1 : 0));
  return ranked.map((r) => ({
    ...r,
    tiedWith: ranked
      .filter((o) => o.fighter !== r.fighter && Math.abs(o.distanceMm - r.distanceMm) <= tol)
      .map((o) => o.fighter),
  }));
}
