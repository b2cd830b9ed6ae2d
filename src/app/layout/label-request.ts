// A crowding label as the table asks for it (fighters' and scenery pieces' names): what it says,
// where it stands and how it looks. The label batch draws them (label-batch.ts).
import type { LabelRank } from './label-layout';

export type LabelLook = { fontSizeMm: number; colour: string; outlineWidthMm: number; outlineColour: string };

export type LabelRequest = {
  key: string;
  /** Table mm: the bottom middle of the text, which always faces the camera. */
  at: readonly [number, number, number];
  text: string;
  /** A shorter form for a crowded view (label-layout.ts), when it differs from `text`. */
  shortText?: string;
  look: LabelLook;
  rank: LabelRank;
};
