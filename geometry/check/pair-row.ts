// One ordered pair's verdicts as `mire check` decides them, held in numbers and places instead of
// strings: a million pairs pass through one row, filled in turn by World.checkRows, and the CLI
// writes each one out as it comes. PairVerdict (types.ts) carries the same facts with ids.
import type { Obstruction, SightVerdict } from '../sight';

/** PairVerdict's fields, in its order, with the ids as places in CheckNames. */
export class PairRow {
  /** Places in CheckNames.fighterIds. */
  from = 0;
  to = 0;
  /** edge to edge. */
  distanceMm = 0;
  /** from the sight of `from` to the edge of `to`. */
  sightDistanceMm = 0;
  touching = false;
  contact = false;
  /** the sight of `from` touches the base of `to`. */
  sightTouches = false;
  inView = false;
  /** barriers only, ignoring view and contact. */
  obstruction: Obstruction = 'none';
  /** the final answer. */
  los: SightVerdict = 'none';
  visibleFraction = 0;
  /** blockers[0 .. blockerCount): places in CheckNames.barrierIds, in the order of the ids. */
  blockers: Int32Array = new Int32Array(0);
  blockerCount = 0;
}
