// Moves: the judge lives in geometry/moves/ (judgeMove). planMove is the goal-directed ask
// in the shape the CLI's JSON and older callers know, its reasons in English.
import { baseWidthMm } from './base';
import { type MoveAction, type MoveJudgement, judgeMove, moveNoteWords, moveProblemWords } from './moves';
import type { Point } from './vec';
import type { World } from './world';

export * from './moves';

/** A move's reason, citing its rule. `ok` false: it makes the move illegal; true: a fact about the move. */
export type MoveReason = { readonly rule: string; readonly text: string; readonly ok: boolean };

export type PlanRequest = {
  readonly mover: string;
  readonly to: { readonly point: Point } | { readonly target: string; readonly also?: readonly string[] };
  readonly action: MoveAction;
  /** It disengaged first: engage at MOV × 1, walk when in contact. */
  readonly afterDisengagement?: boolean;
  readonly attacked?: boolean;
  readonly activatedWith?: readonly string[];
};

export type MovePlan = MoveJudgement & { readonly reasons: readonly MoveReason[] };

/** judgeMove towards a point or a target, with its problems and notes also as English reasons. */
export function planMove(world: World, req: PlanRequest): MovePlan {
  const j = judgeMove(world, { mover: req.mover, goal: req.to, action: req.action, disengaged: req.afterDisengagement, attacked: req.attacked, activatedWith: req.activatedWith });
  const me = world.fighter(req.mover);
  const ctx = { mover: req.mover, action: req.action, movCm: me.mov, widthMm: baseWidthMm(me.base) };
  let reasons: MoveReason[] | undefined;
  // Words only for a caller that reads them (the bench and the warm-up ask thousands of moves).
  return {
    ...j,
    get reasons() {
      return (reasons ??= [
        ...j.problems.map((p) => ({ rule: p.rule, text: moveProblemWords(p, ctx).en, ok: false })),
        ...j.notes.map((n) => ({ rule: n.rule, text: moveNoteWords(n, ctx).en, ok: true })),
      ]);
    },
  };
}
