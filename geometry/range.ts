// Range bands: R-2.2 (Confédé VI-A-1; Rag'narok "Measuring a distance").
// Distances are edge to edge in mm; the books give ranges in cm.

/** Confédé weapon range r1-r2-r3 in cm: short, medium, long, or out of range. */
export type WeaponBand = 'short' | 'medium' | 'long' | 'out';

/**
 * Confédé: short if d ≤ r1, medium if r1 < d ≤ r2, long if r2 < d ≤ r3, out beyond r3.
 * "An element partially within a distance counts as within it": d is the edge-to-edge distance.
 * a distance within τ (`toleranceMm`) over a band's limit is in that band.
 */
export function weaponBand(
  distanceMm: number,
  rangesCm: readonly [number, number, number],
  toleranceMm = 0,
): WeaponBand {
  const [r1, r2, r3] = rangesCm.map((cm) => cm * 10 + toleranceMm);
  if (distanceMm <= r1) return 'short';
  if (distanceMm <= r2) return 'medium';
  if (distanceMm <= r3) return 'long';
  return 'out';
}

/**
 * Rag'narok: bands of 10 cm — 0 to 10 cm is range 0, past 10 up to 20 range 1, and so on;
 * a base exactly on a boundary, or within τ over it, is in the lower band.
 */
export function ragnarokBand(distanceMm: number, toleranceMm = 0): number {
  const d = distanceMm - toleranceMm;
  if (d <= 100) return 0;
  return Math.ceil(d / 100) - 1;
}
