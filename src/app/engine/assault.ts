// The engine's door for the Move tool's assault questions, loaded with them on demand: a chosen
// contact point and pushing aside, asked of the synced World.
import {
  type ContactPointJudgement,
  type MoveAction,
  type PushAsideJudgement,
  type Scene,
  judgeContactPoint,
  judgePushAside,
} from '../../../geometry/index';
import { worldFor } from './world-sync';

export type { ContactPointJudgement, PushAsideJudgement };

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
