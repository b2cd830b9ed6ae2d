// Shooting: .. R-9.3 (Confédé VI-A, VI-B; Rag'narok "Ranged attacks"). Facts with rule ids:
// the words module (src/words/shots.ts) puts them in words for the CLI (mire shoot) and the app's Sight card.
import { distPointFootprint } from './footprint';
import { meleeRisk } from './melee-risk';
import { type WeaponBand, ragnarokBand, weaponBand } from './range';
import type { FighterSpec } from './scene';
import type { World } from './world';

export type ShotProblem =
  | { readonly code: 'not-free'; readonly rule: 'R-9.1'; readonly enemies: readonly string[] }
  | { readonly code: 'friend-target'; readonly rule: 'R-9.2' }
  | { readonly code: 'no-sight'; readonly rule: 'R-9.1' }
  | { readonly code: 'out-of-range'; readonly rule: 'R-9.1'; readonly distanceMm: number; readonly longMm: number };

/** R-9.2 (VI-A-3) the book's modifiers to the difficulty. */
export type ShotModifier =
  | { readonly code: 'partial'; readonly rule: 'R-9.2'; readonly delta: 1 }
  | { readonly code: 'large'; readonly rule: 'R-9.2'; readonly delta: -1 }
  | { readonly code: 'very-large'; readonly rule: 'R-9.2'; readonly delta: -2 }
  | { readonly code: 'other-level'; readonly rule: 'R-9.2'; readonly delta: 2 }
  | { readonly code: 'target-ability'; readonly rule: 'R-9.2'; readonly delta: number }
  /** Rag'narok: an obstacle in the way (no partial sight there, R-5.7). */
  | { readonly code: 'interference'; readonly rule: 'R-9.6'; readonly delta: 2 };

export type ShotJudgement = {
  readonly shooter: string;
  readonly target: string;
  /** The shot may be taken (a failed test is another matter). */
  readonly legal: boolean;
  readonly problems: readonly ShotProblem[];
  readonly los: 'full' | 'partial' | 'none';
  /** from the shooter's sight to the edge of the target's base (Rag'narok: edge to edge). */
  readonly distanceMm: number;
  readonly rangesCm: readonly [number, number, number] | null;
  /** Confédé and C3: the weapon's band; Rag'narok: bands of 10 cm (0, 1, ...). */
  readonly band: WeaponBand | null;
  readonly ragnarokBand: number | null;
  /** short 4, medium 7, long 10 (Rag'narok: the range band, R-9.6), then the modifiers (null without a band). */
  readonly baseDifficulty: number | null;
  readonly modifiers: readonly ShotModifier[];
  readonly difficulty: number | null;
  /** VI-B-1 shooting into a melee: the target's enemies in contact (the shooter's side), the nearest first: on 1-3 it is hit. */
  readonly melee: readonly string[];
  /** the friend in contact nearest the shooter, or every one equally near (within τ): their owner chooses. */
  readonly meleeAtRisk: readonly string[];
  /** the scene's measuring option. */
  readonly measuring: 'free' | 'after-declaring';
};

const BASE_DIFFICULTY: Record<Exclude<WeaponBand, 'out'>, number> = { short: 4, medium: 7, long: 10 };

/** R-9 the shot of `shooterId` at `targetId`, with the weapon's ranges (cm), given or from the scene. */
export function judgeShot(
  world: World,
  shooterId: string,
  targetId: string,
  rangesCm?: readonly [number, number, number],
): ShotJudgement {
  const shooter = world.fighter(shooterId);
  const target = world.fighter(targetId);
  const ranges = rangesCm ?? shooter.weaponRanges ?? null;
  const problems: ShotProblem[] = [];
  const enemies = world.enemiesInContact(shooterId);
  if (enemies.length > 0) problems.push({ code: 'not-free', rule: 'R-9.1', enemies });
  // VI-B-1 note: a friend is never the target.
  if (target.side === shooter.side) problems.push({ code: 'friend-target', rule: 'R-9.2' });
  const los = world.losVerdict(shooterId, targetId);
  if (los === 'none') problems.push({ code: 'no-sight', rule: 'R-9.1' });
  const sight = world.sightOf(shooterId);
  const ragnarok = world.scene.ruleset === 'ragnarok';
  // Rag'narok: edge to edge, facing plays no part; Confédé and C3: from the shooter's sight.
  const edge = world.variants.measureFrom === 'edge';
  const distanceMm = edge
    ? world.distanceMm(shooterId, targetId)
    : distPointFootprint(sight, world.footprintOf(targetId));
  // a distance within τ over a band's limit is in that band, over the longest range in range.
  const tol = world.toleranceMm;
  const band = ranges && !ragnarok ? weaponBand(distanceMm, ranges, tol) : null;
  if (ranges && distanceMm > ranges[2] * 10 + tol)
    problems.push({ code: 'out-of-range', rule: 'R-9.1', distanceMm, longMm: ranges[2] * 10 });
  const modifiers: ShotModifier[] = ragnarok ? ragnarokModifiers(los) : confedeModifiers(los, shooter, target);
  const baseDifficulty =
    band && band !== 'out' ? BASE_DIFFICULTY[band] : ragnarok ? ragnarokBand(distanceMm, tol) : null;
  const difficulty = baseDifficulty === null ? null : modifiers.reduce((d, m) => d + m.delta, baseDifficulty);
  const risk = meleeRisk(world, shooterId, targetId);
  return {
    shooter: shooterId,
    target: targetId,
    legal: problems.length === 0,
    problems,
    los,
    distanceMm,
    rangesCm: ranges,
    band,
    ragnarokBand: ragnarok ? ragnarokBand(distanceMm, tol) : null,
    baseDifficulty,
    modifiers,
    difficulty,
    melee: risk.friends.map((f) => f.id),
    meleeAtRisk: risk.atRisk,
    measuring: world.scene.options.measuring ?? 'free',
  };
}

/** Rag'narok: no partial sight; an obstacle in the way is interference, +2 ("Ranged attacks"). */
function ragnarokModifiers(los: ShotJudgement['los']): ShotModifier[] {
  return los === 'partial' ? [{ code: 'interference', rule: 'R-9.6', delta: 2 }] : [];
}

/** R-9.2 (VI-A-3) Confédé's and C3's modifiers. */
function confedeModifiers(los: ShotJudgement['los'], shooter: FighterSpec, target: FighterSpec): ShotModifier[] {
  const modifiers: ShotModifier[] = [];
  if (los === 'partial') modifiers.push({ code: 'partial', rule: 'R-9.2', delta: 1 });
  if (target.size === 3) modifiers.push({ code: 'large', rule: 'R-9.2', delta: -1 });
  if (target.size >= 4) modifiers.push({ code: 'very-large', rule: 'R-9.2', delta: -2 });
  if (target.level !== shooter.level) modifiers.push({ code: 'other-level', rule: 'R-9.2', delta: 2 });
  if (target.targetAbility) modifiers.push({ code: 'target-ability', rule: 'R-9.2', delta: target.targetAbility });
  return modifiers;
}
