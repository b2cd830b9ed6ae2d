// `mire log <game.json> [--turn n] [--json] [--lang en|fr]`: a game's record in words, turn by turn
// — every action with the facts of its recorded verdict and their rules (geometry/record/).
import { quote } from '../../geometry/index';
import { entryWords } from '../words';
import { entryText, recordedVerdict } from './game-text';
import { type Io, UsageError, jsonLine, langOf, parseArgs, readGame } from './io';

export const usage = 'mire log <game.json> [--turn n] [--json] [--lang en|fr]';

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['turn', 'lang']);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const turnText = flags.get('turn');
  const turn = typeof turnText === 'string' ? Number(turnText) : null;
  if (turn !== null && !(Number.isInteger(turn) && turn >= 1))
    throw new UsageError(`--turn: expected a turn number 1 or more, got ${quote(String(turnText))}`);
  const game = readGame(positional[0]);
  const shown = game.entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => turn === null || entry.turn === turn);
  if (flags.has('json')) {
    const entries = shown.map(({ entry, index }) => ({
      index,
      type: entry.type,
      turn: entry.turn,
      activation: entry.activation,
      by: entry.by ?? null,
      verdict: recordedVerdict(entry),
      line: entryWords(entry, recordedVerdict(entry))[lang],
    }));
    io.out(jsonLine({ name: game.name ?? null, entries }));
    return 0;
  }
  for (const { entry, index } of shown) io.out(entryText(entry, recordedVerdict(entry), index, lang));
  return 0;
}
