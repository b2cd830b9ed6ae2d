// The shapes shared by the table's merged layers: kinds of part, and a set of parts placed.

export type PartKind = 'roundBase' | 'boxBase' | 'sightDot' | 'tower' | 'dome' | 'spire' | 'head';
export const PART_KINDS: readonly PartKind[] = ['roundBase', 'boxBase', 'sightDot', 'tower', 'dome', 'spire', 'head'];

/**
 * One kind of part for every piece that has it: `owners[k]` is the piece index of part k,
 * `matrices` its transforms (16 numbers each, column-major), `colours` its linear RGB.
 */
export type PartSet = { owners: number[]; matrices: number[]; colours: number[] };

/** One empty set per kind. */
export function emptySets<K extends string>(kinds: readonly K[]): Record<K, PartSet> {
  const sets = {} as Record<K, PartSet>;
  for (const k of kinds) sets[k] = { owners: [], matrices: [], colours: [] };
  return sets;
}
