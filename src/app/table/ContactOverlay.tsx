// The Contact tool on the table: a line between each pair of fighters in contact and a dot where
// they touch (red for enemies, amber when neither touches with its sight, blue for friends).
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { contacts } from '../engine';
import { useStore } from '../state/store';

export function ContactOverlay() {
  const scene = useStore((s) => s.scene);
  const report = useMemo(() => contacts(scene), [scene]);
  return (
    <group>
      {report.links.map((l) => {
        const a = scene.fighters.find((f) => f.id === l.a)!;
        const b = scene.fighters.find((f) => f.id === l.b)!;
        const warn = l.enemies && !l.aSightTouches && !l.bSightTouches;
        const colour = !l.enemies ? '#9fd7ff' : warn ? '#ffb020' : '#ff4a4a';
        return (
          <group key={`${l.a}-${l.b}`}>
            <Line
              points={[
                [a.position[0], a.position[1], 12],
                [b.position[0], b.position[1], 12],
              ]}
              color={colour}
              lineWidth={3}
              dashed={!l.enemies}
              dashSize={5}
              gapSize={4}
            />
            <mesh position={[l.point.x, l.point.y, 6]}>
              <sphereGeometry args={[warn ? 6 : 4, 12, 8]} />
              <meshBasicMaterial color={colour} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}
