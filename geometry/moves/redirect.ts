// Redirecting an assault (Confédé V-B-3 "Rediriger un assaut"): the target is gone (fled,
// killed by a shot, R-9.4). The fighter goes to the target's place (its route to the target's
// edge, as the assault was judged with the target there), may turn about its sight, then with
// what remains of its potential redirects to another target (a charge still needs sight of the
// new target from there), stays, or turns the rest into a run.
import { halfDepthMm } from '../base';
import type { Point } from '../vec';
import { dirOfDeg } from '../vec';
import type { World } from '../world';
import { type MoveAction, potentialMm } from './actions';
import { type MoveJudgement, judgeMove } from './judge';
import type { MoveProblem } from './problems';
import { surroundingsAt } from './standing';
import { worldWith } from './what-if';

export type RedirectAsk = {
  readonly mover: string;
  /** The target gone: still on the table as given, so that its place is known. */
  readonly gone: string;
  /** The new target, or null: only the place reached and the rest of the potential. */
  readonly newTarget: string | null;
  readonly action: MoveAction;
  readonly disengaged?: boolean;
  readonly attacked?: boolean;
};

export type RedirectJudgement = {
  readonly gone: string;
  /** The assault to the gone target's place, judged with it there. */
  readonly toPlace: MoveJudgement;
  /** Where the sight stands at the target's place (or where the potential ran out, R-6.17). */
  readonly place: Point;
  /** The part of the potential used to get there, and what remains, mm. */
  readonly usedMm: number;
  readonly remainingMm: number;
  /** The facing turned about the sight towards the new target (R-6.16: "s'orienter autour de sa mire"). */
  readonly turnedFacingDeg: number;
  /**
   * The redirected assault from the place with what remains, the gone target off the table; null
   * without a new target. Illegal, with the reason first, when the base turned at the place is not
   * clear of the others (R-6.2, R-6.6: it overlaps a base, stands on scenery, or leaves the table).
   */
  readonly redirected: MoveJudgement | null;
  /** Why the base turned at the place does not stand there (empty: it does). */
  readonly turnProblems: readonly MoveProblem[];
  /** the rest turned into a run: its length, mm. */
  readonly runMm: number;
};

/** The facing from `sight` towards point p (the sight stays where it is while the base turns about it). */
function facingTowards(sight: Point, p: Point, otherwise: number): number {
  const dx = p.x - sight.x;
  const dy = p.y - sight.y;
  return dx === 0 && dy === 0 ? otherwise : (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** the assault on a target gone, redirected to `ask.newTarget` with what remains of its potential. */
export function judgeRedirect(world: World, ask: RedirectAsk): RedirectJudgement {
  const me = world.fighter(ask.mover);
  const setting = { disengaged: ask.disengaged, attacked: ask.attacked };
  const toPlace = judgeMove(world, { mover: ask.mover, goal: { target: ask.gone }, action: ask.action, ...setting });
  const potential = potentialMm(
    ask.action,
    me.mov,
    ask.action === 'engage' && ask.disengaged === true,
    world.scene.ruleset,
  );
  const usedMm = toPlace.reachable ? Math.min(toPlace.lengthMm, potential) : 0;
  const remainingMm = Math.max(0, potential - usedMm);
  const place = toPlace.reachable ? toPlace.end : world.sightOf(ask.mover);
  const nt = ask.newTarget === null ? null : world.fighter(ask.newTarget).position;
  // Turned to face the new target's centre: the shortest way to its edge starts that way from afar.
  const towards = nt === null ? null : { x: nt[0], y: nt[1] };
  const turnedFacingDeg = towards ? facingTowards(place, towards, toPlace.endFacing) : toPlace.endFacing;
  const share = potential === 0 ? 0 : remainingMm / potential;
  const turned = ask.newTarget === null ? null : redirectFrom(world, ask, place, turnedFacingDeg, share);
  const turnProblems = turned?.turnProblems ?? [];
  const redirected =
    turned === null
      ? null
      : turnProblems.length === 0
        ? turned.judged
        : { ...turned.judged, legal: false, problems: [...turnProblems, ...turned.judged.problems] };
  const runMm = remainingMm;
  return { gone: ask.gone, toPlace, place, usedMm, remainingMm, turnedFacingDeg, redirected, turnProblems, runMm };
}

/**
 * The redirected assault: a table without the gone target, the mover at the place turned about its
 * sight, its MOV scaled so that the action's potential is what remains (`share` of it).
 */
function redirectFrom(
  world: World,
  ask: RedirectAsk,
  sight: Point,
  facingDeg: number,
  share: number,
): { judged: MoveJudgement; turnProblems: MoveProblem[] } {
  const me = world.fighter(ask.mover);
  const u = dirOfDeg(facingDeg);
  const h = halfDepthMm(me.base);
  const position: [number, number] = [sight.x - u.x * h, sight.y - u.y * h];
  const turned = { ...me, position, facing: facingDeg, mov: me.mov * share };
  const after = worldWith(world, { removed: [ask.gone], moved: new Map([[ask.mover, turned]]) });
  // the base turned about its sight must stand clear where it turns.
  const turnProblems = surroundingsAt(after, ask.mover, after.footprintOf(ask.mover), false, ask.action).problems;
  // The disengagement, if any, was made before the assault: the redirect starts free.
  const judged = judgeMove(after, {
    mover: ask.mover,
    goal: { target: ask.newTarget as string },
    action: ask.action,
    disengaged: ask.disengaged,
  });
  return { judged, turnProblems };
}
