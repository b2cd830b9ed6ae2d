// Reading a game file: the size and nesting first, then the zod schema, then what a schema cannot
// say — the starting scene's own checks (parseScene), the order of turns and activations, and that
// every entry names fighters and scenery on the table at its point of the game. Any problem is one
// line naming the file, the field and the problem.
import { LIMITS } from '../limits';
import { parseJsonText } from '../json-text';
import { SceneError, describeIssue, formatPath, parseScene, valueAt } from '../scene';
import { applyEntry } from './apply';
import { EntryProblem } from './entry-problem';
import { checkReferences } from './references';
import { gameSchema } from './schema';
import type { GameRecord, RecordEntry } from './types';

/** A game file that could not be read (a SceneError, so every command words it as one). */
export class RecordError extends SceneError {
  override name = 'RecordError';
}

export function parseGameText(text: string, file = 'game'): GameRecord {
  const data = parseJsonText(text, file, { maxChars: LIMITS.gameFileBytes, what: 'a game' }, RecordError);
  return parseGame(data, file);
}

/** Validate an already-parsed JSON value as a game record. */
export function parseGame(data: unknown, file = 'game'): GameRecord {
  const result = gameSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new RecordError(file, formatPath(issue.path), describeIssue(issue, valueAt(data, issue.path)));
  }
  const game = result.data;
  try {
    parseScene((data as { start: unknown }).start, file);
  } catch (e) {
    if (!(e instanceof SceneError)) throw e;
    throw new RecordError(file, e.fieldPath ? `start.${e.fieldPath}` : 'start', e.problem);
  }
  checkEntries(game, file);
  return game;
}

/** Every entry in order, on the position it was made from (applied without judging: cheap). */
function checkEntries(game: GameRecord, file: string): void {
  let scene = game.start;
  let previous: RecordEntry | null = null;
  game.entries.forEach((entry, i) => {
    try {
      checkOrder(previous, entry);
      checkReferences(scene, entry);
      scene = applyEntry(scene, entry);
    } catch (e) {
      if (!(e instanceof EntryProblem)) throw e;
      throw new RecordError(file, `entries[${i}].${e.field}`, e.problem);
    }
    previous = entry;
  });
}

/** Turns and activations never go back; a turn marker opens a turn, an activation marker an activation. */
export function checkOrder(previous: RecordEntry | null, entry: RecordEntry): void {
  const turn = previous?.turn ?? 1;
  const activation = previous?.activation ?? 0;
  if (entry.turn < turn) throw new EntryProblem('turn', `is ${entry.turn}, before turn ${turn} of the entry above`);
  const sameTurn = entry.turn === turn;
  if (sameTurn && entry.activation < activation)
    throw new EntryProblem('activation', `is ${entry.activation}, before activation ${activation} of the entry above`);
  if (entry.type === 'turn' && previous !== null && sameTurn)
    throw new EntryProblem('turn', `a turn marker opens a new turn: ${entry.turn} is the turn of the entry above`);
  if (entry.type === 'turn' && entry.activation !== 0)
    throw new EntryProblem('activation', 'a turn marker comes before the first activation of its turn: must be 0');
  if (entry.type === 'activation' && sameTurn && previous !== null && entry.activation === activation)
    throw new EntryProblem(
      'activation',
      `an activation marker opens a new activation: ${entry.activation} is the one above`,
    );
  if (entry.type === 'activation' && entry.activation === 0)
    throw new EntryProblem('activation', 'an activation counts from 1');
}
