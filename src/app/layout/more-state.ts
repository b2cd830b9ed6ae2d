// Whether the phone's tool bar shows what folds behind its More button (MoreMenu.tsx).
import { create } from 'zustand';

export const useMore = create<{ open: boolean; toggle: () => void; close: () => void }>((set) => ({
  open: false,
  toggle: () => set((s) => ({ open: !s.open })),
  close: () => set({ open: false }),
}));
