// Which piece's actions are open (a long press on it), and where on the screen.
import { create } from 'zustand';

export type PieceMenuTarget = { kind: 'fighter' | 'scenery'; id: string; xPx: number; yPx: number } | null;

export const usePieceMenu = create<{
  target: PieceMenuTarget;
  open: (t: NonNullable<PieceMenuTarget>) => void;
  close: () => void;
}>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
