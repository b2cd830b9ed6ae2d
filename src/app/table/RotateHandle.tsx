// The handle that turns the selected fighter about its sight in the Move tool. The fighters
// themselves are drawn all at once, a mesh per kind of part (pieces/FighterBodies.tsx).
import { Line } from '@react-three/drei';
import { type FighterSpec, sightPoint } from '../engine';
import { stop } from './pointer';
import type { useDrag } from './drag';

export function RotateHandle({ f, drag }: { f: FighterSpec; drag: ReturnType<typeof useDrag> }) {
  const sp = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
  const u = { x: Math.cos((f.facing * Math.PI) / 180), y: Math.sin((f.facing * Math.PI) / 180) };
  const r = 26;
  const knob = { x: sp.x + u.x * r, y: sp.y + u.y * r };
  return (
    <group>
      <Line
        points={[
          [sp.x, sp.y, 5],
          [knob.x, knob.y, 5],
        ]}
        color="#ffe14a"
        lineWidth={2}
      />
      <mesh
        position={[knob.x, knob.y, 5]}
        name="rotate-handle"
        onClick={stop}
        onPointerDown={(e) => {
          e.stopPropagation();
          drag('rotate', f.id, e);
        }}
      >
        <sphereGeometry args={[5, 16, 12]} />
        <meshLambertMaterial color="#ffe14a" emissive="#7a6410" />
      </mesh>
    </group>
  );
}
