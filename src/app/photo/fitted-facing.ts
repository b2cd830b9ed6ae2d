// A fitted outline's turn as a fighter's facing (issue 35): a round base says nothing of it; a
// square's outline repeats every quarter turn and a rectangle's (R-1.1 cavalry, its depth along the
// facing) every half turn, so the facing kept is the one of those nearest the player's guess.
import type { Base } from './capture-protocol';

/** The facing (degrees) matching the outline's `angleDeg` nearest `nearDeg`; a round base keeps `nearDeg`. */
export function facingFromFit(base: Base, angleDeg: number, nearDeg: number): number {
  if (base.type === 'round') return nearDeg;
  const period = base.type === 'square' ? 90 : 180;
  const k = Math.round((nearDeg - angleDeg) / period);
  return angleDeg + k * period;
}
