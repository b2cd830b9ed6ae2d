// The rules reference: every R-id of RULES.md explained in English and French, with the book
// section it comes from and the scene option (or fixed reading) behind each disputed reading.
// The data is assets/rules/rules.json, validated once here. Pure: no fs, so the CLI (`mire rules`),
// the app's verdict cards and the tests all read the same entries.
import { z } from 'zod';
import rulesData from '../assets/rules/rules.json';
import { RULESETS, type SceneOptions } from './scene';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** A rule id exactly as RULES.md writes it: `R-<section>.<n>`. */
export const RULE_ID = /^R-(\d+)\.(\d+)$/;
/** Rule ids cited inside a text (code comments, explanations, the reference itself). */
export const RULE_CITATION = /R-\d+\.\d+/g;

/** The scene options a reading may name (each is a key of the scene's `options`). */
export const READING_OPTIONS = [
  'tolerance',
  'fovLine',
  'dispersionDirections',
] as const satisfies readonly (keyof SceneOptions)[];

const words = z.string().regex(/\S/, 'must not be blank');
const textSchema = z.strictObject({ en: words, fr: words });

const optionReadingSchema = z
  .strictObject({
    /** The scene option that settles this reading. */
    option: z.enum(READING_OPTIONS),
    /** The values the option takes, when it is a choice. */
    values: z.array(z.string().min(1)).min(2).optional(),
    default: z.union([z.string().min(1), z.number()]),
    /** The unit of a numeric option. */
    unit: z.string().min(1).optional(),
    text: textSchema,
  })
  .refine((r) => r.values === undefined || (typeof r.default === 'string' && r.values.includes(r.default)), {
    message: 'default must be one of values',
    path: ['default'],
  });

/** A reading Mire fixes: no option yet; the text says what the reading is. */
const fixedReadingSchema = z.strictObject({ option: z.null(), text: textSchema });

const readingSchema = z.union([optionReadingSchema, fixedReadingSchema]);

const ruleSchema = z.strictObject({
  id: z.string().regex(RULE_ID, 'must look like R-5.4'),
  /** The number of the RULES.md section (the digits before the dot of the id). */
  section: z.number().int().min(0),
  title: textSchema,
  text: textSchema,
  /** Where the rule comes from in the books (or "Mire convention"). */
  source: textSchema,
  /** The rulesets (scene `ruleset`) the rule applies to. */
  editions: z.array(z.enum(RULESETS)).min(1),
  readings: z.array(readingSchema).default([]),
  /** What the books say beyond the rule that matters to the geometry. */
  notes: z.array(textSchema).default([]),
});

const sectionSchema = z.strictObject({
  number: z.number().int().min(0),
  title: textSchema,
  source: textSchema,
});

export const rulesFileSchema = z
  .strictObject({
    version: z.literal(1),
    sections: z.array(sectionSchema).min(1),
    rules: z.array(ruleSchema).min(1),
  })
  .superRefine((file, ctx) => {
    file.sections.forEach((s, i) => {
      if (i > 0 && s.number <= file.sections[i - 1].number) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'number'],
          message: 'sections must be in increasing order',
        });
      }
    });
    const numbers = new Set(file.sections.map((s) => s.number));
    const used = new Set<number>();
    let prev: RuleKey | null = null;
    file.rules.forEach((r, i) => {
      const key = parseRuleId(r.id);
      if (!key) return; // reported by the id regex
      if (key.section !== r.section) {
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'section'],
          message: `must be ${key.section}, as in ${r.id}`,
        });
      }
      if (!numbers.has(r.section)) {
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'section'], message: `no section ${r.section}` });
      }
      if (prev && compareKeys(prev, key) >= 0) {
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'id'], message: `${r.id} is a duplicate or out of order` });
      }
      used.add(r.section);
      prev = key;
    });
    file.sections.forEach((s, i) => {
      if (!used.has(s.number)) ctx.addIssue({ code: 'custom', path: ['sections', i], message: 'section has no rule' });
    });
  });

export type LocalText = z.output<typeof textSchema>;
export type Reading = z.output<typeof readingSchema>;
export type OptionReading = z.output<typeof optionReadingSchema>;
export type Rule = z.output<typeof ruleSchema>;
export type RuleSection = z.output<typeof sectionSchema>;
export type RulesReference = z.output<typeof rulesFileSchema>;

type RuleKey = { section: number; n: number };

function compareKeys(a: RuleKey, b: RuleKey): number {
  return a.section - b.section || a.n - b.n;
}

/** Order two well-formed ids as RULES.md does, by section then number (R-3.2 < R-3.7 < R-4.1). */
export function compareRuleIds(a: string, b: string): number {
  return compareKeys(parseRuleId(a)!, parseRuleId(b)!);
}

/** `R-5.4` → { section: 5, n: 4 }; null when the text is not a well-formed id. */
export function parseRuleId(id: string): RuleKey | null {
  const m = RULE_ID.exec(id);
  return m ? { section: Number(m[1]), n: Number(m[2]) } : null;
}

/** Accept the ways people type an id (`r-5.4`, `R5.4`, `5.4`) and give it as RULES.md writes it; null if it is none. */
export function normalizeRuleId(text: string): string | null {
  const m = /^(?:R-?)?(\d+)\.(\d+)$/i.exec(text.trim());
  return m ? `R-${Number(m[1])}.${Number(m[2])}` : null;
}

/** The reference, validated when this module loads (a broken file fails every test at once). */
export const RULES_REFERENCE: RulesReference = rulesFileSchema.parse(rulesData);

const byId = new Map(RULES_REFERENCE.rules.map((r) => [r.id, r]));
const sectionByNumber = new Map(RULES_REFERENCE.sections.map((s) => [s.number, s]));

/** Every rule, in RULES.md order. */
export function allRules(): readonly Rule[] {
  return RULES_REFERENCE.rules;
}

/** The section headings (0-8), in order. */
export function allSections(): readonly RuleSection[] {
  return RULES_REFERENCE.sections;
}

/** The rule with this exact id (`R-5.4`), or undefined. */
export function ruleById(id: string): Rule | undefined {
  return byId.get(id);
}

/** The section a rule belongs to. */
export function sectionOf(rule: Rule): RuleSection {
  const s = sectionByNumber.get(rule.section);
  if (!s) throw new Error(`${rule.id}: no section ${rule.section}`); // excluded by the schema
  return s;
}

/** The rules of one section, in order. */
export function rulesInSection(section: number): readonly Rule[] {
  return RULES_REFERENCE.rules.filter((r) => r.section === section);
}

/**
 * The existing ids nearest to a well-formed id that may not exist (for "did you mean …?"):
 * the same section first, then the nearest number. Empty when the id is malformed.
 */
export function nearestRuleIds(id: string): string[] {
  const key = parseRuleId(id);
  if (!key) return [];
  let best: string[] = [];
  let bestScore: [number, number] | null = null;
  for (const r of RULES_REFERENCE.rules) {
    const k = parseRuleId(r.id)!;
    const score: [number, number] = [Math.abs(k.section - key.section), Math.abs(k.n - key.n)];
    const cmp = bestScore === null ? -1 : score[0] - bestScore[0] || score[1] - bestScore[1];
    if (cmp < 0) {
      best = [r.id];
      bestScore = score;
    } else if (cmp === 0) {
      best.push(r.id);
    }
  }
  return best;
}

/** The rule ids cited in a text, in order of first appearance, without repeats. */
export function citedRuleIds(text: string): string[] {
  return [...new Set(text.match(RULE_CITATION) ?? [])];
}
