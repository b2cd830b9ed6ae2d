// The plan view's camera: orthographic, looking straight down, made the table's camera while the
// plan view is on; the perspective camera comes back as it was left when it is turned off.
import { useLayoutEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { PLAN_HEIGHT_MM } from './camera-fit';

export function PlanCamera() {
  const set = useThree((s) => s.set);
  const get = useThree((s) => s.get);
  const size = useThree((s) => s.size);
  const camera = useMemo(() => {
    const c = new THREE.OrthographicCamera(-1, 1, 1, -1, 5, PLAN_HEIGHT_MM * 2);
    c.up.set(0, 0, 1);
    // The frustum is one unit per CSS px, set here: R3F leaves a `manual` camera alone.
    (c as THREE.OrthographicCamera & { manual?: boolean }).manual = true;
    return c;
  }, []);
  useLayoutEffect(() => {
    camera.left = -size.width / 2;
    camera.right = size.width / 2;
    camera.top = size.height / 2;
    camera.bottom = -size.height / 2;
    camera.updateProjectionMatrix();
  }, [camera, size.width, size.height]);
  useLayoutEffect(() => {
    const old = get().camera;
    set({ camera });
    return () => set({ camera: old });
  }, [camera, get, set]);
  return null;
}
