// The one place that decides which variant of a rule each edition uses (issue: three editions).
// The engine asks this table; it never tests the ruleset name itself.
import type { Ruleset } from './scene';

export type RuleVariants = {
  /** half a side (Confédé, C3) or any touch (Rag'narok). */
  readonly contact: 'half-side' | 'any-touch';
  /** maximum enemies in contact by size (Confédé) or by base (C3). */
  readonly maxEnemies: 'by-size' | 'by-base';
  /** 180° in front of the base, or 360° (Rag'narok). */
  readonly fieldOfViewDeg: 180 | 360;
  /** from the sight to the target base, or from any point of the base (Rag'narok). */
  readonly lineOfSight: 'sight-to-base' | 'base-to-base';
  /** moves and shots measured from the mover's sight (Confédé, C3) or edge to edge (Rag'narok). */
  readonly measureFrom: 'sight' | 'edge';
  /** a most of enemies in contact bounds an assault (Confédé, C3), or none does. */
  readonly assaultMaximum: 'in-contact' | 'unbounded';
};

export const RULE_VARIANTS: Readonly<Record<Ruleset, RuleVariants>> = {
  confede: {
    contact: 'half-side',
    maxEnemies: 'by-size',
    fieldOfViewDeg: 180,
    lineOfSight: 'sight-to-base',
    measureFrom: 'sight',
    assaultMaximum: 'in-contact',
  },
  ragnarok: {
    contact: 'any-touch',
    maxEnemies: 'by-size',
    fieldOfViewDeg: 360,
    lineOfSight: 'base-to-base',
    measureFrom: 'edge',
    assaultMaximum: 'unbounded',
  },
  c3: {
    contact: 'half-side',
    maxEnemies: 'by-base',
    fieldOfViewDeg: 180,
    lineOfSight: 'sight-to-base',
    measureFrom: 'sight',
    assaultMaximum: 'in-contact',
  },
};
