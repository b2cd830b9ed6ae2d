// Movement: the Move tool's questions, answered by the engine's one
// judge (geometry/moves/judge.ts) on the synced World.
import { type Scene, judgeMove, moveStart as geoMoveStart } from '../../../geometry/index';
import type { MoveAction, MoveFacts, MoveSetting, MoveStart } from './move-actions';
import { noteUserMoved } from './route-warm';
import { type Placement, worldFor } from './world-sync';

export function moveStart(scene: Scene, id: string): MoveStart {
  return geoMoveStart(worldFor(scene), id, true);
}

/**
 * potentials and legality of a provisional placement. The route is the exact shortest
 * route of the sight from its start to where it is dropped (geometry/route.ts, R-6.1, R-6.2);
 * the base keeps the facing it is given (it pivots freely about its sight, R-6.2).
 */
let lastMove: {
  scene: Scene;
  start: MoveStart;
  placement: Placement;
  action: MoveAction;
  disengaged: boolean;
  facts: MoveFacts;
} | null = null;

export function evaluateMove(
  scene: Scene,
  start: MoveStart,
  placement: Placement,
  action: MoveAction,
  setting: MoveSetting = {},
): MoveFacts {
  noteUserMoved();
  // The panel and the overlay ask the same question in the same frame: answer it once.
  const m = lastMove;
  const disengaged = setting.disengaged === true;
  if (
    m &&
    m.scene === scene &&
    m.start === start &&
    m.placement === placement &&
    m.action === action &&
    m.disengaged === disengaged
  )
    return m.facts;
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

function computeMove(
  scene: Scene,
  start: MoveStart,
  placement: Placement,
  action: MoveAction,
  setting: MoveSetting,
): MoveFacts {
  // The World shows the mover where it is dropped; the start was read before it left. The route
  // comes from the World's own index (built once, then moved one fighter at a time as moves are
  // committed), the dragged fighter held still in it.
  const w = worldFor(scene, placement);
  return judgeMove(w, {
    mover: placement.id,
    goal: { place: { position: placement.position, facingDeg: placement.facing } },
    action,
    start,
    ...setting,
  });
}
