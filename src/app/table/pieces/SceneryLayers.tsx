// The table's scenery in a handful of draw calls: bodies merged by look, trees, rocks and roofs
// merged by shape, outlines as one plain geometry of wide segments (scenery-parts.ts, flat-segments.ts).
// The piece being dragged is lifted out and merged on its own, so that a drag moves it without
// rebuilding any geometry; the selected one's outline stands out.
import { useEffect, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type * as THREE from 'three';
import type { ScenerySpec } from '../../engine';
import { sceneryClick } from './scenery-click';
import { MergedPart } from './MergedPart';
import { FlatSegments } from './FlatSegments';
import { SceneryKit } from './scenery-kit';
import {
  BODY_LOOKS,
  INSTANCE_KINDS,
  type MergedBodies,
  SceneryInstances,
  bodyLook,
  mergeBodies,
  outlineSegments,
  ownerOfTriangle,
} from './scenery-parts';

type Down = (s: ScenerySpec, e: ThreeEvent<PointerEvent>) => void;

export function SceneryLayers({
  scenery,
  selectedId,
  draggedId,
  offset,
  onDown,
}: {
  scenery: readonly ScenerySpec[];
  selectedId: string | null;
  /** The piece being dragged, drawn on its own at `offset` (mm) from where it stands. */
  draggedId: string | null;
  offset: readonly [number, number];
  onDown: Down;
}) {
  const kit = useMemo(() => new SceneryKit(), []);
  useEffect(() => () => kit.dispose(), [kit]);
  const pieces = useMemo(() => scenery.map((s, owner) => ({ s, owner })), [scenery]);
  const resting = useMemo(() => pieces.filter((p) => p.s.id !== draggedId), [pieces, draggedId]);
  const dragged = useMemo(() => pieces.filter((p) => p.s.id === draggedId), [pieces, draggedId]);
  // The selected piece keeps its mesh (a press then a click must land on the same object): only
  // its outline is drawn again over the merged one, thicker and yellow.
  const selected = useMemo(
    () => outlineSegments(pieces.filter((p) => p.s.id === selectedId && p.s.id !== draggedId)),
    [pieces, selectedId, draggedId],
  );
  const byOwner = (owner: number, e: ThreeEvent<PointerEvent>) => onDown(scenery[owner], e);
  return (
    <group>
      <SceneryGroup kit={kit} pieces={resting} outline={PLAIN_OUTLINE} onDown={byOwner} />
      {selected.length > 0 && (
        <FlatSegments
          ends={selected}
          colour={SELECTED_OUTLINE.colour}
          widthPx={SELECTED_OUTLINE.widthPx}
          name="scenery-outline-selected"
        />
      )}
      {dragged.length > 0 && (
        <group position={[offset[0], offset[1], 0]}>
          <SceneryGroup
            kit={kit}
            pieces={dragged}
            outline={draggedId === selectedId ? SELECTED_OUTLINE : PLAIN_OUTLINE}
            onDown={byOwner}
          />
        </group>
      )}
    </group>
  );
}

type Outline = { colour: string; widthPx: number };
const PLAIN_OUTLINE: Outline = { colour: '#2b2b2b', widthPx: 1.2 };
const SELECTED_OUTLINE: Outline = { colour: '#ffe14a', widthPx: 3 };

/** Pieces merged: a mesh per body look, a mesh per shape of tree, rock or roof, one outline. */
function SceneryGroup({
  kit,
  pieces,
  outline,
  onDown,
}: {
  kit: SceneryKit;
  pieces: readonly { s: ScenerySpec; owner: number }[];
  outline: Outline;
  onDown: (owner: number, e: ThreeEvent<PointerEvent>) => void;
}) {
  const merged = useMemo(() => {
    const bodies = BODY_LOOKS.map((look) => mergeBodies(pieces.filter((p) => bodyLook(p.s) === look)));
    return { bodies, instances: new SceneryInstances(pieces), outline: outlineSegments(pieces) };
  }, [pieces]);
  useEffect(() => () => merged.bodies.forEach((b) => b.geometry.dispose()), [merged]);
  return (
    <>
      {merged.bodies.map((b, k) => (
        <MergedBody key={BODY_LOOKS[k]} bodies={b} material={kit.bodies[BODY_LOOKS[k]]} onDown={onDown} />
      ))}
      {INSTANCE_KINDS.map((kind) => (
        <MergedPart
          key={kind}
          name={`scenery-${kind}`}
          geometry={kit.geometries[kind]}
          material={kit.materialOf(kind)}
          set={merged.instances.sets[kind]}
          onDown={onDown}
          onClick={sceneryClick}
        />
      ))}
      {merged.outline.length > 0 && (
        <FlatSegments ends={merged.outline} colour={outline.colour} widthPx={outline.widthPx} name="scenery-outline" />
      )}
    </>
  );
}

function MergedBody({
  bodies,
  material,
  onDown,
}: {
  bodies: MergedBodies;
  material: THREE.Material;
  onDown: (owner: number, e: ThreeEvent<PointerEvent>) => void;
}) {
  if (bodies.owners.length === 0) return null;
  const down = (e: ThreeEvent<PointerEvent>) => {
    const owner = e.faceIndex === undefined || e.faceIndex === null ? undefined : ownerOfTriangle(bodies, e.faceIndex);
    if (owner !== undefined) onDown(owner, e);
  };
  return (
    <mesh
      geometry={bodies.geometry}
      material={material}
      name="scenery-bodies"
      onPointerDown={down}
      onClick={sceneryClick}
    />
  );
}
