// a chosen contact point (Confédé V-B-3) in English and French, for mire path --at: the
// place on the target's edge, whether it is free, and whether the route gets there.
import type { ContactPointJudgement } from '../../geometry/index';
import { cmBesideWords, decimalWords } from './numbers';
import type { Words } from './types';

const VERDICT: Record<ContactPointJudgement['verdict'], Words> = {
  'in-reach': { en: 'free and within reach', fr: 'libre et à portée' },
  'not-free': {
    en: 'not free: the base does not fit there (R-6.6)',
    fr: 'pas libre : le socle n’y tient pas (R-6.6)',
  },
  'out-of-reach': {
    en: 'free but out of reach: the assault falls short (R-6.17)',
    fr: 'libre mais hors de portée : l’assaut tombe court (R-6.17)',
  },
  'no-route': { en: 'free but no route gets there (R-6.2)', fr: 'libre mais aucun chemin n’y mène (R-6.2)' },
};

/** The chosen place's line: where it lies on the target's edge, and the verdict on it. */
export function contactPointWords(j: ContactPointJudgement): Words {
  const x = decimalWords(j.sight.x / 10);
  const y = decimalWords(j.sight.y / 10);
  // Say how far the point named was taken to the edge when that is more than the tolerance's order.
  const moved = j.offsetMm > 0.05 ? cmBesideWords(j.offsetMm, []) : null;
  const off: Words = moved
    ? {
        en: ` (the point named, ${moved.en} off the edge, taken to it)`,
        fr: ` (le point donné, à ${moved.fr} du bord, y est ramené)`,
      }
    : { en: '', fr: '' };
  return {
    en: `Chosen contact point on ${j.target}'s edge at (${x.en}, ${y.en}) cm${off.en} (R-6.15): ${VERDICT[j.verdict].en}.`,
    fr: `Point de contact choisi sur le bord de ${j.target} en (${x.fr} ; ${y.fr}) cm${off.fr} (R-6.15) : ${VERDICT[j.verdict].fr}.`,
  };
}
