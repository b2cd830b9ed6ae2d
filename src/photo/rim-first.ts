// Choosing between near-equal outlines (issue 35). Where a base's side faces the camera, its rim
// and its foot both show, a pixel or two apart, and blur pushes them apart: read the other way
// round (the rim's edge taken for the foot's) they make an outline shifted by the rim's height
// that scores nearly as well. The rim shows all round, the foot only on the near side, so of the
// outlines within a few percent of the best, the one whose rim agrees best is kept.

/** Outlines scoring within this share of the best are near-equal. */
export const NEAR_EQUAL = 0.97;

/** The candidates (best score first) with the near-equal one whose rim scores best moved to the front. */
export function rimFirst<T extends { readonly score: number; readonly rimScore: number }>(sorted: T[]): T[] {
  if (sorted.length === 0) return sorted;
  let pick = 0;
  for (let k = 1; k < sorted.length && sorted[k].score >= NEAR_EQUAL * sorted[0].score; k++)
    if (sorted[k].rimScore > sorted[pick].rimScore) pick = k;
  return [sorted[pick], ...sorted.filter((_, k) => k !== pick)];
}
