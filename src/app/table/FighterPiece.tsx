// A fighter on the table: its base, the sight dot, a figure, the selection ring and its label; and
// the handle that turns the selected fighter about its sight in the Move tool.
import { memo, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import * as THREE from 'three';
import { type FighterSpec, fighterFootprint, halfDepthMm, sightPoint } from '../engine';
import { figureHeightMm } from '../layout/look';
import { CrowdLabel } from '../layout/CrowdLabel';
import { labelText } from '../edit/picking';
import { stop } from './pointer';
import type { useDrag } from './drag';

const BASE_HEIGHT = 4;

export const FighterPiece = memo(function FighterPiece({
  spec,
  colour,
  shape,
  selected,
  target,
  onDown,
}: {
  spec: FighterSpec;
  colour: string;
  shape: string;
  selected: boolean;
  target: boolean;
  onDown: (f: FighterSpec, e: ThreeEvent<PointerEvent>) => void;
}) {
  const rad = (spec.facing * Math.PI) / 180;
  const h = figureHeightMm(spec.size);
  const hd = halfDepthMm(spec.base);
  const z0 = spec.level === 1 ? 60 : 0;
  const ring = useMemo(() => {
    const fp = fighterFootprint({ ...spec, position: [0, 0], facing: 0 });
    if (fp.kind === 'circle') {
      const pts: [number, number, number][] = [];
      for (let i = 0; i <= 40; i++) {
        const a = (i / 40) * Math.PI * 2;
        pts.push([Math.cos(a) * (fp.radiusMm + 3), Math.sin(a) * (fp.radiusMm + 3), 1]);
      }
      return pts;
    }
    const pts = fp.points.map(
      (p) =>
        [p.x * (1 + 6 / Math.max(1, Math.hypot(p.x, p.y))), p.y * (1 + 6 / Math.max(1, Math.hypot(p.x, p.y))), 1] as [
          number,
          number,
          number,
        ],
    );
    return [...pts, pts[0]];
  }, [spec]);
  const label = labelText(spec.id, spec.name);
  return (
    <group position={[spec.position[0], spec.position[1], z0]} name={`fighter-${spec.id}`}>
      <group rotation={[0, 0, rad]} onPointerDown={(e) => onDown(spec, e)} onClick={stop}>
        {spec.base.type === 'round' ? (
          <mesh position={[0, 0, BASE_HEIGHT / 2]} rotation={[Math.PI / 2, 0, 0]}>
            <cylinderGeometry args={[spec.base.diameter / 2, spec.base.diameter / 2, BASE_HEIGHT, 40]} />
            <meshLambertMaterial color={colour} />
          </mesh>
        ) : (
          <mesh position={[0, 0, BASE_HEIGHT / 2]}>
            <boxGeometry
              args={[spec.base.type === 'square' ? spec.base.width : spec.base.depth, spec.base.width, BASE_HEIGHT]}
            />
            <meshLambertMaterial color={colour} />
          </mesh>
        )}
        {/* the sight dot on the front of the base, always drawn. */}
        <mesh position={[hd - 2.6, 0, BASE_HEIGHT + 0.3]} rotation={[Math.PI / 2, 0, 0]}>
          <cylinderGeometry args={[2.6, 2.6, 0.8, 16]} />
          <meshBasicMaterial color="#fffbe6" />
        </mesh>
        <Figure shape={shape} colour={colour} heightMm={h} />
      </group>
      {(selected || target) && (
        <Line points={ring} color={selected ? '#ffe14a' : '#ff5cf0'} lineWidth={3} rotation={[0, 0, rad]} />
      )}
      <CrowdLabel
        position={[0, 0, h + BASE_HEIGHT + 10]}
        text={label}
        shortText={spec.id}
        fontSize={selected ? 19 : 15}
        rank={selected ? 'selected' : target ? 'target' : 'fighter'}
        color={selected ? '#ffe14a' : '#ffffff'}
        outlineWidth={1.5}
        outlineColor="#111111"
      />
    </group>
  );
});

/** A simple figure whose height reflects its size; its shape tells the sides apart without colour. */
function Figure({ shape, colour, heightMm }: { shape: string; colour: string; heightMm: number }) {
  const body = heightMm * 0.72;
  const head = heightMm * 0.14;
  const light = useMemo(() => new THREE.Color(colour).lerp(new THREE.Color('#ffffff'), 0.12).getStyle(), [colour]);
  return (
    <group position={[-1, 0, BASE_HEIGHT]}>
      {shape === 'tower' ? (
        <mesh position={[0, 0, body / 2]}>
          <boxGeometry args={[11, 11, body]} />
          <meshLambertMaterial color={light} />
        </mesh>
      ) : shape === 'dome' ? (
        <mesh position={[0, 0, body / 2]} rotation={[Math.PI / 2, 0, 0]}>
          <cylinderGeometry args={[5, 6, body, 12]} />
          <meshLambertMaterial color={light} />
        </mesh>
      ) : (
        <mesh position={[0, 0, body / 2]} rotation={[Math.PI / 2, 0, 0]}>
          <coneGeometry args={[8, body, 12]} />
          <meshLambertMaterial color={light} />
        </mesh>
      )}
      <mesh position={[0, 0, body + head * 0.6]}>
        <sphereGeometry args={[head, 12, 10]} />
        <meshLambertMaterial color={light} />
      </mesh>
    </group>
  );
}

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
