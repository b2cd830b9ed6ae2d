// English and French sentences for the Dispersion and Zones tools. The engine returns
// facts (dice, distances, verdicts, rule ids); this file turns them into words. mm in, cm out.
import type {
  AreaHit,
  DeploymentZones,
  FighterDeployment,
  ObjectiveControl,
  SetupViolation,
  Zone,
  ZoneControl,
} from '../engine';
import type { DispersionResult, RagnarokTemplateResult } from '../engine/dispersion';
import { type Lang, cm } from './i18n';
import { pctText } from './format';

/** A roll's scatter, as the Dispersion tool keeps it (dispersion-state.ts). */
type Scatter = DispersionResult | RagnarokTemplateResult;

const pct = (f: number, lang: Lang = 'en') => pctText(lang, f);

// ---------------------------------------------------------------------------------------------
// Dispersion (R-7.1 ..)

/** where arrow 1 points. */
export function lineOfFireWords(lang: Lang, s: Scatter, shooter: string | null): string {
  const fr = lang === 'fr';
  if (s.lineOfFire.from === 'shooter' && shooter) {
    const deg = s.lineOfFire.deg.toFixed(1);
    return fr
      ? `Ligne de tir : de la mire de ${shooter} à travers le point d’impact, ${deg}° (flèche 1, ${s.rule}).`
      : `Line of fire: from ${shooter}'s sight through the impact, ${deg}° (arrow 1, ${s.rule}).`;
  }
  return fr
    ? `Pas de tireur : la flèche 1 suit la largeur de la table, vers +x (R-0.2, ${s.rule}).`
    : `No shooter: arrow 1 points along the table's width, towards +x (R-0.2, ${s.rule}).`;
}

/** what the dice mean. */
export function diceWords(lang: Lang, s: Scatter): string {
  const fr = lang === 'fr';
  if (s.rule === 'R-7.3') {
    if (s.failures === 0)
      return fr
        ? 'Aucun test raté : le gabarit reste en place (R-7.3).'
        : 'No failed test: the template stays where it is (R-7.3).';
    return fr
      ? `d6 de direction = ${s.dice.direction} → ${s.failures} échec(s) × 1 cm = ${cm(s.deviationMm)} (R-7.3).`
      : `direction d6 = ${s.dice.direction} → ${s.failures} failure(s) × 1 cm = ${cm(s.deviationMm)} (R-7.3).`;
  }
  const d = s.dice;
  const dist = fr
    ? `d6 de distance = ${d.distance} → ${cm(s.distanceMm)}`
    : `distance d6 = ${d.distance} → ${cm(s.distanceMm)}`;
  if (d.method === 'template6') {
    const turn = ((d.direction - 1) * 60).toFixed(0);
    return fr
      ? `${dist} ; d6 de direction = ${d.direction} → flèche ${d.direction}, ${turn}° depuis la ligne de tir (R-7.1).`
      : `${dist}; direction d6 = ${d.direction} → arrow ${d.direction}, ${turn}° from the line of fire (R-7.1).`;
  }
  const deg = (d.directionRoll * 360).toFixed(1);
  return fr
    ? `${dist} ; direction tirée ${d.directionRoll.toFixed(4)} → ${deg}° depuis la ligne de tir (continue, R-7.1).`
    : `${dist}; direction roll ${d.directionRoll.toFixed(4)} → ${deg}° from the line of fire (continuous, R-7.1).`;
}

/** the area around the final point. */
export function areaWords(lang: Lang, s: Scatter, radiusMm: number): string {
  const fr = lang === 'fr';
  if (s.rule === 'R-7.3') {
    const grown =
      s.successes > 0
        ? fr
          ? `${radiusMm / 10} cm × ${s.successes} réussite(s)`
          : `${radiusMm / 10} cm × ${s.successes} success(es)`
        : fr
          ? 'la zone de l’arme'
          : "the weapon's area";
    const cap =
      s.strengthTests === 2
        ? fr
          ? ' ; plafonnée à 10 : deux tests de Force par combattant'
          : '; capped at 10: two Strength tests per fighter'
        : '';
    return fr ? `Zone de ${s.areaCm} cm (${grown}${cap}, R-7.3).` : `Area of ${s.areaCm} cm (${grown}${cap}, R-7.3).`;
  }
  return fr
    ? `Zone de ${cm(radiusMm)} autour du point final (R-7.2).`
    : `Area of ${cm(radiusMm)} around the final point (R-7.2).`;
}

/** the part of one fighter's base covered. */
export function hitWords(lang: Lang, h: AreaHit): string {
  const fr = lang === 'fr';
  if (h.coverage === 'whole') return fr ? 'socle entier' : 'whole base';
  // a base the area only grazes is hit all the same: say so rather than "0.0%".
  if (h.coveredFraction < 0.0005)
    return fr
      ? `effleuré : le bord du socle est dans la zone (moins de 0,1 % couvert) — touché quand même (R-7.2)`
      : `grazed: the edge of the base is in the area (under 0.1% covered) — hit all the same (R-7.2)`;
  return fr
    ? `en partie : ${pct(h.coveredFraction, lang)} du socle, bord le plus proche à ${cm(h.distanceMm)} du point`
    : `partly: ${pct(h.coveredFraction, lang)} of the base, nearest edge ${cm(h.distanceMm)} from the point`;
}

// ---------------------------------------------------------------------------------------------
// Deployment

export function lineOfBattleWords(lang: Lang, zones: DeploymentZones): string {
  const fr = lang === 'fr';
  const axis = zones.orientation === 'width' ? 'x' : 'y';
  const at = cm(zones.median[0][axis]);
  if (zones.orientation === 'width') {
    return fr
      ? `Ligne de bataille dans la largeur : ligne médiane ${axis} = ${at} (${zones.rule}).`
      : `Line of battle across the width: median line ${axis} = ${at} (${zones.rule}).`;
  }
  return fr
    ? `Ligne de bataille dans la longueur : ligne médiane ${axis} = ${at} (${zones.rule}).`
    : `Line of battle along the length: median line ${axis} = ${at} (${zones.rule}).`;
}

export function zoneSpanWords(lang: Lang, z: Zone, orientation: DeploymentZones['orientation']): string {
  if (z.points.length === 0) return lang === 'fr' ? 'aucune (table trop petite)' : 'none (the table is too small)';
  const axis = orientation === 'width' ? 'x' : 'y';
  const vs = z.points.map((p) => p[axis]);
  const to = lang === 'fr' ? 'à' : 'to';
  return `${axis} ${cm(Math.min(...vs))} ${to} ${cm(Math.max(...vs))}`;
}

export function zoneName(lang: Lang, id: 'low' | 'high' | 'centre'): string {
  const fr = lang === 'fr';
  if (id === 'centre') return 'centre';
  if (id === 'low') return fr ? 'zone basse' : 'low zone';
  return fr ? 'zone haute' : 'high zone';
}

/** the verdict on one fighter's deployment, with the reason. */
export function deploymentWords(lang: Lang, f: FighterDeployment, rule: string): string {
  const fr = lang === 'fr';
  if (f.zone === null)
    return fr ? `non déployable : son camp n’a pas de zone (${rule})` : `cannot deploy: its side has no zone (${rule})`;
  const zone = zoneName(lang, f.zone);
  if (f.legal)
    return fr
      ? `légal : socle entier dans sa zone (${zone}, ${rule})`
      : `legal: whole base in its zone (${zone}, ${rule})`;
  const out = Number.isFinite(f.outsideMm) ? cm(f.outsideMm) : '—';
  return fr
    ? `ILLÉGAL : dépasse de ${out} de sa zone (${zone}, ${rule})`
    : `ILLEGAL: reaches ${out} out of its zone (${zone}, ${rule})`;
}

// ---------------------------------------------------------------------------------------------
// Scenery set-up

export function setupWords(lang: Lang, v: SetupViolation): string {
  const fr = lang === 'fr';
  switch (v.code) {
    case 'too-few':
      return fr
        ? `seulement ${v.count} élément(s) de décor, il en faut au moins ${v.min}`
        : `only ${v.count} scenery element(s), at least ${v.min} are needed`;
    case 'too-large':
      return fr
        ? `${v.scenery} ne tient pas dans 30 x 30 cm (plus petit carré ${cm(v.extentMm)})`
        : `${v.scenery} does not fit in 30 x 30 cm (smallest square ${cm(v.extentMm)})`;
    case 'too-close':
      return fr
        ? `${v.scenery} et ${v.other} sont à ${cm(v.distanceMm)} l’un de l’autre, moins de 6 cm`
        : `${v.scenery} and ${v.other} are ${cm(v.distanceMm)} apart, less than 6 cm`;
    case 'near-edge':
      return fr
        ? `${v.scenery} est à ${cm(v.distanceMm)} du bord ${v.edge}, moins de 6 cm`
        : `${v.scenery} is ${cm(v.distanceMm)} from the table edge ${v.edge}, less than 6 cm`;
  }
}

// ---------------------------------------------------------------------------------------------
// Control

export function controlVerdictWords(lang: Lang, c: Pick<ZoneControl, 'state' | 'controller'>): string {
  const fr = lang === 'fr';
  if (c.state === 'controls') return fr ? `${c.controller} la contrôle` : `${c.controller} controls it`;
  if (c.state === 'disputed') return fr ? 'disputée' : 'disputed';
  return fr ? 'personne : non contrôlée' : 'nobody there: not controlled';
}

export function controlRuleWords(lang: Lang, c: ZoneControl): string {
  const fr = lang === 'fr';
  if (c.rule === 'R-8.5')
    return fr ? 'R-8.5 : socles entiers dedans, la plus grande puissance' : 'R-8.5: whole bases inside, greatest power';
  return fr
    ? 'R-8.4 : socles entiers dedans, puissance et valeur stratégique toutes deux supérieures'
    : 'R-8.4: whole bases inside, both power and strategic value greater';
}

export function objectiveWords(lang: Lang, o: ObjectiveControl): string {
  const fr = lang === 'fr';
  const verdict =
    o.state === 'controls'
      ? fr
        ? `${o.controller} le contrôle`
        : `${o.controller} controls it`
      : o.state === 'disputed'
        ? fr
          ? 'égalité : personne ne le contrôle'
          : 'tie: nobody controls it'
        : fr
          ? 'personne à 10 cm'
          : 'nobody within 10 cm';
  const totals = o.totals.map((t) => `${t.side} ${t.power}`).join(', ');
  const routed = o.routed.length
    ? fr
      ? ` ; en déroute, non comptés : ${o.routed.join(' ')}`
      : `; routed, not counted: ${o.routed.join(' ')}`
    : '';
  if (!totals) return `${verdict} (R-8.5${routed}).`;
  return fr
    ? `${verdict} (R-8.5 : puissance à 10 cm : ${totals}${routed}).`
    : `${verdict} (R-8.5: power within 10 cm: ${totals}${routed}).`;
}
