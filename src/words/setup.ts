// A scenery layout checked (R-8.3) in English and French, for mire setup. Each distance beside a
// "less than" reads on the side the verdict puts it (R-0.3).
import type { SetupElement, SetupReport, SetupViolation } from '../../geometry/index';
import { cmBesideWords, cmWords, decimalWords } from './numbers';
import { kindName } from './scenery';
import type { Words } from './types';

const less = (mm: number, limitMm: number) => cmBesideWords(mm, [{ mm: limitMm, side: 'below' }]);

/** One violation of R-8.3, `shown` the way the CLI shows an id. */
export function setupViolationWords(v: SetupViolation, shown: (id: string) => string): Words {
  switch (v.code) {
    case 'too-few':
      return {
        en: `only ${v.count} scenery element${v.count === 1 ? '' : 's'}, at least ${v.min} are needed`,
        fr: `seulement ${v.count} élément${v.count === 1 ? '' : 's'} de décor, il en faut au moins ${v.min}`,
      };
    case 'too-large': {
      const e = cmWords(v.extentMm);
      return {
        en: `${shown(v.scenery)} does not fit in 30 x 30 cm (smallest square ${e.en})`,
        fr: `${shown(v.scenery)} ne tient pas dans 30 x 30 cm (plus petit carré : ${e.fr})`,
      };
    }
    case 'too-close': {
      const d = less(v.distanceMm, v.limitMm);
      return {
        en: `${shown(v.scenery)} and ${shown(v.other)} are ${d.en} apart, less than 6 cm`,
        fr: `${shown(v.scenery)} et ${shown(v.other)} sont à ${d.fr} l’un de l’autre, moins de 6 cm`,
      };
    }
    case 'near-edge': {
      const d = less(v.distanceMm, v.limitMm);
      return {
        en: `${shown(v.scenery)} is ${d.en} from the table edge ${v.edge}, less than 6 cm`,
        fr: `${shown(v.scenery)} est à ${d.fr} du bord de table ${v.edge}, moins de 6 cm`,
      };
    }
  }
}

/** The layout's verdict. */
export function setupVerdictWords(r: SetupReport): Words {
  if (r.legal)
    return {
      en: `Scenery set-up legal: ${r.count} elements, each within 30 x 30 cm and 6 cm from the others and the edges (R-8.3).`,
      fr: `Mise en place des décors réglementaire : ${r.count} éléments, chacun dans 30 x 30 cm et à 6 cm des autres et des bords (R-8.3).`,
    };
  const n = r.violations.length;
  return {
    en: `Scenery set-up NOT legal: ${n} problem${n === 1 ? '' : 's'} (R-8.3).`,
    fr: `Mise en place des décors NON RÉGLEMENTAIRE : ${n} problème${n === 1 ? '' : 's'} (R-8.3).`,
  };
}

/** One element's measures: its extent, the square it fits turned, its distances to the edge and the nearest element. */
export function setupElementWords(e: SetupElement, id: string): Words {
  const c = (mm: number) => decimalWords(mm / 10);
  const w = c(e.extent.widthMm);
  const d = c(e.extent.depthMm);
  const edge = cmWords(e.edgeDistanceMm);
  const nearest = e.nearestMm === undefined ? null : cmWords(e.nearestMm);
  const turned = Math.max(e.extent.widthMm, e.extent.depthMm) <= 300 || e.fit.angleDeg === 0;
  const sq = cmWords(e.fit.squareMm);
  const angle = decimalWords(e.fit.angleDeg);
  return {
    en: `${id} (${e.kind}): ${w.en} x ${d.en} cm${turned ? '' : ` (fits a ${sq.en} square turned ${angle.en}°)`}, edge ${edge.en}${nearest ? `, nearest element ${nearest.en}` : ''}`,
    fr: `${id} (${kindName('fr', e.kind)}) : ${w.fr} x ${d.fr} cm${turned ? '' : ` (tient dans un carré de ${sq.fr} tourné de ${angle.fr}°)`}, bord à ${edge.fr}${nearest ? `, élément le plus proche à ${nearest.fr}` : ''}`,
  };
}
