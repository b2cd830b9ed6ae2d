// Lends the table's camera projection to what floats over the table in HTML (layout/screen-projector.ts).
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { screenProjector } from '../layout/screen-projector';

export function ProjectorLink() {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    const v = new THREE.Vector3();
    screenProjector.set((x, y, z) => {
      v.set(x, y, z).project(camera);
      const r = canvas.getBoundingClientRect();
      return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
    });
    return () => screenProjector.set(null);
  }, [camera, canvas]);
  return null;
}
