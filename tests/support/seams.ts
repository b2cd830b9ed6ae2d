// seams for the per-pair references: every pair of barriers closer than τ, found by trying
// every pair (no index), and the seams a pair counts (both members among its barriers).
import type { Footprint } from '../../geometry/footprint';
import { type SightBarrier, seamBetween } from '../../geometry/sight';

/** The seam barriers between every two of `barriers` (their outlines by the same index). */
export function allSeams(
  barriers: readonly SightBarrier[],
  outlines: readonly Footprint[],
  tolMm: number,
): SightBarrier[] {
  const out: SightBarrier[] = [];
  for (let i = 0; i < barriers.length; i++)
    for (let j = i + 1; j < barriers.length; j++) {
      const s = seamBetween(barriers[i], outlines[i], barriers[j], outlines[j], tolMm);
      if (s !== null) out.push(s);
    }
  return out;
}

/** A pair's barriers with the seams whose members are both among them. */
export function withSeams(barriers: readonly SightBarrier[], seams: readonly SightBarrier[]): SightBarrier[] {
  const here = new Set(barriers);
  return [...barriers, ...seams.filter((s) => here.has(s.seamOf![0]) && here.has(s.seamOf![1]))];
}

/** Blocker ids with each seam's id replaced by its two members', sorted, each once (as check() names them). */
export function memberBlockers(ids: readonly string[], barriers: readonly SightBarrier[]): string[] {
  const byId = new Map(barriers.map((b) => [b.id, b]));
  const out = new Set<string>();
  for (const id of ids) {
    const s = byId.get(id)?.seamOf;
    if (s === undefined) out.add(id);
    else for (const m of s) out.add(m.id);
  }
  return [...out].sort();
}
