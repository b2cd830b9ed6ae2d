// the contact point picked on the table: the Move tool's assault questions arm it, the next
// tap on the target (or just beside it) gives the point, taken to the target's edge by the engine.
import { create } from 'zustand';

type Point = { readonly x: number; readonly y: number };

type ContactPick = {
  /** Waiting for the tap. */
  armed: boolean;
  /** The point tapped (table mm), until the questions take it. */
  at: Point | null;
  arm: (armed: boolean) => void;
  take: (at: Point) => void;
};

export const useContactPick = create<ContactPick>()((set) => ({
  armed: false,
  at: null,
  arm: (armed) => set({ armed, at: null }),
  take: (at) => set({ armed: false, at }),
}));

/** The tap goes to the contact point when one is awaited; true when it took it. */
export function takeContactPoint(at: Point | null): boolean {
  const pick = useContactPick.getState();
  if (!pick.armed || !at) return false;
  pick.take({ x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 });
  return true;
}
