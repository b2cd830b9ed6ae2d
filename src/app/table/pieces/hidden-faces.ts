// Faces no camera can see, left out of the shapes drawn many times: the bottom of a part that
// stands on a base, a tree trunk's ends (in the floor and in the crown), a scenery body's bottom
// lid (on the table top). A software rasterizer pays for every triangle it is sent, seen or not.
import * as THREE from 'three';

/**
 * An indexed shape without its last group: three's cylinders and cones put their bottom cap last,
 * a box its -z face.
 */
export function withoutLastGroup(g: THREE.BufferGeometry): THREE.BufferGeometry {
  const last = g.groups[g.groups.length - 1];
  if (!g.index || !last || last.start + last.count !== g.index.count)
    throw new Error('withoutLastGroup: not an indexed shape ending with its last group');
  g.setIndex(Array.from(g.index.array.slice(0, last.start)));
  g.groups.pop();
  return g;
}

/**
 * An unbevelled extrusion without its bottom lid: the first half of its lids group
 * (ExtrudeGeometry writes the bottom faces, then the top ones).
 */
export function withoutBottomLid(g: THREE.BufferGeometry): THREE.BufferGeometry {
  const lids = g.groups[0];
  if (g.index || !lids || lids.start !== 0 || lids.count % 6 !== 0)
    throw new Error('withoutBottomLid: not an unbevelled extrusion');
  const skip = lids.count / 2;
  const out = new THREE.BufferGeometry();
  for (const [name, a] of Object.entries(g.attributes)) {
    const attr = a as THREE.BufferAttribute;
    out.setAttribute(name, new THREE.BufferAttribute(attr.array.slice(skip * attr.itemSize), attr.itemSize));
  }
  g.dispose();
  return out;
}
