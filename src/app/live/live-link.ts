// The live table's address: the server (a setting or ?live=…), the room (?room=…) and its secret
// token (#key=…, in the fragment so the page's own web server never sees it).
export type LiveRoom = { server: string; room: string; token: string };

export const SERVER_KEY = 'mire.live.server';
export const DEFAULT_PORT = 8787;

/** The room a page address points at, if it carries all three parts. */
export function roomInUrl(href: string): LiveRoom | null {
  const url = new URL(href);
  const server = url.searchParams.get('live');
  const room = url.searchParams.get('room');
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('key');
  return server && room && token ? { server, room, token } : null;
}

export function roomLink(href: string, r: LiveRoom): string {
  const url = new URL(href);
  url.search = '';
  url.searchParams.set('live', r.server);
  url.searchParams.set('room', r.room);
  url.hash = `key=${r.token}`;
  return url.toString();
}

/** The server to make a room on: ?live=…, else the saved setting, else this host on the default port. */
export function chosenServer(href: string, saved: string | null): string {
  const fromUrl = new URL(href).searchParams.get('live');
  if (fromUrl) return fromUrl;
  if (saved) return saved;
  const url = new URL(href);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.hostname || '127.0.0.1'}:${DEFAULT_PORT}`;
}

/** ws://host:port/path → http://host:port/path (for POST /rooms). */
export function httpBase(server: string): string {
  return server.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/+$/, '');
}

/** The page's own origin and folder as a table server address (when the table server serves the app). */
export function sameOriginServer(href: string): string {
  const url = new URL('.', href);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}${url.pathname}`.replace(/\/+$/, '');
}
