// The app's one door to the rules engine (geometry/, through its public face geometry/index.ts):
// no other app file imports geometry/. What the first screen uses is here; the parts loaded on
// demand have doors of their own (dispersion.ts, zones.ts, editions.ts, rules.ts) so that going
// through this one never pulls them into the first screen. Every query the UI makes reads the
// World kept in sync with the store's scene (world-sync.ts); nothing is stored beside the scene.
export type {
  AreaResult,
  DeploymentZones,
  DispersionResult,
  EditionComparison,
  FighterDeployment,
  FighterSpec,
  Footprint,
  LosExplanation,
  ObjectiveControl,
  Point,
  RagnarokTemplateResult,
  Ruleset,
  Scene,
  ScenerySpec,
  SetupViolation,
  ShotJudgement,
  SightVerdict,
  Zone,
  ZoneControl,
  AreaHit,
} from '../../../geometry/index';
export {
  RULE_VARIANTS,
  RULESETS,
  SCENERY_KINDS,
  SceneError,
  areaOfEffect,
  baseWidthMm,
  createRng,
  dist,
  fighterFootprint,
  freshSeed,
  halfDepthMm,
  parseScene,
  parseSceneText,
  rollDispersion,
  rollRagnarokTemplate,
  sceneDeploymentZones,
  sceneryFootprint,
  shotLine,
  shotProblemWords,
  sightPoint,
  sub,
  vertexCentroid,
} from '../../../geometry/index';

export { type Placement, worldFor, worldRebuilds } from './world-sync';
export { SNAP_MM, snapPlacement } from './snap';
export {
  ASSAULT_ACTIONS,
  MOVE_ACTIONS,
  type MoveAction,
  type MoveFacts,
  type MoveProblem,
  type MoveSetting,
  type MoveStart,
  evaluateMove,
  moveStart,
  moveTimings,
  normaliseDeg,
  pivotAboutSight,
  potentialMm,
} from './moves';
export { ROUTE_WARM_QUERIES, routeWarmQueries, warmRoutes } from './route-warm';
export { type FanRay, type SeenBy, explainLos, shotFacts, sightFan, whoSeesWhom } from './sight';
export { type ContactLink, type ContactReport, contacts } from './contacts';
export { type MeasureEnd, footprintOfEnd, measure } from './measure';
export { validate } from './validate';
