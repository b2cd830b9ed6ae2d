// Rag'narok "Unit ranged attack": a unit shoots an enemy unit of which at least one fighter
// is seen; neither unit may be engaged; the range runs from the edge of the shooting leader's base
// to the edge of the enemy leader's in bands of 10 cm, the band being the difficulty
// +2 for interference; losses the target's fighters nearest the shooting leader first.
import { ragnarokBand } from '../range';
import type { World } from '../world';
import { lossOrder } from './losses';
import type { UnitShot, UnitShotProblem } from './types';
import { engagedMembers, unitMembers } from './units';
import { interferenceZone, standsInZone } from './zone';

/** interference: +2 to the difficulty. */
export const INTERFERENCE_DELTA = 2;

/** the marksmen (members who see a target fighter) and the target fighters seen by one of them. */
function sightBetween(world: World, shooters: readonly string[], targets: readonly string[]) {
  const marksmen: string[] = [];
  const seen = new Set<string>();
  for (const m of shooters) {
    let sees = false;
    for (const t of targets) {
      if (world.losVerdict(m, t) === 'none') continue;
      sees = true;
      seen.add(t);
    }
    if (sees) marksmen.push(m);
  }
  return { marksmen, seen: targets.filter((t) => seen.has(t)) };
}

/** the obstacles, scenery that blocks sight or fighters of neither unit, standing in the zone between the units. */
export function interferenceBetween(world: World, shooters: readonly string[], targets: readonly string[]): string[] {
  const ours = new Set([...shooters, ...targets]);
  const zone = interferenceZone([...ours].map((id) => world.footprintOf(id)));
  if (zone === null) return [];
  const tol = world.toleranceMm;
  const out: string[] = [];
  for (const s of world.scene.scenery) {
    if (!s.blocksSight) continue;
    const print = world.sceneryFootprintOf(s.id);
    if (print && standsInZone(zone, print, tol)) out.push(s.id);
  }
  for (const id of world.fighterIds())
    if (!ours.has(id) && standsInZone(zone, world.footprintOf(id), tol)) out.push(id);
  return out.sort();
}

/** the shot of unit `unit` at enemy unit `target`. */
export function judgeUnitShot(world: World, unit: string, target: string): UnitShot {
  const a = unitMembers(world, unit);
  const b = unitMembers(world, target);
  const problems: UnitShotProblem[] = [];
  if (a.leader === null) problems.push({ code: 'no-leader', rule: 'R-9.6', unit });
  if (b.leader === null) problems.push({ code: 'no-leader', rule: 'R-9.6', unit: target });
  const sideOf = (id: string) => world.fighter(id).side;
  if (a.members.some((m) => b.members.some((t) => sideOf(m) === sideOf(t))))
    problems.push({ code: 'friend-unit', rule: 'R-9.6' });
  // "A unit can attack from range if ... his unit is free"; "it is impossible to target an engaged unit".
  const busy = engagedMembers(world, a.members);
  if (busy.length > 0) problems.push({ code: 'shooters-engaged', rule: 'R-9.6', fighters: busy });
  const held = engagedMembers(world, b.members);
  if (held.length > 0) problems.push({ code: 'target-engaged', rule: 'R-9.6', fighters: held });
  const { marksmen, seen } = sightBetween(world, a.members, b.members);
  if (seen.length === 0) problems.push({ code: 'none-seen', rule: 'R-9.6' });
  const leaders = a.leader !== null && b.leader !== null ? ([a.leader, b.leader] as const) : null;
  const distanceMm = leaders ? world.distanceMm(leaders[0], leaders[1]) : null;
  const range = distanceMm === null ? null : ragnarokBand(distanceMm, world.toleranceMm);
  const interference = interferenceBetween(world, a.members, b.members);
  const difficulty = range === null ? null : range + (interference.length > 0 ? INTERFERENCE_DELTA : 0);
  return {
    unit,
    target,
    legal: problems.length === 0,
    problems,
    marksmen,
    seen,
    distanceMm,
    range,
    interference,
    difficulty,
    losses: a.leader === null ? [] : lossOrder(world, a.leader, b.members),
  };
}
