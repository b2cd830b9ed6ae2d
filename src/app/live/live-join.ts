// Joining a live table from its link or its code: the live code itself (Yjs, the provider,
// IndexedDB) loads only then.
import type { LiveRoom } from './live-link';

export async function join(room: LiveRoom): Promise<void> {
  const live = await import('./session');
  await live.joinRoom(room);
}
