// The trust of a scene made from a photo (issue 35, src/photo/trust.ts): loaded by the panels that
// show it, only once a fighter has been placed from a photo.
export { type PairTrust, SceneTrust } from '../../photo/trust';
