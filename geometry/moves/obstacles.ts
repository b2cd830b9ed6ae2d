// What a move goes round (R-6.2 ..) and the World's kept route indexes.
import { baseWidthMm } from '../base';
import type { RouteIndex, RouteObstacle } from '../route';
import type { ScenerySpec } from '../scene';
import { sceneryFootprint } from '../scenery';
import type { World } from '../world';
import { type MoveAction, potentialMm } from './actions';

/**
 * friends activated in the same turn and free of any enemy are no obstacle to the mover;
 * in Rag'narok every friend of its level is passed through.
 */
export function passableFriends(world: World, moverId: string, extraActivated: readonly string[] = []): string[] {
  const mover = world.fighter(moverId);
  const ragnarok = world.scene.ruleset === 'ragnarok';
  const activated = ragnarok ? null : new Set([...(mover.activatedWith ?? []), ...extraActivated]);
  const out: string[] = [];
  // One pass over the fighters of the mover's side and level, in the World's order.
  for (const id of world.fighterIds()) {
    if (id === moverId || (activated !== null && !activated.has(id))) continue;
    const f = world.fighter(id);
    if (f.side !== mover.side || f.level !== mover.level) continue;
    if (ragnarok || world.freeOfContact(id)) out.push(id);
  }
  return out;
}

/**
 * How a move treats one scenery piece: `cross` smaller than the mover (or passable, or
 * under a flyer, R-6.13); `same` the same size, crossed only in a move of at most MOV × 1 (R-6.12:
 * the distance moved decides, not the action); `keep` larger or without a size: impassable, and
 * in Rag'narok whatever a move other than a walk meets (crossesScenery).
 */
export type SceneryCrossing = 'cross' | 'same' | 'keep';

export function sceneryCrossing(world: World, moverId: string, s: ScenerySpec, action?: MoveAction): SceneryCrossing {
  const mover = world.fighter(moverId);
  if (s.passable || mover.level === 1) return 'cross';
  if (s.size === undefined || s.size > mover.size || !crossesScenery(world, action)) return 'keep';
  return s.size < mover.size ? 'cross' : 'same';
}

/**
 * Rag'narok "Crossing an obstacle": "A walking unit ... can cross an obstacle"; a run or an
 * assault goes round ("By default moving through a terrain element is impossible"). Elsewhere, and
 * when no action is given, every move crosses what lets it.
 */
export function crossesScenery(world: World, action: MoveAction | undefined): boolean {
  return action === undefined || action === 'walk' || world.scene.ruleset !== 'ragnarok';
}

/**
 * Rag'narok: "stretches of water, crevices": no fighter may end its move on one, and a move
 * that cannot get across stops right in front of it. Read as the rivers (a marsh is not deep).
 */
export function deepScenery(world: World, s: ScenerySpec): boolean {
  return world.scene.ruleset === 'ragnarok' && !s.passable && s.kind === 'river';
}

/**
 * The ids a move's route ignores in its index: the mover, the excluded (its target), passable
 * friends, the scenery crossed; the same-size pieces too when `crossSameSize` (a move of at most
 * MOV × 1, R-6.12).
 */
export function ignoredBy(
  world: World,
  moverId: string,
  crossSameSize: boolean,
  exclude: readonly string[] = [],
  activated: readonly string[] = [],
  action?: MoveAction,
): string[] {
  const out = [moverId, ...exclude, ...passableFriends(world, moverId, activated)];
  for (const s of world.scene.scenery) {
    if (s.passable) continue;
    const c = sceneryCrossing(world, moverId, s, action);
    if (c === 'cross' || (c === 'same' && crossSameSize)) out.push(s.id);
  }
  return out;
}

/** The same-size pieces of the scene for this mover: when none, one route decides. */
export function sameSizeScenery(world: World, moverId: string, action?: MoveAction): string[] {
  return world.scene.scenery.filter((s) => sceneryCrossing(world, moverId, s, action) === 'same').map((s) => s.id);
}

/** The obstacles of one move as a list (R-6.2 .. ): for a route worked out apart from the World's index. */
export function obstacleList(
  world: World,
  moverId: string,
  crossSameSize: boolean,
  exclude: readonly string[] = [],
  extraActivated: readonly string[] = [],
  action?: MoveAction,
): RouteObstacle[] {
  const mover = world.fighter(moverId);
  const ignored = new Set(ignoredBy(world, moverId, crossSameSize, exclude, extraActivated, action));
  const out: RouteObstacle[] = [];
  for (const id of world.fighterIds()) {
    if (ignored.has(id) || world.fighter(id).level !== mover.level) continue;
    out.push({ id, shape: world.footprintOf(id) });
  }
  for (const s of world.scene.scenery)
    if (!s.passable && !ignored.has(s.id)) out.push({ id: s.id, shape: sceneryFootprint(s) });
  return out;
}

/**
 * The obstacles of the farthest move of an action: the same-size pieces are crossed only by an
 * action whose potential is at most MOV × 1 (such a move never goes farther, R-6.12).
 */
export function moveObstacles(
  world: World,
  moverId: string,
  action: MoveAction,
  exclude: readonly string[] = [],
  extraActivated: readonly string[] = [],
): RouteObstacle[] {
  const f = world.fighter(moverId);
  return obstacleList(
    world,
    moverId,
    potentialMm(action, f.mov, false, world.scene.ruleset) <= f.mov * 10,
    exclude,
    extraActivated,
    action,
  );
}

/** The World's kept route index for this mover's level and clearance (R-6.2: half the base width). */
export function routeIndexOf(world: World, moverId: string, opts: { readonly holdStill?: string } = {}): RouteIndex {
  const mover = world.fighter(moverId);
  return world.routeIndex(mover.level, baseWidthMm(mover.base) / 2, opts.holdStill);
}

/** The smaller pieces a ground mover goes over; passable scenery and flyers cross nothing. */
export function smallerScenery(world: World, moverId: string, action?: MoveAction): string[] {
  if (world.fighter(moverId).level === 1) return [];
  return world.scene.scenery
    .filter((s) => !s.passable && sceneryCrossing(world, moverId, s, action) === 'cross')
    .map((s) => s.id);
}
