// R-6 a recorded move judged again: the one move judge (judgeMove) on the position it was made
// from, its facts kept as the record keeps them, and R-6.7's penalties of the activation's charges.
import { halfDepthMm } from '../base';
import { type Charge, chargeGroups, judgeMove } from '../moves';
import type { MoveJudgement } from '../moves';
import { dirOfDeg } from '../vec';
import type { World } from '../world';
import { keptDeg, keptMm, keptPoint } from './round';
import type { EntryOf, MoveVerdict } from './types';

export function judgeMoveEntry(world: World, entry: EntryOf<'move'>, chargesBefore: readonly Charge[]): MoveVerdict {
  const j = judgeMove(world, {
    mover: entry.mover,
    goal: goalOf(entry.goal),
    action: entry.action,
    disengaged: entry.disengaged,
    attacked: entry.attacked,
    activatedWith: entry.activatedWith,
  });
  const verdict: MoveVerdict = {
    legal: j.legal,
    reachable: j.reachable,
    lengthMm: keptMm(j.lengthMm),
    potentialMm: keptMm(j.potentialMm),
    withinPotential: j.withinPotential,
    position: keptPoint(baseCentre(world, j)),
    facingDeg: keptDeg(j.endFacing),
    problems: j.problems.map(({ code, rule }) => ({ code, rule })),
    notes: j.notes.map(({ code, rule }) => ({ code, rule })),
    enemiesInContact: [...j.enemiesInContact],
    assaulted: j.assaulted,
  };
  if (entry.action !== 'charge') return verdict;
  return { ...verdict, penalised: penalisedBy(world, [...chargesBefore, ...chargesOf(entry, verdict)]) };
}

function goalOf(goal: EntryOf<'move'>['goal']) {
  if ('point' in goal) return { point: { x: goal.point[0], y: goal.point[1] } };
  return goal;
}

/** Where the base's centre ends: the sight's end backed off half the base's depth. */
function baseCentre(world: World, j: MoveJudgement): { x: number; y: number } {
  const base = world.fighter(j.id).base;
  const u = dirOfDeg(j.endFacing);
  const back = halfDepthMm(base);
  return { x: j.end.x - u.x * back, y: j.end.y - u.y * back };
}

/**
 * the charges a recorded move adds to its activation: a charge that ends legal against its
 * targets (one that falls short, R-6.17, charges nobody).
 */
export function chargesOf(entry: EntryOf<'move'>, verdict: MoveVerdict): Charge[] {
  if (entry.action !== 'charge' || !verdict.legal || 'point' in entry.goal) return [];
  if (verdict.notes.some((n) => n.code === 'falls-short')) return [];
  const g = entry.goal;
  const targets = 'place' in g ? (g.target !== undefined ? [g.target] : []) : [g.target, ...(g.also ?? [])];
  return targets
    .filter((t) => verdict.enemiesInContact.includes(t))
    .map((target) => ({ charger: entry.mover, target }));
}

/** every fighter the activation's charges penalise so far, in the order charged. */
function penalisedBy(world: World, charges: readonly Charge[]): string[] {
  return chargeGroups(world, charges).flatMap((g) => (g.penalised ? [...g.targets] : []));
}
