// R-6.18 Rag'narok "Fleeing": "all of its fighters that are in contact with any enemy fighter are
// eliminated. A fleeing unit moves twice its Movement cm towards the nearest edge of the
// battlefield ... in a straight line, skirting around terrain and friendly units. A fleeing unit is
// eliminated if at least one of its fighters leaves the battlefield through one of its edges, or
// its fleeing movement brings the unit in contact with an enemy unit."
// Readings: the nearest edge is the one nearest any base of the unit (edge to edge, R-2.1); each
// fighter goes straight towards it, perpendicular to it; a fighter leaves the battlefield when
// its base would pass the edge (the move longer than its gap to the edge by more than τ, R-0.3);
// it meets an enemy when the area its base sweeps comes within τ of an enemy's base. The scenery
// and friends in the way are named (the fighter skirts them); the end shown is the straight one.
import { type Footprint, bbox, distanceMm, polygon } from '../footprint';
import { distSegmentFootprint } from '../route';
import { type Point, convexHull } from '../vec';
import type { World } from '../world';
import type { FleeMove, FleeOutcome, Flight, TableEdgeName } from './types';
import { engagedMembers, unitMembers, unitMovCm, unitOf } from './units';

const EDGES: readonly TableEdgeName[] = ['left', 'right', 'bottom', 'top'];
const OUTWARD: Record<TableEdgeName, Point> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  bottom: { x: 0, y: -1 },
  top: { x: 0, y: 1 },
};

/** The gap from a base to one table edge (mm; 0 or less when it reaches it). */
function gapToEdge(world: World, print: Footprint, edge: TableEdgeName): number {
  const b = bbox(print);
  const { width, depth } = world.scene.table;
  if (edge === 'left') return b.minX;
  if (edge === 'right') return width - b.maxX;
  if (edge === 'bottom') return b.minY;
  return depth - b.maxY;
}

/** The edge nearest any of `ids`' bases, and every edge as near within τ. */
function nearestEdge(
  world: World,
  ids: readonly string[],
): { edge: TableEdgeName; tied: TableEdgeName[]; gapMm: number } {
  const gaps = EDGES.map((edge) => ({
    edge,
    gapMm: Math.min(...ids.map((id) => gapToEdge(world, world.footprintOf(id), edge))),
  }));
  const least = Math.min(...gaps.map((g) => g.gapMm));
  const tied = gaps.filter((g) => g.gapMm <= least + world.toleranceMm).map((g) => g.edge);
  return { edge: tied[0], tied, gapMm: least };
}

/** The area a base sweeps going straight from `from` by `step`, as a footprint to measure against. */
function sweptDistance(print: Footprint, step: Point, other: Footprint): number {
  if (print.kind === 'circle') {
    const c = print.center;
    return Math.max(0, distSegmentFootprint(c, { x: c.x + step.x, y: c.y + step.y }, other) - print.radiusMm);
  }
  const moved = print.points.map((p) => ({ x: p.x + step.x, y: p.y + step.y }));
  return distanceMm(polygon(convexHull([...print.points, ...moved])), other);
}

/** One fighter's straight flight: where it ends and what it skirts; who it meets; whether it leaves. */
function fleeOne(world: World, id: string, edge: TableEdgeName, distanceMm: number, unit: string) {
  const me = world.fighter(id);
  const print = world.footprintOf(id);
  const step = { x: OUTWARD[edge].x * distanceMm, y: OUTWARD[edge].y * distanceMm };
  const tol = world.toleranceMm;
  const skirts: string[] = [];
  for (const s of world.scene.scenery) {
    const sp = world.sceneryFootprintOf(s.id);
    if (!s.passable && sp && sweptDistance(print, step, sp) === 0) skirts.push(s.id);
  }
  const enemies: string[] = [];
  for (const other of world.fighterIds()) {
    if (other === id || world.fighter(other).level !== me.level) continue;
    const d = sweptDistance(print, step, world.footprintOf(other));
    if (world.fighter(other).side !== me.side) {
      if (d <= tol) enemies.push(other);
    } else if (unitOf(world, other) !== unit && d === 0) skirts.push(other);
  }
  const from = { x: me.position[0], y: me.position[1] };
  const move: FleeMove = { fighter: id, from, to: { x: from.x + step.x, y: from.y + step.y }, skirts: skirts.sort() };
  return { move, enemies, leaves: distanceMm > gapToEdge(world, print, edge) + tol };
}

/** the flight of unit `unit`. */
export function judgeFlight(world: World, unit: string): Flight {
  const { members } = unitMembers(world, unit);
  const movCm = unitMovCm(world, unit);
  const distanceMm = 2 * movCm * 10;
  const caught = engagedMembers(world, members);
  const movers = members.filter((id) => !caught.includes(id));
  const near = nearestEdge(world, movers.length > 0 ? movers : members);
  const moves: FleeMove[] = [];
  const leaving: string[] = [];
  const meeting: string[] = [];
  const met = new Set<string>();
  for (const id of movers) {
    const one = fleeOne(world, id, near.edge, distanceMm, unit);
    moves.push(one.move);
    if (one.leaves) leaving.push(id);
    if (one.enemies.length > 0) meeting.push(id);
    for (const e of one.enemies) met.add(e);
  }
  const outcomes: FleeOutcome[] = [];
  if (leaving.length > 0) outcomes.push({ code: 'leaves-table', rule: 'R-6.18', fighters: leaving });
  if (meeting.length > 0)
    outcomes.push({ code: 'meets-enemy', rule: 'R-6.18', fighters: meeting, enemies: [...met].sort() });
  return {
    unit,
    movCm,
    distanceMm,
    edge: near.edge,
    edgesTied: near.tied,
    edgeDistanceMm: near.gapMm,
    eliminatedInContact: caught,
    moves,
    eliminated: outcomes[0] ?? null,
    outcomes,
  };
}
