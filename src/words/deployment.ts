// The deployment zones of a line of battle and each fighter's place (R-8.2; Rag'narok) in
// English and French, for mire deploy.
import type { DeploymentReport, FighterDeployment } from '../../geometry/index';
import { cmWords, decimalWords } from './numbers';
import type { Words } from './types';

/** The line of battle's head: its orientation and the median line. */
export function battleLineWords(r: DeploymentReport, axis: 'x' | 'y', medianMm: number): Words {
  const m = cmWords(medianMm);
  const width = r.zones.orientation === 'width';
  return {
    en: `Line of battle ${width ? 'across the width' : 'along the length'}: median line ${axis} = ${m.en} (${r.rule}).`,
    fr: `Ligne de bataille ${width ? 'dans la largeur' : 'dans la longueur'} : ligne médiane ${axis} = ${m.fr} (${r.rule}).`,
  };
}

/** A zone's extent along the axis, or none when the table is too small for it. */
export function zoneSpanWords(axis: 'x' | 'y', fromMm: number | null, toMm: number | null): Words {
  if (fromMm === null || toMm === null)
    return { en: 'none (the table is too small)', fr: 'aucune (la table est trop petite)' };
  const a = decimalWords(fromMm / 10);
  const b = decimalWords(toMm / 10);
  return { en: `${axis} ${a.en} to ${b.en} cm`, fr: `${axis} de ${a.fr} à ${b.fr} cm` };
}

/** a base on a zone line is in the zone. */
export function zoneToleranceWords(toleranceMm: number): Words {
  const t = decimalWords(toleranceMm, toleranceMm % 1 === 0 ? 0 : 1);
  return {
    en: `A base on a zone line, or over it by less than τ = ${toleranceMm} mm, is in the zone (R-0.3).`,
    fr: `Un socle sur la ligne d’une zone, ou qui la dépasse de moins de τ = ${t.fr} mm, est dans la zone (R-0.3).`,
  };
}

export const NO_SIDES: Words = {
  en: 'The scene records no "deployment" sides: zones each fighter lies in, without a verdict.',
  fr: 'La scène n’indique pas les camps (« deployment ») : les zones où se trouve chaque combattant, sans verdict.',
};

export const NO_ZONE: Words = { en: 'no zone', fr: 'aucune zone' };

/** One fighter's deployment verdict, `who` the fighter and its side, `zone` its zone as shown. */
export function fighterDeploymentWords(f: FighterDeployment, who: string, zone: string): Words {
  if (f.zone === null)
    return {
      en: `${who}: NOT DEPLOYABLE, its side has no zone`,
      fr: `${who} : NON DÉPLOYABLE, son camp n’a pas de zone`,
    };
  if (f.legal)
    return {
      en: `${who}: legal, whole base in its zone (${zone})`,
      fr: `${who} : réglementaire, tout le socle dans sa zone (${zone})`,
    };
  const out = cmWords(f.outsideMm);
  return {
    en: `${who}: ILLEGAL, reaches ${out.en} out of its zone (${zone})`,
    fr: `${who} : NON RÉGLEMENTAIRE, dépasse de ${out.fr} de sa zone (${zone})`,
  };
}

/** The deployment's verdict over every fighter. */
export function deploymentVerdictWords(r: DeploymentReport, bad: number): Words {
  const n = r.fighters.length;
  return bad === 0
    ? {
        en: `All ${n} fighters deployed legally (${r.rule}).`,
        fr: `Les ${n} combattants sont déployés réglementairement (${r.rule}).`,
      }
    : {
        en: `${bad} of ${n} fighters not deployed legally (${r.rule}).`,
        fr: `${bad} combattant${bad === 1 ? '' : 's'} sur ${n} ${bad === 1 ? 'n’est pas déployé' : 'ne sont pas déployés'} réglementairement (${r.rule}).`,
      };
}
