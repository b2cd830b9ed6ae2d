// Joining a live table from its link or its code: the live code itself (Yjs, the provider,
// IndexedDB) loads only then. Once in, the table's join code is asked for, to show it here too.
import type { LiveRoom } from './live-link';
import { askJoinCode } from './join-code';

export async function join(room: LiveRoom): Promise<void> {
  const live = await import('./session');
  await live.joinRoom(room);
  const code = await askJoinCode(room);
  const { usePlay } = await import('./play-store');
  // Only while still at that table: a player who left meanwhile shows no code.
  if (code && usePlay.getState().me !== null) usePlay.setState({ code });
}
