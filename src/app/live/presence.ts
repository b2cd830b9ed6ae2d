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
