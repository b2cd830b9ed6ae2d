// Place a base by tapping it (issue 35): the image's edges around the tap, taken to the plane of
// the base's rim (plane-map.ts: the rim stands rimMm above the mat, and the camera's pose says how
// that shifts it), fitted with the outline of the fighter's known base, with an
// uncertainty in mm. Mire proposes; the player confirms.
import type { Base } from '../../geometry/index';
import { edgePointsIn } from './edges';
import { mmPerPixelAt } from './homography';
import { fitCircle } from './fit-circle';
import { fitRect } from './fit-rect';
import { PlaneMap } from './plane-map';
import type { EdgeSample, PlanePoint, ShapeFit } from './shape-fit-types';
import type { TableFit } from './table-fit';
import type { GrayImage, Vec2 } from './types';

/** A base's usual thickness: its rim stands this far above the mat. */
export const DEFAULT_RIM_MM = 4;
/** A fit less sure than this is flagged for the player to check (issue 35: "every fit worse than 1 mm"). */
export const FLAG_UNCERTAINTY_MM = 1;
/** Less than this share of the outline seen and the fit is refused: it could slide along the rest. */
export const MIN_COVERAGE = 0.25;
/** A rival scoring this share of the fit's score (Rival.score) is as believable as the fit. */
export const RIVAL_SHARE = 0.85;
/** Edges fainter than this (grey levels per pixel) are the mat's texture, not a rim. */
const MIN_EDGE = 8;

export type BaseFitRequest = {
  readonly base: Base;
  /** Where the player tapped, in table mm: within about half the base's size of its centre. */
  readonly tapMm: Vec2;
  readonly rimMm?: number;
};

export type BaseFit = {
  readonly kind: 'fit';
  readonly centre: Vec2;
  /** The outline's turn: a square's up to a quarter turn, a rectangle's up to a half: the player sets the facing. */
  readonly angleDeg: number;
  /** About 95% of fits land within this of the true centre, mm. */
  readonly uncertaintyMm: number;
  readonly flagged: boolean;
  readonly coverage: number;
  readonly inliers: number;
  /** How far the rim's height moved the centre from where the mat's plane alone would put it, mm. */
  readonly heightShiftMm: number;
  /** Why the fit may be wrong by more than its own spread says (each raises the uncertainty). */
  readonly doubts: readonly FitDoubt[];
};

/**
 * A doubt on a fit: `rival`, another outline of the base's size fits the edges nearly as well
 * (a neighbour in contact, the other axis of a cavalry base); `slides`, the two sides across one
 * axis are unseen, so the outline could slide along the others.
 */
export type FitDoubt = 'rival' | 'slides';

export type BaseRefusal =
  | { readonly kind: 'refused'; readonly reason: 'edge-not-found' }
  | { readonly kind: 'refused'; readonly reason: 'rim-hidden'; readonly coverage: number; readonly needed: number };

/** The base's farthest reach from its centre (its circumradius), mm. */
function outerRadiusMm(base: Base): number {
  switch (base.type) {
    case 'round':
      return base.diameter / 2;
    case 'square':
      return (base.width * Math.SQRT2) / 2;
    case 'rect':
      return Math.hypot(base.width, base.depth) / 2;
  }
}

/** An edge point of the photo on a plane, its normal carried along; null if it maps to nothing. */
function onPlane(map: PlaneMap, x: number, y: number, nx: number, ny: number): PlanePoint | null {
  const p = map.toPlane({ x, y });
  const q = map.toPlane({ x: x + 0.5 * nx, y: y + 0.5 * ny });
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  return len > 0 ? { x: p.x, y: p.y, nx: (q.x - p.x) / len, ny: (q.y - p.y) / len } : null;
}

/** The edge points around the tap, each read on the rim's plane and on the mat's. */
function edgeSamples(img: GrayImage, map: PlaneMap, mat: PlaneMap, tap: Vec2, radiusMm: number): EdgeSample[] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    const p = map.toPhoto({ x: tap.x + radiusMm * Math.cos(a), y: tap.y + radiusMm * Math.sin(a) });
    [x0, y0, x1, y1] = [Math.min(x0, p.x), Math.min(y0, p.y), Math.max(x1, p.x), Math.max(y1, p.y)];
  }
  const out: EdgeSample[] = [];
  const mmPerPx = mmPerPixelAt(map.fit.homography, tap);
  for (const e of edgePointsIn(img, { x0, y0, x1, y1 }, MIN_EDGE)) {
    const rim = onPlane(map, e.x, e.y, e.nx, e.ny);
    const foot = onPlane(mat, e.x, e.y, e.nx, e.ny);
    if (!rim || !foot || Math.hypot(rim.x - tap.x, rim.y - tap.y) > radiusMm) continue;
    const towardCamera = { x: map.fit.pose.xMm - foot.x, y: map.fit.pose.yMm - foot.y };
    // The rim's reading lies beyond the foot's, away from the camera, by the wall's full width.
    const wallPx = Math.hypot(rim.x - foot.x, rim.y - foot.y) / mmPerPx;
    out.push({ rim, foot, towardCamera, wallPx });
  }
  return out;
}

function fitShape(points: EdgeSample[], base: Base, tap: Vec2, reachMm: number): ShapeFit | null {
  switch (base.type) {
    case 'round':
      return fitCircle(points, base.diameter / 2, tap, reachMm);
    case 'square':
      return fitRect(points, base.width / 2, base.width / 2, tap, reachMm);
    case 'rect':
      return fitRect(points, base.depth / 2, base.width / 2, tap, reachMm);
  }
}

/**
 * The uncertainty (about 95%): the fit's own (2.45 σ along its worst axis, σ doubled for
 * neighbouring edge points that share their blur), the table fit's RMS corner error, the height
 * correction's share of the camera height's error (10% when the focal was assumed, 3% else), and
 * half a pixel: the blur merges the rim's edge with the side's, which moves it by up to that much
 * (measured on the synthetic photos, tests/photo-frames.test.ts).
 */
function uncertaintyOf(shape: ShapeFit, fit: TableFit, heightShiftMm: number, mmPerPx: number): number {
  const [xx, xy, yy] = shape.covariance;
  const worst = (xx + yy) / 2 + Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
  const own = 2.45 * Math.sqrt(2 * worst);
  const height = heightShiftMm * (fit.pose.focalSource === 'assumed' ? 0.1 : 0.03);
  const blur = 0.5 * mmPerPx;
  return Math.sqrt(own * own + fit.rmsMm ** 2 + height * height + blur * blur);
}

/** The base's fit near the tap, or why not. */
export function fitBase(img: GrayImage, fit: TableFit, request: BaseFitRequest): BaseFit | BaseRefusal {
  const rimMm = request.rimMm ?? DEFAULT_RIM_MM;
  const outer = outerRadiusMm(request.base);
  const reach = Math.max(8, 0.6 * outer);
  const map = new PlaneMap(fit, rimMm);
  const mat = new PlaneMap(fit, 0);
  const points = edgeSamples(img, map, mat, request.tapMm, outer + reach + 2);
  const shape = fitShape(points, request.base, request.tapMm, reach);
  if (!shape) return { kind: 'refused', reason: 'edge-not-found' };
  if (shape.coverage < MIN_COVERAGE)
    return { kind: 'refused', reason: 'rim-hidden', coverage: shape.coverage, needed: MIN_COVERAGE };
  const onMat = mat.toPlane(map.toPhoto(shape.centre));
  const heightShiftMm = Math.hypot(onMat.x - shape.centre.x, onMat.y - shape.centre.y);
  const own = uncertaintyOf(shape, fit, heightShiftMm, mmPerPixelAt(fit.homography, onMat));
  const { doubts, uncertaintyMm } = doubted(shape, own, outer, reach);
  return {
    kind: 'fit',
    centre: shape.centre,
    angleDeg: shape.angleDeg,
    uncertaintyMm,
    flagged: uncertaintyMm > FLAG_UNCERTAINTY_MM || doubts.length > 0,
    coverage: shape.coverage,
    inliers: shape.inliers,
    heightShiftMm,
    doubts,
  };
}

/**
 * The uncertainty once the doubts are counted: a rival as believable as the fit puts the base
 * anywhere between the two (the farthest any point of the outline moves from one to the other:
 * the centres' distance plus the turn's sweep of the outer radius); an outline free to slide is
 * placed no better than the search's reach.
 */
function doubted(
  shape: ShapeFit,
  ownMm: number,
  outerMm: number,
  reachMm: number,
): { doubts: FitDoubt[]; uncertaintyMm: number } {
  const doubts: FitDoubt[] = [];
  let u = ownMm;
  const rival = shape.rival;
  if (rival && rival.score >= RIVAL_SHARE) {
    doubts.push('rival');
    const sweep = 2 * outerMm * Math.sin((rival.turnDeg * Math.PI) / 360);
    u = Math.max(u, rival.distanceMm + sweep);
  }
  if (shape.slides) {
    doubts.push('slides');
    u = Math.max(u, reachMm);
  }
  return { doubts, uncertaintyMm: u };
}
