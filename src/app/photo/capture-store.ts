// The capture's state on the page (issue 35): what the last photo gave (its fit and top-down
// layer, or why it was refused), how the layer shows, and the base proposed from a tap. The layer
// lives here only while the capture is open: never in the scene, never saved.
import { create } from 'zustand';
import type { BaseFit, BaseRefusal, TableRefusal } from '../engine/photo';
import type { Base, FitFacts, LayerPixels, PhotoRefusal } from './capture-protocol';

/** Why the last photo or tap gave nothing: the table not found, or the file or request refused. */
export type Refused =
  | { readonly kind: 'table'; readonly refusal: TableRefusal }
  | { readonly kind: 'photo'; readonly refusal: PhotoRefusal }
  | { readonly kind: 'base'; readonly refusal: BaseRefusal };

/** A base proposed from a tap: its fit, the base it was fitted with, and the fighter it moves (or a new one). */
export type Proposal = { readonly fit: BaseFit; readonly base: Base; readonly fighterId: string | null };

type CaptureState = {
  busy: 'photo' | 'tap' | null;
  fit: FitFacts | null;
  layer: LayerPixels | null;
  refused: Refused | null;
  /** 0..1: how much of the photo shows through the table. */
  opacity: number;
  hidden: boolean;
  /** Taps on the photo fit a base (rather than select or move, as the tools do). */
  tapping: boolean;
  proposal: Proposal | null;
  /** The last fighter placed from the photo: the player sets its facing and name next. */
  placed: string | null;
  patch: (p: Partial<Omit<CaptureState, 'patch' | 'reset'>>) => void;
  reset: () => void;
};

const EMPTY = {
  busy: null,
  fit: null,
  layer: null,
  refused: null,
  opacity: 0.8,
  hidden: false,
  tapping: false,
  proposal: null,
  placed: null,
} as const;

export const useCapture = create<CaptureState>((set) => ({
  ...EMPTY,
  patch: (p) => set(p),
  reset: () => set(EMPTY),
}));
