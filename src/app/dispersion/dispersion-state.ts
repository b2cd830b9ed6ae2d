// The Dispersion tool's own small store (R-7.1 .. ): the initial point of impact, the
// template's radius, the seed, and the last roll with its dice. Which fighters the area covers is
// derived from the scene (areaOfEffect), never stored: move a fighter and the list follows.
import { create } from 'zustand';
import {
  type AreaCentre,
  type AreaResult,
  type DispersionResult,
  type Point,
  type RagnarokTemplateResult,
  type Scene,
  areaOfEffect,
  createRng,
  freshSeed,
  rollDispersion,
  rollRagnarokTemplate,
  sightPoint,
} from '../engine/dispersion';
import { useStore } from '../state/store';

export type Scatter = DispersionResult | RagnarokTemplateResult;

/** How long the template takes to slide from the initial to the final point. */
export const DISPERSION_ANIMATION_MS = 700;
/** A common blast template: 3 cm (R-7.2 "an area of effect of X cm"). */
export const DEFAULT_RADIUS_MM = 30;

export type Roll = {
  readonly scatter: Scatter;
  /** The shooter whose sight gave the line of fire, or null. */
  readonly shooter: string | null;
  /** The area radius the roll was made with (R-7.3: the weapon's area, before successes). */
  readonly radiusMm: number;
  readonly startedAt: number;
};

export type DispersionState = {
  impact: Point | null;
  radiusMm: number;
  /** The seed as typed; empty: a fresh seed at each roll (shown afterwards, so it can be replayed, R-7.4). */
  seedText: string;
  /** the ranged attack tests of a Rag'narok shot. */
  failures: number;
  successes: number;
  roll: Roll | null;
  /** an area without dispersion drawn on the table (the area panel, a recorded step). */
  shownArea: { centre: AreaCentre; radiusMm: number; level?: 0 | 1 } | null;
  /** The template is still sliding to the final point. */
  animating: boolean;
  error: string | null;
  setImpact: (p: Point | null) => void;
  setRadius: (mm: number) => void;
  setSeedText: (s: string) => void;
  setTests: (failures: number, successes: number) => void;
  /** Roll the dice for the current impact; returns false (with `error` set) when it cannot. */
  doRoll: (scene: Scene, shooter: string | null) => boolean;
  finish: () => void;
  reset: () => void;
};

/** A seed as typed: a whole number 0..4294967295, or null when the text is not one. */
export function parseSeedText(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= 4294967295 ? n : null;
}

export function shooterSightOf(scene: Scene, shooter: string | null): Point | null {
  const f = shooter ? scene.fighters.find((x) => x.id === shooter) : undefined;
  return f ? sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing) : null;
}

/**
 * the roll for a scene, exactly as the CLI's `mire scatter` makes it: the
 * scene's ruleset picks the Confédé dispersion or the Rag'narok template deviation.
 */
export function scatterFor(
  scene: Scene,
  input: {
    impact: Point;
    shooterSight: Point | null;
    seed: number;
    radiusMm: number;
    failures: number;
    successes: number;
  },
): Scatter {
  const rng = createRng(input.seed);
  if (scene.ruleset === 'ragnarok') {
    return rollRagnarokTemplate(rng, {
      impact: input.impact,
      shooterSight: input.shooterSight,
      failures: input.failures,
      successes: input.successes,
      weaponAreaCm: input.radiusMm / 10,
      table: scene.table,
    });
  }
  return rollDispersion(rng, {
    impact: input.impact,
    shooterSight: input.shooterSight,
    method: scene.options.dispersionDirections,
    table: scene.table,
  });
}

/** The radius of the area around the final point: grows it with successes; is the template's. */
export function areaRadiusOf(roll: Roll): number {
  return roll.scatter.rule === 'R-7.3' ? roll.scatter.areaRadiusMm : roll.radiusMm;
}

/** the fighters the area covers at the final point. */
export function hitsOf(scene: Scene, roll: Roll): AreaResult {
  return areaOfEffect(scene, { point: roll.scatter.final }, areaRadiusOf(roll));
}

/** The shooter: the selected fighter, if any (its sight gives the line of fire, R-7.1). */
export function useShooter(): string | null {
  return useStore((s) =>
    s.selection?.kind === 'fighter' && s.scene.fighters.some((f) => f.id === s.selection!.id) ? s.selection.id : null,
  );
}

export const useDispersion = create<DispersionState>((set, get) => ({
  impact: null,
  radiusMm: DEFAULT_RADIUS_MM,
  seedText: '',
  failures: 1,
  successes: 1,
  roll: null,
  shownArea: null,
  animating: false,
  error: null,
  setImpact: (p) => set({ impact: p, roll: null, shownArea: null, animating: false, error: null }),
  setRadius: (mm) => set({ radiusMm: Math.max(0, mm) }),
  setSeedText: (s) => set({ seedText: s, error: null }),
  setTests: (failures, successes) =>
    set({ failures: Math.max(0, Math.round(failures)), successes: Math.max(0, Math.round(successes)) }),
  doRoll: (scene, shooter) => {
    const { impact, seedText, radiusMm, failures, successes } = get();
    if (!impact) return false;
    let seed: number;
    if (seedText.trim() === '') seed = freshSeed();
    else {
      const parsed = parseSeedText(seedText);
      if (parsed === null) {
        set({ error: 'seed' });
        return false;
      }
      seed = parsed;
    }
    const shooterSight = shooterSightOf(scene, shooter);
    const scatter = scatterFor(scene, { impact, shooterSight, seed, radiusMm, failures, successes });
    set({
      roll: { scatter, shooter: shooterSight ? shooter : null, radiusMm, startedAt: performance.now() },
      animating: true,
      error: null,
    });
    return true;
  },
  finish: () => set({ animating: false }),
  reset: () => set({ impact: null, roll: null, shownArea: null, animating: false, error: null }),
}));

// A new table (a file, a scenario, undo past a load) makes the last roll meaningless.
useStore.subscribe((s, prev) => {
  if (s.scene.table !== prev.scene.table || s.scene.ruleset !== prev.scene.ruleset) useDispersion.getState().reset();
});
