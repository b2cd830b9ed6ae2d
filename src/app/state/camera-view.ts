// What the camera is asked to show besides the toolbar's views (state/store.ts `camera`): the plan
// view (an orthographic camera looking straight down) and a box of the table to frame (a lesson's
// or an exercise's pieces). A store of its own, read by table/Controls.tsx.
import { create } from 'zustand';

/** A box of the table (mm) to fit on screen. */
export type FrameBox = { minX: number; minY: number; maxX: number; maxY: number };

type ViewState = {
  /** The plan view: a true top-down orthographic projection, no perspective. */
  plan: boolean;
  togglePlan: () => void;
  /** The last box asked for, numbered so that asking twice for the same box frames it again. */
  frame: { box: FrameBox; n: number } | null;
  frameBox: (box: FrameBox) => void;
};

export const useCameraView = create<ViewState>((set, get) => ({
  plan: false,
  togglePlan: () => set({ plan: !get().plan }),
  frame: null,
  frameBox: (box) => set({ frame: { box, n: (get().frame?.n ?? 0) + 1 } }),
}));

/** The box around points (mm), grown by `marginMm` on every side; null for no points. */
export function boxAround(points: readonly (readonly [number, number])[], marginMm: number): FrameBox | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    minX: Math.min(...xs) - marginMm,
    minY: Math.min(...ys) - marginMm,
    maxX: Math.max(...xs) + marginMm,
    maxY: Math.max(...ys) + marginMm,
  };
}
