// A game's entries in words, one line each, for the game log (mire log) and the replay (mire replay):
// who did what and the facts of its verdict, with the rules, in English and French. The engine's
// record keeps codes and numbers (geometry/record/); every word is here.
import type { EntryOf, EntryVerdict, RecordEdit, RecordEntry } from '../../geometry/index';
import { LOGGED_NOTES, codeWords } from './record-codes';
import { cmWords, decimalWords } from './numbers';
import { pointCmWords } from './scatter';
import { RAGNAROK_VALUE } from './sight-ragnarok';
import type { Lang, Words } from './types';

const both = (f: (lang: Lang) => string): Words => ({ en: f('en'), fr: f('fr') });
const list = (items: readonly string[], lang: Lang) =>
  items.length > 0 ? items.join(', ') : lang === 'fr' ? 'personne' : 'nobody';
const at = (p: readonly [number, number], lang: Lang) => pointCmWords({ x: p[0], y: p[1] }, lang);

/** A turn marker, an activation marker with who plays it. */
export function markerWords(entry: EntryOf<'turn'> | EntryOf<'activation'>): Words {
  const who = entry.by ? [entry.by.player, entry.by.side].filter((s) => s !== undefined).join(', ') : '';
  const by = who ? ` (${who})` : '';
  if (entry.type === 'turn') return { en: `Turn ${entry.turn}`, fr: `Tour de jeu ${entry.turn}` };
  return { en: `Activation ${entry.activation}${by}`, fr: `Tour de parole ${entry.activation}${by}` };
}

/** One entry and the facts of `verdict` (the recorded one, or one judged again) in a line. */
export function entryWords(entry: RecordEntry, verdict: EntryVerdict | null): Words {
  switch (entry.type) {
    case 'turn':
    case 'activation':
      return markerWords(entry);
    case 'move':
      return moveWords(entry, verdict as EntryOf<'move'>['verdict']);
    case 'shot':
      return shotWords(entry, verdict as EntryOf<'shot'>['verdict']);
    case 'dispersion':
      return dispersionWords(entry, verdict as EntryOf<'dispersion'>['verdict']);
    case 'template':
      return templateWords(entry, verdict as EntryOf<'template'>['verdict']);
    case 'area':
      return areaWords(entry, verdict as EntryOf<'area'>['verdict']);
    case 'edit':
      return editWords(entry.edit);
  }
}

const MOVED: Record<EntryOf<'move'>['action'], Words> = {
  walk: { en: 'walked', fr: 'a marché' },
  run: { en: 'ran', fr: 'a couru' },
  charge: { en: 'charged', fr: 'a chargé' },
  engage: { en: 'engaged', fr: 'a engagé' },
  cover: { en: 'moved under cover', fr: 's’est déplacé à couvert' },
  pursuit: { en: 'pursued', fr: 'a poursuivi' },
};

/** R-6 "R3 charged B2: 14.3 cm of 20.0 cm, legal; B2 penalised (R-6.7)". */
function moveWords(e: EntryOf<'move'>, v: EntryOf<'move'>['verdict']): Words {
  const g = e.goal;
  const whither = (lang: Lang) =>
    'point' in g
      ? `${lang === 'fr' ? 'vers' : 'to'} ${at(g.point, lang)}`
      : 'place' in g
        ? `${lang === 'fr' ? 'jusqu’à' : 'to'} ${at(g.place.position, lang)}`
        : [g.target, ...(g.also ?? [])].join(', ');
  return both((lang) => {
    const fr = lang === 'fr';
    const [len, pot] = [cmWords(v.lengthMm)[lang], cmWords(v.potentialMm)[lang]];
    // Out of reach, the move goes its whole potential: the goal's distance is no length moved.
    const length = !v.reachable
      ? `${fr ? 'but à' : 'goal'} ${len}${fr ? '' : ' away'}`
      : v.withinPotential
        ? `${len} ${fr ? 'sur' : 'of'} ${pot}`
        : fr
          ? `but à ${len}, au-delà du potentiel de ${pot}`
          : `goal ${len} away, beyond the potential of ${pot}`;
    const verdict = v.legal ? (fr ? 'légal' : 'legal') : fr ? 'illégal' : 'illegal';
    const reasons = [...v.problems, ...v.notes.filter((n) => LOGGED_NOTES.has(n.code))].map((c) => codeWords(c)[lang]);
    const penalised =
      v.penalised && v.penalised.length > 0
        ? `${fr ? ' ; ' : '; '}${v.penalised.join(', ')} ${fr ? 'pénalisé(s)' : 'penalised'} (R-6.7)`
        : '';
    const why = reasons.length > 0 ? ` — ${reasons.join(', ')}` : '';
    return `${e.mover} ${MOVED[e.action][lang]} ${whither(lang)}${fr ? ' : ' : ': '}${length}, ${verdict}${why}${penalised}`;
  });
}

const BAND: Record<string, Words> = {
  short: { en: 'short range', fr: 'portée courte' },
  medium: { en: 'medium range', fr: 'portée moyenne' },
  long: { en: 'long range', fr: 'portée longue' },
  out: { en: 'beyond range', fr: 'hors de portée' },
};
const SIGHT: Record<string, Words> = {
  full: { en: 'seen', fr: 'vue' },
  partial: { en: 'partly seen', fr: 'vue partielle' },
  none: { en: 'unseen', fr: 'invisible' },
};

/** R-9 "R1 shot at B1: 31.2 cm, medium range, difficulty 7, seen; legal". */
function shotWords(e: EntryOf<'shot'>, v: EntryOf<'shot'>['verdict']): Words {
  return both((lang) => {
    const fr = lang === 'fr';
    // a Rag'narok verdict (its range band set) says seen / interference / not seen.
    const sight = v.ragnarokBand !== null ? RAGNAROK_VALUE[v.los] : SIGHT[v.los];
    const facts = [cmWords(v.distanceMm)[lang], sight[lang]];
    if (v.band !== null) facts.push(BAND[v.band][lang]);
    if (v.ragnarokBand !== null) facts.push(`${fr ? 'portée' : 'range band'} ${v.ragnarokBand} (R-2.2)`);
    if (v.difficulty !== null) facts.push(`${fr ? 'difficulté' : 'difficulty'} ${v.difficulty} (R-9.2)`);
    const verdict = v.legal ? (fr ? 'légal' : 'legal') : fr ? 'illégal' : 'illegal';
    const why = v.problems.length > 0 ? ` — ${v.problems.map((c) => codeWords(c)[lang]).join(', ')}` : '';
    return `${e.shooter} ${fr ? 'a tiré sur' : 'shot at'} ${e.target}${fr ? ' : ' : ': '}${facts.join(', ')}${fr ? ' ; ' : '; '}${verdict}${why}`;
  });
}

/** R-7.1 "blast at (x, y) cm scattered by dice 3 and 5 (seed 1001, R-7.4) to (x, y) cm, covering B1 (R-7.2)". */
function dispersionWords(e: EntryOf<'dispersion'>, v: EntryOf<'dispersion'>['verdict']): Words {
  const dice = v.dice.method === 'template6' ? `${v.dice.distance}, ${v.dice.direction}` : `${v.dice.distance}`;
  return both((lang) => {
    const fr = lang === 'fr';
    const from = e.from !== undefined ? (fr ? ` de ${e.from}` : ` from ${e.from}`) : '';
    const covers =
      e.areaMm !== undefined
        ? `, ${fr ? 'touche' : 'covering'} ${list(
            v.hits.map((h) => h.id),
            lang,
          )} (R-7.2)`
        : '';
    return fr
      ? `Tir${from} en ${at(e.impact, lang)} dispersé par les dés ${dice} (graine ${e.seed}, R-7.4) en ${at(v.final, lang)} (R-7.1)${covers}`
      : `Blast${from} at ${at(e.impact, lang)} scattered by dice ${dice} (seed ${e.seed}, R-7.4) to ${at(v.final, lang)} (R-7.1)${covers}`;
  });
}

/** the Rag'narok template's deviation and area. */
function templateWords(e: EntryOf<'template'>, v: EntryOf<'template'>['verdict']): Words {
  return both((lang) => {
    const fr = lang === 'fr';
    const area = decimalWords(v.areaCm)[lang];
    return fr
      ? `Gabarit en ${at(e.impact, lang)} : ${e.failures} échec(s), posé en ${at(v.final, lang)}, zone de ${area} cm (R-7.3), touche ${list(
          v.hits.map((h) => h.id),
          lang,
        )} (R-7.2)`
      : `Template at ${at(e.impact, lang)}: ${e.failures} failure(s), placed at ${at(v.final, lang)}, area ${area} cm (R-7.3), covering ${list(
          v.hits.map((h) => h.id),
          lang,
        )} (R-7.2)`;
  });
}

/** an area round a point or a base, and the fighters it covers (partly: marked). */
function areaWords(e: EntryOf<'area'>, v: EntryOf<'area'>['verdict']): Words {
  return both((lang) => {
    const fr = lang === 'fr';
    const c = e.centre;
    const round = 'point' in c ? at(c.point, lang) : c.fighter;
    const hits = v.hits.map((h) => (h.coverage === 'partial' ? `${h.id} (${fr ? 'en partie' : 'partly'})` : h.id));
    return fr
      ? `Zone de ${cmWords(e.radiusMm).fr} autour de ${round} : touche ${list(hits, lang)} (R-7.2)`
      : `Area of ${cmWords(e.radiusMm).en} around ${round}: covering ${list(hits, lang)} (R-7.2)`;
  });
}

/** An edit by hand: what was added, moved, removed or changed. */
function editWords(edit: RecordEdit): Words {
  switch (edit.kind) {
    case 'fighter-added':
      return both((l) => (l === 'fr' ? `${edit.fighter.id} ajouté à la main` : `${edit.fighter.id} added by hand`));
    case 'fighter-moved':
      return both((l) =>
        l === 'fr'
          ? `${edit.id} déplacé à la main en ${at(edit.position, l)}`
          : `${edit.id} moved by hand to ${at(edit.position, l)}`,
      );
    case 'fighter-removed':
      return both((l) => (l === 'fr' ? `${edit.id} retiré` : `${edit.id} removed`));
    case 'fighter-changed':
      return both((l) => (l === 'fr' ? `${edit.fighter.id} modifié à la main` : `${edit.fighter.id} changed by hand`));
    case 'scenery-added':
      return both((l) => (l === 'fr' ? `décor ${edit.scenery.id} ajouté` : `scenery ${edit.scenery.id} added`));
    case 'scenery-moved':
      return both((l) =>
        l === 'fr'
          ? `décor ${edit.id} déplacé de ${at(edit.byMm, l)}`
          : `scenery ${edit.id} moved by ${at(edit.byMm, l)}`,
      );
    case 'scenery-removed':
      return both((l) => (l === 'fr' ? `décor ${edit.id} retiré` : `scenery ${edit.id} removed`));
    case 'scenery-changed':
      return both((l) => (l === 'fr' ? `décor ${edit.scenery.id} modifié` : `scenery ${edit.scenery.id} changed`));
  }
}

/** Entries by whom: "Anne (red)". */
export function byWords(entry: RecordEntry): string {
  if (!entry.by) return '';
  return [entry.by.player, entry.by.side].filter((s) => s !== undefined).join(', ');
}
