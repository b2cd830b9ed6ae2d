// Shadows: which directions from a point are surely blocked, and from how far.
import type { Footprint } from '../footprint';

/** Directions binned for a relaxed site's shadows (a power of two). */
export const SHADOW_BINS = 256;
/**
 * A relaxed site's shadows are made for a search that would otherwise make at least this many of
 * its pairs (RouteIndex.shadowMinPairs): below it, making and testing the pairs costs less than
 * the shadows (cold charges: 15–20% less time in all, a quarter less for the slowest).
 */
export const SHADOW_MIN_PAIRS = 128;
/**
 * A search makes the start's shadows (which segments from the start are surely blocked) once it
 * has linked the start with this many sites: a short route links few, one walled in links them
 * all (RouteIndex.startShadowAfter).
 */
export const START_SHADOW_AFTER = 48;
/** How far from the start the obstacles casting its shadows are taken, in clearances (and 50 mm more). */
export const START_SHADOW_REACH = 4;
/** sin² of half a shadow bin's width, a little under (a disc seen under less covers no bin whole). */
export const SIN_HALF_BIN_SQ = Math.sin(Math.PI / SHADOW_BINS) ** 2 * (1 - 1e-9);
export const SHADOW_BIN_RAD = (2 * Math.PI) / SHADOW_BINS;

/**
 * Shadows on SHADOW_BINS direction bins round (cx, cy) (a relaxed site's centre, or a search's
 * start): discs within obstacle f grown by `grow` (its circle grown, or discs of radius `grow` at
 * its corners and side midpoints) cover bins whole; every ray of such a bin has entered the disc
 * by the distance to its centre. `sh` keeps per bin the least such distance, and `by` (if given)
 * the obstacle casting it (`caster`). From a point within a disc, every bin is blocked from 0.
 */
export function castShadows(
  cx: number,
  cy: number,
  f: Footprint,
  grow: number,
  caster: number,
  sh: Float64Array,
  by: Int32Array | null,
): void {
  if (f.kind === 'circle') {
    shadowDisc(cx, cy, f.center.x, f.center.y, f.radiusMm + grow, caster, sh, by);
    return;
  }
  const pts = f.points;
  for (let e = 0, q = pts.length - 1; e < pts.length; q = e++) {
    shadowDisc(cx, cy, pts[e].x, pts[e].y, grow, caster, sh, by);
    shadowDisc(cx, cy, (pts[e].x + pts[q].x) / 2, (pts[e].y + pts[q].y) / 2, grow, caster, sh, by);
  }
}

export function shadowDisc(
  cx: number,
  cy: number,
  ox: number,
  oy: number,
  rho: number,
  caster: number,
  sh: Float64Array,
  by: Int32Array | null,
): void {
  if (rho <= 0) return;
  const dx = ox - cx;
  const dy = oy - cy;
  const d2 = dx * dx + dy * dy;
  // A disc seen under less than a bin's width covers no bin whole: asin(ρ/d) < w/2.
  if (rho * rho < d2 * SIN_HALF_BIN_SQ) return;
  const d = Math.sqrt(d2);
  if (d <= rho) {
    for (let k = 0; k < SHADOW_BINS; k++) {
      if (sh[k] > 0) {
        sh[k] = 0;
        if (by) by[k] = caster;
      }
    }
    return;
  }
  const phi = Math.atan2(dy, dx);
  const alpha = Math.asin(rho / d) - 1e-9;
  // The bins wholly inside (phi − alpha, phi + alpha).
  const first = Math.ceil((phi - alpha + Math.PI) / SHADOW_BIN_RAD);
  const last = Math.floor((phi + alpha + Math.PI) / SHADOW_BIN_RAD) - 1;
  for (let b = first; b <= last; b++) {
    // SHADOW_BINS is a power of two: the mask wraps negative bins too (two's complement).
    const k = b & (SHADOW_BINS - 1);
    if (d < sh[k]) {
      sh[k] = d;
      if (by) by[k] = caster;
    }
  }
}
