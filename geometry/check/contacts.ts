// .. the contact facts of the pass's pairs: one pair's (the same rule as
// World.contact), and a table of every pair's, decided once per unordered pair.
import { type ContactFacts, contactFacts } from '../contact';
import type { CheckRules, FighterEntry, PairContact } from './types';

/** .. between two fighters: contact applies only between fighters at the same level (II-F-1). */
export function pairContact(ea: FighterEntry, eb: FighterEntry, rules: CheckRules): ContactFacts {
  const facts = contactFacts(ea.spec.base, ea.footprint, eb.spec.base, eb.footprint, rules.toleranceMm, rules.variants);
  if (ea.spec.level !== eb.spec.level) return { ...facts, contact: false };
  return facts;
}

/**
 * .. are symmetric: check() decides them once per unordered pair and reads them
 * for both orders, from flat arrays holding both (pair i, j at slot i·n + j): a source's pairs,
 * read one after another, lie side by side.
 */
export class PairContacts {
  private readonly distances: Float64Array;
  private readonly touching: Uint8Array;
  private readonly contact: Uint8Array;
  /** What get() answers (reused: a million reads, no object each). */
  private readonly facts: { touching: boolean; contact: boolean; distanceMm: number | undefined } = {
    touching: false,
    contact: false,
    distanceMm: undefined,
  };

  constructor(private readonly n: number) {
    this.distances = new Float64Array(n * n);
    this.touching = new Uint8Array(n * n);
    this.contact = new Uint8Array(n * n);
  }

  /** The facts of (i, j), which are those of (j, i). */
  set(i: number, j: number, c: PairContact): void {
    this.write(i * this.n + j, c);
    this.write(j * this.n + i, c);
  }

  private write(k: number, c: PairContact): void {
    // NaN: no distance given.
    this.distances[k] = c.distanceMm ?? NaN;
    this.touching[k] = c.touching ? 1 : 0;
    this.contact[k] = c.contact ? 1 : 0;
  }

  /** The pair's facts, valid until the next call. */
  get(i: number, j: number): PairContact {
    const k = i * this.n + j;
    const f = this.facts;
    f.touching = this.touching[k] === 1;
    f.contact = this.contact[k] === 1;
    f.distanceMm = Number.isNaN(this.distances[k]) ? undefined : this.distances[k];
    return f;
  }
}
