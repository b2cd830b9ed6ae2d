// The app's one door to the rules engine (geometry/, through its public face geometry/index.ts):
// no other app file imports geometry/. What the first screen uses is here; the parts loaded on
// demand have doors of their own (dispersion.ts, zones.ts, editions.ts, rules.ts) so that going
// through this one never pulls them into the first screen. Every query the UI makes reads the
// World kept in sync with the store's scene (world-sync.ts); nothing is stored beside the scene.
// The World and its answers (core.ts) load as the app starts, without holding up the first frame:
// until they are in, a component that asks suspends (React Suspense); an event handler checks
// engineReady() before it asks.

export type {
  DeploymentZones,
  EditionComparison,
  FighterDeployment,
  FighterSpec,
  Footprint,
  LosExplanation,
  ObjectiveControl,
  Point,
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
  dist,
  fighterFootprint,
  halfDepthMm,
  parseScene,
  parseSceneText,
  sceneDeploymentZones,
  sightPoint,
  sub,
  vertexCentroid,
} from '../../../geometry/index';

export type { Placement } from './world-sync';
export {
  ASSAULT_ACTIONS,
  MOVE_ACTIONS,
  type MoveAction,
  type MoveFacts,
  type MoveProblem,
  type MoveSetting,
  type MoveStart,
  ROUTE_WARM_QUERIES,
  movementCm,
  pivotAboutSight,
  potentialMm,
} from './move-actions';
export type { FanRay, SeenBy } from './sight';
export type { ContactLink, ContactReport, ContactSide, PairContact } from './contacts';
export type { MeasureEnd } from './measure';

type Core = typeof import('./core');

let core: Core | null = null;
let loading: Promise<Core> | null = null;
/** Why the core could not be loaded: thrown as an error (as a lazy panel's failed chunk is), not waited for. */
let failure: unknown = null;

/** Load the World and its answers (once); the app starts it at startup without waiting. */
export function loadEngine(): Promise<Core> {
  loading ??= import('./core').then(
    (m) => (core = m),
    (e: unknown) => {
      failure = e;
      throw e;
    },
  );
  return loading;
}

/** Whether the World's answers can be asked for now. */
export function engineReady(): boolean {
  return core !== null;
}

/**
 * The loaded core, or the promise of it thrown: inside a component's render React waits for it
 * (the nearest Suspense boundary shows its fallback until then).
 */
function ready(): Core {
  if (core) return core;
  if (failure) throw failure;
  throw loadEngine();
}

export const worldFor: Core['worldFor'] = (...a) => ready().worldFor(...a);
export const snapPlacement: Core['snapPlacement'] = (...a) => ready().snapPlacement(...a);
export const evaluateMove: Core['evaluateMove'] = (...a) => ready().evaluateMove(...a);
export const moveStart: Core['moveStart'] = (...a) => ready().moveStart(...a);
export const explainLos: Core['explainLos'] = (...a) => ready().explainLos(...a);
export const shotFacts: Core['shotFacts'] = (...a) => ready().shotFacts(...a);
export const sightFan: Core['sightFan'] = (...a) => ready().sightFan(...a);
export const whoSeesWhom: Core['whoSeesWhom'] = (...a) => ready().whoSeesWhom(...a);
export const contacts: Core['contacts'] = (...a) => ready().contacts(...a);
export const pairContact: Core['pairContact'] = (...a) => ready().pairContact(...a);
export const measure: Core['measure'] = (...a) => ready().measure(...a);
export const shotLine: Core['shotLine'] = (...a) => ready().shotLine(...a);
export const shotProblemWords: Core['shotProblemWords'] = (...a) => ready().shotProblemWords(...a);

/** Counters the tests and the bench read: nothing counted before the core is in. */
export const worldRebuilds = (): number => core?.worldRebuilds() ?? 0;
export const moveTimings = (): number[] => core?.moveTimings() ?? [];
export const routeWarmQueries = (): number => core?.routeWarmQueries() ?? 0;

/** Warm the route code in idle time once the core is in (a React effect: returns its cancel). */
export function warmRoutes(scene: Parameters<Core['warmRoutes']>[0]): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  void loadEngine().then((c) => {
    if (!cancelled) cancel = c.warmRoutes(scene);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}
