// `window.__mire`, read by the end-to-end tests and the frame bench: the scene and the store's
// state, table points on the screen, frame times, the engine's counters and the overlays' probes.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { worldRebuilds, moveTimings, routeWarmQueries, engineReady } from '../engine';
import { useStore } from '../state/store';
import { labelsPending } from '../layout/Label';
import { readProbe } from '../state/probe';
import { frameBreakdown } from './frame/frame-breakdown';

/** Set once the table's content has mounted (the tests wait for it). */
let contentMounted = false;

/** A small read-only window hook for the end-to-end tests and the frame bench. */
export function TestHook() {
  const { camera, gl, invalidate, advance, scene } = useThree();
  const frames = useRef<number[]>([]);
  const drawn = useRef<number[]>([]);
  useFrame(() => {
    const log = frames.current;
    log.push(performance.now());
    if (log.length > 2000) log.splice(0, 1000);
    // The frame is drawn right after the useFrame callbacks, in the same task.
    setTimeout(() => {
      drawn.current.push(performance.now());
      if (drawn.current.length > 2000) drawn.current.splice(0, 1000);
    }, 0);
  });
  useEffect(() => {
    const v = new THREE.Vector3();
    const hook = {
      scene: () => useStore.getState().scene,
      state: () => {
        const s = useStore.getState();
        return {
          tool: s.tool,
          selection: s.selection,
          sightTarget: s.sightTarget,
          lang: s.lang,
          past: s.past.length,
          future: s.future.length,
        };
      },
      project: (x: number, y: number, z = 0) => {
        v.set(x, y, z).project(camera);
        const r = gl.domElement.getBoundingClientRect();
        return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
      },
      /** The camera as it stands: the tests hold that only the player and the views move it. */
      camera: () => ({
        type: camera instanceof THREE.OrthographicCamera ? 'orthographic' : 'perspective',
        position: camera.position.toArray(),
        zoom: (camera as THREE.PerspectiveCamera | THREE.OrthographicCamera).zoom,
        quaternion: camera.quaternion.toArray(),
      }),
      frames: () => frames.current.slice(),
      drawn: () => drawn.current.slice(),
      rebuilds: () => worldRebuilds(),
      moveTimings: () => moveTimings(),
      /** Route queries run by the idle-time warm-up so far (engine.warmRoutes). */
      routeWarmQueries: () => routeWarmQueries(),
      /** Ask for one more frame (the bench times drawing alone). */
      redraw: () => invalidate(),
      labelsPending: () => labelsPending(),
      /** One whole frame drawn now (useFrame callbacks and render), waited for to the GPU's end (ms). */
      frameMs: () => timedFrame(gl, advance),
      /** The frame's time and each kind of drawn thing's share of it (frame/frame-breakdown.ts). */
      frameBreakdown: (frames?: number) => frameBreakdown(scene, () => timedFrame(gl, advance), frames),
      /** The renderer's own counts: draw calls and triangles of the last frame, geometries and textures held on the GPU. */
      renderInfo: () => ({ ...gl.info.render, ...gl.info.memory }),
      ready: () => contentMounted && labelsPending() === 0 && engineReady(),
      /** What an overlay drew (the Dispersion and Zones tools register theirs, probe.ts). */
      probe: (name: string) => readProbe(name),
    };
    (window as unknown as { __mire: typeof hook }).__mire = hook;
  }, [camera, gl, invalidate, advance, scene]);
  return null;
}

/** Draws one frame at once and reads a pixel back: the read waits until the GPU has drawn it all. */
function timedFrame(gl: THREE.WebGLRenderer, advance: (timestamp: number) => void): number {
  const pixel = new Uint8Array(4);
  const t0 = performance.now();
  advance(t0);
  const ctx = gl.getContext();
  ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, pixel);
  return performance.now() - t0;
}

/** Called by the table's content once it has mounted. */
export function markContentMounted() {
  contentMounted = true;
}
