// Line of sight: the folder's door, which only re-exports. Files inside the folder
// import one another directly, never through this door; the types live in types.ts.
export type {
  Arc,
  BarrierSeen,
  BaseEnd,
  BaseToBaseFacts,
  BarrierTable,
  BlockerFacts,
  Boundary,
  CutProof,
  Element,
  ErodedShape,
  LosAnswer,
  LosExplanation,
  LosReason,
  Obstruction,
  Opening,
  Seg,
  SightBarrier,
  SightCache,
  SightFacts,
  SightSummary,
  SightVerdict,
  TurnProof,
  ViewRule,
  ZoneAnswer,
} from './types';
export { inFieldOfView, inFieldOfViewAlong, reachAlongMm, reachInFrontMm } from './view';
export { CLEARANCE_MM, erode, segmentClearOf, segmentCutsEroded } from './barrier';
export { barrierCircle, seeBarrier } from './seen';
export { barrierTable } from './barrier-table';
export { memberIds, seamBetween } from './seam';
export { lineOfSight, sightFraction, sightSummary, sightSummaryOpening } from './sweep';
export { SourceSight } from './source-sight';
export { OBSTRUCTION_OF, decideLos, explainVerdict, settledLos } from './verdict';
export { baseToBaseSight } from './base-to-base/lines';
export { baseToBaseFacts } from './base-to-base/facts';
export { BaseToBaseVerdicts } from './base-to-base/verdicts';
