// Rag'narok sight in English and French: a fighter sees or does not see; an obstacle standing
// between the bases while a line stays free is interference for a shot (+2, R-9.6), never "partial
// sight". For mire los, mire check, mire replay under Rag'narok and the app's Sight card.
import type { LosExplanation, SightVerdict } from '../../geometry/index';
import type { Lang, Words } from './types';

/** The explanation of a Rag'narok sight: base to base. */
export const isBaseToBase = (ex: Pick<LosExplanation, 'sight'>): boolean => ex.sight.method === 'base-to-base';

/** The verdict as a verb: sees or does not see (the interference is told beside it). */
export const RAGNAROK_VERDICT: Record<Lang, Record<SightVerdict, string>> = {
  en: { full: 'sees', partial: 'sees', none: 'does not see' },
  fr: { full: 'voit', partial: 'voit', none: 'ne voit pas' },
};

/** A verdict as a value (a table's cell, a record's fact): seen, interference, not seen. */
export const RAGNAROK_VALUE: Record<SightVerdict, Words> = {
  full: { en: 'seen', fr: 'vue' },
  partial: { en: 'seen, interference', fr: 'vue, interférence' },
  none: { en: 'not seen', fr: 'pas vue' },
};

type ShowId = (id: string) => string;

/** mire los's first line under Rag'narok. */
export function ragnarokHeadWords(ex: LosExplanation, lang: Lang, shown: ShowId): string {
  const a = shown(ex.from.id);
  const b = shown(ex.to.id);
  if (ex.los === 'none') return lang === 'fr' ? `${a} ne voit pas ${b} (R-5.7).` : `${a} does not see ${b} (R-5.7).`;
  if (ex.los === 'full') return lang === 'fr' ? `${a} voit ${b} (R-5.7).` : `${a} sees ${b} (R-5.7).`;
  return lang === 'fr'
    ? `${a} voit ${b} ; un obstacle se tient entre eux : interférence pour un tir, +2 (R-5.7, R-9.6).`
    : `${a} sees ${b}; an obstacle stands between them: interference for a shot, +2 (R-5.7, R-9.6).`;
}

/** The facts behind a Rag'narok verdict: a free line or none, and each obstacle between the bases. */
export function ragnarokBarrierWords(ex: LosExplanation, lang: Lang, shown: ShowId): { rule: string; text: string }[] {
  const fr = lang === 'fr';
  const a = shown(ex.from.id);
  const b = shown(ex.to.id);
  const out: { rule: string; text: string }[] = [];
  out.push(
    ex.los === 'none'
      ? {
          rule: 'R-5.7',
          text: fr
            ? `Toute ligne du socle de ${a} au socle de ${b} traverse un obstacle.`
            : `Every line from ${a}'s base to ${b}'s base crosses an obstacle.`,
        }
      : {
          rule: 'R-5.7',
          text: fr
            ? `Une ligne libre joint le socle de ${a} au socle de ${b}.`
            : `A free line joins ${a}'s base to ${b}'s base.`,
        },
  );
  for (const k of ex.sight.blockers) {
    const what = k.kind === 'fighter' ? (fr ? 'combattant' : 'fighter') : fr ? 'décor' : 'scenery';
    out.push(
      ex.los === 'none'
        ? {
            rule: 'R-5.7',
            text: fr
              ? `${shown(k.id)} (${what}) se tient entre les socles.`
              : `${shown(k.id)} (${what}) stands between the bases.`,
          }
        : {
            rule: 'R-9.6',
            text: fr
              ? `${shown(k.id)} (${what}) se tient entre les socles : interférence pour un tir.`
              : `${shown(k.id)} (${what}) stands between the bases: interference for a shot.`,
          },
    );
  }
  return out;
}
