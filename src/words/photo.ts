// The photo capture's words (issue 35): marker cards, the table fit, its refusals (each with what
// to do), a base's fit. English and French; numbers in each language's notation.
import type { Lang } from './types';
import { num, pctText } from './numbers';

/** A marker's place on the table, as printed on its card. */
const PLACE_WORDS: Record<string, { en: string; fr: string }> = {
  'corner-x0-y0': { en: 'corner x0 y0', fr: 'coin x0 y0' },
  'edge-y0': { en: 'middle of edge y0', fr: 'milieu du bord y0' },
  'corner-x1-y0': { en: 'corner x1 y0', fr: 'coin x1 y0' },
  'edge-x1': { en: 'middle of edge x1', fr: 'milieu du bord x1' },
  'corner-x1-y1': { en: 'corner x1 y1', fr: 'coin x1 y1' },
  'edge-y1': { en: 'middle of edge y1', fr: 'milieu du bord y1' },
  'corner-x0-y1': { en: 'corner x0 y1', fr: 'coin x0 y1' },
  'edge-x0': { en: 'middle of edge x0', fr: 'milieu du bord x0' },
};

/** A card's label: its id, its place, and which way it lies (R-8.1 table). */
export function markerCardWords(lang: Lang, id: number, place: string, widthMm: number, depthMm: number): string {
  const where = PLACE_WORDS[place]?.[lang] ?? place;
  // Short enough for the card's 80 mm: the arrow on the card points to edge y1.
  return `Mire ${id} · ${widthMm}x${depthMm} · ${where} · ↑ y1`;
}

/** Why a photo was refused, and what to do. */
export type PhotoRefusalFacts =
  | { readonly reason: 'too-few-markers'; readonly found: number; readonly needed: number }
  | { readonly reason: 'other-table'; readonly table: { readonly widthMm: number; readonly depthMm: number } }
  | { readonly reason: 'markers-in-a-line'; readonly found: number }
  | { readonly reason: 'error-too-high'; readonly rmsMm: number; readonly limitMm: number };

export function photoRefusalWords(lang: Lang, r: PhotoRefusalFacts): string {
  const fr = lang === 'fr';
  switch (r.reason) {
    case 'too-few-markers':
      return fr
        ? `Photo refusée : ${r.found} repère(s) trouvé(s), il en faut ${r.needed}. Reculez ou cadrez toute la table, sans main ni ombre sur les repères.`
        : `Photo refused: ${r.found} marker(s) found, ${r.needed} needed. Step back or frame the whole table, with no hand or shadow over the markers.`;
    case 'other-table':
      return fr
        ? `Photo refusée : les repères sont ceux d'une table ${r.table.widthMm} x ${r.table.depthMm} (R-8.1). Choisissez cette table ou imprimez ses repères.`
        : `Photo refused: the markers are those of a ${r.table.widthMm} x ${r.table.depthMm} table (R-8.1). Choose that table or print its markers.`;
    case 'markers-in-a-line':
      return fr
        ? `Photo refusée : les ${r.found} repères vus sont presque alignés. Cadrez des repères des deux côtés de la table.`
        : `Photo refused: the ${r.found} markers seen lie nearly in a line. Frame markers on both sides of the table.`;
    case 'error-too-high':
      return fr
        ? `Photo refusée : les repères s'écartent de ${num(lang, r.rmsMm, 2)} mm (limite ${num(lang, r.limitMm, 1)} mm). Posez les cartes à plat, aux bons endroits, et cadrez-en au moins six.`
        : `Photo refused: the markers disagree by ${num(lang, r.rmsMm, 2)} mm (limit ${num(lang, r.limitMm, 1)} mm). Lay the cards flat, in their places, and frame at least six.`;
  }
}

/** The top-down view written: where, its size in pixels and mm a pixel. */
export function topDownWords(lang: Lang, file: string, width: number, height: number, mmPerPx: number): string {
  const mm = num(lang, mmPerPx, 2);
  return lang === 'fr'
    ? `Vue de dessus écrite : ${file} (${width} x ${height} px, ${mm} mm par pixel).`
    : `Top-down view written: ${file} (${width} x ${height} px, ${mm} mm a pixel).`;
}

/** The table fit in one line: markers, error in px and mm, camera height and tilt. */
export function tableFitWords(
  lang: Lang,
  f: {
    markers: number;
    setAside: number;
    rmsPx: number;
    rmsMm: number;
    heightMm: number;
    tiltDeg: number;
    focal: string;
  },
): string {
  const aside = f.setAside > 0 ? (lang === 'fr' ? `, ${f.setAside} écarté(s)` : `, ${f.setAside} set aside`) : '';
  return lang === 'fr'
    ? `Table ajustée : ${f.markers} repères${aside}, écart ${num(lang, f.rmsPx, 2)} px (${num(lang, f.rmsMm, 2)} mm), appareil à ${num(lang, f.heightMm / 10, 0)} cm, incliné de ${num(lang, f.tiltDeg, 0)}° (focale ${f.focal}).`
    : `Table fitted: ${f.markers} markers${aside}, error ${num(lang, f.rmsPx, 2)} px (${num(lang, f.rmsMm, 2)} mm), camera at ${num(lang, f.heightMm / 10, 0)} cm, tilted ${num(lang, f.tiltDeg, 0)}° (focal ${f.focal}).`;
}

/** Where the focal length came from. */
export function focalSourceWords(lang: Lang, source: 'given' | 'estimated' | 'assumed'): string {
  const words = {
    given: { en: 'from the photo', fr: 'de la photo' },
    estimated: { en: 'estimated', fr: 'estimée' },
    assumed: { en: 'assumed 26 mm', fr: 'supposée 26 mm' },
  };
  return words[source][lang];
}

/** A base's fit: its uncertainty in mm (one decimal of cm would hide it), flagged over 1 mm. */
export function baseFitWords(lang: Lang, uncertaintyMm: number, flagged: boolean): string {
  const u = num(lang, uncertaintyMm, 1);
  if (lang === 'fr') return flagged ? `Socle placé à ±${u} mm : à vérifier (plus de 1 mm).` : `Socle placé à ±${u} mm.`;
  return flagged ? `Base placed to ±${u} mm: check it (over 1 mm).` : `Base placed to ±${u} mm.`;
}

/** Why a base's fit is flagged beyond its own spread (fit-base.ts FitDoubt), as a sentence. */
export function fitDoubtWords(lang: Lang, doubt: 'rival' | 'slides'): string {
  const words = {
    rival: {
      en: "Another outline of its size fits the edges nearly as well (a neighbour in contact, the base's other axis).",
      fr: "Un autre contour de sa taille colle presque aussi bien aux bords (un voisin au contact, l'autre sens du socle).",
    },
    slides: {
      en: 'Two opposite sides are hidden: the base could slide along the others.',
      fr: 'Deux côtés opposés sont cachés : le socle pourrait glisser le long des autres.',
    },
  };
  return words[doubt][lang];
}

/** What a verdict says, for the trust line: the pair's ids as the caller shows them. */
export type TrustedVerdict =
  | { readonly kind: 'contact'; readonly value: boolean }
  | { readonly kind: 'in-view'; readonly value: boolean }
  | { readonly kind: 'sees'; readonly value: 'full' | 'partial' | 'none' };

function verdictWords(lang: Lang, v: TrustedVerdict, from: string, to: string): string {
  const fr = lang === 'fr';
  switch (v.kind) {
    case 'contact':
      if (fr) return v.value ? `${from} est au contact de ${to}` : `${from} n'est pas au contact de ${to}`;
      return v.value ? `${from} is in contact with ${to}` : `${from} is not in contact with ${to}`;
    case 'in-view':
      if (fr)
        return v.value
          ? `${to} est dans le champ de vision de ${from}`
          : `${to} est hors du champ de vision de ${from}`;
      return v.value ? `${to} is in ${from}'s view` : `${to} is out of ${from}'s view`;
    case 'sees': {
      const sees = {
        full: { en: `${from} sees ${to}`, fr: `${from} voit ${to}` },
        partial: { en: `${from} partially sees ${to}`, fr: `${from} voit partiellement ${to}` },
        none: { en: `${from} does not see ${to}`, fr: `${from} ne voit pas ${to}` },
      };
      return sees[v.value][lang];
    }
  }
}

/**
 * A verdict of the scene made from a photo and whether it holds within the pair's uncertainty
 * ±U in mm, never cm: a tenth of a cm would hide it): "B2 is in contact with A1; within
 * ±0.4 mm it stays so."
 */
export function trustWords(
  lang: Lang,
  v: TrustedVerdict,
  from: string,
  to: string,
  plusMinusMm: number,
  stays: boolean,
): string {
  const u = num(lang, plusMinusMm, 1);
  const what = verdictWords(lang, v, from, to);
  if (lang === 'fr')
    return stays
      ? `${what} ; à ±${u} mm près, cela reste vrai.`
      : `${what} ; à ±${u} mm près, cela pourrait changer : vérifiez sur la table.`;
  return stays
    ? `${what}; within ±${u} mm it stays so.`
    : `${what}; within ±${u} mm it could change: check it on the table.`;
}

/** A distance of the photo's scene with its uncertainty, in mm (R-2.1 edge to edge). */
export function trustedDistanceWords(
  lang: Lang,
  from: string,
  to: string,
  distanceMm: number,
  plusMinusMm: number,
): string {
  const d = num(lang, distanceMm, 1);
  const u = num(lang, plusMinusMm, 1);
  return lang === 'fr' ? `${from} – ${to} : ${d} mm ± ${u} mm` : `${from} – ${to}: ${d} mm ± ${u} mm`;
}

/** A base placed from the photo: where (mm, one decimal), its uncertainty, and why it is flagged. */
export function placedBaseWords(
  lang: Lang,
  id: string,
  centre: { x: number; y: number },
  uncertaintyMm: number,
  flagged: boolean,
  doubts: readonly ('rival' | 'slides')[],
): string {
  const at =
    lang === 'fr'
      ? `${num(lang, centre.x, 1)} ; ${num(lang, centre.y, 1)} mm`
      : `${num(lang, centre.x, 1)}, ${num(lang, centre.y, 1)} mm`;
  const why = doubts.map((d) => ` ${fitDoubtWords(lang, d)}`).join('');
  return `${id}${lang === 'fr' ? ' :' : ':'} ${at}. ${baseFitWords(lang, uncertaintyMm, flagged)}${why}`;
}

/** Why a base could not be placed from the photo, and what to do. */
export function baseRefusalWords(
  lang: Lang,
  id: string,
  r: { reason: 'edge-not-found' } | { reason: 'rim-hidden'; coverage: number; needed: number },
): string {
  const fr = lang === 'fr';
  const head = `${id}${fr ? ' :' : ':'}`;
  if (r.reason === 'edge-not-found')
    return fr
      ? `${head} aucun bord de socle trouvé autour du point. Touchez plus près du centre du socle, ou reprenez la photo avec plus de lumière.`
      : `${head} no base edge found around the tap. Tap nearer the base's centre, or take the photo again with more light.`;
  const seen = pctText(lang, r.coverage, 0);
  const needed = pctText(lang, r.needed, 0);
  return fr
    ? `${head} ${seen} du bord du socle vu, il en faut ${needed}. Reprenez la photo d'un autre côté.`
    : `${head} ${seen} of the base's rim seen, ${needed} needed. Take the photo from another side.`;
}
