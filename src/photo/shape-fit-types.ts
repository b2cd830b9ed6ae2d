// What the shape fitters take and give: edge points on the rim's plane (mm) and a fitted outline.
import type { Vec2 } from './types';

/** An edge point on a plane of the table: position (mm) and the edge's unit normal there. */
export type PlanePoint = { readonly x: number; readonly y: number; readonly nx: number; readonly ny: number };

/**
 * One edge point of the photo taken to both outlines a base shows: its rim (the top, rimMm up) and
 * its foot (where its side meets the mat, seen on the near side in an oblique view). Both have the
 * base's size and the same centre in table mm; a point belongs to whichever it fits better. Fitting
 * both makes a shot from the side fit the same base as one from above: the foot's arc can no
 * longer pass for the rim's.
 */
export type EdgeSample = {
  readonly rim: PlanePoint;
  readonly foot: PlanePoint;
  /** From the foot reading toward the camera's foot on the table: only a side facing it shows its foot. */
  readonly towardCamera: Vec2;
  /** The side wall's width in photo pixels here, were the side to face the camera squarely (wall.ts). */
  readonly wallPx: number;
};

/** A fitted outline of known size: where, turned how, and how well the edge agrees with it. */
export type ShapeFit = {
  readonly centre: Vec2;
  /** The outline's turn (its first axis, the facing for a rectangle), degrees; 0 for a circle. */
  readonly angleDeg: number;
  /** Edge points that agree with the outline. */
  readonly inliers: number;
  /** Their robust spread about it, mm. */
  readonly spreadMm: number;
  /** The centre's covariance from the fit, mm² (xx, xy, yy). */
  readonly covariance: readonly [number, number, number];
  /** The share of the outline (in 36 equal parts) that some agreeing edge point lies on. */
  readonly coverage: number;
  /** The best other outline the edges allow (null when none): a fit that may have chosen wrong. */
  readonly rival: Rival | null;
  /**
   * A rectangle whose two sides across one of its axes are both (nearly) unseen: nothing holds
   * it along that axis, it could slide along its other sides (onto a neighbour in line with it).
   */
  readonly slides: boolean;
};

/** Another outline of the same size through the same edges: how far, how turned, how well they agree with it. */
export type Rival = {
  readonly distanceMm: number;
  /** Its turn from the fit's, degrees (90: a rectangle's other axis). */
  readonly turnDeg: number;
  /**
   * Its score over the fit's (≤ 1): the share of the outline the edges cover, each part counted
   * by how close its best edge point lies (1 on the outline, 0 a band's width off).
   */
  readonly score: number;
};
