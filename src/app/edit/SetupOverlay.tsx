// The outline being drawn in the Edit tool's draw mode: its corners, its sides so far and the
// closing side back to the first corner (dashed). The first corner is larger: tapping it closes.
import { Line } from '@react-three/drei';
import { useSetup } from './setup';

export function SetupOverlay() {
  const mode = useSetup((s) => s.mode);
  const corners = useSetup((s) => s.corners);
  if (mode !== 'draw' || corners.length === 0) return null;
  const pts = corners.map((p) => [p.x, p.y, 3] as [number, number, number]);
  return (
    <group raycast={() => null}>
      {corners.map((p, i) => (
        <mesh key={i} position={[p.x, p.y, 3]} raycast={() => null}>
          <sphereGeometry args={[i === 0 ? 6 : 4, 12, 8]} />
          <meshBasicMaterial color={i === 0 ? '#ffe14a' : '#ffffff'} />
        </mesh>
      ))}
      {pts.length >= 2 && <Line points={pts} color="#ffe14a" lineWidth={2.5} />}
      {pts.length >= 3 && (
        <Line points={[pts[pts.length - 1], pts[0]]} color="#ffe14a" lineWidth={1.5} dashed dashSize={6} gapSize={5} />
      )}
    </group>
  );
}
