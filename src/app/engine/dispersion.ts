// The engine's door for the Dispersion tool, loaded with it on demand.
export {
  type AreaHit,
  type AreaResult,
  type DispersionResult,
  type Point,
  type RagnarokTemplateResult,
  type Scene,
  areaOfEffect,
  arrowDeg,
  createRng,
  fighterFootprint,
  freshSeed,
  lineOfFire,
  ragnarokArea,
  rollDispersion,
  rollRagnarokTemplate,
  sightPoint,
} from '../../../geometry/index';
