// Every fighter's body on the table — base, sight dot, figure and head — drawn as one
// instanced mesh per kind of part: seven draw calls at most, for 16 fighters as for 1,000.
import { useEffect, useMemo, useState } from 'react';
import { type ThreeEvent, useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import type { FighterSpec } from '../../engine';
import { FighterParts, type FighterLook } from './fighter-parts';
import { PART_KINDS, type PartKind } from './types';
import { makePartGeometries } from './part-geometry';
import { type Detail, FULL_DETAIL, type RoundSizes, detailFor, largestPxPerMm } from './detail';
import { useStore } from '../../state/store';
import { figureHeightMm } from '../../layout/look';
import { InstancedPart } from './InstancedPart';

/** The shared shapes (one set per level of detail, made the first time it is needed) and materials. */
class PartKit {
  private readonly byDetail = new Map<string, Record<PartKind, THREE.BufferGeometry>>();
  readonly lit = new THREE.MeshLambertMaterial();
  readonly unlit = new THREE.MeshBasicMaterial();

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
  const detail = useDetail(fighters);
  const geometries = kit.geometriesFor(detail);
  const down = (owner: number, e: ThreeEvent<PointerEvent>) => onDown(fighters[owner], e);
  return (
    <group>
      {PART_KINDS.map((kind) => (
        <InstancedPart
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

/** The largest base and head on the table (mm), which the detail must draw true to half a pixel. */
function roundSizes(fighters: readonly FighterSpec[]): RoundSizes {
  let baseRadiusMm = 0;
  let sizeMost = 0;
  for (const f of fighters) {
    baseRadiusMm = Math.max(baseRadiusMm, f.base.type === 'round' ? f.base.diameter / 2 : 0);
    sizeMost = Math.max(sizeMost, f.size);
  }
  return { baseRadiusMm, headRadiusMm: 0.14 * figureHeightMm(sizeMost) };
}

/** The detail the camera's view needs, checked before each frame; a change re-renders (rarely: zooming). */
function useDetail(fighters: readonly FighterSpec[]): Detail {
  const sizes = useMemo(() => roundSizes(fighters), [fighters]);
  const table = useStore((s) => s.scene.table);
  const heightPx = useThree((s) => s.size.height);
  const [detail, setDetail] = useState<Detail>(FULL_DETAIL);
  useFrame(({ camera }) => {
    // Figures stand at most 14 + 11 x 5 mm, flyers 60 mm up: the box the table's parts lie in.
    const pxPerMm = largestPxPerMm(camera, table.width, table.depth, 140, heightPx);
    const next = detailFor(pxPerMm, sizes);
    if (
      next.base !== detail.base ||
      next.dot !== detail.dot ||
      next.figure !== detail.figure ||
      next.head !== detail.head
    )
      setDetail(next);
  });
  return detail;
}
