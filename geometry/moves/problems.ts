// A move's problems and facts as data with their rule ids: the CLI, the app and the lessons put
// them in words (src/words/moves.ts: the sentences; src/words/move-panel.ts: the Move panel's short phrases).
import type { RouteFailure } from '../route';
import type { MoveAction } from './actions';

/** Why a fighter may not take this action from where it stands (R-6.9, V-C). */
export type DisengageBar = 'attacked' | 'at-maximum';

/** What makes a move illegal. */
export type MoveProblem =
  | { readonly code: 'mov-zero'; readonly rule: 'R-6.2' }
  | { readonly code: 'friend-target'; readonly rule: 'R-6.5'; readonly target: string }
  /** the action needs the mover free of enemies (walk and engage: unless it disengages). */
  | {
      readonly code: 'not-free';
      readonly rule: 'R-6.9';
      readonly action: MoveAction;
      readonly enemies: readonly string[];
      readonly mayDisengage: boolean;
    }
  /** R-6.9 / V-C a disengagement is not allowed: attacked this activation phase, or at its maximum in contact. */
  | {
      readonly code: 'no-disengagement';
      readonly rule: 'R-6.9';
      readonly why: DisengageBar;
      readonly enemies: readonly string[];
    }
  | { readonly code: 'needs-target'; readonly rule: 'R-6.5'; readonly action: MoveAction }
  | { readonly code: 'no-sight-at-start'; readonly rule: 'R-6.5'; readonly enemy: string }
  | { readonly code: 'off-table'; readonly rule: 'R-0.3' }
  | { readonly code: 'overlap'; readonly rule: 'R-0.3'; readonly other: string; readonly depthMm: number }
  | { readonly code: 'in-scenery'; readonly rule: 'R-6.4'; readonly other: string }
  | { readonly code: 'no-route'; readonly rule: 'R-6.2'; readonly reason: RouteFailure }
  | {
      readonly code: 'too-long';
      readonly rule: 'R-6.5';
      readonly lengthMm: number;
      readonly potentialMm: number;
      readonly straightMm: number;
      readonly wentRound: readonly string[];
    }
  | {
      readonly code: 'contact-forbidden';
      readonly rule: 'R-6.5';
      readonly action: MoveAction;
      readonly enemies: readonly string[];
    }
  | {
      readonly code: 'contact-required';
      readonly rule: 'R-6.6';
      readonly action: MoveAction;
      readonly target: string | null;
      readonly touching: boolean;
    }
  | { readonly code: 'sight-not-touching'; readonly rule: 'R-3.4'; readonly enemy: string }
  /** the assault would put more enemies in contact with `target` than it may have. */
  | {
      readonly code: 'too-many-in-contact';
      readonly rule: 'R-6.11';
      readonly target: string;
      readonly max: number;
      readonly already: readonly string[];
    }
  /** R-5.6 / II-F-1 the target stands at another altitude level: contact only exists within one level. */
  | {
      readonly code: 'other-level';
      readonly rule: 'R-5.6';
      readonly target: string;
      readonly moverLevel: number;
      readonly targetLevel: number;
    }
  /** two targets farther apart (`gapMm`, edge to edge) than the mover's base spans (`spanMm`): no placement touches both. */
  | {
      readonly code: 'targets-apart';
      readonly rule: 'R-6.11';
      readonly targets: readonly [string, string];
      readonly gapMm: number;
      readonly spanMm: number;
    }
  /** no free edge of the target's base takes the mover's base. */
  | { readonly code: 'no-free-edge'; readonly rule: 'R-6.6'; readonly target: string }
  /** Rag'narok: an assault engages one enemy unit; this one ends against fighters of several. */
  | {
      readonly code: 'two-units';
      readonly rule: 'R-6.18';
      readonly units: readonly string[];
      readonly fighters: readonly string[];
    };

/** Facts of a move that break no rule, for the explanation. */
export type MoveNote =
  /** the sight travels `movedMm` of the potential. */
  | {
      readonly code: 'travels';
      readonly rule: 'R-6.1';
      readonly movedMm: number;
      readonly potentialMm: number;
      readonly wentRound: readonly string[];
    }
  /** out of reach: a walk, run, cover or pursuit to a point goes its whole potential towards the goal. */
  | { readonly code: 'out-of-reach'; readonly rule: 'R-6.5'; readonly lengthMm: number; readonly potentialMm: number }
  /**
   * a charge or engagement out of reach is no illegal move: the fighter goes its whole
   * potential towards `target` along the route and the assault falls short.
   */
  | {
      readonly code: 'falls-short';
      readonly rule: 'R-6.17';
      readonly target: string;
      readonly lengthMm: number;
      readonly potentialMm: number;
      readonly straightMm: number;
    }
  /** R-3.4 the assault ends with the sight against these enemies' bases. */
  | { readonly code: 'sight-against'; readonly rule: 'R-3.4'; readonly targets: readonly string[] }
  /** the mover disengaged first: its potential is MOV × 1. */
  | { readonly code: 'disengaged'; readonly rule: 'R-6.9'; readonly enemies: readonly string[] }
  /** walls and landforms crossed (smaller, or the same size in a move of at most MOV × 1). */
  | { readonly code: 'crossed'; readonly rule: 'R-6.12'; readonly ids: readonly string[] }
  /** R-6.11 / V-B-3 the charged square or rectangular bases the charger may turn to face it. */
  | { readonly code: 'may-turn'; readonly rule: 'R-6.11'; readonly targets: readonly string[] }
  /** Rag'narok: the route goes over these obstacles, so the move may go only its potential less half the Movement. */
  | {
      readonly code: 'crossing-cost';
      readonly rule: 'R-6.13';
      readonly ids: readonly string[];
      readonly costMm: number;
      readonly potentialMm: number;
    }
  /**
   * Rag'narok: no way past `obstacle` (the mover went straight towards the goal), or out of
   * potential on a friend (1 cm) or a river (`gapMm` 0, right in front): it stopped `gapMm` short.
   */
  | { readonly code: 'stopped-in-front'; readonly rule: 'R-6.13'; readonly obstacle: string; readonly gapMm: number }
  /** R-6.18 Rag'narok: the unit moves at its slowest member's Movement (`movCm`, `slowest`'s). */
  | { readonly code: 'unit-movement'; readonly rule: 'R-6.18'; readonly slowest: string; readonly movCm: number };
