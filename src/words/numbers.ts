// Numbers in each language's notation: French writes a decimal comma. Lengths arrive in mm and
// are written in cm.
import type { Words } from './types';

/** A number with `digits` decimals (rounded as toFixed does), in each language's notation. */
export function decimalWords(v: number, digits = 1): Words {
  const en = v.toFixed(digits);
  return { en, fr: en.replace('.', ',') };
}

/** mm as cm with one decimal, in each language's notation. */
export function cmWords(mm: number): Words {
  const n = decimalWords(mm / 10);
  return { en: `${n.en} cm`, fr: `${n.fr} cm` };
}
