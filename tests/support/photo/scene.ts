// A synthetic table photographed (issue 35 tests): the table, its markers, bases with real
// thickness and stand-in figures on them, and a phone camera placed over it. All in table mm
// (x along the width, y along the depth, z up), as the pipeline measures.
import type { Base } from '../../../geometry/index';
import type { TableMm } from '../../../src/photo/types';

/** What stands on a base and hides part of its rim: a box or a cylinder, offset from the centre. */
export type Figure = {
  readonly shape: 'box' | 'cylinder';
  /** Box side or cylinder diameter, mm. */
  readonly sizeMm: number;
  readonly heightMm: number;
  readonly offsetMm: readonly [number, number];
};

export type PhotoBase = {
  readonly id: string;
  readonly base: Base;
  readonly position: readonly [number, number];
  readonly facingDeg: number;
  /** The rim's height above the mat (the base's thickness). */
  readonly rimMm: number;
  readonly figure?: Figure;
};

export type PhoneCamera = {
  readonly position: readonly [number, number, number];
  readonly lookAt: readonly [number, number, number];
  readonly focal35mm: number;
  readonly width: number;
  readonly height: number;
  /** Leftover radial distortion (src/photo/lens.ts). */
  readonly k1: number;
};

export type PhotoScene = {
  readonly table: TableMm;
  readonly bases: readonly PhotoBase[];
  readonly camera: PhoneCamera;
  /** Marker ids left off the table (a hand over one, a card fallen off). */
  readonly missingMarkers?: readonly number[];
  readonly noiseSigma: number;
  readonly blurSigmaPx: number;
  readonly seed: number;
  /** Saved as a JPEG of this quality (0..100), as a phone saves it; absent: kept lossless. */
  readonly jpegQuality?: number;
};
