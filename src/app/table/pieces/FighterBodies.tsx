// Every fighter's body on the table — base, sight dot, figure and head — drawn as one
// merged mesh per kind of part (merged-part-mesh.ts): seven draw calls at most, for 16 fighters as
// for 1,000.
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import type { FighterSpec } from '../../engine';
import { FighterParts, type FighterLook } from './fighter-parts';
import { makePartGeometries } from './part-geometry';
import { PART_KINDS, type PartKind } from './types';
import { type Detail, FULL_DETAIL } from './part-geometry';
import { DetailWatch } from '../table-overlays';
import { MergedPart } from './MergedPart';

/** The shared shapes (one set per level of detail, made the first time it is needed) and materials. */
class PartKit {
  private readonly byDetail = new Map<string, Record<PartKind, THREE.BufferGeometry>>();
  // Each part's colour is written at its vertices.
  readonly lit = new THREE.MeshLambertMaterial({ vertexColors: true });
  readonly unlit = new THREE.MeshBasicMaterial({ vertexColors: true });

  materialOf(kind: PartKind): THREE.Material {
    // The sight dot is unlit: as bright seen from any side.
    return kind === 'sightDot' ? this.unlit : this.lit;
  }

  geometriesFor(d: Detail): Record<PartKind, THREE.BufferGeometry> {
    const key = `${d.base}/${d.dot}/${d.figure}/${d.head}`;
    let set = this.byDetail.get(key);
    if (!set) this.byDetail.set(key, (set = makePartGeometries(d)));
    return set;
  }

  dispose(): void {
    for (const set of this.byDetail.values()) for (const g of Object.values(set)) g.dispose();
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
  const [detail, setDetail] = useState<Detail>(FULL_DETAIL);
  const geometries = kit.geometriesFor(detail);
  const down = (owner: number, e: ThreeEvent<PointerEvent>) => onDown(fighters[owner], e);
  return (
    <group>
      <Suspense fallback={null}>
        <DetailWatch fighters={fighters} detail={detail} onChange={setDetail} />
      </Suspense>
      {PART_KINDS.map((kind) => (
        <MergedPart
          key={kind}
          name={`fighter-${kind}`}
          geometry={geometries[kind]}
          material={kit.materialOf(kind)}
          set={parts.sets[kind]}
          onDown={down}
        />
      ))}
    </group>
  );
}
