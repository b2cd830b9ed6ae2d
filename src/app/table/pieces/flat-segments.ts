// Wide line segments (three's LineSegments2: a width in screen pixels) as one plain geometry:
// each segment's eight corners and its body's two triangles written out, its two ends repeated at each
// corner, in place of one instance per segment. A software rasterizer sets up every instance as a
// draw of its own (~20 µs each): the 250-fighter table's 1,410 outline segments cost 30 ms a
// frame drawn as instances, under 1 ms drawn in one piece. LineMaterial's shader is unchanged: it
// reads per corner the `instanceStart` and `instanceEnd` it read per instance.
import * as THREE from 'three';
import { LineSegmentsGeometry } from 'three-stdlib';
import type { Point3 } from './ring-points';

/** LineSegmentsGeometry's template: the corners of one segment and its triangles. */
const TEMPLATE = new LineSegmentsGeometry();
const CORNER_POSITIONS = TEMPLATE.getAttribute('position').array as Float32Array;
const CORNER_UVS = TEMPLATE.getAttribute('uv').array as Float32Array;
const CORNERS = TEMPLATE.getAttribute('position').count;
/**
 * The segment's body alone (corners 2 to 5, between its ends), not its round caps (corners 0, 1,
 * 6, 7): a cap reaches half the width past an end, 0.6 of a pixel for the 1.2 px outline, and
 * the next segment of the outline starts there. A third of the triangles.
 */
const TEMPLATE_INDEX = [2, 4, 3, 4, 5, 3];

/** The segments a0–b0, a1–b1, … (`ends` in pairs) as one geometry that LineMaterial draws. */
export function flatSegmentsGeometry(ends: readonly Point3[]): THREE.BufferGeometry {
  const segments = Math.floor(ends.length / 2);
  const position = new Float32Array(segments * CORNER_POSITIONS.length);
  const uv = new Float32Array(segments * CORNER_UVS.length);
  const start = new Float32Array(segments * CORNERS * 3);
  const end = new Float32Array(segments * CORNERS * 3);
  const index = new Uint32Array(segments * TEMPLATE_INDEX.length);
  for (let s = 0; s < segments; s++) {
    position.set(CORNER_POSITIONS, s * CORNER_POSITIONS.length);
    uv.set(CORNER_UVS, s * CORNER_UVS.length);
    for (let c = 0; c < CORNERS; c++) {
      start.set(ends[2 * s], (s * CORNERS + c) * 3);
      end.set(ends[2 * s + 1], (s * CORNERS + c) * 3);
    }
    for (let k = 0; k < TEMPLATE_INDEX.length; k++)
      index[s * TEMPLATE_INDEX.length + k] = TEMPLATE_INDEX[k] + s * CORNERS;
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(position, 3));
  g.setAttribute('uv', new THREE.BufferAttribute(uv, 2));
  g.setAttribute('instanceStart', new THREE.BufferAttribute(start, 3));
  g.setAttribute('instanceEnd', new THREE.BufferAttribute(end, 3));
  g.setIndex(new THREE.BufferAttribute(index, 1));
  // The bounds of the segments themselves (the corners are only the template's -1..2 square).
  g.boundingBox = new THREE.Box3().setFromArray(ends.flat());
  g.boundingSphere = g.boundingBox.getBoundingSphere(new THREE.Sphere());
  return g;
}
