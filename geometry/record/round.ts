// A verdict's numbers as the record keeps them: lengths and coordinates to the micrometre, facings
// to the thousandth of a degree. Two records agree on a number within one such step (compare.ts):
// the rounding of two equal values may fall on either side of a half step.
export const KEPT_STEP_MM = 0.001;

export function keptMm(v: number): number {
  const r = Math.round(v / KEPT_STEP_MM) * KEPT_STEP_MM;
  return Number(r.toFixed(3)) + 0;
}

export function keptPoint(p: { readonly x: number; readonly y: number }): [number, number] {
  return [keptMm(p.x), keptMm(p.y)];
}

/** A facing in [0, 360), to the thousandth of a degree (360 itself reads 0). */
export function keptDeg(d: number): number {
  const r = keptMm(((d % 360) + 360) % 360);
  return r >= 360 ? 0 : r;
}
