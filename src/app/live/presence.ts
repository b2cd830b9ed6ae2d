// What the live table shows outside the Y.Doc: connection status, the link, the other players'
// selection and drag. Kept apart from the session (and from Yjs) so the 3D view and the panel can
// read it without loading the live code.
import { create } from 'zustand';
import type { Placement } from '../engine';
import { cleanName } from '../../live/player-name';

export type LiveStatus = 'off' | 'starting' | 'connecting' | 'live' | 'offline' | 'refused';

/** Another player's pointer on the table, as their awareness state says. */
export type PeerDrag = Placement & { mode: 'move' | 'edit'; action: string };
export type Peer = {
  clientId: number;
  /** Their player id (the one seats name), when it reads as one. */
  player: string | null;
  name: string;
  colour: string;
  selection: { kind: 'fighter' | 'scenery'; id: string } | null;
  drag: PeerDrag | null;
  /** Their last ping (a long press on the table): where, and its number (a new number is a new ping). */
  ping: { at: [number, number]; n: number } | null;
};

type PresenceState = {
  status: LiveStatus;
  link: string | null;
  peers: Peer[];
  /** The session's leave(), set while a live table is open. */
  leave: (() => Promise<void>) | null;
  /** This player's name on the live table (null when none is open). */
  playerName: string | null;
};

export const usePresence = create<PresenceState>(() => ({
  status: 'off',
  link: null,
  peers: [],
  leave: null,
  playerName: null,
}));

/** The name this player goes by on the live table, for the game record's entries (null off a live table). */
export function playerName(): string | null {
  return usePresence.getState().playerName;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Another player's awareness state, checked field by field (it comes from the network unvalidated). */
export function peerFrom(clientId: number, raw: unknown): Peer | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  const sel = m.selection as { kind?: unknown; id?: unknown } | null | undefined;
  const drag = m.drag as Record<string, unknown> | null | undefined;
  const pos = drag?.position as unknown[] | undefined;
  const ping = m.ping as { at?: unknown; n?: unknown } | null | undefined;
  const pingAt = ping?.at as unknown[] | undefined;
  return {
    clientId,
    player: typeof m.player === 'string' && /^[\w-]{12,24}$/.test(m.player) ? m.player : null,
    name: cleanName(m.name) || '?',
    colour: typeof m.colour === 'string' && /^#[0-9a-f]{6}$/i.test(m.colour) ? m.colour : '#bbbbbb',
    selection:
      sel && (sel.kind === 'fighter' || sel.kind === 'scenery') && typeof sel.id === 'string'
        ? { kind: sel.kind, id: sel.id }
        : null,
    drag:
      drag &&
      typeof drag.id === 'string' &&
      Array.isArray(pos) &&
      finite(pos[0]) &&
      finite(pos[1]) &&
      finite(drag.facing)
        ? {
            id: drag.id,
            position: [pos[0], pos[1]],
            facing: drag.facing,
            mode: drag.mode === 'edit' ? 'edit' : 'move',
            action: typeof drag.action === 'string' ? drag.action.slice(0, 20) : 'walk',
          }
        : null,
    ping:
      ping && Array.isArray(pingAt) && finite(pingAt[0]) && finite(pingAt[1]) && finite(ping.n)
        ? { at: [pingAt[0], pingAt[1]], n: ping.n }
        : null,
  };
}
