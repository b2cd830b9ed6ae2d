// Game record format v1 (`kind: 'mire-game'`): the starting scene and every entry after it — each
// action with the facts of its verdict, each edit, each turn and activation marker — as plain JSON,
// validated once here (zod, in the scene format's family: geometry/scene.ts). Every file is
// hostile: each list has a count limit, each string a length, each number is finite and bounded.
import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MOVE_ACTIONS } from '../moves/actions';
import { fighterSchema, sceneSchema, scenerySchema } from '../scene';

const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'));
const whole = (min: number, max: number) =>
  z.number().check(z.int('must be a whole number'), z.gte(min, `must be ${min} or more`), z.lte(max));
const coordinate = finite.check(z.gte(-LIMITS.coordinateMm), z.lte(LIMITS.coordinateMm));
const point = z.tuple([coordinate, coordinate]);
/** Where a scattered impact lands: up to 14 cm or 10 cm a failure past a coordinate. */
const farCoordinate = finite.check(z.gte(-2 * LIMITS.coordinateMm), z.lte(2 * LIMITS.coordinateMm));
const farPoint = z.tuple([farCoordinate, farCoordinate]);
const lengthMm = finite.check(z.gte(0, 'must be 0 or more'), z.lte(4 * LIMITS.coordinateMm));
const facingDeg = finite.check(z.gte(-LIMITS.facingDeg), z.lte(LIMITS.facingDeg));
const id = z.string().check(z.minLength(1, 'must be a non-empty string'), z.maxLength(LIMITS.idChars));
const ids = z.array(id).check(z.maxLength(LIMITS.fighters));
const name = z.string().check(z.maxLength(LIMITS.nameChars));
const ruleId = z.string().check(z.maxLength(16), z.regex(/^R-\d{1,3}\.\d{1,3}$/, 'must be a rule id such as R-6.5'));
/** A problem or note of a verdict: its code and the rule it comes from. */
const coded = z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(LIMITS.idChars)), rule: ruleId });
const codes = z.array(coded).check(z.maxLength(100));
const seed = whole(0, 4294967295);
const d6 = whole(1, 6);

/** Who made an entry: a player's name, the side it plays, or both. */
const bySchema = z.strictObject({ player: z.optional(name), side: z.optional(id) });

/** Every entry says when it was made: the turn (from 1) and the activation within it (0: before the first). */
const when = {
  turn: whole(1, LIMITS.gameTurns),
  activation: whole(0, LIMITS.gameTurns),
  by: z.optional(bySchema),
};

const moveGoal = z.union([
  z.strictObject({ point }),
  z.strictObject({ target: id, also: z.optional(z.array(id).check(z.maxLength(16))) }),
  z.strictObject({ place: z.strictObject({ position: point, facingDeg }), target: z.optional(id) }),
]);

/** R-6 the facts of a move's verdict; `position` and `facingDeg` are where the base ends (its centre). */
const moveVerdict = z.strictObject({
  legal: z.boolean(),
  reachable: z.boolean(),
  lengthMm,
  potentialMm: lengthMm,
  withinPotential: z.boolean(),
  position: point,
  facingDeg,
  problems: codes,
  notes: codes,
  enemiesInContact: ids,
  assaulted: z.nullable(id),
  /** the fighters the charges of this activation penalise, this charge included (charges only). */
  penalised: z.optional(ids),
});

const band = z.enum(['short', 'medium', 'long', 'out']);
const shotVerdict = z.strictObject({
  legal: z.boolean(),
  los: z.enum(['full', 'partial', 'none']),
  distanceMm: lengthMm,
  band: z.nullable(band),
  ragnarokBand: z.nullable(whole(0, LIMITS.gameTurns)),
  difficulty: z.nullable(whole(-1000, 1000)),
  problems: codes,
  modifiers: z
    .array(z.strictObject({ code: coded.shape.code, rule: ruleId, delta: whole(-1000, 1000) }))
    .check(z.maxLength(16)),
});

/** a fighter an area covers: whole or in part. */
const hit = z.strictObject({ id, coverage: z.enum(['whole', 'partial']) });
const hits = z.array(hit).check(z.maxLength(LIMITS.fighters));

const dice = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('template6'), distance: d6, direction: d6 }),
  z.strictObject({
    method: z.literal('continuous'),
    distance: d6,
    directionRoll: finite.check(z.gte(0), z.lt(1)),
  }),
]);
const dispersionVerdict = z.strictObject({ dice, final: farPoint, onTable: z.boolean(), hits });
const templateVerdict = z.strictObject({
  direction: z.nullable(d6),
  final: farPoint,
  onTable: z.boolean(),
  areaCm: lengthMm,
  hits,
});

const editSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fighter-added'), fighter: fighterSchema }),
  z.strictObject({ kind: z.literal('fighter-moved'), id, position: point, facingDeg }),
  z.strictObject({ kind: z.literal('fighter-removed'), id }),
  /** The fighter as it now is (same id): MOV, size, wound and any other field. */
  z.strictObject({ kind: z.literal('fighter-changed'), fighter: fighterSchema }),
  z.strictObject({ kind: z.literal('scenery-added'), scenery: scenerySchema }),
  z.strictObject({ kind: z.literal('scenery-moved'), id, byMm: point }),
  z.strictObject({ kind: z.literal('scenery-removed'), id }),
  z.strictObject({ kind: z.literal('scenery-changed'), scenery: scenerySchema }),
]);

export const entrySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('turn'), ...when }),
  z.strictObject({ type: z.literal('activation'), ...when }),
  z.strictObject({
    type: z.literal('move'),
    ...when,
    mover: id,
    action: z.enum(MOVE_ACTIONS),
    goal: moveGoal,
    disengaged: z.optional(z.boolean()),
    attacked: z.optional(z.boolean()),
    activatedWith: z.optional(ids),
    verdict: moveVerdict,
  }),
  z.strictObject({
    type: z.literal('shot'),
    ...when,
    shooter: id,
    target: id,
    /** the weapon's short-medium-long ranges in cm, when not the shooter's own. */
    rangesCm: z.optional(z.tuple([lengthMm, lengthMm, lengthMm])),
    verdict: shotVerdict,
  }),
  /** a scattered impact: the seed gives the dice; an area of `areaMm` around the final point. */
  z.strictObject({
    type: z.literal('dispersion'),
    ...when,
    impact: point,
    from: z.optional(id),
    seed,
    areaMm: z.optional(lengthMm),
    verdict: dispersionVerdict,
  }),
  /** Rag'narok: the template deviates 1 cm per failure; its area grows with the successes. */
  z.strictObject({
    type: z.literal('template'),
    ...when,
    impact: point,
    from: z.optional(id),
    seed,
    failures: whole(0, 100),
    successes: whole(0, 100),
    weaponAreaCm: finite.check(z.gt(0), z.lte(1000)),
    verdict: templateVerdict,
  }),
  /** an area of effect without dispersion, around a point or a fighter's base. */
  z.strictObject({
    type: z.literal('area'),
    ...when,
    centre: z.union([z.strictObject({ point }), z.strictObject({ fighter: id })]),
    radiusMm: lengthMm,
    level: z.optional(z.union([z.literal(0), z.literal(1)])),
    verdict: z.strictObject({ hits }),
  }),
  z.strictObject({ type: z.literal('edit'), ...when, edit: editSchema }),
]);

export const GAME_KIND = 'mire-game';

export const gameSchema = z.strictObject({
  /** Where an editor finds this format's JSON Schema (assets/record.schema.json); not read by the engine. */
  $schema: z.optional(z.string().check(z.maxLength(LIMITS.nameChars))),
  version: z.literal(1, 'must be 1 (the only game format version)'),
  kind: z.literal(GAME_KIND, `must be "${GAME_KIND}"`),
  name: z.optional(name),
  start: sceneSchema,
  entries: z.array(entrySchema).check(z.maxLength(LIMITS.gameEntries)),
});
