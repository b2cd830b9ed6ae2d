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
export * from './scene';
export * from './world';
export * from './formation';
export * from './range';
export * from './rules-reference';
