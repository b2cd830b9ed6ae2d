// The end position of a move and its contacts: R-6.5 (contact forbidden or required), R-6.6 and
// R-3.4 (an assault's placement), R-6.11 (the maximum in contact, several targets, turning a
// charged base), R-6.10 (a pursuit to a point may engage whoever it ends against).
import { maxEnemiesInContact, sightTouches, touching } from '../contact';
import type { Footprint } from '../footprint';
import { fighterPower } from '../power';
import type { Point } from '../vec';
import type { World } from '../world';
import { type MoveAction, NO_CONTACT_ACTIONS } from './actions';
import type { MoveNote, MoveProblem } from './problems';
import { type MoveStart, seesAtStart } from './start';
import { surroundingsAt } from './standing';

/** Enemies of the mover's level in contact with a base of the mover standing at `print`: surroundingsAt's. */
export function enemiesAgainst(world: World, moverId: string, print: Footprint): string[] {
  return surroundingsAt(world, moverId, print, true).enemies;
}

/** the fighters other than the mover already in contact with `enemy` (`inContact`: its enemies in contact): over its maximum once the mover joins them? */
export function tooManyInContact(
  world: World,
  moverId: string,
  enemy: string,
  inContact: readonly string[] = world.enemiesInContact(enemy),
): MoveProblem | null {
  // Rag'narok has no maximum of fighters in contact: is Confédé's and C3's.
  if (world.variants.assaultMaximum === 'unbounded') return null;
  const already = inContact.filter((id) => id !== moverId);
  const max = maxEnemiesInContact(world.fighter(enemy), world.variants);
  return already.length + 1 > max ? { code: 'too-many-in-contact', rule: 'R-6.11', target: enemy, max, already } : null;
}

export type EndFacts = {
  readonly problems: MoveProblem[];
  readonly notes: MoveNote[];
  readonly enemiesInContact: readonly string[];
  /** The enemy an assault ends against with its sight touching, if any. */
  readonly assaulted: string | null;
};

/**
 * The end position's contacts. `targets`: the enemies an assault is aimed at (empty: a drop
 * without a target, or a pursuit to a point); `moved`: the sight left its place.
 */
export function endFacts(
  world: World,
  start: MoveStart,
  action: MoveAction,
  print: Footprint,
  sight: Point,
  targets: readonly string[],
  moved: boolean,
  pointGoal: boolean,
  enemies: readonly string[] = enemiesAgainst(world, start.id, print),
): EndFacts {
  const id = start.id;
  const problems: MoveProblem[] = [];
  const notes: MoveNote[] = [];
  if (NO_CONTACT_ACTIONS.includes(action)) {
    if (enemies.length > 0 && moved) problems.push({ code: 'contact-forbidden', rule: 'R-6.5', action, enemies });
    return { problems, notes, enemiesInContact: enemies, assaulted: null };
  }
  // a pursuit to a point engages whoever it ends against, or nobody.
  if (action === 'pursuit' && pointGoal && targets.length === 0 && enemies.length === 0)
    return { problems, notes, enemiesInContact: enemies, assaulted: null };
  const tol = world.toleranceMm;
  let engaged: string[];
  if (targets.length > 0) {
    engaged = [];
    for (const t of targets) {
      if (enemies.includes(t)) engaged.push(t);
      // R-5.6 / II-F-1 a target at another level is refused for that (other-level), not for its contact.
      else if (world.fighter(t).level !== world.fighter(id).level) continue;
      else
        problems.push({
          code: 'contact-required',
          rule: 'R-6.6',
          action,
          target: t,
          touching: touching(print, world.footprintOf(t), tol),
        });
    }
  } else {
    engaged = [...enemies];
    if (engaged.length === 0)
      problems.push({ code: 'contact-required', rule: 'R-6.6', action, target: null, touching: false });
  }
  const against = engaged.filter((e) => sightTouches(sight, world.footprintOf(e), tol));
  if (engaged.length > 0 && against.length === 0)
    problems.push({ code: 'sight-not-touching', rule: 'R-3.4', enemy: engaged[0] });
  // every enemy the mover ends against counts it among its enemies in contact.
  const contactsOf = new Map<string, readonly string[]>();
  for (const e of enemies) {
    const inContact = world.enemiesInContact(e);
    contactsOf.set(e, inContact);
    const over = tooManyInContact(world, id, e, inContact);
    if (over) problems.push(over);
  }
  // a Rag'narok assault asks no sight: the distance round the obstacles decides ("Assault").
  if (action === 'charge' && world.scene.ruleset !== 'ragnarok') {
    for (const e of targets.length > 0 ? targets : engaged.slice(0, 1))
      if (!seesAtStart(world, start, e)) problems.push({ code: 'no-sight-at-start', rule: 'R-6.5', enemy: e });
  }
  if (against.length > 0) notes.push({ code: 'sight-against', rule: 'R-3.4', targets: against });
  if (action === 'charge' && engaged.length > 0) {
    const turnable = mayTurn(world, id, engaged, (t) => contactsOf.get(t) ?? world.enemiesInContact(t));
    if (turnable.length > 0) notes.push({ code: 'may-turn', rule: 'R-6.11', targets: turnable });
  }
  return { problems, notes, enemiesInContact: enemies, assaulted: against[0] ?? null };
}

/**
 * R-6.11 (V-B-3) The charged fighters a charger on a square or rectangular base ("un combattant sur
 * socle carré": the charger's base decides, not the target's) may turn to face it: free of any
 * contact but the charger's, and together of a power at most the charger's (the lightest first).
 * A round charger turns nobody. Whether there is room to turn them is left to the players (the
 * book: without moving anything else).
 */
export function mayTurn(
  world: World,
  chargerId: string,
  charged: readonly string[],
  contactsOf: (id: string) => readonly string[] = (t) => world.enemiesInContact(t),
): string[] {
  const charger = world.fighter(chargerId);
  if (charger.base.type === 'round') return [];
  const ruleset = world.scene.ruleset;
  const budget = fighterPower(charger, ruleset);
  const free = charged
    .filter((t) => contactsOf(t).every((e) => e === chargerId))
    .map((t) => ({ t, power: fighterPower(world.fighter(t), ruleset) }))
    .sort((a, b) => a.power - b.power);
  const out: string[] = [];
  let used = 0;
  for (const f of free) {
    if (used + f.power > budget) break;
    used += f.power;
    out.push(f.t);
  }
  return out;
}
