// The rings about the selected fighter (yellow) and the one aimed at (magenta), all in one line
// of segments: one draw call whatever is ringed.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import * as THREE from 'three';
import type { FighterSpec } from '../../engine';
import { type Point3, ringSegments } from './ring-points';
import { flyingLiftMm } from './fighter-parts';

export const SELECTED_RING = '#ffe14a';
export const TARGET_RING = '#ff5cf0';

export function FighterRings({ ringed }: { ringed: readonly { f: FighterSpec; colour: string }[] }) {
  const line = useMemo(() => {
    const points: Point3[] = [];
    const colours: THREE.Color[] = [];
    for (const { f, colour } of ringed) {
      const c = new THREE.Color(colour);
      for (const p of ringSegments(f, flyingLiftMm(f))) {
        points.push(p);
        colours.push(c);
      }
    }
    return { points, colours };
  }, [ringed]);
  if (line.points.length === 0) return null;
  return <Line segments points={line.points} vertexColors={line.colours} lineWidth={3} raycast={noRaycast} />;
}

/** Rings are drawn, never pressed: a press goes to the fighter's base beneath. */
const noRaycast = () => null;
