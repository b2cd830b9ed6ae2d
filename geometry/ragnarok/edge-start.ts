// Rag'narok "Measuring a distance": always from the edge of one element to the edge of the
// other; facing plays no part (every fighter sees 360°, R-4.3), so a move is measured as the
// distance its base travels. The judge routes the sight; here the mover first squares up to its
// goal (a free turn in Rag'narok), which puts its sight on the point of its base nearest the goal.
// For a round base that is the base's nearest point in any facing, so a straight move's length is
// exactly the edge-to-edge gap; a square or rectangle is measured squared up to the goal (its
// front edge square to the line from its centre to the goal's nearest point).
import { type Base, halfDepthMm, sightPoint } from '../base';
import { closestPoint } from '../footprint';
import type { MoveStart } from '../moves/start';
import { type Point, DEG, dirOfDeg } from '../vec';
import type { World } from '../world';
import type { EdgeGoal } from './types';

/** Turns closer than this (radians) keep the fighter's own facing: the sight is already there. */
const SAME_DIRECTION_RAD = 1e-12;

/** The base's centre, from its sight and facing (the start may show a dropped base, not the World's). */
export function centreOfStart(base: Base, start: MoveStart): Point {
  const f = dirOfDeg(start.facingDeg);
  const hd = halfDepthMm(base);
  return { x: start.sight.x - f.x * hd, y: start.sight.y - f.y * hd };
}

/** The point the base moves towards: the target's nearest point to the centre, the point, or a dropped sight. */
function goalPointFrom(world: World, base: Base, centre: Point, goal: EdgeGoal): Point {
  if ('point' in goal) return goal.point;
  if ('place' in goal) {
    const p = goal.place.position;
    return sightPoint(base, { x: p[0], y: p[1] }, goal.place.facingDeg);
  }
  return closestPoint(world.footprintOf(goal.target), centre);
}

/** the start of a Rag'narok move: the mover turned to face its goal, its sight on its nearest edge. */
export function edgeStart(world: World, start: MoveStart, goal: EdgeGoal): MoveStart {
  const base = world.fighter(start.id).base;
  const centre = centreOfStart(base, start);
  const aim = goalPointFrom(world, base, centre, goal);
  const dx = aim.x - centre.x;
  const dy = aim.y - centre.y;
  if (dx === 0 && dy === 0) return start;
  const facingRad = Math.atan2(dy, dx);
  const own = dirOfDeg(start.facingDeg);
  if (Math.abs(Math.atan2(own.x * dy - own.y * dx, own.x * dx + own.y * dy)) < SAME_DIRECTION_RAD) return start;
  const facingDeg = facingRad / DEG;
  return { ...start, sight: sightPoint(base, centre, facingDeg), facingDeg };
}
