// Judging a move dropped on the table: the engine's route of the sight from where
// the fighter stands to where it was dropped, the action's potential and the end position
// . The answer is never stored: it is whatever the engine finds — the judge
// is geometry/moves/judge.ts, the same one the Move tool uses; src/words/moves.ts puts its
// facts in words.
import { type MoveAction, judgeMove as judge, moveStart } from '../../geometry/index';
import { World } from '../../geometry/index';
import { moveContextOf, moveNoteWords, moveProblemWords } from '../words';
import type { MoveAttempt, MoveJudgement, MoveTask } from './types';

/** The table after the move: the mover at the dropped position, nothing else changed. */
function worldAfter(start: World, mover: string, attempt: Pick<MoveAttempt, 'position' | 'facing'>): World {
  const end = new World(start.scene);
  end.moveFighter(mover, attempt.position, attempt.facing);
  return end;
}

/**
 * Judge the move of `task.mover` from its place in `start` to `attempt` with the engine's judge
 * (geometry/moves/judge.ts, the Move tool's too), and say why in English and French.
 */
export function judgeMove(
  start: World,
  task: Pick<MoveTask, 'mover' | 'action' | 'target'>,
  attempt: Pick<MoveAttempt, 'position' | 'facing'>,
): MoveJudgement {
  const { mover, action, target } = task;
  const j = judge(worldAfter(start, mover, attempt), {
    mover,
    goal: { place: { position: attempt.position, facingDeg: attempt.facing }, target },
    action: action as MoveAction,
    start: moveStart(start, mover, true),
  });
  const ctx = moveContextOf(start, mover, action as MoveAction);
  const base = {
    ok: j.legal,
    reachable: j.reachable,
    lengthMm: j.reachable ? j.lengthMm : null,
    straightMm: j.straightMm,
    potentialMm: j.potentialMm,
    route: j.reachable ? j.route : [j.route[0]],
    wentRound: j.wentRound,
  };
  if (!j.legal) return { ...base, reasons: j.problems.map((p) => moveProblemWords(p, ctx)) };
  return {
    ...base,
    reasons: j.notes
      .filter((n) => n.code === 'travels' || n.code === 'sight-against' || n.code === 'crossing-cost')
      .map((n) => moveNoteWords(n, ctx)),
  };
}
