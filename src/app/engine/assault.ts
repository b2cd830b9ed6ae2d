// The engine's door for the Move tool's assault questions, loaded with them on demand: a chosen
// contact point, pushing aside, the assault shot and the redirected
// assault and the penalties of the turn's recorded charges, asked of the synced World.
import {
  type AssaultShotJudgement,
  type ChargeGroup,
  type ContactPointJudgement,
  type GameRecord,
  type MoveAction,
  type PushAsideJudgement,
  type RedirectJudgement,
  type Scene,
  judgeAssaultShot,
  judgeContactPoint,
  judgePushAside,
  judgeRedirect,
  chargeGroups,
  turnCharges,
} from '../../../geometry/index';
import { moveContextOf } from '../../words';
import type { MoveContext } from '../../words';
import { worldFor } from './world-sync';

export type { AssaultShotJudgement, ChargeGroup, ContactPointJudgement, PushAsideJudgement, RedirectJudgement };

/** the assault of `mover` on `target` at the point named (mm, taken to the target's edge). */
export function contactPointFor(
  scene: Scene,
  mover: string,
  target: string,
  at: { x: number; y: number },
  action: MoveAction,
  disengaged: boolean,
): ContactPointJudgement {
  return judgeContactPoint(worldFor(scene), { mover, target, at, action, disengaged });
}

/** the fighters in contact with `target` pushed aside to make room for `mover`. */
export function pushAsideFor(
  scene: Scene,
  mover: string,
  target: string,
  action: MoveAction,
  disengaged: boolean,
): PushAsideJudgement {
  return judgePushAside(worldFor(scene), { mover, target, action, disengaged });
}

/** the shot of `mover` at the target of its charge or engagement, before it moves. */
export function assaultShotFor(
  scene: Scene,
  mover: string,
  target: string,
  action: 'charge' | 'engage',
  disengaged: boolean,
): AssaultShotJudgement {
  return judgeAssaultShot(worldFor(scene), mover, target, action, { disengaged });
}

/** the assault on `gone` (fled or eliminated) redirected to `newTarget`, and the context its sentences need. */
export function redirectFor(
  scene: Scene,
  mover: string,
  gone: string,
  newTarget: string,
  action: MoveAction,
  disengaged: boolean,
): { readonly j: RedirectJudgement; readonly ctx: MoveContext } {
  const world = worldFor(scene);
  const j = judgeRedirect(world, { mover, gone, newTarget, action, disengaged });
  return { j, ctx: moveContextOf(world, mover, action) };
}

/**
 * the penalties of the charges recorded in the turn under way, weighed per activation; a
 * charge whose charger or target is no longer on the table is left out (its power is not known).
 */
export function turnPenaltiesFor(
  scene: Scene,
  game: GameRecord | null,
): { readonly turn: number; readonly groups: readonly ChargeGroup[] } {
  if (game === null) return { turn: 1, groups: [] };
  const world = worldFor(scene);
  const { turn, charges } = turnCharges(game);
  const here = charges.filter((c) => world.hasFighter(c.charger) && world.hasFighter(c.target));
  return { turn, groups: chargeGroups(world, here) };
}
