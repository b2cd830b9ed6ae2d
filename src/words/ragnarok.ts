// Rag'narok units in English and French (R-6.18, R-9.6): a unit's shot and a unit's flight, for
// the CLI (mire unit-shot, mire flee). "Interference", never "partial sight" (R-5.7).
import type { FleeOutcome, Flight, TableEdgeName, UnitShot, UnitShotProblem } from '../../geometry/index';
import { cmBesideWords, cmWords } from './numbers';
import type { Words } from './types';

const list = (ids: readonly string[]) => ids.join(', ');

/** A unit shot's problem in words. */
export function unitShotProblemWords(p: UnitShotProblem, s: UnitShot): Words {
  switch (p.code) {
    case 'no-leader':
      return {
        en: `Unit ${p.unit} has no single leader: the range runs leader to leader (R-9.6, R-2.1).`,
        fr: `L’unité ${p.unit} n’a pas un seul meneur : la portée se mesure de meneur à meneur (R-9.6, R-2.1).`,
      };
    case 'friend-unit':
      return {
        en: `${s.target} is a friendly unit: a unit shoots at an enemy unit (R-9.6).`,
        fr: `${s.target} est une unité amie : une unité tire sur une unité ennemie (R-9.6).`,
      };
    case 'shooters-engaged':
      return {
        en: `Unit ${s.unit} is engaged (${list(p.fighters)} in contact with an enemy): only a free unit shoots (R-9.6).`,
        fr: `L’unité ${s.unit} est engagée (${list(p.fighters)} au contact d’un ennemi) : seule une unité libre tire (R-9.6).`,
      };
    case 'target-engaged':
      return {
        en: `Unit ${s.target} is engaged (${list(p.fighters)} in contact with an enemy): an engaged unit may not be targeted (R-9.6).`,
        fr: `L’unité ${s.target} est engagée (${list(p.fighters)} au contact d’un ennemi) : on ne peut pas prendre pour cible une unité engagée (R-9.6).`,
      };
    case 'none-seen':
      return {
        en: `No fighter of unit ${s.unit} sees a fighter of unit ${s.target}: no shot (R-9.6, R-5.7).`,
        fr: `Aucun combattant de l’unité ${s.unit} ne voit de combattant de l’unité ${s.target} : pas de tir (R-9.6, R-5.7).`,
      };
  }
}

/** The range, interference and difficulty in one line: "25.0 cm leader to leader: range 2 + 2 interference = difficulty 4". */
export function unitShotLine(s: UnitShot): Words {
  if (s.distanceMm === null || s.range === null)
    return { en: 'no range without both leaders', fr: 'pas de portée sans les deux meneurs' };
  const t: { mm: number; side: 'over' | 'under' }[] = [{ mm: (s.range + 1) * 100, side: 'under' }];
  if (s.range > 0) t.unshift({ mm: s.range * 100, side: 'over' });
  const d = cmBesideWords(s.distanceMm, t);
  const plus = s.interference.length > 0;
  return {
    en: `${d.en} leader to leader: range ${s.range} (R-2.1, R-2.2)${plus ? ` + 2 interference (${list(s.interference)})` : ', no interference'}: difficulty ${s.difficulty} (R-9.6)`,
    fr: `${d.fr} de meneur à meneur : portée ${s.range} (R-2.1, R-2.2)${plus ? ` + 2 d’interférence (${list(s.interference)})` : ', sans interférence'} : difficulté ${s.difficulty} (R-9.6)`,
  };
}

/** The order of losses: "M2 (25.3 cm), then M3 or M4 (30.0 cm, their owner chooses)". */
export function lossesWords(s: UnitShot): Words {
  const en: string[] = [];
  const fr: string[] = [];
  for (const l of s.losses) {
    const d = cmWords(l.distanceMm);
    const tie = l.tiedWith.length > 0;
    en.push(`${l.fighter} (${d.en}${tie ? `, as near as ${list(l.tiedWith)}: the owner chooses` : ''})`);
    fr.push(`${l.fighter} (${d.fr}${tie ? `, aussi près que ${list(l.tiedWith)} : son propriétaire choisit` : ''})`);
  }
  return {
    en: `Losses, nearest the shooting leader first (R-9.6): ${en.join(', ')}.`,
    fr: `Pertes, les plus proches du meneur des tireurs d’abord (R-9.6) : ${fr.join(', ')}.`,
  };
}

/** The shot's first line: who shoots whom, the verdict, the line. */
export function unitShotHeadWords(s: UnitShot): Words {
  const line = unitShotLine(s);
  return s.legal
    ? {
        en: `${s.unit} → ${s.target}: may shoot; ${line.en}.`,
        fr: `${s.unit} → ${s.target} : tir possible ; ${line.fr}.`,
      }
    : { en: `${s.unit} → ${s.target}: NO SHOT; ${line.en}.`, fr: `${s.unit} → ${s.target} : PAS DE TIR ; ${line.fr}.` };
}

/** Who shoots and whom they see (R-9.6: only marksmen who see a fighter of the target shoot). */
export function marksmenWords(s: UnitShot): Words {
  return {
    en: `Marksmen who see the target: ${list(s.marksmen) || 'none'}; fighters seen: ${list(s.seen) || 'none'} (R-9.6).`,
    fr: `Tireurs qui voient la cible : ${list(s.marksmen) || 'aucun'} ; combattants vus : ${list(s.seen) || 'aucun'} (R-9.6).`,
  };
}

const EDGE: Record<TableEdgeName, Words> = {
  left: { en: 'the left edge (x 0)', fr: 'le bord gauche (x 0)' },
  right: { en: 'the right edge (x = width)', fr: 'le bord droit (x = largeur)' },
  bottom: { en: 'the near edge (y 0)', fr: 'le bord proche (y 0)' },
  top: { en: 'the far edge (y = depth)', fr: 'le bord éloigné (y = profondeur)' },
};

/** Why a fleeing unit is eliminated. */
export function fleeOutcomeWords(o: FleeOutcome): Words {
  if (o.code === 'leaves-table')
    return {
      en: `${list(o.fighters)} would leave the battlefield: the unit is eliminated (R-6.18, "Fleeing").`,
      fr: `${list(o.fighters)} quitterai${o.fighters.length > 1 ? 'en' : ''}t le champ de bataille : l’unité est éliminée (R-6.18, « Fuite »).`,
    };
  return {
    en: `${list(o.fighters)} would come into contact with ${list(o.enemies)}: the deserters are intercepted, the unit is eliminated (R-6.18).`,
    fr: `${list(o.fighters)} entrerai${o.fighters.length > 1 ? 'en' : ''}t au contact de ${list(o.enemies)} : les déserteurs sont interceptés, l’unité est éliminée (R-6.18).`,
  };
}

/** The flight in lines: the first says the verdict. */
export function flightWords(f: Flight): Words[] {
  const d = cmWords(f.distanceMm);
  const verdict: Words = f.eliminated
    ? { en: 'ELIMINATED', fr: 'ÉLIMINÉE' }
    : { en: 'flees and survives', fr: 'fuit et survit' };
  const out: Words[] = [
    {
      en: `Unit ${f.unit} ${verdict.en}: 2 × MOV ${f.movCm} = ${d.en} towards ${EDGE[f.edge].en}, ${cmWords(f.edgeDistanceMm).en} away (R-6.18).`,
      fr: `Unité ${f.unit} ${verdict.fr} : 2 × MOU ${String(f.movCm).replace('.', ',')} = ${d.fr} vers ${EDGE[f.edge].fr}, à ${cmWords(f.edgeDistanceMm).fr} (R-6.18).`,
    },
  ];
  if (f.edgesTied.length > 1)
    out.push({
      en: `Edges as near: ${f.edgesTied.map((e) => EDGE[e].en).join(', ')}; the first is taken.`,
      fr: `Bords aussi proches : ${f.edgesTied.map((e) => EDGE[e].fr).join(', ')} ; le premier est pris.`,
    });
  if (f.eliminatedInContact.length > 0)
    out.push({
      en: `${list(f.eliminatedInContact)}, in contact with an enemy, ${f.eliminatedInContact.length > 1 ? 'are' : 'is'} eliminated (R-6.18).`,
      fr: `${list(f.eliminatedInContact)}, au contact d’un ennemi, ${f.eliminatedInContact.length > 1 ? 'sont éliminés' : 'est éliminé'} (R-6.18).`,
    });
  for (const o of f.outcomes) out.push(fleeOutcomeWords(o));
  for (const m of f.moves) {
    const moved = cmWords(m.lengthMm);
    if (m.walledIn)
      out.push({
        en: `${m.fighter} cannot get round the scenery and friendly units about it: it stays where it is (R-6.18).`,
        fr: `${m.fighter} ne peut pas contourner le décor et les unités amies qui l’entourent : il reste sur place (R-6.18).`,
      });
    else if (m.skirts.length > 0)
      out.push({
        en: `${m.fighter} skirts ${list(m.skirts)}, travelling ${moved.en} (R-6.18: terrain and friendly units are skirted).`,
        fr: `${m.fighter} contourne ${list(m.skirts)} et parcourt ${moved.fr} (R-6.18 : le décor et les unités amies sont contournés).`,
      });
  }
  return out;
}
