// Power: a fighter's weight when charging and when controlling areas.
import type { Base } from './base';
import type { Ruleset } from './scene';

/** Rag'narok infantry bases are 30 mm; anything larger is a "larger base". */
export const RAGNAROK_INFANTRY_BASE_MM = 30;

/** The largest extent of a base (diameter, width, or the longer side of a rectangle). */
function baseExtentMm(base: Base): number {
  switch (base.type) {
    case 'round':
      return base.diameter;
    case 'square':
      return base.width;
    case 'rect':
      return Math.max(base.width, base.depth);
  }
}

/**
 * Confédé and C3 (Confédé I-C): power 1 for size 1 and 2, else size − 1.
 * Rag'narok ("Power"): 1 on an infantry base (up to 30 mm), 2 on any larger base.
 */
export function fighterPower(fighter: { size: number; base: Base }, ruleset: Ruleset): number {
  if (ruleset === 'ragnarok') return baseExtentMm(fighter.base) <= RAGNAROK_INFANTRY_BASE_MM ? 1 : 2;
  return fighter.size <= 2 ? 1 : fighter.size - 1;
}
