// Photo pixels ↔ table mm at a height above the mat (issue 35). The homography knows the mat's
// plane only; a point h mm up is seen along the ray from the camera, which meets the mat at
// N + (p − N)·Hc/(Hc − h) (N the camera's foot on the table, Hc its height): on every plane
// parallel to the mat the view is the mat's view scaled about N, exactly.
import { distort, undistort } from './lens';
import { applyH, mat3Inverse } from './linalg';
import type { TableFit } from './table-fit';
import type { Mat3, Vec2 } from './types';

export class PlaneMap {
  private readonly toTable: Mat3;

  constructor(
    readonly fit: TableFit,
    readonly heightMm: number,
  ) {
    this.toTable = mat3Inverse(fit.homography);
  }

  /** The ratio of a length on this plane to its shadow on the mat as seen from the camera. */
  private get scale(): number {
    const hc = this.fit.pose.heightMm;
    return (hc - this.heightMm) / hc;
  }

  /** The point on this plane that a photo pixel shows. */
  toPlane(px: Vec2): Vec2 {
    const onMat = applyH(this.toTable, undistort(this.fit.lens, px));
    const { xMm, yMm } = this.fit.pose;
    const s = this.scale;
    return { x: xMm + (onMat.x - xMm) * s, y: yMm + (onMat.y - yMm) * s };
  }

  /** Where a point of this plane appears in the photo. */
  toPhoto(p: Vec2): Vec2 {
    const { xMm, yMm } = this.fit.pose;
    const s = this.scale;
    const onMat = { x: xMm + (p.x - xMm) / s, y: yMm + (p.y - yMm) / s };
    return distort(this.fit.lens, applyH(this.fit.homography, onMat));
  }
}
