// A move's problems and notes in English and French sentences, citing their rules: for the CLI
// (mire path --lang), the lessons and the same-answers bench. The app's Move panel says each
// problem in a shorter phrase (move-panel.ts): the app's first screen loads those, not these.
import type { ChargeGroup, MoveJudgement, MoveNote, MoveProblem } from '../../geometry/index';
import { ACTION_NAME, theActionFr } from './actions';
import { cmWords, decimalWords, lengthAgainstWords } from './numbers';
import type { Lang, MoveContext, MoveReason, Words } from './types';

const list = (ids: readonly string[]) => ids.join(', ');

type ProblemOf<K extends MoveProblem['code']> = Extract<MoveProblem, { readonly code: K }>;

/** Each problem kind's sentences, one entry per kind, so a new kind does not compile until it has words. */
const PROBLEM_WORDS: { readonly [K in MoveProblem['code']]: (p: ProblemOf<K>, c: MoveContext) => Words } = {
  'mov-zero': (_p, { mover }) => ({
    en: `MOV 0: ${mover} cannot move, nor even turn (R-6.2).`,
    fr: `MOU 0 : ${mover} ne peut ni se déplacer ni même tourner (R-6.2).`,
  }),
  'friend-target': (p) => ({
    en: `${p.target} is a friend: an assault targets an enemy (R-6.5).`,
    fr: `${p.target} est un ami : un assaut vise un ennemi (R-6.5).`,
  }),
  'not-free': (p, { mover }) => {
    const an = ACTION_NAME[p.action];
    return p.mayDisengage
      ? {
          en: `${mover} is in contact with ${list(p.enemies)}: it may ${p.action === 'walk' ? 'walk' : 'engage'} only by disengaging first (R-6.9, V-C).`,
          fr: `${mover} est au contact de ${list(p.enemies)} : ${p.action === 'walk' ? 'il ne peut marcher' : 'il ne peut engager'} qu’en se désengageant d’abord (R-6.9, V-C).`,
        }
      : {
          en: `${mover} is in contact with ${list(p.enemies)}: a ${an.en} needs a fighter free of enemies (R-6.9).`,
          fr: `${mover} est au contact de ${list(p.enemies)} : ${an.frFeminine ? 'une' : 'un'} ${an.fr} exige d’être libre de tout adversaire (R-6.9).`,
        };
  },
  'no-disengagement': (p, { mover }) =>
    p.why === 'attacked'
      ? {
          en: `${mover} was charged or engaged this activation phase: it may not disengage from ${list(p.enemies)} (R-6.9, V-C).`,
          fr: `${mover} a subi un assaut lors de cette phase d’activation : il ne peut pas se désengager de ${list(p.enemies)} (R-6.9, V-C).`,
        }
      : {
          en: `${mover} has its maximum of enemies in contact (${list(p.enemies)}): it may not disengage (R-6.9, R-3.5, V-C).`,
          fr: `${mover} a le maximum d’adversaires à son contact (${list(p.enemies)}) : il ne peut pas se désengager (R-6.9, R-3.5, V-C).`,
        },
  'needs-target': (p) => ({
    en: `A ${ACTION_NAME[p.action].en} is aimed at an enemy fighter, not at a point (R-6.5).`,
    fr: `${ACTION_NAME[p.action].frFeminine ? 'Une' : 'Un'} ${ACTION_NAME[p.action].fr} vise un combattant ennemi, pas un point (R-6.5).`,
  }),
  'no-sight-at-start': (p, { mover }) => ({
    en: `${mover} does not see ${p.enemy} where it starts, not even partially: it may not charge (R-6.5).`,
    fr: `${mover} ne voit pas ${p.enemy} depuis sa position de départ, même partiellement : il ne peut pas charger (R-6.5).`,
  }),
  'off-table': () => ({ en: `The base would leave the table (R-0.3).`, fr: `Le socle sortirait de la table (R-0.3).` }),
  overlap: (p, { mover }) => ({
    en: `${mover}'s base would overlap ${p.other} by ${decimalWords(p.depthMm).en} mm: the whole base must end clear of every other base (R-6.6, R-0.3).`,
    fr: `Le socle de ${mover} chevaucherait ${p.other} de ${decimalWords(p.depthMm).fr} mm : tout le socle doit finir à l’écart des autres socles (R-6.6, R-0.3).`,
  }),
  'in-scenery': (p, { mover }) => ({
    en: `${mover}'s base would stand on ${p.other}, which it cannot cross (R-6.4, R-6.6).`,
    fr: `Le socle de ${mover} serait sur ${p.other}, qu’il ne peut pas franchir (R-6.4, R-6.6).`,
  }),
  'no-route': (p, c) => {
    const { mover } = c;
    const r = p.reason;
    if (r.code === 'goal-inside-obstacle') {
      // R-6.2 a move may end right against a base: refused only inside it, or with no room left behind its sight.
      return {
        en: `${mover}'s base has no room to end there, against ${r.id}: within half its width of that point, every place its base could stand is taken (R-6.2).`,
        fr: `Le socle de ${mover} n’a pas la place de finir là, contre ${r.id} : à moins d’une demi-largeur de ce point, toute place où il pourrait se tenir est prise (R-6.2).`,
      };
    }
    if (r.code === 'goal-off-table' || r.code === 'start-off-table')
      return { en: `The base would leave the table (R-6.2).`, fr: `Le socle sortirait de la table (R-6.2).` };
    return {
      en: `No way there: every way passes a gap narrower than ${mover}'s base (${cmWords(c.widthMm).en}) (R-6.2).`,
      fr: `Aucun passage : tous les chemins passent par un espace plus étroit que le socle de ${mover} (${cmWords(c.widthMm).fr}) (R-6.2).`,
    };
  },
  'too-long': (p, c) => {
    const name = ACTION_NAME[c.action];
    const round: Words =
      p.wentRound.length > 0
        ? {
            en: ` The straight line is ${cmWords(p.straightMm).en}, but the base cannot pass there: the route goes round ${list(p.wentRound)} (R-6.2).`,
            fr: ` La ligne droite fait ${cmWords(p.straightMm).fr}, mais le socle ne passe pas : le chemin contourne ${list(p.wentRound)} (R-6.2).`,
          }
        : { en: '', fr: '' };
    const n = lengthAgainstWords(p.lengthMm, p.potentialMm, 'over');
    const w = measureWords(c);
    return {
      en: `Out of reach: ${w.who.en} must travel ${n.length.en}${w.how.en}, more than its ${n.potential.en} ${name.en} (${w.mov.en}, R-6.5${w.rule}).${round.en}`,
      fr: `Hors de portée : ${w.who.fr} doit parcourir ${n.length.fr}${w.how.fr}, plus que les ${n.potential.fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr} (${w.mov.fr}, R-6.5${w.rule}).${round.fr}`,
    };
  },
  'contact-forbidden': (p, c) => {
    const name = ACTION_NAME[c.action];
    return {
      en: `A ${name.en} may not end in contact with an enemy (${list(p.enemies)}): announce an assault (R-6.5).`,
      fr: `${name.frFeminine ? 'Une' : 'Un'} ${name.fr} ne peut pas finir au contact d’un ennemi (${list(p.enemies)}) : il faut annoncer un assaut (R-6.5).`,
    };
  },
  'contact-required': (p, { mover }) => {
    const target = p.target ?? 'an enemy';
    const cible = p.target ?? 'un ennemi';
    return p.touching
      ? {
          en: `${mover} touches ${target} but neither has half a side against the other: no contact (R-3.2), and an assault must end in contact (R-6.6).`,
          fr: `${mover} touche ${cible} mais aucun des deux n’a la moitié d’un côté à son contact : pas de contact (R-3.2), or un assaut doit finir au contact (R-6.6).`,
        }
      : {
          en: `${mover} does not touch ${target}: an assault must end in contact with its target (R-6.6).`,
          fr: `${mover} ne touche pas ${cible} : un assaut doit finir au contact de sa cible (R-6.6).`,
        };
  },
  'sight-not-touching': (p, { mover }) => ({
    en: `${mover} must face ${p.enemy}, its sight (the dot on the front of its base) against ${p.enemy}'s base (R-3.4, R-6.6).`,
    fr: `${mover} doit faire face à ${p.enemy}, sa mire (le point à l’avant du socle) contre le socle de ${p.enemy} (R-3.4, R-6.6).`,
  }),
  'too-many-in-contact': (p, { mover }) => ({
    en: `${p.target} already has ${p.already.length} enemies in contact (${list(p.already)}), its maximum being ${p.max}: ${mover} may not join them (R-6.11, R-3.5).`,
    fr: `${p.target} a déjà ${p.already.length} adversaires à son contact (${list(p.already)}), pour un maximum de ${p.max} : ${mover} ne peut pas s’y ajouter (R-6.11, R-3.5).`,
  }),
  'two-units': (p, { mover }) => ({
    en: `${mover} would end in contact with ${list(p.fighters)}, of the units ${list(p.units)}: a Rag'narok assault engages a single enemy unit (R-6.18, "Assault").`,
    fr: `${mover} finirait au contact de ${list(p.fighters)}, des unités ${list(p.units)} : un assaut de Rag'narok engage une seule unité ennemie (R-6.18, « Assaut »).`,
  }),
  // Refusals naming their reason (issue 30).
  'other-level': (p, { mover }) => ({
    en: `${p.target} is at altitude level ${p.targetLevel} and ${mover} at level ${p.moverLevel}: contact only exists between fighters of one level, so ${mover} may not assault ${p.target} (R-5.6, II-F-1).`,
    fr: `${p.target} est au niveau d’altitude ${p.targetLevel} et ${mover} au niveau ${p.moverLevel} : le contact n’existe qu’entre combattants d’un même niveau, ${mover} ne peut donc pas donner l’assaut à ${p.target} (R-5.6, II-F-1).`,
  }),
  'targets-apart': (p, { mover }) => {
    const [a, b] = p.targets;
    return {
      en: `${a} and ${b} are ${cmWords(p.gapMm).en} apart, edge to edge, and ${mover}'s base spans ${cmWords(p.spanMm).en}: no placement touches both, so ${mover} may not take them as targets together (R-6.11).`,
      fr: `${a} et ${b} sont à ${cmWords(p.gapMm).fr} l’un de l’autre, bord à bord, et le socle de ${mover} mesure ${cmWords(p.spanMm).fr} au plus : aucune position ne les touche tous deux, ${mover} ne peut donc pas les prendre ensemble pour cibles (R-6.11).`,
    };
  },
  'no-free-edge': (p, { mover }) => ({
    en: `No free edge of ${p.target}'s base takes ${mover}'s base: every contact position is taken or walled in (R-6.6).`,
    fr: `Aucun bord libre du socle de ${p.target} n’accueille le socle de ${mover} : chaque position de contact est prise ou inaccessible (R-6.6).`,
  }),
};

/** A MOV in French notation: "7,5". */
const cmNumber = (movCm: number) => String(movCm).replace('.', ',');

/**
 * R-2.1 what travels: the sight (Confédé, C3) or, in Rag'narok, the base, edge to edge; and the MOV
 * it goes at, in Rag'narok the unit's, its slowest member's (R-6.18).
 */
function measureWords(c: MoveContext): { who: Words; how: Words; mov: Words; rule: string } {
  if (c.measure !== 'edge')
    return {
      who: { en: `${c.mover}'s sight`, fr: `la mire de ${c.mover}` },
      how: { en: '', fr: '' },
      mov: { en: `MOV ${c.movCm}`, fr: `MOU ${c.movCm}` },
      rule: '',
    };
  return {
    who: { en: `${c.mover}'s base`, fr: `le socle de ${c.mover}` },
    how: { en: ', edge to edge (R-2.1)', fr: ', bord à bord (R-2.1)' },
    mov: { en: `the unit's MOV ${c.movCm}`, fr: `MOU ${cmNumber(c.movCm)} de l’unité` },
    rule: ', R-6.18',
  };
}

/** One problem in words. */
export function moveProblemWords(p: MoveProblem, c: MoveContext): Words {
  // The table is indexed by p's own code, so the entry takes p; TypeScript cannot correlate the two.
  return (PROBLEM_WORDS[p.code] as (p: MoveProblem, c: MoveContext) => Words)(p, c);
}

/** The problems that leave the mover's base not clear of every other (R-6.6): a note must not say it is. */
const NOT_CLEAR: ReadonlySet<MoveProblem['code']> = new Set(['overlap', 'in-scenery', 'off-table']);

/** Whether a judged move's base ends clear of every other base and scenery, as far as its problems tell. */
export function endsClear(problems: readonly MoveProblem[]): boolean {
  return !problems.some((p) => NOT_CLEAR.has(p.code));
}

/**
 * One note (a fact of the move) in words. `clear`: the base ends clear of every other (false when
 * a problem says it overlaps one, so that the note does not say the opposite beside it).
 */
export function moveNoteWords(n: MoveNote, c: MoveContext, clear = true): Words {
  const { mover } = c;
  const name = ACTION_NAME[c.action];
  const cm = cmWords;
  switch (n.code) {
    case 'travels': {
      const round = n.wentRound.join(', ');
      const l = lengthAgainstWords(n.movedMm, n.potentialMm, 'under');
      const tol: Words = l.tolerated
        ? { en: '; over it by less than the tolerance, R-0.3', fr: ' ; dépassement inférieur à la tolérance, R-0.3' }
        : { en: '', fr: '' };
      const w = measureWords(c);
      // French opens on "la mire" / "le socle": a capital; English opens on the id as it is.
      const cap = (t: string) => t[0].toUpperCase() + t.slice(1);
      // Confédé and C3 cite R-6.1 (the sight's route); Rag'narok the base's travel at the unit's MOV.
      const why: Words =
        c.measure === 'edge'
          ? { en: `${w.mov.en}, R-2.1, R-6.5${w.rule}`, fr: `${w.mov.fr}, R-2.1, R-6.5${w.rule}` }
          : { en: 'R-6.1, R-6.5', fr: 'R-6.1, R-6.5' };
      return {
        en: `${w.who.en} travels ${l.length.en} of its ${l.potential.en} ${name.en}${w.how.en.replace(' (R-2.1)', '')} (${why.en}${tol.en})${round ? `, going round ${round} (R-6.2)` : ''}.`,
        fr: `${cap(w.who.fr)} parcourt ${l.length.fr} sur les ${l.potential.fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr}${w.how.fr.replace(' (R-2.1)', '')} (${why.fr}${tol.fr})${round ? `, en contournant ${round} (R-6.2)` : ''}.`,
      };
    }
    case 'out-of-reach': {
      const l = lengthAgainstWords(n.lengthMm, n.potentialMm, 'over');
      return {
        en: `Out of reach: the route is ${l.length.en}, the ${name.en} ${l.potential.en}; ${mover} moves its whole potential towards the goal (R-6.5).`,
        fr: `Hors de portée : le chemin fait ${l.length.fr}, ${theActionFr(name)} ${l.potential.fr} ; ${mover} se déplace de tout son potentiel de mouvement vers le but (R-6.5).`,
      };
    }
    case 'falls-short': {
      const l = lengthAgainstWords(n.lengthMm, n.potentialMm, 'over');
      const w = measureWords(c);
      return {
        en: `Out of reach: ${w.who.en} would travel ${l.length.en} to ${n.target}${w.how.en}, more than its ${l.potential.en} ${name.en} (${w.mov.en}${w.rule}); it moves its whole potential towards ${n.target} and the ${name.en} falls short, which is no illegal move (R-6.17, R-6.5).`,
        fr: `Hors de portée : ${w.who.fr} devrait parcourir ${l.length.fr} jusqu’à ${n.target}${w.how.fr}, plus que les ${l.potential.fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr} (${w.mov.fr}${w.rule}) ; il se déplace de tout son potentiel de mouvement vers ${n.target} et ${theActionFr(name)} tombe court, sans que le mouvement soit illégal (R-6.17, R-6.5).`,
      };
    }
    case 'sight-against': {
      const t = list(n.targets);
      return clear
        ? {
            en: `${mover} ends in contact with ${t}, its sight against ${t}'s base and its base clear of every other (R-3.4, R-6.6).`,
            fr: `${mover} finit au contact de ${t}, sa mire contre le socle de ${t} et son socle à l’écart de tous les autres (R-3.4, R-6.6).`,
          }
        : {
            en: `${mover} would end in contact with ${t}, its sight against ${t}'s base (R-3.4), but its base not clear of every other (R-6.6).`,
            fr: `${mover} finirait au contact de ${t}, sa mire contre le socle de ${t} (R-3.4), mais son socle ne serait pas à l’écart de tous les autres (R-6.6).`,
          };
    }
    case 'disengaged':
      return {
        en: `${mover} disengages from ${list(n.enemies)} first (V-C): its potential is MOV × 1 (R-6.9).`,
        fr: `${mover} se désengage d’abord de ${list(n.enemies)} (V-C) : son potentiel est MOU × 1 (R-6.9).`,
      };
    case 'crossed':
      return {
        en: `${mover} crosses ${list(n.ids)}, of its own size, moving no more than MOV × 1 (R-6.4, R-6.12).`,
        fr: `${mover} franchit ${list(n.ids)}, de sa taille, en ne se déplaçant pas de plus de MOU × 1 (R-6.4, R-6.12).`,
      };
    case 'may-turn':
      return {
        en: `${mover} may turn ${list(n.targets)} to face it: free of other contact, of a total power at most its own (R-6.11, V-B-3).`,
        fr: `${mover} peut faire pivoter ${list(n.targets)} face à lui : libres de tout autre contact, d’une puissance totale au plus égale à la sienne (R-6.11, V-B-3).`,
      };
    case 'crossing-cost':
      return {
        en: `${mover} crosses ${list(n.ids)}: crossing costs half the Movement (${cm(n.costMm).en}), leaving ${cm(n.potentialMm).en} (R-6.13).`,
        fr: `${mover} franchit ${list(n.ids)} : le franchissement coûte la moitié du Mouvement (${cm(n.costMm).fr}), il reste ${cm(n.potentialMm).fr} (R-6.13).`,
      };
    case 'unit-movement':
      return {
        en: `${mover}'s unit moves at its slowest member's Movement: ${n.slowest}'s, MOV ${n.movCm} (R-6.18).`,
        fr: `L’unité de ${mover} se déplace au Mouvement de son membre le plus lent : celui de ${n.slowest}, MOU ${String(n.movCm).replace('.', ',')} (R-6.18).`,
      };
    case 'stopped-in-front':
      return {
        en:
          n.gapMm > 0
            ? `${mover} cannot get past ${n.obstacle}: it stops ${cm(n.gapMm).en} in front of it (R-6.13).`
            : `${mover} cannot get across ${n.obstacle} nor end on it: it stops right in front of it (R-6.13).`,
        fr:
          n.gapMm > 0
            ? `${mover} ne peut pas passer ${n.obstacle} : il s’arrête à ${cm(n.gapMm).fr} devant (R-6.13).`
            : `${mover} ne peut ni traverser ${n.obstacle} ni s’y arrêter : il s’arrête juste devant (R-6.13).`,
      };
  }
}

/** A point in cm, one decimal each: "(61.5, 30.0) cm"; French writes "(61,5 ; 30,0) cm", its decimal comma beside the separator. */
function pointWords(xMm: number, yMm: number): Words {
  const x = decimalWords(xMm / 10);
  const y = decimalWords(yMm / 10);
  return { en: `(${x.en}, ${y.en})`, fr: `(${x.fr} ; ${y.fr})` };
}

/** A verdict on a move or a placement: legal or not, in the words players use. */
export const LEGAL_WORDS: { readonly legal: Words; readonly illegal: Words } = {
  legal: { en: 'legal', fr: 'réglementaire' },
  illegal: { en: 'NOT LEGAL', fr: 'NON RÉGLEMENTAIRE' },
};

/** The CLI's summary of a judged move (mire path): the route against the potential and the verdict, then where the sight ends. */
export function moveSummaryWords(
  j: Pick<
    MoveJudgement,
    'action' | 'reachable' | 'lengthMm' | 'potentialMm' | 'withinPotential' | 'legal' | 'end' | 'notes'
  >,
  mover: string,
  endFacingDeg: number,
): { readonly head: Words; readonly end: Words } {
  const verdict = j.legal ? LEGAL_WORDS.legal : LEGAL_WORDS.illegal;
  const name = ACTION_NAME[j.action];
  const who: Words = { en: `${mover} ${name.en}`, fr: `${mover}, ${name.fr}` };
  let head: Words;
  if (j.reachable) {
    const l = lengthAgainstWords(j.lengthMm, j.potentialMm, j.withinPotential ? 'under' : 'over');
    const tol: Words = l.tolerated
      ? { en: ' (over it by less than the tolerance, R-0.3)', fr: ' (dépassement inférieur à la tolérance, R-0.3)' }
      : { en: '', fr: '' };
    // R-6.17 an assault out of reach is no illegal move: it falls short, and the line says so.
    const short = j.notes.some((n) => n.code === 'falls-short');
    const reach: Words = j.withinPotential
      ? { en: 'within reach', fr: 'à portée' }
      : short
        ? { en: 'out of reach, falls short (R-6.17)', fr: 'hors de portée, tombe court (R-6.17)' }
        : { en: 'out of reach', fr: 'hors de portée' };
    head = {
      en: `${who.en}: route ${l.length.en}, potential ${l.potential.en} — ${reach.en}${tol.en}; ${verdict.en}.`,
      fr: `${who.fr} : trajet ${l.length.fr}, potentiel de mouvement ${l.potential.fr} — ${reach.fr}${tol.fr} ; ${verdict.fr}.`,
    };
  } else {
    head = { en: `${who.en}: unreachable — ${verdict.en}.`, fr: `${who.fr} : inaccessible — ${verdict.fr}.` };
  }
  const at = pointWords(j.end.x, j.end.y);
  return {
    head,
    end: {
      en: `ends with the sight at ${at.en} cm, facing ${endFacingDeg}°`,
      fr: `finit la mire en ${at.fr} cm, orienté à ${String(endFacingDeg).replace('.', ',')}°`,
    },
  };
}

/** A free stretch of an assault's target's edge: its sight's end points (mm), `whole` when it is the whole edge of a round base. */
export type FreeEdgeRun = {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly whole?: boolean;
};

/** R-6.6 the free stretches of an assault's target's edges, as the sight's end points (mm). */
export function freeEdgesWords(runs: readonly FreeEdgeRun[]): Words {
  const shown = runs.map((r) => {
    if (r.whole) return { en: 'the whole edge (all around)', fr: 'tout le bord (tout autour)' };
    const from = pointWords(r.from[0], r.from[1]);
    const to = pointWords(r.to[0], r.to[1]);
    return { en: `${from.en}–${to.en}`, fr: `${from.fr}–${to.fr}` };
  });
  return {
    en: `free edges (R-6.6): ${shown.length ? shown.map((w) => w.en).join('; ') : 'none'}`,
    fr: `bords libres (R-6.6) : ${shown.length ? shown.map((w) => w.fr).join(' et ') : 'aucun'}`,
  };
}

/** A judged move's problems (not ok) then its notes (ok) as reasons in one language, each with its rule. */
export function moveReasons(j: Pick<MoveJudgement, 'problems' | 'notes'>, c: MoveContext, lang: Lang): MoveReason[] {
  return [
    ...j.problems.map((p) => ({ rule: p.rule, text: moveProblemWords(p, c)[lang], ok: false })),
    ...j.notes.map((n) => ({ rule: n.rule, text: moveNoteWords(n, c, endsClear(j.problems))[lang], ok: true })),
  ];
}

/**
 * R-6.7 (V-B-3 "Pénalités de charge") one group of charges of an activation: its chargers' and
 * charged fighters' total power, and whether every charged fighter of it is penalised.
 */
export function chargeGroupWords(
  g: Pick<ChargeGroup, 'chargers' | 'targets' | 'chargersPower' | 'chargedPower' | 'penalised'>,
): Words {
  const chargers = list(g.chargers);
  const targets = list(g.targets);
  const many = g.targets.length > 1;
  return g.penalised
    ? {
        en: `${chargers} (total power ${g.chargersPower}) charging ${targets} (total power ${g.chargedPower}): at least as powerful, so ${targets} ${many ? 'suffer' : 'suffers'} -1 INI, ATT, DEF and AIM until the end of the turn (R-6.7, V-B-3).`,
        fr: `${chargers} (puissance totale ${g.chargersPower}) chargeant ${targets} (puissance totale ${g.chargedPower}) : au moins aussi puissants, ${targets} ${many ? 'subissent' : 'subit'} -1 en Initiative, Attaque, Défense et Tir jusqu’à la fin du tour (R-6.7, V-B-3).`,
      }
    : {
        en: `${chargers} (total power ${g.chargersPower}) charging ${targets} (total power ${g.chargedPower}): less powerful, so no charge penalty (R-6.7, V-B-3).`,
        fr: `${chargers} (puissance totale ${g.chargersPower}) chargeant ${targets} (puissance totale ${g.chargedPower}) : moins puissants, pas de pénalité de charge (R-6.7, V-B-3).`,
      };
}
