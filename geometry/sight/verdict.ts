// the final answer of line of sight (Confédé II-D-1, II-D-4, II-F-1), decided here once for
// every caller: World.explainLos (with its reasons), World.losVerdict, and each row of check().
import type { LosAnswer, LosReason, Obstruction, SightFacts, SightVerdict, ViewRule } from './types';

/** R-5.4 the barriers' verdict as an obstruction: a target fully seen is not obstructed. */
export const OBSTRUCTION_OF: Readonly<Record<SightVerdict, Obstruction>> = {
  full: 'none',
  partial: 'partial',
  none: 'full',
};

/**
 * what contact, view and levels settle before any barrier is weighed: in contact, sees
 * (R-4.2, in view or not); out of view, does not see; a level-1 end, nothing blocks the
 * line (II-F-1). Null: the barriers decide (R-5.4).
 */
export function settledLos(contact: boolean, inView: boolean, level1: boolean): SightVerdict | null {
  if (contact) return 'full';
  if (!inView) return 'none';
  if (level1) return 'full';
  return null;
}

/**
 * R-5.6 the final verdict and fraction of one pair, into `out` (check() reuses one row for a
 * million pairs): settledLos, else the barriers' verdict and fraction (R-5.4). A settled `full`
 * shows all of the target, a settled `none` nothing of it.
 */
export function decideLos(
  out: LosAnswer,
  contact: boolean,
  inView: boolean,
  level1: boolean,
  verdict: SightVerdict,
  visibleFraction: number,
): void {
  const settled = settledLos(contact, inView, level1);
  if (settled === null) {
    out.los = verdict;
    out.visibleFraction = visibleFraction;
    return;
  }
  out.los = settled;
  out.visibleFraction = settled === 'full' ? 1 : 0;
}

/**
 * decideLos with the reasons behind it, in the order a player checks them: contact, the
 * field of view, then the levels, the sight touching the target
 * and the barriers.
 */
export function explainVerdict(
  contact: boolean,
  inView: boolean,
  level1: boolean,
  view: ViewRule,
  sight: SightFacts,
): LosAnswer & { reasons: LosReason[] } {
  const answer: LosAnswer = { los: 'none', visibleFraction: 0 };
  decideLos(answer, contact, inView, level1, sight.verdict, sight.visibleFraction);
  const reasons: LosReason[] = [];
  if (contact) reasons.push({ rule: 'R-4.2', code: 'contact' });
  else if (!inView) reasons.push({ rule: 'R-4.1', code: 'not-in-view', fovLine: view.fovLine });
  else {
    if (view.allRound) reasons.push({ rule: 'R-4.3', code: 'all-round-view' });
    else reasons.push({ rule: 'R-4.1', code: 'in-view', fovLine: view.fovLine });
    if (level1) reasons.push({ rule: 'R-5.6', code: 'level-1-no-barrier' });
    if (sight.sightTouchesTarget) reasons.push({ rule: 'R-3.4', code: 'sight-touches-target' });
    reasons.push({ rule: 'R-5.4', code: 'barriers', verdict: sight.verdict });
  }
  return { ...answer, reasons };
}
