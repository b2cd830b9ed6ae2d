// Comparing a recorded verdict with the verdict of a re-judgement: which facts differ, and the rules
// responsible — the rule of each problem or note that came or went, else the rule the fact comes
// from. Numbers agree within the step the record keeps them to (round.ts): 0.001 mm, 0.001°.
import { compareRuleIds } from '../rules-reference';
import { KEPT_STEP_MM } from './round';
import type { EntryVerdict, JudgedEntry, VerdictDifference, VerdictField } from './types';

/** The rule each fact comes from, when no problem or note names one. */
const FIELD_RULES: Readonly<Record<VerdictField, readonly string[]>> = {
  legal: [],
  reachable: ['R-6.2'],
  lengthMm: ['R-6.1'],
  potentialMm: ['R-6.5'],
  withinPotential: ['R-6.5'],
  position: [],
  facingDeg: [],
  problems: [],
  notes: [],
  enemiesInContact: ['R-3.3'],
  assaulted: ['R-3.4'],
  penalised: ['R-6.7'],
  los: ['R-5.4'],
  distanceMm: ['R-2.1'],
  band: ['R-2.2'],
  ragnarokBand: ['R-2.2'],
  difficulty: ['R-9.2'],
  modifiers: [],
  dice: ['R-7.4'],
  direction: ['R-7.4'],
  final: ['R-7.1'],
  onTable: ['R-7.1'],
  areaCm: ['R-7.3'],
  hits: ['R-7.2'],
};

type Coded = { readonly code: string; readonly rule: string };
type Kind = 'exact' | 'mm' | 'deg' | 'point' | 'codes' | 'set';

const KIND: Readonly<Record<VerdictField, Kind>> = {
  legal: 'exact',
  reachable: 'exact',
  lengthMm: 'mm',
  potentialMm: 'mm',
  withinPotential: 'exact',
  position: 'point',
  facingDeg: 'deg',
  problems: 'codes',
  notes: 'codes',
  enemiesInContact: 'set',
  assaulted: 'exact',
  penalised: 'set',
  los: 'exact',
  distanceMm: 'mm',
  band: 'exact',
  ragnarokBand: 'exact',
  difficulty: 'exact',
  modifiers: 'codes',
  dice: 'exact',
  direction: 'exact',
  final: 'point',
  onTable: 'exact',
  areaCm: 'mm',
  hits: 'set',
};

/**
 * The facts of `rejudged` that differ from `recorded`, in the verdict's order. `moreRules`: rules
 * to name beside a fact's own (the edition's variants when the replay reads another edition).
 */
export function compareVerdicts(
  entry: JudgedEntry,
  recorded: EntryVerdict,
  rejudged: EntryVerdict,
  moreRules: Partial<Record<VerdictField, readonly string[]>> = {},
): VerdictDifference[] {
  const out: VerdictDifference[] = [];
  const fields = new Set([...Object.keys(recorded), ...Object.keys(rejudged)]) as Set<VerdictField>;
  for (const field of fields) {
    const a = (recorded as Record<string, unknown>)[field];
    const b = (rejudged as Record<string, unknown>)[field];
    const d = differenceOf(field, a, b);
    if (d === null) continue;
    const rules = [...d.rules, ...(d.rules.length > 0 ? [] : FIELD_RULES[field]), ...(moreRules[field] ?? [])];
    out.push({ ...d, rules: sortedRules(rules.length > 0 ? rules : [actionRule(entry, field)]) });
  }
  return withLegalRules(out);
}

function differenceOf(field: VerdictField, a: unknown, b: unknown): VerdictDifference | null {
  const same = { field, recorded: a, rejudged: b, rules: [] as string[] };
  switch (KIND[field]) {
    case 'exact':
      return JSON.stringify(a) === JSON.stringify(b) ? null : same;
    case 'mm':
      return near(a, b, KEPT_STEP_MM) ? null : same;
    case 'deg':
      return near(angleGap(a, b), 0, KEPT_STEP_MM) ? null : same;
    case 'point': {
      const [p, q] = [a as number[] | undefined, b as number[] | undefined];
      return p && q && near(p[0], q[0], KEPT_STEP_MM) && near(p[1], q[1], KEPT_STEP_MM) ? null : same;
    }
    case 'codes':
      return codesDifference(same, (a ?? []) as Coded[], (b ?? []) as Coded[]);
    case 'set':
      return setDifference(same, setKeys(a), setKeys(b));
  }
}

/** Two numbers within `step` (and a hair for the binary value of a decimal step). */
function near(a: unknown, b: unknown, step: number): boolean {
  if (typeof a !== 'number' || typeof b !== 'number') return a === b;
  return Math.abs(a - b) <= step + 1e-9;
}

function angleGap(a: unknown, b: unknown): number {
  if (typeof a !== 'number' || typeof b !== 'number') return Infinity;
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

/** Problems, notes and modifiers: which codes came and went (with a modifier's delta), and their rules. */
function codesDifference(d: VerdictDifference, a: readonly Coded[], b: readonly Coded[]): VerdictDifference | null {
  const key = (c: Coded) => ('delta' in c ? `${c.code} ${String(c.delta)}` : c.code);
  const removed = minus(a.map(key), b.map(key));
  const added = minus(b.map(key), a.map(key));
  if (added.length === 0 && removed.length === 0) return null;
  const changed = new Set([...added, ...removed]);
  const rules = [...a, ...b].filter((c) => changed.has(key(c))).map((c) => c.rule);
  return { ...d, rules, added, removed };
}

function setKeys(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v.map((x) =>
    typeof x === 'string' ? x : `${String((x as { id: string }).id)} ${String((x as { coverage: string }).coverage)}`,
  );
}

function setDifference(d: VerdictDifference, a: string[], b: string[]): VerdictDifference | null {
  const removed = minus(a, b);
  const added = minus(b, a);
  if (added.length === 0 && removed.length === 0) return null;
  return { ...d, added, removed };
}

/** The items of `a` not in `b`, counted (a multiset's difference), in `a`'s order. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of a) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}

/** A verdict turned legal or illegal: the rules of the problems that came or went. */
function withLegalRules(out: VerdictDifference[]): VerdictDifference[] {
  const problems = out.find((d) => d.field === 'problems');
  if (!problems) return out;
  return out.map((d) => (d.field === 'legal' ? { ...d, rules: problems.rules } : d));
}

/** The action's own rule: a move's placement (R-6.6 for an assault, R-6.1 else), a shot's, a roll's. */
function actionRule(entry: JudgedEntry, field: VerdictField): string {
  switch (entry.type) {
    case 'move':
      return ['charge', 'engage', 'pursuit'].includes(entry.action) ? 'R-6.6' : field === 'legal' ? 'R-6.5' : 'R-6.1';
    case 'shot':
      return 'R-9.1';
    case 'dispersion':
      return 'R-7.1';
    case 'template':
      return 'R-7.3';
    case 'area':
      return 'R-7.2';
  }
}

function sortedRules(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort(compareRuleIds);
}
