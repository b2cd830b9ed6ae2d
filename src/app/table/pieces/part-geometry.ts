// The shapes every fighter is drawn with, made once for the table and shared by all its fighters:
// each is of unit size along the axis its fighter scales (a base's radius or sides, a figure's
// height, a head's radius), so that one merged mesh draws that part of every fighter.
import * as THREE from 'three';
import { withoutLastGroup } from './hidden-faces';
import type { PartKind } from './types';

/** A base's thickness (mm): drawing only, the rules measure bases flat. */
export const BASE_HEIGHT_MM = 4;

/** Sides of each round part: base, sight dot, figure, head (around; a head has half as many rings). */
export type Detail = { base: number; dot: number; figure: number; head: number };

/** The drawing before levels of detail: the most sides any part is given (pieces/detail.ts chooses fewer). */
export const FULL_DETAIL: Detail = { base: 40, dot: 16, figure: 12, head: 12 };

/** A cylinder or cone along z (three's stand along y). */
function upright(g: THREE.BufferGeometry): THREE.BufferGeometry {
  return g.rotateX(Math.PI / 2);
}

/** One geometry per part, centred as fighter-parts.ts places them, round ones with `d`'s sides. */
export function makePartGeometries(d: Detail): Record<PartKind, THREE.BufferGeometry> {
  return {
    roundBase: upright(new THREE.CylinderGeometry(1, 1, BASE_HEIGHT_MM, d.base)),
    boxBase: new THREE.BoxGeometry(1, 1, BASE_HEIGHT_MM),
    // the sight dot on the front of the base: its top face, where a 0.8 mm dot's top was.
    sightDot: new THREE.CircleGeometry(2.6, d.dot).translate(0, 0, 0.4),
    // A figure's bottom stands on its base.
    tower: withoutLastGroup(new THREE.BoxGeometry(11, 11, 1)),
    dome: withoutLastGroup(upright(new THREE.CylinderGeometry(5, 6, 1, d.figure))),
    spire: withoutLastGroup(upright(new THREE.ConeGeometry(8, 1, d.figure))),
    // Half as many rings as sides: the head's profile is then as fine as its outline (detail.ts).
    head: new THREE.SphereGeometry(1, d.head, Math.max(3, Math.round(d.head / 2))),
  };
}
