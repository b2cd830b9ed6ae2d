// The words: the engine's codes and numbers in English and French, for the CLI, the app and the
// lessons. Each code's words are written here once.
export * from './types';
export * from './numbers';
export * from './actions';
export * from './moves';
export * from './move-panel';
export * from './shots';
export * from './sight';
export * from './editions';
export * from './formation';
export * from './deployment';
export * from './setup';
export * from './scenery';
export * from './control';
export * from './scatter';
export * from './check';
export * from './sides';
export * from './area';
export * from './measuring';
export * from './assault-shot';
export * from './contact-point';
export * from './redirect';
export * from './push-aside';
