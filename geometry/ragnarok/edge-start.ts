// Rag'narok "Measuring a distance": always from the edge of one element to the edge of the
// other; facing plays no part (every fighter sees 360°, R-4.3), so a move is measured as the
// distance its base travels. The judge routes the sight; here the mover first squares up to its
// goal (a free turn in Rag'narok), which puts its sight on the point of its base nearest the goal.
// For a round base that is the base's nearest point in any facing, so a straight move's length is
// exactly the edge-to-edge gap; a square or rectangle is measured squared up to the goal (its
// front edge square to the line from its centre to the goal's nearest point).
// The bound, for a target goal: with D the distance from the base's centre to the target, the
// squared-up travel is D − h (h the half depth: the sight on the centre's line to the target's
// nearest point, which is that point's nearest for every point of the line), while the gap edge
// to edge as the base stands lies between D − ρ (ρ its half diagonal) and D − w/2 (w its width:
// every direction leaves the centre by at least w/2). So the squared-up travel exceeds the gap by
// at most ρ − h: (√2 − 1) w / 2 for a square, 5.18 mm for 25 mm, 7.77 for 37.5, 10.36 for 50;
// (hypot(w, d) − d) / 2 for a w × d rectangle, 2.95 mm for 25 × 50, which may also fall short of
// the gap by (d − w) / 2, 12.5 mm, presenting its long side (squaredUpBoundsMm, tested).
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

/**
 * how far a squared-up move's travel to a target may lie from the gap edge to edge as the
 * base stands (mm): travel − gap is within [below, above]. 0 and 0 for a round base.
 */
export function squaredUpBoundsMm(base: Base): { readonly below: number; readonly above: number } {
  if (base.type === 'round') return { below: 0, above: 0 };
  const w = base.width;
  const d = base.type === 'rect' ? base.depth : base.width;
  return { below: Math.max(0, (d - w) / 2), above: (Math.hypot(w, d) - d) / 2 };
}
