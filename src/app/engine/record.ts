// The engine's door for the game record (issue 34, geometry/record/), loaded with the recorder and
// the timeline on demand: never on the first screen.
export {
  type EntryOf,
  type EntryVerdict,
  type GameRecord,
  type PlayedEntry,
  type RecordEdit,
  type RecordEntry,
  type Scene,
  GAME_KIND,
  GamePositions,
  type MovementLeft,
  movementLeft,
  RecordError,
  TableInPlay,
  parseEntry,
  parseGame,
  parseGameText,
  parseScene,
  sharedEntries,
} from '../../../geometry/index';
