// What the live table shows outside the Y.Doc: connection status, the link, the other players'
// selection and drag. Kept apart from the session (and from Yjs) so the 3D view and the panel can
// read it without loading the live code.
import { create } from 'zustand';
import type { Placement } from '../engine';

export type LiveStatus = 'off' | 'starting' | 'connecting' | 'live' | 'offline' | 'refused';

/** Another player's pointer on the table, as their awareness state says. */
export type PeerDrag = Placement & { mode: 'move' | 'edit'; action: string };
export type Peer = {
  clientId: number;
  name: string;
  colour: string;
  selection: { kind: 'fighter' | 'scenery'; id: string } | null;
  drag: PeerDrag | null;
};

type PresenceState = {
  status: LiveStatus;
  link: string | null;
  peers: Peer[];
  /** The session's leave(), set while a live table is open. */
  leave: (() => Promise<void>) | null;
};

export const usePresence = create<PresenceState>(() => ({ status: 'off', link: null, peers: [], leave: null }));

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Another player's awareness state, checked field by field (it comes from the network unvalidated). */
export function peerFrom(clientId: number, raw: unknown): Peer | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  const sel = m.selection as { kind?: unknown; id?: unknown } | null | undefined;
  const drag = m.drag as Record<string, unknown> | null | undefined;
  const pos = drag?.position as unknown[] | undefined;
  return {
    clientId,
    name: typeof m.name === 'string' ? m.name.slice(0, 40) : '?',
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
            action: typeof drag.action === 'string' ? drag.action : 'walk',
          }
        : null,
  };
}
