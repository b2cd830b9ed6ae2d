// The table itself: its top and frame, the grid over it and the deployment zones of the
// scene's line of battle. The top takes the empty table's pointer handlers from the scene.
import { useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { type Scene, sceneDeploymentZones } from '../engine';
import { sideColour } from '../layout/look';

const TABLE_THICKNESS = 18;

export function TableTop({
  scene,
  showGrid,
  onDown,
  onClick,
}: {
  scene: Scene;
  showGrid: boolean;
  onDown: (e: ThreeEvent<PointerEvent>) => void;
  onClick: (e: ThreeEvent<MouseEvent>) => void;
}) {
  const { width: w, depth: d } = scene.table;
  const grid = useMemo(() => gridGeometry(w, d), [w, d]);
  const zones = useMemo(() => deploymentZones(scene), [scene.deployment, scene.ruleset, w, d]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <group>
      <mesh position={[w / 2, d / 2, -TABLE_THICKNESS / 2]} onPointerDown={onDown} onClick={onClick} name="table">
        <boxGeometry args={[w, d, TABLE_THICKNESS]} />
        <meshLambertMaterial color="#5f7f45" />
      </mesh>
      <mesh position={[w / 2, d / 2, -TABLE_THICKNESS - 2]} name="table-frame">
        <boxGeometry args={[w + 24, d + 24, 8]} />
        <meshLambertMaterial color="#4a3626" />
      </mesh>
      {zones.map((z, i) => (
        <mesh
          key={i}
          position={[(z.x0 + z.x1) / 2, (z.y0 + z.y1) / 2, 0.2]}
          name="deployment-zone"
          raycast={() => null}
        >
          <planeGeometry args={[z.x1 - z.x0, z.y1 - z.y0]} />
          <meshBasicMaterial color={z.colour} transparent opacity={0.1} depthWrite={false} />
        </mesh>
      ))}
      {showGrid && (
        <group raycast={() => null}>
          <lineSegments geometry={grid.fine} name="grid-fine" position={[0, 0, 0.4]} raycast={() => null}>
            <lineBasicMaterial color="#dfe8c8" transparent opacity={0.16} depthWrite={false} />
          </lineSegments>
          <lineSegments geometry={grid.coarse} name="grid-coarse" position={[0, 0, 0.45]} raycast={() => null}>
            <lineBasicMaterial color="#f4f8e8" transparent opacity={0.42} depthWrite={false} />
          </lineSegments>
        </group>
      )}
    </group>
  );
}

function gridGeometry(w: number, d: number) {
  const fine: number[] = [];
  const coarse: number[] = [];
  for (let x = 0; x <= w + 1e-6; x += 10) (Math.round(x) % 100 === 0 ? coarse : fine).push(x, 0, 0, x, d, 0);
  for (let y = 0; y <= d + 1e-6; y += 10) (Math.round(y) % 100 === 0 ? coarse : fine).push(0, y, 0, w, y, 0);
  const mk = (a: number[]) => {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.Float32BufferAttribute(a, 3));
    return g;
  };
  return { fine: mk(fine), coarse: mk(coarse) };
}

/** the deployment zones of the scene's line of battle, from the engine, as rectangles. */
function deploymentZones(scene: Scene) {
  const dep = scene.deployment;
  if (!dep) return [];
  const zones = sceneDeploymentZones(scene);
  return [zones.low, zones.high]
    .filter((z) => z.points.length >= 3)
    .map((z) => {
      const xs = z.points.map((p) => p.x);
      const ys = z.points.map((p) => p.y);
      return {
        x0: Math.min(...xs),
        x1: Math.max(...xs),
        y0: Math.min(...ys),
        y1: Math.max(...ys),
        colour: sideColour(scene, z.side ?? dep.sides.low),
      };
    });
}
