// The pair in dispute, in words: the gap in mm against τ, each base's half side
// the verdict and the sights, as `mire check --from a --to b`
// decides them. The yes and no are check's own (CHECK_TABLE_WORDS), so the app and the CLI agree.
import { CHECK_TABLE_WORDS } from './check';
import { decimalWords } from './numbers';
import type { Lang } from './types';

/** One base's part in the pair's contact. */
export type ContactSideFacts = {
  readonly id: string;
  readonly round: boolean;
  readonly lengthMm: number;
  readonly sideMm: number;
  readonly qualifies: boolean;
};

/** What the words need of a pair's contact (the app's engine/contacts.ts PairContact). */
export type ContactPairFacts = {
  readonly gapMm: number;
  readonly overlapMm: number;
  readonly toleranceMm: number;
  readonly touching: boolean;
  readonly anyTouch: boolean;
  readonly contact: boolean;
  readonly a: ContactSideFacts;
  readonly b: ContactSideFacts;
  readonly aSightTouches: boolean;
  readonly bSightTouches: boolean;
};

/** A line of the pair's explanation and the rule it applies. */
export type ContactPairLine = { readonly rule: string; readonly text: string };

/**
 * mm with one decimal, or as many more (up to 6) as it takes for the shown number to fall on the
 * verdict's side of τ: 0.54 mm over τ = 0.5 mm reads "0.54 mm", never "0.5 mm".
 */
export function mmAgainstTolerance(lang: Lang, mm: number, tolMm: number, within: boolean): string {
  const agrees = (shown: number) => (within ? shown <= tolMm : shown > tolMm);
  let digits = 1;
  while (digits < 6 && agrees(mm) && !agrees(Number(decimalWords(mm, digits).en))) digits++;
  return `${decimalWords(mm, digits)[lang]} mm`;
}

const EN = {
  apart: (gap: string, tol: string) => `${gap} apart, more than τ = ${tol}: not touching.`,
  touchingGap: (gap: string, tol: string) => `${gap} apart, within τ = ${tol}: touching.`,
  overlap: (o: string, tol: string) => `Overlapping by ${o}, within τ = ${tol}: touching.`,
  round: (id: string, other: string) => `${id} (round base) touches ${other}: it qualifies.`,
  side: (id: string, len: string, side: string, ok: boolean) =>
    `${id}: ${len} of its ${side} side within τ — ${ok ? 'half a side or more: it qualifies' : 'less than half a side: it does not qualify'}.`,
  anyTouch: 'In contact: in Rag’narok any touch is contact.',
  contact: (who: string) => `In contact: ${who} qualifies.`,
  both: 'In contact: both qualify.',
  neither: 'Not in contact: they touch, but neither has half a side against the other.',
  notTouching: 'Not in contact: the bases do not touch.',
  sight: (id: string, other: string, yes: string) => `${id}’s sight touches ${other}: ${yes}.`,
};

const FR: typeof EN = {
  apart: (gap, tol) => `Écart de ${gap}, plus que τ = ${tol} : ils ne se touchent pas.`,
  touchingGap: (gap, tol) => `Écart de ${gap}, dans τ = ${tol} : ils se touchent.`,
  overlap: (o, tol) => `Chevauchement de ${o}, dans τ = ${tol} : ils se touchent.`,
  round: (id, other) => `${id} (socle rond) touche ${other} : il est qualifié.`,
  side: (id, len, side, ok) =>
    `${id} : ${len} de son côté de ${side} dans τ — ${ok ? 'au moins un demi-côté : il est qualifié' : 'moins d’un demi-côté : il n’est pas qualifié'}.`,
  anyTouch: 'Au contact : à Rag’narok, tout contact physique compte.',
  contact: (who) => `Au contact : ${who} est qualifié.`,
  both: 'Au contact : les deux sont qualifiés.',
  neither: 'Pas au contact : ils se touchent, mais aucun n’a un demi-côté contre l’autre.',
  notTouching: 'Pas au contact : les socles ne se touchent pas.',
  sight: (id, other, yes) => `La mire de ${id} touche ${other} : ${yes}.`,
};

/** The pair's explanation, line by line, each with its rule. */
export function contactPairLines(p: ContactPairFacts, lang: Lang): ContactPairLine[] {
  const w = lang === 'fr' ? FR : EN;
  const tol = `${decimalWords(p.toleranceMm, 1)[lang]} mm`;
  const lines: ContactPairLine[] = [{ rule: 'R-3.1', text: touchLine(p, lang, tol) }];
  if (p.touching && !p.anyTouch) {
    for (const [me, other] of [
      [p.a, p.b],
      [p.b, p.a],
    ] as const) {
      const side = `${decimalWords(me.sideMm, 1)[lang]} mm`;
      const text = me.round
        ? w.round(me.id, other.id)
        : w.side(me.id, `${decimalWords(me.lengthMm, 1)[lang]} mm`, side, me.qualifies);
      lines.push({ rule: 'R-3.2', text });
    }
  }
  lines.push(verdictLine(p, lang));
  const yes = (v: boolean) => (v ? CHECK_TABLE_WORDS[lang].yes : lang === 'fr' ? 'non' : 'no');
  lines.push({ rule: 'R-3.4', text: w.sight(p.a.id, p.b.id, yes(p.aSightTouches)) });
  lines.push({ rule: 'R-3.4', text: w.sight(p.b.id, p.a.id, yes(p.bSightTouches)) });
  return lines;
}

/** the gap (or the overlap) against τ. */
function touchLine(p: ContactPairFacts, lang: Lang, tol: string): string {
  const w = lang === 'fr' ? FR : EN;
  if (p.overlapMm > 0) return w.overlap(mmAgainstTolerance(lang, p.overlapMm, p.toleranceMm, true), tol);
  const gap = mmAgainstTolerance(lang, p.gapMm, p.toleranceMm, p.touching);
  return p.touching ? w.touchingGap(gap, tol) : w.apart(gap, tol);
}

/** contact is bilateral; in Rag'narok any touch is contact. */
function verdictLine(p: ContactPairFacts, lang: Lang): ContactPairLine {
  const w = lang === 'fr' ? FR : EN;
  if (!p.touching) return { rule: 'R-3.1', text: w.notTouching };
  if (p.anyTouch) return { rule: 'R-3.7', text: w.anyTouch };
  if (p.a.qualifies && p.b.qualifies) return { rule: 'R-3.3', text: w.both };
  if (p.a.qualifies || p.b.qualifies) return { rule: 'R-3.3', text: w.contact(p.a.qualifies ? p.a.id : p.b.id) };
  return { rule: 'R-3.3', text: w.neither };
}

/** What the Contact tool asks for while the pair is not complete: a first fighter, then the second. */
export function contactPairHint(lang: Lang, first: string | null): string {
  if (first === null)
    return lang === 'fr'
      ? 'Touchez deux combattants pour voir leur contact : l’écart en mm, τ et la règle (R-3).'
      : 'Tap two fighters to see their contact: the gap in mm, τ and the rule (R-3).';
  return lang === 'fr'
    ? `Touchez un second combattant pour voir son contact avec ${first}.`
    : `Tap a second fighter to see its contact with ${first}.`;
}
