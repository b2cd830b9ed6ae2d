// The photo capture's words in the app (issue 35): its buttons and hints, and why a photo file or
// a request to the worker was refused before the table was looked for, each with what to do.
// The table's fit and a base's fit keep photo.ts's words, as `mire photo` says them.
import type { Lang } from './types';
import { num } from './numbers';

const EN = {
  'capture.title': 'Photo of the table',
  'capture.intro':
    'Lay the 8 printed markers at the corners and edge middles, then photograph the whole table from about a metre.',
  'capture.take': 'Take a photo',
  'capture.choose': 'Choose a photo',
  'capture.reading': 'Reading the photo…',
  'capture.fade': 'Photo under the table',
  'capture.hide': 'Hide the photo',
  'capture.close': 'Close the photo',
  'capture.tap': 'Tap a base on the photo: Mire fits its edge.',
  'capture.tapOff': 'Fit bases by tapping',
  'capture.base': 'Base',
  'capture.fitting': 'Fitting the base…',
  'capture.add': 'Add a new fighter here',
  'capture.discard': 'Discard',
  'capture.placed': 'placed from the photo: set its facing and name in the Edit tool.',
  'capture.markersTitle': 'Markers to print',
  'capture.markersHelp':
    'Print at 100% (no fit to page), cut on the dashed lines: 8 cards of 80 mm, page 1 holds 6, page 2 the last 2. Each card says its place on the table (R-8.1).',
  'capture.paper': 'Paper',
  'capture.page': 'Page',
  'capture.tableSize': 'Table',
  'capture.letter': 'Letter',
  'capture.baseChoice': 'Base to fit',
  'capture.trace': 'Trace scenery on the photo (Edit: tap its corners)',
  'capture.customBase': 'The Edit tool’s own base',
} as const;

export type CaptureKey = keyof typeof EN;

const FR: Record<CaptureKey, string> = {
  'capture.title': 'Photo de la table',
  'capture.intro':
    'Posez les 8 repères imprimés aux coins et aux milieux des bords, puis photographiez toute la table à environ un mètre.',
  'capture.take': 'Prendre une photo',
  'capture.choose': 'Choisir une photo',
  'capture.reading': 'Lecture de la photo…',
  'capture.fade': 'Photo sous la table',
  'capture.hide': 'Masquer la photo',
  'capture.close': 'Fermer la photo',
  'capture.tap': 'Touchez un socle sur la photo : Mire ajuste son bord.',
  'capture.tapOff': 'Placer les socles en les touchant',
  'capture.base': 'Socle',
  'capture.fitting': 'Ajustement du socle…',
  'capture.add': 'Ajouter un nouveau combattant ici',
  'capture.discard': 'Écarter',
  'capture.placed': "placé d'après la photo : réglez son orientation et son nom avec l'outil Édition.",
  'capture.markersTitle': 'Repères à imprimer',
  'capture.markersHelp':
    'Imprimez à 100 % (sans ajuster à la page), découpez sur les pointillés : 8 cartes de 80 mm, 6 sur la page 1, les 2 dernières sur la page 2. Chaque carte dit sa place sur la table (R-8.1).',
  'capture.paper': 'Papier',
  'capture.page': 'Page',
  'capture.tableSize': 'Table',
  'capture.letter': 'Lettre US',
  'capture.baseChoice': 'Socle à ajuster',
  'capture.trace': 'Tracer un décor sur la photo (Édition : touchez ses coins)',
  'capture.customBase': 'Le socle choisi dans Édition',
};

/** A label or hint of the capture, in the player's language. */
export function captureWords(lang: Lang, key: CaptureKey): string {
  return lang === 'fr' ? FR[key] : EN[key];
}

/** With a fighter selected, a tap fits its base. */
export function captureFittingWords(lang: Lang, id: string): string {
  return lang === 'fr'
    ? `Un toucher ajuste le socle de ${id} (sélectionné) ; désélectionnez-le pour en placer un nouveau.`
    : `A tap fits ${id}'s base (selected); clear the selection to place a new fighter.`;
}

/** "Move B2 here": the selected fighter moved to the fitted base. */
export function captureMoveWords(lang: Lang, id: string): string {
  return lang === 'fr' ? `Déplacer ${id} ici` : `Move ${id} here`;
}

/** Why a photo file or a request was refused before the table was looked for (capture-protocol.ts). */
export type PhotoFileRefusal =
  | { readonly reason: 'file-too-large'; readonly bytes: number; readonly limitBytes: number }
  | { readonly reason: 'too-many-pixels'; readonly megapixels: number; readonly limitMegapixels: number }
  | { readonly reason: 'not-an-image' }
  | { readonly reason: 'too-slow'; readonly limitS: number }
  | { readonly reason: 'no-photo' }
  | { readonly reason: 'bad-request'; readonly field: string; readonly problem: string };

const MB = 1024 * 1024;

/** One line: what was refused, why, and what to do; the table as it stands is untouched. */
export function photoFileRefusalWords(lang: Lang, r: PhotoFileRefusal): string {
  const fr = lang === 'fr';
  switch (r.reason) {
    case 'file-too-large':
      return fr
        ? `Photo refusée : le fichier fait ${num(lang, r.bytes / MB, 1)} Mo, plus que ${num(lang, r.limitBytes / MB, 0)} Mo. Prenez-la au réglage habituel de l'appareil (12 Mpx).`
        : `Photo refused: the file is ${num(lang, r.bytes / MB, 1)} MB, over ${num(lang, r.limitBytes / MB, 0)} MB. Take it at the camera's usual setting (12 MP).`;
    case 'too-many-pixels':
      return fr
        ? `Photo refusée : ${num(lang, r.megapixels, 1)} mégapixels, plus que ${num(lang, r.limitMegapixels, 0)}. Choisissez le réglage 12 Mpx de l'appareil.`
        : `Photo refused: ${num(lang, r.megapixels, 1)} megapixels, over ${num(lang, r.limitMegapixels, 0)}. Choose the camera's 12 MP setting.`;
    case 'not-an-image':
      return fr
        ? "Photo refusée : ce fichier n'est pas une image que le navigateur sait lire. Choisissez une photo JPEG ou PNG."
        : 'Photo refused: this file is not an image the browser can read. Choose a JPEG or PNG photo.';
    case 'too-slow':
      return fr
        ? `Arrêté après ${num(lang, r.limitS, 0)} s sans réponse. Essayez une photo plus petite (12 Mpx) ou touchez à nouveau.`
        : `Stopped after ${num(lang, r.limitS, 0)} s without an answer. Try a smaller photo (12 MP) or tap again.`;
    case 'no-photo':
      return fr
        ? "Pas encore de photo : prenez ou choisissez d'abord une photo de la table."
        : 'No photo yet: take or choose a photo of the table first.';
    case 'bad-request':
      return fr ? `Demande refusée : ${r.field} : ${r.problem}.` : `Request refused: ${r.field}: ${r.problem}.`;
  }
}
