// Mire's rules-geometry engine: pure TypeScript, mm and degrees, no rendering.
//
// This is the engine's public face: the app, the CLI, the lessons and the server use these names
// and nothing else (tests/engine-face.test.ts), and the types their signatures mention. Kernels (clipping, erosion, tangents, the route graph) stay internal;
// unit tests reach them through their own files. Nothing here may import from src/ or use the
// DOM (geometry/tsconfig.json, tests/geometry-boundary.test.ts).

// Points and shapes.
export { dirOfDeg, dist, lineCircle, lineSegment, signedArea, sub, vertexCentroid } from './vec';
export type { Point } from './vec';
export { circle, closestPoint, containsPoint, distanceMm, isSimplePolygon, penetrationMm } from './footprint';
export type { Circle, Footprint, Polygon } from './footprint';
export { baseFootprint, baseWidthMm, fighterFootprint, halfDepthMm, sightPoint } from './base';
export type { Base, RectBase, RoundBase, SquareBase } from './base';

// Scenes: the format (its zod schema and the JSON Schema made from it), parsing, limits.
export { RULESETS, SCENERY_KINDS, SceneError, parseScene, parseSceneText } from './scene';
export type { FighterSpec, Ruleset, Scene, SceneInput, SceneOptions, ScenerySpec } from './scene';
export { SCENE_SCHEMA_ID, sceneJsonSchema } from './scene-json-schema';
export { LIMITS } from './limits';
export { RULE_VARIANTS } from './ruleset';
export type { RuleVariants } from './ruleset';
export { compareEditions, compareEditionsTo } from './editions';
export type { CountChange, EditionChange, EditionComparison, PairChange, VariantChange, VariantKey } from './editions';

// The world: a scene's sight, contacts and checks, and the all-pairs pass's rows.
export { World } from './world';
export { sceneryFootprint } from './scenery';
export type { CheckNames, CheckPass, CheckResult, PairRow, PairSink, PairVerdict } from './check';
export type { BlockerFacts, LosExplanation, LosReason, Obstruction, SightFacts, SightVerdict } from './sight';
export type { ContactFacts } from './contact';
export { longestSideInContactMm, maxEnemiesInContact } from './contact';
export { checkFormations } from './formation';
export type { FormationViolation, UnitFormation } from './formation';

// Moves: the one judge.
export {
  ASSAULT_ACTIONS,
  MOVE_ACTIONS,
  chargeGroups,
  chargePenalties,
  freeRuns,
  isAssault,
  judgeContactPoint,
  judgeMove,
  judgePushAside,
  judgeRedirect,
  moveStart,
  potentialMm,
  routeIndexOf,
} from './moves';
export type {
  Charge,
  RedirectAsk,
  RedirectJudgement,
  PushAsideAsk,
  PushAsideJudgement,
  PushAsideVerdict,
  SlidFighter,
  ContactPointAsk,
  ContactPointJudgement,
  ContactPointVerdict,
  ChargeGroup,
  ChargePenalty,
  DisengageBar,
  FreeRun,
  MoveAction,
  MoveGoal,
  MoveJudgement,
  MoveNote,
  MoveProblem,
  MoveRequest,
  MoveStart,
  PlacementQuery,
} from './moves';
export type { RouteFailure, RouteIndex, RoutePiece, RouteResult } from './route';
export { assaultPose, slideToTouch } from './snap';
export type { Pose } from './snap';

// Shooting, ranges, dispersion and areas of effect.
export { judgeShot } from './shooting';
export type { ShotJudgement, ShotModifier, ShotProblem } from './shooting';
export { meleeRisk } from './melee-risk';
export type { MeleeFriend, MeleeRisk } from './melee-risk';
export { ASSAULT_SHOT_DIFFICULTY, judgeAssaultShot } from './assault-shot';
export type { AssaultShotAction, AssaultShotJudgement, AssaultShotProblem } from './assault-shot';
export { ragnarokBand } from './range';
export type { WeaponBand } from './range';
export {
  arrowDeg,
  dispersionFromDice,
  lineOfFire,
  ragnarokArea,
  rollDispersion,
  rollRagnarokTemplate,
} from './dispersion';
export type {
  DispersionDice,
  DispersionInput,
  DispersionMethod,
  DispersionResult,
  LineOfFire,
  RagnarokTemplateInput,
  RagnarokTemplateResult,
  TableSize,
} from './dispersion';
export { areaOfEffect } from './area';
export type { AreaCentre, AreaHit, AreaResult } from './area';
export { createRng, freshSeed, mulberry32 } from './rng';
export type { Rng } from './rng';

// Rag'narok units: a unit's shot, its flight, its members.
export { hasUnit, judgeFlight, judgeUnitShot, moverMovCm, unitMembers, unitMovCm, unitOf } from './ragnarok';
export type { FleeMove, FleeOutcome, Flight, LossRank, TableEdgeName, UnitShot, UnitShotProblem } from './ragnarok';

// Deployment, scenery setup and objectives.
export { TABLES, checkDeployment, sceneDeploymentZones } from './deployment';
export type { DeploymentReport, DeploymentZones, FighterDeployment, Orientation, Zone, ZoneId } from './deployment';
export { checkSetup, proposeScene, violationGap } from './setup';
export type { SetupElement, SetupReport, SetupViolation, TableEdge } from './setup';
export { controlOfZone, objectiveControl, zoneByName } from './control';
export type {
  ControlVerdict,
  CountedFighter,
  NamedZone,
  ObjectiveControl,
  SideTotal,
  ZoneControl,
  ZoneShape,
} from './control';

// The rules reference (R-ids in English and French) and the text helpers of explanations.
export {
  LANGS,
  RULES_REFERENCE,
  allRules,
  allSections,
  citedRuleIds,
  compareRuleIds,
  nearestRuleIds,
  normalizeRuleId,
  parseRuleId,
  ruleById,
  rulesInSection,
  sectionOf,
} from './rules-reference';
export type { Lang, Reading, Rule, RuleSection, RulesReference } from './rules-reference';
export { escapeText, oneLine, quote, shown } from './quote';

// The game record (geometry/record/): the format, applying, judging and comparing entries,
// replaying a game and stepping through it.
export {
  GAME_KIND,
  GAME_SCHEMA_ID,
  ENTRY_CHARS,
  GamePositions,
  GameRecorder,
  KEPT_STEP_MM,
  RecordError,
  TableInPlay,
  applyEntry,
  compareVerdicts,
  gameJsonSchema,
  judgeEntry,
  movementLeft,
  parseGame,
  parseEntry,
  parseGameText,
  replayEntries,
  replayGame,
  sharedEntries,
  turnCharges,
} from './record';
export type {
  AreaVerdict,
  DispersionVerdict,
  EntryOf,
  EntryType,
  EntryVerdict,
  EntryWhen,
  GameRecord,
  GameRecordInput,
  JudgedEntry,
  MoveVerdict,
  MovementLeft,
  PlayedEntry,
  RecordEdit,
  RecordEntry,
  ReplayOptions,
  ReplayResult,
  ReplayedEntry,
  SharedEntries,
  ShotVerdict,
  SkippedEntry,
  TemplateVerdict,
  TurnCharges,
  VerdictDifference,
  VerdictField,
} from './record';
