// A shot's facts in English and French: its problems, the modifiers to its difficulty, the
// line of its band and difficulty, and the notes under it; for the CLI (mire shoot) and the app's Sight card.
import type { ShotJudgement, ShotModifier, ShotProblem, WeaponBand } from '../../geometry/index';
import { type Side, cmBesideWords, cmWords } from './numbers';
import { measuringWords } from './measuring';
import type { Words } from './types';

const cm = cmWords;
const BAND: Record<WeaponBand, Words> = {
  short: { en: 'short', fr: 'courte' },
  medium: { en: 'medium', fr: 'moyenne' },
  long: { en: 'long', fr: 'longue' },
  out: { en: 'out of range', fr: 'hors de portée' },
};

/** A shot's problem in words. */
export function shotProblemWords(p: ShotProblem, j: Pick<ShotJudgement, 'shooter' | 'target'>): Words {
  switch (p.code) {
    case 'not-free':
      return {
        en: `${j.shooter} is in contact with ${p.enemies.join(', ')}: a shooter must be free of enemies (R-9.1, VI-A).`,
        fr: `${j.shooter} est au contact de ${p.enemies.join(', ')} : un tireur doit être libre de tout adversaire (R-9.1, VI-A).`,
      };
    case 'friend-target':
      return {
        en: `${j.target} is a friend: a shot is aimed at an enemy (R-9.2, VI-B-1).`,
        fr: `${j.target} est un ami : un tir vise un ennemi (R-9.2, VI-B-1).`,
      };
    case 'no-sight':
      return {
        en: `${j.shooter} does not see ${j.target}: no shot (R-9.1, R-5).`,
        fr: `${j.shooter} ne voit pas ${j.target} : pas de tir (R-9.1, R-5).`,
      };
    case 'out-of-range':
      return {
        en: `${j.target} is ${cmBesideWords(p.distanceMm, [{ mm: p.longMm, side: 'over' }]).en} away, beyond the long range of ${cm(p.longMm).en}: the shot fails (R-9.1, VI-A-1).`,
        fr: `${j.target} est à ${cmBesideWords(p.distanceMm, [{ mm: p.longMm, side: 'over' }]).fr}, au-delà de la portée longue de ${cm(p.longMm).fr} : le tir échoue (R-9.1, VI-A-1).`,
      };
  }
}

/** A modifier in words. */
export function shotModifierWords(m: ShotModifier): Words {
  const d = m.delta > 0 ? `+${m.delta}` : `${m.delta}`;
  switch (m.code) {
    case 'partial':
      return { en: `${d} partly visible`, fr: `${d} partiellement visible` };
    case 'large':
      return { en: `${d} large target`, fr: `${d} cible grande` };
    case 'very-large':
      return { en: `${d} very large target`, fr: `${d} cible très grande` };
    case 'other-level':
      return { en: `${d} other altitude level`, fr: `${d} autre niveau d’altitude` };
    case 'target-ability':
      return { en: `${d} Target/${m.delta}`, fr: `${d} Cible/${m.delta}` };
    case 'interference':
      return { en: `${d} interference`, fr: `${d} interférence` };
  }
}

/** the shot's distance beside its band: never a rounding that reads as a band's boundary or beyond it. */
function distanceWords(j: ShotJudgement): Words {
  const d = j.distanceMm;
  const t: { mm: number; side: Side }[] = [];
  if (j.ragnarokBand !== null) {
    // Rag'narok bands of 10 cm, a boundary in the lower band: band n is over 10n cm, up to 10(n + 1).
    if (j.ragnarokBand > 0) t.push({ mm: j.ragnarokBand * 100, side: 'over' });
    t.push({ mm: (j.ragnarokBand + 1) * 100, side: 'under' });
  } else if (j.band !== null && j.rangesCm !== null) {
    const order: WeaponBand[] = ['short', 'medium', 'long', 'out'];
    const k = order.indexOf(j.band);
    j.rangesCm.forEach((r, i) => t.push({ mm: r * 10, side: i < k ? 'over' : 'under' }));
  }
  return cmBesideWords(d, t);
}

/** The band and difficulty in one line, e.g. "medium range (15.0 cm): difficulty 7 − 1 large target + 1 partly visible = 7 (R-9.2)". */
export function shotLine(j: ShotJudgement): Words {
  if (j.ragnarokBand !== null) {
    // the range is the difficulty; interference adds 2 (never "partly visible", R-5.7).
    const mods = j.modifiers.map((m) => shotModifierWords(m));
    const tail = (l: 'en' | 'fr') => (mods.length ? ` ${mods.map((m) => m[l]).join(' ')} = ${j.difficulty}` : '');
    return {
      en: `${distanceWords(j).en} edge to edge: range ${j.ragnarokBand} (R-2.1, R-2.2), difficulty ${j.ragnarokBand}${tail('en')} (R-9.6)`,
      fr: `${distanceWords(j).fr} de bord à bord : portée ${j.ragnarokBand} (R-2.1, R-2.2), difficulté ${j.ragnarokBand}${tail('fr')} (R-9.6)`,
    };
  }
  if (j.band === null)
    return {
      en: `${distanceWords(j).en} from the sight to the target's edge (R-9.1)`,
      fr: `${distanceWords(j).fr} de la mire au bord de la cible (R-9.1)`,
    };
  if (j.band === 'out')
    return {
      en: `${distanceWords(j).en}: ${BAND.out.en} (R-9.1)`,
      fr: `${distanceWords(j).fr} : ${BAND.out.fr} (R-9.1)`,
    };
  const mods = j.modifiers.map((m) => shotModifierWords(m));
  const tail = (l: 'en' | 'fr') => (mods.length ? ` ${mods.map((m) => m[l]).join(' ')} = ${j.difficulty}` : '');
  return {
    en: `${BAND[j.band].en} range (${distanceWords(j).en}): difficulty ${j.baseDifficulty}${tail('en')} (R-9.2)`,
    fr: `portée ${BAND[j.band].fr} (${distanceWords(j).fr}) : difficulté ${j.baseDifficulty}${tail('fr')} (R-9.2)`,
  };
}

/** The verdict: may the shooter shoot. */
export function shotVerdictWords(j: ShotJudgement): Words {
  return j.legal ? { en: 'may shoot', fr: 'tir possible' } : { en: 'NO SHOT', fr: 'PAS DE TIR' };
}

/** R-9.5 (VI-B-1) the friend at risk in a melee shot into, or the friends equally near (within τ) among whom their owner chooses. */
export function meleeWords(atRisk: readonly string[]): Words {
  if (atRisk.length === 1)
    return {
      en: `Shooting into a melee (R-9.5, VI-B-1): on a 1-3, ${atRisk[0]} (the friend in contact nearest the shooter) is hit.`,
      fr: `Tir dans une mêlée (R-9.5, VI-B-1) : sur 1-3, ${atRisk[0]} (l’ami au contact le plus proche du tireur) est touché.`,
    };
  const en = `${atRisk.slice(0, -1).join(', ')} and ${atRisk[atRisk.length - 1]}`;
  const fr = `${atRisk.slice(0, -1).join(', ')} et ${atRisk[atRisk.length - 1]}`;
  return {
    en: `Shooting into a melee (R-9.5, VI-B-1): on a 1-3, one of ${en} is hit, equally near the shooter (within τ): their owner chooses which.`,
    fr: `Tir dans une mêlée (R-9.5, VI-B-1) : sur 1-3, l’un de ${fr} est touché, à égale distance du tireur (à τ près) : leur propriétaire choisit lequel.`,
  };
}

/** What else the shot's facts tell: the melee shot into (VI-B-1), no ranges, the distance measured once declared. */
export function shotNoteWords(j: ShotJudgement): Words[] {
  const out: Words[] = [];
  if (j.meleeAtRisk.length > 0) out.push(meleeWords(j.meleeAtRisk));
  if (j.rangesCm === null && j.ragnarokBand === null)
    out.push({
      en: "No ranges (--range or the scene's weaponRanges): no band nor difficulty.",
      fr: 'Sans portées (--range ou weaponRanges), ni tranche ni difficulté.',
    });
  if (j.measuring === 'after-declaring') out.push(measuringWords('shot'));
  return out;
}

/** The shot's first line: who shoots whom, the verdict, then the band and difficulty. */
export function shotHeadWords(j: ShotJudgement): Words {
  const v = shotVerdictWords(j);
  const line = shotLine(j);
  return {
    en: `${j.shooter} → ${j.target}: ${v.en}; ${line.en}.`,
    fr: `${j.shooter} → ${j.target} : ${v.fr} ; ${line.fr}.`,
  };
}
