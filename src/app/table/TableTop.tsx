// The table itself: its top (the grid drawn in its material, table-top-material.ts) and frame,
// and the deployment zones of the scene's line of battle. The top takes the empty table's
// pointer handlers from the scene.
import { useEffect, useMemo } from 'react';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { type Scene, sceneDeploymentZones } from '../engine';
import { sideColour } from '../layout/look';
import { TableTopMaterial } from './table-top-material';

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
  const invalidate = useThree((s) => s.invalidate);
  const top = useMemo(() => new TableTopMaterial('#5f7f45'), []);
  useEffect(() => () => top.dispose(), [top]);
  useEffect(() => {
    top.fit(w, d, TABLE_THICKNESS);
    top.show(showGrid);
    invalidate();
  }, [top, w, d, showGrid, invalidate]);
  const zones = useMemo(() => deploymentZones(scene), [scene.deployment, scene.ruleset, w, d]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <group>
      <mesh
        position={[w / 2, d / 2, -TABLE_THICKNESS / 2]}
        material={top}
        onPointerDown={onDown}
        onClick={onClick}
        name="table"
      >
        <boxGeometry args={[w, d, TABLE_THICKNESS]} />
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
    </group>
  );
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
