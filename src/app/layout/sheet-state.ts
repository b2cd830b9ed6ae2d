// How much of the tool's panel shows on a phone (BottomSheet.tsx), and the steps a pull or a tap
// takes it through.
import { create } from 'zustand';

/** How much of the panel shows on a phone: only the handle, a third of the screen, or most of it. */
export type SheetState = 'closed' | 'peek' | 'full';

const ORDER: readonly SheetState[] = ['closed', 'peek', 'full'];

export const useSheet = create<{ state: SheetState; set: (s: SheetState) => void }>((set) => ({
  state: 'peek',
  set: (state) => set({ state }),
}));

/** One step up (toward 'full') or down (toward 'closed'). */
export function stepSheet(state: SheetState, dir: 1 | -1): SheetState {
  const i = Math.min(ORDER.length - 1, Math.max(0, ORDER.indexOf(state) + dir));
  return ORDER[i];
}

/** A tap on the handle opens a closed sheet, raises a peeking one and lowers a full one. */
export function tapSheet(state: SheetState): SheetState {
  return state === 'full' ? 'peek' : stepSheet(state, 1);
}
