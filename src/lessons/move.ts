// Judging a move dropped on the table: the engine's route of the sight (R-6.1, R-6.2) from where
// the fighter stands to where it was dropped, the action's potential (R-6.5) and the end position
// (R-6.5, R-6.6, R-3.4). The answer is never stored: it is whatever the engine finds — the judge
// is geometry/move-judge.ts, the same one the Move tool uses; this file puts its facts in words.
import { baseWidthMm } from '../../geometry/base';
import { type DropProblem, dropStart, judgeDrop } from '../../geometry/move-judge';
import { type MoveAction, moveObstacles } from '../../geometry/movement';
import { World } from '../../geometry/world';
import type { MoveAttempt, MoveJudgement, MoveTask, Text } from './types';

/** Each action's name, with the French gender its articles need. */
const ACTION_NAME: Record<MoveAction, { readonly en: string; readonly fr: string; readonly frFeminine: boolean }> = {
  walk: { en: 'walk', fr: 'marche', frFeminine: true },
  run: { en: 'run', fr: 'course', frFeminine: true },
  charge: { en: 'charge', fr: 'charge', frFeminine: true },
  engage: { en: 'engagement', fr: 'engagement', frFeminine: false },
  cover: { en: 'move under cover', fr: 'mouvement à couvert', frFeminine: false },
  pursuit: { en: 'pursuit', fr: 'poursuite', frFeminine: true },
};

/** mm as cm with one decimal (R-0.1), in each language's notation. */
export const cm = (mm: number): Text => ({ en: `${(mm / 10).toFixed(1)} cm`, fr: `${(mm / 10).toFixed(1).replace('.', ',')} cm` });

/** The table after the move: the mover at the dropped position, nothing else changed. */
function worldAfter(start: World, mover: string, attempt: Pick<MoveAttempt, 'position' | 'facing'>): World {
  const end = new World(start.scene);
  end.moveFighter(mover, attempt.position, attempt.facing);
  return end;
}

/** One of the engine's problems in words, citing its rules. */
function problemText(p: DropProblem, mover: string, action: MoveAction, movCm: number, widthMm: number): Text {
  const name = ACTION_NAME[action];
  switch (p.code) {
    case 'mov-zero':
      return { en: `MOV 0: ${mover} cannot move, nor even turn (R-6.2).`, fr: `MOU 0 : ${mover} ne peut ni se déplacer ni même tourner (R-6.2).` };
    case 'friend-target':
      return { en: `${p.target} is a friend: an assault targets an enemy (R-6.5).`, fr: `${p.target} est un ami : un assaut vise un ennemi (R-6.5).` };
    case 'not-free':
      return {
        en: `${mover} is in contact with an enemy (${p.enemies.join(', ')}): it may not charge (R-6.5).`,
        fr: `${mover} est au contact d’un ennemi (${p.enemies.join(', ')}) : il ne peut pas charger (R-6.5).`,
      };
    case 'no-sight-at-start':
      return {
        en: `${mover} does not see ${p.enemy} where it starts, not even partially: it may not charge (R-6.5).`,
        fr: `${mover} ne voit pas ${p.enemy} depuis sa position de départ, même partiellement : il ne peut pas charger (R-6.5).`,
      };
    case 'off-table':
      return { en: `The base would leave the table (R-0.3).`, fr: `Le socle sortirait de la table (R-0.3).` };
    case 'overlap':
      return {
        en: `${mover}'s base would overlap ${p.other} by ${p.depthMm.toFixed(1)} mm: the whole base must end clear of every other base (R-6.6, R-0.3).`,
        fr: `Le socle de ${mover} chevaucherait ${p.other} de ${p.depthMm.toFixed(1).replace('.', ',')} mm : tout le socle doit finir à l’écart des autres socles (R-6.6, R-0.3).`,
      };
    case 'in-scenery':
      return { en: `${mover}'s base would stand on ${p.other}, which it cannot cross (R-6.4, R-6.6).`, fr: `Le socle de ${mover} serait sur ${p.other}, qu’il ne peut pas franchir (R-6.4, R-6.6).` };
    case 'no-route': {
      const r = p.reason;
      const width = cm(widthMm);
      if (r.code === 'goal-inside-obstacle') {
        return {
          en: `${mover}'s sight cannot get there: it is closer to ${r.id} than half the width of ${mover}'s base (R-6.2).`,
          fr: `La mire de ${mover} ne peut pas y aller : elle serait plus près de ${r.id} que la moitié de la largeur du socle de ${mover} (R-6.2).`,
        };
      }
      if (r.code === 'goal-off-table' || r.code === 'start-off-table') return { en: `The base would leave the table (R-6.2).`, fr: `Le socle sortirait de la table (R-6.2).` };
      return {
        en: `No way there: every way passes a gap narrower than ${mover}'s base (${width.en}) (R-6.2).`,
        fr: `Aucun passage : tous les chemins passent par un espace plus étroit que le socle de ${mover} (${width.fr}) (R-6.2).`,
      };
    }
    case 'too-long': {
      const round: Text =
        p.wentRound.length > 0
          ? {
              en: ` The straight line is ${cm(p.straightMm).en}, but the base cannot pass there: the route goes round ${p.wentRound.join(', ')} (R-6.2).`,
              fr: ` La ligne droite fait ${cm(p.straightMm).fr}, mais le socle ne passe pas : le chemin contourne ${p.wentRound.join(', ')} (R-6.2).`,
            }
          : { en: '', fr: '' };
      return {
        en: `Out of reach: ${mover}'s sight must travel ${cm(p.lengthMm).en}, more than its ${cm(p.potentialMm).en} ${name.en} (MOV ${movCm}, R-6.5).${round.en}`,
        fr: `Hors de portée : la mire de ${mover} doit parcourir ${cm(p.lengthMm).fr}, plus que les ${cm(p.potentialMm).fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr} (MOU ${movCm}, R-6.5).${round.fr}`,
      };
    }
    case 'contact-forbidden':
      return {
        en: `A ${name.en} may not end in contact with an enemy (${p.enemies.join(', ')}): announce an assault (R-6.5).`,
        fr: `${name.frFeminine ? 'Une' : 'Un'} ${name.fr} ne peut pas finir au contact d’un ennemi (${p.enemies.join(', ')}) : il faut annoncer un assaut (R-6.5).`,
      };
    case 'contact-required': {
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
    }
    case 'sight-not-touching':
      return {
        en: `${mover} must face ${p.enemy}, its sight (the dot on the front of its base) against ${p.enemy}'s base (R-3.4, R-6.6).`,
        fr: `${mover} doit faire face à ${p.enemy}, sa mire (le point à l’avant du socle) contre le socle de ${p.enemy} (R-3.4, R-6.6).`,
      };
  }
}

/**
 * Judge the move of `task.mover` from its place in `start` to `attempt` with the engine's judge
 * (geometry/move-judge.ts, the Move tool's too), and say why in English and French.
 */
export function judgeMove(start: World, task: Pick<MoveTask, 'mover' | 'action' | 'target'>, attempt: Pick<MoveAttempt, 'position' | 'facing'>): MoveJudgement {
  const { mover, action, target } = task;
  const spec = start.fighter(mover);
  const j = judgeDrop(
    worldAfter(start, mover, attempt),
    dropStart(start, mover),
    { action, position: attempt.position, facingDeg: attempt.facing, target },
    moveObstacles(start, mover, action),
  );
  const base = {
    ok: j.legal,
    reachable: j.reachable,
    lengthMm: j.reachable ? j.lengthMm : null,
    straightMm: j.straightMm,
    potentialMm: j.potentialMm,
    route: j.reachable ? j.route : [j.route[0]],
    wentRound: j.wentRound,
  };
  if (!j.legal) return { ...base, reasons: j.problems.map((p) => problemText(p, mover, action, spec.mov, baseWidthMm(spec.base))) };
  const name = ACTION_NAME[action];
  const round = j.wentRound.join(', ');
  const facts: Text[] = [
    {
      en: `${mover}'s sight travels ${cm(j.lengthMm).en} of its ${cm(j.potentialMm).en} ${name.en} (R-6.1, R-6.5)${round ? `, going round ${round} (R-6.2)` : ''}.`,
      fr: `La mire de ${mover} parcourt ${cm(j.lengthMm).fr} sur les ${cm(j.potentialMm).fr} de ${name.frFeminine ? 'sa' : 'son'} ${name.fr} (R-6.1, R-6.5)${round ? `, en contournant ${round} (R-6.2)` : ''}.`,
    },
  ];
  if (j.assaulted !== null) {
    const t = j.assaulted;
    facts.push({
      en: `${mover} ends in contact with ${t}, its sight against ${t}'s base and its base clear of every other (R-3.4, R-6.6).`,
      fr: `${mover} finit au contact de ${t}, sa mire contre le socle de ${t} et son socle à l’écart de tous les autres (R-3.4, R-6.6).`,
    });
  }
  return { ...base, reasons: facts };
}
