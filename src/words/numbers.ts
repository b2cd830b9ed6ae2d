// Numbers in each language's notation: French writes a decimal comma. Lengths arrive in mm and
// are written in cm. Two roundings, each kept where it has always been read: the sentences
// of the CLI and the lessons round as toFixed does (the binary value: 0.15 gives 0.1); the app's
// panels as Intl.NumberFormat does (the shortest decimal: 0.15 gives 0.2).
import type { Lang, Words } from './types';

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

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, f);
  }
  return f;
}

/** A number with `digits` decimals in the language's notation (Intl: 12,5 in French). */
export function num(lang: Lang, v: number, digits = 1): string {
  return numberFormat(lang, digits).format(v);
}

/** a length in mm shown in cm with one decimal. */
export function cmText(lang: Lang, mm: number): string {
  return `${num(lang, mm / 10, 1)} cm`;
}

/**
 * A share (0..1) as a percentage. A share above zero that rounds to 0 is shown as "< 0.1%" (or
 * "< 1%"), one below 1 that rounds to 100 as "> 99.9%": a partial verdict never reads 0% or 100%.
 */
export function pctText(lang: Lang, share: number, digits = 1): string {
  const p = share * 100;
  const step = 10 ** -digits;
  const sp = lang === 'fr' ? '\u202f' : '';
  if (p > 0 && p < step) return `< ${num(lang, step, digits)}${sp}%`;
  if (p < 100 && p > 100 - step) return `> ${num(lang, 100 - step, digits)}${sp}%`;
  return `${num(lang, p, digits)}${sp}%`;
}
