// pushing aside (Confédé II-E-1: "légèrement décalés", "slightly pushed back") in English
// and French, for mire path --push-aside and the Move tool: whether fighters in contact with the
// target are pushed aside to make room, each one's slide in mm (a slide of a few mm would read
// 0.x cm), and where it goes.
import type { PushAsideJudgement, SlidFighter } from '../../geometry/index';
import { decimalWords } from './numbers';
import type { Words } from './types';

/** A slide in mm with one decimal: the book's "slightly" is a matter of millimetres. */
function mmWords(mm: number): Words {
  const n = decimalWords(mm);
  return { en: `${n.en} mm`, fr: `${n.fr} mm` };
}

/** The verdict's line: why and how a place is (or is not) opened on the target's edge. */
export function pushAsideWords(j: PushAsideJudgement): Words {
  const z = j.target;
  const n = j.slid.length;
  const total = mmWords(j.totalMm);
  switch (j.verdict) {
    case 'not-needed':
      return {
        en: `${z}'s edge has a free place: nobody needs pushing aside (R-6.14, II-E-1).`,
        fr: `Le bord de ${z} a une place libre : personne n’a besoin d’être décalé (R-6.14, II-E-1).`,
      };
    case 'pushed':
      return {
        en: `No free place on ${z}'s edge: pushing aside ${n} fighter${n > 1 ? 's' : ''} in contact with ${z}, ${total.en} in all, opens one; each stays in contact with ${z} (R-6.14, II-E-1):`,
        fr: `Aucune place libre sur le bord de ${z} : en décalant ${n} combattant${n > 1 ? 's' : ''} au contact de ${z}, de ${total.fr} en tout, une place s’ouvre ; chacun reste au contact de ${z} (R-6.14, II-E-1) :`,
      };
    case 'out-of-reach':
      return {
        en: `No free place on ${z}'s edge: pushing aside (${total.en} in all) would open one, but out of reach: the assault falls short and nobody is pushed (R-6.14, R-6.17).`,
        fr: `Aucune place libre sur le bord de ${z} : décaler (${total.fr} en tout) en ouvrirait une, mais hors de portée : l’assaut tombe court et personne n’est décalé (R-6.14, R-6.17).`,
      };
    case 'no-route':
      return {
        en: `No free place on ${z}'s edge: pushing aside would open one, but no route gets there (R-6.14, R-6.2).`,
        fr: `Aucune place libre sur le bord de ${z} : décaler en ouvrirait une, mais aucun chemin n’y mène (R-6.14, R-6.2).`,
      };
    case 'no-room':
      return {
        en: `No free place on ${z}'s edge, and sliding the fighters in contact with it opens none; those not in contact are barriers and never move (R-6.14, II-E-1).`,
        fr: `Aucune place libre sur le bord de ${z}, et décaler les combattants à son contact n’en ouvre aucune ; ceux qui ne sont pas à son contact sont des obstacles et ne bougent pas (R-6.14, II-E-1).`,
      };
    case 'at-maximum':
      return {
        en: `${z} already has its most enemies in contact (R-3.5): no room is made for another (R-6.11).`,
        fr: `${z} a déjà son maximum d’adversaires au contact (R-3.5) : on ne fait pas de place à un autre (R-6.11).`,
      };
  }
}

/** One fighter's slide: how far, and from where to where (cm, one decimal). */
export function slidWords(s: SlidFighter): Words {
  const at = (p: { x: number; y: number }) => {
    const x = decimalWords(p.x / 10);
    const y = decimalWords(p.y / 10);
    return { en: `(${x.en}, ${y.en})`, fr: `(${x.fr} ; ${y.fr})` };
  };
  const mm = mmWords(s.movedMm);
  const from = at(s.from);
  const to = at(s.to);
  return {
    en: `${s.id} slides ${mm.en} along the edge, from ${from.en} to ${to.en} cm`,
    fr: `${s.id} glisse de ${mm.fr} le long du bord, de ${from.fr} à ${to.fr} cm`,
  };
}
