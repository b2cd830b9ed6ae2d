// Judging a move dropped on the table: the engine's route of the sight (R-6.1, R-6.2) from where
// the fighter stands to where it was dropped, the action's potential (R-6.5) and the end position
// (R-6.5, R-6.6, R-3.4). The answer is never stored: it is whatever the engine finds.
import { baseWidthMm } from '../../geometry/base';
import { circle, distanceMm, penetrationMm } from '../../geometry/footprint';
import { type MoveAction, moveObstacles, potentialMm } from '../../geometry/movement';
import { type RouteObstacle, type RoutePiece, distSegmentFootprint, findRoute, routePolyline } from '../../geometry/route';
import { type Point, dirOfDeg, dist, scale, sub } from '../../geometry/vec';
import { World, sceneryFootprint } from '../../geometry/world';
import type { MoveAttempt, MoveJudgement, MoveTask, Text } from './types';

const ASSAULTS: readonly MoveAction[] = ['charge', 'engage', 'pursuit'];

/** Each action's name, with the French gender its articles need. */
const ACTION_NAME: Record<MoveAction, { readonly en: string; readonly fr: string; readonly frFeminine: boolean }> = {
  walk: { en: 'walk', fr: 'marche', frFeminine: true },
  run: { en: 'run', fr: 'course', frFeminine: true },
  charge: { en: 'charge', fr: 'charge', frFeminine: true },
  engage: { en: 'engagement', fr: 'engagement', frFeminine: false },
  cover: { en: 'move under cover', fr: 'mouvement à couvert', frFeminine: false },
  pursuit: { en: 'pursuit', fr: 'poursuite', frFeminine: true },
};

/** mm as cm with one decimal (R-0.1), in each language's notation. */
const cm = (mm: number): Text => ({ en: `${(mm / 10).toFixed(1)} cm`, fr: `${(mm / 10).toFixed(1).replace('.', ',')} cm` });

/** The table after the move: the mover at the dropped position, nothing else changed. */
function worldAfter(start: World, mover: string, attempt: Pick<MoveAttempt, 'position' | 'facing'>): World {
  const end = new World(start.scene);
  end.moveFighter(mover, attempt.position, attempt.facing);
  return end;
}

/** The end position: overlaps (R-6.6), the table edge, and contacts with enemies (R-6.5). */
function endProblems(end: World, task: Pick<MoveTask, 'mover' | 'action' | 'target'>): Text[] {
  const { mover, action, target } = task;
  const out: Text[] = [];
  const tol = end.toleranceMm;
  const print = end.footprintOf(mover);
  const level = end.fighter(mover).level;
  for (const id of end.fighterIds()) {
    if (id === mover || end.fighter(id).level !== level) continue;
    const depth = penetrationMm(print, end.footprintOf(id));
    if (depth > tol) {
      out.push({
        en: `${mover}'s base would overlap ${id} by ${depth.toFixed(1)} mm: the whole base must end clear of every other base (R-6.6, R-0.3).`,
        fr: `Le socle de ${mover} chevaucherait ${id} de ${depth.toFixed(1).replace('.', ',')} mm : tout le socle doit finir à l’écart des autres socles (R-6.6, R-0.3).`,
      });
    }
  }
  for (const s of end.scene.scenery) {
    if (s.passable) continue;
    if (penetrationMm(print, sceneryFootprint(s)) > tol) {
      out.push({
        en: `${mover}'s base would stand on ${s.id}, which cannot be crossed (R-6.6).`,
        fr: `Le socle de ${mover} serait sur ${s.id}, infranchissable (R-6.6).`,
      });
    }
  }
  const enemies = end.enemiesInContact(mover);
  if ((action === 'walk' || action === 'run' || action === 'cover') && enemies.length > 0) {
    const name = ACTION_NAME[action];
    out.push({
      en: `A ${name.en} may not end in contact with an enemy (${enemies.join(', ')}): announce an assault (R-6.5).`,
      fr: `${name.frFeminine ? 'Une' : 'Un'} ${name.fr} ne peut pas finir au contact d’un ennemi (${enemies.join(', ')}) : il faut annoncer un assaut (R-6.5).`,
    });
  }
  if (target && ASSAULTS.includes(action)) {
    const c = end.contact(mover, target);
    if (!c.contact) {
      out.push(
        c.touching
          ? {
              en: `${mover} touches ${target} but neither has half a side against the other: no contact (R-3.2), and an assault must end in contact (R-6.6).`,
              fr: `${mover} touche ${target} mais aucun des deux n’a la moitié d’un côté à son contact : pas de contact (R-3.2), or un assaut doit finir au contact (R-6.6).`,
            }
          : {
              en: `${mover} does not touch ${target}: an assault must end in contact with its target (R-6.6).`,
              fr: `${mover} ne touche pas ${target} : un assaut doit finir au contact de sa cible (R-6.6).`,
            },
      );
    }
    if (!end.sightTouches(mover, target)) {
      out.push({
        en: `${mover} must face ${target}, its sight (the dot on the front of its base) against ${target}'s base (R-3.4, R-6.6).`,
        fr: `${mover} doit faire face à ${target}, sa mire (le point à l’avant du socle) contre le socle de ${target} (R-3.4, R-6.6).`,
      });
    }
  }
  return out;
}

/** Does the mover's base overlap that fighter or scenery element by more than τ? */
function overlapsPiece(end: World, mover: string, id: string): boolean {
  const other = end.hasFighter(id) ? end.footprintOf(id) : end.sceneryFootprintOf(id);
  return other !== undefined && penetrationMm(end.footprintOf(mover), other) > end.toleranceMm;
}

/** R-6.5 what an assault needs before the mover leaves: sight of the target (charge), no enemy in contact. */
function assaultConditions(start: World, task: Pick<MoveTask, 'mover' | 'action' | 'target'>): Text[] {
  const { mover, action, target } = task;
  const out: Text[] = [];
  if (!ASSAULTS.includes(action)) return out;
  if (!target) {
    out.push({ en: `An assault needs a target (R-6.5).`, fr: `Un assaut a besoin d’une cible (R-6.5).` });
    return out;
  }
  if (start.fighter(target).side === start.fighter(mover).side) {
    out.push({ en: `${target} is a friend: an assault targets an enemy (R-6.5).`, fr: `${target} est un ami : un assaut vise un ennemi (R-6.5).` });
  }
  if (action === 'charge' && start.explainLos(mover, target).los === 'none') {
    out.push({
      en: `${mover} does not see ${target} where it starts, not even partially: it may not charge (R-6.5).`,
      fr: `${mover} ne voit pas ${target} depuis sa position de départ, même partiellement : il ne peut pas charger (R-6.5).`,
    });
  }
  if (action === 'charge' && !start.freeOfContact(mover)) {
    out.push({
      en: `${mover} is in contact with an enemy (${start.enemiesInContact(mover).join(', ')}): it may not charge (R-6.5).`,
      fr: `${mover} est au contact d’un ennemi (${start.enemiesInContact(mover).join(', ')}) : il ne peut pas charger (R-6.5).`,
    });
  }
  return out;
}

/** Slack between the target's outline and the goal of the route, mm (far below τ). */
const GOAL_SLACK_MM = 0.01;

/** How far to back the goal off, along the mover's facing, so that it lies just outside every base it touches. */
function backOff(obstacles: readonly RouteObstacle[], sight: Point, facingDeg: number, toleranceMm: number): number {
  const clear = (p: Point) => obstacles.every((o) => distanceMm(o.shape, circle(p, 0)) >= GOAL_SLACK_MM / 2);
  if (clear(sight)) return 0;
  const u = dirOfDeg(facingDeg);
  // The sight may lie inside a base by up to τ (R-0.3); step back until it is clear.
  for (let d = GOAL_SLACK_MM; d <= toleranceMm + 1; d += GOAL_SLACK_MM * 10) {
    if (clear(sub(sight, scale(u, d)))) return d;
  }
  return 0;
}

function segment(a: Point, b: Point): RoutePiece {
  return { type: 'segment', a, b, lengthMm: dist(a, b) };
}

/** The obstacles the route runs along, at its clearance: those it went round (R-6.2). */
function hugged(route: readonly Point[], obstacles: readonly RouteObstacle[], used: readonly string[], clearanceMm: number): string[] {
  const near = (o: RouteObstacle) => {
    for (let i = 1; i < route.length; i++) if (distSegmentFootprint(route[i - 1], route[i], o.shape) <= clearanceMm + 0.5) return true;
    return false;
  };
  return obstacles.filter((o) => used.includes(o.id) && near(o)).map((o) => o.id);
}

/**
 * Judge the move of `task.mover` from its place in `start` to `attempt`: the route of its sight is
 * the engine's (geometry/route.ts, with the obstacles of geometry/movement.ts). The route may end
 * beside other bases, as assault placements do (R-6.6); whether the base fits there is judged apart.
 */
export function judgeMove(start: World, task: Pick<MoveTask, 'mover' | 'action' | 'target'>, attempt: Pick<MoveAttempt, 'position' | 'facing'>): MoveJudgement {
  const { mover, action, target } = task;
  const spec = start.fighter(mover);
  const potential = potentialMm(action, spec.mov);
  const end = worldAfter(start, mover, attempt);
  const from = start.sightOf(mover);
  const to = end.sightOf(mover);
  const straightMm = dist(from, to);
  const isAssault = ASSAULTS.includes(action);
  const problems: Text[] = [];
  if (spec.mov === 0) {
    problems.push({ en: `MOV 0: ${mover} cannot move, nor even turn (R-6.2).`, fr: `MOU 0 : ${mover} ne peut ni se déplacer ni même tourner (R-6.2).` });
  }
  problems.push(...assaultConditions(start, task));

  const clearanceMm = baseWidthMm(spec.base) / 2;
  // The target stays an obstacle: the route goes round it to reach its far side, never through
  // it. A sight dropped against a base (the target's, R-3.4) is backed off its outline by a
  // hundredth of a millimetre, so that the route may come down to the outline there.
  const obstacles = moveObstacles(start, mover, action);
  const backOffMm = backOff(obstacles, to, attempt.facing, start.toleranceMm);
  const goal = backOffMm > 0 ? sub(to, scale(dirOfDeg(attempt.facing), backOffMm)) : to;
  const found = findRoute({
    start: from,
    goal: { kind: 'point', point: goal },
    clearanceMm,
    obstacles,
    table: start.scene.table,
    // The end position is judged on its own (overlaps, R-6.6): the route may end beside a base.
    approachGoal: true,
  });
  // The last stretch, from the backed-off goal to the sight, is added back to the measure.
  const route = found.reachable && backOffMm > 0 ? { ...found, lengthMm: found.lengthMm + backOffMm, pieces: [...found.pieces, segment(goal, to)] } : found;
  const widthCm = cm(baseWidthMm(spec.base));
  if (!route.reachable) {
    const why: Text =
      route.reason.code === 'no-way-through'
        ? {
            en: `No way there: every way passes a gap narrower than ${mover}'s base (${widthCm.en}) (R-6.2).`,
            fr: `Aucun passage : tous les chemins passent par un espace plus étroit que le socle de ${mover} (${widthCm.fr}) (R-6.2).`,
          }
        : route.reason.code === 'goal-inside-obstacle'
          ? {
              en: `${mover}'s sight cannot get there: it is closer to ${route.reason.id} than half the width of ${mover}'s base (R-6.2).`,
              fr: `La mire de ${mover} ne peut pas y aller : elle serait plus près de ${route.reason.id} que la moitié de la largeur du socle de ${mover} (R-6.2).`,
            }
          : { en: `The base would leave the table (R-6.2).`, fr: `Le socle sortirait de la table (R-6.2).` };
    // A goal inside a base the end position overlaps: the overlap says it better.
    const overlapSaysIt = route.reason.code === 'goal-inside-obstacle' && overlapsPiece(end, mover, route.reason.id);
    if (!overlapSaysIt) problems.push(why);
    problems.push(...endProblems(end, task));
    return { ok: false, reachable: false, lengthMm: null, straightMm, potentialMm: potential, route: [from], wentRound: [], reasons: problems };
  }

  const length = route.lengthMm;
  const drawn = routePolyline(route.pieces, from);
  const wentRound = length > straightMm + start.toleranceMm ? hugged(drawn, obstacles, route.obstaclesUsed, clearanceMm) : [];
  const name = ACTION_NAME[action];
  if (length > potential + 1e-9) {
    const round: Text =
      wentRound.length > 0
        ? {
            en: ` The straight line is ${cm(straightMm).en}, but the base cannot pass there: the route goes round ${wentRound.join(', ')} (R-6.2).`,
            fr: ` La ligne droite fait ${cm(straightMm).fr}, mais le socle ne passe pas : le chemin contourne ${wentRound.join(', ')} (R-6.2).`,
          }
        : { en: '', fr: '' };
    problems.push({
      en: `Out of reach: ${mover}'s sight must travel ${cm(length).en}, more than its ${cm(potential).en} ${name.en} (MOV ${spec.mov}, R-6.5).${round.en}`,
      fr: `Hors de portée : la mire de ${mover} doit parcourir ${cm(length).fr}, plus que les ${cm(potential).fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr} (MOU ${spec.mov}, R-6.5).${round.fr}`,
    });
  }
  problems.push(...endProblems(end, task));
  if (problems.length > 0) {
    return { ok: false, reachable: true, lengthMm: length, straightMm, potentialMm: potential, route: drawn, wentRound, reasons: problems };
  }
  const facts: Text[] = [
    {
      en: `${mover}'s sight travels ${cm(length).en} of its ${cm(potential).en} ${name.en} (R-6.1, R-6.5)${wentRound.length > 0 ? `, going round ${wentRound.join(', ')} (R-6.2)` : ''}.`,
      fr: `La mire de ${mover} parcourt ${cm(length).fr} sur les ${cm(potential).fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr} (R-6.1, R-6.5)${wentRound.length > 0 ? `, en contournant ${wentRound.join(', ')} (R-6.2)` : ''}.`,
    },
  ];
  if (target && isAssault) {
    facts.push({
      en: `${mover} ends in contact with ${target}, its sight against ${target}'s base and its base clear of every other (R-3.4, R-6.6).`,
      fr: `${mover} finit au contact de ${target}, sa mire contre le socle de ${target} et son socle à l’écart de tous les autres (R-3.4, R-6.6).`,
    });
  }
  return { ok: true, reachable: true, lengthMm: length, straightMm, potentialMm: potential, route: drawn, wentRound, reasons: facts };
}
