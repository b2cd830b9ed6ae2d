// The Move tool's vocabulary: the actions, their potentials, the pivot about the sight.
// Light: the first screen draws the action buttons before the engine's judge is loaded (core.ts).
import {
  ASSAULT_ACTIONS as GEO_ASSAULT_ACTIONS,
  type FighterSpec,
  MOVE_ACTIONS as GEO_MOVE_ACTIONS,
  type MoveAction as GeoMoveAction,
  type MoveJudgement,
  type MoveProblem as GeoMoveProblem,
  type MoveStart as GeoMoveStart,
  type Scene,
  dirOfDeg,
  halfDepthMm,
  potentialMm as movePotentialMm,
  sightPoint,
} from '../../../geometry/index';
import type { Placement } from './world-sync';

export type MoveAction = GeoMoveAction;
/** the actions, in the order of the Move tool's buttons (keys 1-6). */
export const MOVE_ACTIONS: readonly MoveAction[] = GEO_MOVE_ACTIONS;
/** the actions that must end in contact with an enemy. */
export const ASSAULT_ACTIONS: ReadonlySet<MoveAction> = new Set(GEO_ASSAULT_ACTIONS);

/** The action's potential in mm (MOV is in cm in the books): the engine's rule, at `movCm` (the fighter's own by default). */
export function potentialMm(f: FighterSpec, action: MoveAction, movCm = f.mov): number {
  return movePotentialMm(action, movCm);
}

/**
 * the MOV a fighter moves at: in Rag'narok its unit's, the slowest member's (a fighter with
 * no unit is a unit of one); elsewhere its own. The engine's moverMovCm on the scene itself, for
 * the first screen, which draws the Move panel before the World is loaded.
 */
export function movementCm(scene: Pick<Scene, 'ruleset' | 'fighters'>, f: FighterSpec): number {
  if (scene.ruleset !== 'ragnarok') return f.mov;
  const unit = f.unit ?? f.id;
  let mov = f.mov;
  for (const o of scene.fighters) if ((o.unit ?? o.id) === unit) mov = Math.min(mov, o.mov);
  return mov;
}

/** A move's problems and facts come from the engine's one judge (geometry/moves/judge.ts). */
export type MoveProblem = GeoMoveProblem;
export type MoveFacts = MoveJudgement;
/** What the start of a move knows about the mover before it leaves: who it sees, whom it touches. */
export type MoveStart = GeoMoveStart;
/** The player's declarations the table cannot show: it disengages first; it was attacked this phase. */
export type MoveSetting = { readonly disengaged?: boolean; readonly attacked?: boolean };

/** Pivot about the sight: the centre that keeps the sight where it is for a new facing. */
export function pivotAboutSight(f: FighterSpec, facingDeg: number): Placement {
  const s = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
  const u = dirOfDeg(facingDeg);
  const hd = halfDepthMm(f.base);
  return { id: f.id, position: [s.x - u.x * hd, s.y - u.y * hd], facing: normaliseDeg(facingDeg) };
}

export function normaliseDeg(d: number): number {
  const r = ((d % 360) + 360) % 360;
  return Math.round(r * 1e6) / 1e6;
}

/**
 * Queries run to compile the route code (warmCode), per page, and the time given to them per idle
 * callback. Two in three are charges: what a charge alone calls, once per query (its contact
 * positions, the contact and fit tests, R-6.6), is compiled only after ~1,500 of them (as in the
 * route benchmark's warm-up, bench/route.ts).
 */
export const ROUTE_WARM_QUERIES = 2400;
