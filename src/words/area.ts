// An area without dispersion (R-7.5, Confédé II-C-1, II-C-2: spells, miracles, auras, a musician's
// 30 cm, a familiar's 3 cm) in English and French, for mire area: who it covers, wholly or partly.
import type { AreaResult } from '../../geometry/index';
import { cmBesideWords, cmWords } from './numbers';
import type { Lang, Words } from './types';

type Shown = (id: string) => string;

/** The area's first line: its radius and its centre (a point in mm, or a fighter's base edge). */
export function areaHeadWords(area: AreaResult, shown: Shown): Words {
  const r = cmWords(area.radiusMm);
  const c = area.centre;
  if ('fighter' in c)
    return {
      en: `Area of ${r.en} around the edge of ${shown(c.fighter)}'s base, without dispersion (R-7.5, R-7.2, II-C-1)`,
      fr: `Zone de ${r.fr} autour du bord du socle de ${shown(c.fighter)}, sans dispersion (R-7.5, R-7.2, II-C-1)`,
    };
  const x = String(c.point.x);
  const y = String(c.point.y);
  return {
    en: `Area of ${r.en} around the point (${x}, ${y}) mm, without dispersion (R-7.5, R-7.2, II-C-1)`,
    fr: `Zone de ${r.fr} autour du point (${x.replace('.', ',')} ; ${y.replace('.', ',')}) mm, sans dispersion (R-7.5, R-7.2, II-C-1)`,
  };
}

/** One covered fighter: whole base, or partly with its nearest edge's distance, never read as beyond the radius. */
function hitWords(h: AreaResult['hits'][number], radiusMm: number, shown: Shown): Words {
  if (h.centre) return { en: `${shown(h.id)} (at the centre)`, fr: `${shown(h.id)} (au centre)` };
  if (h.coverage === 'whole') return { en: `${shown(h.id)} (whole base)`, fr: `${shown(h.id)} (socle entier)` };
  const d = cmBesideWords(h.distanceMm, [{ mm: radiusMm, side: 'under' }]);
  return {
    en: `${shown(h.id)} (partly: nearest edge at ${d.en})`,
    fr: `${shown(h.id)} (en partie : bord le plus proche à ${d.fr})`,
  };
}

/** The area's whole answer: the head, then who it covers, or nobody. */
export function areaCoverWords(area: AreaResult, lang: Lang, shown: Shown): string {
  const head = areaHeadWords(area, shown)[lang];
  if (area.hits.length === 0) return lang === 'fr' ? `${head} : ne couvre personne.` : `${head}: covers nobody.`;
  const hits = area.hits.map((h) => hitWords(h, area.radiusMm, shown)[lang]);
  return lang === 'fr' ? `${head} : couvre ${hits.join(', ')}.` : `${head}: covers ${hits.join(', ')}.`;
}
