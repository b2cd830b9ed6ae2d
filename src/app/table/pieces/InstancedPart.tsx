// One kind of part (every fighter's base, or every sight dot…) as one instanced mesh: one draw
// call however many fighters stand on the table. A press is turned back into its fighter by the
// instance it hit (three's instanceId), so picking stays exact per fighter.
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { stop } from '../pointer';
import type { PartSet } from './types';

/** Room for this many instances: powers of two, so that a growing table rarely makes a new mesh. */
export function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(count)));
}

type Props = {
  name: string;
  geometry: THREE.BufferGeometry;
  material: THREE.Material;
  set: PartSet;
  /** The press on instance k is the press on fighter `set.owners[k]`. */
  onDown?: (owner: number, e: ThreeEvent<PointerEvent>) => void;
  /** What a click on the layer does; by default it stops there (it was meant for the piece). */
  onClick?: (e: ThreeEvent<MouseEvent>) => void;
};

export function InstancedPart({ name, geometry, material, set, onDown, onClick = stop }: Props) {
  const invalidate = useThree((s) => s.invalidate);
  const capacity = capacityFor(set.owners.length);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mesh = useMemo(() => new THREE.InstancedMesh(geometry, material, capacity), [material, capacity]);
  // A new level of detail swaps the shape, not the mesh.
  mesh.geometry = geometry;
  useLayoutEffect(() => {
    mesh.count = set.owners.length;
    mesh.visible = mesh.count > 0;
    (mesh.instanceMatrix.array as Float32Array).set(set.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    if (!mesh.instanceColor) mesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
    (mesh.instanceColor.array as Float32Array).set(set.colours);
    mesh.instanceColor.needsUpdate = true;
    // The whole layer's bounds, for frustum culling and for the raycaster's first test.
    mesh.computeBoundingSphere();
    invalidate();
  }, [mesh, set, capacity, geometry, invalidate]);
  useEffect(() => () => mesh.dispose(), [mesh]);
  const down = onDown
    ? (e: ThreeEvent<PointerEvent>) => {
        const owner = e.instanceId === undefined ? undefined : set.owners[e.instanceId];
        if (owner !== undefined) onDown(owner, e);
      }
    : undefined;
  return <primitive object={mesh} name={name} onPointerDown={down} onClick={onDown ? onClick : undefined} />;
}
