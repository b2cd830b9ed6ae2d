// What the live table shares beside the scene, as the view reads it (issue 32, item 7): seats, marks,
// the dice log, pings, and the session's actions on them. No Yjs here: the measure panel and the
// table's overlays read this without loading the live code; the session fills it.
import { create } from 'zustand';
import type { Mark, Roll } from '../../live/play-doc';

export type Xy = [number, number];
/** A ping seen on the table: where, whose colour and name, and when it came (performance.now()). */
export type Ping = { key: string; at: Xy; colour: string; name: string; sinceMs: number };

/** The live session's actions on the shared play (set while a live table is open). */
export type PlayActions = {
  setName(name: string): void;
  claimSide(side: string, claim: boolean): void;
  setOwnSides(on: boolean): void;
  addMark(mark: { kind: 'ruler'; from: Xy; to: Xy } | { kind: 'ring'; center: Xy; radiusMm: number }): void;
  removeMark(key: string): void;
  roll(dice: number): void;
  ping(at: Xy): void;
};

type PlayStoreState = {
  /** This device's player id (public; its secret stays on the device). */
  me: string | null;
  ownSides: boolean;
  seats: Record<string, string>;
  marks: Record<string, Mark>;
  rolls: (Roll & { key: string })[];
  pings: Ping[];
  /** The short code of the room, when this device made it. */
  code: string | null;
  act: PlayActions | null;
};

export const PING_MS = 3000;

export const usePlay = create<PlayStoreState>(() => ({
  me: null,
  ownSides: false,
  seats: {},
  marks: {},
  rolls: [],
  pings: [],
  code: null,
  act: null,
}));

/** The sides this player may not move: held by another player while the setting is on (as the server judges). */
export function foreignSides(s: Pick<PlayStoreState, 'me' | 'ownSides' | 'seats'>): Set<string> {
  const out = new Set<string>();
  if (!s.ownSides) return out;
  for (const [side, holder] of Object.entries(s.seats)) if (holder !== s.me) out.add(side);
  return out;
}
