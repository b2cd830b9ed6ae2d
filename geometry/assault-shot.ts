// Assault shots (Confédé VI-B-3): a charger or an engager with a ranged weapon shoots the
// target of its assault before it moves. It needs sight of the target at the start; the distance is
// measured first, as the assault's (R-6.1: the route of the sight to the nearest free place), and
// out of the assault's reach there is no shot; the base difficulty is 7 whatever the range, then
// the book's modifiers (VI-A-3); one shot whatever the weapon allows. If the target is eliminated
// the assault may be redirected, without a second shot.
import { type MoveAction, judgeMove } from './moves';
import { type ShotModifier, type ShotProblem, judgeShot } from './shooting';
import type { World } from './world';

/** The assaults that may shoot first (VI-B-3): a charge or an engagement. */
export type AssaultShotAction = Extract<MoveAction, 'charge' | 'engage'>;

export type AssaultShotProblem =
  | Exclude<ShotProblem, { code: 'out-of-range' }>
  /** VI-B-3 the target is beyond the assault's reach (or no route reaches it): "le tir n'a pas lieu". */
  | {
      readonly code: 'out-of-assault-reach';
      readonly rule: 'R-9.4';
      readonly action: AssaultShotAction;
      /** The assault's route to its target, mm; null when no route reaches it. */
      readonly routeMm: number | null;
      readonly potentialMm: number;
    };

export type AssaultShotJudgement = {
  readonly shooter: string;
  readonly target: string;
  readonly action: AssaultShotAction;
  readonly legal: boolean;
  readonly problems: readonly AssaultShotProblem[];
  readonly los: 'full' | 'partial' | 'none';
  /** The assault's route to its target, mm; null when none reaches it. */
  readonly routeMm: number | null;
  readonly potentialMm: number;
  readonly inReach: boolean;
  /** VI-B-3 7 whatever the range. */
  readonly baseDifficulty: 7;
  readonly modifiers: readonly ShotModifier[];
  readonly difficulty: number;
  /** the friends at risk when the target is in a melee. */
  readonly meleeAtRisk: readonly string[];
  /** VI-B-3 one shot during the assault, whatever the weapon allows. */
  readonly shots: 1;
  readonly measuring: 'free' | 'after-declaring';
};

export const ASSAULT_SHOT_DIFFICULTY = 7;

/** the shot of `shooterId` at the target of its `action`, before it moves. */
export function judgeAssaultShot(
  world: World,
  shooterId: string,
  targetId: string,
  action: AssaultShotAction,
  setting: { readonly disengaged?: boolean; readonly attacked?: boolean } = {},
): AssaultShotJudgement {
  const shot = judgeShot(world, shooterId, targetId);
  const problems: AssaultShotProblem[] = shot.problems.filter(
    (p): p is Exclude<ShotProblem, { code: 'out-of-range' }> => p.code !== 'out-of-range',
  );
  // VI-B-3 the distance is the assault's: its route to the target within its potential (R-0.3's τ included).
  const move = judgeMove(world, { mover: shooterId, goal: { target: targetId }, action, ...setting });
  const routeMm = move.reachable ? move.lengthMm : null;
  const inReach = move.reachable && move.withinPotential;
  if (!inReach)
    problems.push({ code: 'out-of-assault-reach', rule: 'R-9.4', action, routeMm, potentialMm: move.potentialMm });
  const difficulty = shot.modifiers.reduce((d, m) => d + m.delta, ASSAULT_SHOT_DIFFICULTY);
  return {
    shooter: shooterId,
    target: targetId,
    action,
    legal: problems.length === 0,
    problems,
    los: shot.los,
    routeMm,
    potentialMm: move.potentialMm,
    inReach,
    baseDifficulty: ASSAULT_SHOT_DIFFICULTY,
    modifiers: shot.modifiers,
    difficulty,
    meleeAtRisk: shot.meleeAtRisk,
    shots: 1,
    measuring: shot.measuring,
  };
}
