// R-6.8 (Rag'narok "Unit formation"): is each unit in formation, and who is out, by how much?
//  - scattered: every fighter within 10 cm of the unit leader and within 2.5 cm of another fighter
//    of the unit (distances edge to edge, R-2.1);
//  - close: every fighter within 10 cm of the leader and in base-to-base contact with the unit,
//    which must hold together as one block of contacts. ("Ranks as equal as possible" is left to
//    the players: it is a matter of arrangement, not of distance.)
// A unit in contact with an opponent need not stay in formation; a unit of one fighter is always
// in formation.
import type { World } from './world';

export const LEADER_RANGE_MM = 100;
export const NEIGHBOUR_RANGE_MM = 25;

export type FormationViolation =
  | { fighter: string; rule: 'leader-range'; distanceMm: number; limitMm: number; excessMm: number }
  | { fighter: string; rule: 'neighbour-range'; distanceMm: number; limitMm: number; excessMm: number }
  | { fighter: string; rule: 'not-in-contact'; distanceMm: number; limitMm: number; excessMm: number };

export type UnitFormation = {
  unit: string;
  formation: 'scattered' | 'close';
  leader: string | null;
  members: string[];
  /** Members in contact with an enemy: the unit is engaged and need not keep formation. */
  excused: string[];
  inFormation: boolean;
  violations: FormationViolation[];
  /** A unit with several members and no leader cannot be checked against the 10 cm rule. */
  problem?: 'no-leader' | 'several-leaders';
};

export function checkFormations(world: World): UnitFormation[] {
  const scene = world.scene;
  const byUnit = new Map<string, string[]>();
  for (const f of scene.fighters) {
    if (!f.unit) continue;
    const list = byUnit.get(f.unit);
    if (list) list.push(f.id);
    else byUnit.set(f.unit, [f.id]);
  }
  const formationOf = new Map((scene.units ?? []).map((u) => [u.id, u.formation]));
  const out: UnitFormation[] = [];
  for (const [unit, members] of [...byUnit.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out.push(checkUnit(world, unit, members, formationOf.get(unit) ?? 'scattered'));
  }
  return out;
}

function checkUnit(world: World, unit: string, members: string[], formation: 'scattered' | 'close'): UnitFormation {
  const leaders = members.filter((id) => world.fighter(id).leader);
  const leader = leaders.length === 1 ? leaders[0] : null;
  const excused = members.filter((id) => !world.freeOfContact(id));
  const base = { unit, formation, leader, members, excused };
  // "A unit in contact with an opponent does not need to stay in formation."
  if (members.length === 1 || excused.length > 0) return { ...base, inFormation: true, violations: [] };
  if (leaders.length !== 1) {
    return {
      ...base,
      inFormation: false,
      violations: [],
      problem: leaders.length === 0 ? 'no-leader' : 'several-leaders',
    };
  }
  const violations: FormationViolation[] = [];
  for (const id of members) {
    if (id === leader) continue;
    const toLeader = world.distanceMm(id, leader!);
    if (toLeader > LEADER_RANGE_MM) {
      violations.push({
        fighter: id,
        rule: 'leader-range',
        distanceMm: toLeader,
        limitMm: LEADER_RANGE_MM,
        excessMm: toLeader - LEADER_RANGE_MM,
      });
    }
  }
  const tol = world.toleranceMm;
  for (const id of members) {
    let nearest = Infinity;
    for (const other of members) if (other !== id) nearest = Math.min(nearest, world.distanceMm(id, other));
    if (formation === 'scattered' && nearest > NEIGHBOUR_RANGE_MM) {
      violations.push({
        fighter: id,
        rule: 'neighbour-range',
        distanceMm: nearest,
        limitMm: NEIGHBOUR_RANGE_MM,
        excessMm: nearest - NEIGHBOUR_RANGE_MM,
      });
    }
    if (formation === 'close' && nearest > tol) {
      violations.push({
        fighter: id,
        rule: 'not-in-contact',
        distanceMm: nearest,
        limitMm: tol,
        excessMm: nearest - tol,
      });
    }
  }
  if (formation === 'close' && !violations.some((v) => v.rule === 'not-in-contact')) {
    // Every fighter touches another; the block must also be in one piece.
    // A piece apart from the leader's is off by its gap to that block.
    const pieces = touchingGroups(world, members, tol);
    const main = pieces.find((p) => p.includes(leader!))!;
    for (const piece of pieces) {
      if (piece === main) continue;
      let gap = Infinity;
      for (const id of piece) for (const m of main) gap = Math.min(gap, world.distanceMm(id, m));
      for (const id of piece)
        violations.push({ fighter: id, rule: 'not-in-contact', distanceMm: gap, limitMm: tol, excessMm: gap - tol });
    }
  }
  violations.sort((a, b) => (a.fighter < b.fighter ? -1 : a.fighter > b.fighter ? 1 : a.rule < b.rule ? -1 : 1));
  return { ...base, inFormation: violations.length === 0, violations };
}

function touchingGroups(world: World, ids: string[], tol: number): string[][] {
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const start of ids) {
    if (seen.has(start)) continue;
    const group = [start];
    seen.add(start);
    for (let i = 0; i < group.length; i++) {
      for (const other of ids) {
        if (!seen.has(other) && world.distanceMm(group[i], other) <= tol) {
          seen.add(other);
          group.push(other);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}
