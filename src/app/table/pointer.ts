// From the pointer to the table: a screen point to table mm on the plane z = 0, rounded as the
// scene keeps positions; and the click that stops at the piece it lands on.
import { useMemo } from 'react';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import type { Point } from '../engine';

export function usePointerToTable() {
  const { camera, gl } = useThree();
  return useMemo(() => {
    const ray = new THREE.Raycaster();
    const ndc = new THREE.Vector2();
    const plane = new THREE.Plane(new THREE.Vector3(0, 0, 1), 0);
    const hit = new THREE.Vector3();
    return (clientX: number, clientY: number): Point | null => {
      const r = gl.domElement.getBoundingClientRect();
      ndc.set(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
      ray.setFromCamera(ndc, camera);
      if (!ray.ray.intersectPlane(plane, hit)) return null;
      return { x: hit.x, y: hit.y };
    };
  }, [camera, gl]);
}

/** Clicks on a piece are not clicks on the table behind it (R3F delivers to every object hit). */
export function stop(e: ThreeEvent<MouseEvent>) {
  e.stopPropagation();
}

export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
