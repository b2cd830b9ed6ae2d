// The game record (issue 34): its format, applying and judging entries, replaying, stepping.
export * from './types';
export { GAME_KIND, entrySchema, gameSchema } from './schema';
export { GAME_SCHEMA_ID, gameJsonSchema } from './json-schema';
export { RecordError, parseGame, parseGameText } from './parse';
export { EntryProblem } from './entry-problem';
export { applyEntry } from './apply';
export { judgeEntry } from './judge';
export { compareVerdicts } from './compare';
export { KEPT_STEP_MM } from './round';
export { TableInPlay } from './table-in-play';
export { GameRecorder } from './recorder';
export { replayEntries, replayGame } from './replay';
export type { ReplayOptions } from './replay';
export { GamePositions } from './positions';
export { ENTRY_CHARS, parseEntry, sharedEntries } from './shared';
export type { SharedEntries, SkippedEntry } from './shared';
export { movementLeft } from './movement-left';
export type { MovementLeft } from './movement-left';
