// Open a table from a file: it becomes the user's own table (undo goes back to the one before).
import { parseSceneText } from '../engine';
import { tr } from '../words/i18n';
import { useLearn } from '../learn/learn';
import { useStore } from '../state/store';
import { openGameFile } from '../state/record-hook';

export function loadFromText(text: string, fileName: string): boolean {
  const st = useStore.getState();
  // A game file (issue 34): its record and the table at its end, read by the record's own code.
  if (/"kind"\s*:\s*"mire-game"/.test(text) && openGameFile(text, fileName)) return true;
  try {
    const scene = parseSceneText(text, fileName);
    // An opened file is the user's own table: leave a lesson or an exercise, autosave it again.
    useLearn.getState().leaveForNewTable();
    st.load(scene, `${tr(st.lang, 'msg.loaded')}: ${fileName}`);
    return true;
  } catch (e) {
    st.say({ kind: 'error', text: `${tr(st.lang, 'msg.badFile')}. ${(e as Error).message}` });
    return false;
  }
}
