// The move judge: one entry (judgeMove) and the pieces the app, the CLI and the lessons use.
export * from './actions';
export * from './problems';
export * from './start';
export * from './standing';
export * from './obstacles';
export * from './events';
export * from './free-edges';
export * from './placement';
export * from './end';
export * from './route-of';
export * from './judge';
export * from './penalties';
export * from './contact-point';
export * from './redirect';
export * from './push-aside';
export * from './what-if';
