// The Measure tool on the table: a point picked as the first end, then the segment measured between
// the two ends and its length.
import { useMemo } from 'react';
import { Billboard, Line } from '@react-three/drei';
import { measure } from '../engine';
import { cm } from '../words/i18n';
import { useStore } from '../state/store';
import { Label } from '../layout/Label';

export function MeasureOverlay() {
  const scene = useStore((s) => s.scene);
  const ends = useStore((s) => s.measure);
  const m = useMemo(() => (ends.length === 2 ? measure(scene, ends[0], ends[1]) : null), [scene, ends]);
  const first = ends[0];
  return (
    <group>
      {first?.kind === 'point' && (
        <mesh position={[first.at.x, first.at.y, 2]}>
          <sphereGeometry args={[4, 12, 8]} />
          <meshBasicMaterial color="#ffe14a" />
        </mesh>
      )}
      {m && (
        <group>
          <Line
            points={[
              [m.from.x, m.from.y, 8],
              [m.to.x, m.to.y, 8],
            ]}
            color="#ffe14a"
            lineWidth={3.5}
          />
          <mesh position={[m.from.x, m.from.y, 8]}>
            <sphereGeometry args={[3.5, 12, 8]} />
            <meshBasicMaterial color="#ffe14a" />
          </mesh>
          <mesh position={[m.to.x, m.to.y, 8]}>
            <sphereGeometry args={[3.5, 12, 8]} />
            <meshBasicMaterial color="#ffe14a" />
          </mesh>
          <Billboard position={[(m.from.x + m.to.x) / 2, (m.from.y + m.to.y) / 2, 24]}>
            <Label fontSize={17} color="#ffe14a" outlineWidth={1.8} outlineColor="#111" anchorY="bottom">
              {cm(m.distanceMm)}
            </Label>
          </Billboard>
        </group>
      )}
    </group>
  );
}
