// Line of sight: the folder's door, which only re-exports. Files inside the folder
// import one another directly, never through this door.
export * from './sweep';
export * from './view';
export * from './barrier';
export { baseToBaseSight } from './base-to-base/lines';
export { type BaseEnd, BaseToBaseVerdicts } from './base-to-base/verdicts';
