// Movement: the Move tool's questions, answered by the engine's one
// judge (geometry/moves/judge.ts) on the synced World.
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
  judgeMove,
  moveStart as geoMoveStart,
  potentialMm as movePotentialMm,
  sightPoint,
} from '../../../geometry/index';
import { noteUserMoved } from './route-warm';
import { type Placement, worldFor } from './world-sync';


export type MoveAction = GeoMoveAction;
/** the actions, in the order of the Move tool's buttons (keys 1-6). */
export const MOVE_ACTIONS: readonly MoveAction[] = GEO_MOVE_ACTIONS;
/** the actions that must end in contact with an enemy. */
export const ASSAULT_ACTIONS: ReadonlySet<MoveAction> = new Set(GEO_ASSAULT_ACTIONS);

/** The action's potential in mm (MOV is in cm in the books): the engine's rule. */
export function potentialMm(f: FighterSpec, action: MoveAction): number {
  return movePotentialMm(action, f.mov);
}

/** A move's problems and facts come from the engine's one judge (geometry/moves/judge.ts). */
export type MoveProblem = GeoMoveProblem;
export type MoveFacts = MoveJudgement;
/** What the start of a move knows about the mover before it leaves: who it sees, whom it touches. */
export type MoveStart = GeoMoveStart;
/** The player's declarations the table cannot show: it disengages first; it was attacked this phase. */
export type MoveSetting = { readonly disengaged?: boolean; readonly attacked?: boolean };

export function moveStart(scene: Scene, id: string): MoveStart {
  return geoMoveStart(worldFor(scene), id, true);
}

/**
 * potentials and legality of a provisional placement. The route is the exact shortest
 * route of the sight from its start to where it is dropped (geometry/route.ts, R-6.1, R-6.2);
 * the base keeps the facing it is given (it pivots freely about its sight, R-6.2).
 */
let lastMove: { scene: Scene; start: MoveStart; placement: Placement; action: MoveAction; disengaged: boolean; facts: MoveFacts } | null = null;

export function evaluateMove(scene: Scene, start: MoveStart, placement: Placement, action: MoveAction, setting: MoveSetting = {}): MoveFacts {
  noteUserMoved();
  // The panel and the overlay ask the same question in the same frame: answer it once.
  const m = lastMove;
  const disengaged = setting.disengaged === true;
  if (m && m.scene === scene && m.start === start && m.placement === placement && m.action === action && m.disengaged === disengaged) return m.facts;
  const t0 = performance.now();
  const facts = computeMove(scene, start, placement, action, setting);
  moveTimes.push(performance.now() - t0);
  if (moveTimes.length > 1000) moveTimes.splice(0, 500);
  lastMove = { scene, start, placement, action, disengaged, facts };
  return facts;
}

const moveTimes: number[] = [];
/** How long each move evaluation took (ms): the engine's share of a drag frame, for the bench. */
export function moveTimings(): number[] {
  return moveTimes.slice();
}

function computeMove(scene: Scene, start: MoveStart, placement: Placement, action: MoveAction, setting: MoveSetting): MoveFacts {
  // The World shows the mover where it is dropped; the start was read before it left. The route
  // comes from the World's own index (built once, then moved one fighter at a time as moves are
  // committed), the dragged fighter held still in it.
  const w = worldFor(scene, placement);
  return judgeMove(w, { mover: placement.id, goal: { place: { position: placement.position, facingDeg: placement.facing } }, action, start, ...setting });
}

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

