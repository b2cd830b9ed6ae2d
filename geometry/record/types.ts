// The game record's types: the format's (made from its zod schema, schema.ts) and the replay's.
import type * as z from 'zod/mini';
import type { entrySchema, gameSchema } from './schema';

export type GameRecord = z.output<typeof gameSchema>;
export type GameRecordInput = z.input<typeof gameSchema>;
export type RecordEntry = z.output<typeof entrySchema>;
export type EntryType = RecordEntry['type'];
export type EntryOf<T extends EntryType> = Extract<RecordEntry, { type: T }>;

/** The entries that are judged: each carries the facts of its verdict. */
export type JudgedEntry = EntryOf<'move' | 'shot' | 'dispersion' | 'template' | 'area'>;
export type EntryVerdict = JudgedEntry['verdict'];
export type MoveVerdict = EntryOf<'move'>['verdict'];
export type ShotVerdict = EntryOf<'shot'>['verdict'];
export type DispersionVerdict = EntryOf<'dispersion'>['verdict'];
export type TemplateVerdict = EntryOf<'template'>['verdict'];
export type AreaVerdict = EntryOf<'area'>['verdict'];
export type RecordEdit = EntryOf<'edit'>['edit'];
/** An entry as it is played, before it is judged: the recorder adds the verdict. */
export type PlayedEntry = RecordEntry extends infer E
  ? E extends { verdict: unknown }
    ? Omit<E, 'verdict'>
    : E
  : never;
/** When an entry was made and by whom. */
export type EntryWhen = Pick<RecordEntry, 'turn' | 'activation' | 'by'>;

/** A fact of a verdict that a re-judgement found different. */
export type VerdictField =
  | 'legal'
  | 'reachable'
  | 'lengthMm'
  | 'potentialMm'
  | 'withinPotential'
  | 'position'
  | 'facingDeg'
  | 'problems'
  | 'notes'
  | 'enemiesInContact'
  | 'assaulted'
  | 'penalised'
  | 'los'
  | 'distanceMm'
  | 'band'
  | 'ragnarokBand'
  | 'difficulty'
  | 'modifiers'
  | 'dice'
  | 'direction'
  | 'final'
  | 'onTable'
  | 'areaCm'
  | 'hits';

/**
 * One fact that differs: the recorded value, the re-judged one, the rules responsible (the problem's
 * or note's rule when codes came or went, else the rule the fact comes from), and for lists of codes
 * which came (`added`) and which went (`removed`).
 */
export type VerdictDifference = {
  readonly field: VerdictField;
  readonly recorded: unknown;
  readonly rejudged: unknown;
  readonly rules: readonly string[];
  readonly added?: readonly string[];
  readonly removed?: readonly string[];
};

/** One entry re-judged on the position it was made from. */
export type ReplayedEntry = {
  readonly index: number;
  readonly entry: RecordEntry;
  /** The verdict now (null for markers and edits, which are not judged). */
  readonly verdict: EntryVerdict | null;
  readonly differences: readonly VerdictDifference[];
};

export type ReplayResult = {
  readonly ruleset: GameRecord['start']['ruleset'];
  readonly entries: readonly ReplayedEntry[];
  /** The indexes of the entries whose verdict differs from the recorded one. */
  readonly differing: readonly number[];
};
