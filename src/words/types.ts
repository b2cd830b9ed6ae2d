// The words module's types: a text in both languages, and what a move's words need besides its facts.
import type { MoveAction } from '../../geometry/index';

/** The same text in English and French. */
export type Words = { readonly en: string; readonly fr: string };
export type Lang = keyof Words;

/** What a move's words need besides the problem or note: who moves, how, its MOV and its base's width. */
export type MoveContext = {
  readonly mover: string;
  readonly action: MoveAction;
  /** The MOV the move goes at (cm): in Rag'narok the unit's, its slowest member's. */
  readonly movCm: number;
  readonly widthMm: number;
  /** what a move's length measures: the sight's route (Confédé, C3) or the base's travel, edge to edge (Rag'narok). */
  readonly measure?: 'sight' | 'edge';
};

/** A move's problem (`ok` false: it makes the move illegal) or note (true: a fact of the move) in words, citing its rule. */
export type MoveReason = { readonly rule: string; readonly text: string; readonly ok: boolean };
