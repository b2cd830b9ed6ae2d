// Scene format v1: the contract shared by the CLI, the app's save files and the tests.
// Plain JSON, validated once here (zod); the rest of the engine trusts the parsed value.
// Every optional field added later must keep older files valid (the version stays 1 until a
// change cannot be expressed as an optional field; then a migration goes in `migrate`).
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { baseFootprint } from './base';
import { bbox, penetrationMm, type Footprint } from './footprint';
import { parseJsonText } from './json-text';
import { LIMITS } from './limits';
import { isSimplePolygon } from './polygon-simple';
import { oneLine, quote, shown } from './quote';
import { signedArea } from './vec';

// Every number and string has a stated limit (geometry/limits.ts), refused here with the field,
// the limit and the value; describeIssue words zod's too_big / too_small issues.
// zod/mini (the same checks and issues as zod, a fraction of its size on the first screen) with
// zod's English messages, which describeIssue passes on for the issues it does not word itself.
z.config(en());

const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'));
// Bounds as zod's own checks (not refinements), so the JSON Schema made from this one carries them.
const positive = finite.check(z.gt(0, 'must be greater than 0'));
const nonNegative = finite.check(z.gte(0, 'must be 0 or more'));
const coordinate = finite.check(z.gte(-LIMITS.coordinateMm), z.lte(LIMITS.coordinateMm));
const pointSchema = z.tuple([coordinate, coordinate]);
const idSchema = z.string().check(z.minLength(1, 'must be a non-empty string'), z.maxLength(LIMITS.idChars));
const nameSchema = z.string().check(z.maxLength(LIMITS.nameChars));
const sizeSchema = positive.check(z.lte(LIMITS.size));
const baseMm = positive.check(z.lte(LIMITS.baseMm));

export const RULESETS = ['confede', 'ragnarok', 'c3'] as const;
export const SCENERY_KINDS = [
  'house',
  'ruin',
  'wall',
  'hill',
  'copse',
  'tree',
  'forest',
  'rocks',
  'fence',
  'river',
  'marsh',
  'objective',
  'other',
] as const;

const baseSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('round'), diameter: baseMm }),
  z.strictObject({ type: z.literal('square'), width: baseMm }),
  z.strictObject({ type: z.literal('rect'), width: baseMm, depth: baseMm }),
]);

const shapeSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('polygon'),
    points: z.array(pointSchema).check(z.minLength(3, 'needs at least 3 points'), z.maxLength(LIMITS.polygonPoints)),
  }),
  z.strictObject({
    type: z.literal('circle'),
    center: pointSchema,
    radius: positive.check(z.lte(LIMITS.coordinateMm)),
  }),
]);

export const scenerySchema = z.strictObject({
  id: idSchema,
  name: z.optional(nameSchema),
  kind: z.enum(SCENERY_KINDS),
  /** R-5.5 Size on the fighters' scale; absent = blocks every line. */
  size: z.optional(sizeSchema),
  blocksSight: z._default(z.boolean(), true),
  passable: z._default(z.boolean(), false),
  /** Height in mm for drawing only; the rules use `size`. */
  heightMm: z.optional(positive.check(z.lte(LIMITS.heightMm))),
  shape: shapeSchema,
});

export const fighterSchema = z.strictObject({
  id: idSchema,
  name: z.optional(nameSchema),
  side: idSchema,
  /** R-1.3 small 1, normal 2, large 3, very large 4, Enormous/X 3+X. */
  size: z.number().check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more'), z.lte(LIMITS.size)),
  /** R-3.5 Titans may have 16 enemies in contact. */
  titan: z.optional(z.boolean()),
  mov: nonNegative.check(z.lte(LIMITS.movCm)),
  /** R-5.6 / II-F altitude level: 0 on the ground, 1 in flight. */
  level: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  base: baseSchema,
  position: pointSchema,
  facing: z._default(finite.check(z.gte(-LIMITS.facingDeg), z.lte(LIMITS.facingDeg)), 0),
  /** R-6.3 Friends activated in the same turn as this fighter. */
  activatedWith: z.optional(z.array(idSchema).check(z.maxLength(LIMITS.fighters))),
  /** R-8.4 Strategic value (points) and wound state, for control of areas. */
  value: z.optional(nonNegative.check(z.lte(LIMITS.value))),
  wound: z.optional(z.enum(['none', 'light', 'serious', 'critical'])),
  /** R-8.5 Routed fighters control nothing (Rag'narok). */
  routed: z.optional(z.boolean()),
  /** Rag'narok unit membership (R-6.8). */
  unit: z.optional(z.string().check(z.maxLength(LIMITS.idChars))),
  leader: z.optional(z.boolean()),
  /** R-9 Shooting (optional): a ranged weapon's short-medium-long ranges in cm, and the Target/X ability. */
  weaponRanges: z.optional(
    z
      .tuple([positive, positive, positive])
      .check(z.refine(([r1, r2, r3]) => r1 <= r2 && r2 <= r3, 'short ≤ medium ≤ long')),
  ),
  targetAbility: z.optional(z.number().check(z.int('must be a whole number'), z.gte(0, 'must be 0 or more'))),
});

const optionsSchema = z.strictObject({
  /** R-0.3 Two shapes closer than this touch (mm). */
  tolerance: z._default(nonNegative.check(z.lte(LIMITS.toleranceMm)), 0.5),
  /** R-4.1 Reading: the field-of-view line passes through the sight or the base centre. */
  fovLine: z._default(z.enum(['sight', 'center']), 'sight'),
  /** R-7.1 Reading: the six template arrows or a continuous direction. */
  dispersionDirections: z._default(z.enum(['template6', 'continuous']), 'template6'),
  /** R-9.3 Measuring: freely (rehearsal, the default) or only after declaring an action (a game, Confédé IV-B-2). */
  measuring: z.optional(z.enum(['free', 'after-declaring'])),
});

const deploymentSchema = z.strictObject({
  /** R-8.2 The median line splits the table across its width (figure 1) or along its length (figure 2). */
  orientation: z.enum(['width', 'length']),
  /** Which side deploys in the low half (x or y small) and which in the high half. */
  sides: z.strictObject({ low: idSchema, high: idSchema }),
});

const unitSchema = z.strictObject({
  id: idSchema,
  /** R-6.8 (Rag'narok): scattered (the default) or close formation. */
  formation: z._default(z.enum(['scattered', 'close']), 'scattered'),
});

export const sceneSchema = z.strictObject({
  /** Where an editor finds this format's JSON Schema (assets/scene.schema.json); not read by the engine. */
  $schema: z.optional(z.string().check(z.maxLength(LIMITS.nameChars))),
  version: z.literal(1, 'must be 1 (the only scene format version)'),
  ruleset: z._default(z.enum(RULESETS), 'confede'),
  name: z.optional(nameSchema),
  table: z.strictObject({ width: positive.check(z.lte(LIMITS.tableMm)), depth: positive.check(z.lte(LIMITS.tableMm)) }),
  options: z._default(optionsSchema, { tolerance: 0.5, fovLine: 'sight', dispersionDirections: 'template6' }),
  deployment: z.optional(deploymentSchema),
  scenery: z._default(z.array(scenerySchema).check(z.maxLength(LIMITS.scenery)), []),
  fighters: z._default(z.array(fighterSchema).check(z.maxLength(LIMITS.fighters)), []),
  /** Rag'narok units (fighters name theirs with `unit`). */
  units: z.optional(z.array(unitSchema).check(z.maxLength(LIMITS.fighters))),
});

export type Scene = z.output<typeof sceneSchema>;
export type SceneInput = z.input<typeof sceneSchema>;
export type FighterSpec = Scene['fighters'][number];
export type ScenerySpec = Scene['scenery'][number];
export type SceneOptions = Scene['options'];
export type Ruleset = Scene['ruleset'];

/** A scene that could not be read: the message is one line naming the file, field and problem. */
export class SceneError extends Error {
  constructor(
    readonly file: string,
    readonly fieldPath: string,
    readonly problem: string,
  ) {
    super(`${shown(file)}: ${fieldPath ? `${fieldPath}: ` : ''}${problem}`);
    this.name = 'SceneError';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${shown(String(key))}` : shown(String(key));
  }
  return out;
}

/** Parse scene JSON text; throws SceneError (one line) on any problem. */
export function parseSceneText(text: string, file = 'scene'): Scene {
  const data = parseJsonText(text, file, { maxChars: LIMITS.fileBytes, what: 'a scene' }, SceneError);
  return parseScene(data, file);
}

/** Validate an already-parsed JSON value as a scene. */
export function parseScene(data: unknown, file = 'scene'): Scene {
  const result = sceneSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SceneError(file, formatPath(issue.path), describeIssue(issue, valueAt(data, issue.path)));
  }
  checkSemantics(result.data, file);
  return result.data;
}

export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = data;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** A zod issue in one line: the limit and the value it refuses, or zod's own message. */
export function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    // A few keys are enough to find the mistake; a file with thousands keeps the message short.
    const shownKeys = issue.keys.slice(0, 5).map(quote).join(', ');
    const more = issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : '';
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${shownKeys}${more}`;
  }
  if (issue.code === 'invalid_type' && value === undefined) return 'is required';
  if (issue.code === 'too_big') return `${measure(value)}, more than the limit of ${String(issue.maximum)}`;
  if (issue.code === 'too_small' && typeof value === 'number' && Number(issue.minimum) < 0) {
    return `${measure(value)}, less than the limit of ${String(issue.minimum)}`;
  }
  return oneLine(issue.message);
}

/** The value a limit refuses, in words: a number, or how many entries or characters. */
function measure(value: unknown): string {
  if (typeof value === 'number') return `is ${value}`;
  if (typeof value === 'string') return `has ${value.length} characters`;
  if (Array.isArray(value)) return `has ${value.length} entries`;
  return 'is too big';
}

/**
 * Rounding slack when a kept overlap meets τ (R-0.3): typed positions land a few last digits off in
 * binary, and a game's record keeps a move's end to the micrometre (record/round.ts), which may move
 * each base 0.7 µm and turn it 0.0005°: an overlap of exactly τ must still read as within τ.
 */
export const TYPED_SLACK_MM = 0.002;

/** Checks zod cannot express: unique ids, simple polygons, bases on the table, no overlapping bases (R-0.3). */
function checkSemantics(scene: Scene, file: string): void {
  const seen = new Map<string, string>();
  const claim = (id: string, where: string) => {
    const prev = seen.get(id);
    if (prev) throw new SceneError(file, `${where}.id`, `duplicate id ${quote(id)} (also ${prev})`);
    seen.set(id, where);
  };
  scene.scenery.forEach((s, i) => claim(s.id, `scenery[${i}]`));
  scene.fighters.forEach((f, i) => claim(f.id, `fighters[${i}]`));

  const sceneryPoints = scene.scenery.reduce((n, s) => n + (s.shape.type === 'polygon' ? s.shape.points.length : 0), 0);
  if (sceneryPoints > LIMITS.sceneryPoints) {
    throw new SceneError(
      file,
      'scenery',
      `has ${sceneryPoints} polygon points in all, more than the limit of ${LIMITS.sceneryPoints}`,
    );
  }
  scene.scenery.forEach((s, i) => {
    if (s.shape.type !== 'polygon') return;
    const pts = s.shape.points.map(([x, y]) => ({ x, y }));
    if (!isSimplePolygon(pts)) throw new SceneError(file, `scenery[${i}].shape.points`, 'polygon crosses itself');
    if (Math.abs(signedArea(pts)) <= 1e-9)
      throw new SceneError(file, `scenery[${i}].shape.points`, 'polygon has no area');
  });

  const tol = scene.options.tolerance;
  const { width, depth } = scene.table;
  const prints: Footprint[] = scene.fighters.map((f) =>
    baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing),
  );
  prints.forEach((fp, i) => {
    const b = bbox(fp);
    if (b.minX < -tol || b.minY < -tol || b.maxX > width + tol || b.maxY > depth + tol) {
      throw new SceneError(
        file,
        `fighters[${i}].position`,
        `base of ${quote(scene.fighters[i].id)} lies off the ${width} x ${depth} mm table`,
      );
    }
  });
  const fighterIds = new Set(scene.fighters.map((f) => f.id));
  scene.fighters.forEach((f, i) => {
    for (const other of f.activatedWith ?? []) {
      if (!fighterIds.has(other)) {
        throw new SceneError(file, `fighters[${i}].activatedWith`, `unknown fighter id ${quote(other)}`);
      }
    }
  });
  for (let i = 0; i < prints.length; i++) {
    for (let j = i + 1; j < prints.length; j++) {
      // Fighters at different altitude levels do not collide (II-F: a flyer is a counter).
      if (scene.fighters[i].level !== scene.fighters[j].level) continue;
      const depthMm = penetrationMm(prints[i], prints[j]);
      if (depthMm > tol + TYPED_SLACK_MM) {
        throw new SceneError(
          file,
          `fighters[${j}].position`,
          `bases of ${quote(scene.fighters[i].id)} and ${quote(scene.fighters[j].id)} overlap by ${depthMm.toFixed(2)} mm (tolerance ${tol} mm, R-0.3)`,
        );
      }
    }
  }
}
