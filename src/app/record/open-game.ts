// Opening a game file (issue 34, item 1): validated whole first (the zod schema, its bounds, every
// entry's fighters on the table at its point, parseGameText); a bad file is refused in one line
// naming the field and never replaces the table. A good one becomes the user's table at the
// game's end (a load: undo goes back) with its record.
import { GamePositions, parseGameText } from '../engine/record';
import { useStore } from '../state/store';
import { rw } from './record-words';
import { useRecord } from './record-store';
import { useLearn } from '../learn/learn';
import type { GameRecord, Scene } from '../engine/record';

/** `recording`: the recorder (recording.ts) that takes the game's record with the table. */
export function openGame(
  recording: { open: (game: GameRecord, end: Scene) => void },
  text: string,
  fileName: string,
): boolean {
  const st = useStore.getState();
  let game;
  try {
    game = parseGameText(text, fileName);
  } catch (e) {
    const problem = (e as Error).message;
    useRecord.setState({ said: { code: 'record.refused', source: 'file', problem } });
    st.say({ kind: 'error', text: `${rw(st.lang, 'said.refused')} ${problem}` });
    return false;
  }
  const end = new GamePositions(game).after(game.entries.length);
  // An opened file is the user's own table: a lesson or an exercise on show is left.
  useLearn.getState().leaveForNewTable();
  st.load(
    end,
    `${rw(st.lang, 'said.opened')} ${game.name ?? fileName} (${game.entries.length} ${rw(st.lang, 'entries')})`,
  );
  recording.open(game, useStore.getState().scene);
  return true;
}
