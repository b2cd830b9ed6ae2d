// What a move knows of the mover before it leaves, and who may take which move from there:
// R-6.5 (a charge's sight at the start), R-6.9 (Confédé V-B, V-C, V-D), R-6.10 (VII-C-6).
import { maxEnemiesInContact } from '../contact';
import type { Point } from '../vec';
import type { World } from '../world';
import type { MoveAction } from './actions';
import type { MoveNote, MoveProblem } from './problems';

/** The facts of the start, read from the table before the mover leaves. */
export type MoveStart = {
  readonly id: string;
  readonly sight: Point;
  readonly facingDeg: number;
  /** Enemies in contact at the start. */
  readonly enemiesInContact: readonly string[];
  /** Enemies seen at the start, even partially (a charge needs its target among them, R-6.5); absent: ask the World, which still shows the start. */
  readonly seenEnemies?: ReadonlySet<string>;
};

/** The start as the World shows it; `withSight` lists every enemy seen (for a caller that moves the fighter in the World before judging). */
export function moveStart(world: World, id: string, withSight = false): MoveStart {
  const me = world.fighter(id);
  let seenEnemies: Set<string> | undefined;
  if (withSight) {
    seenEnemies = new Set();
    for (const other of world.fighterIds()) {
      if (other !== id && world.fighter(other).side !== me.side && world.losVerdict(id, other) !== 'none')
        seenEnemies.add(other);
    }
  }
  return {
    id,
    sight: world.sightOf(id),
    facingDeg: me.facing,
    enemiesInContact: world.enemiesInContact(id),
    seenEnemies,
  };
}

/** How the mover sets off: the player's declarations the table cannot show. */
export type Setting = {
  /** It disengages first (V-C): a walk, or an engagement at MOV × 1. */
  readonly disengaged?: boolean;
  /** It was charged or engaged this activation phase: no disengagement (V-C). */
  readonly attacked?: boolean;
};

/**
 * Who may take which move: walk only when free, or by disengaging when in contact and
 * neither attacked this phase nor at its maximum of enemies (V-C); run, charge and cover only
 * when free; engage when free or after a disengagement; a pursuit needs none.
 */
export function startProblems(
  world: World,
  start: MoveStart,
  action: MoveAction,
  setting: Setting,
): { problems: MoveProblem[]; notes: MoveNote[] } {
  const enemies = start.enemiesInContact;
  const problems: MoveProblem[] = [];
  const notes: MoveNote[] = [];
  if (enemies.length === 0 || action === 'pursuit') return { problems, notes };
  const mayDisengage = action === 'walk' || action === 'engage';
  if (!mayDisengage || !setting.disengaged) {
    problems.push({ code: 'not-free', rule: 'R-6.9', action, enemies, mayDisengage });
    return { problems, notes };
  }
  const me = world.fighter(start.id);
  if (setting.attacked) problems.push({ code: 'no-disengagement', rule: 'R-6.9', why: 'attacked', enemies });
  else if (world.variants.assaultMaximum === 'in-contact' && enemies.length >= maxEnemiesInContact(me, world.variants))
    problems.push({ code: 'no-disengagement', rule: 'R-6.9', why: 'at-maximum', enemies });
  else notes.push({ code: 'disengaged', rule: 'R-6.9', enemies });
  return { problems, notes };
}

/** a charge needs sight of its target, even partial, at the start. */
export function seesAtStart(world: World, start: MoveStart, enemy: string): boolean {
  return start.seenEnemies ? start.seenEnemies.has(enemy) : world.losVerdict(start.id, enemy) !== 'none';
}
