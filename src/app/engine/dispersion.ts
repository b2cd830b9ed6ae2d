// The engine's door for the Dispersion tool, loaded with it on demand.
export { type AreaHit, arrowDeg, fighterFootprint, lineOfFire, ragnarokArea } from '../../../geometry/index';
