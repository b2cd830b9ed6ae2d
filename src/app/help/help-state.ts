// Whether the help is open, and whether this browser has seen it (it opens by itself only once).
import { create } from 'zustand';

export const HELP_SEEN_KEY = 'mire.help.seen.v1';

function seen(): boolean {
  try {
    return localStorage.getItem(HELP_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

type HelpState = { open: boolean; show: () => void; close: () => void; toggle: () => void };

export const useHelp = create<HelpState>((set, get) => ({
  open: typeof window !== 'undefined' && !seen(),
  show: () => set({ open: true }),
  close: () => {
    try {
      localStorage.setItem(HELP_SEEN_KEY, '1');
    } catch {
      /* storage unavailable: the help shows again next time */
    }
    set({ open: false });
  },
  toggle: () => (get().open ? get().close() : get().show()),
}));
