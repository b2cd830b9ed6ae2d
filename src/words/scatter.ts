// A point of impact's dispersion (R-7.1; Rag'narok ), its dice and the area of effect
// there, in English and French, for mire scatter.
import type { AreaResult, DispersionResult, Point, RagnarokTemplateResult } from '../../geometry/index';
import { cmWords, decimalWords, pctWords } from './numbers';
import type { Lang } from './types';

type Shown = (id: string) => string;

/** A point in cm: "(61.5, 30.0) cm"; French "(61,5 ; 30,0) cm". */
export function pointCmWords(p: Point, lang: Lang): string {
  const x = decimalWords(p.x / 10)[lang];
  const y = decimalWords(p.y / 10)[lang];
  return lang === 'fr' ? `(${x} ; ${y}) cm` : `(${x}, ${y}) cm`;
}

/** The initial point of impact and the line of fire (arrow 1). */
export function impactWords(
  s: DispersionResult | RagnarokTemplateResult,
  impact: Point,
  shooter: string | null,
  lang: Lang,
): string {
  const fr = lang === 'fr';
  const deg = decimalWords(s.lineOfFire.deg)[lang];
  const line =
    s.lineOfFire.from === 'shooter'
      ? fr
        ? `Ligne de tir : de la mire de ${shooter} par le point d’impact, ${deg}° (flèche 1, ${s.rule}).`
        : `Line of fire: from ${shooter}'s sight through the impact, ${deg}° (arrow 1, ${s.rule}).`
      : fr
        ? `Pas de tireur donné : la flèche 1 pointe vers +x (${s.rule}).`
        : `No shooter given: arrow 1 points along +x (${s.rule}).`;
  return fr
    ? `Point d’impact initial ${pointCmWords(impact, lang)}. ${line}`
    : `Initial point of impact ${pointCmWords(impact, lang)}. ${line}`;
}

/** The dice rolled and what they give (R-7.1, R-7.3, recorded with their seed, R-7.4). */
export function scatterDiceWords(s: DispersionResult | RagnarokTemplateResult, seed: number, lang: Lang): string {
  const fr = lang === 'fr';
  if (s.rule === 'R-7.1') {
    const d = s.dice;
    const dir =
      d.method === 'template6'
        ? fr
          ? `direction d6 = ${d.direction} → flèche ${d.direction}, ${((d.direction - 1) * 60).toFixed(0)}° de la ligne de tir`
          : `direction d6 = ${d.direction} → arrow ${d.direction}, ${((d.direction - 1) * 60).toFixed(0)}° from the line of fire`
        : fr
          ? `jet de direction ${decimalWords(d.directionRoll, 4).fr} → ${decimalWords(d.directionRoll * 360).fr}° de la ligne de tir (continu)`
          : `direction roll ${d.directionRoll.toFixed(4)} → ${(d.directionRoll * 360).toFixed(1)}° from the line of fire (continuous)`;
    const dist = cmWords(s.distanceMm)[lang];
    return fr
      ? `Dés (graine ${seed}, R-7.4) : distance d6 = ${d.distance} → ${dist} ; ${dir} (R-7.1).`
      : `Dice (seed ${seed}, R-7.4): distance d6 = ${d.distance} → ${dist}; ${dir} (R-7.1).`;
  }
  if (s.failures === 0)
    return fr
      ? `Aucun test raté : le gabarit reste où il est (R-7.3, graine ${seed}).`
      : `No failed test: the template stays where it is (R-7.3, seed ${seed}).`;
  const dev = cmWords(s.deviationMm)[lang];
  return fr
    ? `Dés (graine ${seed}, R-7.4) : direction d6 = ${s.dice.direction} → ${s.failures} échec(s) × 1 cm = ${dev} (R-7.3).`
    : `Dice (seed ${seed}, R-7.4): direction d6 = ${s.dice.direction} → ${s.failures} failure(s) × 1 cm = ${dev} (R-7.3).`;
}

/** The final point of impact, and whether it left the table. */
export function finalImpactWords(s: DispersionResult | RagnarokTemplateResult, lang: Lang): string {
  const off = s.onTable === false ? (lang === 'fr' ? ' : HORS DE LA TABLE' : ': OFF THE TABLE') : '';
  return lang === 'fr'
    ? `Point d’impact final ${pointCmWords(s.final, lang)}${off}.`
    : `Final point of impact ${pointCmWords(s.final, lang)}${off}.`;
}

/** A Rag'narok template's area. */
export function templateAreaWords(s: RagnarokTemplateResult, lang: Lang): string {
  const capped = s.strengthTests === 2;
  return lang === 'fr'
    ? `Zone d’effet ${String(s.areaCm).replace('.', ',')} cm${capped ? ' (plafonnée à 10 : deux tests de Force par combattant)' : ''} (R-7.3).`
    : `Area of effect ${s.areaCm} cm${capped ? ' (capped at 10: two Strength tests per fighter)' : ''} (R-7.3).`;
}

/** The fighters an area of effect covers around the final point. */
export function areaWords(area: AreaResult, lang: Lang, shown: Shown): string {
  const fr = lang === 'fr';
  const r = cmWords(area.radiusMm)[lang];
  const head = fr ? `Zone de ${r} autour du point final (R-7.2)` : `Area of ${r} around the final point (R-7.2)`;
  if (area.hits.length === 0) return fr ? `${head} : ne couvre personne.` : `${head}: covers nobody.`;
  const hits = area.hits.map((h) => {
    if (h.coverage === 'whole') return fr ? `${shown(h.id)} (socle entier)` : `${shown(h.id)} (whole base)`;
    const share = pctWords(h.coveredFraction)[lang];
    const d = cmWords(h.distanceMm)[lang];
    return fr
      ? `${shown(h.id)} (en partie : ${share} du socle, bord le plus proche à ${d} du point)`
      : `${shown(h.id)} (partly: ${share} of the base, nearest edge ${d} from the point)`;
  });
  return fr ? `${head} : ${hits.join(', ')}.` : `${head}: ${hits.join(', ')}.`;
}

/** How to roll the same dice again. */
export function replayWords(seed: number, lang: Lang): string {
  return lang === 'fr' ? `Rejouer : --seed ${seed}` : `Replay: --seed ${seed}`;
}
