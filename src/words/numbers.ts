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

/**
 * A share (0..1) as a sentence's percentage with one decimal (rounded as toFixed does), in the
 * language's notation: a share above zero never reads "0.0%", one below 1 never "100.0%".
 */
export function pctWords(share: number): Words {
  const p = share * 100;
  let en = `${p.toFixed(1)}%`;
  if (p > 0 && en === '0.0%') en = '< 0.1%';
  else if (p < 100 && en === '100.0%') en = '> 99.9%';
  return { en, fr: en.replace('.', ',').replace('%', '\u202f%') };
}

/** Which side of a threshold the verdict puts a length on: at or under it, over it, or strictly below it ("less than"). */
export type Side = 'under' | 'over' | 'below';

const onSide = (v: number, thresholdMm: number, side: Side): boolean =>
  side === 'under' ? v <= thresholdMm : side === 'over' ? v > thresholdMm : v < thresholdMm;

/**
 * a length shown beside a verdict that puts it `side` of `thresholdMm`: in cm with one
 * decimal, unless that rounding would read as the threshold or beyond it, then in mm with as many
 * decimals as it takes (400.4 mm, not "40.0 cm", for a length over 40 cm). A length the tolerance
 * puts under a threshold it is just over reads as it is: no rounding can show that, τ does.
 */
export function cmBesideWords(mm: number, thresholds: readonly { readonly mm: number; readonly side: Side }[]): Words {
  const agrees = (shownMm: number) => thresholds.every((t) => onSide(shownMm, t.mm, t.side));
  const cm = decimalWords(mm / 10);
  if (!agrees(mm) || agrees(Number(cm.en) * 10)) return { en: `${cm.en} cm`, fr: `${cm.fr} cm` };
  for (let digits = 1; digits < 3; digits++) {
    const n = decimalWords(mm, digits);
    if (agrees(Number(n.en))) return { en: `${n.en} mm`, fr: `${n.fr} mm` };
  }
  const n = decimalWords(mm, 3);
  return { en: `${n.en} mm`, fr: `${n.fr} mm` };
}

/**
 * a route's length beside its potential, both in one unit: in cm with one decimal when the
 * two shown numbers compare as the verdict does (`side`: the length at most the potential, or
 * over it), else both in mm with as many decimals as it takes ("150.4 mm, more than its 150.0 mm",
 * never "15.0 cm, more than its 15.0 cm"). `tolerated`: a length over its potential that the
 * tolerance puts in reach, which the sentence says in words.
 */
export function lengthAgainstWords(
  lengthMm: number,
  potentialMm: number,
  side: Side,
): { readonly length: Words; readonly potential: Words; readonly tolerated: boolean } {
  const tolerated = side === 'under' && lengthMm > potentialMm;
  const agrees = (l: string, p: string) => tolerated || onSide(Number(l), Number(p), side);
  const lc = decimalWords(lengthMm / 10);
  const pc = decimalWords(potentialMm / 10);
  const unit = (l: Words, p: Words, u: string) => ({
    length: { en: `${l.en} ${u}`, fr: `${l.fr} ${u}` },
    potential: { en: `${p.en} ${u}`, fr: `${p.fr} ${u}` },
    tolerated,
  });
  if (agrees(lc.en, pc.en)) return unit(lc, pc, 'cm');
  for (let digits = 1; digits < 3; digits++) {
    const l = decimalWords(lengthMm, digits);
    const p = decimalWords(potentialMm, digits);
    if (agrees(l.en, p.en)) return unit(l, p, 'mm');
  }
  return unit(decimalWords(lengthMm, 3), decimalWords(potentialMm, 3), 'mm');
}

/** A colon in each language's notation: French sets it off with a space. */
export const COLON: Words = { en: ': ', fr: ' : ' };
