// A refused edit in the player's words: the piece named by its id (and name), the field in words,
// never the format's raw path ("fighters[3].position"). The file format's messages stay for files.
import type { Scene, SceneError } from '../engine';
import type { Lang } from './i18n';

const FIELD_WORDS: Record<string, { en: string; fr: string }> = {
  position: { en: 'position', fr: 'position' },
  facing: { en: 'facing', fr: 'orientation' },
  base: { en: 'base', fr: 'socle' },
  size: { en: 'size', fr: 'taille' },
  mov: { en: 'MOV', fr: 'MOU' },
  side: { en: 'side', fr: 'camp' },
  id: { en: 'id', fr: 'identifiant' },
  name: { en: 'name', fr: 'nom' },
  shape: { en: 'outline', fr: 'contour' },
  points: { en: 'outline', fr: 'contour' },
  radius: { en: 'radius', fr: 'rayon' },
  table: { en: 'table', fr: 'table' },
  width: { en: 'width', fr: 'largeur' },
  depth: { en: 'depth', fr: 'profondeur' },
  activatedWith: { en: 'activated with', fr: 'activé avec' },
};

/** French for the format's commonest refusals; anything else is shown as the format says it. */
const FR_PROBLEMS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^bases of (.+) and (.+) overlap by ([\d.]+) mm(.*)$/,
    (m) =>
      `les socles de ${m[1]} et ${m[2]} se chevauchent de ${m[3].replace('.', ',')} mm${m[4].replace('tolerance', 'tolérance').replace(/(\d)\.(\d)/g, '$1,$2')}`,
  ],
  [/^base of (.+) lies off the (.+) table$/, (m) => `le socle de ${m[1]} sort de la table (${m[2]})`],
  [/^polygon crosses itself$/, () => 'le contour se croise lui-même'],
  [/^polygon has no area$/, () => "le contour n'a pas de surface"],
  [/^duplicate id (.+?) \(also .+\)$/, (m) => `identifiant ${m[1]} déjà pris`],
  [/^must be greater than 0$/, () => 'doit être plus grand que 0'],
  [/^must be a finite number$/, () => 'doit être un nombre'],
];

export function editErrorWords(scene: Scene, e: SceneError, lang: Lang): string {
  const m = /^(fighters|scenery)\[(\d+)\](?:\.(.*))?$/.exec(e.fieldPath);
  let where = '';
  if (m) {
    const list = m[1] === 'fighters' ? scene.fighters : scene.scenery;
    const piece = list[Number(m[2])];
    const what = m[1] === 'fighters' ? (lang === 'fr' ? 'Combattant' : 'Fighter') : lang === 'fr' ? 'Décor' : 'Scenery';
    const label = piece ? `${piece.id}${piece.name ? ` (${piece.name})` : ''}` : '';
    const field = (m[3] ?? '').split('.').filter((k) => !/^\d+$/.test(k) && !/^\[/.test(k));
    const word = field.length ? FIELD_WORDS[field[field.length - 1].replace(/\[\d+\]$/, '')] : undefined;
    where = `${what} ${label}${word ? `, ${word[lang]}` : ''}`;
  } else if (e.fieldPath) {
    const last = e.fieldPath
      .split('.')
      .pop()!
      .replace(/\[\d+\]$/, '');
    where = FIELD_WORDS[last]?.[lang] ?? (lang === 'fr' ? 'Table' : 'Table');
  }
  let problem = e.problem;
  if (lang === 'fr') {
    for (const [re, fr] of FR_PROBLEMS) {
      const hit = re.exec(problem);
      if (hit) {
        problem = fr(hit);
        break;
      }
    }
  }
  const lead = lang === 'fr' ? 'Modification refusée' : 'Change refused';
  const colon = lang === 'fr' ? ' : ' : ': ';
  return `${lead}${colon}${where ? `${where}${colon}` : ''}${problem}`;
}
