// What changes when the same table is read under another edition: the rule variants that differ
// (from the one table in ruleset.ts) and every verdict of `check` they change, each tied to the
// rules responsible. The app uses it to say which rule changed a verdict when the edition switches.
import { maxEnemiesInContact } from './contact';
import type { Ruleset, Scene } from './scene';
import { compareRuleIds } from './rules-reference';
import { RULE_VARIANTS, type RuleVariants } from './ruleset';
import type { CheckNames, CheckResult, PairRow, PairSink } from './check';
import { World } from './world';

export type VariantKey = keyof RuleVariants;

/** The rule ids behind each value of each variant. */
const VARIANT_RULES: { readonly [K in VariantKey]: Readonly<Record<RuleVariants[K], readonly string[]>> } = {
  contact: { 'half-side': ['R-3.2', 'R-3.3'], 'any-touch': ['R-3.7'] },
  maxEnemies: { 'by-size': ['R-3.5'], 'by-base': ['R-3.5'] },
  fieldOfViewDeg: { 180: ['R-4.1'], 360: ['R-4.3'] },
  lineOfSight: { 'sight-to-base': ['R-5.1', 'R-5.3'], 'base-to-base': ['R-5.7'] },
  measureFrom: { sight: ['R-2.1'], edge: ['R-2.1'] },
  assaultMaximum: { 'in-contact': ['R-6.11'], unbounded: ['R-6.18'] },
};

export type VariantChange = {
  readonly variant: VariantKey;
  readonly before: RuleVariants[VariantKey];
  readonly after: RuleVariants[VariantKey];
  /** The rules of both readings: the one left and the one taken. */
  readonly rules: readonly string[];
};

export type PairChange = {
  readonly kind: 'pair';
  readonly from: string;
  readonly to: string;
  readonly field: 'contact' | 'inView' | 'los';
  readonly before: string | boolean;
  readonly after: string | boolean;
  readonly rules: readonly string[];
};

export type CountChange = {
  readonly kind: 'count';
  readonly id: string;
  readonly field: 'enemies' | 'max';
  readonly before: number;
  readonly after: number;
  readonly rules: readonly string[];
};

export type EditionChange = PairChange | CountChange;

export type EditionComparison = {
  readonly from: Ruleset;
  readonly to: Ruleset;
  readonly variants: readonly VariantChange[];
  /** Contact is symmetric: each unordered pair's contact change is listed once (from < to). */
  readonly changes: readonly EditionChange[];
};

function rulesOf<K extends VariantKey>(key: K, value: RuleVariants[K]): readonly string[] {
  return (VARIANT_RULES[key] as Record<string, readonly string[]>)[String(value)];
}

/** The variants that differ between two editions, with the rules of each side. */
export function variantChanges(from: Ruleset, to: Ruleset): VariantChange[] {
  const a = RULE_VARIANTS[from];
  const b = RULE_VARIANTS[to];
  const out: VariantChange[] = [];
  for (const key of Object.keys(a) as VariantKey[]) {
    if (a[key] === b[key]) continue;
    out.push({
      variant: key,
      before: a[key],
      after: b[key],
      rules: uniq([...rulesOf(key, a[key]), ...rulesOf(key, b[key])]),
    });
  }
  return out;
}

/** Distinct ids in the order of the rules (R-3.2 before before ). */
function uniq(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort(compareRuleIds);
}

/** The rules of the variants that differ, among `keys`. */
function blame(variants: readonly VariantChange[], keys: readonly VariantKey[]): string[] {
  return uniq(variants.filter((v) => keys.includes(v.variant)).flatMap((v) => v.rules));
}

/**
 * Why a pair's final sight verdict changed: a change of view, of contact (R-4.2
 * makes fighters in contact see each other, so the contact rule matters) or of the lines
 * themselves. Only rules whose variant actually differs are named.
 */
function losBlame(variants: readonly VariantChange[], a: PairFacts, b: PairFacts): string[] {
  const keys: VariantKey[] = [];
  if (a.inView !== b.inView) keys.push('fieldOfViewDeg');
  if (a.contact !== b.contact) keys.push('contact');
  // The lines themselves: obstruction ignores view and contact, so it tells a change of the
  // lines apart; the visible fraction only when view and contact stayed the same.
  const sameFrame = a.inView === b.inView && a.contact === b.contact;
  if (a.obstruction !== b.obstruction || (sameFrame && a.visibleFraction !== b.visibleFraction))
    keys.push('lineOfSight');
  const named = blame(variants, keys);
  return named.length > 0 ? named : blame(variants, ['fieldOfViewDeg', 'contact', 'lineOfSight']);
}

/** Read `scene` under its own edition and under `to`, and list every verdict that differs. */
export function compareEditions(scene: Scene, to: Ruleset): EditionComparison {
  return compareEditionsTo(scene, [to])[0];
}

/** compareEditions for several editions: the scene's own verdicts are worked out once for all. */
export function compareEditionsTo(scene: Scene, targets: readonly Ruleset[]): EditionComparison[] {
  const from = scene.ruleset;
  let own: { facts: PairFactsTable; counts: ContactCounts } | undefined;
  return targets.map((to) => {
    const variants = variantChanges(from, to);
    if (variants.length === 0) return { from, to, variants, changes: [] };
    if (variants.every((v) => v.variant === 'maxEnemies'))
      return { from, to, variants, changes: maximumChanges(scene, to, variants) };
    if (own === undefined) {
      const facts = new PairFactsTable();
      own = { facts, counts: new World(scene).checkRows({}, facts).contactCounts };
    }
    return {
      from,
      to,
      variants,
      changes: changedVerdicts(own.facts, own.counts, new World({ ...scene, ruleset: to }), variants),
    };
  });
}

/**
 * R-3.5 when only the maximum in contact differs (Confédé and C3): no pair's verdict can change, so
 * no check pass is made; the maxima are compared fighter by fighter, in the scene's order as
 * check()'s counts are.
 */
function maximumChanges(scene: Scene, to: Ruleset, variants: readonly VariantChange[]): EditionChange[] {
  const rules = blame(variants, ['maxEnemies']);
  const changes: EditionChange[] = [];
  // Keys in check()'s counts order (an object's: integer-like ids first), so the lists are the same.
  const byId: Record<string, Scene['fighters'][number]> = Object.create(null);
  for (const f of scene.fighters) byId[f.id] = f;
  for (const f of Object.values(byId)) {
    const before = maxEnemiesInContact(f, RULE_VARIANTS[scene.ruleset]);
    const after = maxEnemiesInContact(f, RULE_VARIANTS[to]);
    if (before !== after) changes.push({ kind: 'count', id: f.id, field: 'max', before, after, rules });
  }
  return changes;
}

/** Every verdict of `after`'s check that differs from the first check's, its pairs compared as they are decided. */
function changedVerdicts(
  before: PairFactsTable,
  counts: ContactCounts,
  after: World,
  variants: readonly VariantChange[],
): EditionChange[] {
  const changes: EditionChange[] = [];
  const rest = after.checkRows({}, new PairChanges(before, variants, changes));
  for (const id of Object.keys(counts)) {
    const a = counts[id];
    const b = rest.contactCounts[id];
    if (a.enemies !== b.enemies)
      changes.push({
        kind: 'count',
        id,
        field: 'enemies',
        before: a.enemies,
        after: b.enemies,
        rules: blame(variants, ['contact']),
      });
    if (a.max !== b.max)
      changes.push({
        kind: 'count',
        id,
        field: 'max',
        before: a.max,
        after: b.max,
        rules: blame(variants, ['maxEnemies']),
      });
  }
  return changes;
}

type ContactCounts = CheckResult['contactCounts'];

/** The facts of a pair that editions compare (PairRow's, without distances and blockers). */
type PairFacts = Pick<PairRow, 'contact' | 'inView' | 'obstruction' | 'los' | 'visibleFraction'>;

const WORDS = ['none', 'partial', 'full'] as const;

/**
 * The compared facts of every pair of a check, in check()'s order, in flat arrays: a million pairs
 * without a million objects. Bits of `flags`: 1 contact, 2 inView; `words`: obstruction · 3 + los.
 */
class PairFactsTable implements PairSink {
  count = 0;
  private flags = new Uint8Array(1024);
  private words = new Uint8Array(1024);
  private fractions = new Float64Array(1024);
  /** The facts of pair k, read by `at` into one object reused from call to call. */
  private readonly read: PairFacts = {
    contact: false,
    inView: false,
    obstruction: 'none',
    los: 'none',
    visibleFraction: 0,
  };

  begin(): void {
    this.count = 0;
  }

  pair(row: PairRow): void {
    if (this.count === this.flags.length) this.grow();
    const k = this.count++;
    this.flags[k] = (row.contact ? 1 : 0) | (row.inView ? 2 : 0);
    this.words[k] = WORDS.indexOf(row.obstruction) * 3 + WORDS.indexOf(row.los);
    this.fractions[k] = row.visibleFraction;
  }

  at(k: number): PairFacts {
    const r = this.read as { -readonly [K in keyof PairFacts]: PairFacts[K] };
    r.contact = (this.flags[k] & 1) !== 0;
    r.inView = (this.flags[k] & 2) !== 0;
    r.obstruction = WORDS[Math.floor(this.words[k] / 3)];
    r.los = WORDS[this.words[k] % 3];
    r.visibleFraction = this.fractions[k];
    return r;
  }

  private grow(): void {
    const n = this.flags.length * 2;
    const flags = new Uint8Array(n);
    flags.set(this.flags);
    const words = new Uint8Array(n);
    words.set(this.words);
    const fractions = new Float64Array(n);
    fractions.set(this.fractions);
    [this.flags, this.words, this.fractions] = [flags, words, fractions];
  }
}

/** The second check's pairs against the first's, pair k against pair k (check() keeps one order for the same fighters). */
class PairChanges implements PairSink {
  private ids: readonly string[] = [];
  private k = 0;

  constructor(
    private readonly before: PairFactsTable,
    private readonly variants: readonly VariantChange[],
    private readonly changes: EditionChange[],
  ) {}

  begin(names: CheckNames): void {
    this.ids = names.fighterIds;
    this.k = 0;
  }

  pair(b: PairRow): void {
    const a = this.before.at(this.k++);
    const from = this.ids[b.from];
    const to = this.ids[b.to];
    const v = this.variants;
    // contact is symmetric: listed once per unordered pair.
    if (a.contact !== b.contact && from < to)
      this.changes.push({
        kind: 'pair',
        from,
        to,
        field: 'contact',
        before: a.contact,
        after: b.contact,
        rules: blame(v, ['contact']),
      });
    if (a.inView !== b.inView)
      this.changes.push({
        kind: 'pair',
        from,
        to,
        field: 'inView',
        before: a.inView,
        after: b.inView,
        rules: blame(v, ['fieldOfViewDeg']),
      });
    if (a.los !== b.los)
      this.changes.push({
        kind: 'pair',
        from,
        to,
        field: 'los',
        before: a.los,
        after: b.los,
        rules: losBlame(v, a, b),
      });
  }
}
