// One kind of part (every fighter's base, or every sight dot…) as one merged mesh: one draw call
// however many pieces stand on the table (merged-part-mesh.ts). A press is turned back into its
// piece by the part it hit (`instanceId`, as three's instanced meshes name it), so that picking
// stays exact per piece.
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { stop } from '../pointer';
import { MergedPartMesh } from './merged-part-mesh';
import type { PartSet } from './types';

type Props = {
  name: string;
  geometry: THREE.BufferGeometry;
  material: THREE.Material;
  set: PartSet;
  /** The press on part k is the press on piece `set.owners[k]`. */
  onDown?: (owner: number, e: ThreeEvent<PointerEvent>) => void;
  /** What a click on the layer does; by default it stops there (it was meant for the piece). */
  onClick?: (e: ThreeEvent<MouseEvent>) => void;
};

export function MergedPart({ name, geometry, material, set, onDown, onClick = stop }: Props) {
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useMemo(() => new MergedPartMesh(material), [material]);
  useLayoutEffect(() => {
    // Only the parts that moved or changed colour are written again (a drag: one fighter's).
    if (mesh.show(geometry, set) > 0) invalidate();
  }, [mesh, set, geometry, invalidate]);
  useEffect(() => () => mesh.geometry.dispose(), [mesh]);
  const down = onDown
    ? (e: ThreeEvent<PointerEvent>) => {
        const owner = e.instanceId === undefined ? undefined : set.owners[e.instanceId];
        if (owner !== undefined) onDown(owner, e);
      }
    : undefined;
  return <primitive object={mesh} name={name} onPointerDown={down} onClick={onDown ? onClick : undefined} />;
}
