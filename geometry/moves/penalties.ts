// R-6.7 Charge penalties (Confédé V-B-3 "Pénalités de charge"), counted per activation ("tour de
// parole"): only the charges of one activation add up.
import { fighterPower } from '../power';
import type { World } from '../world';

export type Charge = {
  readonly charger: string;
  readonly target: string;
  /** The activation (turn to speak) the charge was made in; charges without one count as one activation. */
  readonly activation?: number;
};

export type ChargePenalty = {
  readonly target: string;
  readonly activation: number | undefined;
  readonly chargers: readonly string[];
  /** The chargers' total power, and the total power of every fighter they charged together. */
  readonly chargersPower: number;
  readonly chargedPower: number;
  readonly targetPower: number;
  readonly penalised: boolean;
};

/** one group of charges of an activation, linked by a shared charger or target. */
export type ChargeGroup = {
  readonly activation: number | undefined;
  readonly charges: readonly Charge[];
  readonly chargers: readonly string[];
  readonly targets: readonly string[];
  readonly chargersPower: number;
  readonly chargedPower: number;
  /** Every charged fighter of the group suffers -1 INI, ATT, DEF, AIM until the end of the turn. */
  readonly penalised: boolean;
};

/**
 * The charges of each activation grouped where they share a charger or a target, each group's
 * chargers' total power against its charged fighters' total power: at least as much penalises
 * every charged fighter of the group.
 */
export function chargeGroups(world: World, charges: readonly Charge[]): ChargeGroup[] {
  const ruleset = world.scene.ruleset;
  const power = (id: string) => fighterPower(world.fighter(id), ruleset);
  const out: ChargeGroup[] = [];
  const byActivation = new Map<number | undefined, Charge[]>();
  for (const c of charges) byActivation.set(c.activation, [...(byActivation.get(c.activation) ?? []), c]);
  for (const [activation, group] of byActivation) {
    for (const component of components(group)) {
      const chargers = [...new Set(component.map((c) => c.charger))];
      const targets = [...new Set(component.map((c) => c.target))];
      const chargersPower = chargers.reduce((s, id) => s + power(id), 0);
      const chargedPower = targets.reduce((s, id) => s + power(id), 0);
      const penalised = chargedPower <= chargersPower;
      out.push({ activation, charges: component, chargers, targets, chargersPower, chargedPower, penalised });
    }
  }
  return out;
}

/**
 * A charged fighter suffers -1 INI, ATT, DEF, AIM when the chargers of one activation are
 * together at least as powerful as the fighters they charged: the charges of an activation are
 * grouped where they share a charger or a target, and each group's chargers' power is compared
 * with its targets' power. One target alone: its chargers against it (A on Z, F and G on W); one
 * charger on several: against them all (H, power 1, does not penalise V and U, power 1 each,
 * while I, power 2, penalises T and S).
 */
export function chargePenalties(world: World, charges: readonly Charge[]): ChargePenalty[] {
  const ruleset = world.scene.ruleset;
  const power = (id: string) => fighterPower(world.fighter(id), ruleset);
  return chargeGroups(world, charges).flatMap((g) =>
    g.targets.map((target) => ({
      target,
      activation: g.activation,
      chargers: g.charges.filter((c) => c.target === target).map((c) => c.charger),
      chargersPower: g.chargersPower,
      chargedPower: g.chargedPower,
      targetPower: power(target),
      penalised: g.penalised,
    })),
  );
}

/** The charges linked by a shared charger or target. */
function components(charges: readonly Charge[]): Charge[][] {
  const parent = charges.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < charges.length; i++) {
    for (let j = 0; j < i; j++) {
      if (charges[i].charger === charges[j].charger || charges[i].target === charges[j].target)
        parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, Charge[]>();
  charges.forEach((c, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), c]));
  return [...groups.values()];
}
