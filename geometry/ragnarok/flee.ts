// R-6.18 Rag'narok "Fleeing": "all of its fighters that are in contact with any enemy fighter are
// eliminated. A fleeing unit moves twice its Movement cm towards the nearest edge of the
// battlefield ... in a straight line, skirting around terrain and friendly units. A fleeing unit is
// eliminated if at least one of its fighters leaves the battlefield through one of its edges, or
// its fleeing movement brings the unit in contact with an enemy unit."
// Readings: the nearest edge is the one nearest any base of the unit (edge to edge, R-2.1); each
// fighter's centre is routed to it round scenery and friendly fighters of other units
// (flee-route.ts: straight ahead when nothing is in the way), 2 x MOV along that route; a fighter
// leaves the battlefield when the move is longer than its route to the edge by more than τ
// it meets an enemy when the area its base sweeps comes within τ of an enemy's base
// (flee-sweep.ts). Its own unit's fighters are no obstacle (they flee with it); a fighter walled in
// by scenery and other friendly units stays where it is, named.
import { baseFootprint, baseWidthMm } from '../base';
import { type Footprint, bbox, containsPoint, insideRect } from '../footprint';
import { type RouteObstacle, pointAlong, routePolyline } from '../route';
import { truncate } from '../moves/route-of';
import type { World } from '../world';
import { fleeRoute, routeDistance } from './flee-route';
import { sweptDistanceMm } from './flee-sweep';
import type { FleeMove, FleeOutcome, Flight, TableEdgeName } from './types';
import { engagedMembers, unitMembers, unitMovCm, unitOf } from './units';

const EDGES: readonly TableEdgeName[] = ['left', 'right', 'bottom', 'top'];

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

/** The obstacles of a flight: scenery a ground fighter cannot pass, friendly fighters of other units. */
function flightObstacles(world: World, unit: string, level: number): RouteObstacle[] {
  const members = unitMembers(world, unit).members;
  const side = world.fighter(members[0]).side;
  const out: RouteObstacle[] = [];
  for (const id of world.fighterIds()) {
    const f = world.fighter(id);
    if (f.level === level && f.side === side && unitOf(world, id) !== unit)
      out.push({ id, shape: world.footprintOf(id) });
  }
  if (level === 0)
    for (const s of world.scene.scenery) {
      const print = world.sceneryFootprintOf(s.id);
      if (!s.passable && print) out.push({ id: s.id, shape: print });
    }
  return out;
}

/** A route's obstacles closer than this beyond the clearance are the ones it skirts (mm; as a move's, hugged). */
const SKIRT_SLACK_MM = 0.5;

/** One fighter's flight: its route, where it ends and what it skirts; who it meets; whether it leaves. */
function fleeOne(world: World, id: string, edge: TableEdgeName, distanceMm: number, obstacles: RouteObstacle[]) {
  const me = world.fighter(id);
  const from = { x: me.position[0], y: me.position[1] };
  // The scenery it stands on (its centre inside, as reads it) is left, not skirted.
  const around = obstacles.filter((o) => world.sceneryFootprintOf(o.id) === undefined || !containsPoint(o.shape, from));
  const route = fleeRoute(world, id, from, edge, around);
  if (!route.reachable) {
    const stay: FleeMove = { fighter: id, from, to: from, lengthMm: 0, route: [from], skirts: [], walledIn: true };
    return { move: stay, enemies: [] as string[], leaves: false };
  }
  const tol = world.toleranceMm;
  const movedMm = Math.min(distanceMm, route.lengthMm);
  const pieces = truncate(route.pieces, movedMm);
  // Squared to its route as it leaves (a free turn in Rag'narok), turned along it as it goes.
  const leaving = pieces.length === 0 ? me.facing : pointAlong(pieces, 0, from).headingDeg;
  const end = pieces.length === 0 ? { point: from, headingDeg: me.facing } : pointAlong(pieces, movedMm, from);
  const clearanceMm = baseWidthMm(me.base) / 2;
  const skirts = around
    .filter((o) => route.used.includes(o.id) && routeDistance(pieces, o.shape) <= clearanceMm + SKIRT_SLACK_MM)
    .map((o) => o.id)
    .sort();
  const enemies: string[] = [];
  for (const other of world.fighterIds()) {
    const f = world.fighter(other);
    if (f.side === me.side || f.level !== me.level) continue;
    if (sweptDistanceMm(me.base, from, leaving, pieces, world.footprintOf(other), tol) <= tol) enemies.push(other);
  }
  const { width, depth } = world.scene.table;
  const endPrint = baseFootprint(me.base, end.point, end.headingDeg);
  const leaves = distanceMm > route.lengthMm + tol || !insideRect(endPrint, width, depth, tol);
  const move: FleeMove = {
    fighter: id,
    from,
    to: end.point,
    lengthMm: movedMm,
    route: routePolyline(pieces, from),
    skirts,
    walledIn: false,
  };
  return { move, enemies, leaves };
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
    const one = fleeOne(world, id, near.edge, distanceMm, flightObstacles(world, unit, world.fighter(id).level));
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
