// The move actions and their potentials: R-6.5 (Confédé V-B, V-D), R-6.10 (VII-C-6), R-6.13 (C3 cover).
import type { Ruleset } from '../scene';

export const MOVE_ACTIONS = ['walk', 'run', 'charge', 'engage', 'cover', 'pursuit'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** the actions that must end in contact with an enemy when aimed at one (a pursuit to a point need not, R-6.10). */
export const ASSAULT_ACTIONS: readonly MoveAction[] = ['charge', 'engage', 'pursuit'];

/** the actions that may never end in contact with an enemy. */
export const NO_CONTACT_ACTIONS: readonly MoveAction[] = ['walk', 'run', 'cover'];

export function isAssault(action: MoveAction): boolean {
  return ASSAULT_ACTIONS.includes(action);
}

/**
 * Potentials (MOV is in cm): walk ×1, run ×2, charge ×2, engage ×2 (×1 after a
 * disengagement, R-6.9), move under cover ×1 (C3: MOV/2, R-6.13), pursuit MOV/2 rounded up to the
 * cm.
 */
export function potentialMm(
  action: MoveAction,
  movCm: number,
  afterDisengagement = false,
  ruleset: Ruleset = 'confede',
): number {
  switch (action) {
    case 'walk':
      return movCm * 10;
    case 'cover':
      return ruleset === 'c3' ? (movCm / 2) * 10 : movCm * 10;
    case 'run':
    case 'charge':
      return movCm * 20;
    case 'engage':
      return afterDisengagement ? movCm * 10 : movCm * 20;
    case 'pursuit':
      return Math.ceil(movCm / 2) * 10;
  }
}
