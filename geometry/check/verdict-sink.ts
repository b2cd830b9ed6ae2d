// The rows of a pass made PairVerdicts (ids instead of places): what check() and pair() return.
import type { PairRow } from './pair-row';
import type { CheckNames, PairSink, PairVerdict } from './types';

/** A PairRow with its ids: the pair as check() returns it. */
export function verdictOf(row: PairRow, from: string, to: string, blockers: string[]): PairVerdict {
  return {
    from,
    to,
    distanceMm: row.distanceMm,
    sightDistanceMm: row.sightDistanceMm,
    touching: row.touching,
    contact: row.contact,
    sightTouches: row.sightTouches,
    inView: row.inView,
    obstruction: row.obstruction,
    los: row.los,
    visibleFraction: row.visibleFraction,
    blockers,
  };
}

/** The rows of a pass made PairVerdicts, one by one. */
export class VerdictSink implements PairSink {
  private names: CheckNames = { fighterIds: [], barrierIds: [] };

  constructor(private readonly visit: (pair: PairVerdict) => void) {}

  begin(names: CheckNames): void {
    this.names = names;
  }

  pair(row: PairRow): void {
    const blockers: string[] = new Array(row.blockerCount);
    for (let k = 0; k < row.blockerCount; k++) blockers[k] = this.names.barrierIds[row.blockers[k]];
    this.visit(verdictOf(row, this.names.fighterIds[row.from], this.names.fighterIds[row.to], blockers));
  }
}
