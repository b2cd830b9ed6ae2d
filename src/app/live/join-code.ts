// The table's join code on a device that came by its link or typed its code (issue 32): asked of
// the server, which gives it only to a holder of the room's token; shown beside the QR code, so
// that any player can bring in the next one.
import { httpBase, type LiveRoom } from './live-link';

/** A join code as the server writes it (src/server/join-codes.ts): six capitals or digits. */
export const JOIN_CODE = /^[A-Z0-9]{6}$/;

/** The room's code, or null when the server cannot say (an older server, offline): the link still works. */
export async function askJoinCode(room: LiveRoom): Promise<string | null> {
  try {
    const res = await fetch(`${httpBase(room.server)}/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: room.room, token: room.token }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: unknown };
    return typeof body.code === 'string' && JOIN_CODE.test(body.code) ? body.code : null;
  } catch {
    return null;
  }
}
