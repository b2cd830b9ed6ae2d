// A line-of-sight verdict's facts (R-4, R-5) in English and French: the CLI's sentences (mire los)
// and, beside them, the app's shorter lines for the Sight panel. The engine returns facts; this renders them.
import type { BlockerFacts, LosExplanation, SightVerdict } from '../../geometry/index';
import { decimalWords, num, pctText, pctWords } from './numbers';
import { RAGNAROK_VERDICT, isBaseToBase, ragnarokBarrierWords, ragnarokHeadWords } from './sight-ragnarok';
import type { Lang } from './types';

/** How a text shows an id (the CLI escapes what a terminal would not show plainly). */
type ShowId = (id: string) => string;
const asIs: ShowId = (id) => id;

const sizeName = (size: number | null, lang: Lang): string => {
  if (size === null) return lang === 'fr' ? 'sans taille (bloque toute ligne)' : 'no size (blocks every line)';
  return lang === 'fr' ? `taille ${size}` : `size ${size}`;
};

/** The CLI's share: one decimal, as toFixed rounds it, never 0% nor 100% unless it is (the panel's lines use pctText). */
const pctFixed = (f: number, lang: Lang) => pctWords(f)[lang];

/** R-5.4 every line blocked, but only by barriers smaller than the source or the target: partial, not "0% visible". */
const overSmaller = (ex: LosExplanation) => ex.los === 'partial' && ex.visibleFraction <= 0;

const OVER_SMALLER = {
  en: 'every line passes over smaller fighters/scenery (R-5.4)',
  fr: 'toutes les lignes passent au-dessus de combattants ou de décors plus petits (R-5.4)',
};

/** A blocker as the book names it; a seam (R-5.2) by its two touching barriers. */
function blockerName(b: BlockerFacts, lang: Lang, shown: ShowId): string {
  if (b.seam === undefined) return shown(b.id);
  const [x, y] = [shown(b.seam[0]), shown(b.seam[1])];
  return lang === 'fr' ? `la jointure entre ${x} et ${y}` : `the seam between ${x} and ${y}`;
}

/** What a blocker is: a fighter, scenery, or the seam of two touching barriers (R-5.2: a line through it is cut by both). */
function kindName(b: BlockerFacts, lang: Lang): string {
  const fr = lang === 'fr';
  if (b.seam !== undefined) return fr ? 'au contact l’un de l’autre, R-5.2' : 'touching each other, R-5.2';
  return b.kind === 'fighter' ? (fr ? 'combattant' : 'fighter') : fr ? 'décor' : 'scenery';
}

const VERDICT: Record<Lang, Record<SightVerdict, string>> = {
  en: { full: 'sees', partial: 'partially sees', none: 'does not see' },
  fr: { full: 'voit', partial: 'voit partiellement', none: 'ne voit pas' },
};

/** The verdict as a verb: "A sees B", "A ne voit pas B"; in Rag'narok (R-5.7) seen or not seen. */
export function verdictWords(lang: Lang, v: SightVerdict, ragnarok = false): string {
  return (ragnarok ? RAGNAROK_VERDICT : VERDICT)[lang][v];
}

/** The CLI's explanation: the verdict, then one sentence per fact, each citing its rule. */
export function explainLosInWords(ex: LosExplanation, lang: Lang, shown: ShowId = asIs): string {
  const fr = lang === 'fr';
  const lines: string[] = [];
  const a = shown(ex.from.id);
  const b = shown(ex.to.id);
  if (isBaseToBase(ex)) lines.push(ragnarokHeadWords(ex, lang, shown));
  else if (overSmaller(ex)) lines.push(`${a} ${VERDICT[lang].partial} ${b}${fr ? ' : ' : ': '}${OVER_SMALLER[lang]}.`);
  else
    lines.push(
      `${a} ${VERDICT[lang][ex.los]} ${b}${ex.los === 'partial' ? ` (${pctFixed(ex.visibleFraction, lang)} visible)` : ''}.`,
    );
  for (const r of ex.reasons) {
    switch (r.code) {
      case 'contact':
        lines.push(
          fr
            ? `- ${a} est au contact de ${b} : un combattant voit tous ceux qui sont à son contact, même hors de son champ de vision (R-4.2).`
            : `- ${a} is in contact with ${b}: a fighter sees every fighter in contact with it, in view or not (R-4.2).`,
        );
        break;
      case 'not-in-view':
        lines.push(
          fr
            ? `- ${b} n'est pas dans le champ de vision de ${a} : aucune partie de son socle n'est devant la ligne passant par ${r.fovLine === 'center' ? 'le centre du socle' : 'la mire'} (180°, R-4.1).`
            : `- ${b} is not in ${a}'s field of view: no part of its base lies in front of the line through ${r.fovLine === 'center' ? 'the base centre' : 'the sight'} (180°, R-4.1).`,
        );
        break;
      case 'in-view':
        lines.push(
          fr
            ? `- ${b} est dans le champ de vision de ${a} (180° devant la ligne passant par ${r.fovLine === 'center' ? 'le centre du socle' : 'la mire'}, R-4.1).`
            : `- ${b} is in ${a}'s field of view (180° in front of the line through ${r.fovLine === 'center' ? 'the base centre' : 'the sight'}, R-4.1).`,
        );
        break;
      case 'all-round-view':
        lines.push(fr ? `- ${a} voit à 360° (R-4.3).` : `- ${a} sees all round, 360° (R-4.3).`);
        break;
      case 'level-1-no-barrier':
        lines.push(
          fr
            ? `- L'un des deux est au niveau 1 (en vol) : aucun obstacle ne coupe cette ligne (R-5.6, II-F-1).`
            : `- One of them is at level 1 (flying): no barrier cuts this line (R-5.6, II-F-1).`,
        );
        break;
      case 'sight-touches-target':
        lines.push(
          fr
            ? `- La mire de ${a} touche le socle de ${b} : rien ne peut s'interposer (R-3.4).`
            : `- ${a}'s sight touches ${b}'s base: nothing can stand between them (R-3.4).`,
        );
        break;
      case 'barriers':
        if (isBaseToBase(ex))
          lines.push(
            ...ragnarokBarrierWords(ex, lang, shown).map((l) => `- ${l.text.replace(/\.$/, '')} (${l.rule}).`),
          );
        else lines.push(...barrierSentences(ex, lang, shown));
        break;
    }
  }
  return lines.join('\n');
}

function barrierSentences(ex: LosExplanation, lang: Lang, shown: ShowId): string[] {
  const fr = lang === 'fr';
  const out: string[] = [];
  const { sight } = ex;
  const from = shown(ex.from.id);
  const to = shown(ex.to.id);
  const span = sight.spanDeg[1] - sight.spanDeg[0];
  if (sight.blockers.length === 0) {
    out.push(
      fr
        ? `- Aucune des lignes de la mire de ${from} au socle de ${to} (${decimalWords(span).fr}°) n'est coupée (R-5.3, R-5.4).`
        : `- None of the lines from ${from}'s sight to ${to}'s base (${span.toFixed(1)}°) is cut (R-5.3, R-5.4).`,
    );
    return out;
  }
  out.push(
    fr
      ? `- Lignes de la mire de ${from} (taille ${ex.from.size}) au socle de ${to} (taille ${ex.to.size}) : ${decimalWords(span).fr}° (R-5.3).`
      : `- Lines from ${from}'s sight (size ${ex.from.size}) to ${to}'s base (size ${ex.to.size}): ${span.toFixed(1)}° (R-5.3).`,
  );
  for (const b of sight.blockers) {
    const what = kindName(b, lang);
    const verdict = b.tallEnough
      ? fr
        ? `au moins aussi grand que les deux, il peut cacher la cible`
        : `at least as big as both, it can hide the target`
      : fr
        ? `plus petit que ${b.size !== null && b.size < ex.from.size ? from : to}, il ne peut que gêner (vue partielle)`
        : `smaller than ${b.size !== null && b.size < ex.from.size ? from : to}, it can only hinder (partial sight)`;
    out.push(
      `- ${blockerName(b, lang, shown)} (${what}, ${sizeName(b.size, lang)}) ${fr ? 'coupe' : 'cuts'} ${pctFixed(b.blockedFraction, lang)} ${fr ? 'des lignes :' : 'of the lines:'} ${verdict} (R-5.4${b.kind === 'scenery' ? ', R-5.5' : ''}).`,
    );
  }
  if (sight.verdict === 'partial' && sight.visibleFraction <= 0) {
    out.push(
      fr
        ? `- Aucune direction n'est libre, mais ${OVER_SMALLER.fr} ; verdict des obstacles : ${VERDICT.fr.partial}.`
        : `- No direction is unblocked, but ${OVER_SMALLER.en}; verdict from the barriers: ${VERDICT.en.partial}.`,
    );
    return out;
  }
  out.push(
    fr
      ? `- Directions non coupées : ${pctFixed(sight.visibleFraction, lang)} ; verdict des obstacles : ${VERDICT.fr[sight.verdict]} (R-5.4).`
      : `- Unblocked directions: ${pctFixed(sight.visibleFraction, lang)}; verdict from the barriers: ${VERDICT.en[sight.verdict]} (R-5.4).`,
  );
  return out;
}

/** The app's Sight panel: one short line per fact behind the verdict, each with its rule. */
export function losLines(ex: LosExplanation, lang: Lang): { text: string; rule: string }[] {
  const fr = lang === 'fr';
  const a = ex.from.id;
  const b = ex.to.id;
  const out: { text: string; rule: string }[] = [];
  for (const r of ex.reasons) {
    switch (r.code) {
      case 'contact':
        out.push({
          rule: 'R-4.2',
          text: fr
            ? `${a} est au contact de ${b} : un combattant voit tous ceux qui sont à son contact.`
            : `${a} is in contact with ${b}: a fighter sees every fighter in contact with it.`,
        });
        break;
      case 'not-in-view':
        out.push({
          rule: 'R-4.1',
          text: fr
            ? `${b} est hors du champ de vision de ${a} : aucune partie de son socle n’est devant la ligne passant par ${r.fovLine === 'center' ? 'le centre du socle' : 'la mire'} (180°).`
            : `${b} is out of ${a}'s field of view: no part of its base lies in front of the line through ${r.fovLine === 'center' ? 'the base centre' : 'the sight'} (180°).`,
        });
        break;
      case 'in-view':
        out.push({
          rule: 'R-4.1',
          text: fr
            ? `${b} est dans le champ de vision de ${a} (180° devant la ligne passant par ${r.fovLine === 'center' ? 'le centre du socle' : 'la mire'}).`
            : `${b} is in ${a}'s field of view (180° in front of the line through ${r.fovLine === 'center' ? 'the base centre' : 'the sight'}).`,
        });
        break;
      case 'all-round-view':
        out.push({ rule: 'R-4.3', text: fr ? `${a} voit à 360°.` : `${a} sees all round (360°).` });
        break;
      case 'level-1-no-barrier':
        out.push({
          rule: 'R-5.6',
          text: fr
            ? `L’un des deux est en vol (niveau 1) : aucun obstacle ne coupe la ligne.`
            : `One of them is flying (level 1): no barrier cuts the line.`,
        });
        break;
      case 'sight-touches-target':
        out.push({
          rule: 'R-3.4',
          text: fr
            ? `La mire de ${a} touche le socle de ${b} : rien ne peut s’interposer.`
            : `${a}'s sight touches ${b}'s base: nothing can stand between them.`,
        });
        break;
      case 'barriers': {
        if (isBaseToBase(ex)) {
          out.push(...ragnarokBarrierWords(ex, lang, asIs));
          break;
        }
        const span = ex.sight.spanDeg[1] - ex.sight.spanDeg[0];
        out.push({
          rule: 'R-5.3',
          text: fr
            ? `Lignes de la mire de ${a} (taille ${ex.from.size}) au socle de ${b} (taille ${ex.to.size}) : ${num('fr', span)}°.`
            : `Lines from ${a}'s sight (size ${ex.from.size}) to ${b}'s base (size ${ex.to.size}): ${span.toFixed(1)}°.`,
        });
        if (r.verdict === 'partial' && ex.sight.visibleFraction <= 0) {
          out.push({
            rule: 'R-5.4',
            text: fr
              ? `Aucune direction n’est libre, mais toutes les lignes passent au-dessus de combattants ou de décors plus petits : ${verdictWords('fr', 'partial')}.`
              : `No direction is unblocked, but every line passes over smaller fighters/scenery: ${verdictWords('en', 'partial')}.`,
          });
          break;
        }
        out.push({
          rule: 'R-5.4',
          text: fr
            ? `Directions non coupées : ${pctText(lang, ex.sight.visibleFraction)} ; verdict des obstacles : ${verdictWords('fr', r.verdict)}.`
            : `Unblocked directions: ${pctText(lang, ex.sight.visibleFraction)}; verdict from the barriers: ${verdictWords('en', r.verdict)}.`,
        });
        break;
      }
    }
  }
  return out;
}

/** The app's Sight panel: one line per barrier: its size, what share of the lines it cuts, whether it can hide the target (R-5.4). */
export function barrierLines(ex: LosExplanation, lang: Lang): { id: string; text: string; tallEnough: boolean }[] {
  const fr = lang === 'fr';
  if (isBaseToBase(ex)) return ragnarokBarrierLines(ex, lang);
  return ex.sight.blockers.map((b) => {
    const what = kindName(b, lang);
    const size = b.size === null ? (fr ? 'sans taille' : 'no size') : fr ? `taille ${b.size}` : `size ${b.size}`;
    const role = b.tallEnough
      ? fr
        ? 'au moins aussi grand que les deux : peut cacher la cible'
        : 'at least as big as both: can hide the target'
      : fr
        ? 'plus petit : ne peut que gêner (vue partielle)'
        : 'smaller: can only hinder (partial sight)';
    return {
      id: b.id,
      tallEnough: b.tallEnough,
      text: `${blockerName(b, lang, asIs)} (${what}, ${size}) ${fr ? 'coupe' : 'cuts'} ${pctText(lang, b.blockedFraction)} — ${role} (R-5.4${b.kind === 'scenery' ? ', R-5.5' : ''})`,
    };
  });
}

/**
 * R-5.4 the Sight panel's share line when no direction is free yet the verdict is partial: every
 * line passes over smaller barriers, said in words rather than "0% visible"; null otherwise.
 */
export function overSmallerWords(ex: LosExplanation, lang: Lang): string | null {
  if (!overSmaller(ex) || isBaseToBase(ex)) return null;
  return lang === 'fr'
    ? 'Vue partielle : toutes les lignes passent au-dessus de combattants ou de décors plus petits'
    : 'Partial sight: every line passes over smaller fighters/scenery';
}

/** R-5.7 / R-9.6 the Sight panel's barrier lines in Rag'narok: each obstacle between the bases is interference. */
function ragnarokBarrierLines(ex: LosExplanation, lang: Lang): { id: string; text: string; tallEnough: boolean }[] {
  const fr = lang === 'fr';
  return ex.sight.blockers.map((b) => ({
    id: b.id,
    tallEnough: ex.los === 'none',
    text: fr
      ? `${b.id} se tient entre les socles : interférence pour un tir (R-9.6)`
      : `${b.id} stands between the bases: interference for a shot (R-9.6)`,
  }));
}
