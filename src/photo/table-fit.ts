// The table in the photo (issue 35): the markers found → their corners to a fraction of a pixel →
// a least-squares homography (table mm → pixels) with the lens's leftover distortion fitted too →
// the camera's pose. A photo that cannot be trusted is refused with the reason (TableRefusal).
import type { FoundMarker } from './detect';
import { type Correspondence, fitHomography, mmPerPixelAt, reprojectionErrorsPx, rms } from './homography';
import { straightLens, undistort } from './lens';
import { fitLine, intersectLines } from './lines';
import { MARKER_TABLES, markerCornersMm, markerSpots } from './markers';
import { ASSUMED_FOCAL_35MM, type CameraPose, estimateFocalPx, focalPxOf35mm, poseFromHomography } from './pose';
import type { Lens, Mat3, TableMm, Vec2 } from './types';

/** Fewer than this many markers and the fit has too little to check itself against. */
export const MIN_MARKERS = 4;
/** A fit whose corners miss by more than this (RMS, mm on the table) is refused: it cannot place to a mm. */
export const MAX_RMS_MM = 0.6;
/** Leftover distortion is searched in this range (lens.ts inverts it exactly there). */
const K1_LIMIT = 0.1;

export type TableFitOptions = {
  /** The table of the player chose; without it, the markers say. */
  readonly table?: TableMm;
  /** The focal length in 35 mm terms (EXIF); without it, estimated from the view or assumed. */
  readonly focal35mm?: number;
};

export type TableFit = {
  readonly kind: 'fit';
  readonly table: TableMm;
  readonly markerIds: readonly number[];
  /** Markers found but left out: their corners disagree with the rest (a card moved or lifted). */
  readonly setAside: readonly number[];
  /** Table mm → ideal (undistorted) pixels. */
  readonly homography: Mat3;
  readonly lens: Lens;
  readonly pose: CameraPose;
  readonly rmsPx: number;
  readonly maxPx: number;
  readonly rmsMm: number;
  readonly maxMm: number;
};

export type TableRefusal =
  | { readonly kind: 'refused'; readonly reason: 'too-few-markers'; readonly found: number; readonly needed: number }
  | { readonly kind: 'refused'; readonly reason: 'other-table'; readonly table: TableMm }
  | { readonly kind: 'refused'; readonly reason: 'markers-in-a-line'; readonly found: number }
  | { readonly kind: 'refused'; readonly reason: 'error-too-high'; readonly rmsMm: number; readonly limitMm: number };

/** The four corners of a marker's black square, each where its two sides' fitted lines cross. */
export function markerCornersPx(m: FoundMarker, lens: Lens): Vec2[] | null {
  const lines = m.edgePoints.map((pts) => fitLine(pts.map((p) => undistort(lens, p))));
  if (lines.some((l) => l === null)) return null;
  const corners: Vec2[] = [];
  for (let k = 0; k < 4; k++) {
    const c = intersectLines(lines[(k + 3) % 4]!, lines[k]!);
    if (!c) return null;
    corners.push(c);
  }
  return corners;
}

function correspondences(markers: readonly FoundMarker[], table: TableMm, lens: Lens): Correspondence[] {
  const spots = markerSpots(table);
  const pairs: Correspondence[] = [];
  for (const m of markers) {
    const spot = spots.find((s) => s.id === m.id);
    const image = markerCornersPx(m, lens);
    if (!spot || !image) continue;
    markerCornersMm(spot.centre).forEach((t, k) => pairs.push({ table: t, image: image[k] }));
  }
  return pairs;
}

type Solved = { h: Mat3; lens: Lens; pairs: Correspondence[]; rmsPx: number };

function solveWith(markers: readonly FoundMarker[], table: TableMm, lens: Lens): Solved {
  const pairs = correspondences(markers, table, lens);
  const h = fitHomography(pairs);
  return { h, lens, pairs, rmsPx: rms(reprojectionErrorsPx(h, pairs)) };
}

/** The leftover distortion that fits the corners best: golden-section search on the RMS error. */
function solveLens(markers: readonly FoundMarker[], table: TableMm, width: number, height: number): Solved {
  const base = straightLens(width, height);
  const at = (k1: number) => solveWith(markers, table, { ...base, k1 });
  // Fewer than 6 markers leave too few points off the lines through the others to tell k1 apart.
  if (markers.length < 6) return at(0);
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = -K1_LIMIT;
  let hi = K1_LIMIT;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let fa = at(a).rmsPx;
  let fb = at(b).rmsPx;
  // 30 steps shrink the interval to 0.2·0.618³⁰ ≈ 1e-7.
  for (let i = 0; i < 30; i++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = at(a).rmsPx;
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = at(b).rmsPx;
    }
  }
  return at((lo + hi) / 2);
}

/** The block (table) most of the markers belong to. */
function markersTable(markers: readonly FoundMarker[]): TableMm {
  const counts = MARKER_TABLES.map((_, b) => markers.filter((m) => Math.floor(m.id / 8) === b).length);
  return MARKER_TABLES[counts.indexOf(Math.max(...counts))];
}

/** Marker centres spread over the table: the triangle they span is at least a tenth of it. */
function spread(markers: readonly FoundMarker[], table: TableMm): boolean {
  const spots = markerSpots(table);
  const pts = markers.map((m) => spots.find((s) => s.id === m.id)!.centre);
  let best = 0;
  for (const a of pts)
    for (const b of pts)
      for (const c of pts) best = Math.max(best, Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2);
  return best >= 0.1 * table.widthMm * table.depthMm;
}

/** Each marker's RMS corner error in mm (pixel error times the table's mm per pixel there). */
function markerErrorsMm(s: Solved): { rmsMm: number; maxMm: number; perMarker: number[] } {
  const px = reprojectionErrorsPx(s.h, s.pairs);
  const mm = px.map((e, i) => e * mmPerPixelAt(s.h, s.pairs[i].table));
  const perMarker: number[] = [];
  for (let m = 0; m < mm.length / 4; m++) perMarker.push(rms(mm.slice(m * 4, m * 4 + 4)));
  return { rmsMm: rms(mm), maxMm: Math.max(...mm), perMarker };
}

/** Drop the one marker that disagrees most when it is far worse than the rest (a lifted or moved card). */
function setAsideWorst(markers: FoundMarker[], errors: number[]): FoundMarker | null {
  if (markers.length <= MIN_MARKERS) return null;
  const sorted = [...errors].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = errors.indexOf(sorted[sorted.length - 1]);
  if (errors[worst] < 0.3 || errors[worst] < 4 * median) return null;
  return markers.splice(worst, 1)[0];
}

/** The camera's pose, with the focal from EXIF, else from the view, else a phone's usual one. */
function poseOf(h: Mat3, width: number, height: number, focal35mm?: number): CameraPose {
  const cx = width / 2;
  const cy = height / 2;
  if (focal35mm !== undefined) {
    return poseFromHomography(h, { focalPx: focalPxOf35mm(focal35mm, width, height), cx, cy }, 'given');
  }
  const estimated = estimateFocalPx(h, cx, cy);
  const lo = focalPxOf35mm(18, width, height);
  const hi = focalPxOf35mm(60, width, height);
  if (estimated !== null && estimated >= lo && estimated <= hi) {
    return poseFromHomography(h, { focalPx: estimated, cx, cy }, 'estimated');
  }
  const assumed = focalPxOf35mm(ASSUMED_FOCAL_35MM, width, height);
  return poseFromHomography(h, { focalPx: assumed, cx, cy }, 'assumed');
}

/** The table's fit in a photo of `width` x `height` pixels from the markers found in it, or why not. */
export function fitTable(
  found: readonly FoundMarker[],
  width: number,
  height: number,
  options: TableFitOptions = {},
): TableFit | TableRefusal {
  const table = options.table ?? (found.length > 0 ? markersTable(found) : MARKER_TABLES[0]);
  // A side with too few edge points (a card's edge in a glare) gives no corner: the marker is not used.
  const own = found.filter(
    (m) => markerSpots(table).some((s) => s.id === m.id) && m.edgePoints.every((p) => p.length >= 4),
  );
  if (own.length < MIN_MARKERS && found.length - own.length >= MIN_MARKERS) {
    return { kind: 'refused', reason: 'other-table', table: markersTable(found) };
  }
  if (own.length < MIN_MARKERS)
    return { kind: 'refused', reason: 'too-few-markers', found: own.length, needed: MIN_MARKERS };
  if (!spread(own, table)) return { kind: 'refused', reason: 'markers-in-a-line', found: own.length };
  const used = [...own];
  const setAside: number[] = [];
  let solved = solveLens(used, table, width, height);
  let errors = markerErrorsMm(solved);
  for (let dropped = setAsideWorst(used, errors.perMarker); dropped; dropped = setAsideWorst(used, errors.perMarker)) {
    setAside.push(dropped.id);
    solved = solveLens(used, table, width, height);
    errors = markerErrorsMm(solved);
  }
  if (errors.rmsMm > MAX_RMS_MM)
    return { kind: 'refused', reason: 'error-too-high', rmsMm: errors.rmsMm, limitMm: MAX_RMS_MM };
  const px = reprojectionErrorsPx(solved.h, solved.pairs);
  return {
    kind: 'fit',
    table,
    markerIds: used.map((m) => m.id),
    setAside,
    homography: solved.h,
    lens: solved.lens,
    pose: poseOf(solved.h, width, height, options.focal35mm),
    rmsPx: solved.rmsPx,
    maxPx: Math.max(...px),
    rmsMm: errors.rmsMm,
    maxMm: errors.maxMm,
  };
}
