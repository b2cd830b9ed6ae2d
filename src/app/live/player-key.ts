// This device's player on live tables (issue 32): a public id and a secret that the server binds
// to it (src/server/live-server.ts), and the name the player chose. Kept in localStorage.
import { cleanName } from '../../live/player-name';

const KEY = 'mire.live.player';
const NAME_KEY = 'mire.live.name';

export type PlayerKey = { id: string; secret: string };

function randomText(bytes: number): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function playerKey(): PlayerKey {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PlayerKey> | null;
    if (saved && /^[\w-]{16}$/.test(saved.id ?? '') && /^[\w-]{32}$/.test(saved.secret ?? ''))
      return saved as PlayerKey;
  } catch {
    /* unreadable: make another */
  }
  const made = { id: randomText(12), secret: randomText(24) };
  try {
    localStorage.setItem(KEY, JSON.stringify(made));
  } catch {
    /* storage unavailable: this page keeps it */
  }
  return made;
}

export function savedName(): string | null {
  try {
    return cleanName(localStorage.getItem(NAME_KEY)) || null;
  } catch {
    return null;
  }
}

export function saveName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, cleanName(name));
  } catch {
    /* storage unavailable: the name lasts this page */
  }
}
