// The base proposed from a tap (issue 35): its fitted outline where the photo puts it, and a ring
// of its uncertainty around the centre; orange when the fit is flagged (over 1 mm, or in doubt).
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import type { Proposal } from './capture-store';
import type { Base } from './capture-protocol';

/** Above the photo and the grid, below a fighter's base top: the outline is read against both. */
const OUTLINE_Z_MM = 1;

/** The outline's points around the centre, in mm: a circle, or a square or rectangle whose depth runs along angleDeg. */
function outlinePoints(base: Base, angleDeg: number): [number, number][] {
  if (base.type === 'round') return circlePoints(base.diameter / 2);
  const [depth, width] = base.type === 'square' ? [base.width, base.width] : [base.depth, base.width];
  const a = (angleDeg * Math.PI) / 180;
  const u: [number, number] = [Math.cos(a), Math.sin(a)];
  const v: [number, number] = [-u[1], u[0]];
  return [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ].map(([s, t]) => [(s * depth * u[0]) / 2 + (t * width * v[0]) / 2, (s * depth * u[1]) / 2 + (t * width * v[1]) / 2]);
}

function circlePoints(r: number): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < 64; k++) out.push([r * Math.cos((k * Math.PI) / 32), r * Math.sin((k * Math.PI) / 32)]);
  return out;
}

/** A closed loop as line segments (the catalogue draws lineSegments). */
function loopGeometry(points: [number, number][]): THREE.BufferGeometry {
  const xyz: number[] = [];
  points.forEach((p, k) => {
    const q = points[(k + 1) % points.length];
    xyz.push(p[0], p[1], 0, q[0], q[1], 0);
  });
  return new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(xyz, 3));
}

/** The base's area, lightly filled: a thin outline alone is lost on a phone's screen. */
function BaseFill({ base, angleDeg, colour }: { base: Base; angleDeg: number; colour: string }) {
  const material = <meshBasicMaterial color={colour} transparent opacity={0.3} depthWrite={false} />;
  if (base.type === 'round')
    return (
      <mesh renderOrder={1} raycast={() => null}>
        <circleGeometry args={[base.diameter / 2, 48]} />
        {material}
      </mesh>
    );
  const [depth, width] = base.type === 'square' ? [base.width, base.width] : [base.depth, base.width];
  return (
    <mesh renderOrder={1} rotation={[0, 0, (angleDeg * Math.PI) / 180]} raycast={() => null}>
      <planeGeometry args={[depth, width]} />
      {material}
    </mesh>
  );
}

export function ProposalOutline({ proposal }: { proposal: Proposal }) {
  const { fit, base } = proposal;
  const outline = useMemo(() => loopGeometry(outlinePoints(base, fit.angleDeg)), [base, fit.angleDeg]);
  // The uncertainty ring, never drawn under 0.5 mm across so that it stays visible.
  const ring = useMemo(() => loopGeometry(circlePoints(Math.max(fit.uncertaintyMm, 0.25))), [fit.uncertaintyMm]);
  useEffect(() => () => outline.dispose(), [outline]);
  useEffect(() => () => ring.dispose(), [ring]);
  const colour = fit.flagged ? '#ff9f1a' : '#4dff88';
  return (
    <group position={[fit.centre.x, fit.centre.y, OUTLINE_Z_MM]} name="photo-proposal" raycast={() => null}>
      {/* Opaque lines write the depth the photo (transparent, drawn after) then stays behind. */}
      <lineSegments geometry={outline} raycast={() => null}>
        <lineBasicMaterial color={colour} />
      </lineSegments>
      <lineSegments geometry={ring} raycast={() => null}>
        <lineBasicMaterial color={colour} />
      </lineSegments>
      <BaseFill base={base} angleDeg={fit.angleDeg} colour={colour} />
    </group>
  );
}
