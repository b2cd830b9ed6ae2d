// Where a base's side wall shows too narrow to read (issue 35). A side facing the camera shows its
// wall between the rim and the foot, as wide as the rim's height shift times the cosine of the
// side's turn from the camera. Blur merges a wall under about two and a half pixels into one
// band whose edges lie neither at the rim nor at the foot (from above at 1.1 m, with a 1 px wall,
// both moved by 0.4–0.7 mm, measured on the synthetic photos): a round base's points there are
// left out (its far half still holds it both ways). A square's are kept: its near sides may be
// all that holds it along an axis (a neighbour in contact hides the side across).
import type { EdgeSample } from './shape-fit-types';

/** A wall from this many pixels wide up to MERGED_UP_TO is read as one blurred band. */
export const MERGED_FROM_PX = 0.3;
export const MERGED_UP_TO_PX = 1.3;

/** Does the sample lie where the wall, for a side of outward normal (ox, oy), shows merged with the rim? */
export function wallMerged(s: EdgeSample, ox: number, oy: number): boolean {
  const t = s.towardCamera;
  const len = Math.hypot(t.x, t.y);
  if (len === 0) return false;
  // A wall that shows wide enough where it faces the camera squarely is read as rim and foot.
  if (s.wallPx >= MERGED_UP_TO_PX) return false;
  return (s.wallPx * (ox * t.x + oy * t.y)) / len > MERGED_FROM_PX;
}
