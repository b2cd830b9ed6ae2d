// Every fighter's body on the table — base, sight dot, figure and head — drawn as one
// instanced mesh per kind of part: seven draw calls at most, for 16 fighters as for 1,000.
import { useEffect, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import type { FighterSpec } from '../../engine';
import { FighterParts, type FighterLook } from './fighter-parts';
import { PART_KINDS, type PartKind } from './types';
import { makePartGeometries } from './part-geometry';
import { InstancedPart } from './InstancedPart';

/** The shared shapes and materials, made once for the table and let go with it. */
class PartKit {
  readonly geometries = makePartGeometries();
  readonly lit = new THREE.MeshLambertMaterial();
  readonly unlit = new THREE.MeshBasicMaterial();

  materialOf(kind: PartKind): THREE.Material {
    // The sight dot is unlit: as bright seen from any side.
    return kind === 'sightDot' ? this.unlit : this.lit;
  }

  dispose(): void {
    for (const g of Object.values(this.geometries)) g.dispose();
    this.lit.dispose();
    this.unlit.dispose();
  }
}

export function FighterBodies({
  fighters,
  looks,
  onDown,
}: {
  fighters: readonly FighterSpec[];
  looks: readonly FighterLook[];
  onDown: (f: FighterSpec, e: ThreeEvent<PointerEvent>) => void;
}) {
  const kit = useMemo(() => new PartKit(), []);
  useEffect(() => () => kit.dispose(), [kit]);
  const parts = useMemo(() => new FighterParts(fighters, looks), [fighters, looks]);
  const down = (owner: number, e: ThreeEvent<PointerEvent>) => onDown(fighters[owner], e);
  return (
    <group>
      {PART_KINDS.map((kind) => (
        <InstancedPart
          key={kind}
          name={`fighter-${kind}`}
          geometry={kit.geometries[kind]}
          material={kit.materialOf(kind)}
          set={parts.sets[kind]}
          onDown={down}
        />
      ))}
    </group>
  );
}
