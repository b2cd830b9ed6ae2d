// R-9.3 (Confédé IV-B-2) measuring only after declaring, in English and French: what a command
// that measures says under the scene option `measuring: "after-declaring"`.
import type { Words } from './types';

/** What was declared before measuring: a move (mire path), an effect (mire area), a shot (mire shoot); `none`: nothing declared. */
export type Declared = 'move' | 'effect' | 'shot' | 'none';

/** The line a measuring command adds under `after-declaring`: measured now it is declared, or no distance shown. */
export function measuringWords(declared: Declared): Words {
  switch (declared) {
    case 'move':
      return {
        en: 'The move declared, its distances are measured now (R-9.3, IV-B-2).',
        fr: 'Le mouvement déclaré, ses distances sont mesurées maintenant (R-9.3, IV-B-2).',
      };
    case 'effect':
      return {
        en: 'The effect declared, its distances are measured now (R-9.3, IV-B-2).',
        fr: 'L’effet déclaré, ses distances sont mesurées maintenant (R-9.3, IV-B-2).',
      };
    case 'shot':
      return {
        en: 'The shot declared, the distance is measured now (R-9.3).',
        fr: 'Le tir déclaré, la distance est mesurée maintenant (R-9.3).',
      };
    case 'none':
      return {
        en: 'Measuring only after declaring (R-9.3, IV-B-2): no distance is shown until an action is declared (mire path, shoot, area).',
        fr: 'Mesure seulement après déclaration (R-9.3, IV-B-2) : aucune distance n’est montrée avant qu’une action soit déclarée (mire path, shoot, area).',
      };
  }
}
