// What a move goes round (R-6.2 ..) and the World's kept route indexes.
import { baseWidthMm } from '../base';
import type { RouteIndex, RouteObstacle } from '../route';
import type { ScenerySpec } from '../scene';
import { type World, sceneryFootprint } from '../world';
import { type MoveAction, potentialMm } from './actions';

/**
 * friends activated in the same turn and free of any enemy are no obstacle to the mover;
 * in Rag'narok every friend of its level is passed through.
 */
export function passableFriends(world: World, moverId: string, extraActivated: readonly string[] = []): string[] {
  const mover = world.fighter(moverId);
  const out: string[] = [];
  if (world.scene.ruleset === 'ragnarok') {
    for (const id of world.fighterIds()) {
      const f = world.fighter(id);
      if (id !== moverId && f.side === mover.side && f.level === mover.level) out.push(id);
    }
    return out;
  }
  const activated = new Set([...(mover.activatedWith ?? []), ...extraActivated]);
  for (const id of activated) {
    if (id === moverId || !world.hasFighter(id)) continue;
    const f = world.fighter(id);
    if (f.level === mover.level && f.side === mover.side && world.freeOfContact(id)) out.push(id);
  }
  return out;
}

/**
 * How a move treats one scenery piece: `cross` smaller than the mover (or passable, or
 * under a flyer, R-6.13); `same` the same size, crossed only in a move of at most MOV × 1 (R-6.12:
 * the distance moved decides, not the action); `keep` larger or without a size: impassable.
 */
export type SceneryCrossing = 'cross' | 'same' | 'keep';

export function sceneryCrossing(world: World, moverId: string, s: ScenerySpec): SceneryCrossing {
  const mover = world.fighter(moverId);
  if (s.passable || mover.level === 1) return 'cross';
  if (s.size === undefined || s.size > mover.size) return 'keep';
  return s.size < mover.size ? 'cross' : 'same';
}

/**
 * The ids a move's route ignores in its index: the mover, the excluded (its target), passable
 * friends, the scenery crossed; the same-size pieces too when `crossSameSize` (a move of at most
 * MOV × 1, R-6.12).
 */
export function ignoredBy(world: World, moverId: string, crossSameSize: boolean, exclude: readonly string[] = [], activated: readonly string[] = []): string[] {
  const out = [moverId, ...exclude, ...passableFriends(world, moverId, activated)];
  for (const s of world.scene.scenery) {
    if (s.passable) continue;
    const c = sceneryCrossing(world, moverId, s);
    if (c === 'cross' || (c === 'same' && crossSameSize)) out.push(s.id);
  }
  return out;
}

/** The same-size pieces of the scene for this mover: when none, one route decides. */
export function sameSizeScenery(world: World, moverId: string): string[] {
  return world.scene.scenery.filter((s) => sceneryCrossing(world, moverId, s) === 'same').map((s) => s.id);
}

/** The obstacles of one move as a list (R-6.2 .. ): for a route worked out apart from the World's index. */
export function obstacleList(world: World, moverId: string, crossSameSize: boolean, exclude: readonly string[] = [], extraActivated: readonly string[] = []): RouteObstacle[] {
  const mover = world.fighter(moverId);
  const ignored = new Set(ignoredBy(world, moverId, crossSameSize, exclude, extraActivated));
  const out: RouteObstacle[] = [];
  for (const id of world.fighterIds()) {
    if (ignored.has(id) || world.fighter(id).level !== mover.level) continue;
    out.push({ id, shape: world.footprintOf(id) });
  }
  for (const s of world.scene.scenery) if (!s.passable && !ignored.has(s.id)) out.push({ id: s.id, shape: sceneryFootprint(s) });
  return out;
}

/**
 * The obstacles of the farthest move of an action: the same-size pieces are crossed only by an
 * action whose potential is at most MOV × 1 (such a move never goes farther, R-6.12).
 */
export function moveObstacles(world: World, moverId: string, action: MoveAction, exclude: readonly string[] = [], extraActivated: readonly string[] = []): RouteObstacle[] {
  const f = world.fighter(moverId);
  return obstacleList(world, moverId, potentialMm(action, f.mov, false, world.scene.ruleset) <= f.mov * 10, exclude, extraActivated);
}

/** The World's kept route index for this mover's level and clearance (R-6.2: half the base width). */
export function routeIndexOf(world: World, moverId: string, opts: { readonly holdStill?: string } = {}): RouteIndex {
  const mover = world.fighter(moverId);
  return world.routeIndex(mover.level, baseWidthMm(mover.base) / 2, opts.holdStill);
}

/** The smaller pieces a ground mover goes over; passable scenery and flyers cross nothing. */
export function smallerScenery(world: World, moverId: string): string[] {
  if (world.fighter(moverId).level === 1) return [];
  return world.scene.scenery.filter((s) => !s.passable && sceneryCrossing(world, moverId, s) === 'cross').map((s) => s.id);
}
