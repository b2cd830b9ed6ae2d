// The walk round a circle: sweeps between angles, and where a walk in a sorted list of angles starts.
/** Angles closer than this (rad) are the same point of a circle: joined by zero-length links. */
export const SAME_ANGLE_RAD = 1e-12;

/**
 * The sweep (rad, in [0, 2π)) from angle `fromRad` to angle `toRad` round a circle in turning
 * sense o (angles in [−π, π]); 0 when they are within SAME_ANGLE_RAD of each other, either way
 * round (−π and π included).
 */
export function sweepTo(fromRad: number, toRad: number, o: 1 | -1): number {
  let sweep = (toRad - fromRad) * o;
  if (sweep < 0) sweep += 2 * Math.PI;
  if (sweep >= 2 * Math.PI) sweep -= 2 * Math.PI;
  return sweep <= SAME_ANGLE_RAD || sweep >= 2 * Math.PI - SAME_ANGLE_RAD ? 0 : sweep;
}

/**
 * Where a walk round a circle from angle `fromRad` in turning sense o starts, among the n angles
 * of `angs` from index `at` (in [−π, π], ascending; n > 0): the first place at or past
 * fromRad ∓ SAME_ANGLE_RAD in that sense, taken round to stay in [−π, π]. Walking on from it (up
 * those n for o = 1, down for −1, wrapping) meets the angles in the order of sweepTo from
 * fromRad, the ones at 0 first.
 */
export function walkStart(angs: Float64Array, n: number, fromRad: number, o: 1 | -1, at = 0): number {
  let lo = at;
  let hi = at + n;
  if (o > 0) {
    let from = fromRad - SAME_ANGLE_RAD;
    if (from < -Math.PI) from += 2 * Math.PI;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (angs[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo === at + n ? at : lo;
  }
  let from = fromRad + SAME_ANGLE_RAD;
  if (from > Math.PI) from -= 2 * Math.PI;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (angs[mid] <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo === at ? at + n - 1 : lo - 1;
}
