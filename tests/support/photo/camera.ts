// The synthetic phone camera: its axes in table mm, and pixels to rays and back (pinhole + lens.ts).
import { distort, undistort } from '../../../src/photo/lens';
import { focalPxOf35mm } from '../../../src/photo/pose';
import type { Lens, Vec2 } from '../../../src/photo/types';
import type { PhoneCamera } from './scene';

export type V3 = [number, number, number];

const sub3 = (a: readonly number[], b: readonly number[]): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross3 = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit3 = (a: V3): V3 => {
  const n = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / n, a[1] / n, a[2] / n];
};

/** A camera ready to cast rays: x right, y down, z forward in the image; image up toward the table's +y. */
export class CameraRig {
  readonly origin: V3;
  readonly right: V3;
  readonly down: V3;
  readonly forward: V3;
  readonly focalPx: number;
  readonly lens: Lens;

  constructor(readonly spec: PhoneCamera) {
    this.origin = [...spec.position];
    this.forward = unit3(sub3(spec.lookAt, spec.position));
    this.right = unit3(cross3(this.forward, [0, 1, 0]));
    this.down = cross3(this.forward, this.right);
    this.focalPx = focalPxOf35mm(spec.focal35mm, spec.width, spec.height);
    this.lens = {
      cx: spec.width / 2,
      cy: spec.height / 2,
      halfDiagPx: Math.hypot(spec.width, spec.height) / 2,
      k1: spec.k1,
    };
  }

  /** The (unnormalised) direction of the ray through a photo pixel. */
  rayThrough(px: number, py: number): V3 {
    const u = undistort(this.lens, { x: px, y: py });
    const a = (u.x - this.lens.cx) / this.focalPx;
    const b = (u.y - this.lens.cy) / this.focalPx;
    return [
      this.forward[0] + a * this.right[0] + b * this.down[0],
      this.forward[1] + a * this.right[1] + b * this.down[1],
      this.forward[2] + a * this.right[2] + b * this.down[2],
    ];
  }

  /** Where a table point (mm, z up) appears in the photo. */
  project(p: readonly [number, number, number]): Vec2 {
    const d = sub3(p, this.origin);
    const z = d[0] * this.forward[0] + d[1] * this.forward[1] + d[2] * this.forward[2];
    const x = d[0] * this.right[0] + d[1] * this.right[1] + d[2] * this.right[2];
    const y = d[0] * this.down[0] + d[1] * this.down[1] + d[2] * this.down[2];
    return distort(this.lens, { x: this.lens.cx + (this.focalPx * x) / z, y: this.lens.cy + (this.focalPx * y) / z });
  }
}
