// Mire's rules-geometry engine: pure TypeScript, mm and degrees, no rendering.
export * from './vec';
export * from './footprint';
export * from './base';
export * from './clip';
export * from './contact';
export * from './view';
export * from './barrier';
export * from './sight';
export * from './sight-base-to-base';
export * from './ruleset';
export * from './editions';
export * from './scene';
export * from './world';
export * from './formation';
export * from './range';
export * from './rules-reference';
export * from './route';
export * from './movement';
export * from './snap';
export * from './rng';
export * from './power';
export * from './dispersion';
export * from './area';
export * from './deployment';
// setup.ts has its own sceneryFootprint for bare shapes; the world's is the one exported.
export { checkSetup, proposeScene, proposeSetup, randomPieces, smallestSquare, violationGap } from './setup';
export type { SetupReport, SetupViolation, TableEdge } from './setup';
export * from './control';
