// A scenery piece drawn on its own (the one selected or dragged; the others are merged,
// pieces/SceneryLayers.tsx): its body raised to its height, a house's roof, a wood's trees or the
// rocks, and its outline. Its label is drawn with the others (pieces/SceneryLabels.tsx).
import { memo, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import type { ScenerySpec } from '../engine';
import { SCENERY_COLOURS, sceneryHeightMm } from '../layout/look';
import { outlinePoints, sceneryShape, scatter } from './scenery-shape';
import { sceneryClick } from './pieces/scenery-click';
import { sceneryBounds } from '../edit/scenery-bounds';

export const SceneryPiece = memo(function SceneryPiece({
  spec,
  selected,
  onDown,
}: {
  spec: ScenerySpec;
  selected: boolean;
  onDown: (s: ScenerySpec, e: ThreeEvent<PointerEvent>) => void;
}) {
  const h = sceneryHeightMm(spec);
  const colour = SCENERY_COLOURS[spec.kind];
  const shape = useMemo(() => sceneryShape(spec), [spec]);
  const outline = useMemo(() => outlinePoints(spec, 1.2), [spec]);
  const isWood = spec.kind === 'copse' || spec.kind === 'forest' || spec.kind === 'tree';
  const body = isWood ? 3 : h;
  return (
    <group onPointerDown={(e) => onDown(spec, e)} onClick={sceneryClick} name={`scenery-${spec.id}`}>
      <mesh>
        <extrudeGeometry args={[shape, { depth: body, bevelEnabled: false }]} />
        <meshLambertMaterial
          color={colour}
          transparent={spec.kind === 'ruin' || !spec.blocksSight}
          opacity={spec.kind === 'ruin' ? 0.85 : !spec.blocksSight ? 0.6 : 1}
        />
      </mesh>
      {spec.kind === 'house' && <Roof spec={spec} wallH={h} />}
      {isWood && <Trees spec={spec} heightMm={h} />}
      {spec.kind === 'rocks' && <Rocks spec={spec} heightMm={h} />}
      <Line
        points={outline.map((p) => [p.x, p.y, (isWood ? 3 : h) + 0.6] as [number, number, number])}
        color={selected ? '#ffe14a' : '#2b2b2b'}
        lineWidth={selected ? 3 : 1.2}
      />
    </group>
  );
});

function Roof({ spec, wallH }: { spec: ScenerySpec; wallH: number }) {
  if (spec.shape.type !== 'polygon') return null;
  const { cx, cy, w, h: d } = sceneryBounds(spec);
  const rh = Math.min(w, d) * 0.3;
  // A hip roof: a four-sided cone turned to the axes and stretched over the walls.
  return (
    <group position={[cx, cy, wallH + rh / 2]} scale={[w / Math.SQRT2, d / Math.SQRT2, 1]}>
      <group rotation={[0, 0, Math.PI / 4]}>
        <mesh rotation={[Math.PI / 2, 0, 0]}>
          <coneGeometry args={[1, rh, 4, 1]} />
          <meshLambertMaterial color="#8c3b2e" flatShading />
        </mesh>
      </group>
    </group>
  );
}

function Trees({ spec, heightMm }: { spec: ScenerySpec; heightMm: number }) {
  const spots = useMemo(() => scatter(spec, 34), [spec]);
  return (
    <group>
      {spots.map((p, i) => (
        <group key={i} position={[p.x, p.y, 0]}>
          <mesh position={[0, 0, heightMm * 0.15]} rotation={[Math.PI / 2, 0, 0]}>
            <cylinderGeometry args={[3, 4, heightMm * 0.3, 6]} />
            <meshLambertMaterial color="#5b4127" />
          </mesh>
          <mesh position={[0, 0, heightMm * 0.62]} rotation={[Math.PI / 2, 0, 0]}>
            <coneGeometry args={[14 + (i % 3) * 2, heightMm * 0.7, 8]} />
            <meshLambertMaterial color={i % 2 ? '#2f6b2a' : '#3d7f33'} flatShading />
          </mesh>
        </group>
      ))}
    </group>
  );
}

function Rocks({ spec, heightMm }: { spec: ScenerySpec; heightMm: number }) {
  const spots = useMemo(() => scatter(spec, 30), [spec]);
  return (
    <group>
      {spots.map((p, i) => (
        <mesh key={i} position={[p.x, p.y, heightMm * 0.8]} rotation={[i, i * 2, i * 3]} scale={[1, 1.2, 0.8]}>
          <dodecahedronGeometry args={[12 + (i % 3) * 3, 0]} />
          <meshLambertMaterial color="#8a8a84" flatShading />
        </mesh>
      ))}
    </group>
  );
}
