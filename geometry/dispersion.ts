// R-7.1 Dispersion (Confédé II-C-5) and R-7.3 the Rag'narok template deviation ("Area of effect
// weapons"). Every roll comes from a seedable generator and the result records the dice (R-7.4):
// `dispersionFromDice` replays a recorded roll exactly, `rollDispersion` rolls and records.
//
// Reading: arrow 1 of the template points along the line of fire — from the shooter's
// sight through the initial point of impact — and the arrows are numbered counter-clockwise every
// 60°. Without a shooter (or with the impact on the sight) the line of fire is taken along +x.
import type { Rng } from './rng';
import { type Point, dirOfDeg, normDeg } from './vec';

/** The first d6 gives the distance: 1→4 cm, 2→6, 3→8, 4→10, 5→12, 6→14 (in mm here). */
export const DISPERSION_DISTANCES_MM = [40, 60, 80, 100, 120, 140] as const;

/** Reading: `template6` (the six numbered arrows) or `continuous` (any direction, equivalent methods). */
export type DispersionMethod = 'template6' | 'continuous';

/** The recorded dice: the distance d6, and the direction d6 (template) or a uniform roll in [0, 1) (continuous). */
export type DispersionDice =
  | { readonly method: 'template6'; readonly distance: number; readonly direction: number }
  | { readonly method: 'continuous'; readonly distance: number; readonly directionRoll: number };

export type LineOfFire = {
  /** Direction of arrow 1, degrees counter-clockwise from +x. */
  readonly deg: number;
  /** `shooter`: from the shooter's sight through the impact; `table`: no shooter given, along +x. */
  readonly from: 'shooter' | 'table';
};

export type TableSize = { readonly width: number; readonly depth: number };

export type DispersionResult = {
  readonly rule: 'R-7.1';
  readonly impact: Point;
  readonly lineOfFire: LineOfFire;
  readonly dice: DispersionDice;
  /** The seed the dice came from, when rolled here; null when replayed from given dice. */
  readonly seed: number | null;
  readonly distanceMm: number;
  /** Direction of the deviation in the table's frame, degrees in [0, 360). */
  readonly directionDeg: number;
  readonly final: Point;
  /** Whether the final point is on the table (closed rectangle); null when no table was given. */
  readonly onTable: boolean | null;
};

/** The line of fire: from the shooter's sight through the initial point of impact. */
export function lineOfFire(impact: Point, shooterSight?: Point | null): LineOfFire {
  if (!shooterSight) return { deg: 0, from: 'table' };
  const dx = impact.x - shooterSight.x;
  const dy = impact.y - shooterSight.y;
  if (dx === 0 && dy === 0) return { deg: 0, from: 'table' };
  return { deg: normDeg(Math.atan2(dy, dx) / (Math.PI / 180)), from: 'shooter' };
}

/** Reading: arrow n (1..6) points (n − 1) × 60° counter-clockwise from the line of fire. */
export function arrowDeg(arrow: number, lineOfFireDeg: number): number {
  return normDeg(lineOfFireDeg + (arrow - 1) * 60);
}

function checkD6(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 6)
    throw new RangeError(`${what} must be a d6 result 1..6, got ${value}`);
}

export function isOnTable(p: Point, table: TableSize): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.depth;
}

function offset(p: Point, deg: number, mm: number): Point {
  const u = dirOfDeg(deg);
  return { x: p.x + u.x * mm, y: p.y + u.y * mm };
}

/** Replay recorded dice: the final point of impact, deterministically. */
export function dispersionFromDice(
  impact: Point,
  line: LineOfFire,
  dice: DispersionDice,
  table?: TableSize | null,
  seed: number | null = null,
): DispersionResult {
  checkD6(dice.distance, 'distance die');
  let directionDeg: number;
  if (dice.method === 'template6') {
    checkD6(dice.direction, 'direction die');
    directionDeg = arrowDeg(dice.direction, line.deg);
  } else {
    if (!(dice.directionRoll >= 0 && dice.directionRoll < 1)) throw new RangeError('directionRoll must be in [0, 1)');
    directionDeg = normDeg(line.deg + dice.directionRoll * 360);
  }
  const distanceMm = DISPERSION_DISTANCES_MM[dice.distance - 1];
  const final = offset(impact, directionDeg, distanceMm);
  return {
    rule: 'R-7.1',
    impact,
    lineOfFire: line,
    dice,
    seed,
    distanceMm,
    directionDeg,
    final,
    onTable: table ? isOnTable(final, table) : null,
  };
}

export type DispersionInput = {
  readonly impact: Point;
  /** The shooter's sight, for the line of fire; omit for an impact with no shooter. */
  readonly shooterSight?: Point | null;
  readonly method?: DispersionMethod;
  readonly table?: TableSize | null;
};

/** Roll the two dice from the generator and scatter the impact. */
export function rollDispersion(rng: Rng, input: DispersionInput): DispersionResult {
  const method = input.method ?? 'template6';
  const line = lineOfFire(input.impact, input.shooterSight);
  const distance = rng.die(6);
  const dice: DispersionDice =
    method === 'template6'
      ? { method, distance, direction: rng.die(6) }
      : { method, distance, directionRoll: rng.next() };
  return dispersionFromDice(input.impact, line, dice, input.table, rng.seed);
}

// ---------------------------------------------------------------------------------------------
// Rag'narok: the template deviates 1 cm per failed ranged attack test, in the direction of
// one d6 on its six numbered directions (same reading as for the arrows); its area is the
// weapon's, times the number of successes when there is at least one, capped at 10 (then every
// fighter hit suffers two Strength tests).

/** One graduation of the Rag'narok template: 1 cm per failure. */
export const RAGNAROK_DEVIATION_PER_FAILURE_MM = 10;
export const RAGNAROK_AREA_CAP = 10;

export type RagnarokTemplateResult = {
  readonly rule: 'R-7.3';
  readonly impact: Point;
  readonly lineOfFire: LineOfFire;
  readonly failures: number;
  readonly successes: number;
  /** The direction d6, or null when every test succeeded (the template stays where it is). */
  readonly dice: { readonly direction: number | null };
  readonly seed: number | null;
  readonly deviationMm: number;
  readonly directionDeg: number | null;
  readonly final: Point;
  readonly onTable: boolean | null;
  /** The area of effect as the template's graduation (cm) — its radius — and in mm. */
  readonly areaCm: number;
  readonly areaRadiusMm: number;
  /** 2 when the area was capped at 10 ("two Strength tests instead of one"), else 1. */
  readonly strengthTests: 1 | 2;
};

export type RagnarokTemplateInput = {
  readonly impact: Point;
  readonly shooterSight?: Point | null;
  readonly failures: number;
  readonly successes: number;
  /** The weapon's area of effect, in template graduations (cm). */
  readonly weaponAreaCm: number;
  readonly table?: TableSize | null;
};

/** The area of effect from the weapon's and the number of successes. */
export function ragnarokArea(weaponAreaCm: number, successes: number): { areaCm: number; strengthTests: 1 | 2 } {
  const raw = successes > 0 ? weaponAreaCm * successes : weaponAreaCm;
  if (raw > RAGNAROK_AREA_CAP) return { areaCm: RAGNAROK_AREA_CAP, strengthTests: 2 };
  return { areaCm: raw, strengthTests: 1 };
}

function checkCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number 0 or more, got ${n}`);
}

/** Replay: the template's final position and area from the recorded direction die. */
export function ragnarokTemplateFromDice(
  input: RagnarokTemplateInput,
  direction: number | null,
  seed: number | null = null,
): RagnarokTemplateResult {
  checkCount(input.failures, 'failures');
  checkCount(input.successes, 'successes');
  const line = lineOfFire(input.impact, input.shooterSight);
  const { areaCm, strengthTests } = ragnarokArea(input.weaponAreaCm, input.successes);
  let final = input.impact;
  let directionDeg: number | null = null;
  let deviationMm = 0;
  if (input.failures > 0) {
    if (direction === null) throw new RangeError('a direction die is needed when a test failed');
    checkD6(direction, 'direction die');
    directionDeg = arrowDeg(direction, line.deg);
    deviationMm = input.failures * RAGNAROK_DEVIATION_PER_FAILURE_MM;
    final = offset(input.impact, directionDeg, deviationMm);
  }
  return {
    rule: 'R-7.3',
    impact: input.impact,
    lineOfFire: line,
    failures: input.failures,
    successes: input.successes,
    dice: { direction: input.failures > 0 ? direction : null },
    seed,
    deviationMm,
    directionDeg,
    final,
    onTable: input.table ? isOnTable(final, input.table) : null,
    areaCm,
    areaRadiusMm: areaCm * 10,
    strengthTests,
  };
}

/** Roll the direction die (only when a test failed) and place the template. */
export function rollRagnarokTemplate(rng: Rng, input: RagnarokTemplateInput): RagnarokTemplateResult {
  const direction = input.failures > 0 ? rng.die(6) : null;
  return ragnarokTemplateFromDice(input, direction, rng.seed);
}
