// R-7 dispersions, templates and areas judged again: the dice come from the recorded seed,
// so the same seed on the same position gives the same roll, final point and fighters covered.
import { type AreaCentre, type AreaResult, areaOfEffect } from '../area';
import { rollDispersion, rollRagnarokTemplate } from '../dispersion';
import { createRng } from '../rng';
import type { World } from '../world';
import { keptPoint } from './round';
import type { AreaVerdict, DispersionVerdict, EntryOf, TemplateVerdict } from './types';

/** The shooter's sight for the line of fire and its level (II-F-2: the blast stays on it). */
function shooterOf(world: World, from: string | undefined) {
  if (from === undefined) return { sight: null, level: undefined };
  return { sight: world.sightOf(from), level: world.fighter(from).level };
}

function hitsOf(area: AreaResult | null): AreaVerdict['hits'] {
  return area ? area.hits.map((h) => ({ id: h.id, coverage: h.coverage })) : [];
}

/** R-7.1 (Confédé II-C-5) the recorded seed's two dice, and R-7.2's area round the final point. */
export function judgeDispersionEntry(world: World, entry: EntryOf<'dispersion'>): DispersionVerdict {
  const scene = world.scene;
  const shooter = shooterOf(world, entry.from);
  const r = rollDispersion(createRng(entry.seed), {
    impact: { x: entry.impact[0], y: entry.impact[1] },
    shooterSight: shooter.sight,
    method: scene.options.dispersionDirections,
    table: scene.table,
  });
  const area = entry.areaMm === undefined ? null : areaOfEffect(scene, { point: r.final }, entry.areaMm, shooter.level);
  return { dice: r.dice, final: keptPoint(r.final), onTable: r.onTable === true, hits: hitsOf(area) };
}

/** R-7.3 (Rag'narok) the template's direction die from the seed, its deviation and its area. */
export function judgeTemplateEntry(world: World, entry: EntryOf<'template'>): TemplateVerdict {
  const scene = world.scene;
  const shooter = shooterOf(world, entry.from);
  const r = rollRagnarokTemplate(createRng(entry.seed), {
    impact: { x: entry.impact[0], y: entry.impact[1] },
    shooterSight: shooter.sight,
    failures: entry.failures,
    successes: entry.successes,
    weaponAreaCm: entry.weaponAreaCm,
    table: scene.table,
  });
  const area = areaOfEffect(scene, { point: r.final }, r.areaRadiusMm, shooter.level);
  return {
    direction: r.dice.direction,
    final: keptPoint(r.final),
    onTable: r.onTable === true,
    areaCm: r.areaCm,
    hits: hitsOf(area),
  };
}

/** an area without dispersion round a point or a fighter's base. */
export function judgeAreaEntry(world: World, entry: EntryOf<'area'>): AreaVerdict {
  const c = entry.centre;
  const centre: AreaCentre = 'point' in c ? { point: { x: c.point[0], y: c.point[1] } } : { fighter: c.fighter };
  return { hits: hitsOf(areaOfEffect(world.scene, centre, entry.radiusMm, entry.level)) };
}
