// The Rag'narok units' facts (R-2.1, R-6.18, R-9.6): codes and numbers; src/words/ puts them in words.
import type { Point } from '../vec';

/** What a Rag'narok move goes for (the judge's goals, without its extras). */
export type EdgeGoal =
  | { readonly point: Point }
  | { readonly target: string }
  | { readonly place: { readonly position: readonly [number, number]; readonly facingDeg: number } };

/** A unit: its id, its members (scene order), its leader (null without exactly one). */
export type UnitMembers = {
  readonly unit: string;
  readonly members: readonly string[];
  readonly leader: string | null;
};

export type UnitShotProblem =
  | { readonly code: 'no-leader'; readonly rule: 'R-9.6'; readonly unit: string }
  | { readonly code: 'friend-unit'; readonly rule: 'R-9.6' }
  | { readonly code: 'shooters-engaged'; readonly rule: 'R-9.6'; readonly fighters: readonly string[] }
  | { readonly code: 'target-engaged'; readonly rule: 'R-9.6'; readonly fighters: readonly string[] }
  | { readonly code: 'none-seen'; readonly rule: 'R-9.6' };

/** A fighter of the target unit in the order losses are removed, with its distance to the shooting leader. */
export type LossRank = {
  readonly fighter: string;
  readonly distanceMm: number;
  /** Fighters at the same distance within τ: their owner chooses among them. */
  readonly tiedWith: readonly string[];
};

export type UnitShot = {
  readonly unit: string;
  readonly target: string;
  readonly legal: boolean;
  readonly problems: readonly UnitShotProblem[];
  /** R-9.6 "only the marksmen who can see a fighter of the targeted unit can shoot". */
  readonly marksmen: readonly string[];
  /** The target unit's fighters at least one marksman sees. */
  readonly seen: readonly string[];
  /** leader's base edge to enemy leader's base edge (null without both leaders). */
  readonly distanceMm: number | null;
  /** bands of 10 cm: the range, which is the difficulty. */
  readonly range: number | null;
  /** obstacles (scenery or fighters) in the zone between the units: +2. */
  readonly interference: readonly string[];
  readonly difficulty: number | null;
  /** losses: the target's fighters nearest the shooting leader first. */
  readonly losses: readonly LossRank[];
};

/** Why a fleeing unit is eliminated, or a fighter of it. */
export type FleeOutcome =
  | { readonly code: 'leaves-table'; readonly rule: 'R-6.18'; readonly fighters: readonly string[] }
  | {
      readonly code: 'meets-enemy';
      readonly rule: 'R-6.18';
      readonly fighters: readonly string[];
      readonly enemies: readonly string[];
    };

export type TableEdgeName = 'left' | 'right' | 'bottom' | 'top';

export type FleeMove = {
  readonly fighter: string;
  /** The base's centre where it starts and where it ends. */
  readonly from: Point;
  readonly to: Point;
  /** How far the base travels (mm): 2 x MOV, or its route to the edge when that is shorter. */
  readonly lengthMm: number;
  /** The centre's route, from `from` to `to` (arcs as chords within 0.1 mm). */
  readonly route: readonly Point[];
  /** Scenery and friendly fighters (other units) the route goes round (R-6.18: skirted). */
  readonly skirts: readonly string[];
  /** No way to the edge round them: the fighter stays where it is. */
  readonly walledIn: boolean;
};

export type Flight = {
  readonly unit: string;
  /** the unit's Movement: its slowest member's (cm). */
  readonly movCm: number;
  readonly distanceMm: number;
  /** The nearest table edge (ties: every edge as near, the first taken). */
  readonly edge: TableEdgeName;
  readonly edgesTied: readonly TableEdgeName[];
  readonly edgeDistanceMm: number;
  /** fighters in contact with an enemy when the unit flees: eliminated, they do not move. */
  readonly eliminatedInContact: readonly string[];
  readonly moves: readonly FleeMove[];
  /** Null: the unit survives its flight. */
  readonly eliminated: FleeOutcome | null;
  readonly outcomes: readonly FleeOutcome[];
};
